// /admin/system (manageSystem): background job queues and runs (re-run a failed one), close of business by date with
// its progress, the latest portfolio snapshot, and the payment reconciliation runs. Polls while something runs.
import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { RerunJobDocument, RunCloseOfBusinessDocument, SystemOverviewDocument, type SystemOverviewQuery } from '../../gql/graphql';
import { ConfirmDialog, describeServerError, humanize, StatusChip } from '../../shared';
import { formatDuration, percentOfBp, SmallGrid, whenText } from './grids';
import { ReconciliationRuns } from './ReconciliationRuns';

type Queue = SystemOverviewQuery['jobQueues'][number];
type Run = SystemOverviewQuery['jobRuns'][number];
type CloseRun = SystemOverviewQuery['closeOfBusinessRuns'][number];
type Snapshot = SystemOverviewQuery['portfolioSnapshots'][number];

/** Refresh every few seconds while a job waits or runs, so a run's progress shows without reloading. */
const POLL_MS = 3_000;

/** Today in Accra (UTC, no daylight saving) as YYYY-MM-DD. */
const todayInAccra = () => new Date().toISOString().slice(0, 10);

const queueColumns: GridColDef<Queue>[] = [
  { field: 'name', headerName: 'Job', minWidth: 170, flex: 1, sortable: false, valueFormatter: (value: string) => humanize(value.replaceAll('-', ' ')) },
  { field: 'cron', headerName: 'Schedule', minWidth: 120, sortable: false, valueFormatter: (value: string | null) => value ?? 'On demand' },
  { field: 'waiting', headerName: 'Queued', type: 'number', minWidth: 80, sortable: false },
  {
    field: 'lastRun',
    headerName: 'Last run',
    minWidth: 230,
    sortable: false,
    renderCell: ({ row }) =>
      row.lastRun ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <StatusChip status={row.lastRun.state} />
          <span>{whenText(row.lastRun.startedAt)}</span>
        </Stack>
      ) : (
        'Never'
      ),
  },
  { field: 'duration', headerName: 'Took', minWidth: 90, sortable: false, valueGetter: (_value, row) => formatDuration(row.lastRun?.durationMs) },
  { field: 'failuresLast7Days', headerName: 'Failures (7 days)', type: 'number', minWidth: 130, sortable: false },
];

function closeRunColumns(): GridColDef<CloseRun>[] {
  return [
    { field: 'businessDate', headerName: 'Business date', minWidth: 120, sortable: false },
    { field: 'state', headerName: 'Status', minWidth: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.state} /> },
    { field: 'progress', headerName: 'Batches', minWidth: 90, sortable: false, valueGetter: (_value, row) => `${row.batches} / ${row.batchesTotal}` },
    { field: 'loans', headerName: 'Loans', type: 'number', minWidth: 90, sortable: false },
    { field: 'penaltiesWritten', headerName: 'Penalties', type: 'number', minWidth: 90, sortable: false },
    { field: 'penaltyTotal', headerName: 'Penalty charged', minWidth: 130, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
    {
      field: 'duration',
      headerName: 'Took',
      minWidth: 90,
      sortable: false,
      valueGetter: (_value, row) => (row.finishedAt ? formatDuration(new Date(row.finishedAt).getTime() - new Date(row.startedAt).getTime()) : '—'),
    },
    { field: 'error', headerName: 'Error', minWidth: 200, flex: 1, sortable: false, valueFormatter: (value: string | null) => value ?? '' },
  ];
}

