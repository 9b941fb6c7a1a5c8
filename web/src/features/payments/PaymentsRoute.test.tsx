import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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

  it('offline, lists the receipts of cached successful payments with their PDF links, and no coming-soon notice', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    savePaymentsCache([
      {
        id: 'a', amount: 97_000, signedAmount: 97_000, kind: 'payment', method: 'mtn_momo', status: 'successful', createdAt: '2026-03-05T10:00:00Z',
        receipt: { id: 'r', number: 'RCP-2026-000007', amount: 97_000, allocation: [{ number: 1, penalty: 0, fee: 0, interest: 17_000, principal: 80_000 }], prepaid: 0, unallocated: 0, balanceAfter: 400_000, issuedAt: '2026-03-05T10:00:00Z' },
      },
      { id: 'b', amount: 5_000, signedAmount: 5_000, kind: 'payment', method: 'card', status: 'failed', createdAt: '2026-03-04T10:00:00Z', receipt: null },
    ], Date.now() - 60_000);
    renderRoute();
    const receipts = screen.getByRole('list', { name: 'Receipts' });
    expect(receipts).toHaveTextContent('Receipt RCP-2026-000007');
    expect(receipts).toHaveTextContent('Balance after: GH₵4,000.00');
    expect(screen.getAllByRole('link', { name: /^Download PDF of receipt/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download PDF of receipt RCP-2026-000007' })).toHaveAttribute('href', '/api/files/receipts/a.pdf');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('marks the receipt named in the address (where the payment notification leads)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/payments?receipt=a');
    savePaymentsCache([
      {
        id: 'a', amount: 97_000, signedAmount: 97_000, kind: 'payment', method: 'mtn_momo', status: 'successful', createdAt: '2026-03-05T10:00:00Z',
        receipt: { id: 'r', number: 'RCP-2026-000007', amount: 97_000, allocation: [], prepaid: 0, unallocated: 0, balanceAfter: 400_000, issuedAt: '2026-03-05T10:00:00Z' },
      },
    ], Date.now() - 60_000);
    renderRoute();
    expect(document.getElementById('receipt-a')).toHaveAttribute('aria-current', 'true');
    window.history.replaceState(null, '', '/');
  });
});
