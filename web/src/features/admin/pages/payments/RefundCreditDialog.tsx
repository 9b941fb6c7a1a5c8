// Record a refund of a borrower's credit balance (the transfer is made outside): the form, then a confirmation.
import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatCedis, parseCedisToPesewas } from '../../../../lib/money';
import { ConfirmDialog } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';

export interface CreditRefund {
  amount: number;
  reference: string;
  note: string | null;
}

function refundSchema(creditBalance: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((text) => (parseCedisToPesewas(text) ?? 0) > 0, 'Enter an amount in GH₵ greater than 0, with at most 2 decimals')
      .refine((text) => (parseCedisToPesewas(text) ?? 0) <= creditBalance, `At most the credit balance, ${formatCedis(creditBalance)}`),
    reference: z.string().trim().min(2, 'Enter the transfer reference of the refund').max(120, 'At most 120 characters'),
    note: z.string().trim().max(1000, 'At most 1000 characters'),
  });
}
type RefundValues = z.infer<ReturnType<typeof refundSchema>>;

export interface RefundCreditDialogProps {
  open: boolean;
  /** LN-… · borrower. */
  loanLabel: string;
  creditBalance: number;
  busy: boolean;
  /** The server's refusal, shown in the confirmation so the user can go back or cancel. */
  serverError: string | null;
  onSubmit(refund: CreditRefund): void;
  onClose(): void;
}

export function RefundCreditDialog({ open, loanLabel, creditBalance, busy, serverError, onSubmit, onClose }: RefundCreditDialogProps) {
  const [pending, setPending] = useState<CreditRefund | null>(null);
  const schema = useMemo(() => refundSchema(creditBalance), [creditBalance]);
  const { handleSubmit, register, formState } = useForm<RefundValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reference: '', note: '' },
  });
  const errors = formState.errors;
  const review = handleSubmit((values) =>
    setPending({ amount: parseCedisToPesewas(values.amount) ?? 0, reference: values.reference.trim(), note: values.note.trim() || null }),
  );

  if (pending) {
    return (
      <ConfirmDialog
        open={open}
        title="Confirm credit refund"
        message={
          <>
            Record a refund of <strong>{formatCedis(pending.amount)}</strong> from the credit balance of loan <strong>{loanLabel}</strong> (transfer reference{' '}
            {pending.reference})? The borrower is told the refund was sent.
          </>
        }
        confirmLabel="Record refund"
        cancelLabel="Back"
        busy={busy}
        error={serverError}
        onConfirm={() => onSubmit(pending)}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="refund-credit-title">
      <DialogTitle id="refund-credit-title">Refund credit balance</DialogTitle>
      <form onSubmit={review} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Loan {loanLabel} holds <strong>{formatCedis(creditBalance)}</strong> of credit. Make the transfer first, then record it here.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Amount (GH₵)"
              required
              {...register('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(errors.amount)}
              helperText={errors.amount?.message ?? `Up to ${formatCedis(creditBalance)}`}
            />
            <TextField
              label="Transfer reference"
              required
              {...register('reference')}
              error={Boolean(errors.reference)}
              helperText={errors.reference?.message ?? 'The bank or mobile-money reference of the refund'}
            />
            <TextField label="Note" multiline minRows={2} {...register('note')} error={Boolean(errors.note)} helperText={errors.note?.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Review
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
