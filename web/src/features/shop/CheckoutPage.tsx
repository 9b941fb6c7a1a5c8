import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { paths } from '../../lib/paths';
import { CreditDisclosure, type CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import type { CartItem } from '../../lib/cart';
import { formatCedis } from '../../lib/money';
import type { DeliveryErrors, DeliveryValues } from './delivery';
import { GHANA_REGION_LABELS, GHANA_REGION_OPTIONS, type GhanaRegion } from '../../lib/ghana-regions';

export const ORDER_PENDING_TEXT = 'pending credit approval';
export const TERMS_CHANGED_TEXT = 'The terms changed since you saw them. Please review the new disclosure below and accept it again.';
export const CHOOSE_REGION_TEXT = 'Choose your delivery region to see the delivery fee. It is part of the amount your plan finances.';
export const STALE_TERMS_TEXT =
  'The terms you accepted are no longer offered, and the new ones could not be loaded. Check your connection and load them before you accept.';

export interface PlacedOrder {
  id: string;
  months: number;
  /** The amount financed: the goods and their delivery. */
  subtotal: number;
  totalRepayable: number;
  instalmentAmount: number;
}

/** A cart line whose price changed in the shop since it was added (pesewas). */
export interface PriceChange {
  name: string;
  from: number;
  to: number;
}

/** The figures a customer accepts: what a refused Place order is compared on. */
export interface TermsFigures {
  principal: number;
  instalmentAmount: number;
  totalRepayable: number;
  aprBp: number;
}

/** One figure of the terms that differs between the ones refused and the ones offered now, as shown. */
export interface TermChange {
  label: string;
  from: string;
  to: string;
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** What differs between the terms the customer accepted and the ones the server offers now, in reading order. */
export function termChanges(before: TermsFigures, after: TermsFigures): TermChange[] {
  const rows: Array<[string, number, number, (value: number) => string]> = [
    ['Amount financed', before.principal, after.principal, formatCedis],
    ['Monthly instalment', before.instalmentAmount, after.instalmentAmount, formatCedis],
    ['Total repayable', before.totalRepayable, after.totalRepayable, formatCedis],
    ['Effective annual rate (APR)', before.aprBp, after.aprBp, percent],
  ];
  return rows.filter(([, from, to]) => from !== to).map(([label, from, to, show]) => ({ label, from: show(from), to: show(to) }));
}

/** What the server priced beyond the items: delivery to the chosen region, the total financed, taxes, delivery time. */
export interface CheckoutPricing {
  deliveryRegion: GhanaRegion | null;
  /** Pesewas (may be 0); null until a region is chosen. */
  deliveryFee: number | null;
  total: number;
  deliveryWindow: string;
  /** "Prices include VAT and levies …" as the server words it. */
  taxes: string;
}

export interface CheckoutPageProps {
  items: readonly CartItem[];
  subtotal: number;
  pricing?: CheckoutPricing | null;
  /** Lines repriced from the shop since they went into the cart: said before the customer accepts the terms. */
  priceChanges?: readonly PriceChange[];
  planOptions: readonly number[];
  months: number;
  onMonthsChange: (months: number) => void;
  quote: CreditDisclosureQuote | null;
  quoteLoading: boolean;
  quoteError?: string | null;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onSubmit: () => void;
  submitting?: boolean;
  error?: string | null;
  termsChanged?: boolean;
  /** After a refused Place order: each figure of the new terms that differs from the ones accepted. */
  termChanges?: readonly TermChange[];
  /** The refused terms are all there is (the new ones did not load): nothing can be accepted until they do. */
  staleTerms?: boolean;
  onReloadTerms?: () => void;
  order?: PlacedOrder | null;
  delivery: DeliveryValues;
  onDeliveryChange: (values: DeliveryValues) => void;
  deliveryErrors?: DeliveryErrors;
}

export function CheckoutPage({
  items, subtotal, pricing = null, priceChanges = [], planOptions, months, onMonthsChange, quote, quoteLoading, quoteError, accepted, onAcceptedChange, onSubmit,
  submitting = false, error, termsChanged = false, termChanges: changes = [], staleTerms = false, onReloadTerms, order, delivery, onDeliveryChange,
  deliveryErrors = {},
}: CheckoutPageProps) {
  if (order) {
    return (
      <PageContainer title="Order placed" maxWidth="md">
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CheckCircleOutlined color="success" aria-hidden="true" />
                <Typography variant="h6" component="h2">
                  Thank you. Your order is {ORDER_PENDING_TEXT}.
                </Typography>
              </Stack>
              <Typography role="status">
                Order status: <strong>{ORDER_PENDING_TEXT}</strong>. We will notify you when our credit team has decided, usually within 24-48 hours.
              </Typography>
              <Typography color="text.secondary">
                {formatCedis(order.subtotal)} over {order.months} months: {formatCedis(order.instalmentAmount)} a month,{' '}
                {formatCedis(order.totalRepayable)} in total.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button component={RouterLink} to={paths.order(order.id)} variant="contained">
                  View my order
                </Button>
                <Button component={RouterLink} to={paths.dashboard}>
                  Go to dashboard
                </Button>
                <Button component={RouterLink} to={paths.shop}>
                  Continue shopping
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </PageContainer>
    );
  }

  const lines = items.filter((item) => item.quantity > 0);
  // The terms can be accepted once they include the delivery fee of the chosen region.
  const regionPriced = pricing !== null && pricing.deliveryFee !== null && pricing.deliveryRegion === (delivery.region || null);
  if (lines.length === 0) {
    return (
      <PageContainer title="Checkout" maxWidth="md">
        <Typography sx={{ mb: 2 }}>Your cart is empty</Typography>
        <Button component={RouterLink} to={paths.shop} variant="contained">
          Go to the shop
        </Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer title="Checkout" subtitle="Choose your plan, read the cost of credit, and accept it to place your order." maxWidth="lg">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="checkout-items">
            <CardContent>
              <Typography id="checkout-items" variant="h6" component="h2" gutterBottom>
                Your items
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Order lines">
                {lines.map((item) => (
                  <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Box component="img" src={item.image_url} alt="" sx={{ width: 48, height: 48, objectFit: 'contain', flexShrink: 0 }} />
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.quantity} × {formatCedis(item.price)}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatCedis(item.price * item.quantity)}</Typography>
                  </Stack>
                ))}
              </Stack>
              <Stack component="dl" spacing={0.75} sx={{ mt: 2, mb: 0 }} aria-label="Order total">
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="checkout-subtotal">
                  <Typography component="dt">Subtotal</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>{formatCedis(subtotal)}</Typography>
                </Stack>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="checkout-delivery">
                  <Typography component="dt">{pricing?.deliveryRegion ? `Delivery to ${GHANA_REGION_LABELS[pricing.deliveryRegion]}` : 'Delivery'}</Typography>
                  <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                    {pricing?.deliveryFee == null ? 'Choose your region' : pricing.deliveryFee === 0 ? 'Free' : formatCedis(pricing.deliveryFee)}
                  </Typography>
                </Stack>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="checkout-taxes">
                  <Typography component="dt">Taxes</Typography>
                  <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>{pricing?.taxes ?? 'Prices include VAT and levies'}</Typography>
                </Stack>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="checkout-total">
                  <Typography component="dt" sx={{ fontWeight: 600 }}>Total financed</Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{formatCedis(pricing?.total ?? subtotal)}</Typography>
                </Stack>
                {pricing?.deliveryWindow ? (
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }} data-testid="checkout-window">
                    <Typography component="dt">Expected delivery</Typography>
                    <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>{pricing.deliveryWindow} after you sign the credit agreement</Typography>
                  </Stack>
                ) : null}
              </Stack>
              {lines.length < items.length ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Items with quantity 0 are left out of the order.
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
                Delivery details
              </Typography>
              <TextField
                select
                label="Delivery region"
                required
                value={delivery.region}
                onChange={(event) => onDeliveryChange({ ...delivery, region: event.target.value })}
                error={Boolean(deliveryErrors.region)}
                helperText={deliveryErrors.region ?? 'The delivery fee depends on the region'}
                disabled={submitting}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Choose a region</option>
                {GHANA_REGION_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </TextField>
              <TextField
                label="Delivery address"
                required
                multiline
                minRows={2}
                value={delivery.address}
                onChange={(event) => onDeliveryChange({ ...delivery, address: event.target.value })}
                error={Boolean(deliveryErrors.address)}
                helperText={deliveryErrors.address ?? 'House number, street, area and town'}
                disabled={submitting}
                slotProps={{ htmlInput: { maxLength: 300, autoComplete: 'street-address' } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="GhanaPost GPS code (optional)"
                  value={delivery.gpsCode}
                  onChange={(event) => onDeliveryChange({ ...delivery, gpsCode: event.target.value.toUpperCase() })}
                  error={Boolean(deliveryErrors.gpsCode)}
                  helperText={deliveryErrors.gpsCode ?? 'e.g. GA-123-4567'}
                  disabled={submitting}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 20 } }}
                />
                <TextField
                  label="Phone for delivery"
                  required
                  type="tel"
                  value={delivery.phone}
                  onChange={(event) => onDeliveryChange({ ...delivery, phone: event.target.value })}
                  error={Boolean(deliveryErrors.phone)}
                  helperText={deliveryErrors.phone ?? 'e.g. 024 123 4567'}
                  disabled={submitting}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'tel', inputMode: 'tel' } }}
                />
              </Stack>
            </Stack>
            <FormControl>
              <FormLabel id="plan-label">Repayment plan</FormLabel>
              <RadioGroup row aria-labelledby="plan-label" value={String(months)} onChange={(event) => onMonthsChange(Number(event.target.value))}>
                {planOptions.map((option) => (
                  <FormControlLabel key={option} value={String(option)} control={<Radio />} label={`${option} months`} disabled={submitting} />
                ))}
              </RadioGroup>
            </FormControl>
            {priceChanges.length > 0 ? (
              <Alert severity="info" role="status" data-testid="price-changes">
                {priceChanges.length === 1 ? 'A price changed since you added it to your cart:' : 'Prices changed since you added them to your cart:'}
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {priceChanges.map((change) => (
                    <li key={change.name}>
                      {change.name}: {formatCedis(change.from)} → {formatCedis(change.to)}
                    </li>
                  ))}
                </Box>
                The subtotal and the cost of credit below are for today’s prices.
              </Alert>
            ) : null}
            {termsChanged ? (
              <Alert severity="warning" role="alert">
                {TERMS_CHANGED_TEXT}
                {changes.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label="What changed">
                    {changes.map((change) => (
                      <li key={change.label}>
                        {change.label}: {change.from} → {change.to}
                      </li>
                    ))}
                  </Box>
                ) : null}
              </Alert>
            ) : null}
            {staleTerms && !quoteLoading ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={onReloadTerms}>
                    Load the new terms
                  </Button>
                }
              >
                {STALE_TERMS_TEXT}
              </Alert>
            ) : quoteError ? (
              <Alert severity="error" role="alert">{quoteError}</Alert>
            ) : null}
            {quote && pricing?.deliveryFee == null ? (
              <Alert severity="info" data-testid="choose-region">{CHOOSE_REGION_TEXT}</Alert>
            ) : null}
            {quote ? (
              <Card variant="outlined">
                <CardContent>
                  <CreditDisclosure quote={quote} title="Cost of credit disclosure" product="bnpl" />
                </CardContent>
              </Card>
            ) : quoteLoading ? (
              <LoadingSpinner message="Preparing your cost-of-credit disclosure..." />
            ) : null}
            {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
            <FormControlLabel
              control={<Checkbox checked={accepted} onChange={(event) => onAcceptedChange(event.target.checked)} disabled={!quote || !regionPriced || submitting} />}
              label={
                quote
                  ? `I have read the cost of credit disclosure and accept the ${quote.months}-month plan: ${formatCedis(quote.totalRepayable)} in total at an effective annual rate (APR) of ${(quote.aprBp / 100).toFixed(2)}%.`
                  : 'I have read the cost of credit disclosure and accept the plan.'
              }
            />
            <Box>
              <Button variant="contained" size="large" onClick={onSubmit} disabled={!quote || !regionPriced || !accepted || submitting || quoteLoading}>
                {submitting ? 'Placing order…' : 'Place order'}
              </Button>
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}

export default CheckoutPage;
