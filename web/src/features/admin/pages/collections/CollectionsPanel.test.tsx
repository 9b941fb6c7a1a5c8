// The collections panel's write-off: proposing sends it to Approvals (maker-checker), and the panel shows the waiting
// request with a link to it; decisions are made in the inbox, never on the panel.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoanCollectionsDocument, ProposeWriteOffDocument, type Permission } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { CollectionsPanel } from './CollectionsPanel';

const LOAN = '0b9a3c1e-1111-4222-8333-444455556666';

type WriteOff = { status: string; id: string; reason: string; proposedByName: string; decidedByName?: string | null; decisionReason?: string | null; writtenOff?: number | null };
const writeOff = ({ decidedByName = null, decisionReason = null, writtenOff = null, ...rest }: WriteOff) => ({
  __typename: 'WriteOffProposal' as const,
  amount: 331_250,
  proposedBy: 'staff-7',
  createdAt: '2026-04-20T09:00:00.000Z',
  decidedByName,
  decisionReason,
  writtenOff,
  ...rest,
});
const panel = (writeOffs: ReturnType<typeof writeOff>[]) => ({
  __typename: 'LoanCollections' as const,
  loanId: LOAN,
  loanStatus: 'in_arrears',
  amountOverdue: 120_000,
  outstandingBalance: 331_250,
  daysPastDue: 64,
  contacts: [],
  promises: [],
  collector: null,
  writeOffs,
});
const loaded = (writeOffs: ReturnType<typeof writeOff>[]) => ({
  request: { query: LoanCollectionsDocument, variables: { loanId: LOAN } },
  result: { data: { loanCollections: panel(writeOffs), collectors: [] } },
});

const COLLECTOR: Permission[] = ['viewAllPayments', 'manageAllPayments', 'manageCollections'];

describe('the write-off on the collections panel', () => {
  it('a collector proposes: it goes to Approvals and the panel links the waiting request, with nothing to approve here', async () => {
    const waiting = writeOff({ id: 'request-1', status: 'pending', reason: 'Borrower emigrated, no assets', proposedByName: 'Akosua Darko' });
    const propose = {
      request: { query: ProposeWriteOffDocument, variables: { input: { loanId: LOAN, reason: 'Borrower emigrated, no assets', overrideReason: null } } },
      result: { data: { proposeWriteOff: panel([waiting]) } },
    };
    renderAdminPage(<CollectionsPanel loanId={LOAN} />, {
      path: '/admin/collections',
      route: 'collections',
      mocks: [meMock('recovery_and_collections', COLLECTOR), loaded([]), propose, loaded([waiting])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Propose write-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a write-off' });
    expect(dialog).toHaveTextContent('The request waits in Approvals, where an admin other than you sees what it would book');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Borrower emigrated, no assets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose write-off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText('Write-off sent to Approvals: a second person decides it')).toBeInTheDocument();
    const request = await screen.findByTestId('write-off-request');
    expect(request).toHaveTextContent('Waiting for approval: GH₵3,312.50 — Borrower emigrated, no assets (by Akosua Darko,');
    expect(within(request).getByRole('link', { name: 'Open in Approvals' })).toHaveAttribute('href', '/admin/approvals?focus=request-1');
    expect(screen.queryByRole('button', { name: 'Propose write-off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve|reject/i })).not.toBeInTheDocument();
  });

  it('an admin is sent to Approvals to decide; a declined request stays in the history and another may be proposed', async () => {
    const declined = writeOff({ id: 'request-0', status: 'rejected', reason: 'Deceased, no estate', proposedByName: 'Kofi Boateng', decidedByName: 'Efua Mensah', decisionReason: 'Estate has a house' });
    renderAdminPage(<CollectionsPanel loanId={LOAN} />, {
      path: '/admin/collections',
      route: 'collections',
      mocks: [meMock('admin', [...COLLECTOR, 'approveWriteOffs']), loaded([writeOff({ id: 'request-2', status: 'pending', reason: 'Moved abroad', proposedByName: 'Kofi Boateng' }), declined])],
    });
    const [pending, history] = await screen.findAllByTestId('write-off-request');
    expect(within(pending).getByRole('link', { name: 'Decide in Approvals' })).toHaveAttribute('href', '/admin/approvals?focus=request-2');
    expect(history).toHaveTextContent('Declined: GH₵3,312.50 — Deceased, no estate (by Kofi Boateng, 20 Apr 2026');
    expect(history).toHaveTextContent('declined by Efua Mensah) — Estate has a house.');
    expect(within(history).queryByRole('link')).not.toBeInTheDocument();
    // One request waits: nobody proposes a second.
    expect(screen.queryByRole('button', { name: 'Propose write-off' })).not.toBeInTheDocument();
  });
});
