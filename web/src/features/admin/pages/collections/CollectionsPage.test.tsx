import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { CollectionQueueDocument, CollectionsParDocument } from '../../gql/graphql';
import { meMock, renderAdminPage, shownColumns } from '../../shared/testing';
import CollectionsPage from './index';

const row = {
  __typename: 'CollectionItem', loanId: 'ab12cd34-5e6f-4a7b-8c9d-0e1f2a3b4c5d', loanNumber: 'LN-AB12CD34', customerName: 'Ama Mensah', phone: '+233244123456',
  amountDue: 52_000, amountOverdue: 52_000, outstandingBalance: 210_000, daysPastDue: 12, nextDueDate: '2026-11-20', lastContactAt: null, lastContactOutcome: null,
  promiseAmount: 20_000, promiseDate: '2026-12-10', promiseStatus: 'open', collectorName: 'Kojo Collector',
};
const queueMock: MockedResponse = {
  request: { query: CollectionQueueDocument, variables: { queue: 'days_1_30', sort: 'days_past_due_desc', first: 20, after: null, search: null, collectorId: null } },
  result: { data: { collectionQueue: { __typename: 'CollectionConnection', nodes: [row], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const parMock: MockedResponse = {
  request: { query: CollectionsParDocument },
  result: { data: { parToday: { __typename: 'ParFigures', businessDate: '2026-12-01', openLoans: 1, outstandingPrincipal: 210_000, par30Bp: 0, par60Bp: 0, par90Bp: 0 }, parTrend: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const mocks = [meMock('recovery_and_collections', ['viewAllPayments', 'manageCollections']), queueMock, parMock];

describe('the collections queue', { timeout: 60_000 }, () => {
  it('shows the promise and the collector on a laptop and keeps Act, the balances stepping aside first', async () => {
    renderAdminPage(<CollectionsPage />, { path: '/admin/collections', route: 'collections', mocks, width: 1280 });
    expect(await screen.findByText('Kojo Collector')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
    const shown = await shownColumns('Collections');
    expect(shown).toEqual(expect.arrayContaining(['Customer', 'Loan', 'Promise', 'Collector']));
    expect(shown.at(-1)).toBe('');
    expect(shown).not.toContain('Last contact');
  });

  it('keeps the customer and Act on a phone', async () => {
    renderAdminPage(<CollectionsPage />, { path: '/admin/collections', route: 'collections', mocks, width: 360 });
    expect(await screen.findByRole('button', { name: 'Act' })).toBeInTheDocument();
    expect(await shownColumns('Collections')).toEqual(['Customer', '']);
  });
});
