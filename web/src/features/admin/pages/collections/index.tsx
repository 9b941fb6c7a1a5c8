// /admin/collections: the collections workspace — PAR today and by month, work queues (due soon, due today, days past
// due buckets, broken promises) sorted and paged by the server, and each loan's collections actions in a dialog.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { LineChart } from '@mui/x-charts/LineChart';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { GridSortModel } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { formatCedis, formatDate, formatDateTime } from '../../../../lib/money';
import { formatGhanaPhone } from '../../../../lib/phone-format';
import { CollectionQueueDocument, CollectionsParDocument, StaffLoansLiveDocument, type CollectionQueue, type CollectionQueueQuery, type CollectionSort } from '../../gql/graphql';
import { BALANCE_LABELS, StaffListPage, useCursorPages, useFilter, useLiveRefetch, usePermissions, type StaffColumn } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { CollectionsPanel } from './CollectionsPanel';
import { formatBp, OUTCOME_LABELS, PROMISE_COLORS, PROMISE_LABELS, QUEUE_LABELS } from './labels';

type Row = CollectionQueueQuery['collectionQueue']['nodes'][number];
type RowWithId = Row & { id: string };
const PAGE_SIZE = 20;

const SORTS: Record<string, { asc: CollectionSort; desc: CollectionSort }> = {
  amountDue: { asc: 'amount_asc', desc: 'amount_desc' },
  daysPastDue: { asc: 'days_past_due_asc', desc: 'days_past_due_desc' },
  nextDueDate: { asc: 'due_date_asc', desc: 'due_date_desc' },
};

function sortOf(model: GridSortModel): CollectionSort {
  const [first] = model;
  const sort = first ? SORTS[first.field] : undefined;
  return sort && first.sort ? sort[first.sort] : 'days_past_due_desc';
}

/** In the order read; on a narrow screen the promise and collector stay before the balances, and Act always shows. */
function columns(onAct: (row: Row) => void): StaffColumn<Row>[] {
  return [
    {
      field: 'customerName',
      headerName: 'Customer',
      minWidth: 170,
      flex: 1.2,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack sx={{ lineHeight: 1.3 }}>
          <span>{row.customerName}</span>
          <Typography variant="caption" color="text.secondary">
            {row.phone ? formatGhanaPhone(row.phone) : 'No phone'}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'loanNumber',
      headerName: 'Loan',
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={paths.adminLoan(row.loanId)}>
          {row.loanNumber}
        </Link>
      ),
    },
    { field: 'amountDue', headerName: 'Amount due', description: 'Everything due up to today (within the grace days too), or what falls due in the next 7 days', minWidth: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
    {
      field: 'amountOverdue',
      headerName: BALANCE_LABELS.overdue,
      description: BALANCE_LABELS.overdueMeaning,
      minWidth: 110,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCedis(value),
    },
    {
      field: 'outstandingBalance',
      headerName: BALANCE_LABELS.totalOwed,
      description: BALANCE_LABELS.totalOwedMeaning,
      minWidth: 120,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCedis(value),
    },
    { field: 'daysPastDue', headerName: 'Days late', type: 'number', minWidth: 95 },
    { field: 'nextDueDate', headerName: 'Due since', minWidth: 120, valueFormatter: (value: string | null) => (value ? formatDate(value) : '—') },
    {
      field: 'lastContactAt',
      headerName: 'Last contact',
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => (row.lastContactAt ? `${formatDateTime(row.lastContactAt)} · ${row.lastContactOutcome ? OUTCOME_LABELS[row.lastContactOutcome] : ''}` : '—'),
    },
    {
      field: 'promiseStatus',
      headerName: 'Promise',
      minWidth: 200,
      priority: 2.1,
      sortable: false,
      renderCell: ({ row }) =>
        row.promiseStatus ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip size="small" label={PROMISE_LABELS[row.promiseStatus] ?? row.promiseStatus} color={PROMISE_COLORS[row.promiseStatus] ?? 'default'} />
            <span>
              {formatCedis(row.promiseAmount ?? 0)} by {formatDate(row.promiseDate ?? '')}
            </span>
          </Stack>
        ) : (
          '—'
        ),
    },
    { field: 'collectorName', headerName: 'Collector', minWidth: 140, priority: 2.2, sortable: false, valueFormatter: (value: string | null) => value ?? 'Unassigned' },
    {
      field: 'actions',
      headerName: '',
      minWidth: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onAct(row);
          }}
        >
          Act
        </Button>
      ),
    },
  ];
}

