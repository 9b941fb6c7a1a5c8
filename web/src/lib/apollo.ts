// Apollo Client with a split link: subscriptions over graphql-ws, everything else over HTTP with SPEC §9 retries.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { REALTIME_HEARTBEAT_MS, REQUEST_TIMEOUT_MS } from './constants';
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
    ApolloLink.from([createRetryLink(), httpLink]),
  );
  const client: ApolloClient = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: DEFAULT_QUERY_OPTIONS });
  return client;
}
