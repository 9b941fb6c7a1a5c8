// Staff restructure: a credit analyst tries terms on a running loan (also after early payments or in
// arrears), previews the new schedule and its disclosure, and proposes them; the borrower accepts or declines.
import { useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HardshipPreviewView } from '../../../../components/HardshipPreviewView';
import { ProposeRestructureDocument, StaffRestructurePreviewDocument } from '../../gql/graphql';
import { parseCedisToPesewas } from '../../../../lib/money';

type ErrorLike = { errors?: ReadonlyArray<{ message: string }>; message?: string };
const messageOf = (error: unknown) => (error as ErrorLike).errors?.[0]?.message ?? (error as ErrorLike).message ?? 'Something went wrong. Please try again.';

export function RestructurePanel({ loanId }: { loanId: string }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [holiday, setHoliday] = useState(0);
  const [capitalise, setCapitalise] = useState(true);
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [loadPreview, preview] = useLazyQuery(StaffRestructurePreviewDocument, { fetchPolicy: 'network-only' });
  const [propose, proposing] = useMutation(ProposeRestructureDocument, { refetchQueries: ['HardshipQueue', 'StaffLoanView'] });

  const terms = () => {
    const affordable = parseCedisToPesewas(amount);
    if (!affordable) {
      setError('Enter the monthly instalment, e.g. 600.');
      return null;
    }
    const monthlyRateBp = rate.trim() ? Math.round(Number(rate) * 100) : null;
    if (monthlyRateBp !== null && (!Number.isFinite(monthlyRateBp) || monthlyRateBp < 0)) {
      setError('Enter the monthly rate in percent, e.g. 3.5, or leave it empty to keep the loan’s.');
      return null;
    }
    setError(null);
    return { affordable, holidayMonths: holiday, capitaliseArrears: capitalise, monthlyRateBp };
  };
  const onPreview = async () => {
    const t = terms();
    if (!t) return;
    await loadPreview({ variables: { loanId, terms: t } }).catch(() => undefined);
  };
  const onPropose = async () => {
    const t = terms();
    if (!t) return;
    if (!note.trim()) {
      setError('Say why you propose this restructure (the borrower reads it).');
      return;
    }
    try {
      await propose({ variables: { input: { loanId, terms: t, note: note.trim() } } });
      setDone(true);
      setOpen(false);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="restructure-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        Restructure
      </Typography>
      {done && <Alert severity="success" sx={{ mb: 1 }}>Terms sent for a second person’s approval (Approvals). Once approved, the borrower is notified and accepts or declines them on their loan page.</Alert>}
      {!open ? (
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Propose a restructure
        </Button>
      ) : (
        <Stack spacing={2}>
          <TextField label="Monthly instalment (GH₵)" value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField select label="Payment holiday" value={holiday} onChange={(e) => setHoliday(Number(e.target.value))}>
            <MenuItem value={0}>No holiday</MenuItem>
            <MenuItem value={1}>1 month</MenuItem>
            <MenuItem value={2}>2 months</MenuItem>
          </TextField>
          <FormControlLabel control={<Checkbox checked={capitalise} onChange={(e) => setCapitalise(e.target.checked)} />} label="Add overdue principal and interest to the principal" />
          <TextField label="Monthly rate (%), empty keeps the loan’s" value={rate} onChange={(e) => setRate(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField label="Why (shown to the borrower)" multiline minRows={2} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          {error && <Alert severity="error">{error}</Alert>}
          {preview.error && <Alert severity="error">{messageOf(preview.error)}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => void onPreview()} disabled={preview.loading}>
              Preview new schedule
            </Button>
            <Button variant="contained" onClick={() => void onPropose()} disabled={proposing.loading || !preview.data || Boolean(preview.error)}>
              Send for approval
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </Stack>
          {preview.data && !preview.error && <HardshipPreviewView preview={preview.data.restructurePreview} title="The proposed schedule" />}
        </Stack>
      )}
    </Paper>
  );
}

export default RestructurePanel;
