import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApplicationStatusLoader,
  DEFAULT_APPLICATION_STATUS,
  STATUS_ERROR_SIDEBAR_TEXT,
  statusColor,
  statusRetryDelay,
  type StatusFetchResult,
} from './application-status';
import {
  STATUS_CACHE_LONG_MS,
  STATUS_FETCH_RETRIES,
  STATUS_FETCH_TIMEOUT_MS,
  STATUS_FIRST_FETCH_DELAY_MS,
  STATUS_RETRY_BASE_MS,
} from './constants';

type App = { id: string };
const MINUTE = 60_000;
const approved: StatusFetchResult<App> = { status: 'approved', application: { id: 'a1' } };

function loaderWith(fetchStatus: ReturnType<typeof vi.fn>, online = true) {
  return createApplicationStatusLoader<App>({
    fetchStatus: fetchStatus as unknown as (signal: AbortSignal) => Promise<StatusFetchResult<App>>,
    isOnline: () => online,
  });
}

function seedCache(ageMs: number, status = 'rejected') {
  localStorage.setItem(
    'application-status-cache',
    JSON.stringify({ status, applicationData: { id: 'cached' }, timestamp: Date.now() - ageMs }),
  );
}

/** Lets the 1 s first-fetch delay and any retry waits pass. */
async function run<T>(promise: Promise<T>, ms = 0): Promise<T> {
  await vi.advanceTimersByTimeAsync(STATUS_FIRST_FETCH_DELAY_MS + ms);
  return promise;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('statusColor', () => {
  it('maps pending/approved/rejected to yellow/green/red and anything else to grey', () => {
    expect(statusColor('pending')).toEqual({ tone: 'yellow', color: 'warning' });
    expect(statusColor('approved')).toEqual({ tone: 'green', color: 'success' });
    expect(statusColor('rejected')).toEqual({ tone: 'red', color: 'error' });
    expect(statusColor('under_review')).toEqual({ tone: 'grey', color: 'default' });
    expect(statusColor(null)).toEqual({ tone: 'grey', color: 'default' });
  });
});

describe('statusRetryDelay', () => {
  it('waits 3 s doubling', () => {
    expect(STATUS_RETRY_BASE_MS).toBe(3000);
    expect([1, 2, 3].map(statusRetryDelay)).toEqual([3000, 6000, 12000]);
  });
});

describe('load from the network', () => {
  it('delays only the first fetch by 1 s', async () => {
    expect(STATUS_FIRST_FETCH_DELAY_MS).toBe(1000);
    const fetchStatus = vi.fn().mockResolvedValue(approved);
    const loader = loaderWith(fetchStatus);
    const first = loader.load();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toMatchObject({ ok: true, status: 'approved', source: 'network', notice: null });
    await loader.load();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('caches { status, applicationData, timestamp }', async () => {
    const loader = loaderWith(vi.fn().mockResolvedValue(approved));
    await run(loader.load());
    expect(JSON.parse(localStorage.getItem('application-status-cache')!)).toEqual({
      status: 'approved',
      applicationData: { id: 'a1' },
      timestamp: Date.now(),
    });
  });

  it('shows pending when the user has no application', async () => {
    expect(DEFAULT_APPLICATION_STATUS).toBe('pending');
    const loader = loaderWith(vi.fn().mockResolvedValue({ status: null, application: null }));
    await expect(run(loader.load())).resolves.toMatchObject({ ok: true, status: 'pending', application: null });
  });

  it('asks the server even with a cache a minute old: the stored status is only a fallback', async () => {
    const fetchStatus = vi.fn().mockResolvedValue(approved);
    const loader = loaderWith(fetchStatus);
    seedCache(MINUTE);
    await expect(run(loader.load())).resolves.toMatchObject({ ok: true, status: 'approved', source: 'network', notice: null });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('gives each try 30 s and retries 3 times after 3 s, 6 s, 12 s, then reports the timeout', async () => {
    expect(STATUS_FETCH_TIMEOUT_MS).toBe(30_000);
    expect(STATUS_FETCH_RETRIES).toBe(3);
    const started: number[] = [];
    const signals: AbortSignal[] = [];
    const fetchStatus = vi.fn().mockImplementation((signal: AbortSignal) => {
      started.push(Date.now());
      signals.push(signal);
      return new Promise(() => {});
    });
    const t0 = Date.now();
    const result = loaderWith(fetchStatus).load();
    await vi.advanceTimersByTimeAsync(200_000);
    await expect(result).resolves.toEqual({
      ok: false,
      error: 'Request timed out. Please try again.',
      sidebarText: 'Error loading status',
    });
    expect(started.map((t) => t - t0)).toEqual([1_000, 34_000, 70_000, 112_000]);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('reports a database failure after the retries', async () => {
    const fetchStatus = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await run(loaderWith(fetchStatus).load(), 3_000 + 6_000 + 12_000);
    expect(result).toEqual({
      ok: false,
      error: 'Database connection failed. Please try again later.',
      sidebarText: STATUS_ERROR_SIDEBAR_TEXT,
    });
    expect(STATUS_ERROR_SIDEBAR_TEXT).toBe('Error loading status');
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });

  it('recovers on a retry', async () => {
    const fetchStatus = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(approved);
    await expect(run(loaderWith(fetchStatus).load(), 3_000)).resolves.toMatchObject({ ok: true, status: 'approved' });
  });

  it('falls back to a cache up to 2 h old with "Using cached data..."', async () => {
    expect(STATUS_CACHE_LONG_MS).toBe(2 * 60 * MINUTE);
    seedCache(2 * 60 * MINUTE - 30_000);
    const fetchStatus = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run(loaderWith(fetchStatus).load(), 21_000)).resolves.toEqual({
      ok: true,
      status: 'rejected',
      application: { id: 'cached' },
      source: 'cache',
      notice: 'Using cached data...',
    });
  });

  it('discards a cache older than 2 h', async () => {
    seedCache(2 * 60 * MINUTE + 1);
    const fetchStatus = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(run(loaderWith(fetchStatus).load(), 21_000)).resolves.toMatchObject({ ok: false });
    expect(localStorage.getItem('application-status-cache')).toBeNull();
  });

  it('asks the user to log in on UNAUTHENTICATED, without retrying or using the cache', async () => {
    seedCache(40 * MINUTE);
    const fetchStatus = vi
      .fn()
      .mockRejectedValue(new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await expect(run(loaderWith(fetchStatus).load())).resolves.toEqual({
      ok: false,
      error: 'You need to log in to access this feature.',
      sidebarText: 'Error loading status',
    });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('application-status-cache')).toBeNull();
  });
});

describe('offline', () => {
  it('uses the cache with "Network connection lost. Using cached data."', async () => {
    seedCache(90 * MINUTE);
    const fetchStatus = vi.fn();
    await expect(loaderWith(fetchStatus, false).load()).resolves.toMatchObject({
      ok: true,
      status: 'rejected',
      source: 'cache',
      notice: 'Network connection lost. Using cached data.',
    });
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('reports "No internet connection available" without a cache', async () => {
    await expect(loaderWith(vi.fn(), false).load()).resolves.toEqual({
      ok: false,
      error: 'No internet connection available',
      sidebarText: 'Error loading status',
    });
  });
});

describe('cancellation', () => {
  it('stops when the caller aborts (e.g. the badge unmounts)', async () => {
    const controller = new AbortController();
    const fetchStatus = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = loaderWith(fetchStatus).load({ signal: controller.signal });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('clearCache forgets the status on sign-out', async () => {
    seedCache(0);
    const loader = loaderWith(vi.fn());
    loader.clearCache();
    expect(localStorage.getItem('application-status-cache')).toBeNull();
  });
});
