// Record money received outside the system for a loan: pick the loan, fill the form, then confirm before it is booked.
import { useContext, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PaymentBranchesDocument, StaffSettlementQuoteDocument, type PaymentMethod, type PrepaymentChoice, type RecordManualPaymentInput } from '../../gql/graphql';
import { AdminViewerContext } from '../../layout/AdminViewerContext';
import { optionalGhanaPhoneField, toE164 } from '../../../../lib/phone';
import { formatCedis, formatDate, parseCedisToPesewas } from '../../../../lib/money';
import { ConfirmDialog } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { customerName } from './customer';
import { PAYMENT_METHOD_LABELS, PREPAYMENT_LABELS } from './labels';
import { LoanPicker, loanLabel, type PickedLoan } from './LoanPicker';
import { formatGhanaPhone } from '../../../../lib/phone-format';

const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
const PREPAYMENT_CHOICES = Object.keys(PREPAYMENT_LABELS) as PrepaymentChoice[];
/** What money beyond the next instalment does: covers the instalments after it (default) or pays off principal early. */
type BeyondChoice = 'instalments' | PrepaymentChoice;
const BEYOND_CHOICES: BeyondChoice[] = ['instalments', ...PREPAYMENT_CHOICES];
const BEYOND_LABELS: Record<BeyondChoice, { label: string; help: string }> = {
  instalments: { label: 'Cover the next instalments', help: 'Each in full, in due order; the schedule stays' },
  shorten: { label: `Pay off principal early: ${PREPAYMENT_LABELS.shorten.label.toLowerCase()}`, help: PREPAYMENT_LABELS.shorten.help },
  lower_instalment: { label: `Pay off principal early: ${PREPAYMENT_LABELS.lower_instalment.label.toLowerCase()}`, help: PREPAYMENT_LABELS.lower_instalment.help },
};
// The server's rule for references (RecordManualPaymentInput), checked here first so the form says it at once.
const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

/** Today in Ghana (UTC all year): the latest day money can have been received. */
export function ghanaToday(): string {
  return new Date().toISOString().slice(0, 10);
}

const NO_BRANCHES: string[] = [];
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The form's rules; cash needs a branch while branches are set up (the server's rule, said here first). */
function schemaFor(branches: readonly string[]) {
  return z
    .object({
      loanId: z.string().trim().min(1, 'Choose the loan the money pays into'),
      amount: z
        .string()
        .trim()
        .refine((text) => (parseCedisToPesewas(text) ?? 0) > 0, 'Enter an amount in GH₵ greater than 0, with at most 2 decimals'),
      method: z.enum(METHODS as [PaymentMethod, ...PaymentMethod[]], { message: 'Choose how the customer paid' }),
      reference: z
        .string()
        .trim()
        .min(3, 'Enter the MoMo transaction id, bank reference or receipt number')
        .max(100, 'At most 100 characters')
        .regex(REFERENCE_PATTERN, 'Letters, digits, spaces and . _ / - only'),
      note: z.string().trim().max(500, 'At most 500 characters'),
      prepayment: z.enum(BEYOND_CHOICES as [BeyondChoice, ...BeyondChoice[]]),
      receivedOn: z
        .string()
        .trim()
        .regex(DAY_PATTERN, 'Enter the day the money was received')
        .refine((day) => day <= ghanaToday(), 'The money cannot have been received after today'),
      branch: z.string(),
      depositorName: z
        .string()
        .trim()
        .refine((name) => name === '' || (name.length >= 2 && name.length <= 100), 'The depositor’s name must be 2 to 100 characters'),
      depositorPhone: optionalGhanaPhoneField('any'),
    })
    .superRefine((values, context) => {
      if (values.method === 'cash' && branches.length > 0 && values.branch === '') {
        context.addIssue({ code: 'custom', path: ['branch'], message: 'Cash is taken at a branch: choose the branch' });
      }
    });
}
export type RecordPaymentValues = z.infer<ReturnType<typeof schemaFor>>;

export interface ManualPayment {
  loanId: string;
  /** LN-… · borrower, for the confirmation and the toast. */
  loanLabel: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  note: string | null;
  /** Only when the borrower chose to pay off principal early; null: money beyond what is due covers the next instalments. */
  prepayment: PrepaymentChoice | null;
  /** The day the money was received ('YYYY-MM-DD'; today or earlier): an earlier day is applied as of that day. */
  receivedOn: string;
  /** The branch where the teller took it (null: none, e.g. a bank transfer recorded at head office). */
  branch: string | null;
  depositorName: string | null;
  /** E.164. */
  depositorPhone: string | null;
}

/** The mutation's input for a reviewed payment (the teller is the signed-in staff member: the server's default). */
export function manualPaymentInput(payment: ManualPayment): RecordManualPaymentInput {
  return {
    loanId: payment.loanId,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    note: payment.note,
    prepayment: payment.prepayment,
    receivedOn: payment.receivedOn,
    branch: payment.branch,
    depositorName: payment.depositorName,
    depositorPhone: payment.depositorPhone,
  };
}

