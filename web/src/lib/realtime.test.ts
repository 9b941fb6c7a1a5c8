import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { describe, expect, it, vi } from 'vitest';
import { parse, type DocumentNode } from 'graphql';
import { LIVE_UPDATES_DELAY_MS, queryNamesFor, rootFieldNames, startLiveRefetch, useLiveRefetch } from './realtime';

function activeQuery(source: string) {
  const query = parse(source);
  const definition = query.definitions[0] as { name?: { value: string } };
  return { queryName: definition.name?.value, query };
}

type Listener = { next: (value: { data?: unknown; error?: unknown }) => void; error: (e: unknown) => void };

function fakeClient(active: ReturnType<typeof activeQuery>[]) {
  const listeners = new Map<string, Listener>();
  const unsubscribed: string[] = [];
  const client = {
    getObservableQueries: vi.fn(() => new Set(active)),
    refetchQueries: vi.fn(() => Promise.resolve([])),
    subscribe: vi.fn(({ query }: { query: DocumentNode }) => {
      const name = rootFieldNames(query)[0];
      return {
        subscribe: (listener: Listener) => {
          listeners.set(name, listener);
          return { unsubscribe: () => unsubscribed.push(name) };
        },
      };
    }),
  };
  return { client, listeners, unsubscribed };
}

const screens = [
  activeQuery('query ListMyApplications { myApplications { nodes { id } } }'),
  activeQuery('query DashboardOverview { me { id } myLatestApplication { id } myPayments { nodes { id } } myDocuments { nodes { id } } }'),
  activeQuery('query ListMyPayments { myPayments { nodes { id } } }'),
  activeQuery('query ListMyDocuments { myDocuments { nodes { id } } }'),
  activeQuery('query ListMyNotifications { myNotifications { nodes { id } } }'),
  activeQuery('query SidebarUnreadNotificationCount { myUnreadNotificationCount }'),
  activeQuery('query Me { me { id } }'),
];

describe('realtime refetching', () => {
  it('reads the root fields of a query', () => {
    expect(rootFieldNames(parse('query A { me { id } myPayments { nodes { id } } }'))).toEqual(['me', 'myPayments']);
  });

  it('matches each change to the queries that show it, and nothing else', () => {
    expect(queryNamesFor('application', screens)).toEqual(['ListMyApplications', 'DashboardOverview']);
    expect(queryNamesFor('document', screens)).toEqual(['DashboardOverview', 'ListMyDocuments']);
    expect(queryNamesFor('payment', screens)).toEqual(['DashboardOverview', 'ListMyPayments']);
    expect(queryNamesFor('notification', screens)).toEqual(['ListMyNotifications', 'SidebarUnreadNotificationCount']);
  });

  it('subscribes to every topic and refetches the matching active queries on each event', () => {
    const { client, listeners } = fakeClient(screens);
    const onEvent = vi.fn();
    startLiveRefetch(client as never, onEvent);
    expect([...listeners.keys()].sort()).toEqual(
      ['applicationChanged', 'documentChanged', 'loanChanged', 'notificationAdded', 'paymentChanged'],
    );

    listeners.get('documentChanged')!.next({ data: { documentChanged: { id: 'd1' } } });
    expect(client.refetchQueries).toHaveBeenLastCalledWith({ include: ['DashboardOverview', 'ListMyDocuments'] });
    expect(onEvent).toHaveBeenLastCalledWith('document', { documentChanged: { id: 'd1' } });

    listeners.get('applicationChanged')!.next({ data: { applicationChanged: { id: 'a1' } } });
    expect(client.refetchQueries).toHaveBeenLastCalledWith({ include: ['ListMyApplications', 'DashboardOverview'] });

    listeners.get('notificationAdded')!.next({ data: { notificationAdded: { id: 'n1' } } });
    expect(client.refetchQueries).toHaveBeenLastCalledWith({ include: ['ListMyNotifications', 'SidebarUnreadNotificationCount'] });
    expect(client.refetchQueries).toHaveBeenCalledTimes(3);
  });

  it('does not refetch when no visible screen shows the change, or when the event is an error', () => {
    const { client, listeners } = fakeClient([activeQuery('query Me { me { id } }')]);
    startLiveRefetch(client as never);
    listeners.get('paymentChanged')!.next({ data: { paymentChanged: { id: 'p1' } } });
    listeners.get('applicationChanged')!.next({ error: new Error('forbidden') });
    expect(client.refetchQueries).not.toHaveBeenCalled();
  });

  it('closes every subscription when stopped', () => {
    const { client, unsubscribed } = fakeClient(screens);
    const stop = startLiveRefetch(client as never);
    stop();
    expect(unsubscribed).toHaveLength(5);
  });

  it('starts the live updates once the first screen has had the connection to itself, and never after unmounting', () => {
    vi.useFakeTimers();
    try {
      const { client, listeners, unsubscribed } = fakeClient(screens);
      const ApolloContext = getApolloContext();
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(ApolloContext.Provider, { value: { client: client as unknown as ApolloClient } }, children);
      const mounted = renderHook(() => useLiveRefetch(), { wrapper });
      act(() => {
        vi.advanceTimersByTime(LIVE_UPDATES_DELAY_MS - 1);
      });
      expect(client.subscribe).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect([...listeners.keys()].sort()).toEqual(['applicationChanged', 'documentChanged', 'loanChanged', 'notificationAdded', 'paymentChanged']);
      mounted.unmount();
      expect(unsubscribed).toHaveLength(5);

      const early = fakeClient(screens);
      const left = renderHook(() => useLiveRefetch(), {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(ApolloContext.Provider, { value: { client: early.client as unknown as ApolloClient } }, children),
      });
      left.unmount();
      act(() => {
        vi.advanceTimersByTime(LIVE_UPDATES_DELAY_MS);
      });
      expect(early.client.subscribe).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
