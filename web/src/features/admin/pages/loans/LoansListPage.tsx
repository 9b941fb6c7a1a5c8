// /admin/loans: every loan, found by borrower name, phone or loan number, filtered by status and days past due,
// sorted by the server (amount outstanding, days past due, next due date), one page at a time.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDate } from '../../../../lib/money';
import { ListStaffLoansDocument, StaffLoansLiveDocument, type ArrearsBucket, type ListStaffLoansQuery, type LoanSort, type LoanStatus } from '../../gql/graphql';
import { ARREARS_BUCKET_LABELS, CursorDataGrid, describeServerError, FilterSelect, humanize, useCursorPages, useLiveRefetch } from '../../shared';
import { CustomerCell, customerName } from '../payments/customer';
import { LOAN_STATUS_COLORS } from '../payments/labels';

type LoanRow = ListStaffLoansQuery['loans']['nodes'][number];
type ArrearsChoice = ArrearsBucket | 'current';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;
const STATUSES: LoanStatus[] = ['active', 'in_arrears', 'awaiting_disbursement', 'paid_off', 'written_off'];
const ARREARS_OPTIONS: Array<{ value: ArrearsChoice; label: string }> = [
  { value: 'current', label: 'Current (not late)' },
  ...(Object.entries(ARREARS_BUCKET_LABELS) as Array<[ArrearsBucket, string]>).map(([value, label]) => ({ value, label: `${label} late` })),
];

/** The grid's sortable columns and the server's order for each direction. */
const SORTS: Record<string, { asc: LoanSort; desc: LoanSort }> = {
  outstandingBalance: { asc: 'outstanding_asc', desc: 'outstanding_desc' },
  daysPastDue: { asc: 'days_past_due_asc', desc: 'days_past_due_desc' },
  nextInstalment: { asc: 'next_due_asc', desc: 'next_due_desc' },
};

export function sortOf(model: GridSortModel): LoanSort {
  const [first] = model;
  const sort = first ? SORTS[first.field] : undefined;
  return sort && first.sort ? sort[first.sort] : 'newest';
}

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const COLUMNS: GridColDef<LoanRow>[] = [
  {
    field: 'number',
    headerName: 'Loan',
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.adminLoan(row.id)} onClick={(event) => event.stopPropagation()}>
        {row.number}
      </Link>
    ),
  },
  {
    field: 'customer',
    headerName: 'Customer',
    minWidth: 180,
    flex: 1.3,
    sortable: false,
    valueGetter: (_value, row) => customerName(row.customer),
    renderCell: ({ row }) => <CustomerCell customer={row.customer} />,
  },
  { field: 'source', headerName: 'Product', minWidth: 90, sortable: false, valueFormatter: (value: string) => (value === 'rent' ? 'Rent' : 'BNPL') },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" label={humanize(row.status)} color={LOAN_STATUS_COLORS[row.status] ?? 'default'} />,
  },
  { field: 'outstandingBalance', headerName: 'Outstanding', minWidth: 130, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
  { field: 'amountOverdue', headerName: 'Overdue', minWidth: 120, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
  { field: 'daysPastDue', headerName: 'Days late', type: 'number', minWidth: 100 },
  {
    field: 'nextInstalment',
    headerName: 'Next due',
    minWidth: 190,
    valueGetter: (_value, row) => (row.nextInstalment ? `${formatDate(row.nextInstalment.dueDate)} · ${formatCedis(row.nextInstalment.amountDue)}` : '—'),
  },
];

export default function LoansListPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [status, setStatus] = useState<LoanStatus | ''>('');
  const [arrears, setArrears] = useState<ArrearsChoice | ''>('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const paging = useCursorPages();
  const { reset } = paging;
  useEffect(() => reset(), [search, reset]);
  const { data, loading, error } = useQuery(ListStaffLoansDocument, {
    variables: {
      first: PAGE_SIZE,
      after: paging.after,
      status: status || null,
      arrearsBucket: arrears && arrears !== 'current' ? arrears : null,
      current: arrears === 'current' ? true : null,
      search: search || null,
      sort: sortOf(sortModel),
    },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffLoansLiveDocument, ['ListStaffLoans']);
  const connection = data?.loans;

  return (
    <PageContainer title="Loans" subtitle="Every loan with its borrower, balance and how late it is. Open one for its schedule, ledger and payments.">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Find a loan"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="Customer name, phone (any format) or loan number"
          type="search"
          sx={{ minWidth: { md: 320 } }}
        />
        <FilterSelect
          label="Loan status"
          value={status}
          allLabel="All statuses"
          options={STATUSES.map((value) => ({ value, label: humanize(value) }))}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
        <FilterSelect
          label="Days past due"
          value={arrears}
          allLabel="Any"
          options={ARREARS_OPTIONS}
          onChange={(value) => {
            setArrears(value);
            paging.reset();
          }}
        />
      </Stack>
      <CursorDataGrid<LoanRow>
        label="Loans"
        error={error ? describeServerError(error).message : null}
        rows={connection?.nodes ?? []}
        columns={COLUMNS}
        loading={loading && !data}
        page={paging.page}
        hasNextPage={connection?.pageInfo.hasNextPage ?? false}
        onNext={() => paging.next(connection?.pageInfo.endCursor)}
        onPrevious={paging.previous}
        onRowClick={(row) => navigate(paths.adminLoan(row.id))}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          paging.reset();
        }}
        noRowsText="No loans match these filters"
      />
    </PageContainer>
  );
}
