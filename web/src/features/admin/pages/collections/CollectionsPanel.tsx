// A loan's collections work: the collector, a contact log, promises to pay and the write-off. A write-off is a
// maker-checker request: proposing sends it to Approvals, where an admin other than the proposer decides it; the
// panel lists the requests and links the waiting one. Used on the loan view (/admin/loans/:id) and the collections list.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCedis, formatDate, formatDateTime, parseCedisToPesewas } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { toastOptions } from '../../../../lib/toasts';
import {
  AssignCollectorDocument,
  LoanCollectionsDocument,
  LogCollectionContactDocument,
  ProposeWriteOffDocument,
  RecordPromiseToPayDocument,
  type ContactChannel,
  type ContactOutcome,
} from '../../gql/graphql';
import { describeServerError, ReasonDialog, usePermissions } from '../../shared';
import { CHANNEL_LABELS, OUTCOME_LABELS, PROMISE_COLORS, PROMISE_LABELS } from './labels';

const contactSchema = z.object({
  channel: z.enum(Object.keys(CHANNEL_LABELS) as [ContactChannel, ...ContactChannel[]]),
  outcome: z.enum(Object.keys(OUTCOME_LABELS) as [ContactOutcome, ...ContactOutcome[]]),
  note: z.string().trim().max(2000, 'At most 2000 characters'),
});
type ContactValues = z.infer<typeof contactSchema>;

function promiseSchema(owed: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((text) => (parseCedisToPesewas(text) ?? 0) > 0, 'Enter an amount in GH₵ greater than 0')
      .refine((text) => (parseCedisToPesewas(text) ?? 0) <= owed, `At most what the loan owes, ${formatCedis(owed)}`),
    promisedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the promised date'),
  });
}
type PromiseValues = z.infer<ReturnType<typeof promiseSchema>>;

const RUNNING = new Set(['active', 'in_arrears']);
/** A write-off request's status as the panel says it (declined reads as rejected in the API, as it always has). */
const WRITE_OFF_LABELS: Record<string, string> = { pending: 'Waiting for approval', approved: 'Written off', rejected: 'Declined', cancelled: 'Withdrawn' };

