// JSON localStorage with a timestamp, so cached or saved data can expire (SPEC §3, §5, §9).
import { DRAFT_TTL_MS, ELIGIBILITY_TTL_MS, PAYMENTS_CACHE_MS } from './constants';

export const CART_STORAGE_KEY = 'cart-storage';
export const APPLICATION_STATUS_CACHE_KEY = 'application-status-cache';
export const ELIGIBILITY_STORAGE_KEY = 'eligibility-data';
export const APPLICATION_DRAFT_KEY = 'application-draft';
export const PAYMENTS_CACHE_KEY = 'payments-cache';
export const CONNECTIVITY_FAILURES_KEY = 'connectivity-circuit-failures';
export const THEME_MODE_KEY = 'theme-mode';

export type Timestamped<T> = T & { timestamp: number };

function defaultStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Stores `{ ...value, timestamp }`, the shape SPEC §3 gives every local record. Returns false when storage refuses (quota, private mode). */
export function writeWithTimestamp<T extends object>(
  key: string,
  value: T,
  now: number = Date.now(),
  storage: Storage | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ ...value, timestamp: now }));
    return true;
  } catch {
    return false;
  }
}

/** The stored record if younger than `ttlMs`; otherwise (expired, unparsable, no timestamp) removes it and returns null. */
export function readWithExpiry<T extends object>(
  key: string,
  ttlMs: number,
  now: number = Date.now(),
  storage: Storage | null = defaultStorage(),
): Timestamped<T> | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      typeof (parsed as { timestamp?: unknown }).timestamp === 'number' &&
      now - (parsed as { timestamp: number }).timestamp <= ttlMs
    ) {
      return parsed as Timestamped<T>;
    }
  } catch {
    // fall through: a corrupt entry is as good as an expired one
  }
  removeKey(key, storage);
  return null;
}

export function removeKey(key: string, storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** Eligibility result `{ eligible, timestamp }`, discarded after 30 days (SPEC §5). */
export function saveEligibility(eligible: boolean, now: number = Date.now(), storage = defaultStorage()): boolean {
  return writeWithTimestamp(ELIGIBILITY_STORAGE_KEY, { eligible }, now, storage);
}

export function readEligibility(now: number = Date.now(), storage = defaultStorage()): boolean | null {
  const record = readWithExpiry<{ eligible: unknown }>(ELIGIBILITY_STORAGE_KEY, ELIGIBILITY_TTL_MS, now, storage);
  return typeof record?.eligible === 'boolean' ? record.eligible : null;
}

/** Application draft `{ data, timestamp }`, discarded after 30 days (SPEC §5). */
export function saveDraft<T>(data: T, now: number = Date.now(), storage = defaultStorage()): boolean {
  return writeWithTimestamp(APPLICATION_DRAFT_KEY, { data }, now, storage);
}

export function readDraft<T>(now: number = Date.now(), storage = defaultStorage()): T | null {
  const record = readWithExpiry<{ data: T }>(APPLICATION_DRAFT_KEY, DRAFT_TTL_MS, now, storage);
  return record && record.data !== undefined ? record.data : null;
}

export const APPLICATION_DRAFT_STEP_KEY = 'application-draft-step';

/** Where the customer was in the draft (the step, and the credit product chosen), so a reload returns there. */
export interface DraftPosition {
  step: number;
  product: string;
}

export function saveDraftPosition(position: DraftPosition, now: number = Date.now(), storage = defaultStorage()): boolean {
  return writeWithTimestamp(APPLICATION_DRAFT_STEP_KEY, { ...position }, now, storage);
}

/** The saved position, kept as long as the draft (30 days); null when absent, expired or malformed. */
export function readDraftPosition(now: number = Date.now(), storage = defaultStorage()): DraftPosition | null {
  const record = readWithExpiry<{ step?: unknown; product?: unknown }>(APPLICATION_DRAFT_STEP_KEY, DRAFT_TTL_MS, now, storage);
  if (!record || typeof record.step !== 'number' || !Number.isInteger(record.step) || record.step < 0 || typeof record.product !== 'string') return null;
  return { step: record.step, product: record.product };
}

export function clearDraft(storage = defaultStorage()): void {
  removeKey(APPLICATION_DRAFT_KEY, storage);
  removeKey(APPLICATION_DRAFT_STEP_KEY, storage);
}

/** Payments cache `{ payments, timestamp }`, valid 30 min (SPEC §9). */
export function savePaymentsCache<T>(payments: T[], now: number = Date.now(), storage = defaultStorage()): boolean {
  return writeWithTimestamp(PAYMENTS_CACHE_KEY, { payments }, now, storage);
}

export function readPaymentsCache<T>(now: number = Date.now(), storage = defaultStorage()): T[] | null {
  const record = readWithExpiry<{ payments: unknown }>(PAYMENTS_CACHE_KEY, PAYMENTS_CACHE_MS, now, storage);
  return Array.isArray(record?.payments) ? (record.payments as T[]) : null;
}

export type ThemeMode = 'light' | 'dark';

/** The admin header's light/dark choice; a plain string, it never expires. */
export function readThemeMode(storage = defaultStorage()): ThemeMode | null {
  try {
    const value = storage?.getItem(THEME_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function saveThemeMode(mode: ThemeMode, storage = defaultStorage()): void {
  try {
    storage?.setItem(THEME_MODE_KEY, mode);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}
