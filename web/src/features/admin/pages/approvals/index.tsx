// /admin/approvals: maker-checker's inbox. "Waiting for me" lists what a second person must decide, with
// the effect as the maker saw it; "My requests" what the viewer asked for (cancel while pending); "All" the history.
// The server decides who may approve (never the maker): the buttons here only follow what it allows.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { formatDateTime } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import {
  ApprovalInboxDocument,
  ApproveApprovalRequestDocument,
  CancelApprovalRequestDocument,
  DeclineApprovalRequestDocument,
  type ApprovalAction,
  type ApprovalRequestFieldsFragment,
  type ApprovalStatus,
} from '../../gql/graphql';
import { ConfirmDialog, ReasonDialog, describeServerError, useCursorPages, usePermissions } from '../../shared';

const ACTION_LABELS: Record<ApprovalAction, string> = {
  disbursement: 'Disbursement',
  manual_payment: 'Manual payment',
  reversal: 'Reversal',
  refund: 'Credit refund',
  credit_applied: 'Credit applied',
  suspense_allocation: 'Allocation from suspense',
  suspense_refund: 'Refund from suspense',
  restructure: 'Restructure',
  write_off: 'Write-off',
  setting_change: 'Setting change',
  period_reopen: 'Month reopening',
  application_approval: 'Application approval',
  order_approval: 'Order approval',
};
const STATUS_LABELS: Record<ApprovalStatus, string> = { pending: 'Waiting', approved: 'Approved', declined: 'Declined', cancelled: 'Cancelled' };
const STATUS_COLORS: Record<ApprovalStatus, 'warning' | 'success' | 'error' | 'default'> = { pending: 'warning', approved: 'success', declined: 'error', cancelled: 'default' };

type Request = ApprovalRequestFieldsFragment;
type View = 'waiting' | 'mine' | 'all';
const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'waiting', label: 'Waiting for me' },
  { value: 'mine', label: 'My requests' },
  { value: 'all', label: 'All' },
];
const PAGE = 20;
const REFETCH = { refetchQueries: ['ApprovalInbox'], awaitRefetchQueries: true };

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** Where the record a request acts on is shown, and what the link calls it. */
function subjectLink(request: Request): { to: string; label: string } {
  if (request.subjectKind === 'loan') return { to: paths.adminLoan(request.subjectId), label: 'Open the loan' };
  if (request.subjectKind === 'setting') return { to: paths.adminPage('configuration'), label: 'Open the configuration' };
  if (request.subjectKind === 'period') return { to: paths.adminPage('accounting'), label: 'Open the books' };
  if (request.subjectKind === 'application') return { to: paths.adminApplication(request.subjectId), label: 'Open the application' };
  if (request.subjectKind === 'order') return { to: paths.adminOrder(request.subjectId), label: 'Open the order' };
  if (request.action === 'suspense_allocation' || request.action === 'suspense_refund') return { to: paths.adminPage('suspense'), label: 'Open suspense' };
  return { to: paths.adminPage('payments'), label: 'Open the payments' };
}

