// The 10-minute reconciliation of pending online payments, run by run: what it verified with the provider and how
// each payment was settled. Shown to finance on the Payments page and to admins on the System page.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ReconciliationRunsDocument, type ReconciliationRunsQuery } from '../../gql/graphql';
import { describeServerError, StatusChip } from '../../shared';
import { formatDuration, SmallGrid, whenText } from './grids';

type Row = ReconciliationRunsQuery['reconciliationRuns'][number];

const columns: GridColDef<Row>[] = [
  { field: 'startedAt', headerName: 'Ran', minWidth: 160, sortable: false, valueFormatter: (value: string) => whenText(value) },
  { field: 'state', headerName: 'Status', minWidth: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.state} /> },
  { field: 'checked', headerName: 'Verified', type: 'number', minWidth: 85, sortable: false },
  { field: 'credited', headerName: 'Settled', type: 'number', minWidth: 80, sortable: false },
  { field: 'failed', headerName: 'Failed', type: 'number', minWidth: 75, sortable: false },
  { field: 'abandoned', headerName: 'Left unpaid', type: 'number', minWidth: 100, sortable: false },
  { field: 'expired', headerName: 'Expired', type: 'number', minWidth: 80, sortable: false },
  { field: 'stillPending', headerName: 'Still pending', type: 'number', minWidth: 105, sortable: false },
  { field: 'errors', headerName: 'Not reached', type: 'number', minWidth: 100, sortable: false },
  { field: 'durationMs', headerName: 'Took', minWidth: 80, sortable: false, valueFormatter: (value: number | null) => formatDuration(value) },
  { field: 'error', headerName: 'Error', minWidth: 200, flex: 1, sortable: false, valueFormatter: (value: string | null) => value ?? '' },
];

export function ReconciliationRuns() {
  const [eventfulOnly, setEventfulOnly] = useState(true);
  const { data, loading, error } = useQuery(ReconciliationRunsDocument, {
    variables: { first: 20, withChangesOnly: eventfulOnly },
    fetchPolicy: 'cache-and-network',
    pollInterval: 60_000,
  });
  return (
    <Stack spacing={1} component="section" aria-labelledby="reconciliation-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="reconciliation-title" variant="h6" component="h2">
          Payment reconciliation
        </Typography>
        <FormControlLabel control={<Switch checked={eventfulOnly} onChange={(event) => setEventfulOnly(event.target.checked)} />} label="Only runs that found payments" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Every 10 minutes, online payments still pending are verified with the provider and settled: paid ones are credited to the loan, failed and abandoned ones closed.
      </Typography>
      {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
      <SmallGrid label="Payment reconciliation runs" rows={data?.reconciliationRuns ?? []} columns={columns} loading={loading} noRowsText="No reconciliation runs yet" />
    </Stack>
  );
}
