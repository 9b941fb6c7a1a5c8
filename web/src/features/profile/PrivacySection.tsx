// Profile → Privacy (Data Protection Act, 2012): download my data, ask for a correction, close my account.
import { useContext, useState } from 'react';
import { useMutation, useQuery, getApolloContext } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../lib/money';
import { paths } from '../../lib/paths';
import {
  FilePrivacyEvidenceDocument,
  MyAccountClosureCheckDocument,
  MyPrivacyRequestsDocument,
  RequestAccountClosureDocument,
  RequestDataCorrectionDocument,
  RequestDataExportDocument,
  type CorrectableField,
  type PrivacyRequestFieldsFragment,
} from '../../gql/graphql';
import { ACCEPTED_UPLOAD_TYPES, checkFileBeforeUpload, uploadFile } from '../../lib/upload';

const FIELD_LABELS: Record<CorrectableField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  ghanaCardNumber: 'Ghana Card number',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting',
  processing: 'Being prepared',
  completed: 'Done',
  declined: 'Declined',
  refused: 'Refused',
  expired: 'Link expired',
  failed: 'Could not be prepared',
};

function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return error.errors[0].message;
  return 'Something went wrong. Please check your connection and try again.';
}

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const correctionSchema = z.object({
  field: z.enum(['firstName', 'lastName', 'dateOfBirth', 'ghanaCardNumber']),
  newValue: z.string().trim().min(1, 'Enter the correct value'),
  reason: z.string().trim().min(3, 'Tell us why the current value is wrong (at least 3 characters)'),
});
type CorrectionValues = z.infer<typeof correctionSchema>;

function ExportCard({ latest, onRequested }: { latest: PrivacyRequestFieldsFragment | undefined; onRequested: () => void }) {
  const [request, { loading }] = useMutation(RequestDataExportDocument);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      await request();
      onRequested();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <Stack spacing={1.5} aria-labelledby="privacy-export-title" component="section">
      <Typography id="privacy-export-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Download my data
      </Typography>
      <Typography color="text.secondary" variant="body2">
        A copy of everything we hold about you: a JSON file (machine-readable), a readable PDF, and a zip with both and your uploaded documents. Links work for 7 days.
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {latest ? (
        <Alert severity={latest.status === 'completed' ? 'success' : latest.status === 'failed' ? 'warning' : 'info'} role="status">
          Requested {formatDateTime(latest.createdAt)} · {STATUS_LABELS[latest.status] ?? latest.status}
          {latest.status === 'completed' && latest.expiresAt ? ` · available until ${formatDateTime(latest.expiresAt)}` : ''}
          {latest.status === 'failed' && latest.reason ? ` · ${latest.reason}` : ''}
          {latest.downloads.length > 0 ? (
            <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {latest.downloads.map((file) => (
                <Link key={file.format} href={file.url} download underline="hover">
                  {file.format.toUpperCase()} ({describeSize(file.sizeBytes)})
                </Link>
              ))}
            </Stack>
          ) : null}
        </Alert>
      ) : null}
      <div>
        <Button variant="outlined" onClick={() => void ask()} disabled={loading}>
          {loading ? 'Preparing…' : 'Request a copy of my data'}
        </Button>
      </div>
    </Stack>
  );
}

