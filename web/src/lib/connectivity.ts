// Connectivity probe with caching and a circuit breaker (SPEC §4, §8, §9): asks GET /healthz whether the database answers.
import {
  CIRCUIT_BREAKER_THRESHOLD,
  CONNECTIVITY_ATTEMPTS,
  CONNECTIVITY_FAILURE_FALLBACK_MS,
  CONNECTIVITY_RETRY_BASE_MS,
  CONNECTIVITY_RETRY_FACTOR,
  CONNECTIVITY_RETRY_MAX_MS,
  CONNECTIVITY_SUCCESS_CACHE_MS,
  CONNECTIVITY_TIMEOUT_MS,
} from './constants';
import { isTimeoutError, retryWithBackoff, withTimeout, type Sleep } from './retry';
import { CONNECTIVITY_FAILURES_KEY, readWithExpiry, removeKey, writeWithTimestamp } from './storage';

export type ConnectivityFailureKind = 'offline' | 'timeout' | 'unreachable' | 'too_many';
export type ConnectivityResult = { ok: true } | { ok: false; kind: ConnectivityFailureKind; message: string };

/** SPEC §8 Connectivity texts, exactly. */
export const CONNECTIVITY_MESSAGES: Record<ConnectivityFailureKind, string> = {
  offline: 'You are offline. Please check your internet connection and try again.',
  timeout: 'Database connection timeout after 10 seconds',
  unreachable:
    'Unable to connect to the database. The server might be busy or your connection is unstable. Please try again later.',
  too_many:
    'Too many failed attempts to connect to the database. The service may be temporarily unavailable. Please try again later.',
};

export const HEALTH_PATH = '/healthz';

/** Wait before retry number `retry` (1-based): 1.5 s growing ×1.5, capped at 5 s. */
export function connectivityRetryDelay(retry: number): number {
  return Math.min(CONNECTIVITY_RETRY_BASE_MS * CONNECTIVITY_RETRY_FACTOR ** (retry - 1), CONNECTIVITY_RETRY_MAX_MS);
}

export interface ConnectivityProbeOptions {
  fetchImpl?: typeof fetch;
  storage?: Storage | null;
  now?: () => number;
  isOnline?: () => boolean;
  sleep?: Sleep;
  url?: string;
}

export interface ConnectivityProbe {
  /** `force` skips the 2 min / 5 min caches (the Retry Connection button); never the offline check or the breaker. */
  check(options?: { force?: boolean }): Promise<ConnectivityResult>;
  /** Closes the circuit breaker (the Try Again Now button); follow with `check({ force: true })`. */
  resetCircuit(): void;
  /** Failures recorded in local storage. */
  failureCount(): number;
}

interface HealthBody {
  status?: 'ok' | 'degraded';
  db?: 'ok' | 'down';
}

function failure(kind: ConnectivityFailureKind): ConnectivityResult {
  return { ok: false, kind, message: CONNECTIVITY_MESSAGES[kind] };
}

export function createConnectivityProbe({
  fetchImpl = (...args) => fetch(...args),
  storage = typeof localStorage === 'undefined' ? null : localStorage,
  now = Date.now,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine,
  sleep,
  url = HEALTH_PATH,
}: ConnectivityProbeOptions = {}): ConnectivityProbe {
  let lastSuccessAt: number | null = null;
  let lastFailure: { at: number; result: ConnectivityResult } | null = null;
  let inFlight: Promise<ConnectivityResult> | null = null;

  // The breaker record expires 5 min after the last failure so a closed tab does not stay locked out for ever.
  const failureCount = () =>
    readWithExpiry<{ count: number }>(CONNECTIVITY_FAILURES_KEY, CONNECTIVITY_FAILURE_FALLBACK_MS, now(), storage)?.count ?? 0;

  async function probeOnce(): Promise<void> {
    const controller = new AbortController();
    try {
      await withTimeout(
        (async () => {
          const response = await fetchImpl(url, {
            method: 'GET',
            cache: 'no-store',
            headers: { accept: 'application/json' },
            signal: controller.signal,
          });
          const body = (await response.json().catch(() => null)) as HealthBody | null;
          // 'degraded' with db 'ok' still means the database answers, which is what this probe asks.
          if (!response.ok || body?.db !== 'ok') throw new Error(`health check failed: ${response.status}`);
        })(),
        CONNECTIVITY_TIMEOUT_MS,
        CONNECTIVITY_MESSAGES.timeout,
      );
    } catch (error) {
      controller.abort();
      throw error;
    }
  }

  async function probe(): Promise<ConnectivityResult> {
    try {
      await retryWithBackoff(probeOnce, {
        retries: CONNECTIVITY_ATTEMPTS - 1,
        delays: connectivityRetryDelay,
        sleep,
      });
      lastSuccessAt = now();
      lastFailure = null;
      removeKey(CONNECTIVITY_FAILURES_KEY, storage);
      return { ok: true };
    } catch (error) {
      const result = failure(isTimeoutError(error) ? 'timeout' : 'unreachable');
      lastSuccessAt = null;
      lastFailure = { at: now(), result };
      writeWithTimestamp(CONNECTIVITY_FAILURES_KEY, { count: failureCount() + 1 }, now(), storage);
      return result;
    }
  }

  return {
    failureCount,
    resetCircuit() {
      removeKey(CONNECTIVITY_FAILURES_KEY, storage);
      lastFailure = null;
    },
    async check({ force = false } = {}) {
      if (!isOnline()) return failure('offline');
      if (failureCount() >= CIRCUIT_BREAKER_THRESHOLD) return failure('too_many');
      if (!force) {
        if (lastSuccessAt !== null && now() - lastSuccessAt < CONNECTIVITY_SUCCESS_CACHE_MS) return { ok: true };
        if (lastFailure && now() - lastFailure.at < CONNECTIVITY_FAILURE_FALLBACK_MS) return lastFailure.result;
      }
      // Screens mounting together share one request instead of each probing.
      inFlight ??= probe().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export type ErrorScreenKind = ConnectivityFailureKind | 'auth';

/** SPEC §8 error screen title and action for a failure. */
export function errorScreenFor(kind: ErrorScreenKind): { title: string; action: string } {
  if (kind === 'auth') return { title: 'Authentication Error', action: 'Go to Login' };
  if (kind === 'too_many') return { title: 'Service Temporarily Unavailable', action: 'Try Again Now' };
  return { title: 'Connection Error', action: 'Retry Connection' };
}
