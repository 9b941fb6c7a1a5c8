import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREENS, firstScreenQueryText } from '../app/first-screens';
import { DashboardOverviewDocument, SidebarUnreadNotificationCountDocument } from '../gql/graphql';
import { earlyResponseLink } from './apollo';
import { claimEarlyRequests, discardEarlyQueries, EARLY_ANSWERS_VALID_MS, takeEarlyQuery, type EarlyQuery } from './early-requests';

type EarlyWindow = { __earlySession?: Promise<Response>; __earlyQueries?: Record<string, EarlyQuery>; __earlyTaken?: boolean };
const page = window as EarlyWindow;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' } });

function sentEarly(operationName: string, response: Response, query = firstScreenQueryText(operationName)): Promise<Response> {
  const pending = Promise.resolve(response);
  page.__earlyQueries = { ...page.__earlyQueries, [operationName]: { query, response: pending } };
  return pending;
}

/** A client whose network is a link that records what reached it (as HttpLink would have sent it). */
function clientWithNetwork(answer: (operationName: string) => unknown = () => ({ errors: [{ message: 'not answered in this test' }] })) {
  const reached: string[] = [];
  const network = new ApolloLink((operation) => {
    reached.push(print(operation.query));
    return of(answer(operation.operationName ?? '') as ApolloLink.Result);
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([earlyResponseLink(), network]) }), reached };
}

const OVERVIEW = {
  me: { __typename: 'User', id: 'u1', firstName: 'Ama', role: 'user', isAdmin: false, adminRoutes: [] },
  myLatestApplication: null,
  myLoans: { __typename: 'LoanConnection', nodes: [] },
  myPayments: { __typename: 'PaymentConnection', nodes: [] },
  myDocuments: { __typename: 'DocumentConnection', nodes: [] },
};

afterEach(() => {
  delete page.__earlySession;
  delete page.__earlyQueries;
  delete page.__earlyTaken;
});

describe('the requests index.html starts before the app has loaded', () => {
  it('hands the session check over once and stops index.html starting any later', () => {
    const session = Promise.resolve(json({ user: null }));
    page.__earlySession = session;
    expect(claimEarlyRequests()).toBe(session);
    expect(page.__earlyTaken).toBe(true);
    expect(claimEarlyRequests()).toBeUndefined();
  });

  it('gives an early query to the first asker with the same text, and to no one else', () => {
    const pending = sentEarly('SidebarUnreadNotificationCount', json({ data: { myUnreadNotificationCount: 2 } }));
    const text = firstScreenQueryText('SidebarUnreadNotificationCount');
    expect(takeEarlyQuery('SidebarUnreadNotificationCount', text)).toBe(pending);
    expect(takeEarlyQuery('SidebarUnreadNotificationCount', text)).toBeNull();
  });

  it('refuses an answer to a different text of the operation (another build), and drops it', () => {
    sentEarly('DashboardOverview', json({ data: OVERVIEW }), 'query DashboardOverview { me { id } }');
    expect(takeEarlyQuery('DashboardOverview', firstScreenQueryText('DashboardOverview'))).toBeNull();
    expect(page.__earlyQueries?.DashboardOverview).toBeUndefined();
  });

  it('gives nothing to a screen that asks a minute or more after the page loaded (not the first screen)', () => {
    sentEarly('SidebarUnreadNotificationCount', json({ data: { myUnreadNotificationCount: 2 } }));
    expect(takeEarlyQuery('SidebarUnreadNotificationCount', firstScreenQueryText('SidebarUnreadNotificationCount'), EARLY_ANSWERS_VALID_MS + 1)).toBeNull();
    expect(page.__earlyQueries?.SidebarUnreadNotificationCount).toBeUndefined();
  });

  it('lets a caller that reads only common fields take any text, and forgets everything on discard', () => {
    const pending = sentEarly('PublicSettings', json({ data: { publicSettings: [] } }), 'query PublicSettings { publicSettings { key value } }');
    expect(takeEarlyQuery('PublicSettings')).toBe(pending);
    sentEarly('DashboardOverview', json({ data: OVERVIEW }));
    discardEarlyQueries();
    expect(takeEarlyQuery('DashboardOverview', firstScreenQueryText('DashboardOverview'))).toBeNull();
  });
});

describe('Apollo Client and the early answers', () => {
  it('index.html sends, for every first-screen query, exactly the text Apollo Client would send', async () => {
    const names = [...new Set(Object.values(FIRST_SCREENS).flatMap((screen) => ('queries' in screen ? [...screen.queries] : [])))];
    expect(names.length).toBeGreaterThan(0);
    const { client, reached } = clientWithNetwork();
    const documents: Record<string, unknown> = await import('../gql/graphql');
    for (const name of names) {
      await client.query({ query: documents[`${name}Document`] as typeof DashboardOverviewDocument, errorPolicy: 'all' });
      expect(reached.at(-1), name).toBe(firstScreenQueryText(name));
    }
  });

  it('answers the screen query from the early response without asking the server, and caches it', async () => {
    sentEarly('DashboardOverview', json({ data: OVERVIEW }));
    const { client, reached } = clientWithNetwork();
    const first = await client.query({ query: DashboardOverviewDocument });
    expect(first.data?.me?.firstName).toBe('Ama');
    expect(reached).toEqual([]);
    const again = await client.query({ query: DashboardOverviewDocument });
    expect(again.data?.me?.firstName).toBe('Ama');
    expect(reached).toEqual([]);
  });

  it('asks the server itself when nothing was sent early, or the text differs', async () => {
    sentEarly('SidebarUnreadNotificationCount', json({ data: { myUnreadNotificationCount: 9 } }), 'query SidebarUnreadNotificationCount { x }');
    const { client, reached } = clientWithNetwork(() => ({ data: { myUnreadNotificationCount: 1 } }));
    const result = await client.query({ query: SidebarUnreadNotificationCountDocument });
    expect(result.data?.myUnreadNotificationCount).toBe(1);
    expect(reached).toHaveLength(1);
  });

  it('reads a failed early response as HttpLink reads its own: a server error, not data', async () => {
    sentEarly('SidebarUnreadNotificationCount', new Response('busy', { status: 503, headers: { 'content-type': 'text/plain' } }));
    const { client, reached } = clientWithNetwork();
    const result = await client.query({ query: SidebarUnreadNotificationCountDocument, errorPolicy: 'all' });
    expect(result.error?.message).toMatch(/503/);
    expect(reached).toEqual([]);
  });

  it('never answers a query with variables from an early response', async () => {
    const take = vi.fn(takeEarlyQuery);
    const link = earlyResponseLink(take);
    const network = new ApolloLink(() => of({ errors: [{ message: 'not answered in this test' }] }));
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([link, network]) });
    const { ListMyDocumentsDocument } = await import('../gql/graphql');
    await client.query({ query: ListMyDocumentsDocument, variables: { first: 5 }, errorPolicy: 'all' });
    expect(take).not.toHaveBeenCalled();
  });
});
