import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';

const quote: CreditDisclosureQuote = {
  principal: 498_000, months: 6, processingFee: 0, totalFees: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6010,
  totalInterest: 72_000, totalRepayable: 570_000, instalmentAmount: 95_000,
  latePaymentPolicy: 'A late instalment is charged penalty interest of 30% per annum on the overdue amount only, after a grace period of 5 days.',
  schedule: Array.from({ length: 6 }, (_, index) => ({
    number: index + 1, dueDate: `2026-0${index + 4}-21`, principal: 83_000, interest: 12_000, fee: 0, total: 95_000, balanceAfter: 0,
  })),
};
const items = [
  { id: 'sofa', name: '3-Seater Fabric Sofa', price: 450_000, image_url: '/images/products/sofa.svg', quantity: 1 },
  { id: 'fan', name: '16-inch Standing Fan', price: 48_000, image_url: '/images/products/fan.svg', quantity: 1 },
];

function renderCheckout(props: Partial<CheckoutPageProps> = {}) {
  const handlers = { onMonthsChange: vi.fn(), onAcceptedChange: vi.fn(), onSubmit: vi.fn() };
  render(
    <MemoryRouter>
      <CheckoutPage items={items} subtotal={498_000} planOptions={[5, 6]} months={6} quote={quote} quoteLoading={false} accepted={false} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('CheckoutPage', () => {
  it('shows the cart lines, the plan choice and the full disclosure', () => {
    renderCheckout();
    expect(screen.getByText('3-Seater Fabric Sofa')).toBeInTheDocument();
    expect(screen.getAllByText('GH₵4,980.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: '6 months' })).toBeChecked();
    expect(screen.getByTestId('disclosure-Amount financed (principal)')).toHaveTextContent('GH₵4,980.00');
    expect(screen.getByTestId('disclosure-Fees')).toHaveTextContent('GH₵0.00');
    expect(screen.getByTestId('disclosure-Monthly interest rate')).toHaveTextContent('4% per month');
    expect(screen.getByTestId('disclosure-Annual interest rate')).toHaveTextContent('48% per year');
    expect(screen.getByTestId('disclosure-APR (annual percentage rate)')).toHaveTextContent('60.1%');
    expect(screen.getByTestId('disclosure-Total interest')).toHaveTextContent('GH₵720.00');
    expect(screen.getByTestId('disclosure-Total repayable')).toHaveTextContent('GH₵5,700.00');
    expect(screen.getByRole('region', { name: 'Repayment schedule' }).querySelectorAll('tbody tr')).toHaveLength(6);
    expect(screen.getByText(/penalty interest of 30% per annum/)).toBeInTheDocument();
  });

  it('needs the explicit acceptance before the order can be placed', async () => {
    const { user, onAcceptedChange, onMonthsChange } = renderCheckout();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /accept the 6-month plan: GH₵5,700.00 in total at an APR of 60.10%/ }));
    expect(onAcceptedChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('radio', { name: '5 months' }));
    expect(onMonthsChange).toHaveBeenCalledWith(5);
  });

  it('places the order once accepted', async () => {
    const { user, onSubmit } = renderCheckout({ accepted: true });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('asks again when the terms changed', () => {
    renderCheckout({ termsChanged: true });
    expect(screen.getByRole('alert')).toHaveTextContent('The terms changed since you saw them');
  });

  it('confirms the order as pending credit approval', () => {
    renderCheckout({ order: { id: 'o1', months: 6, subtotal: 498_000, totalRepayable: 570_000, instalmentAmount: 95_000 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order status: pending credit approval.');
  });

  it('an empty cart has nothing to check out', () => {
    renderCheckout({ items: [{ ...items[0], quantity: 0 }], subtotal: 0, quote: null });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });
});
