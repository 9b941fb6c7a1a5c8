import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { AdminBroadcastNotificationDocument, AdminBroadcastRecipientCountDocument, AdminBroadcastsDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminNotificationsPage from './index';

const ADMIN: Permission[] = ['manageSystem', 'viewAllUsers'];
const sent = {
  __typename: 'Broadcast', id: 'b-1', audience: 'finance', title: 'Month-end close', body: 'Reconcile by Thursday.', link: null, recipientCount: 2,
  createdAt: '2026-11-20T09:30:00Z', sentBy: { __typename: 'BroadcastSender', id: 'admin-1', firstName: 'Yaa', lastName: 'Admin' },
};
const historyMock = (nodes: unknown[]): MockedResponse => ({
  request: { query: AdminBroadcastsDocument, variables: { first: 20, after: null } },
  result: { data: { broadcasts: { __typename: 'BroadcastConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
});

describe('admin notifications', () => {
  it('lists the history, checks the form, asks "Send to N recipients?" and toasts the server’s count', async () => {
    let input: unknown = null;
    const mocks: MockedResponse[] = [
      meMock('admin', ADMIN),
      historyMock([sent]),
      { request: { query: AdminBroadcastRecipientCountDocument, variables: { audience: 'all_customers' } }, result: { data: { broadcastRecipientCount: 1204 } } },
      {
        request: {
          query: AdminBroadcastNotificationDocument,
          variables: (variables) => {
            input = variables.input;
            return true;
          },
        },
        result: { data: { broadcastNotification: { __typename: 'Broadcast', id: 'b-2', audience: 'all_customers', title: 'Office closed', recipientCount: 1203, createdAt: '2026-11-21T08:00:00Z' } } },
      },
      historyMock([sent]),
    ];
    renderAdminPage(<AdminNotificationsPage />, { path: '/admin/notifications', route: 'notifications', mocks });
    expect(await screen.findByText('Month-end close')).toBeInTheDocument();
    expect(screen.getByText('Staff: Finance')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Office closed' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Closed on Friday for the holiday.' } });
    fireEvent.change(screen.getByLabelText(/Link/), { target: { value: '//evil.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('A path inside the app, e.g. /payments')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Link/), { target: { value: '/help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 1204 recipients?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Broadcast sent to 1203 recipients.')).toBeInTheDocument();
    expect(input).toEqual({ audience: 'all_customers', title: 'Office closed', body: 'Closed on Friday for the holiday.', link: '/help' });
  }, 60_000);
});
