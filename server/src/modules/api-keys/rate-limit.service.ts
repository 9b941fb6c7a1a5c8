import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { rateLimitBucket } from './rate-limit.table.js';

export const RATE_LIMIT_WINDOW_SECONDS = 60;
const CLEANUP_EVERY_MS = 60_000;
const KEEP_WINDOWS_FOR = '10 minutes';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Fixed-window counters in PostgreSQL, so every instance behind the load balancer sees the same count. */
export class RateLimitService {
  private lastCleanupAt = 0;

  constructor(
    private readonly db: AppDatabase,
    private readonly logger: Logger,
  ) {}

  /** Counts one request against `bucketKey` in one statement; the database clock decides the window. */
  async consume(bucketKey: string, limit: number): Promise<RateLimitDecision> {
    const windowStart = sql`date_bin(${`${RATE_LIMIT_WINDOW_SECONDS} seconds`}::interval, now(), timestamptz 'epoch')`;
    const [row] = await this.db
      .insert(rateLimitBucket)
      .values({ key: bucketKey, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBucket.key, rateLimitBucket.windowStart],
        set: { count: sql`${rateLimitBucket.count} + 1` },
      })
      .returning({
        count: rateLimitBucket.count,
        retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimitBucket.windowStart} + ${`${RATE_LIMIT_WINDOW_SECONDS} seconds`}::interval - now()))))::int`.mapWith(Number),
      });
    await this.cleanupNowAndThen();
    return {
      allowed: row.count <= limit,
      limit,
      remaining: Math.max(0, limit - row.count),
      retryAfterSeconds: row.retryAfterSeconds,
    };
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
