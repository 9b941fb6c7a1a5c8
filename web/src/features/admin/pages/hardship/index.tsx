// /admin/hardship: the credit analysts' queue of hardship requests. Each request shows the loan (link to
// /admin/loans/:id, arrears, paid instalments) beside the requested terms' preview; approve as asked or with other
// terms (previewed the same way), or decline with a reason.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../lib/paths';
import { HardshipPreviewView } from '../../../../components/HardshipPreviewView';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDate, parseCedisToPesewas } from '../../../../lib/money';
import {
  ApproveHardshipRequestDocument,
  DeclineHardshipRequestDocument,
  HardshipLoanSummaryDocument,
  HardshipQueueDocument,
  StaffHardshipPreviewDocument,
  type HardshipQueueQuery,
} from '../../gql/graphql';
import { describeServerError, humanize } from '../../shared';

type Request = HardshipQueueQuery['hardshipRequests'][number];
const messageOf = (error: unknown) => describeServerError(error).message;
const REFETCH = { refetchQueries: ['HardshipQueue'], awaitRefetchQueries: true };

function LoanSummary({ loanId }: { loanId: string }) {
  const { data } = useQuery(HardshipLoanSummaryDocument, { variables: { id: loanId } });
  const loan = data?.loan;
  if (!loan) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={paths.adminLoan(loan.id)}>
        Loan {loan.number}
      </Link>{' '}
      · {loan.customer.firstName} {loan.customer.lastName} · {humanize(loan.status)} · overdue {formatCedis(loan.amountOverdue)} ({loan.daysPastDue} days) · {loan.paidInstalments} instalments paid · outstanding{' '}
      {formatCedis(loan.outstandingBalance)}
    </Typography>
  );
}

function RequestCard({ request }: { request: Request }) {
  const [mode, setMode] = useState<'view' | 'terms' | 'decline'>('view');
  const [amount, setAmount] = useState((request.affordable / 100).toFixed(2));
  const [holiday, setHoliday] = useState(request.holidayMonths);
  const [capitalise, setCapitalise] = useState(request.capitaliseArrears);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loadPreview, preview] = useLazyQuery(StaffHardshipPreviewDocument, { fetchPolicy: 'network-only' });
  const [approve, approving] = useMutation(ApproveHardshipRequestDocument, REFETCH);
  const [decline, declining] = useMutation(DeclineHardshipRequestDocument, REFETCH);
  const terms = () => {
    const affordable = parseCedisToPesewas(amount);
    if (!affordable) {
      setError('Enter a monthly amount in GH₵.');
      return null;
    }
    setError(null);
    return { affordable, holidayMonths: holiday, capitaliseArrears: capitalise };
  };
  const run = (work: () => Promise<unknown>) => {
    setError(null);
    work().catch((e: unknown) => setError(messageOf(e)));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="hardship-request">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {formatCedis(request.affordable)} a month{request.holidayMonths ? `, ${request.holidayMonths}-month holiday` : ''}
        </Typography>
        <Chip size="small" label={request.status === 'approved' ? 'Approved: awaiting the customer' : 'Pending'} />
      </Stack>
      <LoanSummary loanId={request.loanId} />
      <Typography variant="body2" color="text.secondary">
        {humanize(request.reason)} · asked {formatDate(request.createdAt.slice(0, 10))}: “{request.details}”
      </Typography>
      {request.preview && <HardshipPreviewView preview={request.preview} title={request.status === 'approved' ? 'Approved schedule' : 'Requested schedule'} />}
      {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      {request.status === 'pending' && mode === 'view' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={approving.loading} onClick={() => run(() => approve({ variables: { id: request.id } }))}>
            Approve as asked
          </Button>
          <Button variant="outlined" onClick={() => setMode('terms')}>
            Approve with other terms
          </Button>
          <Button color="error" onClick={() => setMode('decline')}>
            Decline
          </Button>
        </Stack>
      )}
      {mode === 'terms' && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField label="Monthly amount (GH₵)" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <TextField select label="Payment holiday" value={holiday} onChange={(e) => setHoliday(Number(e.target.value))}>
            <MenuItem value={0}>No holiday</MenuItem>
            <MenuItem value={1}>1 month</MenuItem>
            <MenuItem value={2}>2 months</MenuItem>
          </TextField>
          <TextField select label="Overdue amounts" value={capitalise ? 'yes' : 'no'} onChange={(e) => setCapitalise(e.target.value === 'yes')}>
            <MenuItem value="yes">Add to the principal</MenuItem>
            <MenuItem value="no">Keep due now</MenuItem>
          </TextField>
          {preview.error && <Alert severity="error">{messageOf(preview.error)}</Alert>}
          {preview.data && !preview.error && <HardshipPreviewView preview={preview.data.hardshipPreview} title="Schedule with these terms" />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => { const t = terms(); if (t) void loadPreview({ variables: { loanId: request.loanId, terms: t } }); }}>
              Preview
            </Button>
            <Button variant="contained" disabled={approving.loading || !preview.data} onClick={() => { const t = terms(); if (t) run(() => approve({ variables: { id: request.id, terms: t } })); }}>
              Approve these terms
            </Button>
            <Button onClick={() => setMode('view')}>Back</Button>
          </Stack>
        </Stack>
      )}
      {mode === 'decline' && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField label="Reason for declining" multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button color="error" variant="contained" disabled={declining.loading} onClick={() => run(() => decline({ variables: { id: request.id, reason } }))}>
              Decline request
            </Button>
            <Button onClick={() => setMode('view')}>Back</Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

export default function AdminHardshipPage() {
  const { data, loading, error } = useQuery(HardshipQueueDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <LoadingSpinner message="Loading hardship requests..." />;
  return (
    <PageContainer title="Hardship requests" subtitle="Customers who asked for lower instalments or a payment holiday. Preview the new schedule, then approve as asked, with other terms, or decline with a reason.">
      <Stack spacing={2}>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {data && data.hardshipRequests.length === 0 && <Typography>No open hardship requests.</Typography>}
        {data?.hardshipRequests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </Stack>
    </PageContainer>
  );
}
