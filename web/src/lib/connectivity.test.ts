import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { connectivityRetryDelay, createConnectivityProbe, errorScreenFor } from './connectivity';

const OFFLINE = 'You are offline. Please check your internet connection and try again.';
const TIMEOUT = 'Database connection timeout after 10 seconds';
const UNREACHABLE =
  'Unable to connect to the database. The server might be busy or your connection is unstable. Please try again later.';
const TOO_MANY =
  'Too many failed attempts to connect to the database. The service may be temporarily unavailable. Please try again later.';

const healthy = () => new Response(JSON.stringify({ status: 'ok', db: 'ok' }), { status: 200 });
const dbDown = () => new Response(JSON.stringify({ status: 'degraded', db: 'down' }), { status: 503 });

function setup(fetchImpl: ReturnType<typeof vi.fn>, online = true) {
  return createConnectivityProbe({ fetchImpl: fetchImpl as unknown as typeof fetch, isOnline: () => online });
}

/** Runs a check to completion through the single 1.5 s retry wait. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(CONNECTIVITY_RETRY_BASE_MS);
  return promise;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retry policy', () => {
  it('waits 1.5 s growing ×1.5, capped at 5 s', () => {
    expect(CONNECTIVITY_RETRY_BASE_MS).toBe(1500);
    expect(CONNECTIVITY_RETRY_FACTOR).toBe(1.5);
    expect(CONNECTIVITY_RETRY_MAX_MS).toBe(5000);
    expect([1, 2, 3, 4, 10].map(connectivityRetryDelay)).toEqual([1500, 2250, 3375, 5000, 5000]);
  });
});

describe('check', () => {
  it('succeeds when /healthz reports the database ok', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(healthy());
    await expect(setup(fetchImpl).check()).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('/healthz', expect.objectContaining({ method: 'GET' }));
  });

  it('counts a degraded server with a working database as connected', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: 'degraded', db: 'ok' })));
    await expect(setup(fetchImpl).check()).resolves.toEqual({ ok: true });
  });

  it('makes 2 attempts 1.5 s apart, then reports the database unreachable', async () => {
    expect(CONNECTIVITY_ATTEMPTS).toBe(2);
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const result = setup(fetchImpl).check();
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: false, kind: 'unreachable', message: UNREACHABLE });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('treats a network error as unreachable', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(settle(setup(fetchImpl).check())).resolves.toMatchObject({ kind: 'unreachable', message: UNREACHABLE });
  });

  it('recovers when the second attempt succeeds', async () => {
    const fetchImpl = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(healthy());
    await expect(settle(setup(fetchImpl).check())).resolves.toEqual({ ok: true });
  });

  it('gives each attempt 10 s, aborts it, and reports the timeout', async () => {
    expect(CONNECTIVITY_TIMEOUT_MS).toBe(10_000);
    const signals: AbortSignal[] = [];
    const fetchImpl = vi.fn().mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    });
    const done = vi.fn();
    const result = setup(fetchImpl).check();
    void result.then(done);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0].aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: false, kind: 'timeout', message: TIMEOUT });
  });

  it('reports offline without calling the network or counting a failure', async () => {
    const fetchImpl = vi.fn();
    const probe = setup(fetchImpl, false);
    await expect(probe.check({ force: true })).resolves.toEqual({ ok: false, kind: 'offline', message: OFFLINE });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(probe.failureCount()).toBe(0);
  });

  it('shares one request between simultaneous checks', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(healthy());
    const probe = setup(fetchImpl);
    await Promise.all([probe.check(), probe.check(), probe.check()]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('caching', () => {
  it('trusts a success for 2 minutes', async () => {
    expect(CONNECTIVITY_SUCCESS_CACHE_MS).toBe(120_000);
    const fetchImpl = vi.fn().mockImplementation(async () => healthy());
    const probe = setup(fetchImpl);
    await probe.check();
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(probe.check()).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await probe.check();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reuses a final failure for 5 minutes unless forced', async () => {
    expect(CONNECTIVITY_FAILURE_FALLBACK_MS).toBe(300_000);
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    await settle(probe.check());
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000 - 1); // measured from the final failure
    await expect(probe.check()).resolves.toMatchObject({ kind: 'unreachable' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    fetchImpl.mockImplementation(async () => healthy());
    await vi.advanceTimersByTimeAsync(1);
    await expect(probe.check()).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('Retry Connection (force) probes again inside the fallback window', async () => {
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    await settle(probe.check());
    fetchImpl.mockImplementation(async () => healthy());
    await expect(probe.check({ force: true })).resolves.toEqual({ ok: true });
  });
});

describe('circuit breaker', () => {
  it('after 3 recorded failures answers "too many" without calling the network', async () => {
    expect(CIRCUIT_BREAKER_THRESHOLD).toBe(3);
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    for (let i = 1; i <= 3; i += 1) {
      await expect(settle(probe.check({ force: true }))).resolves.toMatchObject({ kind: 'unreachable' });
      expect(probe.failureCount()).toBe(i);
    }
    expect(JSON.parse(localStorage.getItem('connectivity-circuit-failures')!)).toMatchObject({ count: 3 });
    const calls = fetchImpl.mock.calls.length;
    await expect(probe.check({ force: true })).resolves.toEqual({ ok: false, kind: 'too_many', message: TOO_MANY });
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
  });

  it('keeps the flag in local storage, so a reloaded page is still blocked', async () => {
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const first = setup(fetchImpl);
    for (let i = 0; i < 3; i += 1) await settle(first.check({ force: true }));
    const reloaded = setup(vi.fn());
    await expect(reloaded.check()).resolves.toMatchObject({ kind: 'too_many' });
  });

  it('a success resets the counter', async () => {
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    await settle(probe.check({ force: true }));
    await settle(probe.check({ force: true }));
    fetchImpl.mockImplementation(async () => healthy());
    await probe.check({ force: true });
    expect(probe.failureCount()).toBe(0);
    expect(localStorage.getItem('connectivity-circuit-failures')).toBeNull();
  });

  it('Try Again Now (resetCircuit) lets the next check reach the network', async () => {
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    for (let i = 0; i < 3; i += 1) await settle(probe.check({ force: true }));
    probe.resetCircuit();
    fetchImpl.mockImplementation(async () => healthy());
    await expect(probe.check({ force: true })).resolves.toEqual({ ok: true });
  });

  it('forgets the failures 5 minutes after the last one', async () => {
    const fetchImpl = vi.fn().mockImplementation(async () => dbDown());
    const probe = setup(fetchImpl);
    for (let i = 0; i < 3; i += 1) await settle(probe.check({ force: true }));
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_FAILURE_FALLBACK_MS);
    await expect(probe.check()).resolves.toMatchObject({ kind: 'too_many' });
    await vi.advanceTimersByTimeAsync(1);
    fetchImpl.mockImplementation(async () => healthy());
    await expect(probe.check()).resolves.toEqual({ ok: true });
  });
});

describe('errorScreenFor', () => {
  it('maps failures to the SPEC error screens', () => {
    expect(errorScreenFor('auth')).toEqual({ title: 'Authentication Error', action: 'Go to Login' });
    expect(errorScreenFor('too_many')).toEqual({ title: 'Service Temporarily Unavailable', action: 'Try Again Now' });
    for (const kind of ['offline', 'timeout', 'unreachable'] as const) {
      expect(errorScreenFor(kind)).toEqual({ title: 'Connection Error', action: 'Retry Connection' });
    }
  });
});
