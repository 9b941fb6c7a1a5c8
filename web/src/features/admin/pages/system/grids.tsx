// Small building blocks of the System page: a compact, footerless grid that fits a 360 px screen (it scrolls sideways).
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '../../../../lib/money';

export function SmallGrid<Row extends GridValidRowModel>({ label, rows, columns, loading, noRowsText, getRowId }: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  loading?: boolean;
  noRowsText: string;
  getRowId?(row: Row): string;
}) {
  return (
    <Box sx={{ width: '100%', minWidth: 0, height: rows.length > 0 ? undefined : 160 }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        loading={loading}
        hideFooter
        disableRowSelectionOnClick
        disableColumnMenu
        disableVirtualization
        autoHeight={rows.length > 0}
        density="compact"
        localeText={{ noRowsLabel: noRowsText }}
      />
    </Box>
  );
}

/** 1,234 ms → '1.2 s'; 75,000 → '1 min 15 s'. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

export const whenText = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

/** Basis points as a percentage: 5332 → '53.32%'. */
export const percentOfBp = (bp: number) => `${(bp / 100).toFixed(2)}%`;
