import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ListAdminLoansDocument, ListAdminPaymentsDocument, ListLoansAwaitingDisbursementDocument, RecordManualPaymentDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminPaymentsPage from './index';

const payment = {
  __typename: 'Payment', id: 'pay-1', amount: 45_000, signedAmount: 45_000, kind: 'payment', method: 'mtn_momo', status: 'successful',
  providerReference: 'MOMO-7781', note: null, createdAt: '2026-11-19T10:00:00Z', reversalOf: null,
  customer: { __typename: 'PaymentCustomer', id: 'cust-1', firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' },
};

const listMock: MockedResponse = {
  request: { query: ListAdminPaymentsDocument, variables: { first: 20, after: null, status: null, method: null } },
  result: { data: { payments: { __typename: 'PaymentConnection', nodes: [payment], pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const borrower = { __typename: 'LoanCustomer', id: 'cust-2', firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', phone: '+233244555666' };

const allLoansMock: MockedResponse = {
  request: { query: ListAdminLoansDocument, variables: { first: 20, after: null, status: null, arrearsBucket: null } },
  result: {
    data: {
      loans: {
        __typename: 'LoanConnection',
        nodes: [
          {
            __typename: 'Loan', id: 'loan-2', source: 'bnpl', status: 'in_arrears', principal: 300_000, outstandingBalance: 210_000, amountOverdue: 52_000,
            daysPastDue: 35, arrearsBucket: 'days_31_60', createdAt: '2026-09-01T12:00:00Z', nextInstalment: { __typename: 'NextInstalment', dueDate: '2026-10-15', amountDue: 52_000 },
            customer: { ...borrower, id: 'cust-3', firstName: 'Efua', lastName: 'Asante', phone: null, email: 'efua@example.com' },
          },
        ],
        pageInfo: { __typename: 'PageInfo', endCursor: 'x1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const loansMock: MockedResponse = {
  request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } },
  result: {
    data: {
      loans: {
        __typename: 'LoanConnection',
        nodes: [{ __typename: 'Loan', id: 'loan-1', source: 'rent', principal: 640_000, months: 9, monthlyRateBp: 400, createdAt: '2026-11-19T12:00:00Z', applicationId: 'app-1', customer: borrower }],
        pageInfo: { __typename: 'PageInfo', endCursor: 'l1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const FINANCE: Permission[] = ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics'];

describe('admin payments', () => {
  it('lists payments in GH₵ and hides record and reverse from a role that only views payments', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('credit_analyst', ['viewAllPayments']), listMock, loansMock, allLoansMock] });
    expect(await screen.findByText('MOMO-7781')).toBeInTheDocument();
    expect(screen.getByText('GH₵450.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reverse payment/ })).not.toBeInTheDocument();
    expect(await screen.findByText('GH₵6,400.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record disbursement/ })).not.toBeInTheDocument();
    // Loans show their borrower: name, then phone (or email when no phone was given).
    expect(screen.getByText('Kofi Boateng')).toBeInTheDocument();
    expect(screen.getByText('+233244555666')).toBeInTheDocument();
    expect(await screen.findByText('Efua Asante')).toBeInTheDocument();
    expect(screen.getByText('efua@example.com')).toBeInTheDocument();
    expect(screen.getByText('GH₵520.00')).toBeInTheDocument();
  }, 60_000);

  it('records a manual payment: the amount typed in GH₵ is sent as exact pesewas after a confirmation', async () => {
    let sent: unknown = null;
    const recordMock: MockedResponse = {
      request: {
        query: RecordManualPaymentDocument,
        variables: (variables) => {
          sent = variables;
          return true;
        },
      },
      result: { data: { recordManualPayment: { __typename: 'Payment', id: 'pay-2', amount: 29, status: 'successful', providerReference: 'RCPT-1' } } },
    };
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), listMock, loansMock, allLoansMock, recordMock, listMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Customer id/), { target: { value: 'cust-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '0.2' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'RCPT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm manual payment' });
    expect(within(confirm).getByText('GH₵0.20')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of GH₵0.20 recorded for cust-1')).toBeInTheDocument();
    expect(sent).toEqual({ input: { userId: 'cust-1', amount: 20, method: 'mtn_momo', reference: 'RCPT-1', note: null } });
  }, 60_000);

  it('refuses an amount with more than two decimals before anything is sent', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), listMock, loansMock, allLoansMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Customer id/), { target: { value: 'cust-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '10.005' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'RCPT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('10.005');
  }, 60_000);

  it('asks for a reason before reversing a successful payment', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), listMock, loansMock, allLoansMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse payment MOMO-7781' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/GH₵450.00 from Ama Mensah/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument());
  });
});
