import { lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppDatabase } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { rateLimitBucket } from './rate-limit.table.js';

export const RATE_LIMIT_WINDOW_SECONDS = 60;
const CLEANUP_EVERY_MS = 60_000;
const KEEP_WINDOWS_FOR = '10 minutes';
/** A lease takes at most this many requests of a window at once, and at most 1/LEASE_DIVISOR of the limit. */
export const RATE_LIMIT_MAX_LEASE = 50;
const LEASE_DIVISOR = 16;
/** Callers held in memory at once (their leases); one pushed out only loses what it had leased, never over-admits. */
const MAX_CALLERS_IN_MEMORY = 100_000;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** What this instance holds of one caller's current window. */
interface Lease {
  /** Requests this instance has taken from the shared counter and not yet spent. */
  unspent: number;
  /** The shared counter when this instance last took from it (every instance's takings). */
  counted: number;
  /** Date.now() at which the window ends (the database's clock, read as time left). */
  endsAt: number;
  /** The shared counter had nothing left for this window: refuse without asking again until it ends. */
  exhausted: boolean;
}

/**
 * Per-minute fixed-window limits shared by every instance behind the load balancer, without a database write per
 * request. Each instance takes requests from the caller's shared counter in PostgreSQL in small leases (one
 * statement takes up to min(limit / 16, 50) at once) and spends them from memory; near the limit a lease shrinks to
 * one request, so the counter admits exactly `limit` requests per window across all instances, never more. What an
 * instance has leased and not spent when the window ends is lost: with N instances a caller can be refused at most
 * (N − 1) × the lease size early, and with one instance never. A caller already over the limit is refused from
 * memory until its window ends. (Token leasing: the scheme rate limiters such as Envoy's global quota use.)
 */
export class RateLimitService {
  private lastCleanupAt = 0;
  private readonly leases = new LRUCache<string, Lease>({ max: MAX_CALLERS_IN_MEMORY });
  /** One lease request per caller at a time: requests arriving meanwhile wait for it instead of asking again. */
  private readonly leasing = new Map<string, Promise<void>>();

  constructor(
    private readonly db: AppDatabase,
    private readonly logger: Logger,
  ) {}

  /** Counts one request against `bucketKey`; the database clock decides the window. */
  async consume(bucketKey: string, limit: number): Promise<RateLimitDecision> {
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(bucketKey);
      if (lease && now < lease.endsAt) {
        if (lease.unspent > 0) {
          lease.unspent -= 1;
          return decision(true, limit, limit - (lease.counted - lease.unspent), lease.endsAt - now);
        }
        if (lease.exhausted) return decision(false, limit, 0, lease.endsAt - now);
      }
      const pending = this.leasing.get(bucketKey);
      if (pending) {
        await pending;
        continue;
      }
      const taking = this.takeLease(bucketKey, limit, lease && now < lease.endsAt ? lease : undefined).finally(() => this.leasing.delete(bucketKey));
      this.leasing.set(bucketKey, taking);
      await taking;
    }
  }

  /** Takes the next lease from the shared counter (creating the window's row on its first request). */
  private async takeLease(bucketKey: string, limit: number, current: Lease | undefined): Promise<void> {
    // Near the limit (as last seen) the lease shrinks, down to one request at a time.
    const left = current ? limit - current.counted : limit;
    const size = Math.max(1, Math.min(RATE_LIMIT_MAX_LEASE, Math.floor(limit / LEASE_DIVISOR), Math.floor(left / LEASE_DIVISOR)));
    const windowStart = sql`date_bin(${`${RATE_LIMIT_WINDOW_SECONDS} seconds`}::interval, now(), timestamptz 'epoch')`;
    // Every statement adds exactly `size` under the row's lock, so the counter before it was `count - size` and this
    // lease gets what was left of the limit, at most `size` (the counter may pass the limit; nothing is granted there).
    const [row] = await this.db
      .insert(rateLimitBucket)
      .values({ key: bucketKey, windowStart, count: size })
      .onConflictDoUpdate({ target: [rateLimitBucket.key, rateLimitBucket.windowStart], set: { count: sql`${rateLimitBucket.count} + ${size}::int` } })
      .returning({
        count: rateLimitBucket.count,
        msLeft: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitBucket.windowStart} + ${`${RATE_LIMIT_WINDOW_SECONDS} seconds`}::interval - now())) * 1000))::int`.mapWith(Number),
      });
    await this.cleanupNowAndThen();
    const before = row.count - size;
    const granted = Math.min(size, Math.max(0, limit - before));
    const counted = Math.min(limit, row.count);
    this.leases.set(bucketKey, { unspent: granted, counted, endsAt: Date.now() + row.msLeft, exhausted: counted >= limit });
  }

  // At most once a minute per instance: old windows are never read again, so any instance may delete them.
  private async cleanupNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanupAt < CLEANUP_EVERY_MS) return;
    this.lastCleanupAt = now;
    await this.db
      .delete(rateLimitBucket)
      .where(lt(rateLimitBucket.windowStart, sql`now() - ${KEEP_WINDOWS_FOR}::interval`))
      .catch((error: unknown) => this.logger.warn('rate limit cleanup failed', { error: String(error) }));
  }
}

function decision(allowed: boolean, limit: number, remaining: number, msLeft: number): RateLimitDecision {
  return { allowed, limit, remaining: Math.max(0, remaining), retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
