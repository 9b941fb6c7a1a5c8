import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CheckoutDisclosureQuoteDocument, PlaceBnplOrderDocument } from '../../gql/graphql';
import { useCart } from '../../lib/cart';
import { useSiteSettings } from '../../lib/site-settings';
import { CheckoutPage, termChanges, type PlacedOrder, type PriceChange, type TermsFigures } from './CheckoutPage';
import { EMPTY_DELIVERY, checkDelivery, isGhanaRegion, type DeliveryErrors, type DeliveryValues } from './delivery';

export const DEFAULT_PLAN_MONTHS = [5, 6];

/** Plan lengths from the public setting credit.bnpl_plan_months. */
export function planMonths(value: unknown): number[] {
  return Array.isArray(value) && value.length > 0 && value.every((month) => Number.isSafeInteger(month) && month > 0)
    ? (value as number[])
    : DEFAULT_PLAN_MONTHS;
}

type GraphQLErrorLike = { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown; field?: unknown } }> };

const DELIVERY_FIELD = /^(?:input\.)?delivery\.(region|address|gpsCode|phone)$/;

/** /checkout: plan choice, the disclosure for the cart subtotal, explicit acceptance, then the order. */
export default function CheckoutRoute() {
  const cart = useCart();
  const site = useSiteSettings();
  const options = planMonths(site.values.get('credit.bnpl_plan_months'));
  const [chosenMonths, setChosenMonths] = useState<number | null>(null);
  const months = chosenMonths !== null && options.includes(chosenMonths) ? chosenMonths : options[0];
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const [termsChanged, setTermsChanged] = useState(false);
  /** The terms a Place order was refused on (the server priced differently): the new quote is shown against them. */
  const [refused, setRefused] = useState<{ key: string; figures: TermsFigures } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [delivery, setDelivery] = useState<DeliveryValues>(EMPTY_DELIVERY);
  const [deliveryErrors, setDeliveryErrors] = useState<DeliveryErrors>({});

  const cartLines = cart.items.filter((item) => item.quantity > 0).map((item) => ({ productId: item.id, quantity: item.quantity }));
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);
  // The server prices the cart from today's catalogue: the cart may hold a price from the day the item was added.
  const { data, loading, error: quoteError, refetch } = useQuery(CheckoutDisclosureQuoteDocument, {
    // The region's delivery fee is part of the amount financed: the terms are priced again when it changes.
    variables: { input: { items: cartLines, months, region: isGhanaRegion(delivery.region) ? delivery.region : null } },
    skip: cartLines.length === 0 || order !== null,
    fetchPolicy: 'network-only',
  });
  const priced = data?.checkoutQuote ?? null;
  useEffect(() => {
    if (!priced) return;
    const held = new Map(cart.items.map((item) => [item.id, item]));
    const changes = priced.lines.flatMap((line) => {
      const item = held.get(line.productId);
      return item && item.price !== line.unitPrice ? [{ name: line.name, from: item.price, to: line.unitPrice }] : [];
    });
    if (changes.length === 0) return;
    setPriceChanges(changes);
    cart.reprice(new Map(priced.lines.map((line) => [line.productId, line.unitPrice])));
  }, [priced, cart.items, cart.reprice]);
  const quote = priced?.disclosure ?? null;
  // Acceptance belongs to the exact figures shown: a new quote needs a new tick.
  const quoteKey = quote ? `${quote.months}:${quote.principal}:${quote.totalRepayable}:${quote.aprBp}` : null;
  // Until a new quote arrives (the refresh failed, or is on its way), the refused terms cannot be accepted again: that
  // would only be refused again.
  const staleTerms = refused !== null && quoteKey === refused.key;
  const accepted = quoteKey !== null && acceptedFor === quoteKey && !staleTerms;
  const [placeOrder, { loading: submitting }] = useMutation(PlaceBnplOrderDocument);

  const submit = async () => {
    if (!quote || !accepted) return;
    setError(null);
    const checked = checkDelivery(delivery);
    if (!checked.ok) {
      setDeliveryErrors(checked.errors);
      return;
    }
    setDeliveryErrors({});
    try {
      const result = await placeOrder({
        variables: {
          input: {
            items: cartLines,
            months,
            acceptedDisclosure: { totalRepayable: quote.totalRepayable, aprBp: quote.aprBp },
            delivery: checked.input,
          },
        },
      });
      const placed = result.data?.checkout;
      if (!placed) throw new Error('no order returned');
      cart.clear();
      setTermsChanged(false);
      setRefused(null);
      setOrder({
        id: placed.id,
        months: placed.months,
        subtotal: placed.total,
        totalRepayable: placed.disclosure.totalRepayable,
        instalmentAmount: placed.disclosure.instalmentAmount,
      });
    } catch (caught) {
      const first = (caught as GraphQLErrorLike).errors?.[0];
      const field = typeof first?.extensions?.field === 'string' ? DELIVERY_FIELD.exec(first.extensions.field)?.[1] : undefined;
      if (first && field) {
        setDeliveryErrors({ [field]: first.message });
      } else if (first?.extensions?.code === 'CONFLICT' && /terms changed/i.test(first.message)) {
        // The server's answer replaces the terms shown: the cart and the disclosure take today's figures, and what
        // changed is said against the terms just refused.
        setAcceptedFor(null);
        setTermsChanged(true);
        setRefused({
          key: quoteKey!,
          figures: { principal: quote.principal, instalmentAmount: quote.instalmentAmount, totalRepayable: quote.totalRepayable, aprBp: quote.aprBp },
        });
        await refetch().catch(() => undefined);
      } else if (first?.extensions?.code === 'CONFLICT' || first?.extensions?.code === 'BAD_USER_INPUT' || first?.extensions?.code === 'NOT_FOUND') {
        setError(first.message);
      } else {
        setError('We could not place your order. Please check your connection and try again; your cart is kept.');
      }
    }
  };

  return (
    <CheckoutPage
      items={cart.items}
      subtotal={priced?.subtotal ?? cart.subtotal}
      pricing={
        priced
          ? { deliveryRegion: priced.deliveryRegion ?? null, deliveryFee: priced.deliveryFee ?? null, total: priced.total, deliveryWindow: priced.deliveryWindow, taxes: priced.taxes.text }
          : null
      }
      priceChanges={priceChanges}
      planOptions={options}
      months={months}
      onMonthsChange={(value) => {
        setChosenMonths(value);
        setTermsChanged(false);
        setRefused(null);
      }}
      quote={staleTerms ? null : quote}
      quoteLoading={loading}
      quoteError={
        quoteError
          ? ((quoteError as GraphQLErrorLike).errors?.[0]?.extensions?.code === 'BAD_USER_INPUT'
            ? (quoteError as GraphQLErrorLike).errors![0].message
            : 'We could not prepare the cost of credit. Please try again.')
          : null
      }
      accepted={accepted}
      onAcceptedChange={(value) => setAcceptedFor(value ? quoteKey : null)}
      onSubmit={() => void submit()}
      submitting={submitting}
      error={error}
      termsChanged={termsChanged}
      termChanges={refused && quote && !staleTerms ? termChanges(refused.figures, quote) : []}
      staleTerms={staleTerms}
      onReloadTerms={() => void refetch().catch(() => undefined)}
      order={order}
      delivery={delivery}
      onDeliveryChange={(values) => {
        setDelivery(values);
        setDeliveryErrors({});
      }}
      deliveryErrors={deliveryErrors}
    />
  );
}
