import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { allocationSummary, counterLine, ReceiptsList, type ReceiptView } from './ReceiptsList';

const receipts: ReceiptView[] = [
  {
    paymentId: 'p-2',
    number: 'RCP-2026-000013',
    issuedAt: '2026-03-05T14:20:00Z',
    amount: 120_000,
    method: 'mtn_momo',
    allocation: [
      { number: 1, penalty: 1_250, fee: 0, interest: 20_000, principal: 78_750 },
      { number: 2, penalty: 0, fee: 500, interest: 15_000, principal: 1_500 },
    ],
    prepaid: 1_500,
    unallocated: 3_000,
    balanceAfter: 838_970,
  },
  { paymentId: 'p-1', number: 'RCP-2026-000012', issuedAt: '2026-02-05T09:00:00Z', amount: 100_000, method: 'card', allocation: [{ number: 1, penalty: 0, fee: 0, interest: 20_000, principal: 80_000 }], unallocated: 0, balanceAfter: 958_970 },
];

describe('ReceiptsList', () => {
  it('shows number, date, amount, allocation summary and balance after, with a PDF link per receipt', () => {
    render(<ReceiptsList receipts={receipts} />);
    const items = within(screen.getByRole('list', { name: 'Receipts' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Receipt RCP-2026-000013');
    expect(items[0]).toHaveTextContent('5 Mar 2026, 2:20 pm · MTN MoMo');
    expect(items[0]).toHaveTextContent('GH₵1,200.00');
    expect(items[0]).toHaveTextContent('Instalments 1–2: principal GH₵802.50, interest GH₵350.00, fees GH₵5.00, penalties GH₵12.50');
    expect(items[0]).toHaveTextContent('GH₵15.00 paid ahead of schedule');
    expect(items[0]).toHaveTextContent('GH₵30.00 added to your credit balance');
    expect(items[0]).toHaveTextContent('Balance after: GH₵8,389.70');
    const link = within(items[0]).getByRole('link', { name: 'Download PDF of receipt RCP-2026-000013' });
    expect(link).toHaveAttribute('href', '/api/files/receipts/p-2.pdf');
    expect(link).toHaveAttribute('download');
    expect(items[1]).toHaveTextContent('Instalment 1: principal GH₵800.00, interest GH₵200.00');
    expect(items[1]).toHaveTextContent('Card');
    // A stacked list of cards, not a table: nothing to scroll sideways, so no hint to.
    expect(screen.queryByText(/scroll the table sideways/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there is no receipt yet', () => {
    render(<ReceiptsList receipts={[]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Receipts' })).toBeInTheDocument();
    expect(screen.getByText('Receipts appear here for every successful payment.')).toBeInTheDocument();
  });

  it('marks and focuses the receipt a notification pointed at', () => {
    render(<ReceiptsList receipts={receipts} highlightPaymentId="p-1" />);
    const card = document.getElementById('receipt-p-1')!;
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveFocus();
    expect(document.getElementById('receipt-p-2')).not.toHaveAttribute('aria-current');
  });

  it('summarises a payment that paid no instalment', () => {
    expect(allocationSummary({ allocation: [], unallocated: 5_000 })).toBe('GH₵50.00 added to your credit balance');
    expect(allocationSummary({ allocation: [], unallocated: 0 })).toBe('Not applied to an instalment');
  });

  it('says when, by whom and where money taken by staff was received; nothing for an online payment', () => {
    const cash: ReceiptView = { ...receipts[1], paymentId: 'p-3', method: 'cash', receivedOn: '2026-02-25', receivedBy: 'Efua Mensah', branch: 'Accra Ridge' };
    render(<ReceiptsList receipts={[cash, receipts[0]]} />);
    const items = within(screen.getByRole('list', { name: 'Receipts' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Received on 25 Feb 2026 by Efua Mensah at Accra Ridge');
    expect(items[1]).not.toHaveTextContent('Received on');
    expect(counterLine({ receivedOn: '2026-02-25', receivedBy: 'Efua Mensah', branch: null })).toBe('Received on 25 Feb 2026 by Efua Mensah');
  });
});
