import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountingPeriodChecklistDocument, AccountingPeriodsDocument, CloseAccountingPeriodDocument, RequestAccountingPeriodReopenDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminAccountingPage from './index';

const period = (month: string, endsOn: string, status: 'open' | 'closed' | 'reopened', extra: Record<string, unknown> = {}) => ({
  __typename: 'AccountingPeriod' as const,
  month, startsOn: `${month}-01`, endsOn, status,
  closedBy: null, closedAt: null, reopenRequestedBy: null, reopenRequestedAt: null, reopenReason: null, reopenedBy: null, reopenedAt: null,
  pendingApprovals: [] as Array<{ __typename: 'ApprovalRequest'; id: string; action: 'period_reopen'; createdAt: string; maker: { __typename: 'ApprovalPerson'; id: string; firstName: string; lastName: string } }>,
  ...extra,
});
const check = (key: string, label: string, passed: boolean, detail: string) => ({ __typename: 'AccountingPeriodCheck' as const, key, label, passed, detail });

function periodsMock(periods: ReturnType<typeof period>[]) {
  return { request: { query: AccountingPeriodsDocument }, result: { data: { accountingPeriods: periods } } };
}

const checklist = (passed: boolean) => ({
  request: { query: AccountingPeriodChecklistDocument, variables: { month: '2026-01' } },
  result: {
    data: {
      accountingPeriodChecklist: [
        check('ended', 'The month has ended', true, 'It ended on 2026-01-31.'),
        check('close_of_business', 'Close of business ran every day', passed, passed ? 'Every day from 2026-01-01 to 2026-01-31.' : 'Missing: 2026-01-30, 2026-01-31.'),
      ],
    },
  },
});

const FINANCE: Permission[] = ['viewAccounting', 'manageAccounting'];

