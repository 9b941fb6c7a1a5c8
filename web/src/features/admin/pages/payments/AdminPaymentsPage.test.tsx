import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  ApplyLoanCreditDocument, ListAdminLoansDocument, ListAdminPaymentsDocument, ListCreditBalanceLoansDocument, ListLoansAwaitingDisbursementDocument,
  PaymentBranchesDocument, RecheckPaymentDocument, RecordManualPaymentDocument, RefundLoanCreditDocument, SearchPaymentLoansDocument, StaffSettlementQuoteDocument, type Permission,
} from '../../gql/graphql';
import { meMock, renderAdminPage, shownColumns } from '../../shared/testing';
import AdminPaymentsPage from './index';

const LOAN_ID = 'ab12cd34-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const customer = { __typename: 'PaymentCustomer', id: 'cust-1', firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' };
const payment = {
  __typename: 'Payment', id: 'pay-1', amount: 45_000, signedAmount: 45_000, kind: 'payment', method: 'mtn_momo', status: 'successful',
  providerReference: 'MOMO-7781', note: null, createdAt: '2026-11-19T10:00:00Z', reversalOf: null, loanId: LOAN_ID, loanNumber: 'LN-AB12CD34', inSuspense: false, failureReason: null, customer,
};
const abandoned = { ...payment, id: 'pay-3', amount: 20_000, signedAmount: 20_000, status: 'abandoned', providerReference: 'PSK-991', method: 'card' };
/** Money with no loan: held in suspense. */
const held = { ...payment, id: 'pay-4', amount: 250_000, signedAmount: 250_000, method: 'bank_transfer', providerReference: 'GCB/TRF/1', loanId: null, loanNumber: null, inSuspense: true };

