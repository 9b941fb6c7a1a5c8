import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { OrderDetailPage, type OrderDetail } from './OrderDetailPage';

const disclosure: CreditDisclosureQuote = {
  principal: 502_000, months: 6, processingFee: 0, totalFees: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6010,
  totalInterest: 72_600, totalCostOfCredit: 72_600, totalRepayable: 574_600, instalmentAmount: 95_767, firstDueDate: '2026-04-21',
  method: 'reducing_balance', rateType: 'fixed', payee: 'The merchant, when your order is delivered',
  earlyRepaymentPolicy: 'You may repay early at any time.', latePaymentPolicy: 'A late instalment is charged penalty interest.',
  schedule: [{ number: 1, dueDate: '2026-04-21', principal: 502_000, interest: 72_600, fee: 0, total: 574_600, balanceAfter: 0 }],
};

const order: OrderDetail = {
  id: 'order-1', status: 'pending_approval', months: 6, subtotal: 498_000, deliveryRegion: 'ashanti', deliveryFee: 4_000, total: 502_000,
  createdAt: '2026-03-21T10:00:00Z', disclosureAcceptedAt: '2026-03-21T10:00:00Z', deliveryAddress: 'House 4, Adum Road, Kumasi', deliveryPhone: '+233244123456',
  items: [{ productId: 'p1', name: 'Fridge', unitPrice: 498_000, quantity: 1, lineTotal: 498_000 }],
  disclosure,
};

describe('OrderDetailPage', () => {
  it('shows the delivery fee of the region and finances the goods with their delivery', () => {
    render(
      <MemoryRouter>
        <OrderDetailPage order={order} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('Delivery to AshantiGH₵40.00');
    expect(screen.getByText('Financed').parentElement).toHaveTextContent('FinancedGH₵5,020.00');
    expect(screen.getByText('Phone: 024 412 3456')).toBeInTheDocument();
  });
});