describe('accounting periods', () => {
  it('shows an ended month’s checklist and closes it for finance, then shows it closed', async () => {
    const closedAt = '2026-02-02T09:00:00.000Z';
    const close = {
      request: { query: CloseAccountingPeriodDocument, variables: { month: '2026-01' } },
      result: { data: { closeAccountingPeriod: period('2026-01', '2026-01-31', 'closed', { closedBy: 'staff-1', closedAt }) } },
    };
    const running = period('2099-12', '2099-12-31', 'open');
    renderAdminPage(<AdminAccountingPage />, {
      path: '/admin/accounting?tab=periods',
      route: 'accounting',
      mocks: [meMock('finance', FINANCE), periodsMock([running, period('2026-01', '2026-01-31', 'open')]), checklist(true), close, periodsMock([running, period('2026-01', '2026-01-31', 'closed', { closedBy: 'staff-1', closedAt })])],
    });
    const january = await screen.findByRole('region', { name: 'January 2026' });
    const list = await within(january).findByRole('list', { name: 'Month-end checklist for January 2026' });
    expect(within(list).getByText('Close of business ran every day')).toBeInTheDocument();
    expect(within(list).getAllByLabelText('Passed')).toHaveLength(2);
    // The running month cannot be closed yet and says when it can.
    const december = screen.getByRole('region', { name: 'December 2099' });
    expect(december).toHaveTextContent('The month is running: it can be closed after 2099-12-31.');
    expect(within(december).queryByRole('button', { name: 'Close the month' })).not.toBeInTheDocument();

    await userEvent.click(within(january).getByRole('button', { name: 'Close the month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close January 2026?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the month' }));
    expect(await within(january).findByText('Closed')).toBeInTheDocument();
    // The dialog closes on the server's answer; the latest closed month then offers reopening.
    expect(await within(january).findByRole('button', { name: 'Ask to reopen' })).toBeInTheDocument();
  });

  it('offers finance no close while a check fails, and says why', async () => {
    renderAdminPage(<AdminAccountingPage />, {
      path: '/admin/accounting?tab=periods',
      route: 'accounting',
      mocks: [meMock('finance', FINANCE), periodsMock([period('2026-01', '2026-01-31', 'open')]), checklist(false)],
    });
    const january = await screen.findByRole('region', { name: 'January 2026' });
    expect(await within(january).findByText('Missing: 2026-01-30, 2026-01-31.')).toBeInTheDocument();
    const button = within(january).getByRole('button', { name: 'Close the month' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('One check does not pass yet: the month can be closed once every check passes.');
  });

  it('shows a failing check and no close or reopen actions to a role that may only read the books', async () => {
    renderAdminPage(<AdminAccountingPage />, {
      path: '/admin/accounting?tab=periods',
      route: 'accounting',
      mocks: [meMock('credit_analyst', ['viewAccounting']), periodsMock([period('2026-01', '2026-01-31', 'open'), period('2025-12', '2025-12-31', 'closed', { closedAt: '2026-01-02T09:00:00.000Z' })]), checklist(false)],
    });
    const january = await screen.findByRole('region', { name: 'January 2026' });
    expect(await within(january).findByText('Missing: 2026-01-30, 2026-01-31.')).toBeInTheDocument();
    expect(within(january).getByLabelText('Not yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to reopen' })).not.toBeInTheDocument();
  });

  it('sends a reopening to Approvals and shows it waiting there, with no approve button on the month', async () => {
    const closedAt = '2026-02-02T09:00:00.000Z';
    const reason = 'A bank charge of 31 January was missed.';
    const waiting = (makerId: string, firstName: string) => ({
      __typename: 'ApprovalRequest' as const,
      id: `request-${makerId}`,
      action: 'period_reopen' as const,
      createdAt: '2026-02-03T10:00:00.000Z',
      maker: { __typename: 'ApprovalPerson' as const, id: makerId, firstName, lastName: 'Mensah' },
    });
    const asked = period('2026-01', '2026-01-31', 'closed', { closedBy: 'staff-2', closedAt, reopenRequestedBy: 'staff-1', reopenReason: reason, pendingApprovals: [waiting('staff-1', 'Akosua')] });
    const request = {
      request: { query: RequestAccountingPeriodReopenDocument, variables: { month: '2026-01', reason } },
      result: { data: { requestAccountingPeriodReopen: asked } },
    };
    const view = renderAdminPage(<AdminAccountingPage />, {
      path: '/admin/accounting?tab=periods',
      route: 'accounting',
      mocks: [meMock('finance', FINANCE), periodsMock([period('2026-01', '2026-01-31', 'closed', { closedBy: 'staff-2', closedAt })]), request, periodsMock([asked])],
    });
    const january = await screen.findByRole('region', { name: 'January 2026' });
    await userEvent.click(await within(january).findByRole('button', { name: 'Ask to reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to reopen January 2026' });
    expect(dialog).toHaveTextContent('The request waits in Approvals');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask to reopen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The month stays closed and links to its request in the inbox; the asker is offered neither asking again nor approving.
    const notice = await within(january).findByTestId('pending-approval');
    expect(notice).toHaveTextContent('Reopening waits for a second person (asked by you,');
    expect(within(notice).getByRole('link', { name: 'Open in Approvals' })).toHaveAttribute('href', '/admin/approvals?focus=request-staff-1');
    expect(within(january).getByText(`Reopening asked for: ${reason}`)).toBeInTheDocument();
    expect(within(january).queryByRole('button', { name: 'Ask to reopen' })).not.toBeInTheDocument();
    expect(within(january).queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();
    view.unmount();

    // Another finance user sees whose request it is and decides it in Approvals.
    renderAdminPage(<AdminAccountingPage />, {
      path: '/admin/accounting?tab=periods',
      route: 'accounting',
      mocks: [meMock('finance', FINANCE), periodsMock([period('2026-01', '2026-01-31', 'closed', { closedBy: 'staff-2', closedAt, reopenRequestedBy: 'staff-9', reopenReason: reason, pendingApprovals: [waiting('staff-9', 'Kwesi')] })])],
    });
    const theirs = await screen.findByTestId('pending-approval');
    expect(theirs).toHaveTextContent('asked by Kwesi Mensah,');
    expect(within(theirs).getByRole('link', { name: 'Decide in Approvals' })).toHaveAttribute('href', '/admin/approvals?focus=request-staff-9');
  });
});
