import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ListAdminLoansDocument, ListLoansAwaitingDisbursementDocument, RecordLandlordDisbursementDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { Disbursements } from './Disbursements';
import { LoansList } from './LoansList';

const borrower = { __typename: 'LoanCustomer', id: 'cust-2', firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', phone: '+233244555666' };
const awaiting = {
  __typename: 'Loan', id: 'loan-1', number: 'LN-10A00001', source: 'rent', principal: 640_000, months: 9, monthlyRateBp: 400,
  createdAt: '2026-11-19T12:00:00Z', applicationId: null, agreementSignedAt: '2026-11-20T09:30:00Z', customer: borrower,
};

function connection(nodes: unknown[]) {
  return { loans: { __typename: 'LoanConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } };
}

// The loans grid before the disbursement: the loan has no schedule yet, so nothing is owed or due.
const loansGridMock: MockedResponse = {
  request: { query: ListAdminLoansDocument, variables: { first: 20, after: null, status: null, arrearsBucket: null } },
  result: {
    data: connection([
      {
        ...awaiting, status: 'awaiting_disbursement', outstandingBalance: 0, amountOverdue: 0, daysPastDue: 0, arrearsBucket: null, nextInstalment: null,
      },
    ]),
  },
  // Answered once: the grid must update from the mutation's answer, not from a reload of the list.
  maxUsageCount: 1,
};

describe('recording a disbursement', { timeout: 60_000 }, () => {
  it('updates the loan in the loans grid at once: its balance and next due date, not GH₵0.00 and "—" until a reload', async () => {
    const awaitingMocks: MockedResponse[] = [
      { request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } }, result: { data: connection([awaiting]) } },
      { request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } }, result: { data: connection([]) } },
    ];
    // What the server answers (LoanService.get after the transaction): the started loan with its schedule's figures.
    const recordMock: MockedResponse = {
      request: {
        query: RecordLandlordDisbursementDocument,
        variables: { loanId: 'loan-1', input: { method: 'bank_transfer', paidTo: 'Nana Yeboah', reference: 'GCB-2026-0001', note: null } },
      },
      result: {
        data: {
          recordDisbursement: {
            __typename: 'Loan', id: 'loan-1', number: 'LN-10A00001', source: 'rent', status: 'active', startDate: '2026-12-20', disbursedAt: '2026-11-20T10:00:00.000Z', outstandingBalance: 761_400,
            amountOverdue: 0, daysPastDue: 0, arrearsBucket: null, paidInstalments: 0, scheduleVersion: 1, creditBalance: 0,
            nextInstalment: { __typename: 'NextInstalment', number: 1, dueDate: '2026-12-20', amountDue: 84_600 },
          },
        },
      },
    };
    renderAdminPage(
      <>
        <Disbursements canManage />
        <LoansList />
      </>,
      { path: '/admin/payments', route: 'payments', mocks: [meMock('finance', ['viewAllPayments', 'manageAllPayments']), ...awaitingMocks, loansGridMock, recordMock] },
    );
    const grid = await screen.findByRole('grid', { name: 'Loans' });
    const row = (await within(grid).findByText('LN-10A00001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Awaiting disbursement')).toBeInTheDocument();
    expect(within(row).getAllByText('GH₵0.00').length).toBeGreaterThan(0);

    fireEvent.click(await screen.findByRole('button', { name: 'Record disbursement of GH₵6,400.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record disbursement' });
    fireEvent.change(within(dialog).getByLabelText(/Paid to/), { target: { value: 'Nana Yeboah' } });
    fireEvent.change(within(dialog).getByLabelText(/Transfer reference/), { target: { value: 'GCB-2026-0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm disbursement' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record disbursement' }));

    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(within(row).getByText('GH₵7,614.00')).toBeInTheDocument();
    expect(within(row).getByText('20 Dec 2026 · GH₵846.00')).toBeInTheDocument();
  });

  it('does not offer the payout before the borrower has signed the credit agreement', async () => {
    const unsigned = { ...awaiting, id: 'loan-2', number: 'LN-10A00002', agreementSignedAt: null };
    renderAdminPage(<Disbursements canManage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('finance', ['viewAllPayments', 'manageAllPayments']), { request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } }, result: { data: connection([unsigned]) } }],
    });
    const button = await screen.findByRole('button', { name: 'Waiting for signature: GH₵6,400.00' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
  });
});
