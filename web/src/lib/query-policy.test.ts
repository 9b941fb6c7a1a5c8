import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS, QUERY_STALE_MS } from './constants';
import { createRetryLink, DEFAULT_QUERY_OPTIONS, isRetryableNetworkError, isStale, retryDelay } from './query-policy';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const SUBMIT = gql`
  mutation Submit {
    submit
  }
`;

type Outcome = { error: unknown } | { result: ApolloLink.Result };

/** A client whose network answers each request with the next outcome, recording when each request arrived. */
function clientWith(outcomes: Outcome[]) {
  const calls: number[] = [];
  const network = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        calls.push(Date.now());
        const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
        if ('error' in outcome) observer.error(outcome.error);
        else {
          observer.next(outcome.result);
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createRetryLink(), network]),
    cache: new InMemoryCache(),
    defaultOptions: DEFAULT_QUERY_OPTIONS,
  });
  return { client, calls };
}

const networkDown = { error: new TypeError('Failed to fetch') };
const meResult = { result: { data: { me: { __typename: 'User', id: 'u1' } } } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect(QUERY_RETRY_BASE_MS).toBe(1000);
    expect(QUERY_RETRY_MAX_MS).toBe(30_000);
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('createRetryLink', () => {
  it('retries a failing query twice, after 1 s and 2 s, then gives up', async () => {
    expect(QUERY_RETRIES).toBe(2);
    const { client, calls } = clientWith([networkDown]);
    const t0 = Date.now();
    const result = client.query({ query: ME });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).rejects.toThrow('Failed to fetch');
    expect(calls.map((t) => t - t0)).toEqual([0, 1000, 3000]);
  });

  it('returns the data when a retry succeeds', async () => {
    const { client, calls } = clientWith([networkDown, meResult]);
    const result = client.query({ query: ME });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ data: { me: { id: 'u1' } } });
    expect(calls).toHaveLength(2);
  });

  it('does not retry GraphQL errors', async () => {
    const { client, calls } = clientWith([
      { result: { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] } },
    ]);
    const result = client.query({ query: ME });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).rejects.toThrow('Not signed in');
    expect(calls).toHaveLength(1);
  });

  it('does not retry mutations', async () => {
    const { client, calls } = clientWith([networkDown]);
    const result = client.mutate({ mutation: SUBMIT });
    result.catch(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(1);
  });
});

describe('isRetryableNetworkError', () => {
  const serverError = (status: number) =>
    new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });

  it('retries transport failures and 5xx, not client errors', () => {
    expect(isRetryableNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableNetworkError(serverError(503))).toBe(true);
    expect(isRetryableNetworkError(serverError(429))).toBe(true);
    expect(isRetryableNetworkError(serverError(400))).toBe(false);
    expect(isRetryableNetworkError(serverError(401))).toBe(false);
  });
});

describe('defaults', () => {
  it('serves from the cache first and never refetches on window focus', async () => {
    expect(DEFAULT_QUERY_OPTIONS.watchQuery.fetchPolicy).toBe('cache-first');
    expect(DEFAULT_QUERY_OPTIONS.query.fetchPolicy).toBe('cache-first');
    expect(DEFAULT_QUERY_OPTIONS.watchQuery.refetchOn).toEqual({ windowFocus: false });
    const { client, calls } = clientWith([meResult]);
    await client.query({ query: ME });
    await client.query({ query: ME });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  it('isStale after 5 minutes', () => {
    expect(QUERY_STALE_MS).toBe(300_000);
    expect(isStale(0, 299_999)).toBe(false);
    expect(isStale(0, 300_000)).toBe(true);
  });
});
