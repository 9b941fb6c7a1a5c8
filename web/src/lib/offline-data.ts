// What a signed-in customer's device keeps so the app still opens offline: who was signed in
// (no token: the session cookie stays httpOnly) and a snapshot of Apollo's cache. Both belong to one customer, are
// restored only when the app starts without a network, and are wiped when that customer signs out, their session
// ends, or someone else signs in. Staff data never stays on a device.
// apollo3-cache-persist would do the snapshot part, but its releases support Apollo Client 3 only (peer ^3.7).
import type { SessionUser } from './auth-init';
import { whenIdle } from './idle';
import { readWithExpiry, removeKey, writeWithTimestamp } from './storage';

export const OFFLINE_SESSION_KEY = 'offline-session';
export const OFFLINE_CACHE_KEY = 'offline-cache';
/** How long a device keeps a customer's data for offline use: the server's session lifetime (7 days). */
export const OFFLINE_DATA_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A snapshot larger than this is not kept (localStorage holds ~5 MB per site, shared with the cart and drafts). */
export const OFFLINE_CACHE_MAX_CHARS = 2_000_000;
const SNAPSHOT_DELAY_MS = 1_000;

function defaultStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Only customers' data is kept for offline use. */
export function keepsOfflineData(user: Pick<SessionUser, 'role'> | null): boolean {
  return user?.role === 'user';
}

/** True when the browser says there is no network (a failed request alone may be the server). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function rememberSession(user: SessionUser, now: number = Date.now(), storage = defaultStorage()): void {
  if (keepsOfflineData(user)) writeWithTimestamp(OFFLINE_SESSION_KEY, { user }, now, storage);
}

export function readRememberedSession(now: number = Date.now(), storage = defaultStorage()): SessionUser | null {
  const record = readWithExpiry<{ user?: SessionUser }>(OFFLINE_SESSION_KEY, OFFLINE_DATA_TTL_MS, now, storage);
  const user = record?.user;
  return user && typeof user.id === 'string' && keepsOfflineData(user) ? user : null;
}

let owner: string | null = null;
/** Cancels the scheduled snapshot, if any. */
let pending: (() => void) | null = null;

/** Whose data the cache now holds (null: nobody's may be kept). Snapshots are written only for this user. */
export function setOfflineCacheOwner(user: SessionUser | null): void {
  owner = keepsOfflineData(user) ? user!.id : null;
  if (!owner && pending) {
    pending();
    pending = null;
  }
}

type NormalizedSnapshot = Record<string, Record<string, unknown> | undefined>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The kept snapshot with the current cache laid over it, record by record and field by field (current values win).
 * A full page load starts with an empty cache: without this, opening /payments would drop what /dashboard had
 * cached, and the dashboard would have nothing to show offline.
 */
export function mergeSnapshots(kept: unknown, current: unknown): unknown {
  if (!isRecord(kept) || !isRecord(current)) return current;
  const merged: NormalizedSnapshot = { ...(kept as NormalizedSnapshot) };
  for (const [key, record] of Object.entries(current)) {
    const before = merged[key];
    merged[key] = isRecord(before) && isRecord(record) ? { ...before, ...record } : (record as Record<string, unknown>);
  }
  return merged;
}

/**
 * Writes the cache snapshot now (for the current owner), merged into what was kept for the same customer; false if
 * nobody owns it, it is too large, or storage refuses.
 */
export function saveCacheSnapshot(extract: () => unknown, now: number = Date.now(), storage = defaultStorage()): boolean {
  if (!owner) return false;
  let data: string;
  try {
    const kept = readCacheSnapshot<unknown>(owner, now, storage);
    data = JSON.stringify(kept ? mergeSnapshots(kept, extract()) : extract());
  } catch {
    return false;
  }
  if (data.length > OFFLINE_CACHE_MAX_CHARS) {
    removeKey(OFFLINE_CACHE_KEY, storage);
    return false;
  }
  return writeWithTimestamp(OFFLINE_CACHE_KEY, { userId: owner, data }, now, storage);
}

/** Saves a snapshot a second after the last answer (when idle), so a screen's burst of queries writes storage once. */
export function scheduleCacheSnapshot(extract: () => unknown): void {
  if (!owner) return;
  pending?.();
  // Extracting and serialising the cache is main-thread work: it runs when the page is idle, not amid a screen's render.
  pending = whenIdle(
    () => {
      pending = null;
      saveCacheSnapshot(extract);
    },
    { delayMs: SNAPSHOT_DELAY_MS },
  );
}

/** The snapshot kept for `userId`, if any and not expired. */
export function readCacheSnapshot<T>(userId: string, now: number = Date.now(), storage = defaultStorage()): T | null {
  const record = readWithExpiry<{ userId?: string; data?: string }>(OFFLINE_CACHE_KEY, OFFLINE_DATA_TTL_MS, now, storage);
  if (!record || record.userId !== userId || typeof record.data !== 'string') return null;
  try {
    return JSON.parse(record.data) as T;
  } catch {
    return null;
  }
}

/** Forgets the cache snapshot (someone else signed in on this device). */
export function forgetCacheSnapshot(storage = defaultStorage()): void {
  pending?.();
  pending = null;
  removeKey(OFFLINE_CACHE_KEY, storage);
}

/** Forgets everything kept for offline use (sign-out, an ended session). */
export function forgetOfflineData(storage = defaultStorage()): void {
  setOfflineCacheOwner(null);
  removeKey(OFFLINE_SESSION_KEY, storage);
  forgetCacheSnapshot(storage);
}