function CorrectionCard({ corrections, onRequested }: { corrections: PrivacyRequestFieldsFragment[]; onRequested: () => void }) {
  const [request] = useMutation(RequestDataCorrectionDocument);
  const [fileEvidence] = useMutation(FilePrivacyEvidenceDocument);
  const [evidence, setEvidence] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, reset, watch, formState } = useForm<CorrectionValues>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { field: 'firstName', newValue: '', reason: '' },
    mode: 'onTouched',
  });
  const field = watch('field');
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setError(null);
    setSent(false);
    try {
      let evidenceDocumentId: string | null = null;
      if (evidence) {
        const problem = checkFileBeforeUpload(evidence);
        if (problem) {
          setError(problem);
          return;
        }
        const uploaded = await uploadFile(evidence, { type: values.field === 'ghanaCardNumber' ? 'ghana_card' : 'other' });
        const filed = await fileEvidence({
          variables: { input: { uploadId: uploaded.id, type: values.field === 'ghanaCardNumber' ? 'ghana_card' : 'other' } },
        });
        evidenceDocumentId = filed.data?.createDocument.id ?? null;
      }
      await request({ variables: { input: { field: values.field, newValue: values.newValue, reason: values.reason, evidenceDocumentId } } });
      reset();
      setEvidence(null);
      setSent(true);
      onRequested();
    } catch (caught) {
      setError(caught instanceof Error && !CombinedGraphQLErrors.is(caught) ? caught.message : messageOf(caught));
    }
  });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="privacy-correction-title">
      <Typography id="privacy-correction-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Ask for a correction
      </Typography>
      <Typography color="text.secondary" variant="body2">
        If your name, date of birth or Ghana Card number is wrong, tell us the correct value. Attach a photo or scan of your Ghana Card if you can; we will check it and answer within 21 days.
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {sent ? (
        <Alert severity="success" role="status">
          Thank you. We will review your correction request and let you know.
        </Alert>
      ) : null}
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="privacy-correction-title">
        <Controller
          name="field"
          control={control}
          render={({ field: input }) => (
            <TextField select label="Detail to correct" value={input.value} onChange={input.onChange} onBlur={input.onBlur} name={input.name} fullWidth disabled={busy}>
              {(Object.keys(FIELD_LABELS) as CorrectableField[]).map((key) => (
                <MenuItem key={key} value={key}>
                  {FIELD_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="newValue"
          control={control}
          render={({ field: input, fieldState }) => (
            <TextField
              label="Correct value"
              type={field === 'dateOfBirth' ? 'date' : 'text'}
              slotProps={field === 'dateOfBirth' ? { inputLabel: { shrink: true } } : undefined}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              name={input.name}
              inputRef={input.ref}
              required
              fullWidth
              disabled={busy}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (field === 'ghanaCardNumber' ? 'As printed on the card: GHA-XXXXXXXXX-X' : undefined)}
            />
          )}
        />
        <Controller
          name="reason"
          control={control}
          render={({ field: input, fieldState }) => (
            <TextField
              label="Why is the current value wrong?"
              multiline
              minRows={2}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              name={input.name}
              inputRef={input.ref}
              required
              fullWidth
              disabled={busy}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="text" component="label" disabled={busy}>
            {evidence ? 'Change evidence' : 'Attach evidence (optional)'}
            <input hidden type="file" accept={ACCEPTED_UPLOAD_TYPES} onChange={(event) => setEvidence(event.target.files?.[0] ?? null)} />
          </Button>
          {evidence ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {evidence.name}
            </Typography>
          ) : null}
        </Stack>
        <div>
          <Button type="submit" variant="outlined" disabled={busy}>
            {busy ? 'Sending…' : 'Send correction request'}
          </Button>
        </div>
      </Stack>
      {corrections.length > 0 ? (
        <Stack spacing={1} component="ul" sx={{ pl: 0, listStyle: 'none', m: 0 }} aria-label="Your correction requests">
          {corrections.map((row) => (
            <Typography key={row.id} component="li" variant="body2">
              {FIELD_LABELS[row.field as CorrectableField] ?? row.field} → {row.newValue} · {STATUS_LABELS[row.status] ?? row.status}
              {row.status === 'pending' ? ` · answer due by ${formatDate(row.dueOn)}` : ''}
              {row.reason ? ` · ${row.reason}` : ''}
            </Typography>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function ClosureCard({ latest, onRequested }: { latest: PrivacyRequestFieldsFragment | undefined; onRequested: () => void }) {
  const [request, { loading }] = useMutation(RequestAccountClosureDocument);
  // Asked first, so a refusal (a running loan) is shown before any "This cannot be undone" confirmation.
  const check = useQuery(MyAccountClosureCheckDocument, { fetchPolicy: 'network-only' });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const verdict = check.data?.myAccountClosureCheck;
  const refusal = answered ?? (verdict ? (verdict.canClose ? null : verdict.reason ?? 'Your account cannot be closed yet.') : latest?.status === 'refused' ? latest.reason ?? null : null);
  const canAsk = verdict?.canClose === true && answered === null;
  const confirm = async () => {
    setError(null);
    try {
      const result = await request();
      const answer = result.data?.requestAccountClosure;
      setOpen(false);
      if (answer?.status === 'refused') {
        setAnswered(answer.reason ?? 'Your account cannot be closed yet.');
        onRequested();
        return;
      }
      // Closed: every session is gone, so the app starts again signed out.
      window.location.assign(paths.login);
    } catch (caught) {
      setError(messageOf(caught));
      setOpen(false);
    }
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="privacy-closure-title">
      <Typography id="privacy-closure-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Close my account
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Closing signs you out everywhere and erases what we do not have to keep. Records of repaid loans are kept for 6 years after the loan closes, as the law requires, then anonymised.
      </Typography>
      {refusal ? (
        <Alert severity="warning" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {check.error && !verdict ? (
        <Alert severity="warning" role="alert">
          We could not check whether your account can be closed. Please try again in a moment.
        </Alert>
      ) : null}
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={!canAsk}>
          Close my account
        </Button>
      </div>
      <Dialog open={open && canAsk} onClose={() => setOpen(false)} aria-labelledby="close-account-dialog-title">
        <DialogTitle id="close-account-dialog-title">Close your account?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will be signed out and will not be able to sign in again. Your profile, messages and documents not tied to a loan are erased now. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={loading}>
            Keep my account
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Closing…' : 'Close my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function PrivacyCards() {
  const { data, error, refetch } = useQuery(MyPrivacyRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const requests = data?.myPrivacyRequests ?? [];
  const refresh = () => void refetch();
  return (
    <Card variant="outlined" component="section" aria-labelledby="privacy-title" id="privacy">
      <CardContent>
        <Typography id="privacy-title" variant="h6" component="h2" gutterBottom>
          Privacy
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your rights under the Data Protection Act, 2012 (Act 843).
        </Typography>
        {error && !data ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            We could not load your privacy requests. Please try again.
          </Alert>
        ) : null}
        <Stack spacing={3} divider={<Divider flexItem />}>
          <ExportCard latest={requests.find((row) => row.kind === 'export')} onRequested={refresh} />
          <CorrectionCard corrections={requests.filter((row) => row.kind === 'correction')} onRequested={refresh} />
          <ClosureCard latest={requests.find((row) => row.kind === 'closure')} onRequested={refresh} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Shown only where Apollo Client is provided (the profile route); the page's unit tests render without it. */
export function PrivacySection() {
  const { client } = useContext(getApolloContext());
  if (!client) return null;
  return <PrivacyCards />;
}

export default PrivacySection;
