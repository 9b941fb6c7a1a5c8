import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { AllocateSuspensePaymentDocument, RefundSuspensePaymentDocument, SearchPaymentLoansDocument, SuspenseQueueDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import SuspensePage from './index';

const LOAN_ID = 'ab12cd34-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const FINANCE: Permission[] = ['viewAllPayments', 'manageAllPayments'];

const item = (over: Record<string, unknown>) => ({
  __typename: 'SuspenseItem',
  paymentId: 'pay-1',
  amount: 250_000,
  method: 'bank_transfer',
  reference: 'GCB/TRF/2026/105102',
  payer: { __typename: 'PaymentCustomer', id: 'cust-1', firstName: 'Adwoa', lastName: 'Sarpong', email: 'adwoa@example.com' },
  payerIdentified: true,
  payerPhone: null,
  reason: 'Recorded without a loan.',
  note: null,
  receivedAt: '2026-11-06T10:00:00Z',
  ageDays: 27,
  pendingApprovals: [],
  ...over,
});

const queueMock: MockedResponse = {
  request: { query: SuspenseQueueDocument },
  result: {
    data: {
      suspenseQueue: {
        __typename: 'SuspenseQueue',
        count: 4,
        totalAmount: 669_845,
        items: [
          item({}),
          item({ paymentId: 'pay-2', amount: 12_345, method: 'mtn_momo', reference: 'AMA-RENT', payerPhone: '+233244123456', ageDays: 0, reason: 'Unknown reference: no payment of ours carries it.' }),
          item({ paymentId: 'pay-3', amount: 400_000, reference: 'GCB/TRF/2026/105200', ageDays: 2, pendingApprovals: [{ __typename: 'ApprovalRequest', id: 'req-9', action: 'suspense_allocation' }] }),
          item({
            paymentId: 'pay-4',
            amount: 7_500,
            method: 'telecel_cash',
            reference: 'RENT NOV',
            payer: { __typename: 'PaymentCustomer', id: 'system-unidentified-payer', firstName: 'Unidentified', lastName: 'payer', email: 'unidentified-payer@api-keys.invalid' },
            payerIdentified: false,
            payerPhone: '+233201112233',
            ageDays: 1,
          }),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('suspense queue', { timeout: 60_000 }, () => {
  it('lists what is held, oldest first with its age and total, without actions for a role that only views payments', async () => {
    renderAdminPage(<SuspensePage />, { path: '/admin/suspense', route: 'suspense', mocks: [meMock('credit_analyst', ['viewAllPayments']), queueMock] });
    expect(await screen.findByText('GH₵6,698.45')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'GH₵2,500.00 from Adwoa Sarpong',
      'GH₵123.45 from Adwoa Sarpong',
      'GH₵4,000.00 from Adwoa Sarpong',
      'GH₵75.00 from an unidentified payer',
    ]);
    // Money from a number no customer has: matched by its number, never shown under the system account's address.
    expect(within(items[3]).getByText('Payer not identified: match it by its number and reference · 020 111 2233')).toBeInTheDocument();
    expect(within(items[3]).queryByText(/api-keys\.invalid/)).not.toBeInTheDocument();
    // One waits for a second person: it links to the request instead of offering actions.
    expect(within(items[2]).getByRole('link', { name: 'Allocation waiting for approval' })).toHaveAttribute('href', '/admin/approvals?focus=req-9');
    expect(within(items[0]).getByText('27 days')).toBeInTheDocument();
    expect(within(items[1]).getByText('Today')).toBeInTheDocument();
    expect(within(items[1]).getByText(/024 412 3456/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allocate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('allocates to the loan found by its number, and refuses to send without a loan', async () => {
    let sent: unknown = null;
    const found = {
      __typename: 'Loan', id: LOAN_ID, number: 'LN-AB12CD34', status: 'active', outstandingBalance: 500_000, amountOverdue: 0, creditBalance: 0,
      nextInstalment: { __typename: 'NextInstalment', dueDate: '2026-12-15', amountDue: 52_000 },
      customer: { __typename: 'LoanCustomer', id: 'cust-2', firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', phone: '+233244555666' },
    };
    const searchMock: MockedResponse = {
      request: { query: SearchPaymentLoansDocument, variables: { search: 'LN-AB12CD34' } },
      result: { data: { loans: { __typename: 'LoanConnection', nodes: [found] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const allocateMock: MockedResponse = {
      request: {
        query: AllocateSuspensePaymentDocument,
        variables: (variables) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          allocateSuspensePayment: {
            __typename: 'SuspenseAllocationOutcome',
            allocation: { __typename: 'SuspenseAllocation', paymentId: 'pay-1', loanId: LOAN_ID, loanNumber: 'LN-AB12CD34', amount: 250_000, receiptNumber: 'RCP-2026-000200', unallocated: 0, balanceAfter: 250_000 },
            approvalRequest: null,
          },
        },
      },
    };
    renderAdminPage(<SuspensePage />, { path: '/admin/suspense', route: 'suspense', mocks: [meMock('finance', FINANCE), queueMock, searchMock, allocateMock] });
    const first = await screen.findByRole('listitem', { name: 'GH₵2,500.00 from Adwoa Sarpong' });
    fireEvent.click(await within(first).findByRole('button', { name: 'Allocate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate to a loan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await within(dialog).findByText('Choose the loan the money is for')).toBeInTheDocument();
    expect(sent).toBeNull();

    const loanField = within(dialog).getByRole('combobox', { name: /Loan/ });
    loanField.focus();
    fireEvent.change(loanField, { target: { value: 'LN-AB12CD34' } });
    fireEvent.click(await screen.findByRole('option', { name: /LN-AB12CD34/ }));
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Her brother paid it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    expect(await screen.findByText(/GH₵2,500\.00 allocated to loan LN-AB12CD34 \(receipt RCP-2026-000200\)/)).toBeInTheDocument();
    expect(sent).toEqual({ input: { paymentId: 'pay-1', loanId: LOAN_ID, note: 'Her brother paid it.' } });
  });

  it('records a refund with its transfer reference and reason, refusing a missing reference first', async () => {
    let sent: unknown = null;
    const refundMock: MockedResponse = {
      request: {
        query: RefundSuspensePaymentDocument,
        variables: (variables) => {
          sent = variables;
          return true;
        },
      },
      // Every refund from suspense waits for a second person.
      result: { data: { refundSuspensePayment: { __typename: 'SuspenseRefundOutcome', refund: null, approvalRequest: { __typename: 'ApprovalRequest', id: 'req-10' } } } },
    };
    renderAdminPage(<SuspensePage />, { path: '/admin/suspense', route: 'suspense', mocks: [meMock('finance', FINANCE), queueMock, refundMock] });
    const second = await screen.findByRole('listitem', { name: 'GH₵123.45 from Adwoa Sarpong' });
    fireEvent.click(await within(second).findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Not our customer’s money.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(/Enter the transfer reference/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Transfer reference/), { target: { value: 'MOMO-OUT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(sent).toEqual({ input: { paymentId: 'pay-2', reference: 'MOMO-OUT-1', reason: 'Not our customer’s money.' } }));
    expect(await screen.findByText('Refund of GH₵123.45 sent for a second person’s approval')).toBeInTheDocument();
  });
});