function SnapshotFigures({ snapshot }: { snapshot: Snapshot | undefined }) {
  if (!snapshot) return <Typography color="text.secondary">No close of business has completed yet.</Typography>;
  const figures: Array<[string, string]> = [
    ['Open loans', snapshot.openLoans.toLocaleString('en-GH')],
    ['Outstanding principal', formatCedis(snapshot.outstandingPrincipal)],
    ['Current', snapshot.currentLoans.toLocaleString('en-GH')],
    ['1–30 days late', snapshot.days1To30Loans.toLocaleString('en-GH')],
    ['31–60 days late', snapshot.days31To60Loans.toLocaleString('en-GH')],
    ['61–90 days late', snapshot.days61To90Loans.toLocaleString('en-GH')],
    ['Over 90 days late', snapshot.over90Loans.toLocaleString('en-GH')],
    ['PAR 30', percentOfBp(snapshot.par30Bp)],
    ['PAR 60', percentOfBp(snapshot.par60Bp)],
    ['PAR 90', percentOfBp(snapshot.par90Bp)],
    ['Penalty charged that day', formatCedis(snapshot.penaltyCharged)],
  ];
  return (
    <Box component="dl" aria-label={`Figures at the close of ${snapshot.businessDate}`} sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}>
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function RunCloseOfBusinessDialog({ onClose, onQueued }: { onClose(): void; onQueued(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [date, setDate] = useState(todayInAccra());
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [run, running] = useMutation(RunCloseOfBusinessDocument);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);

  const submit = async () => {
    setServerError(null);
    try {
      await run({ variables: { businessDate: date } });
      enqueueSnackbar(`Close of business for ${date} queued`, toastOptions('success'));
      onQueued();
    } catch (caught) {
      setServerError(describeServerError(caught).message);
    }
  };

  if (confirming) {
    return (
      <ConfirmDialog
        open
        title="Run close of business"
        message={
          <>
            Bring every running loan to <strong>{date}</strong>: charge penalties on overdue amounts, move loans between active and in arrears, and write that day’s portfolio snapshot? A
            date already closed runs again and charges nothing twice.
          </>
        }
        confirmLabel="Run close of business"
        cancelLabel="Back"
        busy={running.loading}
        error={serverError}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      />
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="run-cob-title" fullWidth maxWidth="xs">
      <DialogTitle id="run-cob-title">Run close of business for date…</DialogTitle>
      <DialogContent>
        <TextField
          label="Business date"
          type="date"
          required
          fullWidth
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={!valid}
          helperText={valid ? 'Today or an earlier day not before the last closed date' : 'Choose a date'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInAccra() } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid} onClick={() => setConfirming(true)}>
          Review
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-labelledby={id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

export default function AdminSystemPage() {
  const { enqueueSnackbar } = useSnackbar();
  // Polls while a job waits or runs, and for a while after staff queue one (until the worker has picked it up).
  const [justQueued, setJustQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data, loading, error, refetch } = useQuery(SystemOverviewDocument, { fetchPolicy: 'cache-and-network', pollInterval: busy || justQueued ? POLL_MS : 0 });
  const nowBusy =
    (data?.closeOfBusinessRuns ?? []).some((run) => run.state === 'running') ||
    (data?.jobQueues ?? []).some((queue) => queue.waiting > 0) ||
    (data?.jobRuns ?? []).some((run) => run.state === 'running');
  if (nowBusy !== busy) setBusy(nowBusy);
  useEffect(() => {
    if (!justQueued) return;
    const timer = setTimeout(() => setJustQueued(false), 30_000);
    return () => clearTimeout(timer);
  }, [justQueued]);
  const [rerun] = useMutation(RerunJobDocument);
  const [rerunning, setRerunning] = useState<Run | null>(null);
  const [rerunError, setRerunError] = useState<string | null>(null);
  const [askDate, setAskDate] = useState(false);

  const confirmRerun = async () => {
    if (!rerunning) return;
    setRerunError(null);
    try {
      await rerun({ variables: { runId: rerunning.id } });
      enqueueSnackbar(`${humanize(rerunning.queue.replaceAll('-', ' '))} queued again`, toastOptions('success'));
      setRerunning(null);
      setJustQueued(true);
      void refetch();
    } catch (caught) {
      setRerunError(describeServerError(caught).message);
    }
  };

  const runColumns: GridColDef<Run>[] = [
    { field: 'startedAt', headerName: 'Started', minWidth: 160, sortable: false, valueFormatter: (value: string) => whenText(value) },
    { field: 'queue', headerName: 'Job', minWidth: 160, sortable: false, valueFormatter: (value: string) => humanize(value.replaceAll('-', ' ')) },
    { field: 'attempt', headerName: 'Try', type: 'number', minWidth: 60, sortable: false },
    { field: 'state', headerName: 'Status', minWidth: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.state} /> },
    { field: 'durationMs', headerName: 'Took', minWidth: 90, sortable: false, valueFormatter: (value: number | null) => formatDuration(value) },
    { field: 'error', headerName: 'Error', minWidth: 220, flex: 1, sortable: false, valueFormatter: (value: string | null) => value ?? '' },
    {
      field: 'actions',
      headerName: '',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.retriesSpent && !row.rerunJobId ? (
          <Button size="small" onClick={() => setRerunning(row)} aria-label={`Re-run ${row.queue} started ${whenText(row.startedAt)}`}>
            Re-run
          </Button>
        ) : row.rerunJobId ? (
          'Re-run queued'
        ) : null,
    },
  ];

  return (
    <PageContainer title="System" subtitle="Background jobs, close of business and the portfolio it closes.">
      <Stack spacing={4}>
        {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
        {data && data.jobQueues.length === 0 && <Alert severity="info">Background jobs are not running on this server: start the worker (`npm run worker`) or set JOBS_ENABLED.</Alert>}
        <Section id="queues-title" title="Job queues">
          <SmallGrid label="Job queues" rows={data?.jobQueues ?? []} columns={queueColumns} loading={loading && !data} noRowsText="No job queues" getRowId={(row) => row.name} />
        </Section>
        <Section id="runs-title" title="Recent job runs">
          <SmallGrid label="Recent job runs" rows={data?.jobRuns ?? []} columns={runColumns} loading={loading && !data} noRowsText="No job has run yet" />
        </Section>
        <Section
          id="cob-title"
          title="Close of business"
          action={
            <Button variant="contained" onClick={() => setAskDate(true)}>
              Run close of business for date…
            </Button>
          }
        >
          <SmallGrid label="Close of business runs" rows={data?.closeOfBusinessRuns ?? []} columns={closeRunColumns()} loading={loading && !data} noRowsText="Close of business has not run yet" getRowId={(row) => row.businessDate} />
        </Section>
        <Section id="snapshot-title" title={data?.portfolioSnapshots[0] ? `Portfolio at the close of ${data.portfolioSnapshots[0].businessDate}` : 'Portfolio'}>
          <SnapshotFigures snapshot={data?.portfolioSnapshots[0]} />
        </Section>
        <ReconciliationRuns />
      </Stack>
      {askDate && (
        <RunCloseOfBusinessDialog
          onClose={() => setAskDate(false)}
          onQueued={() => {
            setAskDate(false);
            setJustQueued(true);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={rerunning !== null}
        title="Re-run this job"
        message={rerunning ? `Queue ${humanize(rerunning.queue.replaceAll('-', ' '))} again with the same data? Its retries were spent.` : ''}
        confirmLabel="Re-run"
        error={rerunError}
        onConfirm={() => void confirmRerun()}
        onClose={() => {
          setRerunning(null);
          setRerunError(null);
        }}
      />
    </PageContainer>
  );
}
