import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ApprovalInboxDocument, DeclineApprovalRequestDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminApprovalsPage from './index';

const person = (id: string, firstName: string, lastName: string) => ({ __typename: 'ApprovalPerson', id, firstName, lastName });
const request = (id: string, maker: ReturnType<typeof person>, summary: string) => ({
  __typename: 'ApprovalRequest', id, action: 'disbursement', subjectKind: 'loan', subjectId: `loan-${id}`, summary, amount: 1_200_000, status: 'pending',
  makerNote: null, decisionReason: null, createdAt: '2026-12-02T09:00:00Z', decidedAt: null, checker: null, maker,
  preview: [{ __typename: 'ApprovalPreviewLine', label: 'Paid to', value: 'Mrs Comfort Addo' }, { __typename: 'ApprovalPreviewLine', label: 'Reference', value: 'GCB-2026-0420' }],
});
const inbox = (variables: Record<string, unknown>, nodes: unknown[]): MockedResponse => ({
  request: { query: ApprovalInboxDocument, variables: { first: 20, after: null, status: null, ...variables } },
  result: { data: { approvalRequests: { __typename: 'ApprovalRequestConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('approvals inbox', { timeout: 60_000 }, () => {
  it('offers Approve and Decline on another person’s request, with its effect; a decline needs a reason', async () => {
    const theirs = request('req-1', person('staff-2', 'Yaw', 'Asante'), 'Disburse GH₵12,000.00 to Mrs Comfort Addo for loan LN-1A2B3C4D');
    let declined = 0;
    const declineMock: MockedResponse = {
      request: { query: DeclineApprovalRequestDocument, variables: { id: 'req-1', reason: 'Reference not on the statement.' } },
      result: () => {
        declined += 1;
        return { data: { declineRequest: { ...theirs, status: 'declined', decisionReason: 'Reference not on the statement.', decidedAt: '2026-12-02T10:00:00Z', checker: person('staff-1', 'Akosua', 'Darko') } } };
      },
    };
    renderAdminPage(<AdminApprovalsPage />, {
      path: '/admin/approvals',
      route: 'approvals',
      mocks: [meMock('finance', ['manageAllPayments']), inbox({ waitingForMe: true, mine: null }, [theirs]), declineMock],
    });
    const card = await screen.findByTestId('approval-request');
    expect(within(card).getByText('Disburse GH₵12,000.00 to Mrs Comfort Addo for loan LN-1A2B3C4D')).toBeInTheDocument();
    expect(within(card).getByText('Mrs Comfort Addo')).toBeInTheDocument();
    expect(within(card).getByText(/Asked by Yaw Asante/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(declined).toBe(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Reference not on the statement.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(declined).toBe(1);
  });

  it('shows the maker’s own request as waiting for a second person: no Approve, only Cancel', async () => {
    const mine = request('req-2', person('staff-1', 'Akosua', 'Darko'), 'Reverse the payment of GH₵450.00 by Ama Mensah');
    renderAdminPage(<AdminApprovalsPage />, {
      path: '/admin/approvals?view=mine',
      route: 'approvals',
      mocks: [meMock('finance', ['manageAllPayments']), inbox({ waitingForMe: null, mine: true }, [mine])],
    });
    const card = await screen.findByTestId('approval-request');
    expect(within(card).getByText(/Asked by you/)).toBeInTheDocument();
    expect(within(card).getByText('A second person must approve your request.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });
});
