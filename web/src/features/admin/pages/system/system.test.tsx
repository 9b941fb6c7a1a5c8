import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ReconciliationRunsDocument, RerunJobDocument, RunCloseOfBusinessDocument, SystemOverviewDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { formatDuration } from './grids';
import AdminSystemPage from './index';

const lastRun = { __typename: 'JobRun', id: 'run-1', state: 'completed', startedAt: '2026-03-20T00:30:00Z', durationMs: 1_500, error: null };
const overview = {
  jobQueues: [
    { __typename: 'JobQueue', name: 'close-of-business', description: 'Close of business', cron: '30 0 * * *', waiting: 0, failuresLast7Days: 1, lastRun },
    { __typename: 'JobQueue', name: 'reconcile-payments', description: 'Reconciliation', cron: '*/10 * * * *', waiting: 0, failuresLast7Days: 0, lastRun: null },
  ],
  jobRuns: [
    { __typename: 'JobRun', id: 'run-2', queue: 'reconcile-payments', attempt: 3, state: 'failed', error: 'Paystack did not answer', retriesSpent: true, rerunJobId: null, startedAt: '2026-03-20T10:00:00Z', durationMs: 200 },
    { __typename: 'JobRun', id: 'run-1', queue: 'close-of-business', attempt: 1, state: 'completed', error: null, retriesSpent: false, rerunJobId: null, startedAt: '2026-03-20T00:30:00Z', durationMs: 1_500 },
  ],
  closeOfBusinessRuns: [
    {
      __typename: 'CloseOfBusinessRun', businessDate: '2026-03-20', state: 'completed', attempt: 1, batches: 2, batchesTotal: 2, loans: 4, penaltiesWritten: 2, penaltyTotal: 2_661,
      startedAt: '2026-03-20T00:30:00Z', finishedAt: '2026-03-20T00:30:01.500Z', error: null,
    },
  ],
  portfolioSnapshots: [
    {
      __typename: 'PortfolioSnapshot', businessDate: '2026-03-20', openLoans: 4, outstandingPrincipal: 1_819_238, currentLoans: 2, days1To30Loans: 0, days31To60Loans: 2,
      days61To90Loans: 0, over90Loans: 0, penaltyCharged: 2_661, par30Bp: 5_332, par60Bp: 0, par90Bp: 0,
    },
  ],
};

const overviewMock: MockedResponse = { request: { query: SystemOverviewDocument }, result: { data: overview }, maxUsageCount: Number.POSITIVE_INFINITY };
const reconciliationMock: MockedResponse = {
  request: { query: ReconciliationRunsDocument, variables: { first: 20, withChangesOnly: true } },
  result: {
    data: {
      reconciliationRuns: [
        { __typename: 'ReconciliationRun', id: 'rec-1', state: 'completed', startedAt: '2026-03-20T10:10:00Z', durationMs: 2_500, checked: 3, credited: 1, failed: 1, abandoned: 0, expired: 1, stillPending: 0, errors: 0, error: null },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(extra: MockedResponse[] = []) {
  return renderAdminPage(<AdminSystemPage />, { path: '/admin/system', route: 'system', mocks: [meMock('admin', ['manageSystem']), overviewMock, reconciliationMock, ...extra] });
}

// Five data grids on one page render slowly on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('System page', () => {
  it('shows the job queues, recent runs, close-of-business runs, the latest snapshot and the reconciliation runs', async () => {
    renderPage();
    const queues = await screen.findByRole('grid', { name: 'Job queues' });
    expect(await within(queues).findByText('Close of business')).toBeInTheDocument();
    expect(within(queues).getByText('30 0 * * *')).toBeInTheDocument();
    expect(within(queues).getByText('Never')).toBeInTheDocument();
    const runs = screen.getByRole('grid', { name: 'Recent job runs' });
    expect(within(runs).getByText('Paystack did not answer')).toBeInTheDocument();
    const closes = screen.getByRole('grid', { name: 'Close of business runs' });
    expect(within(closes).getByText('2 / 2')).toBeInTheDocument();
    expect(within(closes).getByText('1.5 s')).toBeInTheDocument();
    const figures = screen.getByLabelText('Figures at the close of 2026-03-20');
    expect(within(figures).getByText('53.32%')).toBeInTheDocument();
    const reconciliation = await screen.findByRole('grid', { name: 'Payment reconciliation runs' });
    expect(await within(reconciliation).findByText('2.5 s')).toBeInTheDocument();
  });

  it('re-runs a failed job whose retries are spent, after confirmation', async () => {
    let sent = false;
    renderPage([
      {
        request: { query: RerunJobDocument, variables: { runId: 'run-2' } },
        result: () => {
          sent = true;
          return { data: { rerunJob: { __typename: 'JobRun', id: 'run-2', rerunJobId: 'job-9' } } };
        },
      },
    ]);
    const runs = await screen.findByRole('grid', { name: 'Recent job runs' });
    const buttons = await within(runs).findAllByRole('button', { name: /^Re-run reconcile-payments/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Re-run this job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Re-run' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(await screen.findByText('Reconcile payments queued again')).toBeInTheDocument();
  });

  it('runs close of business for a chosen date after confirmation, and shows a refusal in the dialog', async () => {
    renderPage([
      {
        request: { query: RunCloseOfBusinessDocument, variables: { businessDate: '2026-03-01' } },
        result: { errors: [{ message: 'Close of business has already run for 2026-03-20; choose that date or a later one.', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
      { request: { query: RunCloseOfBusinessDocument, variables: { businessDate: '2026-03-21' } }, result: { data: { runCloseOfBusiness: 'job-1' } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Run close of business for date…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Run close of business for date…' });
    fireEvent.change(within(dialog).getByLabelText(/Business date/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    dialog = await screen.findByRole('dialog', { name: 'Run close of business' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run close of business' }));
    expect(await within(dialog).findByText('Close of business has already run for 2026-03-20; choose that date or a later one.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Run close of business for date…' });
    fireEvent.change(within(dialog).getByLabelText(/Business date/), { target: { value: '2026-03-21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    dialog = await screen.findByRole('dialog', { name: 'Run close of business' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run close of business' }));
    expect(await screen.findByText('Close of business for 2026-03-21 queued')).toBeInTheDocument();
  });

  it('writes durations for people', () => {
    expect([formatDuration(null), formatDuration(250), formatDuration(1_234), formatDuration(75_000)]).toEqual(['—', '250 ms', '1.2 s', '1 min 15 s']);
  });
});
