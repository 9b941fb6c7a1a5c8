import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountingPeriodChecklistDocument, AccountingPeriodsDocument, CloseAccountingPeriodDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminAccountingPage from './index';

const period = (month: string, endsOn: string, status: 'open' | 'closed' | 'reopened', extra: Record<string, unknown> = {}) => ({
  __typename: 'AccountingPeriod' as const,
  month, startsOn: `${month}-01`, endsOn, status,
  closedBy: null, closedAt: null, reopenRequestedBy: null, reopenRequestedAt: null, reopenReason: null, reopenedBy: null, reopenedAt: null,
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
});
