import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TTL_MS, ELIGIBILITY_TTL_MS, PAYMENTS_CACHE_MS } from './constants';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_STATUS_CACHE_KEY,
  CART_STORAGE_KEY,
  CONNECTIVITY_FAILURES_KEY,
  ELIGIBILITY_STORAGE_KEY,
  PAYMENTS_CACHE_KEY,
  THEME_MODE_KEY,
  clearDraft,
  readDraft,
  readEligibility,
  readPaymentsCache,
  readThemeMode,
  readWithExpiry,
  saveDraft,
  saveEligibility,
  savePaymentsCache,
  saveThemeMode,
  writeWithTimestamp,
} from './storage';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('storage keys', () => {
  it('uses the SPEC key names', () => {
    expect(CART_STORAGE_KEY).toBe('cart-storage');
    expect(APPLICATION_STATUS_CACHE_KEY).toBe('application-status-cache');
    expect(ELIGIBILITY_STORAGE_KEY).toBe('eligibility-data');
    expect(APPLICATION_DRAFT_KEY).toBe('application-draft');
    expect(PAYMENTS_CACHE_KEY).toBe('payments-cache');
    expect(CONNECTIVITY_FAILURES_KEY).toBe('connectivity-circuit-failures');
    expect(THEME_MODE_KEY).toBe('theme-mode');
  });
});

describe('writeWithTimestamp / readWithExpiry', () => {
  it('stores the value with the current time and reads it back while young', () => {
    expect(writeWithTimestamp('k', { a: 1 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ a: 1, timestamp: Date.now() });
    vi.advanceTimersByTime(1000);
    expect(readWithExpiry<{ a: number }>('k', 1000)).toEqual({ a: 1, timestamp: Date.now() - 1000 });
  });

  it('returns null and removes the entry once older than the ttl', () => {
    writeWithTimestamp('k', { a: 1 });
    vi.advanceTimersByTime(1001);
    expect(readWithExpiry('k', 1000)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('accepts an explicit clock', () => {
    writeWithTimestamp('k', { a: 1 }, 5_000);
    expect(readWithExpiry('k', 100, 5_100)).not.toBeNull();
    expect(readWithExpiry('k', 100, 5_101)).toBeNull();
  });

  it('drops unparsable or timestamp-less entries', () => {
    localStorage.setItem('bad', '{not json');
    expect(readWithExpiry('bad', DAY)).toBeNull();
    expect(localStorage.getItem('bad')).toBeNull();
    localStorage.setItem('old-shape', JSON.stringify({ a: 1 }));
    expect(readWithExpiry('old-shape', DAY)).toBeNull();
    expect(localStorage.getItem('old-shape')).toBeNull();
  });

  it('returns null when nothing is stored', () => {
    expect(readWithExpiry('missing', DAY)).toBeNull();
  });

  it('reports false instead of throwing when storage refuses a write', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(writeWithTimestamp('k', { a: 1 }, Date.now(), full)).toBe(false);
  });
});

describe('eligibility', () => {
  it('keeps { eligible, timestamp } for exactly 30 days', () => {
    expect(ELIGIBILITY_TTL_MS).toBe(30 * DAY);
    saveEligibility(true);
    expect(JSON.parse(localStorage.getItem('eligibility-data')!)).toEqual({ eligible: true, timestamp: Date.now() });
    vi.advanceTimersByTime(30 * DAY);
    expect(readEligibility()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(readEligibility()).toBeNull();
    expect(localStorage.getItem('eligibility-data')).toBeNull();
  });

  it('remembers a negative result too', () => {
    saveEligibility(false);
    expect(readEligibility()).toBe(false);
  });
});

describe('application draft', () => {
  it('keeps { data, timestamp } for exactly 30 days', () => {
    expect(DRAFT_TTL_MS).toBe(30 * DAY);
    saveDraft({ step: 2, employer: 'Accra Mall' });
    expect(JSON.parse(localStorage.getItem('application-draft')!)).toEqual({
      data: { step: 2, employer: 'Accra Mall' },
      timestamp: Date.now(),
    });
    vi.advanceTimersByTime(30 * DAY);
    expect(readDraft()).toEqual({ step: 2, employer: 'Accra Mall' });
    vi.advanceTimersByTime(1);
    expect(readDraft()).toBeNull();
  });

  it('can be cleared after submission', () => {
    saveDraft({ step: 1 });
    clearDraft();
    expect(readDraft()).toBeNull();
  });
});

describe('payments cache', () => {
  it('is valid for 30 minutes', () => {
    expect(PAYMENTS_CACHE_MS).toBe(30 * 60 * 1000);
    savePaymentsCache([{ id: 'p1', amount: 50_000 }]);
    vi.advanceTimersByTime(30 * 60 * 1000);
    expect(readPaymentsCache()).toEqual([{ id: 'p1', amount: 50_000 }]);
    vi.advanceTimersByTime(1);
    expect(readPaymentsCache()).toBeNull();
  });
});

describe('theme mode', () => {
  it('round-trips light/dark and ignores anything else', () => {
    expect(readThemeMode()).toBeNull();
    saveThemeMode('dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(readThemeMode()).toBe('dark');
    localStorage.setItem('theme-mode', 'purple');
    expect(readThemeMode()).toBeNull();
  });
});
