// Record a payment received outside the system: fill the form, then confirm the summary before money is booked.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchPaymentCustomersDocument, type PaymentMethod } from '../../gql/graphql';
import { formatCedis, parseCedisToPesewas } from '../../../../lib/money';
import { ConfirmDialog } from '../../shared';
import { PAYMENT_METHOD_LABELS } from './labels';

const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];

const schema = z.object({
  customerId: z.string().trim().min(1, 'Choose the paying customer'),
  customerLabel: z.string(),
  amount: z
    .string()
    .trim()
    .refine((text) => (parseCedisToPesewas(text) ?? 0) > 0, 'Enter an amount in GH₵ greater than 0, with at most 2 decimals'),
  method: z.enum(METHODS as [PaymentMethod, ...PaymentMethod[]], { message: 'Choose how the customer paid' }),
  reference: z.string().trim().min(3, 'Enter the MoMo transaction id, bank reference or receipt number').max(100),
  note: z.string().trim().max(500, 'At most 500 characters'),
});
export type RecordPaymentValues = z.infer<typeof schema>;

export interface ManualPayment {
  userId: string;
  customerLabel: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  note: string | null;
}

export interface RecordPaymentDialogProps {
  open: boolean;
  /** With viewAllUsers the customer is picked by name or email; otherwise typed as an id. */
  canSearchCustomers: boolean;
  busy: boolean;
  /** A server refusal, with the input field it names when it names one. */
  serverError: { message: string; field: string | null } | null;
  onSubmit(payment: ManualPayment): void;
  onClose(): void;
}

const FIELD_NAMES: Record<string, keyof RecordPaymentValues> = {
  userId: 'customerId',
  amount: 'amount',
  method: 'method',
  reference: 'reference',
  note: 'note',
};

export function RecordPaymentDialog({ open, canSearchCustomers, busy, serverError, onSubmit, onClose }: RecordPaymentDialogProps) {
  const [pending, setPending] = useState<ManualPayment | null>(null);
  // A server refusal naming a field sends the user back to the form until they review again.
  const [reviewedPast, setReviewedPast] = useState<RecordPaymentDialogProps['serverError']>(null);
  const [searchCustomers, customers] = useLazyQuery(SearchPaymentCustomersDocument);
  const { control, handleSubmit, register, formState, setValue, watch } = useForm<RecordPaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { customerId: '', customerLabel: '', amount: '', method: 'mtn_momo', reference: '', note: '' },
  });
  const errors = formState.errors;
  const serverField = serverError?.field ? FIELD_NAMES[serverError.field] : undefined;
  const liveServerField = serverError && serverError !== reviewedPast ? serverField : undefined;
  const fieldError = (name: keyof RecordPaymentValues) =>
    errors[name]?.message ?? (liveServerField === name ? serverError?.message : undefined);

  const review = handleSubmit((values) => {
    setReviewedPast(serverError);
    setPending({
      userId: values.customerId.trim(),
      customerLabel: values.customerLabel || values.customerId.trim(),
      amount: parseCedisToPesewas(values.amount) ?? 0,
      method: values.method,
      reference: values.reference.trim(),
      note: values.note.trim() || null,
    });
  });

  const options = customers.data?.users.nodes ?? [];
  const selectedId = watch('customerId');
  const confirming = pending !== null && !liveServerField;

  if (confirming && pending) {
    return (
      <ConfirmDialog
        open={open}
        title="Confirm manual payment"
        message={
          <>
            Record <strong>{formatCedis(pending.amount)}</strong> paid by <strong>{pending.customerLabel}</strong> through {PAYMENT_METHOD_LABELS[pending.method]} (reference{' '}
            {pending.reference}) as successful? The customer is notified and the payment appears in their history at once.
          </>
        }
        confirmLabel="Record payment"
        cancelLabel="Back"
        busy={busy}
        error={serverError && serverError !== reviewedPast ? serverError.message : null}
        onConfirm={() => onSubmit(pending)}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="record-payment-title" fullWidth maxWidth="sm">
      <DialogTitle id="record-payment-title">Record a manual payment</DialogTitle>
      <form onSubmit={review} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            {canSearchCustomers ? (
              <Autocomplete
                options={options}
                loading={customers.loading}
                filterOptions={(list) => list}
                getOptionLabel={(option) => `${option.firstName} ${option.lastName} (${option.email})`}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                value={options.find((option) => option.id === selectedId) ?? null}
                onInputChange={(_, text, reason) => {
                  if (reason === 'input' && text.trim().length >= 2) void searchCustomers({ variables: { search: text.trim() } });
                }}
                onChange={(_, option) => {
                  setValue('customerId', option?.id ?? '', { shouldValidate: true });
                  setValue('customerLabel', option ? `${option.firstName} ${option.lastName}` : '');
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Customer"
                    required
                    helperText={fieldError('customerId') ?? 'Type at least 2 letters of a name, email or phone'}
                    error={Boolean(fieldError('customerId'))}
                  />
                )}
              />
            ) : (
              <TextField
                label="Customer id"
                required
                {...register('customerId')}
                error={Boolean(fieldError('customerId'))}
                helperText={fieldError('customerId') ?? 'The customer’s account id (shown on their payments and tickets)'}
              />
            )}
            <TextField
              label="Amount (GH₵)"
              required
              {...register('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(fieldError('amount'))}
              helperText={fieldError('amount') ?? 'e.g. 1,250.50'}
            />
            <Controller
              name="method"
              control={control}
              render={({ field }) => (
                <TextField select label="Method" required {...field} error={Boolean(fieldError('method'))} helperText={fieldError('method')}>
                  {METHODS.map((method) => (
                    <MenuItem key={method} value={method}>
                      {PAYMENT_METHOD_LABELS[method]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Reference"
              required
              {...register('reference')}
              error={Boolean(fieldError('reference'))}
              helperText={fieldError('reference') ?? 'MoMo transaction id, bank reference or receipt number (unique)'}
            />
            <TextField label="Note" multiline minRows={2} {...register('note')} error={Boolean(fieldError('note'))} helperText={fieldError('note')} />
            {serverError && serverError !== reviewedPast && !liveServerField && <Alert severity="error">{serverError.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
