import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ListStaffOrdersDocument } from '../../gql/graphql';
import { meMock, renderAdminPage } from '../../shared/testing';
import { defaultOrderStatus, OrdersQueueRoute } from './OrdersQueue';

const emptyOrders = (status: string | null) => ({
  request: { query: ListStaffOrdersDocument, variables: { first: 20, after: null, status } },
  result: { data: { orders: { __typename: 'OrderConnection', nodes: [], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the order queue opens on the work the viewer can do', () => {
  it('decides for credit staff, dispatches for sales, shows everything to others', () => {
    const can = (held: string[]) => (permission: string) => held.includes(permission);
    expect(defaultOrderStatus(can(['manageAllApplications', 'fulfilOrders']))).toBe('pending_approval');
    expect(defaultOrderStatus(can(['fulfilOrders']))).toBe('approved');
    expect(defaultOrderStatus(can(['viewAllApplications']))).toBe('');
  });

  it('shows a sales executive the approved orders waiting for dispatch', async () => {
    renderAdminPage(<OrdersQueueRoute />, {
      path: '/admin/orders',
      route: 'orders',
      mocks: [meMock('sales_executive', ['viewAllApplications', 'viewAnalytics', 'fulfilOrders'], ['dashboard', 'applications', 'orders', 'analytics']), emptyOrders('approved')],
    });
    expect(await screen.findByText('No orders here')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved');
  });
});