/** What the recorder is told once the server has it: applied (with the receipt) or waiting for a second person. */
export function manualPaymentRecordedMessage(
  recorded: { status: string; receipt?: { number: string; balanceAfter: number; unallocated: number } | null } | undefined,
  amount: number,
  loanLabel: string,
): string {
  if (recorded?.status === 'awaiting_approval') return `Payment of ${formatCedis(amount)} on ${loanLabel} sent for a second person’s approval: it is applied once approved`;
  const receipt = recorded?.receipt;
  if (!receipt) return `Payment of ${formatCedis(amount)} recorded on ${loanLabel}`;
  const credit = receipt.unallocated > 0 ? `; ${formatCedis(receipt.unallocated)} kept as credit balance` : '';
  return `Receipt ${receipt.number}: ${formatCedis(amount)} recorded on ${loanLabel}. Balance after ${formatCedis(receipt.balanceAfter)}${credit}`;
}

export interface RecordPaymentDialogProps {
  open: boolean;
  /** The loan the money is for, when the dialog opens from a loan's page: no search then. */
  loan?: PickedLoan;
  busy: boolean;
  /** A server refusal, with the input field it names when it names one. */
  serverError: { message: string; field: string | null } | null;
  onSubmit(payment: ManualPayment): void;
  onClose(): void;
}

const FIELD_NAMES: Record<string, keyof RecordPaymentValues> = {
  loanId: 'loanId',
  amount: 'amount',
  method: 'method',
  reference: 'reference',
  note: 'note',
  prepayment: 'prepayment',
  receivedOn: 'receivedOn',
  branch: 'branch',
  depositorName: 'depositorName',
  depositorPhone: 'depositorPhone',
};

/** Above this the payment reaches beyond what is due now, so the borrower's prepayment choice matters. */
export function prepaymentThreshold(loan: Pick<PickedLoan, 'amountOverdue' | 'nextInstalment'>): number {
  return Math.max(loan.nextInstalment?.amountDue ?? 0, loan.amountOverdue);
}

