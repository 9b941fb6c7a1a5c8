import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ListLoansAwaitingDisbursementDocument, RecordLandlordDisbursementDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { Disbursements } from './Disbursements';

const borrower = { __typename: 'LoanCustomer', id: 'cust-2', firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', phone: '+233244555666' };
const awaiting = {
  __typename: 'Loan', id: 'loan-1', number: 'LN-10A00001', source: 'rent', principal: 640_000, months: 9, monthlyRateBp: 400,
  createdAt: '2026-11-19T12:00:00Z', applicationId: null, agreementSignedAt: '2026-11-20T09:30:00Z', customer: borrower, pendingApprovals: [] as unknown[],
};

function connection(nodes: unknown[]) {
  return { loans: { __typename: 'LoanConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } };
}

describe('recording a disbursement', { timeout: 60_000 }, () => {
  it('sends it for a second person’s approval (maker-checker): the toast says so and the row then links to the request', async () => {
    const waiting = { ...awaiting, pendingApprovals: [{ __typename: 'ApprovalRequest', id: 'req-1', action: 'disbursement' }] };
    const awaitingMocks: MockedResponse[] = [
      { request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } }, result: { data: connection([awaiting]) } },
      { request: { query: ListLoansAwaitingDisbursementDocument, variables: { first: 20, after: null } }, result: { data: connection([waiting]) } },
    ];
    // What the server answers: the loan still awaits disbursement, with the request waiting on it.
    const recordMock: MockedResponse = {
      request: {
        query: RecordLandlordDisbursementDocument,
        variables: { loanId: 'loan-1', input: { method: 'bank_transfer', paidTo: 'Nana Yeboah', reference: 'GCB-2026-0001', note: null } },
      },
      result: {
        data: {
          recordDisbursement: {
            __typename: 'Loan', id: 'loan-1', number: 'LN-10A00001', source: 'rent', status: 'awaiting_disbursement', startDate: null, disbursedAt: null, outstandingBalance: 0,
            amountOverdue: 0, daysPastDue: 0, arrearsBucket: null, paidInstalments: 0, scheduleVersion: 1, creditBalance: 0, nextInstalment: null,
            pendingApprovals: waiting.pendingApprovals,
          },
        },
      },
    };
    renderAdminPage(<Disbursements canManage />, {
      path: '/admin/payments',
      route: 'payments',
      mocks: [meMock('finance', ['viewAllPayments', 'manageAllPayments']), ...awaitingMocks, recordMock],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record disbursement of GH₵6,400.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record disbursement' });
    fireEvent.change(within(dialog).getByLabelText(/Paid to/), { target: { value: 'Nana Yeboah' } });
    fireEvent.change(within(dialog).getByLabelText(/Transfer reference/), { target: { value: 'GCB-2026-0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm disbursement' });
    expect(confirm).toHaveTextContent('A second person approves it');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Record disbursement' }));

    expect(await screen.findByText('Disbursement of GH₵6,400.00 sent for a second person’s approval')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Waiting for approval' });
    expect(link).toHaveAttribute('href', '/admin/approvals?focus=req-1');
    expect(screen.queryByRole('button', { name: 'Record disbursement of GH₵6,400.00' })).not.toBeInTheDocument();
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
