// Apollo Client (with graphql-ws, rxjs and the cache) is a lazy chunk: the landing page never needs it, so a visitor's
// first route does not download it. Routes that query (every route but the landing) await `loadApolloClient()` in
// their `lazy()`, and the signed-in layout awaits it before its live data. The provider below is always the same
// element, so the app is never remounted when the client arrives; it only fills Apollo's own context.
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';

export type ClientFactory = () => Promise<ApolloClient>;

const defaultFactory: ClientFactory = async () => (await import('./apollo')).createApolloClient();

let client: ApolloClient | null = null;
let loading: Promise<ApolloClient> | null = null;
const listeners = new Set<() => void>();

/** Loads and creates the app's one Apollo Client; later calls get the same one. A failed chunk load can be retried. */
export function loadApolloClient(factory: ClientFactory = defaultFactory): Promise<ApolloClient> {
  if (client) return Promise.resolve(client);
  loading ??= factory().then(
    (created) => {
      client = created;
      listeners.forEach((listener) => listener());
      return created;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The client if it has been loaded, else null (nothing to clear or refetch yet). */
export function loadedApolloClient(): ApolloClient | null {
  return client;
}

/** Tests only: forget the client. */
export function resetLazyApolloForTests(): void {
  client = null;
  loading = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getClient = () => client;

/** Puts the client into Apollo's context as soon as it is loaded (hooks under it need it loaded first). */
export function LazyApolloProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, getClient, getClient);
  const value = useMemo(() => (current ? { client: current } : {}), [current]);
  const ApolloContext = getApolloContext();
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
