// THE staff list: a search box and filters above a cursor-paged DataGrid, with the server's error and Previous / Next.
// Every admin list (applications, loans, orders, users, tickets, payments, collections, messages, privacy…) is one of
// these; StaffListPage adds the page's title.
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/Download';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { PageContainer, type PageContainerProps } from '../../../components/PageContainer';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CursorDataGrid, type CursorDataGridProps } from './CursorDataGrid';
import { describeServerError } from './errors';
import { SEARCH_FIELD_SX } from './filters';
import type { useCursorPages } from './useCursorPages';

const SEARCH_DEBOUNCE_MS = 300;

export interface StaffListSearch {
  /** The field's label, e.g. 'Find a loan'. */
  label: string;
  placeholder?: string;
  /** What the search matches, e.g. 'Customer name, phone (any format) or loan number'. */
  helperText?: string;
  /** The settled term (trimmed; '' for none): asked once typing pauses, or at once on Enter / Search. */
  onSearch(term: string): void;
}

/** One page of a cursor connection, as every staff list query answers it. */
export interface StaffListConnection<Row> {
  nodes: Row[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

export interface StaffListProps<Row extends GridValidRowModel>
  extends Omit<CursorDataGridProps<Row>, 'rows' | 'page' | 'hasNextPage' | 'onNext' | 'onPrevious' | 'error' | 'loading'> {
  /** Shown above the search and filters (figures, queues, tabs, an introduction, a button that adds a row); it keeps its own bottom margin. */
  above?: ReactNode;
  search?: StaffListSearch;
  /** Selects (FilterSelect) and switches beside the search box. */
  filters?: ReactNode;
  /** The list as CSV with the filters in force (paths.listExport): a Download CSV link beside the filters. */
  exportHref?: string;
  /** The query's answer for this page; undefined while the first page loads. */
  connection: StaffListConnection<Row> | null | undefined;
  /** From useCursorPages: Next follows the page's endCursor. */
  paging: ReturnType<typeof useCursorPages>;
  loading?: boolean;
  /** The query's error (shown as the server's message) or a message already worded. */
  error?: unknown;
}

function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return typeof error === 'string' ? error : describeServerError(error).message;
}

function SearchBox({ search, label }: { search: StaffListSearch; label: string }) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const asked = useRef('');
  const onSearch = useRef(search.onSearch);
  onSearch.current = search.onSearch;
  // Each new term once: typing that pauses, or Enter / Search at once.
  const ask = useCallback((term: string) => {
    if (term === asked.current) return;
    asked.current = term;
    onSearch.current(term);
  }, []);
  useEffect(() => ask(settled), [ask, settled]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(text.trim());
  };
  return (
    <Stack component="form" role="search" aria-label={`Search ${label.toLowerCase()}`} onSubmit={submit} direction="row" spacing={1} sx={{ ...SEARCH_FIELD_SX, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="search"
        label={search.label}
        placeholder={search.placeholder}
        helperText={search.helperText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        Search
      </Button>
    </Stack>
  );
}

/** Search and filters above a cursor-paged grid; the page keeps the query, the list keeps the layout. */
export function StaffList<Row extends GridValidRowModel>({ above, search, filters, exportHref, connection, paging, loading = false, error, ...grid }: StaffListProps<Row>) {
  return (
    <>
      {above}
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {search || filters || exportHref ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} useFlexGap sx={{ flexWrap: { sm: 'wrap' }, alignItems: { sm: 'flex-start' } }}>
            {search ? <SearchBox search={search} label={grid.label} /> : null}
            {filters}
            {exportHref ? (
              <Button component="a" href={exportHref} download variant="text" startIcon={<DownloadIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} aria-label={`Download CSV of ${grid.label.toLowerCase()}`}>
                Download CSV
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <CursorDataGrid<Row>
          {...grid}
          error={errorMessage(error)}
          rows={connection?.nodes ?? []}
          loading={loading && !connection}
          page={paging.page}
          // Not while the next page loads (the previous rows stay): a second click would follow the same cursor again.
          hasNextPage={!loading && (connection?.pageInfo.hasNextPage ?? false)}
          onNext={() => paging.next(connection?.pageInfo.endCursor)}
          onPrevious={paging.previous}
        />
      </Stack>
    </>
  );
}

export interface StaffListPageProps<Row extends GridValidRowModel> extends StaffListProps<Row>, Pick<PageContainerProps, 'title' | 'subtitle' | 'actions'> {
  /** Dialogs and drawers the list opens. */
  children?: ReactNode;
}

/** A staff page that is one list: its title, then StaffList. */
export function StaffListPage<Row extends GridValidRowModel>({ title, subtitle, actions, children, ...list }: StaffListPageProps<Row>) {
  return (
    <PageContainer title={title} subtitle={subtitle} actions={actions}>
      <StaffList<Row> {...list} />
      {children}
    </PageContainer>
  );
}
