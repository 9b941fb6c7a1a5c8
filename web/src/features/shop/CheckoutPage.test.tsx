import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage';

const EARLY_REPAYMENT =
  'You may repay early at any time, in part or in full. To settle the loan early you pay the principal still owed, interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, never more than that instalment’s interest), any fees still owed, anything overdue with its penalty interest, and no early-settlement fee (Bank of Ghana rules cap any such fee at 0.25% of the original principal). A payment beyond what is due covers your next instalments in due order. You may instead choose to pay off principal early: that lowers the interest still to come, and you choose whether it shortens the loan or lowers the instalments.';

const quote: CreditDisclosureQuote = {
  principal: 498_000, months: 6, processingFee: 0, totalFees: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6010,
  totalInterest: 72_000, totalCostOfCredit: 72_000, totalRepayable: 570_000, instalmentAmount: 95_000, firstDueDate: '2026-04-21',
  method: 'reducing_balance', rateType: 'fixed', payee: 'The merchant, on the day we approve your order',
  earlyRepaymentPolicy: EARLY_REPAYMENT,
  latePaymentPolicy: 'A late instalment is charged penalty interest of 30% per annum on the overdue amount only, after a grace period of 5 days.',
  schedule: Array.from({ length: 6 }, (_, index) => ({
    number: index + 1, dueDate: `2026-0${index + 4}-21`, principal: 83_000, interest: 12_000, fee: 0, total: 95_000, balanceAfter: 498_000 - 83_000 * (index + 1),
  })),
};
const items = [
  { id: 'sofa', name: '3-Seater Fabric Sofa', price: 450_000, image_url: '/images/products/sofa.svg', quantity: 1 },
  { id: 'fan', name: '16-inch Standing Fan', price: 48_000, image_url: '/images/products/fan.svg', quantity: 1 },
];

function renderCheckout(props: Partial<CheckoutPageProps> = {}) {
  const handlers = { onMonthsChange: vi.fn(), onAcceptedChange: vi.fn(), onSubmit: vi.fn(), onDeliveryChange: vi.fn() };
  render(
    <MemoryRouter>
      <CheckoutPage
        items={items}
        subtotal={498_000}
        planOptions={[5, 6]}
        months={6}
        quote={quote}
        quoteLoading={false}
        accepted={false}
        delivery={{ region: 'ashanti', address: '', gpsCode: '', phone: '' }}
        pricing={{ deliveryRegion: 'ashanti', deliveryFee: 0, total: 498_000, deliveryWindow: '3–5 working days', taxes: 'Prices include VAT and levies' }}
        {...handlers}
        {...props}
      />
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
    expect(screen.getByTestId('disclosure-Nominal annual rate')).toHaveTextContent('48% per year');
    expect(screen.getByTestId('disclosure-Effective annual rate (APR)')).toHaveTextContent('60.1% per year, fees included');
    expect(screen.getByTestId('disclosure-Total interest')).toHaveTextContent('GH₵720.00');
    expect(screen.getByTestId('disclosure-Total repayable')).toHaveTextContent('GH₵5,700.00');
    expect(screen.getByRole('region', { name: 'Repayment schedule' }).querySelectorAll('tbody tr')).toHaveLength(6);
    expect(screen.getByText(/penalty interest of 30% per annum/)).toBeInTheDocument();
  });

  it('states the fixed rate, the method, who is paid and when, early repayment, and the schedule’s principal and balance (Act 1052)', () => {
    renderCheckout();
    expect(screen.getByTestId('disclosure-Rate type')).toHaveTextContent('Fixed for the whole term');
    expect(screen.getByTestId('disclosure-Interest method')).toHaveTextContent('Reducing balance: each month’s interest is on the principal still owed');
    expect(screen.getByTestId('disclosure-Who receives the money')).toHaveTextContent('The merchant, on the day we approve your order');
    expect(screen.getByRole('heading', { name: 'Repaying early' })).toBeInTheDocument();
    expect(screen.getByText(EARLY_REPAYMENT)).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Repayment schedule' });
    expect([...schedule.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['#', 'Due', 'Principal', 'Interest', 'Instalment', 'Balance after']);
    expect([...schedule.querySelectorAll('tbody tr')[0].querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1', '21 Apr 2026', 'GH₵830.00', 'GH₵120.00', 'GH₵950.00', 'GH₵4,150.00',
    ]);
  });

  it('needs the explicit acceptance before the order can be placed', async () => {
    const { user, onAcceptedChange, onMonthsChange } = renderCheckout();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /accept the 6-month plan: GH₵5,700.00 in total at an effective annual rate \(APR\) of 60.10%/ }));
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

  it('says which prices changed since the items went into the cart, before the terms are accepted', () => {
    renderCheckout({ priceChanges: [{ name: 'Microwave Oven (25 L)', from: 115_000, to: 129_000 }] });
    const note = screen.getByTestId('price-changes');
    expect(note).toHaveTextContent('A price changed since you added it to your cart:');
    expect(note).toHaveTextContent('Microwave Oven (25 L): GH₵1,150.00 → GH₵1,290.00');
    expect(note).toHaveTextContent('The subtotal and the cost of credit below are for today’s prices.');
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

  it('asks for the delivery address, an optional GhanaPost GPS code and a phone, and shows what is wrong with them', async () => {
    const { onDeliveryChange, user } = renderCheckout({ deliveryErrors: { phone: 'Enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.' } });
    expect(screen.getByRole('textbox', { name: /Delivery address/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'GhanaPost GPS code (optional)' })).not.toBeRequired();
    expect(screen.getByText('Enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'GhanaPost GPS code (optional)' }), 'g');
    expect(onDeliveryChange).toHaveBeenLastCalledWith({ region: 'ashanti', address: '', gpsCode: 'G', phone: '' });
  });

  it('shows the delivery fee of the region, the taxes included, the total financed and the delivery time', () => {
    renderCheckout({
      pricing: { deliveryRegion: 'ashanti', deliveryFee: 4_000, total: 502_000, deliveryWindow: '3–5 working days', taxes: 'Prices include VAT and levies of GH₵836.67 (20%)' },
    });
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('SubtotalGH₵4,980.00');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Delivery to AshantiGH₵40.00');
    expect(screen.getByTestId('checkout-taxes')).toHaveTextContent('TaxesPrices include VAT and levies of GH₵836.67 (20%)');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Total financedGH₵5,020.00');
    expect(screen.getByTestId('checkout-window')).toHaveTextContent('Expected delivery3–5 working days after you sign the credit agreement');
  });

  it('says free delivery and that prices include VAT and levies when no rate is set', () => {
    renderCheckout();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Delivery to AshantiFree');
    expect(screen.getByTestId('checkout-taxes')).toHaveTextContent('TaxesPrices include VAT and levies');
  });

  it('asks for the region first: the terms cannot be accepted before they include its delivery fee', async () => {
    const { user, onDeliveryChange } = renderCheckout({
      delivery: { region: '', address: '', gpsCode: '', phone: '' },
      pricing: { deliveryRegion: null, deliveryFee: null, total: 498_000, deliveryWindow: '3–5 working days', taxes: 'Prices include VAT and levies' },
    });
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('DeliveryChoose your region');
    expect(screen.getByTestId('choose-region')).toHaveTextContent('Choose your delivery region to see the delivery fee.');
    expect(screen.getByRole('checkbox', { name: /accept the 6-month plan/ })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Delivery region/ }), 'Volta');
    expect(onDeliveryChange).toHaveBeenLastCalledWith({ region: 'volta', address: '', gpsCode: '', phone: '' });
  });
});
