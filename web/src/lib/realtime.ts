// SPEC §4 realtime: a change on applications, documents, payments (or a new notification) refetches the lists that show it.
import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient, DocumentNode, ObservableQuery } from '@apollo/client';
import { Kind, type OperationDefinitionNode } from 'graphql';
import {
  LiveApplicationChangedDocument,
  LiveDocumentChangedDocument,
  LiveLoanChangedDocument,
  LiveNotificationAddedDocument,
  LivePaymentChangedDocument,
} from '../gql/graphql';

export type LiveTopic = 'application' | 'document' | 'payment' | 'notification' | 'loan';

/**
 * The root query fields each topic's change can alter. Matching on fields rather than operation names means any
 * screen's query (whatever its name) that reads these lists is refetched.
 */
export const TOPIC_ROOT_FIELDS: Record<LiveTopic, readonly string[]> = {
  application: ['myLatestApplication', 'myApplications', 'applications', 'application', 'applicationStats', 'overviewStats'],
  document: ['myDocuments', 'documents'],
  payment: ['myPayments', 'payments', 'paymentStats', 'myLoans', 'loans', 'loan'],
  notification: ['myNotifications', 'myUnreadNotificationCount'],
  loan: ['myLoans', 'loans', 'loan', 'myPayments'],
};

const TOPIC_DOCUMENTS: Array<{ topic: LiveTopic; document: DocumentNode }> = [
  { topic: 'application', document: LiveApplicationChangedDocument },
  { topic: 'document', document: LiveDocumentChangedDocument },
  { topic: 'payment', document: LivePaymentChangedDocument },
  { topic: 'notification', document: LiveNotificationAddedDocument },
  { topic: 'loan', document: LiveLoanChangedDocument },
];

/** The top-level field names a query document selects (`{ myDocuments { … } me { … } }` → myDocuments, me). */
export function rootFieldNames(document: DocumentNode): string[] {
  const names: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of (definition as OperationDefinitionNode).selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    }
  }
  return names;
}

interface QueryLike {
  readonly queryName?: string;
  readonly query: DocumentNode;
}

/** Names of the given (active) queries that read any root field the topic changes, each once. */
export function queryNamesFor(topic: LiveTopic, queries: Iterable<QueryLike>): string[] {
  const fields = new Set(TOPIC_ROOT_FIELDS[topic]);
  const names = new Set<string>();
  for (const query of queries) {
    if (!query.queryName) continue;
    if (rootFieldNames(query.query).some((field) => fields.has(field))) names.add(query.queryName);
  }
  return [...names];
}

type RefetchClient = Pick<ApolloClient, 'getObservableQueries' | 'refetchQueries'>;

/** Refetches the active queries that show the topic's records; returns the names it refetched. */
export function refetchForTopic(client: RefetchClient, topic: LiveTopic): string[] {
  const active = client.getObservableQueries('active') as Set<ObservableQuery<unknown>>;
  const names = queryNamesFor(topic, active);
  if (names.length > 0) void client.refetchQueries({ include: names }).catch(() => undefined);
  return names;
}

/**
 * How long after the signed-in layout mounts the live updates start. The socket's chunk, its handshake and five
 * subscriptions would otherwise share a phone's connection with the first screen's last requests; a change made in
 * this window shows with the next event or screen.
 */
export const LIVE_UPDATES_DELAY_MS = 1_500;

export interface LiveRefetchOptions {
  /** False while signed out: no socket is opened. */
  enabled?: boolean;
  /** Called after each event (e.g. to reload the sidebar's cached status on an application change). */
  onEvent?: (topic: LiveTopic, data: unknown) => void;
}

type SubscribeClient = RefetchClient & Pick<ApolloClient, 'subscribe'>;

/** Opens one subscription per topic; each event refetches the matching active queries. Returns the unsubscribe. */
export function startLiveRefetch(client: SubscribeClient, onEvent?: LiveRefetchOptions['onEvent']): () => void {
  const subscriptions = TOPIC_DOCUMENTS.map(({ topic, document }) =>
    client.subscribe({ query: document }).subscribe({
      next: (result) => {
        if (result.error) return;
        refetchForTopic(client, topic);
        onEvent?.(topic, result.data);
      },
      // A dropped socket reconnects by itself (lib/apollo) and refetches every active query then.
      error: () => undefined,
    }),
  );
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/** Mount once in the signed-in layout. */
export function useLiveRefetch({ enabled = true, onEvent }: LiveRefetchOptions = {}): void {
  const client = useApolloClient();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = startLiveRefetch(client, (topic, data) => onEventRef.current?.(topic, data));
    }, LIVE_UPDATES_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [client, enabled]);
}