function LoanSummary({ loan }: { loan: PickedLoan }) {
  const quote = useQuery(StaffSettlementQuoteDocument, { variables: { loanId: loan.id }, skip: !loan.nextInstalment && loan.outstandingBalance === 0 });
  const settlement = quote.data?.earlySettlementQuote;
  const facts: Array<[string, string]> = [
    ['Borrower', `${customerName(loan.customer)}${loan.customer.phone ? ` · ${formatGhanaPhone(loan.customer.phone)}` : ''}`],
    ['Outstanding', formatCedis(loan.outstandingBalance)],
    ['Next instalment', loan.nextInstalment ? `${formatCedis(loan.nextInstalment.amountDue)} due ${formatDate(loan.nextInstalment.dueDate)}` : 'None'],
    ['Overdue', formatCedis(loan.amountOverdue)],
    ...(settlement ? [['Settles today at', `${formatCedis(settlement.amount)} (valid until ${formatDate(settlement.validUntil)})`] as [string, string]] : []),
    ...(loan.creditBalance > 0 ? [['Credit balance', formatCedis(loan.creditBalance)] as [string, string]] : []),
  ];
  return (
    <Box
      component="dl"
      aria-label={`Loan ${loan.number}`}
      sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.5, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function RecordPaymentDialog({ open, loan: fixedLoan, busy, serverError, onSubmit, onClose }: RecordPaymentDialogProps) {
  const [loan, setLoan] = useState<PickedLoan | null>(fixedLoan ?? null);
  const [pending, setPending] = useState<ManualPayment | null>(null);
  // A server refusal naming a field sends the user back to the form until they review again.
  const [reviewedPast, setReviewedPast] = useState<RecordPaymentDialogProps['serverError']>(null);
  const branches = useQuery(PaymentBranchesDocument).data?.paymentBranches ?? NO_BRANCHES;
  const schema = useMemo(() => schemaFor(branches), [branches]);
  // The teller is whoever records it (the server's default), shown so the receipt's "Received by" is no surprise.
  const viewer = useContext(AdminViewerContext);
  const today = ghanaToday();
  const { control, handleSubmit, register, formState, setValue, watch } = useForm<RecordPaymentValues>({
    resolver: zodResolver(schema),
    defaultValues: { loanId: fixedLoan?.id ?? '', amount: '', method: 'mtn_momo', reference: '', note: '', prepayment: 'instalments', receivedOn: today, branch: '', depositorName: '', depositorPhone: '' },
  });
  const errors = formState.errors;
  const liveServerError = serverError && serverError !== reviewedPast ? serverError : null;
  const serverField = liveServerError?.field ? FIELD_NAMES[liveServerError.field.replace(/^input\./, '')] : undefined;
  const fieldError = (name: keyof RecordPaymentValues) => errors[name]?.message ?? (serverField === name ? liveServerError?.message : undefined);

  const amount = parseCedisToPesewas(watch('amount')) ?? 0;
  const asksPrepayment = loan !== null && loan.nextInstalment !== null && amount > prepaymentThreshold(loan);

  const review = handleSubmit((values) => {
    if (!loan) return;
    setReviewedPast(serverError);
    setPending({
      loanId: loan.id,
      loanLabel: loanLabel(loan),
      amount: parseCedisToPesewas(values.amount) ?? 0,
      method: values.method,
      reference: values.reference.trim(),
      note: values.note.trim() || null,
      prepayment: asksPrepayment && values.prepayment !== 'instalments' ? values.prepayment : null,
      receivedOn: values.receivedOn,
      branch: values.branch || null,
      depositorName: values.depositorName.trim() || null,
      depositorPhone: values.depositorPhone ? toE164(values.depositorPhone) : null,
    });
  });

  if (pending && !serverField) {
    return (
      <ConfirmDialog
        open={open}
        title="Confirm manual payment"
        message={
          <>
            Record <strong>{formatCedis(pending.amount)}</strong> for loan <strong>{pending.loanLabel}</strong> through {PAYMENT_METHOD_LABELS[pending.method]} (reference{' '}
            {pending.reference}) as received {pending.receivedOn === today ? 'today' : <>on <strong>{formatDate(pending.receivedOn)}</strong></>}
            {pending.branch ? ` at ${pending.branch}` : ''}
            {pending.depositorName ? `, paid in by ${pending.depositorName}` : ''}?
            {pending.receivedOn !== today ? ' It is applied as of that day: penalties and days late are worked out as if it had been recorded then, and later payments are applied again after it.' : ''}
            {pending.prepayment ? ` Money beyond the current instalment pays off principal early and will ${PREPAYMENT_LABELS[pending.prepayment].label.toLowerCase()}.` : ' Money beyond what is due covers the next instalments in due order.'} It is applied
            to the loan at once with a receipt, and anything beyond what the loan owes becomes the borrower’s credit balance.
          </>
        }
        confirmLabel="Record payment"
        cancelLabel="Back"
        busy={busy}
        error={liveServerError?.message ?? null}
        onConfirm={() => onSubmit(pending)}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="record-payment-title">
      <DialogTitle id="record-payment-title">Record a manual payment</DialogTitle>
      <form onSubmit={review} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            {fixedLoan ? (
              <Typography variant="body2">
                Loan <strong>{loanLabel(fixedLoan)}</strong>
              </Typography>
            ) : (
              <LoanPicker
                value={loan}
                error={fieldError('loanId')}
                onChange={(picked) => {
                  setLoan(picked);
                  setValue('loanId', picked?.id ?? '', { shouldValidate: formState.isSubmitted });
                }}
              />
            )}
            {loan ? <LoanSummary loan={loan} /> : null}
            <TextField
              label="Amount (GH₵)"
              required
              {...register('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(fieldError('amount'))}
              helperText={fieldError('amount') ?? 'e.g. 1,250.50'}
            />
            {asksPrepayment ? (
              <Controller
                name="prepayment"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="record-payment-prepayment">Money beyond the next instalment</FormLabel>
                    <RadioGroup aria-labelledby="record-payment-prepayment" {...field}>
                      {BEYOND_CHOICES.map((choice) => (
                        <FormControlLabel
                          key={choice}
                          value={choice}
                          control={<Radio />}
                          label={
                            <span>
                              {BEYOND_LABELS[choice].label}
                              <Typography component="span" variant="body2" color="text.secondary">
                                {' '}
                                ({BEYOND_LABELS[choice].help})
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
              type="date"
              label="Received on"
              required
              {...register('receivedOn')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              error={Boolean(fieldError('receivedOn'))}
              helperText={fieldError('receivedOn') ?? 'The day the money was handed over or arrived; today or earlier'}
            />
            {branches.length > 0 ? (
              <Controller
                name="branch"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label="Branch"
                    required={watch('method') === 'cash'}
                    {...field}
                    error={Boolean(fieldError('branch'))}
                    helperText={fieldError('branch') ?? 'Where the money was taken; needed for cash'}
                  >
                    <MenuItem value="">
                      <em>No branch (head office)</em>
                    </MenuItem>
                    {branches.map((branch) => (
                      <MenuItem key={branch} value={branch}>
                        {branch}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            {viewer ? (
              <Typography variant="body2" color="text.secondary">
                Received by <strong>{`${viewer.firstName} ${viewer.lastName}`.trim()}</strong> (you)
              </Typography>
            ) : null}
            <TextField
              label="Depositor’s name"
              {...register('depositorName')}
              error={Boolean(fieldError('depositorName'))}
              helperText={fieldError('depositorName') ?? 'Who handed the money over, if not the borrower'}
            />
            <TextField
              label="Depositor’s phone"
              {...register('depositorPhone')}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              error={Boolean(fieldError('depositorPhone'))}
              helperText={fieldError('depositorPhone') ?? 'e.g. 024 412 3456'}
            />
            <TextField
              label="Reference"
              required
              {...register('reference')}
              error={Boolean(fieldError('reference'))}
              helperText={fieldError('reference') ?? 'MoMo transaction id, bank reference or receipt number (unique)'}
            />
            <TextField label="Note" multiline minRows={2} {...register('note')} error={Boolean(fieldError('note'))} helperText={fieldError('note')} />
            {liveServerError && !serverField ? <Alert severity="error">{liveServerError.message}</Alert> : null}
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
