// The requests index.html starts right after the static shell's first paint, before any of the app's JavaScript has
// downloaded (the script web/first-screen.ts writes): the session check and, on the signed-in first screens,
// their queries (app/first-screens.ts). On a slow phone that answer is back by the time the JavaScript has run. The
// app takes each answer at most once, in place of asking again; nothing here imports Apollo (the landing page loads it).

/** One early query: the exact text index.html sent and its pending response. */
export interface EarlyQuery {
  query: string;
  response: Promise<Response>;
}

interface EarlyWindow {
  __earlySession?: Promise<Response>;
  __earlyQueries?: Record<string, EarlyQuery>;
  /** Set once the app has booted: index.html must not start requests after that (the app asks itself). */
  __earlyTaken?: boolean;
}

/** Early answers are taken only this long after the page loaded (performance.now() counts from the navigation). */
export const EARLY_ANSWERS_VALID_MS = 60_000;

const page = (): EarlyWindow => (typeof window === 'undefined' ? {} : (window as EarlyWindow));

/**
 * Called once as the app boots: returns the session check index.html started, if it has. From now on index.html
 * starts nothing (if the app's JavaScript came from the cache and ran first, the app makes its own requests).
 */
export function claimEarlyRequests(): Promise<Response> | undefined {
  const early = page();
  const session = early.__earlySession;
  delete early.__earlySession;
  early.__earlyTaken = true;
  return session;
}

/**
 * The early response to `operationName`, once. With `query` (what Apollo would send now), only if index.html sent
 * exactly that text: a different one (a newer build's document, say) is not this operation's answer, and the app asks
 * itself. Without it any text of the operation will do (the footer's plain fetch reads only fields every text has).
 */
export function takeEarlyQuery(operationName: string, query?: string, now: number = performance.now()): Promise<Response> | null {
  const queries = page().__earlyQueries;
  const early = queries?.[operationName];
  if (!queries || !early) return null;
  delete queries[operationName];
  // A screen asking this late was not the first screen: the answer could be stale, so it asks again.
  if (now > EARLY_ANSWERS_VALID_MS) return null;
  return query === undefined || early.query === query ? early.response : null;
}

/**
 * Forgets the early answers not taken yet. They belong to the session index.html's requests carried; once that
 * visitor turns out to be signed out, or someone signs in or out, they are nobody's answers.
 */
export function discardEarlyQueries(): void {
  delete page().__earlyQueries;
}