export function CollectionsPanel({ loanId }: { loanId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const { data, error } = useQuery(LoanCollectionsDocument, { variables: { loanId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['LoanCollections', 'CollectionQueue', 'StaffLoanView', 'StaffLoanLedger', 'ApprovalInbox'];
  const [logContact, logging] = useMutation(LogCollectionContactDocument, { refetchQueries });
  const [recordPromise, promising] = useMutation(RecordPromiseToPayDocument, { refetchQueries });
  const [assign] = useMutation(AssignCollectorDocument, { refetchQueries });
  const [propose, proposing] = useMutation(ProposeWriteOffDocument, { refetchQueries });
  const [problem, setProblem] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | { kind: 'propose' }>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const panel = data?.loanCollections;
  const owed = panel?.outstandingBalance ?? 0;
  const contactForm = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: { channel: 'call', outcome: 'reached', note: '' } });
  const promiseForm = useForm<PromiseValues>({ resolver: zodResolver(promiseSchema(owed)), defaultValues: { amount: '', promisedOn: '' } });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      enqueueSnackbar(done, toastOptions('success'));
      return true;
    } catch (caught) {
      setProblem(describeServerError(caught).message);
      return false;
    }
  };

  if (error) return <Alert severity="error">{describeServerError(error).message}</Alert>;
  if (!panel) return <Typography color="text.secondary">Loading collections…</Typography>;
  const running = RUNNING.has(panel.loanStatus);
  const pending = panel.writeOffs.find((proposal) => proposal.status === 'pending');
  const canDecide = can('approveWriteOffs');

  const submitContact = contactForm.handleSubmit(async (values) => {
    const ok = await run(() => logContact({ variables: { input: { loanId, channel: values.channel, outcome: values.outcome, note: values.note || null } } }), 'Contact logged');
    if (ok) contactForm.reset({ channel: values.channel, outcome: 'reached', note: '' });
  });
  const submitPromise = promiseForm.handleSubmit(async (values) => {
    const amount = parseCedisToPesewas(values.amount) ?? 0;
    const ok = await run(() => recordPromise({ variables: { input: { loanId, amount, promisedOn: values.promisedOn } } }), `Promise of ${formatCedis(amount)} recorded`);
    if (ok) promiseForm.reset({ amount: '', promisedOn: '' });
  });

  return (
    <Stack spacing={2} data-testid="collections-panel">
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Collector"
          value={panel.collector?.id ?? ''}
          disabled={!running}
          onChange={(event) => void run(() => assign({ variables: { input: { loanId, collectorId: event.target.value } } }), 'Collector assigned')}
          sx={{ minWidth: 220 }}
        >
          {(data?.collectors ?? []).map((collector) => (
            <MenuItem key={collector.id} value={collector.id}>
              {collector.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {panel.daysPastDue > 0 ? `${panel.daysPastDue} days past due, ${formatCedis(panel.amountOverdue)} overdue` : 'Not late'} · owes {formatCedis(owed)}
        </Typography>
      </Stack>

      {running ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="form" onSubmit={submitContact} noValidate aria-label="Log a contact">
            <Typography variant="subtitle2" gutterBottom>
              Log a contact
            </Typography>
            <Stack spacing={1.5}>
              <Controller
                name="channel"
                control={contactForm.control}
                render={({ field }) => (
                  <TextField select size="small" label="Channel" {...field}>
                    {Object.entries(CHANNEL_LABELS).map(([value, label]) => (
                      <MenuItem key={value} value={value}>
                        {label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="outcome"
                control={contactForm.control}
                render={({ field }) => (
                  <TextField select size="small" label="Outcome" {...field}>
                    {Object.entries(OUTCOME_LABELS).map(([value, label]) => (
                      <MenuItem key={value} value={value}>
                        {label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField size="small" label="Note" multiline minRows={2} {...contactForm.register('note')} error={Boolean(contactForm.formState.errors.note)} helperText={contactForm.formState.errors.note?.message} />
              <Button type="submit" variant="contained" disabled={logging.loading}>
                Log contact
              </Button>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, flex: 1 }} component="form" onSubmit={submitPromise} noValidate aria-label="Record a promise to pay">
            <Typography variant="subtitle2" gutterBottom>
              Promise to pay
            </Typography>
            <Stack spacing={1.5}>
              <TextField
                size="small"
                label="Amount (GH₵)"
                {...promiseForm.register('amount')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={Boolean(promiseForm.formState.errors.amount)}
                helperText={promiseForm.formState.errors.amount?.message ?? `Up to ${formatCedis(owed)}`}
              />
              <TextField
                size="small"
                type="date"
                label="Promised date"
                {...promiseForm.register('promisedOn')}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(promiseForm.formState.errors.promisedOn)}
                helperText={promiseForm.formState.errors.promisedOn?.message ?? 'A day after today'}
              />
              <Button type="submit" variant="contained" disabled={promising.loading}>
                Record promise
              </Button>
            </Stack>
          </Paper>
        </Stack>
      ) : null}

      <Typography variant="subtitle2">Promises</Typography>
      {panel.promises.length === 0 ? (
        <Typography color="text.secondary">No promises yet.</Typography>
      ) : (
        <Stack spacing={1} aria-label="Promises to pay" role="list">
          {panel.promises.map((promise) => (
            <Stack key={promise.id} role="listitem" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip size="small" label={PROMISE_LABELS[promise.status] ?? promise.status} color={PROMISE_COLORS[promise.status] ?? 'default'} />
              <Typography variant="body2">
                {formatCedis(promise.amount)} by {formatDate(promise.promisedOn)} · paid {formatCedis(promise.paid)} · made {formatDate(promise.madeOn)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}

      <Typography variant="subtitle2">Contacts</Typography>
      {panel.contacts.length === 0 ? (
        <Typography color="text.secondary">No contacts logged yet.</Typography>
      ) : (
        <Stack spacing={1} divider={<Divider flexItem />} aria-label="Contact log" role="list">
          {panel.contacts.map((contact) => (
            <div key={contact.id} role="listitem">
              <Typography variant="body2">
                <strong>{CHANNEL_LABELS[contact.channel]}</strong> · {OUTCOME_LABELS[contact.outcome]} · {formatDateTime(contact.createdAt)} · {contact.recordedByName}
              </Typography>
              {contact.note ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {contact.note}
                </Typography>
              ) : null}
            </div>
          ))}
        </Stack>
      )}

      <Typography variant="subtitle2">Write-off</Typography>
      {panel.writeOffs.map((proposal) => (
        <Alert key={proposal.id} severity={proposal.status === 'pending' || proposal.status === 'approved' ? 'warning' : 'info'} data-testid="write-off-request">
          {WRITE_OFF_LABELS[proposal.status] ?? proposal.status}: {formatCedis(proposal.writtenOff ?? proposal.amount)} — {proposal.reason} (by {proposal.proposedByName}, {formatDateTime(proposal.createdAt)}
          {proposal.decidedByName ? `; ${proposal.status === 'approved' ? 'approved' : 'declined'} by ${proposal.decidedByName}` : ''}){proposal.decisionReason ? ` — ${proposal.decisionReason}` : ''}.{' '}
          {proposal.status === 'pending' ? (
            <Link component={RouterLink} to={paths.adminApproval(proposal.id)}>
              {canDecide ? 'Decide in Approvals' : 'Open in Approvals'}
            </Link>
          ) : null}
        </Alert>
      ))}
      {running && !pending && panel.amountOverdue > 0 ? (
        <div>
          <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'propose' })}>
            Propose write-off
          </Button>
        </div>
      ) : null}

      <ReasonDialog
        open={dialog?.kind === 'propose'}
        title="Propose a write-off"
        message={`The loan owes ${formatCedis(owed)}. The request waits in Approvals, where an admin other than you sees what it would book (principal, interest earned to today, fees, penalties; interest not yet earned is cancelled) and approves or declines it.${canDecide ? ' Before the loss classification (361 days past due by default) only an admin may propose it: your reason is recorded as the override, and the approver gives theirs.' : ''}`}
        label="Reason"
        minLength={5}
        maxLength={2000}
        confirmLabel="Propose write-off"
        destructive
        busy={proposing.loading}
        error={dialogError}
        onSubmit={(reason) =>
          void propose({ variables: { input: { loanId, reason, overrideReason: canDecide ? reason : null } }, refetchQueries })
            .then(() => {
              setDialog(null);
              enqueueSnackbar('Write-off sent to Approvals: a second person decides it', toastOptions('success'));
            })
            .catch((caught: unknown) => setDialogError(describeServerError(caught).message))
        }
        onClose={() => {
          setDialog(null);
          setDialogError(null);
        }}
      />
    </Stack>
  );
}
