import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod, PrepaymentChoice } from '../../gql/graphql';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../../lib/payment-labels';
import { formatGhanaPhone, parseGhanaPhone, toE164 } from '../../lib/phone';
import { PaymentPreviewPanel, type PaymentPreviewView } from './PaymentPreviewPanel';
import { PayoffQuote, type SettlementQuoteView } from './PayoffQuote';

export type AmountChoice = 'next' | 'overdue' | 'payoff' | 'other';
export const ONLINE_METHODS = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'] as const satisfies readonly PaymentMethod[];
export const MIN_PAYMENT = 100;
/** How long the custom amount must stay unchanged before its preview is asked for (one request per pause in typing). */
export const PREVIEW_DELAY_MS = 400;

export const AMOUNT_LABELS: Record<AmountChoice, string> = {
  next: 'Next instalment',
  overdue: 'All overdue',
  payoff: 'Pay off my loan',
  other: 'Other amount',
};

export const PREPAYMENT_LABELS: Record<PrepaymentChoice, string> = {
  shorten: 'Shorten my loan',
  lower_instalment: 'Lower my instalments',
};

const PREPAYMENT_HINTS: Record<PrepaymentChoice, string> = {
  shorten: 'Same instalment, fewer instalments',
  lower_instalment: 'Same end date, smaller instalments',
};

export const EARLY_HINT = 'Off: the money covers your next instalments in order. On: anything beyond what is due now lowers your principal and the interest still to come.';

export interface PayableAmountsView {
  nextInstalment: number;
  overdue: number;
  /** Today's early-settlement amount (what pays the loan off today). */
  outstanding: number;
}

export interface PayInstalmentValues {
  amount: number;
  method: PaymentMethod;
  /** +233XXXXXXXXX; null for card. */
  phone: string | null;
  /** Null: the money covers instalments in due order; a choice: "pay off principal early", re-drawn this way. */
  prepayment: PrepaymentChoice | null;
  /** Paying the payoff quote (the amount is the quote's). */
  settle: boolean;
}

/** An amount about to be paid: the server previews what it covers (and, paying off principal early, the new schedule). */
export interface PreviewRequest {
  amount: number;
  prepayment: PrepaymentChoice | null;
}

export interface PaymentNextActionView {
  kind: 'redirect' | 'await_prompt';
  url?: string | null;
  displayText: string;
}

export interface PayInstalmentFormProps {
  loanLabel: string;
  /** The phone on the customer's profile: the mobile money number starts as it when it is a Ghana mobile number. */
  defaultPhone?: string | null;
  amounts: PayableAmountsView | null;
  onSubmit: (values: PayInstalmentValues) => void;
  submitting?: boolean;
  error?: string | null;
  nextAction?: PaymentNextActionView | null;
  /** Told when the amount choice changes (the route loads the payoff quote for 'payoff'). */
  onChoiceChange?: (choice: AmountChoice) => void;
  quote?: SettlementQuoteView | null;
  quoteLoading?: boolean;
  quoteError?: string | null;
  /** Told (after a pause in typing) which amount to preview (every choice but the payoff quote); null when none. */
  onPreviewChange?: (request: PreviewRequest | null) => void;
  preview?: PaymentPreviewView | null;
  previewLoading?: boolean;
  previewError?: string | null;
}

/** '024 123 4567' → '+233241234567'; null when it is not a number on a Ghana mobile network (lib/phone). */
export function ghanaMobile(text: string): string | null {
  return toE164(text, 'mobile');
}

export const payFormSchema = z
  .object({
    choice: z.enum(['next', 'overdue', 'payoff', 'other']),
    other: z.string().trim(),
    prepayment: z.enum(['shorten', 'lower_instalment']),
    /** "Pay off principal early" (only with another amount): off, the money covers the next instalments. */
    early: z.boolean(),
    method: z.enum(ONLINE_METHODS),
    phone: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.choice === 'other') {
      const amount = parseCedisToPesewas(values.other);
      if (amount === null || amount < MIN_PAYMENT) context.addIssue({ code: 'custom', path: ['other'], message: 'Enter an amount of at least GH₵1.00' });
    }
    if (values.method !== 'card') {
      const parsed = values.phone === '' ? null : parseGhanaPhone(values.phone, 'mobile');
      if (!parsed?.ok) context.addIssue({ code: 'custom', path: ['phone'], message: parsed ? parsed.message : 'Enter your mobile money number, e.g. 024 123 4567' });
    }
  });
