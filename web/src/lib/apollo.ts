// Apollo Client with a split link: subscriptions over graphql-ws (lib/socket-link, loaded on the first one), everything else over HTTP with SPEC §9 retries.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { print } from '@apollo/client/utilities';
import { defer, from, mergeMap, retry, tap, timer } from 'rxjs';
import { CACHE_TYPE_POLICIES } from './cache-policies';
import { REQUEST_TIMEOUT_MS } from './constants';
import { takeEarlyQuery } from './early-requests';
import { scheduleCacheSnapshot } from './offline-data';
import { createRetryLink, DEFAULT_QUERY_OPTIONS } from './query-policy';
import { reconnectWait } from './retry';
import { notifySocketReconnected } from './socket-events';
import { unauthenticatedLink } from './unauthenticated-link';

/**
 * Hands each operation to the link `load` resolves to, loading it on the first operation. A load that fails (a chunk
 * that did not arrive on a dropped connection) is tried again with growing waits, so the operation still goes through
 * once the network is back.
 */
export function lazyLink(load: () => Promise<ApolloLink>, wait: (retries: number) => number = reconnectWait): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  const link = defer(() => (loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  }))).pipe(retry({ delay: (_error, retries) => timer(wait(retries - 1)) }));
  return new ApolloLink((operation, forward) => link.pipe(mergeMap((target) => target.request(operation, forward))));
}

/**
 * Answers a query that index.html already sent (lib/early-requests) with that response, read exactly as HttpLink
 * reads its own; anything else goes on to HTTP. It sits inside the retry link, so a failed early answer is retried
 * like any first attempt (and the retry, finding nothing early, asks the server).
 */
export function earlyResponseLink(take: typeof takeEarlyQuery = takeEarlyQuery): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early =
      operation.operationType === 'query' && operation.operationName && Object.keys(operation.variables).length === 0
        ? take(operation.operationName, print(operation.query))
        : null;
    return early ? from(early.then(parseAndCheckHttpResponse(operation))) : forward(operation);
  });
}

/** After each answer (a query, a mutation, a live event), a snapshot of the cache is scheduled for offline use. */
export function snapshotLink(extract: () => unknown, schedule: typeof scheduleCacheSnapshot = scheduleCacheSnapshot): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(tap(() => schedule(extract))));
}

export function createApolloClient(): ApolloClient {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  });
  const onReconnected = () => {
    void client.refetchObservableQueries();
    notifySocketReconnected();
  };
  const link = ApolloLink.from([
    // Outermost, so it sees each operation's final answer on either transport.
    unauthenticatedLink(),
    snapshotLink(() => client.cache.extract()),
    ApolloLink.split(
      (operation) => operation.operationType === 'subscription',
      lazyLink(async () => (await import('./socket-link')).createSocketLink(wsUrl, onReconnected)),
      ApolloLink.from([createRetryLink(), earlyResponseLink(), httpLink]),
    ),
  ]);
  const client: ApolloClient = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES }), defaultOptions: DEFAULT_QUERY_OPTIONS });
  return client;
}
