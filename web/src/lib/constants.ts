// SPEC §9 business constants in one place, so every client behaviour and its test read the same numbers.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every call to the backend gives up after 60 s (SPEC §7, §9). */
export const REQUEST_TIMEOUT_MS = 60 * SECOND;

/** Connectivity probe: 10 s per attempt, 2 attempts, waits 1.5 s growing ×1.5 up to 5 s. */
export const CONNECTIVITY_TIMEOUT_MS = 10 * SECOND;
export const CONNECTIVITY_ATTEMPTS = 2;
export const CONNECTIVITY_RETRY_BASE_MS = 1500;
export const CONNECTIVITY_RETRY_FACTOR = 1.5;
export const CONNECTIVITY_RETRY_MAX_MS = 5 * SECOND;
/** A successful probe is trusted for 2 min; a final failure is reused for 5 min (the fallback). */
export const CONNECTIVITY_SUCCESS_CACHE_MS = 2 * MINUTE;
export const CONNECTIVITY_FAILURE_FALLBACK_MS = 5 * MINUTE;
/** At this many recorded failures the probe stops calling the network ('too many'). */
export const CIRCUIT_BREAKER_THRESHOLD = 3;

export const PAYMENTS_CACHE_MS = 30 * MINUTE;

/** Application status: re-read from the server at least every 30 min while shown; the stored copy is a fallback up to 2 h. */
export const STATUS_CACHE_MEDIUM_MS = 30 * MINUTE;
export const STATUS_CACHE_LONG_MS = 2 * HOUR;
export const STATUS_FETCH_TIMEOUT_MS = 30 * SECOND;
/** Retries after the first try, waiting 3 s, 6 s, 12 s. */
export const STATUS_FETCH_RETRIES = 3;
export const STATUS_RETRY_BASE_MS = 3 * SECOND;
export const STATUS_FIRST_FETCH_DELAY_MS = 1 * SECOND;

export const DRAFT_TTL_MS = 30 * DAY;
export const ELIGIBILITY_TTL_MS = 30 * DAY;

/** Auth initialisation: up to 3 retries after the first failure, waiting 2 s, 4 s, 6 s (linear steps). */
export const AUTH_INIT_RETRIES = 3;
export const AUTH_INIT_STEP_MS = 2 * SECOND;

/** Email-send rate limit at registration: 3 attempts in all (SPEC §8), waiting 10 s then 20 s. */
export const REGISTRATION_RETRIES = 3;
export const REGISTRATION_RETRY_BASE_MS = 10 * SECOND;

/** Queries: 2 retries, delay doubling from 1 s capped at 30 s, data fresh for 5 min. */
export const QUERY_RETRIES = 2;
export const QUERY_RETRY_BASE_MS = 1 * SECOND;
export const QUERY_RETRY_MAX_MS = 30 * SECOND;
export const QUERY_STALE_MS = 5 * MINUTE;

/** Toasts last 4 s (success 3 s), at most 20 on screen. */
export const TOAST_MS = 4 * SECOND;
export const TOAST_SUCCESS_MS = 3 * SECOND;
export const TOAST_MAX = 20;

export const TESTIMONIAL_MS = 5 * SECOND;
export const SESSION_REFRESH_TICK_MS = 30 * SECOND;
export const REALTIME_HEARTBEAT_MS = 30 * SECOND;