function listMockOf(nodes: unknown[]): MockedResponse {
  return {
    request: { query: ListAdminPaymentsDocument, variables: { first: 20, after: null, status: null, method: null, search: null, from: null, to: null } },
    result: { data: { payments: { __typename: 'PaymentConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage: false } } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
const listMock = listMockOf([payment]);

const borrower = { __typename: 'LoanCustomer', id: 'cust-2', firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', phone: '+233244555666' };

const allLoansMock: MockedResponse = {
  request: { query: ListAdminLoansDocument, variables: { first: 20, after: null, status: null, arrearsBucket: null } },
  result: {
    data: {
      loans: {
        __typename: 'LoanConnection',
        nodes: [
          {
            __typename: 'Loan', id: 'loan-2', number: 'LN-77EE0011', source: 'bnpl', status: 'in_arrears', principal: 300_000, outstandingBalance: 210_000, amountOverdue: 52_000,
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
        nodes: [{ __typename: 'Loan', id: 'loan-1', number: 'LN-10AN0001', source: 'rent', principal: 640_000, months: 9, monthlyRateBp: 400, createdAt: '2026-11-19T12:00:00Z', applicationId: 'app-1', customer: borrower, pendingApprovals: [] }],
        pageInfo: { __typename: 'PageInfo', endCursor: 'l1', hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const creditLoan = {
  __typename: 'Loan', id: 'loan-9', number: 'LN-9C0FFEE9', status: 'active', outstandingBalance: 80_000, creditBalance: 5_000,
  customer: { ...borrower, id: 'cust-9', firstName: 'Yaw', lastName: 'Owusu', phone: '+233201112223', email: 'yaw@example.com' },
};
const creditMock: MockedResponse = {
  request: { query: ListCreditBalanceLoansDocument, variables: { first: 100, search: null } },
  result: {
    data: {
      loans: {
        __typename: 'LoanConnection',
        nodes: [creditLoan],
        pageInfo: { __typename: 'PageInfo', endCursor: 'k1', hasNextPage: true },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const branchesMock: MockedResponse = {
  request: { query: PaymentBranchesDocument },
  result: { data: { paymentBranches: ['Accra Ridge', 'Kumasi Adum'] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const pageMocks = [listMock, loansMock, allLoansMock, creditMock, branchesMock];

/** The payments list asked with some filters (the others empty), answering the one successful payment. */
const partly = (variables: Record<string, string | null>): MockedResponse => ({
  request: { query: ListAdminPaymentsDocument, variables: { first: 20, after: null, status: null, method: null, search: null, from: null, to: null, ...variables } },
  result: { data: { payments: { __typename: 'PaymentConnection', nodes: [payment], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const FINANCE: Permission[] = ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics'];

describe('admin payments', { timeout: 60_000 }, () => {
  it('lists payments in GH₵ with their loan number and hides every money action from a role that only views payments', async () => {
    renderAdminPage(<AdminPaymentsPage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('credit_analyst', ['viewAllPayments']), listMockOf([payment, abandoned, held]), loansMock, allLoansMock, creditMock],
    });
    expect(await screen.findByText('MOMO-7781')).toBeInTheDocument();
    // A payment with no loan is never a dead end: it links to the suspense queue.
    expect(screen.getByRole('link', { name: 'In suspense' })).toHaveAttribute('href', '/admin/suspense');
    expect(screen.getByText('GH₵450.00')).toBeInTheDocument();
    expect(screen.getAllByText('LN-AB12CD34')).toHaveLength(2);
    expect(screen.getByText('Abandoned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reverse payment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-check/ })).not.toBeInTheDocument();
    expect(await screen.findByText('GH₵6,400.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record disbursement/ })).not.toBeInTheDocument();
    // Loans show their number and borrower: name, then phone (or email when no phone was given).
    expect(screen.getByText('Kofi Boateng')).toBeInTheDocument();
    expect(screen.getByText('024 455 5666')).toBeInTheDocument();
    expect(await screen.findByText('Efua Asante')).toBeInTheDocument();
    expect(screen.getByText('LN-77EE0011')).toBeInTheDocument();
    expect(screen.getByText('efua@example.com')).toBeInTheDocument();
    // Staff download any loan's statement (the server checks the permission again).
    expect(screen.getByRole('link', { name: 'Statement PDF of loan LN-77EE0011' })).toHaveAttribute('href', '/api/files/loans/loan-2/statement.pdf');
    // Credit balances: only loans holding credit, with no refund or apply for this role.
    expect(await screen.findByText('Yaw Owusu')).toBeInTheDocument();
    expect(screen.getByText('GH₵50.00')).toBeInTheDocument();
    expect(screen.getByText(/Only the first 100 are shown/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund credit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply credit/ })).not.toBeInTheDocument();
  });

  it('records a manual payment on the loan found by phone: sends the loanId, exact pesewas and the prepayment choice, then toasts the receipt', async () => {
    let sent: unknown = null;
    const found = {
      __typename: 'Loan', id: LOAN_ID, number: 'LN-AB12CD34', status: 'active', outstandingBalance: 250_000, amountOverdue: 0, creditBalance: 0,
      nextInstalment: { __typename: 'NextInstalment', dueDate: '2026-12-15', amountDue: 52_000 }, customer: borrower,
    };
    const searchMock: MockedResponse = {
      request: { query: SearchPaymentLoansDocument, variables: { search: '0244 555 666' } },
      result: { data: { loans: { __typename: 'LoanConnection', nodes: [found] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const quoteMock: MockedResponse = {
      request: { query: StaffSettlementQuoteDocument, variables: { loanId: LOAN_ID } },
      result: { data: { earlySettlementQuote: { __typename: 'SettlementQuote', loanId: LOAN_ID, amount: 241_350, on: '2026-11-20', validUntil: '2026-12-18' } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const recordMock: MockedResponse = {
      request: {
        query: RecordManualPaymentDocument,
        variables: (variables) => {
          sent = variables;
          return true;
        },
      },
      result: {
        data: {
          recordManualPayment: {
            __typename: 'Payment', id: 'pay-2', amount: 100_029, status: 'successful', providerReference: 'RCPT-1', loanId: LOAN_ID, loanNumber: 'LN-AB12CD34',
            receipt: { __typename: 'Receipt', id: 'rcp-1', number: 'RCP-2026-000123', prepaid: 48_029, unallocated: 0, balanceAfter: 149_971 },
          },
        },
      },
    };
    renderAdminPage(<AdminPaymentsPage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('finance', FINANCE), ...pageMocks, searchMock, quoteMock, recordMock, listMock],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a manual payment' });
    const loanField = within(dialog).getByRole('combobox', { name: /Loan/ });
    loanField.focus();
    fireEvent.change(loanField, { target: { value: '0244 555 666' } });
    const option = await screen.findByRole('option', { name: /LN-AB12CD34/ });
    expect(within(option).getByText('Kofi Boateng · 024 455 5666')).toBeInTheDocument();
    expect(within(option).getByText('Outstanding GH₵2,500.00')).toBeInTheDocument();
    fireEvent.click(option);
    expect(await within(dialog).findByText(/GH₵2,413.50 \(valid until/)).toBeInTheDocument();

    // Up to the next instalment there is nothing to prepay, so no choice is asked.
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '0.29' } });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1,000.29' } });
    // Beyond it the money covers the next instalments unless staff choose, for the borrower, to pay off principal early.
    expect(await within(dialog).findByRole('radio', { name: /^Cover the next instalments/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Pay off principal early: lower the instalments/ }));
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'RCPT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm manual payment' });
    expect(within(confirm).getByText('GH₵1,000.29')).toBeInTheDocument();
    expect(within(confirm).getByText('LN-AB12CD34 · Kofi Boateng')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Receipt RCP-2026-000123: GH₵1,000.29 recorded on LN-AB12CD34 · Kofi Boateng. Balance after GH₵1,499.71')).toBeInTheDocument();
    expect(sent).toEqual({
      input: {
        loanId: LOAN_ID, amount: 100_029, method: 'mtn_momo', reference: 'RCPT-1', note: null, prepayment: 'lower_instalment',
        receivedOn: new Date().toISOString().slice(0, 10), branch: null, depositorName: null, depositorPhone: null,
      },
    });
  });

  it('records cash taken yesterday at a branch: a day after today and cash without a branch are refused first; sends the day, branch and depositor', async () => {
    let sent: { input: Record<string, unknown> } | null = null;
    const found = {
      __typename: 'Loan', id: LOAN_ID, number: 'LN-AB12CD34', status: 'in_arrears', outstandingBalance: 250_000, amountOverdue: 52_000, creditBalance: 0,
      nextInstalment: { __typename: 'NextInstalment', dueDate: '2026-11-15', amountDue: 52_000 }, customer: borrower,
    };
    const searchMock: MockedResponse = {
      request: { query: SearchPaymentLoansDocument, variables: { search: 'LN-AB12CD34' } },
      result: { data: { loans: { __typename: 'LoanConnection', nodes: [found] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const quoteMock: MockedResponse = {
      request: { query: StaffSettlementQuoteDocument, variables: { loanId: LOAN_ID } },
      result: { data: { earlySettlementQuote: { __typename: 'SettlementQuote', loanId: LOAN_ID, amount: 251_000, on: '2026-11-20', validUntil: '2026-12-18' } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const recordMock: MockedResponse = {
      request: { query: RecordManualPaymentDocument, variables: (variables) => ((sent = variables as { input: Record<string, unknown> }), true) },
      result: {
        data: {
          recordManualPayment: {
            __typename: 'Payment', id: 'pay-2', amount: 52_000, status: 'successful', providerReference: 'CASH-0042', loanId: LOAN_ID,
            receipt: { __typename: 'Receipt', id: 'rcp-1', number: 'RCP-2026-000124', prepaid: 0, unallocated: 0, balanceAfter: 198_000, receivedOn: '2026-11-19', receivedBy: 'Efo Finance', branch: 'Kumasi Adum' },
          },
        },
      },
    };
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks, searchMock, quoteMock, recordMock, listMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a manual payment' });
    const loanField = within(dialog).getByRole('combobox', { name: /Loan/ });
    loanField.focus();
    fireEvent.change(loanField, { target: { value: 'LN-AB12CD34' } });
    fireEvent.click(await screen.findByRole('option', { name: /LN-AB12CD34/ }));
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '520' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'CASH-0042' } });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const day = within(dialog).getByLabelText(/Received on/);
    expect(day).toHaveValue(today);
    fireEvent.change(day, { target: { value: tomorrow } });
    fireEvent.change(within(dialog).getByLabelText(/Depositor’s phone/), { target: { value: '011 234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('The money cannot have been received after today')).toBeInTheDocument();
    expect(within(dialog).getByText('Cash is taken at a branch: choose the branch')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Depositor’s phone/)).toHaveAccessibleDescription(/Ghana/);

    fireEvent.change(day, { target: { value: yesterday } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Branch/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kumasi Adum' }));
    fireEvent.change(within(dialog).getByLabelText(/Depositor’s name/), { target: { value: 'Abena Boateng' } });
    fireEvent.change(within(dialog).getByLabelText(/Depositor’s phone/), { target: { value: '020 123 4567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm manual payment' });
    expect(within(confirm).getByText(/It is applied as of that day/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/Receipt RCP-2026-000124/)).toBeInTheDocument();
    expect(sent!.input).toMatchObject({ method: 'cash', receivedOn: yesterday, branch: 'Kumasi Adum', depositorName: 'Abena Boateng', depositorPhone: '+233201234567' });
  });

  it('refuses an amount with more than two decimals, or no loan, before anything is sent', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '10.005' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'RCPT-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText(/at most 2 decimals/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the loan the money pays into')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('10.005');
  });

  it('keeps Reverse and Re-check in view on a laptop: Method and Note step aside, Reference stays', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks.slice(1), listMockOf([payment, abandoned])], width: 1280 });
    expect(await screen.findByRole('button', { name: 'Reverse payment MOMO-7781' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-check payment PSK-991 with the provider' })).toBeInTheDocument();
    expect(await shownColumns('Payments')).toEqual(['Date', 'Customer', 'Amount', 'Loan', 'Status', 'Reference', 'Actions']);
    // The loans below keep their statement link and next due date.
    expect(await shownColumns('Loans')).toEqual(expect.arrayContaining(['Loan', 'Customer', 'Next due', 'Statement']));
  });

  it('keeps the actions on a phone: the date and Reverse, the rest step aside', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks], width: 360 });
    expect(await screen.findByRole('button', { name: 'Reverse payment MOMO-7781' })).toBeInTheDocument();
    expect(await shownColumns('Payments')).toEqual(['Date', 'Actions']);
    expect(await shownColumns('Loans')).toEqual(['Loan', 'Statement']);
  });

  it('finds payments by customer and days on the server, and downloads what the filters select', async () => {
    const filtered: MockedResponse = {
      request: { query: ListAdminPaymentsDocument, variables: { first: 20, after: null, status: null, method: null, search: 'Mensah', from: '2026-11-01', to: '2026-11-30' } },
      result: { data: { payments: { __typename: 'PaymentConnection', nodes: [held], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderAdminPage(<AdminPaymentsPage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('finance', FINANCE), ...pageMocks, partly({ from: '2026-11-01' }), partly({ from: '2026-11-01', to: '2026-11-30' }), filtered],
    });
    expect(await screen.findByText('MOMO-7781')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    const search = within(screen.getByRole('search', { name: 'Search payments' }));
    fireEvent.change(search.getByRole('searchbox', { name: 'Find payments' }), { target: { value: 'Mensah' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('GCB/TRF/1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('MOMO-7781')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Download CSV of payments' })).toHaveAttribute('href', '/api/files/lists/payments.csv?search=Mensah&from=2026-11-01&to=2026-11-30');
  });

  it('does not ask for a range that ends before it starts', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks, partly({ to: '2026-11-01' })] });
    expect(await screen.findByText('MOMO-7781')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText('The first day must not be after the last day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV of payments' })).toHaveAttribute('href', '/api/files/lists/payments.csv');
  });

  it('asks for a reason before reversing a successful payment', async () => {
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks] });
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse payment MOMO-7781' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/GH₵450.00 from Ama Mensah/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument());
  });

  it('offers Re-check on an abandoned payment to manageAllPayments and reports the provider’s answer', async () => {
    const recheckMock: MockedResponse = {
      request: { query: RecheckPaymentDocument, variables: { id: 'pay-3' } },
      result: {
        data: {
          recheckPayment: { __typename: 'Payment', id: 'pay-3', status: 'successful', failureReason: null, receipt: { __typename: 'Receipt', id: 'rcp-3', number: 'RCP-2026-000124', balanceAfter: 30_000 } },
        },
      },
    };
    renderAdminPage(<AdminPaymentsPage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('finance', FINANCE), listMockOf([payment, abandoned]), loansMock, allLoansMock, creditMock, recheckMock],
    });
    const recheck = await screen.findByRole('button', { name: 'Re-check payment PSK-991 with the provider' });
    // A successful payment is reversed, never re-checked.
    expect(screen.queryByRole('button', { name: 'Re-check payment MOMO-7781 with the provider' })).not.toBeInTheDocument();
    fireEvent.click(recheck);
    expect(await screen.findByText('Payment PSK-991 is successful: receipt RCP-2026-000124, balance after GH₵300.00')).toBeInTheDocument();
  });

  it('refunds a credit balance: more than the credit is refused before sending, the server’s refusal is shown otherwise', async () => {
    let refundCalls = 0;
    const refundMock: MockedResponse = {
      request: {
        query: RefundLoanCreditDocument,
        variables: (variables) => {
          refundCalls += 1;
          expect(variables).toEqual({ loanId: 'loan-9', input: { amount: 5_000, reference: 'TRF-1', note: null } });
          return true;
        },
      },
      result: { errors: [new GraphQLError('The credit balance is GH₵40.00; a refund cannot be more.', { extensions: { code: 'BAD_USER_INPUT', field: 'input.amount' } })] },
    };
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks, refundMock] });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund credit of LN-9C0FFEE9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit balance' });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '50.01' } });
    fireEvent.change(within(dialog).getByLabelText(/Transfer reference/), { target: { value: 'TRF-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('At most the credit balance, GH₵50.00')).toBeInTheDocument();
    expect(refundCalls).toBe(0);

    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm credit refund' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record refund' }));
    expect(await within(confirm).findByText('The credit balance is GH₵40.00; a refund cannot be more.')).toBeInTheDocument();
    expect(refundCalls).toBe(1);
  });

  it('applies a credit balance to its loan after a confirmation', async () => {
    const applyMock: MockedResponse = {
      request: { query: ApplyLoanCreditDocument, variables: { loanId: 'loan-9' } },
      // Below approvals.credit_applied_threshold: applied at once, nothing waits.
      result: { data: { applyCreditBalance: { __typename: 'Loan', id: 'loan-9', status: 'active', outstandingBalance: 75_000, creditBalance: 0, pendingApprovals: [] } } },
    };
    renderAdminPage(<AdminPaymentsPage />, { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', FINANCE), ...pageMocks, applyMock] });
    const apply = await screen.findByRole('button', { name: 'Apply to loan LN-9C0FFEE9' });
    // axe label-content-name-mismatch: the name a screen reader says (and voice control listens for) holds the words shown.
    for (const button of [apply, screen.getByRole('button', { name: 'Refund credit of LN-9C0FFEE9' })]) {
      expect(button.getAttribute('aria-label')!.toLowerCase()).toContain(button.textContent!.toLowerCase());
    }
    fireEvent.click(apply);
    const confirm = await screen.findByRole('dialog', { name: 'Apply the credit balance?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply to loan' }));
    expect(await screen.findByText('Applied GH₵50.00 of credit to LN-9C0FFEE9; GH₵750.00 still owed, GH₵0.00 credit left')).toBeInTheDocument();
  });
});
