// Work the first screen does not need (the service worker's precache, the consent check, the phone menu's chunk, the
// offline snapshot) waits until the page is idle, so it does not lengthen the first screen's long tasks.

/**
 * Runs `work` once the browser is idle, at least `delayMs` from now and at most `timeoutMs` after that (browsers
 * without requestIdleCallback: after the delay). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, { delayMs = 0, timeoutMs = 2_000 }: { delayMs?: number; timeoutMs?: number } = {}): () => void {
  let idleHandle: number | null = null;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    else work();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}
