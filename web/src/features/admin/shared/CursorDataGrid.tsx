import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useLayoutEffect, useRef, useState } from 'react';
import { DataGrid, type GridRowParams, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { columnVisibility, gridWidthForViewport, SCROLLBAR_ROOM_PX, type StaffColumn } from './columns';

export interface CursorDataGridProps<Row extends GridValidRowModel> {
  /** Names the grid for screen readers. */
  label: string;
  rows: Row[];
  /** In order of importance: at a narrow width the last ones step aside; the first, `keep` and actions columns never do. */
  columns: StaffColumn<Row>[];
  loading?: boolean;
  /** 1-based page number from useCursorPages. */
  page: number;
  hasNextPage: boolean;
  onNext(): void;
  onPrevious(): void;
  onRowClick?(row: Row): void;
  noRowsText?: string;
  /** The server's answer when the page could not be read, shown above the grid. */
  error?: string | null;
  /** Sorting done by the server (columns opt in with `sortable: true`); without it no column sorts. */
  sortModel?: GridSortModel;
  onSortModelChange?(model: GridSortModel): void;
  /** Rows as tall as their content (cells of two lines, e.g. a name over a phone), with room above and below. */
  autoRowHeight?: boolean;
}

/** The grid's width: measured where the browser lays it out, else what the viewport leaves it (tests, first render). */
function useGridWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => gridWidthForViewport(window.innerWidth));
  useLayoutEffect(() => {
    const element = box.current;
    const measure = () => setWidth(element && element.clientWidth > 0 ? element.clientWidth - 2 - SCROLLBAR_ROOM_PX : gridWidthForViewport(window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined' || !element) {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** A DataGrid fed one server page at a time (cursor connections), with Previous / Next instead of page numbers. */
export function CursorDataGrid<Row extends GridValidRowModel>({
  label, rows, columns, loading = false, page, hasNextPage, onNext, onPrevious, onRowClick, noRowsText = 'Nothing to show', error, sortModel, onSortModelChange, autoRowHeight = false,
}: CursorDataGridProps<Row>) {
  const { box, width } = useGridWidth();
  return (
    <Box ref={box} sx={{ width: '100%', minWidth: 0 }}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', height: rows.length > 0 ? undefined : 220 }}>
        <DataGrid
          aria-label={label}
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibility(columns, width)}
          loading={loading}
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          // One server page (at most 100 rows) at a time: rendering every row keeps it simple for screen readers and tests.
          disableVirtualization
          autoHeight={rows.length > 0}
          density="compact"
          localeText={{ noRowsLabel: noRowsText }}
          onRowClick={onRowClick ? (params: GridRowParams<Row>) => onRowClick(params.row) : undefined}
          sortingMode={onSortModelChange ? 'server' : undefined}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          getRowHeight={autoRowHeight ? () => 'auto' : undefined}
          sx={{
            '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
            // Auto height measures the content: the padding keeps two-line cells off the row borders.
            ...(autoRowHeight ? { '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' } } : {}),
          }}
        />
      </Box>
      <Stack component="nav" aria-label={`${label} pages`} direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Page {page}
        </Typography>
        <Button size="small" startIcon={<ChevronLeft />} onClick={onPrevious} disabled={page <= 1 || loading}>
          Previous
        </Button>
        <Button size="small" endIcon={<ChevronRight />} onClick={onNext} disabled={!hasNextPage || loading}>
          Next
        </Button>
      </Stack>
    </Box>
  );
}
