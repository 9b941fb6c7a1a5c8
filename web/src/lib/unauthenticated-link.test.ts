import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { Observable, of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { SidebarUnreadNotificationCountDocument } from '../gql/graphql';
import { createRetryLink } from './query-policy';
import { unauthenticatedLink } from './unauthenticated-link';

function clientOver(report: () => void, terminal: ApolloLink) {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([unauthenticatedLink(report), createRetryLink(), terminal]) });
}

describe('an answer saying "not signed in" (the session-expired flow starts at once)', () => {
  it('reports an UNAUTHENTICATED GraphQL error with the first answer, without a retry', async () => {
    const report = vi.fn();
    const terminal = vi.fn(() => of({ errors: [{ message: 'You need to log in to access this feature.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const client = clientOver(report, new ApolloLink(terminal));
    await expect(client.query({ query: SidebarUnreadNotificationCountDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    expect(terminal).toHaveBeenCalledTimes(1);
  });

  it('reports an HTTP 401, without a retry', async () => {
    const report = vi.fn();
    const response = new Response('{}', { status: 401 });
    const terminal = vi.fn(() => throwError(() => new ServerError('Unauthorized', { response, bodyText: '{}' })));
    const client = clientOver(report, new ApolloLink(terminal));
    await expect(client.query({ query: SidebarUnreadNotificationCountDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    expect(terminal).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for data, other GraphQL errors and network failures', async () => {
    const report = vi.fn();
    const answers = [
      () => of({ data: { myUnreadNotificationCount: 2 } }),
      () => of({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }),
      () => new Observable<never>((observer) => observer.error(new TypeError('Failed to fetch'))),
    ];
    for (const answer of answers) {
      const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([unauthenticatedLink(report), new ApolloLink(answer)]) });
      await client.query({ query: SidebarUnreadNotificationCountDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
    expect(report).not.toHaveBeenCalled();
  });
});
