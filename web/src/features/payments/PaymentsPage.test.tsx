import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PaymentsPage, type PaymentRow } from './PaymentsPage';

const rows: PaymentRow[] = [
  { id: 'a', amount: 97_000, signedAmount: 97_000, kind: 'payment', method: 'mtn_momo', status: 'successful', providerReference: 'MP123', createdAt: '2026-03-05T10:00:00Z' },
  { id: 'b', amount: 50_000, signedAmount: 50_000, kind: 'payment', method: 'telecel_cash', status: 'pending', createdAt: '2026-03-04T10:00:00Z' },
  { id: 'c', amount: 50_000, signedAmount: -50_000, kind: 'reversal', method: 'airteltigo_money', status: 'successful', note: 'Duplicate', createdAt: '2026-03-03T10:00:00Z' },
  { id: 'd', amount: 1_000, signedAmount: 1_000, kind: 'payment', method: 'card', status: 'failed', createdAt: '2026-03-02T10:00:00Z' },
  { id: 'e', amount: 2_000, signedAmount: 2_000, kind: 'payment', method: 'bank_transfer', status: 'reversed', createdAt: '2026-03-01T10:00:00Z' },
  { id: 'f', amount: 3_000, signedAmount: 3_000, kind: 'payment', method: 'cash', status: 'successful', createdAt: '2026-02-28T10:00:00Z' },
];

describe('PaymentsPage', () => {
  it('lists payments with amounts, method labels and status chips', () => {
    render(<PaymentsPage payments={rows} loading={false} />);
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Payment · MTN MoMo');
    expect(items[0]).toHaveTextContent('GH₵970.00');
    expect(items[0]).toHaveTextContent('Successful');
    expect(items[0]).toHaveTextContent('Reference MP123');
    expect(items[1]).toHaveTextContent('Telecel Cash');
    expect(items[1]).toHaveTextContent('Pending');
    expect(items[2]).toHaveTextContent('Reversal · AirtelTigo Money');
    expect(items[2]).toHaveTextContent('-GH₵500.00');
    expect(items[3]).toHaveTextContent('Card');
    expect(items[3]).toHaveTextContent('Failed');
    expect(items[4]).toHaveTextContent('Bank transfer');
    expect(items[4]).toHaveTextContent('Reversed');
    expect(items[5]).toHaveTextContent('Cash');
  });

  it('shows abandoned and expired payments as not completed, with what happens to money already taken', () => {
    render(
      <PaymentsPage
        loading={false}
        payments={[
          { id: 'x', amount: 9_500, signedAmount: 9_500, kind: 'payment', method: 'mtn_momo', status: 'abandoned', createdAt: '2026-03-05T10:00:00Z' },
          { id: 'y', amount: 9_500, signedAmount: 9_500, kind: 'payment', method: 'card', status: 'expired', createdAt: '2026-03-04T10:00:00Z' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    for (const item of items) {
      expect(item).toHaveTextContent('Not completed — if money left your wallet it will still be credited');
      expect(within(item).getByText('Not completed', { exact: true })).toBeInTheDocument();
    }
  });

  it('says when the list comes from the cache', () => {
    render(<PaymentsPage payments={rows} loading={false} fromCache />);
    expect(screen.getByRole('status')).toHaveTextContent('Using cached data...');
  });

  it('shows the receipts above the history and the statement panel below it, with a header link that jumps to the statement', () => {
    render(
      <PaymentsPage
        payments={[]}
        loading={false}
        receiptsPanel={<section aria-label="Receipts panel" />}
        statementPanel={<section aria-label="Statement panel" />}
      />,
    );
    expect(screen.getByText(/No payments yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download statement' })).toHaveAttribute('href', '#statement');
    const receipts = screen.getByRole('region', { name: 'Receipts panel' });
    const history = screen.getByRole('heading', { level: 2, name: 'History' });
    const statement = screen.getByRole('region', { name: 'Statement panel' });
    expect(receipts.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(history.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('has no statement link when there is no statement panel (offline)', () => {
    render(<PaymentsPage payments={rows} loading={false} fromCache />);
    expect(screen.queryByRole('link', { name: 'Download statement' })).not.toBeInTheDocument();
  });
});
