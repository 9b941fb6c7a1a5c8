import type { ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { Viewer } from '../graphql/context.js';
import { rateLimited, type AppError } from '../graphql/errors.js';
import type { RateLimitDecision } from '../modules/api-keys/rate-limit.service.js';
import { sendGraphQLError } from './responses.js';

/** Who a /graphql request is from, decided once before rate limiting and reused as the GraphQL context's viewer. */
export interface GraphQLCaller {
  viewer: Viewer | null;
  /** Set when the request carried a bad API key (or a key and a cookie): it is refused after being counted. */
  authenticationError?: AppError;
}

export interface RateLimiter {
  consume(bucketKey: string, limit: number): Promise<RateLimitDecision>;
}

/** The counter a request is charged to: its API key, its user, or (anonymous or failed auth) its IP address. */
export function rateLimitBucketOf(caller: GraphQLCaller, ip: string | undefined, config: Config): { key: string; limit: number } {
  const { viewer } = caller;
  if (viewer?.apiKeyId) return { key: `apikey:${viewer.apiKeyId}`, limit: config.RATE_LIMIT_API_KEY_PER_MINUTE };
  if (viewer) return { key: `user:${viewer.id}`, limit: config.RATE_LIMIT_USER_PER_MINUTE };
  return { key: `ip:${ip ?? 'unknown'}`, limit: config.RATE_LIMIT_ANONYMOUS_PER_MINUTE };
}

/**
 * Per-minute limits on /graphql held in PostgreSQL, so they hold across instances. Runs after the caller is
 * known and before GraphQL; over the limit it answers 429 RATE_LIMITED with Retry-After and returns false.
 */
export function graphqlRateLimit({ config, limiter }: { config: Config; limiter: RateLimiter }) {
  return async (res: ServerResponse, caller: GraphQLCaller, ip: string | undefined): Promise<boolean> => {
    if (!config.rateLimitEnabled) return true;
    const bucket = rateLimitBucketOf(caller, ip, config);
    const decision = await limiter.consume(bucket.key, bucket.limit);
    res.setHeader('ratelimit-limit', String(decision.limit));
    res.setHeader('ratelimit-remaining', String(decision.remaining));
    res.setHeader('ratelimit-reset', String(decision.retryAfterSeconds));
    if (decision.allowed) return true;
    res.setHeader('retry-after', String(decision.retryAfterSeconds));
    sendGraphQLError(res, 429, rateLimited());
    return false;
  };
}
