// "I'm having trouble paying": the borrower asks to restructure, previews the new schedule before sending,
// and accepts the terms an analyst approved (previewed again: accepting applies exactly that schedule).
import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HardshipPreviewView } from '../../components/HardshipPreviewView';
import {
  AcceptHardshipTermsDocument,
  CancelHardshipRequestDocument,
  HardshipPreviewDocument,
  type HardshipReason,
  MyLoanHardshipRequestsDocument,
  RequestHardshipDocument,
} from '../../gql/graphql';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';

export const HARDSHIP_REASON_LABELS: Record<HardshipReason, string> = {
  job_loss: 'I lost my job',
  reduced_income: 'My income went down',
  illness: 'Illness or injury',
  family_emergency: 'Family emergency',
  business_difficulty: 'My business is struggling',
  other: 'Something else',
};

type ErrorLike = { errors?: ReadonlyArray<{ message: string }>; message?: string };
const messageOf = (error: unknown) => (error as ErrorLike).errors?.[0]?.message ?? (error as ErrorLike).message ?? 'Something went wrong. Please try again.';

export function HardshipPanel({ loanId }: { loanId: string }) {
  const requests = useQuery(MyLoanHardshipRequestsDocument, { variables: { loanId }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<HardshipReason>('reduced_income' as HardshipReason);
  const [details, setDetails] = useState('');
  const [amount, setAmount] = useState('');
  const [holiday, setHoliday] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [loadPreview, preview] = useLazyQuery(HardshipPreviewDocument, { fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(RequestHardshipDocument, { refetchQueries: ['MyLoanHardshipRequests'], awaitRefetchQueries: true });
  const [accept, accepting] = useMutation(AcceptHardshipTermsDocument, {
    refetchQueries: ['MyLoanHardshipRequests', 'MyLoansToPay', 'LoanPayableAmounts', 'LoanSettlementQuote'],
    awaitRefetchQueries: true,
  });
  const [cancel] = useMutation(CancelHardshipRequestDocument, { refetchQueries: ['MyLoanHardshipRequests'] });
  const [actionError, setActionError] = useState<string | null>(null);

  const onCancel = (id: string) => {
    setActionError(null);
    cancel({ variables: { id } }).catch((error: unknown) => setActionError(messageOf(error)));
  };
  const current = requests.data?.loanHardshipRequests.find((r) => r.status === 'pending' || r.status === 'approved');
  const last = requests.data?.loanHardshipRequests[0];
  const terms = () => {
    const affordable = parseCedisToPesewas(amount);
    if (!affordable) {
      setFormError('Enter the amount you can pay each month, e.g. 600.');
      return null;
    }
    if (!details.trim()) {
      setFormError('Tell us briefly what happened.');
      return null;
    }
    setFormError(null);
    return { affordable, holidayMonths: holiday, capitaliseArrears: true };
  };
  const onPreview = async () => {
    const t = terms();
    if (!t) return;
    // A refused preview is shown below (preview.error), never thrown out of the page.
    await loadPreview({ variables: { loanId, terms: t } }).catch(() => undefined);
  };
  const onSend = async () => {
    const t = terms();
    if (!t) return;
    try {
      await send({ variables: { input: { loanId, reason, details: details.trim(), ...t } } });
      setOpen(false);
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  if (current) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="hardship-panel">
        <Typography variant="h6" component="h2">
          Your hardship request
        </Typography>
        {current.status === 'pending' ? (
          <>
            <Alert severity="info" sx={{ my: 1 }}>
              We are reviewing your request to pay {formatCedis(current.affordable)} a month. A credit analyst will tell you what we can do. No penalties are charged while we review it.
            </Alert>
            <Button onClick={() => onCancel(current.id)}>Withdraw request</Button>
            {actionError && <Alert severity="error" sx={{ mt: 1 }}>{actionError}</Alert>}
          </>
        ) : (
          <>
            <Alert severity="success" sx={{ my: 1 }}>
              New terms are ready for your loan. Review the new schedule and accept it to apply it, or decline to keep your schedule.
              {current.decisionNote ? ` Note: ${current.decisionNote}` : ''}
            </Alert>
            {current.preview && <HardshipPreviewView preview={current.preview} title="The approved schedule" />}
            {actionError && <Alert severity="error" sx={{ mt: 1 }}>{actionError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <Button
                variant="contained"
                disabled={accepting.loading}
                onClick={() => {
                  setActionError(null);
                  accept({ variables: { id: current.id } }).catch((error: unknown) => setActionError(messageOf(error)));
                }}
              >
                Accept the new schedule
              </Button>
              <Button onClick={() => onCancel(current.id)}>Decline and keep my schedule</Button>
            </Stack>
          </>
        )}
      </Paper>
    );
  }

  return (
    <Box sx={{ mb: 3 }} data-testid="hardship-panel">
      {last?.status === 'accepted' && <Alert severity="success" sx={{ mb: 1 }}>Your loan was restructured. The schedule above is your new schedule.</Alert>}
      {last?.status === 'declined' && <Alert severity="warning" sx={{ mb: 1 }}>Your last hardship request was declined: {last.decisionNote}</Alert>}
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          I’m having trouble paying
        </Button>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            I’m having trouble paying
          </Typography>
          <Stack spacing={2}>
            <TextField select label="Reason" value={reason} onChange={(e) => setReason(e.target.value as HardshipReason)}>
              {Object.entries(HARDSHIP_REASON_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="What happened" multiline minRows={2} value={details} onChange={(e) => setDetails(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <TextField label="What you can pay per month (GH₵)" value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField select label="Payment holiday" value={holiday} onChange={(e) => setHoliday(Number(e.target.value))}>
              <MenuItem value={0}>No holiday</MenuItem>
              <MenuItem value={1}>1 month</MenuItem>
              <MenuItem value={2}>2 months</MenuItem>
            </TextField>
            {formError && <Alert severity="error">{formError}</Alert>}
            {preview.error && (
              <Alert severity="info">
                {messageOf(preview.error)} You can still send your request: a credit analyst will look at it and tell you what we can do.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" onClick={() => void onPreview()} disabled={preview.loading}>
                Preview new schedule
              </Button>
              <Button variant="contained" onClick={() => void onSend()} disabled={sending.loading}>
                Send request
              </Button>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
            </Stack>
          </Stack>
          {preview.data && !preview.error && <HardshipPreviewView preview={preview.data.hardshipPreview} />}
        </Paper>
      )}
    </Box>
  );
}

export default HardshipPanel;
