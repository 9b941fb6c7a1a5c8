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

describe('what a device keeps for offline use', () => {
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

  it('keeps what an earlier screen cached when a later page load caches other screens', () => {
    setOfflineCacheOwner(AMA);
    const dashboard = {
      ROOT_QUERY: { __typename: 'Query', myLatestApplication: { __ref: 'Application:a1' }, 'myLoans({"first":20})': { nodes: [{ __ref: 'Loan:1' }] } },
      'Application:a1': { __typename: 'Application', id: 'a1', status: 'approved', amountRequested: 1_200_000 },
      'Loan:1': { __typename: 'Loan', id: '1', outstandingBalance: 845_000, principal: 1_200_000 },
    };
    // A full page load of /payments: a fresh cache holding only that screen's answers (a newer balance, no principal).
    const payments = {
      ROOT_QUERY: { __typename: 'Query', 'myPayments({"first":20})': { nodes: [] }, 'myLoans({"first":20})': { nodes: [{ __ref: 'Loan:1' }] } },
      'Loan:1': { __typename: 'Loan', id: '1', outstandingBalance: 748_000 },
    };
    expect(saveCacheSnapshot(() => dashboard)).toBe(true);
    expect(saveCacheSnapshot(() => payments)).toBe(true);
    const kept = readCacheSnapshot<Record<string, Record<string, unknown>>>('u1');
    expect(kept?.ROOT_QUERY.myLatestApplication).toEqual({ __ref: 'Application:a1' });
    expect(kept?.ROOT_QUERY['myPayments({"first":20})']).toEqual({ nodes: [] });
    expect(kept?.['Application:a1'].status).toBe('approved');
    expect(kept?.['Loan:1']).toEqual({ __typename: 'Loan', id: '1', outstandingBalance: 748_000, principal: 1_200_000 });
  });

  it('never merges one customer’s kept snapshot into another’s', () => {
    setOfflineCacheOwner(AMA);
    saveCacheSnapshot(() => CACHE);
    setOfflineCacheOwner({ ...AMA, id: 'u2' });
    saveCacheSnapshot(() => ({ ROOT_QUERY: { __typename: 'Query', me: { __ref: 'User:u2' } } }));
    expect(readCacheSnapshot('u2')).toEqual({ ROOT_QUERY: { __typename: 'Query', me: { __ref: 'User:u2' } } });
  });
});
