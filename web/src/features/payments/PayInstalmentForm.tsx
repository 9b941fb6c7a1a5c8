import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../gql/graphql';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../../lib/payment-labels';

export type AmountChoice = 'next' | 'overdue' | 'outstanding' | 'other';
export const ONLINE_METHODS: PaymentMethod[] = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'];
export const MIN_PAYMENT = 100;

export interface PayableAmountsView {
  nextInstalment: number;
  overdue: number;
  outstanding: number;
}

export interface PayInstalmentValues {
  amount: number;
  method: PaymentMethod;
  /** +233XXXXXXXXX; null for card. */
  phone: string | null;
}

export interface PaymentNextActionView {
  kind: 'redirect' | 'await_prompt';
  url?: string | null;
  displayText: string;
}

export interface PayInstalmentFormProps {
  loanLabel: string;
  amounts: PayableAmountsView | null;
  onSubmit: (values: PayInstalmentValues) => void;
  submitting?: boolean;
  error?: string | null;
  nextAction?: PaymentNextActionView | null;
}

/** '024 123 4567' → '+233241234567'; null when it is not a Ghana mobile number. */
export function ghanaMobile(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return `+233${digits.slice(1)}`;
  if (/^\+233\d{9}$/.test(digits)) return digits;
  return null;
}

export function PayInstalmentForm({ loanLabel, amounts, onSubmit, submitting = false, error, nextAction }: PayInstalmentFormProps) {
  const [choice, setChoice] = useState<AmountChoice>('next');
  const [other, setOther] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('mtn_momo');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; phone?: string }>({});

  const options: Array<{ value: AmountChoice; label: string; amount: number | null }> = [
    { value: 'next', label: 'Next instalment', amount: amounts?.nextInstalment ?? null },
    { value: 'overdue', label: 'All overdue', amount: amounts?.overdue ?? null },
    { value: 'outstanding', label: 'Full outstanding balance', amount: amounts?.outstanding ?? null },
    { value: 'other', label: 'Other amount', amount: null },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    const amount = choice === 'other' ? parseCedisToPesewas(other) : (options.find((option) => option.value === choice)?.amount ?? null);
    if (amount === null || amount < MIN_PAYMENT) nextErrors.amount = 'Enter an amount of at least GH₵1.00';
    else if (amounts && amount > amounts.outstanding) nextErrors.amount = `You owe ${formatCedis(amounts.outstanding)} at most`;
    const mobile = method === 'card' ? null : ghanaMobile(phone);
    if (method !== 'card' && mobile === null) nextErrors.phone = 'Enter your mobile money number, e.g. 024 123 4567';
    setErrors(nextErrors);
    if (nextErrors.amount || nextErrors.phone || amount === null) return;
    onSubmit({ amount, method, phone: mobile });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="pay-title" variant="h6" component="h2">
          Pay an instalment
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
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
        {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="pay-title">
          <FormControl error={Boolean(errors.amount)}>
            <FormLabel id="pay-amount-label">Amount</FormLabel>
            <RadioGroup aria-labelledby="pay-amount-label" value={choice} onChange={(event) => setChoice(event.target.value as AmountChoice)}>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  disabled={submitting || (option.amount !== null && option.amount <= 0)}
                  label={option.amount !== null ? `${option.label}: ${formatCedis(option.amount)}` : option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {choice === 'other' ? (
            <TextField
              label="Other amount (GH₵)"
              value={other}
              onChange={(event) => setOther(event.target.value)}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? 'At least GH₵1.00'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              disabled={submitting}
            />
          ) : errors.amount ? (
            <Typography color="error" variant="body2" role="alert">
              {errors.amount}
            </Typography>
          ) : null}
          <TextField select label="Pay with" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)} disabled={submitting}>
            {ONLINE_METHODS.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {method !== 'card' ? (
            <TextField
              label="Mobile money number"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={Boolean(errors.phone)}
              helperText={errors.phone ?? 'The number that will approve the payment'}
              disabled={submitting}
            />
          ) : null}
          <div>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Starting payment…' : 'Pay now'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default PayInstalmentForm;
