// The screen side of "dashboards agree with their pages" (server/src/modules/analytics/dashboards-agree.test.ts compares the
// server's figures with the pages'): each dashboard prints the server's one figure as it comes, computing none of
// its own — collected is paymentStats.collectedAmount on every dashboard (never the ledger's appliedToLoans), and
// the collections dashboard's overdue and total owed are collectionStats' own, labelled as the Loans page labels them.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminDashboardApplicationStatsDocument,
  AdminDashboardCollectionStatsDocument,
  AdminDashboardFinanceStatsDocument,
  AdminDashboardOpenTicketsDocument,
  AdminDashboardOverviewDocument,
  AdminDashboardPaymentStatsDocument,
} from '../gql/graphql';
import CollectionsDashboard from './CollectionsDashboard';
import FinanceDashboard from './FinanceDashboard';
import GeneralDashboard from './GeneralDashboard';

const anyVariables = () => true;
const method = (name: string, successfulAmount: number) => ({ __typename: 'PaymentMethodFigure' as const, method: name, count: 2, amount: successfulAmount + 85_000, successfulCount: 1, successfulAmount });

const paymentStats: MockedResponse = {
  request: { query: AdminDashboardPaymentStatsDocument, variables: anyVariables },
  result: {
    data: {
      paymentStats: {
        __typename: 'PaymentStats',
        from: '2026-11-05T00:00:00.000Z',
        to: '2026-12-05T00:00:00.000Z',
        count: 9,
        collectedAmount: 446_252,
        inSuspenseAmount: 280_000,
        successRateBp: 7500,
        byMethod: [method('mtn_momo', 166_252), method('bank_transfer', 280_000)],
        byStatus: [{ __typename: 'PaymentStatusFigure', status: 'successful', count: 2, amount: 446_252 }],
      },
    },
  },
};

/** The ledger's figures: what payments applied to loans (166,252) is not what was collected. */
const financeStats: MockedResponse = {
  request: { query: AdminDashboardFinanceStatsDocument, variables: anyVariables },
  result: {
    data: {
      financeStats: {
        __typename: 'FinanceStats',
        disbursedLoans: 4,
        disbursedAmount: 3_400_000,
        interestEarned: 40_000,
        feesEarned: 2_000,
        penaltiesEarned: 0,
        disbursements: [{ __typename: 'DisbursementFigure', source: 'rent', loans: 4, principal: 3_400_000, scheduledInterest: 400_000 }],
      },
    },
  },
};

const bucket = (name: string, loans: number, amountOverdue: number, outstandingBalance: number) => ({ __typename: 'ArrearsBucketFigure' as const, bucket: name, loans, amountOverdue, outstandingBalance });
const collectionStats: MockedResponse = {
  request: { query: AdminDashboardCollectionStatsDocument },
  result: {
    data: {
      collectionStats: {
        __typename: 'CollectionStats',
        asOf: '2027-02-17',
        loansInArrears: 3,
        amountOverdue: 359_035,
        arrears: [bucket('days_1_30', 1, 52_000, 410_000), bucket('days_31_60', 2, 307_035, 1_195_892), bucket('days_61_90', 0, 0, 0), bucket('days_90_plus', 0, 0, 0)],
        dueToday: { __typename: 'DueFigure', instalments: 0, amount: 0 },
        dueThisWeek: { __typename: 'DueFigure', instalments: 1, amount: 95_897 },
      },
    },
  },
};

function show(dashboard: React.ReactNode, mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>{dashboard}</MemoryRouter>
    </MockedProvider>,
  );
}

/** The headline card with this label. */
async function card(label: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name: label })).closest('.MuiCard-root') as HTMLElement;
}

describe('collected, overdue and total owed on the dashboards are the server’s figures', () => {
  it('finance: Collections is paymentStats.collectedAmount, with the part in suspense', async () => {
    show(<FinanceDashboard />, [paymentStats, financeStats]);
    const collections = await card('Collections');
    expect(await within(collections).findByText('GH₵4,462.52')).toBeInTheDocument();
    expect(within(collections).getByText('Received and kept · GH₵2,800.00 of it in suspense')).toBeInTheDocument();
    const byMethod = screen.getByRole('table', { name: 'Collections by method' });
    expect(within(byMethod).getByRole('row', { name: /Bank transfer/ })).toHaveTextContent('GH₵2,800.00');
  });

  it('collections: Collected, loans in arrears with what is overdue, and each bucket’s total owed', async () => {
    show(<CollectionsDashboard />, [paymentStats, collectionStats]);
    expect(await within(await card('Collected')).findByText('GH₵4,462.52')).toBeInTheDocument();
    const inArrears = await card('Loans in arrears');
    expect(await within(inArrears).findByText('3')).toBeInTheDocument();
    expect(within(inArrears).getByText('GH₵3,590.35 overdue')).toBeInTheDocument();
    const buckets = screen.getByRole('table', { name: 'Loans in arrears by days past due' });
    expect(within(buckets).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Days past due', 'Loans', 'Amount overdue', 'Total owed']);
    expect(within(buckets).getByRole('row', { name: /31–60 days/ }).textContent).toBe('31–60 days2GH₵3,070.35GH₵11,958.92');
  });

  it('admin: Payments collected is paymentStats.collectedAmount', async () => {
    const overview: MockedResponse = {
      request: { query: AdminDashboardOverviewDocument },
      result: { data: { overviewStats: { __typename: 'OverviewStats', totalUsers: 14, totalCustomers: 6, totalApplications: 5, openApplications: 2 } } },
    };
    const applications: MockedResponse = {
      request: { query: AdminDashboardApplicationStatsDocument, variables: anyVariables },
      result: {
        data: {
          applicationStats: {
            __typename: 'ApplicationStats',
            from: '2026-11-05T00:00:00.000Z',
            to: '2026-12-05T00:00:00.000Z',
            totalApplications: 5,
            totalAmount: 3_600_000,
            approvedDecisions: 2,
            rejectedDecisions: 1,
            approvalRateBp: 6667,
            averageDecisionSeconds: 3600,
            byStatus: [],
            perDay: [],
          },
        },
      },
    };
    const tickets: MockedResponse = {
      request: { query: AdminDashboardOpenTicketsDocument },
      result: { data: { ticketQueue: { __typename: 'TicketConnection', nodes: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false } } } },
    };
    show(<GeneralDashboard />, [overview, applications, paymentStats, tickets]);
    expect(await within(await card('Payments collected')).findByText('GH₵4,462.52')).toBeInTheDocument();
  });
});
