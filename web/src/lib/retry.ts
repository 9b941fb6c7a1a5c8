// One retry/timeout helper so every SPEC retry policy (auth init, status, connectivity, registration) behaves alike.

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryOptions {
  /** Retries after the first try (total tries = retries + 1). */
  retries: number;
  /** Wait before retry number `attempt` (1 = first retry). */
  delays: (attempt: number) => number;
  /** Return false to give up at once (e.g. an authentication error). Defaults to always retrying. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Aborting stops further tries and rejects with the signal's reason. */
  signal?: AbortSignal;
  sleep?: Sleep;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Reconnect waits (the socket, a lazily loaded link) grow to 30 s with jitter so a restarted server is not stampeded. */
export function reconnectWait(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, 30_000);
  return base / 2 + random() * (base / 2);
}

/** setTimeout as a promise that rejects when the signal aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Runs `fn(attempt)` (0 = first try) until it resolves, retries run out, `shouldRetry` says no, or the signal aborts. */
export async function retryWithBackoff<T>(
  fn: (attempt: number) => Promise<T>,
  { retries, delays, shouldRetry = () => true, signal, sleep: wait = sleep }: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    if (signal?.aborted) throw abortReason(signal);
    try {
      return await fn(attempt);
    } catch (error) {
      const retryNumber = attempt + 1;
      if (retryNumber > retries || signal?.aborted || !shouldRetry(error, retryNumber)) throw error;
      await wait(delays(retryNumber), signal);
    }
  }
}

/** An Error named 'TimeoutError' so callers can tell a timeout from other failures. */
export function timeoutError(message: string): Error {
  const error = new Error(message);
  error.name = 'TimeoutError';
  return error;
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/** Settles like `promise`, or rejects with `Error(message)` (name 'TimeoutError') after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
