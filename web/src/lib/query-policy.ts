// SPEC §9 query behaviour for Apollo Client 4: 2 retries on network errors only, doubling delay from 1 s capped at 30 s, 5 min freshness.
import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';
import { RetryLink } from '@apollo/client/link/retry';
import { QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS, QUERY_STALE_MS } from './constants';

/** Wait before retry number `attempt` (1-based, as RetryLink counts): 1 s, 2 s, 4 s ... capped at 30 s. No jitter: SPEC fixes the delays. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** (attempt - 1), QUERY_RETRY_MAX_MS);
}

/** True for a network failure worth repeating; GraphQL errors (the server answered) and client mistakes (4xx) are final. */
export function isRetryableNetworkError(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 408 || error.statusCode === 429;
  return true;
}

/** RetryLink for the HTTP chain. Only queries are retried: repeating a mutation could submit an application or payment twice. */
export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: (attempt) => retryDelay(attempt),
    // RetryLink counts the first request in `max`, so 2 retries = 3 tries.
    attempts: (attempt, operation: ApolloLink.Operation, error) =>
      attempt <= QUERY_RETRIES && operation.operationType === 'query' && isRetryableNetworkError(error),
  });
}

/**
 * Client-wide defaults. 'cache-first' serves cached data and only asks the network on a miss.
 * No refetch on window focus: Apollo never refetches on focus unless a RefetchEventManager with a
 * windowFocus source is configured; `refetchOn: { windowFocus: false }` keeps it so even if one is added.
 */
export const DEFAULT_QUERY_OPTIONS = {
  watchQuery: { fetchPolicy: 'cache-first', refetchOn: { windowFocus: false } },
  query: { fetchPolicy: 'cache-first' },
} satisfies ApolloClient.DefaultOptions;

/** Data fetched 5 min ago or more should be refetched when next needed (e.g. fetchPolicy 'cache-and-network' then). */
export function isStale(fetchedAt: number, now: number = Date.now()): boolean {
  return now - fetchedAt >= QUERY_STALE_MS;
}
