// Loads the newest application's status with SPEC §8/§9 timeouts and retries, for the sidebar badge. The stored copy
// (SPEC §3 application-status-cache) is a fallback for when the server cannot answer (offline, failing), up to 2 h old;
// what the badge shows otherwise is Apollo's cached Application (app/layouts/useSidebarStatus).
import {
  STATUS_CACHE_LONG_MS,
  STATUS_FETCH_RETRIES,
  STATUS_FETCH_TIMEOUT_MS,
  STATUS_FIRST_FETCH_DELAY_MS,
  STATUS_RETRY_BASE_MS,
} from './constants';
import { isTimeoutError, retryWithBackoff, sleep as defaultSleep, withTimeout, type Sleep } from './retry';
import { APPLICATION_STATUS_CACHE_KEY, readWithExpiry, removeKey, writeWithTimestamp } from './storage';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected' | (string & {});

/** A user with no application is shown as pending (SPEC §4). */
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'pending';
export const STATUS_ERROR_SIDEBAR_TEXT = 'Error loading status';

/** SPEC §8 Application status texts, exactly. */
export const STATUS_MESSAGES = {
  timeout: 'Request timed out. Please try again.',
  noInternet: 'No internet connection available',
  unauthenticated: 'You need to log in to access this feature.',
  failed: 'Database connection failed. Please try again later.',
  usingCache: 'Using cached data...',
  offlineUsingCache: 'Network connection lost. Using cached data.',
} as const;

export type StatusTone = 'yellow' | 'green' | 'red' | 'grey';
export type StatusChipColor = 'warning' | 'success' | 'error' | 'default';

/** Badge colour for a status: pending yellow, approved green, rejected red, anything else grey (MUI Chip colour beside it). */
export function statusColor(status: string | null | undefined): { tone: StatusTone; color: StatusChipColor } {
  switch (status) {
    case 'pending':
      return { tone: 'yellow', color: 'warning' };
    case 'approved':
      return { tone: 'green', color: 'success' };
    case 'rejected':
      return { tone: 'red', color: 'error' };
    default:
      return { tone: 'grey', color: 'default' };
  }
}

/** Wait before retry number `retry` (1-based): 3 s, 6 s, 12 s. */
export function statusRetryDelay(retry: number): number {
  return STATUS_RETRY_BASE_MS * 2 ** (retry - 1);
}

/** The GraphQL/auth error code of an error, wherever the client put it (plain, extensions, or Apollo's CombinedGraphQLErrors). */
export function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as {
    code?: unknown;
    extensions?: { code?: unknown };
    errors?: ReadonlyArray<{ extensions?: { code?: unknown } }>;
  };
  if (typeof candidate.code === 'string') return candidate.code;
  if (typeof candidate.extensions?.code === 'string') return candidate.extensions.code;
  const nested = candidate.errors?.find((e) => typeof e?.extensions?.code === 'string');
  return nested?.extensions?.code as string | undefined;
}

export interface StatusFetchResult<A> {
  status: string | null | undefined;
  application: A | null;
}

export type StatusLoadResult<A> =
  | { ok: true; status: ApplicationStatus; application: A | null; source: 'network' | 'cache'; notice: string | null }
  | { ok: false; error: string; sidebarText: typeof STATUS_ERROR_SIDEBAR_TEXT };

interface StatusCacheRecord<A> {
  status: string;
  applicationData: A | null;
}

export interface ApplicationStatusLoaderOptions<A> {
  fetchStatus: (signal: AbortSignal) => Promise<StatusFetchResult<A>>;
  storage?: Storage | null;
  now?: () => number;
  isOnline?: () => boolean;
  sleep?: Sleep;
}

export interface ApplicationStatusLoader<A> {
  /**
   * Asks the server (the stored status is only a fallback for when it cannot answer: a fresher status must
   * never wait behind it). Rejects only when `signal` aborts.
   */
  load(options?: { signal?: AbortSignal }): Promise<StatusLoadResult<A>>;
  /** Forget the cached status (sign-out: it belongs to the previous user). */
  clearCache(): void;
}

export function createApplicationStatusLoader<A = unknown>({
  fetchStatus,
  storage = typeof localStorage === 'undefined' ? null : localStorage,
  now = Date.now,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  sleep = defaultSleep,
}: ApplicationStatusLoaderOptions<A>): ApplicationStatusLoader<A> {
  let firstFetchPending = true;

  const fromCache = (record: StatusCacheRecord<A>, notice: string | null): StatusLoadResult<A> => ({
    ok: true,
    status: record.status || DEFAULT_APPLICATION_STATUS,
    application: record.applicationData ?? null,
    source: 'cache',
    notice,
  });
  const fail = (error: string): StatusLoadResult<A> => ({ ok: false, error, sidebarText: STATUS_ERROR_SIDEBAR_TEXT });
  const clearCache = () => removeKey(APPLICATION_STATUS_CACHE_KEY, storage);

  async function fetchOnce(signal?: AbortSignal): Promise<StatusFetchResult<A>> {
    const controller = new AbortController();
    const stop = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await withTimeout(fetchStatus(controller.signal), STATUS_FETCH_TIMEOUT_MS, STATUS_MESSAGES.timeout);
    } catch (error) {
      controller.abort();
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  return {
    clearCache,
    async load({ signal } = {}) {
      const cached = readWithExpiry<StatusCacheRecord<A>>(APPLICATION_STATUS_CACHE_KEY, STATUS_CACHE_LONG_MS, now(), storage);
      if (!isOnline()) return cached ? fromCache(cached, STATUS_MESSAGES.offlineUsingCache) : fail(STATUS_MESSAGES.noInternet);

      try {
        // The first fetch waits 1 s so it does not compete with the session check on page load.
        if (firstFetchPending) {
          firstFetchPending = false;
          await sleep(STATUS_FIRST_FETCH_DELAY_MS, signal);
        }
        const result = await retryWithBackoff(() => fetchOnce(signal), {
          retries: STATUS_FETCH_RETRIES,
          delays: statusRetryDelay,
          shouldRetry: (error) => errorCode(error) !== 'UNAUTHENTICATED',
          signal,
          sleep,
        });
        const status = result.application && result.status ? result.status : DEFAULT_APPLICATION_STATUS;
        writeWithTimestamp(APPLICATION_STATUS_CACHE_KEY, { status, applicationData: result.application ?? null }, now(), storage);
        return { ok: true, status, application: result.application ?? null, source: 'network', notice: null };
      } catch (error) {
        if (signal?.aborted) throw error;
        if (errorCode(error) === 'UNAUTHENTICATED') {
          clearCache();
          return fail(STATUS_MESSAGES.unauthenticated);
        }
        if (cached) return fromCache(cached, STATUS_MESSAGES.usingCache);
        return fail(isTimeoutError(error) ? STATUS_MESSAGES.timeout : STATUS_MESSAGES.failed);
      }
    },
  };
}
