// Apollo Client with a split link: subscriptions over graphql-ws, everything else over HTTP with SPEC §9 retries.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { print } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { from } from 'rxjs';
import { REALTIME_HEARTBEAT_MS, REQUEST_TIMEOUT_MS } from './constants';
import { takeEarlyQuery } from './early-requests';
import { createRetryLink, DEFAULT_QUERY_OPTIONS } from './query-policy';

/** Reconnect waits grow to 30 s with jitter so a restarted server is not stampeded. */
export function reconnectWait(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** retries, 30_000);
  return base / 2 + random() * (base / 2);
}

export function createSocketClient(url: string, onReconnected: () => void): Client {
  let connectedBefore = false;
  return createClient({
    url,
    lazy: true,
    keepAlive: REALTIME_HEARTBEAT_MS,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectWait(retries))),
    on: {
      // Missed events are not replayed by the protocol, so active queries refetch after a reconnect.
      connected: () => {
        if (connectedBefore) onReconnected();
        connectedBefore = true;
      },
    },
  });
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

export function createApolloClient(): ApolloClient {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  });
  const socket = createSocketClient(wsUrl, () => void client.refetchObservableQueries());
  const link = ApolloLink.split(
    (operation) => operation.operationType === 'subscription',
    new GraphQLWsLink(socket),
    ApolloLink.from([createRetryLink(), earlyResponseLink(), httpLink]),
  );
  const client: ApolloClient = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: DEFAULT_QUERY_OPTIONS });
  return client;
}
