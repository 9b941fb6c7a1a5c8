import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { CheckoutDisclosureQuoteDocument, PlaceBnplOrderDocument } from '../../gql/graphql';
import { getCartStore } from '../../lib/cart';
import CheckoutRoute from './CheckoutRoute';

const MICROWAVE = { id: '0b1c7a52-7f7e-4f0e-9a51-3f0c9c2b1a01', name: 'Microwave Oven (25 L)', image_url: '/images/products/microwave.svg' };
const OLD_PRICE = 115_000;
const NEW_PRICE = 129_000;
const MONTHS = 5;

/** The disclosure the server answers for a cart of one microwave at `price` (figures as the engine prices them). */
function priced(price: number, totalRepayable: number, aprBp: number, region: 'greater_accra' | null = 'greater_accra') {
  const instalment = Math.round(totalRepayable / MONTHS);
  return {
    checkoutQuote: {
      __typename: 'CheckoutQuote' as const,
      subtotal: price,
      // Delivery to Greater Accra is free (the seeded fees): the total is the price.
      deliveryRegion: region,
      deliveryFee: region === null ? null : 0,
      total: price,
      deliveryWindow: '3–5 working days',
      taxes: { __typename: 'CheckoutTaxes' as const, text: 'Prices include VAT and levies' },
      lines: [{ __typename: 'OrderItem' as const, productId: MICROWAVE.id, name: MICROWAVE.name, unitPrice: price, quantity: 1, lineTotal: price }],
      disclosure: {
        __typename: 'CreditQuote' as const,
        principal: price, months: MONTHS, processingFee: 0, upfrontFee: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp,
        effectiveAnnualRateBp: aprBp, totalInterest: totalRepayable - price, totalFees: 0, totalCostOfCredit: totalRepayable - price, totalRepayable,
        instalmentAmount: instalment, firstDueDate: '2026-04-21', latePaymentPolicy: 'A late instalment is charged penalty interest.',
        method: 'reducing_balance', rateType: 'fixed' as const, product: 'bnpl' as const, payee: 'The merchant', earlySettlementFeeBp: 0,
        earlySettlementFeeCapBp: 25, earlySettlementFee: 0, earlyRepaymentPolicy: 'You may repay early at any time.',
        schedule: Array.from({ length: MONTHS }, (_, index) => ({
          __typename: 'ScheduleRow' as const, number: index + 1, dueDate: `2026-0${index + 4}-21`, principal: price / MONTHS, interest: 0, fee: 0, total: instalment, balanceAfter: 0,
        })),
      },
    },
  };
}

const quoteRequest = { query: CheckoutDisclosureQuoteDocument, variables: { input: { items: [{ productId: MICROWAVE.id, quantity: 1 }], months: MONTHS, region: 'greater_accra' } } };
/** Before a region is chosen the goods alone are priced. */
const firstQuote = (price: number, totalRepayable: number, aprBp: number): MockedResponse => ({
  request: { query: CheckoutDisclosureQuoteDocument, variables: { input: { items: [{ productId: MICROWAVE.id, quantity: 1 }], months: MONTHS, region: null } } },
  result: { data: priced(price, totalRepayable, aprBp, null) },
});
const orderRequest = (totalRepayable: number, aprBp: number) => ({
  query: PlaceBnplOrderDocument,
  variables: {
    input: {
      items: [{ productId: MICROWAVE.id, quantity: 1 }],
      months: MONTHS,
      acceptedDisclosure: { totalRepayable, aprBp },
      delivery: { region: 'greater_accra', address: 'House 4, Kanda Estates Road, Accra', gpsCode: null, phone: '+233245550101' },
    },
  },
});

afterEach(() => getCartStore().clear());

