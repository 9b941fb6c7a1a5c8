import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { ListMyNotificationsDocument, MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from '../../gql/graphql';
import NotificationsRoute from './NotificationsRoute';

const notification = (id: string, title: string, readAt: string | null) => ({
  __typename: 'Notification' as const,
  id,
  title,
  body: `${title} body`,
  kind: 'application_status',
  target: { __typename: 'NotificationTarget' as const, kind: 'APPLICATION' as const, id: `app-${id}` },
  link: null,
  readAt,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const page = (nodes: ReturnType<typeof notification>[], hasNextPage: boolean, endCursor: string | null) => ({
  myNotifications: { __typename: 'NotificationConnection' as const, nodes, pageInfo: { __typename: 'PageInfo' as const, endCursor, hasNextPage } },
});

function renderRoute(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <MemoryRouter>
          <NotificationsRoute />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const firstPage: MockLink.MockedResponse = {
  request: { query: ListMyNotificationsDocument, variables: { first: 20 } },
  result: { data: page([notification('n1', 'Application approved', null), notification('n2', 'Document verified', '2026-11-20T11:00:00.000Z')], true, 'c1') },
};

describe('NotificationsRoute', () => {
  it('lists notifications with unread ones marked, and marks one read', async () => {
    const user = userEvent.setup();
    renderRoute([
      firstPage,
      {
        request: { query: MarkNotificationReadDocument, variables: { id: 'n1' } },
        result: { data: { markNotificationRead: { __typename: 'Notification', id: 'n1', readAt: '2026-11-21T09:00:00.000Z' } } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark as read: Application approved' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    renderRoute([
      firstPage,
      {
        request: { query: ListMyNotificationsDocument, variables: { first: 20, after: 'c1' } },
        result: { data: page([notification('n3', 'Payment received', '2026-11-19T11:00:00.000Z')], false, 'c2') },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks everything read and says how many changed', async () => {
    const user = userEvent.setup();
    renderRoute([
      firstPage,
      { request: { query: MarkAllNotificationsReadDocument }, result: { data: { markAllNotificationsRead: 1 } } },
      {
        request: { query: ListMyNotificationsDocument, variables: { first: 20 } },
        result: { data: page([notification('n1', 'Application approved', '2026-11-21T09:00:00.000Z'), notification('n2', 'Document verified', '2026-11-20T11:00:00.000Z')], true, 'c1') },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('1 notification marked as read')).toBeInTheDocument();
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
  });

  it('explains a failure to load and offers a retry', async () => {
    renderRoute([{ request: { query: ListMyNotificationsDocument, variables: { first: 20 } }, error: new Error('offline') }]);
    expect(await screen.findByText(/could not load your notifications/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the screen of the record a notification is about, never a path sent by the server', async () => {
    renderRoute([firstPage]);
    const item = (await screen.findByRole('heading', { name: 'Application approved' })).closest('li')!;
    expect(within(item).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/application');
  });
});