function RequestCard({ request, viewerId, focused }: { request: Request; viewerId: string | null; focused: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<'approve' | 'decline' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveApprovalRequestDocument, REFETCH);
  const [decline, declining] = useMutation(DeclineApprovalRequestDocument, REFETCH);
  const [cancel, cancelling] = useMutation(CancelApprovalRequestDocument, REFETCH);
  const own = request.maker.id === viewerId;
  const pending = request.status === 'pending';
  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      setDialog(null);
      enqueueSnackbar(done, { variant: 'success' });
    } catch (problem) {
      setError(describeServerError(problem).message);
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: focused ? 'primary.main' : undefined, borderWidth: focused ? 2 : 1 }}
      data-testid="approval-request"
      ref={(node: HTMLDivElement | null) => {
        if (focused && node) node.scrollIntoView({ block: 'center' });
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Chip size="small" label={ACTION_LABELS[request.action]} />
        <Chip size="small" color={STATUS_COLORS[request.status]} label={STATUS_LABELS[request.status]} />
      </Stack>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {request.summary}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Asked by {own ? 'you' : personName(request.maker)} · {formatDateTime(request.createdAt)}
        {request.checker && request.decidedAt ? ` · ${STATUS_LABELS[request.status].toLowerCase()} by ${request.checker.id === viewerId ? 'you' : personName(request.checker)}, ${formatDateTime(request.decidedAt)}` : ''}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {request.preview.map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {request.makerNote ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Note from {own ? 'you' : request.maker.firstName}: “{request.makerNote}”
        </Typography>
      ) : null}
      {request.decisionReason ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Reason: “{request.decisionReason}”
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Link component={RouterLink} to={subjectLink(request).to} variant="body2">
          {subjectLink(request).label}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {pending && own ? (
          <>
            <Typography variant="body2" color="text.secondary">
              A second person must approve your request.
            </Typography>
            <Button onClick={() => setDialog('cancel')}>Cancel request</Button>
          </>
        ) : null}
        {pending && !own ? (
          <>
            <Button color="error" onClick={() => setDialog('decline')}>
              Decline
            </Button>
            <Button variant="contained" onClick={() => setDialog('approve')}>
              Approve
            </Button>
          </>
        ) : null}
      </Stack>
      <ReasonDialog
        open={dialog === 'approve'}
        title="Approve this request?"
        message={<>{request.summary}. It applies now, recorded as {personName(request.maker)}’s, with your approval.</>}
        label="Note"
        helperText="Optional: what you checked (kept with the approval)"
        maxLength={500}
        confirmLabel="Approve"
        busy={approving.loading}
        error={error}
        onSubmit={(text) => void run(() => approve({ variables: { id: request.id, reason: text || null } }), 'Approved and applied')}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'decline'}
        title="Decline this request?"
        message={<>{request.summary}. Nothing is applied; {request.maker.firstName} is told your reason.</>}
        label="Reason"
        minLength={3}
        maxLength={500}
        confirmLabel="Decline"
        destructive
        busy={declining.loading}
        error={error}
        onSubmit={(text) => void run(() => decline({ variables: { id: request.id, reason: text } }), 'Declined')}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel your request?"
        message={<>{request.summary}. Nothing is applied.</>}
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        busy={cancelling.loading}
        error={error}
        onConfirm={() => void run(() => cancel({ variables: { id: request.id } }), 'Request cancelled')}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

export default function AdminApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const focus = params.get('focus');
  const view = (VIEWS.find((entry) => entry.value === params.get('view'))?.value ?? (focus ? 'all' : 'waiting')) as View;
  // Who the viewer is decides which requests are their own (Cancel, never Approve): nothing is listed before that.
  const { me, loading: meLoading } = usePermissions();
  const paging = useCursorPages();
  const variables = { first: PAGE, after: paging.after, waitingForMe: view === 'waiting' ? true : null, mine: view === 'mine' ? true : null, status: null };
  const { data, loading, error } = useQuery(ApprovalInboxDocument, { variables, fetchPolicy: 'cache-and-network' });
  const page = data?.approvalRequests;
  return (
    <PageContainer title="Approvals" subtitle="Money movements, credit settings, write-offs and reopening a month of the books need a second person: nobody approves their own request.">
      <Tabs
        value={view}
        onChange={(_, value: View) => {
          paging.reset();
          setParams(value === 'waiting' ? {} : { view: value });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label="Approval lists"
      >
        {VIEWS.map((entry) => (
          <Tab key={entry.value} value={entry.value} label={entry.label} />
        ))}
      </Tabs>
      {error ? <Alert severity="error">{describeServerError(error).message}</Alert> : null}
      {(loading && !page) || (meLoading && !me) ? <LoadingSpinner message="Loading approvals..." /> : null}
      {page && me && page.nodes.length === 0 ? (
        <Typography color="text.secondary">{view === 'waiting' ? 'Nothing is waiting for your approval.' : 'No requests yet.'}</Typography>
      ) : null}
      <Stack spacing={2}>
        {me
          ? page?.nodes.map((request) => <RequestCard key={request.id} request={request} viewerId={me.id} focused={request.id === focus} />)
          : null}
      </Stack>
      {paging.page > 1 || page?.pageInfo.hasNextPage ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button disabled={paging.page === 1} onClick={paging.previous}>
            Previous
          </Button>
          <Button disabled={!page?.pageInfo.hasNextPage} onClick={() => paging.next(page?.pageInfo.endCursor)}>
            Next
          </Button>
        </Stack>
      ) : null}
    </PageContainer>
  );
}