describe('CheckoutRoute', () => {
  it('a price raised while checkout is open: Place order is refused once, the cart and disclosure take the server’s new terms, and the order goes through on them', async () => {
    getCartStore().clear();
    getCartStore().addItem({ ...MICROWAVE, price: OLD_PRICE });
    const mocks: MockedResponse[] = [
      // The page opens on the price the cart holds.
      firstQuote(OLD_PRICE, 131_400, 6010),
      { request: quoteRequest, result: { data: priced(OLD_PRICE, 131_400, 6010) } },
      // Meanwhile an admin raises the price: the order on the old terms is refused...
      {
        request: orderRequest(131_400, 6010),
        result: { errors: [new GraphQLError('The price or terms changed; please review the new disclosure.', { extensions: { code: 'CONFLICT' } })] },
      },
      // ...and the server's answer now is the new price.
      { request: quoteRequest, result: { data: priced(NEW_PRICE, 147_300, 6010) } },
      {
        request: orderRequest(147_300, 6010),
        result: {
          data: {
            checkout: {
              __typename: 'Order' as const, id: 'order-1', status: 'pending_approval' as const, subtotal: NEW_PRICE, total: NEW_PRICE, months: MONTHS,
              disclosure: { __typename: 'CreditQuote' as const, totalRepayable: 147_300, aprBp: 6010, instalmentAmount: 29_460 },
            },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CheckoutRoute />
        </MemoryRouter>
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Delivery region/ }), 'Greater Accra');
    await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), 'House 4, Kanda Estates Road, Accra');
    await user.type(screen.getByRole('textbox', { name: /Phone for delivery/ }), '024 555 0101');
    await user.click(await screen.findByRole('checkbox', { name: /accept the 5-month plan: GH₵1,314\.00 in total/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    // Told what changed (old → new), with the new disclosure to accept; the old acceptance no longer counts.
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms changed since you saw them');
    const changed = await screen.findByTestId('price-changes');
    expect(changed).toHaveTextContent('Microwave Oven (25 L): GH₵1,150.00 → GH₵1,290.00');
    // ...and what that does to the terms, against the ones just refused.
    expect(within(screen.getByRole('list', { name: 'What changed' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Amount financed: GH₵1,150.00 → GH₵1,290.00',
      'Monthly instalment: GH₵262.80 → GH₵294.60',
      'Total repayable: GH₵1,314.00 → GH₵1,473.00',
    ]);
    expect(screen.getByTestId('disclosure-Total repayable')).toHaveTextContent('GH₵1,473.00');
    expect(screen.getByRole('region', { name: 'Your items' })).toHaveTextContent('1 × GH₵1,290.00');
    const accept = screen.getByRole('checkbox', { name: /accept the 5-month plan: GH₵1,473\.00 in total/ });
    expect(accept).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(getCartStore().getSnapshot()[0].price).toBe(NEW_PRICE);

    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText(/^GH₵1,290\.00 over 5 months/)).toBeInTheDocument();
    await waitFor(() => expect(getCartStore().getSnapshot()).toEqual([]));
  }, 30_000);
});

const conflict = { errors: [new GraphQLError('The price or terms changed; please review the new disclosure.', { extensions: { code: 'CONFLICT' } })] };
const placed = (subtotal: number, totalRepayable: number, aprBp: number) => ({
  data: {
    checkout: {
      __typename: 'Order' as const, id: 'order-1', status: 'pending_approval' as const, subtotal, total: subtotal, months: MONTHS,
      disclosure: { __typename: 'CreditQuote' as const, totalRepayable, aprBp, instalmentAmount: Math.round(totalRepayable / MONTHS) },
    },
  },
});

async function openCheckout(mocks: MockedResponse[]) {
  getCartStore().clear();
  getCartStore().addItem({ ...MICROWAVE, price: OLD_PRICE });
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <CheckoutRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: /Delivery region/ }), 'Greater Accra');
  await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), 'House 4, Kanda Estates Road, Accra');
  await user.type(screen.getByRole('textbox', { name: /Phone for delivery/ }), '024 555 0101');
  await user.click(await screen.findByRole('checkbox', { name: /accept the 5-month plan: GH₵1,314\.00 in total/ }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  return user;
}

describe('CheckoutRoute when the terms change under an open checkout', () => {
  it('a new rate at the same price: says which figures changed, and the order goes through on the new terms', async () => {
    const user = await openCheckout([
      firstQuote(OLD_PRICE, 131_400, 6010),
      { request: quoteRequest, result: { data: priced(OLD_PRICE, 131_400, 6010) } },
      { request: orderRequest(131_400, 6010), result: conflict },
      { request: quoteRequest, result: { data: priced(OLD_PRICE, 134_200, 6720) } },
      { request: orderRequest(134_200, 6720), result: placed(OLD_PRICE, 134_200, 6720) },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The terms changed since you saw them');
    const changes = await screen.findByRole('list', { name: 'What changed' });
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monthly instalment: GH₵262.80 → GH₵268.40',
      'Total repayable: GH₵1,314.00 → GH₵1,342.00',
      'Effective annual rate (APR): 60.10% → 67.20%',
    ]);
    // No price moved: no price note.
    expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /accept the 5-month plan: GH₵1,342\.00 in total at an effective annual rate \(APR\) of 67\.20%/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
  }, 30_000);

  it('the new terms do not load: the refused ones cannot be accepted again until they do, then the order goes through', async () => {
    const user = await openCheckout([
      firstQuote(OLD_PRICE, 131_400, 6010),
      { request: quoteRequest, result: { data: priced(OLD_PRICE, 131_400, 6010) } },
      { request: orderRequest(131_400, 6010), result: conflict },
      { request: quoteRequest, error: new Error('Failed to fetch') },
      { request: quoteRequest, result: { data: priced(NEW_PRICE, 147_300, 6010) } },
      { request: orderRequest(147_300, 6010), result: placed(NEW_PRICE, 147_300, 6010) },
    ]);
    expect(await screen.findByText(/The terms you accepted are no longer offered, and the new ones could not be loaded/)).toBeInTheDocument();
    // Never the refused disclosure to accept again (that would only be refused again: the loop).
    expect(screen.queryByTestId('disclosure-Total repayable')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /accept the plan/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Load the new terms' }));
    expect(await screen.findByTestId('disclosure-Total repayable')).toHaveTextContent('GH₵1,473.00');
    expect(screen.getByTestId('price-changes')).toHaveTextContent('Microwave Oven (25 L): GH₵1,150.00 → GH₵1,290.00');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /accept the 5-month plan: GH₵1,473\.00 in total/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
  }, 30_000);
});