export type PayFormValues = z.input<typeof payFormSchema>;

/** The amount to preview (what it covers is said before paying); the payoff quote has its own breakdown. */
function previewRequestOf(choice: AmountChoice, other: string, early: boolean, prepayment: PrepaymentChoice, amounts: PayableAmountsView | null): PreviewRequest | null {
  if (choice === 'payoff' || !amounts) return null;
  const amount = choice === 'next' ? amounts.nextInstalment : choice === 'overdue' ? amounts.overdue : parseCedisToPesewas(other);
  if (amount === null || amount < MIN_PAYMENT || amount > amounts.outstanding) return null;
  return { amount, prepayment: choice === 'other' && early ? prepayment : null };
}

export function PayInstalmentForm({
  loanLabel,
  defaultPhone = null,
  amounts,
  onSubmit,
  submitting = false,
  error,
  nextAction,
  onChoiceChange,
  quote = null,
  quoteLoading = false,
  quoteError = null,
  onPreviewChange,
  preview = null,
  previewLoading = false,
  previewError = null,
}: PayInstalmentFormProps) {
  const { control, handleSubmit, setError, formState, getValues, setValue } = useForm<PayFormValues>({
    resolver: zodResolver(payFormSchema),
    defaultValues: { choice: 'next', other: '', prepayment: 'shorten', early: false, method: 'mtn_momo', phone: '' },
  });
  // The profile may arrive after the form: fill the number in only while the customer has not typed one.
  useEffect(() => {
    if (!defaultPhone || getValues('phone') !== '' || !parseGhanaPhone(defaultPhone, 'mobile').ok) return;
    setValue('phone', formatGhanaPhone(defaultPhone));
  }, [defaultPhone, getValues, setValue]);
  const [choice, other, prepayment, early, method] = useWatch({ control, name: ['choice', 'other', 'prepayment', 'early', 'method'] });
  const request = useMemo(() => previewRequestOf(choice, other, early, prepayment, amounts), [choice, other, early, prepayment, amounts]);
  const requestKey = request ? `${request.amount}:${request.prepayment ?? ''}` : '';
  // A preview is shown only for the amount and choice on screen (never a previous one while the next loads).
  const previewFresh = request !== null && preview !== null && !previewLoading && preview.amount === request.amount && preview.prepayment === request.prepayment;
  const previewShown = previewFresh;

  useEffect(() => {
    onChoiceChange?.(choice);
  }, [choice, onChoiceChange]);

  useEffect(() => {
    if (!onPreviewChange) return undefined;
    if (!requestKey) {
      onPreviewChange(null);
      return undefined;
    }
    const [amount, choice] = requestKey.split(':');
    const timer = setTimeout(() => onPreviewChange({ amount: Number(amount), prepayment: choice ? (choice as PrepaymentChoice) : null }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requestKey, onPreviewChange]);

  const options: Array<{ value: AmountChoice; amount: number | null; hidden?: boolean }> = [
    { value: 'next', amount: amounts?.nextInstalment ?? null },
    { value: 'overdue', amount: amounts?.overdue ?? null, hidden: !amounts || amounts.overdue <= 0 },
    { value: 'payoff', amount: quote?.amount ?? amounts?.outstanding ?? null },
    { value: 'other', amount: null },
  ];

  const submit = handleSubmit((values) => {
    let amount: number | null;
    let settle = false;
    if (values.choice === 'payoff') {
      if (!quote) {
        setError('choice', { message: 'Your payoff amount is still being worked out. Please wait a moment.' });
        return;
      }
      amount = quote.amount;
      settle = true;
    } else if (values.choice === 'other') {
      amount = parseCedisToPesewas(values.other);
      if (amount !== null && amounts && amount > amounts.outstanding) {
        setError('other', { message: `Paying ${formatCedis(amounts.outstanding)} today pays off your loan; enter that or less` });
        return;
      }
      settle = Boolean(previewFresh && preview?.settles);
    } else {
      amount = options.find((option) => option.value === values.choice)?.amount ?? null;
    }
    if (amount === null || amount < MIN_PAYMENT) {
      setError('choice', { message: 'Enter an amount of at least GH₵1.00' });
      return;
    }
    const prepaying = values.choice === 'other' && values.early && !settle;
    onSubmit({ amount, method: values.method, phone: values.method === 'card' ? null : ghanaMobile(values.phone), prepayment: prepaying ? values.prepayment : null, settle });
  });


  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="pay-title" variant="h6" component="h2">
          Pay an instalment
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {loanLabel}
        </Typography>
        {nextAction ? (
          <Alert
            severity="info"
            role="status"
            sx={{ mb: 2 }}
            action={
              nextAction.kind === 'redirect' && nextAction.url ? (
                <Button color="inherit" href={nextAction.url}>
                  Continue
                </Button>
              ) : undefined
            }
          >
            {nextAction.kind === 'await_prompt' ? `${nextAction.displayText} Approve the prompt on your phone to finish.` : nextAction.displayText}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-labelledby="pay-title">
          <Controller
            control={control}
            name="choice"
            render={({ field }) => (
              <FormControl error={Boolean(formState.errors.choice)}>
                <FormLabel id="pay-amount-label">Amount</FormLabel>
                <RadioGroup aria-labelledby="pay-amount-label" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  {options
                    .filter((option) => !option.hidden)
                    .map((option) => (
                      <FormControlLabel
                        key={option.value}
                        value={option.value}
                        control={<Radio />}
                        disabled={submitting || (option.amount !== null && option.amount <= 0)}
                        label={option.amount !== null ? `${AMOUNT_LABELS[option.value]}: ${formatCedis(option.amount)}` : AMOUNT_LABELS[option.value]}
                      />
                    ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {formState.errors.choice ? (
            <Typography color="error" variant="body2" role="alert">
              {formState.errors.choice.message}
            </Typography>
          ) : null}
          {choice === 'payoff' ? <PayoffQuote quote={quote} loading={quoteLoading} error={quoteError} /> : null}
          {choice === 'other' ? (
            <Controller
              control={control}
              name="other"
              render={({ field }) => (
                <TextField
                  {...field}
                  label="Other amount (GH₵)"
                  error={Boolean(formState.errors.other)}
                  helperText={formState.errors.other?.message ?? 'At least GH₵1.00'}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  disabled={submitting}
                />
              )}
            />
          ) : null}
          {choice === 'other' && !(previewShown && preview.settles) ? (
            <Controller
              control={control}
              name="early"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={submitting} />}
                  label={
                    <span>
                      Pay off principal early
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {EARLY_HINT}
                      </Typography>
                    </span>
                  }
                />
              )}
            />
          ) : null}
          {request?.prepayment && !(previewShown && preview.settles) ? (
            <Controller
              control={control}
              name="prepayment"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="pay-prepayment-label">How should we re-draw your schedule?</FormLabel>
                  <RadioGroup aria-labelledby="pay-prepayment-label" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                    {(Object.keys(PREPAYMENT_LABELS) as PrepaymentChoice[]).map((value) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        control={<Radio />}
                        disabled={submitting}
                        label={
                          <span>
                            {PREPAYMENT_LABELS[value]}
                            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                              {PREPAYMENT_HINTS[value]}
                            </Typography>
                          </span>
                        }
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          ) : null}
          {request ? (
            <Box aria-live="polite">
              {previewError ? (
                <Alert severity="warning">{previewError}</Alert>
              ) : previewShown ? (
                <PaymentPreviewPanel preview={preview} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {request.prepayment ? 'Working out your new schedule…' : 'Working out what this payment covers…'}
                </Typography>
              )}
            </Box>
          ) : null}
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <TextField select label="Pay with" {...field} disabled={submitting}>
                {ONLINE_METHODS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {method !== 'card' ? (
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <TextField
                  {...field}
                  label="Mobile money number"
                  type="tel"
                  autoComplete="tel"
                  error={Boolean(formState.errors.phone)}
                  helperText={formState.errors.phone?.message ?? 'The number that will approve the payment'}
                  disabled={submitting}
                />
              )}
            />
          ) : null}
          <div>
            <Button type="submit" variant="contained" disabled={submitting || (choice === 'payoff' && !quote)}>
              {submitting ? 'Starting payment…' : 'Pay now'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default PayInstalmentForm;
