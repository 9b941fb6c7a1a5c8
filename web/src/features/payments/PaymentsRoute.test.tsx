import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { savePaymentsCache } from '../../lib/storage';
import PaymentsRoute from './PaymentsRoute';

afterEach(() => vi.restoreAllMocks());

function renderRoute() {
  render(
    <MockedProvider mocks={[]}>
      <SnackbarProvider>
        <PaymentsRoute />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

describe('PaymentsRoute', () => {
  it('offline, shows the payments cached less than 30 minutes ago with the cached-data notice', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    savePaymentsCache([
      { id: 'a', amount: 97_000, signedAmount: 97_000, kind: 'payment', method: 'mtn_momo', status: 'successful', createdAt: '2026-03-05T10:00:00Z' },
    ], Date.now() - 29 * 60_000);
    renderRoute();
    expect(screen.getByText('Using cached data...')).toBeInTheDocument();
    expect(screen.getByText('Payment · MTN MoMo')).toBeInTheDocument();
  });

  it('offline with a cache older than 30 minutes, says there is nothing saved', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    savePaymentsCache([{ id: 'a' }], Date.now() - 31 * 60_000);
    renderRoute();
    expect(screen.queryByText('Using cached data...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no saved payment history');
  });

  it('the statement button shows the coming-soon toast', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download statement' }));
    expect(await screen.findByText('Statement download feature coming soon!')).toBeInTheDocument();
  });
});
