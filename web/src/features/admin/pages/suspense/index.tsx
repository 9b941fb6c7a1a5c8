// /admin/suspense: money that arrived with no loan (a wrong or unknown reference, a slip recorded without a
// loan, a provider success the loan it named could not take), oldest first with its age. Finance allocates it to a
// loan (found by borrower name, phone or loan number), which applies it as of the day it arrived, or records that it
// was sent back. Above approvals.suspense_allocation_threshold an allocation, and every refund, waits for a second
// person in Approvals; the item then says so and links there. Staff who only read payments see the queue without the actions.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDate } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { formatGhanaPhone } from '../../../../lib/phone-format';
import { toastOptions } from '../../../../lib/toasts';
import { AllocateSuspensePaymentDocument, PaymentsLiveDocument, RefundSuspensePaymentDocument, SuspenseQueueDocument, type SuspenseQueueQuery } from '../../gql/graphql';
import { describeServerError, useLiveRefetch, usePermissions } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { LoanPicker, type PickedLoan } from '../payments/LoanPicker';
import { PAYMENT_METHOD_LABELS } from '../payments/labels';

type Item = SuspenseQueueQuery['suspenseQueue']['items'][number];
const REFETCH = { refetchQueries: ['SuspenseQueue', 'ListAdminPayments', 'ListAdminLoans'], awaitRefetchQueries: true };
const messageOf = (error: unknown) => describeServerError(error).message;
const age = (days: number) => (days === 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`);
const payerName = (item: Item) => (item.payerIdentified ? `${item.payer.firstName} ${item.payer.lastName}`.trim() : 'an unidentified payer');

const allocateSchema = z.object({
  loan: z.custom<PickedLoan | null>((value) => value !== null && value !== undefined, 'Choose the loan the money is for'),
  note: z.string().trim().max(500, 'At most 500 characters'),
});
type AllocateValues = z.infer<typeof allocateSchema>;

function AllocateDialog({ item, onClose }: { item: Item; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [allocate, allocating] = useMutation(AllocateSuspensePaymentDocument, REFETCH);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, register, formState } = useForm<AllocateValues>({ resolver: zodResolver(allocateSchema), defaultValues: { loan: null, note: '' } });
  const submit = handleSubmit(async ({ loan, note }) => {
    if (!loan) return;
    setServerError(null);
    try {
      const result = await allocate({ variables: { input: { paymentId: item.paymentId, loanId: loan.id, note: note.trim() || null } } });
      const done = result.data?.allocateSuspensePayment.allocation;
      enqueueSnackbar(
        done
          ? `${formatCedis(item.amount)} allocated to loan ${done.loanNumber} (receipt ${done.receiptNumber})`
          : `Allocation of ${formatCedis(item.amount)} to loan ${loan.number} sent for a second person’s approval`,
        toastOptions('success'),
      );
      onClose();
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });
  return (
    <ResponsiveDialog open onClose={allocating.loading ? undefined : onClose} aria-labelledby="allocate-title">
      <DialogTitle id="allocate-title">Allocate to a loan</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <strong>{formatCedis(item.amount)}</strong> from {payerName(item)} received {formatDate(item.receivedAt)}. The loan takes it as of that day, and its borrower gets the
            receipt.
          </DialogContentText>
          <Stack spacing={2}>
            <Controller name="loan" control={control} render={({ field, fieldState }) => <LoanPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
            <TextField
              label="Note"
              multiline
              minRows={2}
              {...register('note')}
              error={Boolean(formState.errors.note)}
              helperText={formState.errors.note?.message ?? 'How the payer was matched (kept in the audit trail)'}
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={allocating.loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={allocating.loading}>
            Allocate
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}

const refundSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(3, 'Enter the transfer reference of the refund (at least 3 characters)')
    .max(100, 'At most 100 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'Letters, digits, spaces and . _ / - only'),
  reason: z.string().trim().min(3, 'Say why it is sent back (at least 3 characters)').max(500, 'At most 500 characters'),
});
type RefundValues = z.infer<typeof refundSchema>;

function RefundDialog({ item, onClose }: { item: Item; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [refund, refunding] = useMutation(RefundSuspensePaymentDocument, REFETCH);
  const [serverError, setServerError] = useState<string | null>(null);
  const { handleSubmit, register, formState } = useForm<RefundValues>({ resolver: zodResolver(refundSchema), defaultValues: { reference: '', reason: '' } });
  const submit = handleSubmit(async ({ reference, reason }) => {
    setServerError(null);
    try {
      const result = await refund({ variables: { input: { paymentId: item.paymentId, reference: reference.trim(), reason: reason.trim() } } });
      enqueueSnackbar(
        result.data?.refundSuspensePayment.refund ? `Refund of ${formatCedis(item.amount)} recorded` : `Refund of ${formatCedis(item.amount)} sent for a second person’s approval`,
        toastOptions('success'),
      );
      onClose();
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });
  return (
    <ResponsiveDialog open onClose={refunding.loading ? undefined : onClose} aria-labelledby="refund-suspense-title">
      <DialogTitle id="refund-suspense-title">Refund</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Send <strong>{formatCedis(item.amount)}</strong> back to {payerName(item)} first, then record the transfer here.{item.payerIdentified ? ' They are told it was sent back, with your reason.' : ''}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Transfer reference"
              required
              {...register('reference')}
              error={Boolean(formState.errors.reference)}
              helperText={formState.errors.reference?.message ?? 'The bank or mobile-money reference of the refund'}
            />
            <TextField label="Reason" required multiline minRows={2} {...register('reason')} error={Boolean(formState.errors.reason)} helperText={formState.errors.reason?.message} />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={refunding.loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={refunding.loading}>
            Record refund
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}

function ItemCard({ item, canManage, onAllocate, onRefund }: { item: Item; canManage: boolean; onAllocate(): void; onRefund(): void }) {
  // Asked already: a second person decides in Approvals.
  const waiting = item.pendingApprovals[0];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li" aria-label={`${formatCedis(item.amount)} from ${payerName(item)}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="h6" component="p">
          {formatCedis(item.amount)}
        </Typography>
        <Chip size="small" label={age(item.ageDays)} color={item.ageDays > 7 ? 'error' : item.ageDays > 1 ? 'warning' : 'default'} />
      </Stack>
      <Typography variant="body2">
        {item.payerIdentified ? payerName(item) : 'Payer not identified: match it by its number and reference'}
        {item.payerPhone ? ` · ${formatGhanaPhone(item.payerPhone)}` : item.payerIdentified ? ` · ${item.payer.email}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {PAYMENT_METHOD_LABELS[item.method]}
        {item.reference ? ` · ${item.reference}` : ''} · received {formatDate(item.receivedAt)}
      </Typography>
      {item.reason && (
        <Typography variant="body2" color="text.secondary">
          {item.reason}
        </Typography>
      )}
      {item.note && (
        <Typography variant="body2" color="text.secondary">
          Note: {item.note}
        </Typography>
      )}
      {waiting ? (
        <Link component={RouterLink} to={paths.adminApproval(waiting.id)} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          {waiting.action === 'suspense_refund' ? 'Refund waiting for approval' : 'Allocation waiting for approval'}
        </Link>
      ) : canManage && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" size="small" onClick={onAllocate}>
            Allocate
          </Button>
          <Button variant="outlined" size="small" onClick={onRefund}>
            Refund
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export default function SuspensePage() {
  const { can } = usePermissions();
  const canManage = can('manageAllPayments');
  const { data, loading, error, refetch } = useQuery(SuspenseQueueDocument, { fetchPolicy: 'cache-and-network' });
  useLiveRefetch(PaymentsLiveDocument, ['SuspenseQueue']);
  const [action, setAction] = useState<{ kind: 'allocate' | 'refund'; item: Item } | null>(null);
  const queue = data?.suspenseQueue;
  return (
    <PageContainer title="Suspense" subtitle="Money that arrived with no loan: allocate it to a loan or refund it">
      {error && (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>} sx={{ mb: 2 }}>
          {messageOf(error)}
        </Alert>
      )}
      {loading && !data ? (
        <LoadingSpinner message="Loading the suspense queue..." />
      ) : queue ? (
        <>
          <Typography variant="body1" sx={{ mb: 2 }} aria-live="polite">
            {queue.count === 0 ? (
              'Nothing is waiting: every payment is on a loan.'
            ) : (
              <>
                <strong>{formatCedis(queue.totalAmount)}</strong> held in {queue.count} payment{queue.count === 1 ? '' : 's'}, oldest first.
              </>
            )}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {queue.items.map((item) => (
              <ItemCard
                key={item.paymentId}
                item={item}
                canManage={canManage}
                onAllocate={() => setAction({ kind: 'allocate', item })}
                onRefund={() => setAction({ kind: 'refund', item })}
              />
            ))}
          </Stack>
        </>
      ) : null}
      {action?.kind === 'allocate' && <AllocateDialog item={action.item} onClose={() => setAction(null)} />}
      {action?.kind === 'refund' && <RefundDialog item={action.item} onClose={() => setAction(null)} />}
    </PageContainer>
  );
}
