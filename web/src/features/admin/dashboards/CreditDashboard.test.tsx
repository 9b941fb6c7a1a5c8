import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminDashboardApplicationStatsDocument, AdminDashboardPendingDocumentsDocument, AdminDashboardReviewQueueDocument } from '../gql/graphql';
import CreditDashboard from './CreditDashboard';

const application = (id: string, status: 'pending' | 'under_review', createdAt: string, firstName: string) => ({
  __typename: 'Application' as const,
  id,
  status,
  createdAt,
  amountRequested: 720_000,
  propertyAddress: 'House 4, Osu',
  applicant: { __typename: 'ApplicationApplicant' as const, id: `u-${id}`, firstName, lastName: 'Owusu' },
});

const page = (nodes: unknown[]) => ({ __typename: 'ApplicationConnection' as const, nodes, pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false } });

const mocks: MockedResponse[] = [
  {
    request: { query: AdminDashboardReviewQueueDocument, variables: { status: 'pending' } },
    result: { data: { applications: page([application('a2', 'pending', '2026-11-10T09:00:00Z', 'Yaw')]) } },
  },
  {
    request: { query: AdminDashboardReviewQueueDocument, variables: { status: 'under_review' } },
    result: { data: { applications: page([application('a1', 'under_review', '2026-11-02T09:00:00Z', 'Abena')]) } },
  },
  {
    request: { query: AdminDashboardPendingDocumentsDocument },
    result: {
      data: {
        documents: {
          __typename: 'DocumentConnection',
          nodes: [
            { __typename: 'Document', id: 'd1', type: 'ghana_card', fileName: 'card.png', createdAt: '2026-11-03T09:00:00Z', owner: { __typename: 'DocumentOwner', id: 'u1', firstName: 'Esi', lastName: 'Quaye' } },
          ],
          pageInfo: { __typename: 'PageInfo', hasNextPage: true },
        },
      },
    },
  },
  {
    request: { query: AdminDashboardApplicationStatsDocument, variables: () => true },
    result: {
      data: {
        applicationStats: {
          __typename: 'ApplicationStats',
          from: '2026-10-23T00:00:00.000Z',
          to: '2026-11-22T00:00:00.000Z',
          totalApplications: 4,
          totalAmount: 2_880_000,
          approvedDecisions: 3,
          rejectedDecisions: 1,
          approvalRateBp: 7500,
          averageDecisionSeconds: 93_600,
          byStatus: [],
          perDay: [],
        },
      },
    },
  },
];

describe('CreditDashboard', () => {
  it('lists the review queue oldest first with links, and shows approval rate and time to decision', async () => {
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CreditDashboard />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Credit dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText('1 day 2 hours')).toBeInTheDocument();
    const queue = screen.getByRole('heading', { name: 'Review queue' }).closest('.MuiCard-root') as HTMLElement;
    const rows = await within(queue).findAllByRole('link', { name: /Owusu/ });
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Abena'), expect.stringContaining('Yaw')]);
    expect(rows[0]).toHaveAttribute('href', '/admin/applications/a1');
    expect(screen.getAllByText('1+').length).toBeGreaterThan(0);
  });
});