function ParSection() {
  const { data } = useQuery(CollectionsParDocument, { fetchPolicy: 'cache-and-network' });
  const today = data?.parToday;
  const trend = data?.parTrend ?? [];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {(['par30Bp', 'par60Bp', 'par90Bp'] as const).map((key, index) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              PAR {[30, 60, 90][index]} today
            </Typography>
            <Typography variant="h5" component="p" data-testid={`par-${[30, 60, 90][index]}`}>
              {today ? formatBp(today[key]) : '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              of {formatCedis(today?.outstandingPrincipal ?? 0)} outstanding principal
            </Typography>
          </Paper>
        </Grid>
      ))}
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle2">PAR over 12 months (month-end close of business)</Typography>
          {trend.length === 0 ? (
            <Typography color="text.secondary">No close-of-business snapshots yet.</Typography>
          ) : (
            <LineChart
              height={240}
              xAxis={[{ scaleType: 'point', data: trend.map((point) => point.businessDate.slice(0, 7)) }]}
              yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
              series={(['par30Bp', 'par60Bp', 'par90Bp'] as const).map((key, index) => ({
                data: trend.map((point) => point[key] / 100),
                label: `PAR ${[30, 60, 90][index]}`,
                valueFormatter: (value: number | null) => `${(value ?? 0).toFixed(1)}%`,
              }))}
              margin={{ right: 16 }}
            />
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}

export default function CollectionsPage() {
  const { me } = usePermissions();
  const [queue, setQueue] = useState<CollectionQueue>('days_1_30');
  const paging = useCursorPages();
  const [search, setSearch] = useFilter(paging, '');
  const [mine, setMine] = useState(false);
  const [sortModel, setSortModel] = useFilter<GridSortModel>(paging, []);
  const [acting, setActing] = useState<Row | null>(null);
  const { data, loading, error } = useQuery(CollectionQueueDocument, {
    variables: { queue, sort: sortOf(sortModel), first: PAGE_SIZE, after: paging.after, search: search || null, collectorId: mine ? (me?.id ?? null) : null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffLoansLiveDocument, ['CollectionQueue', 'CollectionsPar', 'LoanCollections']);
  const connection = data?.collectionQueue;

  return (
    <StaffListPage<RowWithId>
      title="Collections"
      subtitle="Loans to call today: due soon, late by days past due, and broken promises. Log contacts and promises, assign collectors."
      above={
        <>
          <ParSection />
          <Tabs
            value={queue}
            onChange={(_event, value: CollectionQueue) => {
              setQueue(value);
              paging.reset();
            }}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Collection queues"
            sx={{ mb: 2 }}
          >
            {QUEUE_LABELS.map((entry) => (
              <Tab key={entry.value} value={entry.value} label={entry.label} />
            ))}
          </Tabs>
        </>
      }
      label="Collections"
      search={{
        label: 'Find a borrower',
        helperText: 'Name, email or phone (any format)',
        onSearch: setSearch,
      }}
      filters={
        <FormControlLabel
          control={
            <Switch
              checked={mine}
              onChange={(event) => {
                setMine(event.target.checked);
                paging.reset();
              }}
            />
          }
          label="Assigned to me"
        />
      }
      connection={connection ? { nodes: connection.nodes.map((row) => ({ ...row, id: row.loanId })), pageInfo: connection.pageInfo } : undefined}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns(setActing) as StaffColumn<RowWithId>[]}
      // Two-line cells (name over phone) get the row height they need.
      autoRowHeight
      onRowClick={(row) => setActing(row)}
      sortModel={sortModel}
      onSortModelChange={setSortModel}
      noRowsText="No loans in this queue"
    >
      <ResponsiveDialog open={Boolean(acting)} onClose={() => setActing(null)} aria-labelledby="collections-act-title" maxWidth="md" fullWidth>
        <DialogTitle id="collections-act-title">
          {acting ? `${acting.loanNumber} · ${acting.customerName}` : ''}
        </DialogTitle>
        <DialogContent>{acting ? <CollectionsPanel loanId={acting.loanId} /> : null}</DialogContent>
        <DialogActions>
          {acting ? (
            <Button component={RouterLink} to={paths.adminLoan(acting.loanId)}>
              Open loan
            </Button>
          ) : null}
          <Button onClick={() => setActing(null)}>Close</Button>
        </DialogActions>
      </ResponsiveDialog>
    </StaffListPage>
  );
}
