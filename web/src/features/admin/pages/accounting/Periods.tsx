// Month-end close (?tab=periods): each month of the books with its status; an open month that has ended shows its
// checklist (close of business every day, nothing in suspense, the reconciliation clean, the month before closed)
// and, for manageAccounting, "Close the month". The latest closed month can be reopened by two people: one asks with
// a reason, and the request waits in Approvals (maker-checker) until another approves it there; the month links to it.
// The server decides every refusal; the page shows its words.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import {
  AccountingPeriodChecklistDocument,
  AccountingPeriodsDocument,
  CloseAccountingPeriodDocument,
  RequestAccountingPeriodReopenDocument,
  type AccountingPeriodsQuery,
} from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { ConfirmDialog, ReasonDialog, describeServerError } from '../../shared';
import { usePermissions } from '../../shared/usePermissions';

type Period = AccountingPeriodsQuery['accountingPeriods'][number];

const STATUS_LABEL: Record<Period['status'], string> = { open: 'Open', closed: 'Closed', reopened: 'Reopened' };

function monthName(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * An ended month's checklist, and for manageAccounting its "Close the month" button: enabled once every check passes
 * (the server refuses a close otherwise; the page does not offer what it would refuse).
 */
function Checklist({ month, onClose }: { month: string; onClose: (() => void) | null }) {
  const { data, loading, error } = useQuery(AccountingPeriodChecklistDocument, { variables: { month }, fetchPolicy: 'network-only' });
  if (error) return <Alert severity="error">{describeServerError(error).message}</Alert>;
  if (loading && !data) return <Typography color="text.secondary">Checking the month…</Typography>;
  const checks = data?.accountingPeriodChecklist ?? [];
  const failing = checks.filter((check) => !check.passed).length;
  const hintId = `close-hint-${month}`;
  return (
    <>
      <List dense aria-label={`Month-end checklist for ${monthName(month)}`}>
        {checks.map((check) => (
          <ListItem key={check.key} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {check.passed ? <CheckCircleOutline color="success" aria-label="Passed" /> : <ErrorOutline color="warning" aria-label="Not yet" />}
            </ListItemIcon>
            <ListItemText primary={check.label} secondary={check.detail} />
          </ListItem>
        ))}
      </List>
      {onClose ? (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={onClose} disabled={failing > 0} aria-describedby={failing > 0 ? hintId : undefined}>
            Close the month
          </Button>
          {failing > 0 ? (
            <Typography id={hintId} variant="body2" color="text.secondary">
              {failing === 1 ? 'One check does not pass yet' : `${failing} checks do not pass yet`}: the month can be closed once every check passes.
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}

type Dialog = { kind: 'close' | 'request'; month: string } | null;

export function Periods() {
  const { can, me } = usePermissions();
  const canManage = can('manageAccounting');
  const { data, loading, error } = useQuery(AccountingPeriodsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: AccountingPeriodsDocument }];
  const [close, closing] = useMutation(CloseAccountingPeriodDocument, { refetchQueries });
  const [request, requesting] = useMutation(RequestAccountingPeriodReopenDocument, { refetchQueries: [...refetchQueries, 'ApprovalInbox'] });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const periods = data?.accountingPeriods ?? [];
  const latestClosed = periods.find((period) => period.status === 'closed')?.month ?? null;
  const today = new Date().toISOString().slice(0, 10);

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      setDialog(null);
    } catch (caught) {
      setProblem(describeServerError(caught).message);
    }
  };
  const onClose = () => {
    setDialog(null);
    setProblem(null);
  };

  if (error) return <Alert severity="error">{describeServerError(error).message}</Alert>;
  if (loading && periods.length === 0) return <Typography color="text.secondary">Loading the months…</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        A closed month takes no postings: anything dated in it posts on the first open day and keeps the day it belongs to. Months close in order; reopening the latest closed month takes two people: one asks, another approves in Approvals.
      </Typography>
      {periods.map((period) => {
        const ended = period.endsOn < today;
        const waiting = period.pendingApprovals.find((pending) => pending.action === 'period_reopen');
        // Someone asked (a request this viewer may not see in Approvals still shows who asked): nobody asks twice.
        const asked = period.status === 'closed' && (Boolean(waiting) || Boolean(period.reopenRequestedBy));
        return (
          <Card key={period.month} variant="outlined" component="section" aria-labelledby={`period-${period.month}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography id={`period-${period.month}`} variant="h6" component="h2">
                  {monthName(period.month)}
                </Typography>
                <Chip size="small" label={STATUS_LABEL[period.status]} color={period.status === 'closed' ? 'success' : period.status === 'reopened' ? 'warning' : 'default'} />
              </Stack>
              {period.closedAt ? (
                <Typography variant="body2" color="text.secondary">
                  Closed {formatDateTime(period.closedAt)}
                  {period.reopenedAt ? ` · reopened ${formatDateTime(period.reopenedAt)}` : ''}
                </Typography>
              ) : null}
              {period.reopenReason ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {period.status === 'reopened' ? 'Reopened because: ' : 'Reopening asked for: '}
                  {period.reopenReason}
                </Typography>
              ) : null}
              {waiting ? (
                <Alert severity="warning" sx={{ mt: 1 }} data-testid="pending-approval">
                  Reopening waits for a second person (asked by {waiting.maker.id === me?.id ? 'you' : `${waiting.maker.firstName} ${waiting.maker.lastName}`.trim()}, {formatDateTime(waiting.createdAt)}).{' '}
                  <Link component={RouterLink} to={paths.adminApproval(waiting.id)}>
                    {waiting.maker.id === me?.id ? 'Open in Approvals' : 'Decide in Approvals'}
                  </Link>
                </Alert>
              ) : null}
              {period.status !== 'closed' && ended ? (
                <Checklist month={period.month} onClose={canManage ? () => setDialog({ kind: 'close', month: period.month }) : null} />
              ) : null}
              {period.status !== 'closed' && !ended ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  The month is running: it can be closed after {period.endsOn}.
                </Typography>
              ) : null}
              {canManage && period.month === latestClosed && !asked ? (
                <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setDialog({ kind: 'request', month: period.month })}>
                  Ask to reopen
                </Button>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
      <ConfirmDialog
        open={dialog?.kind === 'close'}
        title={dialog ? `Close ${monthName(dialog.month)}?` : ''}
        message="Nothing more posts in this month once it is closed: later entries dated in it go to the first open day."
        confirmLabel="Close the month"
        busy={closing.loading}
        error={problem}
        onConfirm={() => dialog && run(() => close({ variables: { month: dialog.month } }))}
        onClose={onClose}
      />
      <ReasonDialog
        open={dialog?.kind === 'request'}
        title={dialog ? `Ask to reopen ${monthName(dialog.month)}` : ''}
        message="The request waits in Approvals until another person with the books permission approves it there; the reason stays in the audit trail."
        label="Reason"
        confirmLabel="Ask to reopen"
        minLength={10}
        busy={requesting.loading}
        error={problem}
        onSubmit={(reason) => dialog && run(() => request({ variables: { month: dialog.month, reason } }))}
        onClose={onClose}
      />
    </Stack>
  );
}
