// The subscription side of Apollo's link: graphql-ws over one socket. lib/apollo loads this module when the first
// subscription starts (the signed-in layout's live refetch, LIVE_UPDATES_DELAY_MS after it mounts), so a first
// visit's screen does not wait for it.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { REALTIME_HEARTBEAT_MS } from './constants';
import { reconnectWait } from './retry';
import { reportUnauthenticated } from './session-events';
import { SOCKET_SESSION_ENDED } from './unauthenticated-link';

export function createSocketClient(url: string, onReconnected: () => void): Client {
  let connectedBefore = false;
  return createClient({
    url,
    lazy: true,
    keepAlive: REALTIME_HEARTBEAT_MS,
    retryAttempts: Infinity,
    // An ended session (4401) is final: graphql-ws does not retry it, and the app signs out (lib/session-events).
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectWait(retries))),
    on: {
      // Missed events are not replayed by the protocol, so active queries refetch after a reconnect.
      connected: () => {
        if (connectedBefore) onReconnected();
        connectedBefore = true;
      },
      closed: (event) => {
        if ((event as { code?: unknown } | undefined)?.code === SOCKET_SESSION_ENDED) reportUnauthenticated();
      },
    },
  });
}

export function createSocketLink(url: string, onReconnected: () => void): GraphQLWsLink {
  return new GraphQLWsLink(createSocketClient(url, onReconnected));
}
