import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { throwError } from 'rxjs';
import { CACHE_TYPE_POLICIES } from '../../lib/cache-policies';
import DashboardPage from './DashboardPage';

vi.mock('../../lib/auth-context', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' } }),
}));

afterEach(() => vi.restoreAllMocks());

/** What the device kept after the customer last opened /payments as a full page: the payments screen's queries only. */
const PAYMENTS_SCREEN_SNAPSHOT = {
  ROOT_QUERY: {
    __typename: 'Query',
    'myLatestApplication': { __ref: 'Application:a1' },
    'myUnreadNotificationCount': 0,
    'myPayments({"first":20})': { __typename: 'PaymentConnection', nodes: [], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
  },
  'Application:a1': { __typename: 'Application', id: 'a1', status: 'approved' },
};

function renderOffline(snapshot: object) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const cache = new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES });
  cache.restore(snapshot as never);
  const client = new ApolloClient({ cache, link: new ApolloLink(() => throwError(() => new TypeError('Failed to fetch'))) });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('DashboardPage offline', () => {
  it('with nothing cached for the dashboard, says so instead of showing "Pending" and "no active loan"', async () => {
    renderOffline(PAYMENTS_SCREEN_SNAPSHOT);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not saved on this device/);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText(/You have no active loan/)).not.toBeInTheDocument();
  });
});
