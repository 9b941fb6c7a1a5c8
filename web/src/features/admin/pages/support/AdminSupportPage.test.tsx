import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GetSupportTicketDocument, ListSupportStaffDocument, ListTicketQueueDocument, StaffReplyToTicketDocument } from '../../gql/graphql';
import { meMock, renderAdminPage, shownColumns } from '../../shared/testing';
import AdminSupportPage from './index';

const person = (id: string, firstName: string, lastName: string) => ({ __typename: 'TicketPerson', id, firstName, lastName });
const ticket = {
  __typename: 'Ticket', id: 't-1', subject: 'MoMo payment not showing', category: 'payment', status: 'open', priority: 'high',
  createdAt: '2026-11-20T08:00:00Z', lastMessageAt: '2026-11-20T08:00:00Z',
  customer: { __typename: 'TicketCustomer', id: 'cust-1', firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' },
  assignee: null,
  messages: [
    { __typename: 'TicketMessage', id: 'm-1', body: 'I paid GH₵450 yesterday but it is not in my history.', createdAt: '2026-11-20T08:00:00Z', fromStaff: false, internal: false, authorRole: 'user', author: person('cust-1', 'Ama', 'Mensah'),
      attachments: [{ __typename: 'TicketAttachment', id: 'a-1', fileName: 'momo-receipt.png', mimeType: 'image/png', sizeBytes: 245_760, url: '/api/files/tickets/attachments/a-1' }] },
    { __typename: 'TicketMessage', id: 'm-2', body: 'Checking with MTN.', createdAt: '2026-11-20T09:00:00Z', fromStaff: true, internal: true, authorRole: 'admin', author: person('staff-1', 'Akosua', 'Darko'), attachments: [] },
  ],
};
const ticketMock: MockedResponse = { request: { query: GetSupportTicketDocument, variables: { id: 't-1' } }, result: { data: { ticket } }, maxUsageCount: Number.POSITIVE_INFINITY };
const empty = { __typename: 'UserAccountConnection', nodes: [] };
const staffMock: MockedResponse = {
  request: { query: ListSupportStaffDocument },
  result: { data: { admins: empty, superadmins: empty, sales: empty, credit: empty, collections: empty, verification: empty, finance: empty } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const { messages: _messages, ...queued } = ticket;
const queueMock: MockedResponse = {
  request: { query: ListTicketQueueDocument, variables: { first: 25, after: null, status: null, priority: null, assigneeId: null } },
  result: { data: { ticketQueue: { __typename: 'TicketConnection', nodes: [queued], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('the ticket queue', { timeout: 60_000 }, () => {
  it('shows the last message on a laptop, the category stepping aside first', async () => {
    renderAdminPage(<AdminSupportPage />, { path: '/admin/support', route: 'support', mocks: [meMock('admin', ['manageSystem']), queueMock, staffMock], width: 1280 });
    expect(await screen.findByText('MoMo payment not showing')).toBeInTheDocument();
    expect(await shownColumns('Ticket queue')).toEqual(['Subject', 'Customer', 'Status', 'Priority', 'Assignee', 'Last message']);
  });

  it('keeps the subject on a phone (a row opens its ticket)', async () => {
    renderAdminPage(<AdminSupportPage />, { path: '/admin/support', route: 'support', mocks: [meMock('admin', ['manageSystem']), queueMock, staffMock], width: 360 });
    expect(await screen.findByText('MoMo payment not showing')).toBeInTheDocument();
    expect(await shownColumns('Ticket queue')).toEqual(['Subject']);
  });
});

describe('support ticket', () => {
  it('shows the thread with internal notes marked and adds an internal note', async () => {
    const noteMock: MockedResponse = {
      request: { query: StaffReplyToTicketDocument, variables: { id: 't-1', body: 'MTN confirmed the transfer.', internal: true } },
      result: { data: { staffReplyToTicket: { __typename: 'Ticket', id: 't-1', status: 'open', lastMessageAt: '2026-11-20T10:00:00Z' } } },
    };
    renderAdminPage(<AdminSupportPage />, { path: '/admin/support/tickets/t-1', route: 'support', mocks: [meMock('admin', ['manageSystem']), ticketMock, staffMock, noteMock] });
    expect(await screen.findByRole('heading', { name: 'MoMo payment not showing', level: 1 })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages, oldest first' });
    expect(within(thread).getByText('Internal note')).toBeInTheDocument();
    // The customer's attached file opens from the thread.
    expect(within(thread).getByRole('link', { name: 'momo-receipt.png (240 KB)' })).toHaveAttribute('href', '/api/files/tickets/attachments/a-1');
    fireEvent.click(screen.getByRole('switch', { name: 'Internal note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Internal note' }), { target: { value: 'MTN confirmed the transfer.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Internal note added')).toBeInTheDocument();
  }, 60_000);

  it('asks before closing a ticket', async () => {
    renderAdminPage(<AdminSupportPage />, { path: '/admin/support/tickets/t-1', route: 'support', mocks: [meMock('admin', ['manageSystem']), ticketMock, staffMock] });
    await screen.findByRole('heading', { name: 'MoMo payment not showing', level: 1 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    expect(within(dialog).getByRole('button', { name: 'Close ticket' })).toBeInTheDocument();
  }, 60_000);
});
