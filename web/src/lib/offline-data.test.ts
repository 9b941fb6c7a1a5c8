import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './auth-init';
import {
  forgetOfflineData,
  OFFLINE_CACHE_KEY,
  OFFLINE_CACHE_MAX_CHARS,
  OFFLINE_DATA_TTL_MS,
  readCacheSnapshot,
  readRememberedSession,
  rememberSession,
  saveCacheSnapshot,
  scheduleCacheSnapshot,
  setOfflineCacheOwner,
} from './offline-data';

const AMA: SessionUser = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user', twoFactorEnabled: false, mustChangePassword: false };
const FINANCE: SessionUser = { ...AMA, id: 's1', role: 'finance' };
const CACHE = { ROOT_QUERY: { __typename: 'Query', myLoans: [] }, 'Loan:1': { __typename: 'Loan', id: '1', balance: 120_000 } };

afterEach(() => {
  forgetOfflineData();
  localStorage.clear();
  vi.useRealTimers();
});

describe('what a device keeps for offline use (issue 22, item 1)', () => {
  it('keeps a customer’s session and cache snapshot for 7 days, readable only as that customer', () => {
    const now = Date.UTC(2026, 10, 28, 9);
    rememberSession(AMA, now);
    setOfflineCacheOwner(AMA);
    expect(saveCacheSnapshot(() => CACHE, now)).toBe(true);
    expect(readRememberedSession(now + OFFLINE_DATA_TTL_MS)?.id).toBe('u1');
    expect(readCacheSnapshot('u1', now + 1)).toEqual(CACHE);
    expect(readCacheSnapshot('someone-else', now + 1)).toBeNull();
    expect(readRememberedSession(now + OFFLINE_DATA_TTL_MS + 1)).toBeNull();
    expect(readCacheSnapshot('u1', now + OFFLINE_DATA_TTL_MS + 1)).toBeNull();
  });

  it('keeps nothing of a staff member', () => {
    rememberSession(FINANCE);
    setOfflineCacheOwner(FINANCE);
    expect(saveCacheSnapshot(() => CACHE)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('drops a snapshot too large for the device’s storage rather than half-writing it', () => {
    setOfflineCacheOwner(AMA);
    expect(saveCacheSnapshot(() => CACHE)).toBe(true);
    expect(saveCacheSnapshot(() => ({ big: 'x'.repeat(OFFLINE_CACHE_MAX_CHARS) }))).toBe(false);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('writes one snapshot a second after a burst of answers, and none once the customer signed out', () => {
    vi.useFakeTimers();
    setOfflineCacheOwner(AMA);
    const extract = vi.fn(() => CACHE);
    scheduleCacheSnapshot(extract);
    scheduleCacheSnapshot(extract);
    vi.advanceTimersByTime(999);
    expect(extract).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(extract).toHaveBeenCalledTimes(1);
    expect(readCacheSnapshot('u1')).toEqual(CACHE);

    scheduleCacheSnapshot(extract);
    forgetOfflineData();
    vi.advanceTimersByTime(2_000);
    expect(extract).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });
});
