// Pieces every books tab shares: a day field, the CSV / XLSX download links, and a report table (DataGrid).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { formatCedis } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { describeServerError } from '../../shared';

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Ghana (GMT all year: the UTC day). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The first day of the month of `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function DayField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      error={value !== '' && !ISO_DAY.test(value)}
      sx={{ width: { xs: '100%', sm: 190 } }}
    />
  );
}

/** CSV and XLSX links to the export endpoint (the session cookie goes with a plain link). */
export function Downloads({ report, params, label }: { report: string; params?: Record<string, string | null | undefined>; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="outlined" size="small" startIcon={<DownloadOutlined />} href={paths.accountingExport(report, format, params)} download aria-label={`Download the ${label} as ${format.toUpperCase()}`}>
          {format.toUpperCase()}
        </Button>
      ))}
    </Stack>
  );
}

/** Filters (days) on the left, downloads on the right; stacked on a phone. */
export function Toolbar({ children, downloads }: { children?: ReactNode; downloads: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
        {children}
      </Stack>
      {downloads}
    </Stack>
  );
}

export function moneyColumn<Row extends GridValidRowModel>(field: string, headerName: string): GridColDef<Row> {
  return { field, headerName, type: 'number', minWidth: 130, flex: 1, sortable: false, valueFormatter: (value: number) => formatCedis(value) };
}

/** A whole report in one table (no paging: a chart has tens of accounts). */
export function ReportGrid<Row extends GridValidRowModel>({ label, rows, columns, loading, error, getRowId }: { label: string; rows: Row[]; columns: GridColDef<Row>[]; loading: boolean; error?: unknown; getRowId?: (row: Row) => string }) {
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {describeServerError(error).message}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', height: rows.length > 0 ? undefined : 220 }}>
        <DataGrid
          aria-label={label}
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          loading={loading && rows.length === 0}
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          disableVirtualization
          autoHeight={rows.length > 0}
          density="compact"
          localeText={{ noRowsLabel: 'Nothing posted yet' }}
        />
      </Box>
    </Box>
  );
}
