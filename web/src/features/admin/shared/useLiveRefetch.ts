// SPEC §4 realtime: a change pushed by the server refetches the named lists (by operation name).
import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';

export function useLiveRefetch<Data>(subscription: TypedDocumentNode<Data, Record<string, never>>, queryNames: string[], skip = false) {
  const client = useApolloClient();
  useSubscription(subscription, {
    skip,
    onData: () => void client.refetchQueries({ include: queryNames }),
  });
}
