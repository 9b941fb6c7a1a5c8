import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AccountLinesDocument, ChartOfAccountsDocument, LoanClassificationDocument, TrialBalanceDocument } from '../../gql/graphql';
import { renderAdminPage } from '../../shared/testing';
import AdminAccountingPage from './index';

const today = new Date().toISOString().slice(0, 10);
const account = (code: string, name: string, type: string, debit: number, credit: number) => ({ __typename: 'GlAccountBalance' as const, code, name, type, active: true, debit, credit, balance: debit - credit });

const chart = {
  request: { query: ChartOfAccountsDocument },
  result: { data: { chartOfAccounts: [account('1101', 'Loans receivable: BNPL', 'asset', 500_000, 75_381), account('2110', 'Payable to merchants', 'liability', 0, 500_000)] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('accounting', () => {
  it('shows the trial balance at today balancing, with CSV and XLSX downloads for the day', async () => {
    const trial = {
      request: { query: TrialBalanceDocument, variables: { on: today } },
      result: {
        data: {
          trialBalance: {
            __typename: 'TrialBalanceView' as const,
            on: today,
            totalDebit: 520_000,
            totalCredit: 520_000,
            balanced: true,
            accounts: [account('1101', 'Loans receivable: BNPL', 'asset', 500_000, 0), account('1200', 'Interest receivable', 'asset', 20_000, 0), account('2110', 'Payable to merchants', 'liability', 0, 500_000), account('4000', 'Interest income', 'income', 0, 20_000), account('5000', 'Write-off expense', 'expense', 0, 0)],
          },
        },
      },
    };
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=trial', route: 'accounting', mocks: [trial] });
    expect(await screen.findByRole('status')).toHaveTextContent(/Balanced at .*: debits GH₵5,200\.00 = credits GH₵5,200\.00\./);
    const grid = screen.getByRole('grid', { name: 'Trial balance' });
    expect(within(grid).getByText('Interest income')).toBeInTheDocument();
    // Accounts with nothing on them stay out of the trial balance.
    expect(within(grid).queryByText('Write-off expense')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the trial balance as XLSX' })).toHaveAttribute('href', `/api/files/accounting/trial-balance.xlsx?on=${today}`);
    expect(screen.getByRole('link', { name: 'Download the trial balance as CSV' })).toHaveAttribute('href', `/api/files/accounting/trial-balance.csv?on=${today}`);
  });

  it('lists an account’s lines newest first with a link to each line’s loan', async () => {
    const loanId = '3f2a9c10-1111-4222-8333-444455556666';
    const line = (id: string, kind: string, postedOn: string, debit: number, credit: number) => ({ __typename: 'JournalLineItem' as const, id, entryId: `e-${id}`, postedOn, kind, description: kind, accountCode: '1101', loanId, debit, credit });
    const lines = {
      request: { query: AccountLinesDocument, variables: { accountCode: '1101', from: null, to: null, first: 50, before: null } },
      result: { data: { accountLines: [line('12', 'payment', '2026-02-15', 0, 75_381), line('3', 'disbursement', '2026-01-15', 500_000, 0)] } },
    };
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=journal', route: 'accounting', mocks: [chart, lines] });
    const grid = await screen.findByRole('grid', { name: 'Account lines' });
    await within(grid).findAllByRole('link', { name: 'LN-3F2A9C10' });
    const rows = within(grid).getAllByRole('row');
    // Header, then the payment (newer) before the disbursement.
    expect(rows[1]).toHaveTextContent(/Payment/);
    expect(rows[2]).toHaveTextContent(/Disbursement/);
    expect(within(rows[1]).getByRole('link', { name: 'LN-3F2A9C10' })).toHaveAttribute('href', `/admin/loans/${loanId}`);
  });

  it('shows the book by class with the NPL ratio against its limit', async () => {
    const row = (classification: string, label: string, fromDays: number, toDays: number | null, provisionBp: number, loans: number, principal: number, provision: number) => ({
      __typename: 'LoanClassRow' as const, classification, label, fromDays, toDays, provisionBp, loans, principal, provision,
    });
    const book = {
      request: { query: LoanClassificationDocument },
      result: {
        data: {
          loanClassification: {
            __typename: 'LoanClassificationView' as const,
            on: '2026-06-01', loans: 3, principal: 1_500_000, provision: 135_000, nonPerformingPrincipal: 500_000, nplRatioBp: 3_333, nplLimitBp: 1_000, withinLimit: false,
            rows: [
              row('current', 'Current', 0, 30, 100, 2, 1_000_000, 10_000),
              row('olem', 'Other loans especially mentioned (OLEM)', 31, 90, 1_000, 0, 0, 0),
              row('substandard', 'Substandard', 91, 180, 2_500, 1, 500_000, 125_000),
              row('doubtful', 'Doubtful', 181, 360, 5_000, 0, 0, 0),
              row('loss', 'Loss', 361, null, 10_000, 0, 0, 0),
            ],
          },
        },
      },
    };
    renderAdminPage(<AdminAccountingPage />, { path: '/admin/accounting?tab=classification', route: 'accounting', mocks: [book] });
    expect(await screen.findByRole('status')).toHaveTextContent('NPL ratio 33.33% (GH₵5,000.00 of GH₵15,000.00), above the limit of 10.00%. Provision required: GH₵1,350.00 on 3 loans.');
    const grid = screen.getByRole('grid', { name: 'Loan classification' });
    expect(within(grid).getByText('361 or more')).toBeInTheDocument();
    expect(within(grid).getByText('GH₵1,250.00')).toBeInTheDocument();
    // Every loan behind these figures, streamed by the server.
    expect(screen.getByRole('link', { name: 'Download the loan tape as XLSX' })).toHaveAttribute('href', '/api/files/accounting/loan-tape.xlsx');
  });
});
