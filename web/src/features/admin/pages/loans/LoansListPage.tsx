// /admin/loans: every loan, found by borrower name, phone or loan number, filtered by status and days past due,
// sorted by the server (amount outstanding, days past due, next due date), one page at a time.
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { GridSortModel } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { ListStaffLoansDocument, StaffLoansLiveDocument, type ArrearsBucket, type ListStaffLoansQuery, type LoanSort, type LoanStatus } from '../../gql/graphql';
import { StaffListPage, useCursorPages, useFilter, useLiveRefetch } from '../../shared';
import { ARREARS_LATE_OPTIONS, LoanFilters, loanColumns } from './loanColumns';

type LoanRow = ListStaffLoansQuery['loans']['nodes'][number];
type ArrearsChoice = ArrearsBucket | 'current';

const PAGE_SIZE = 20;
const ARREARS_OPTIONS: Array<{ value: ArrearsChoice; label: string }> = [
  { value: 'current', label: 'Current (not late)' },
  ...ARREARS_LATE_OPTIONS,
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

const COLUMNS = loanColumns<LoanRow>({ sortable: true });

export default function LoansListPage() {
  const navigate = useNavigate();
  const paging = useCursorPages();
  const [search, setSearch] = useFilter(paging, '');
  const [status, setStatus] = useFilter<LoanStatus | ''>(paging, '');
  const [arrears, setArrears] = useFilter<ArrearsChoice | ''>(paging, '');
  const [sortModel, setSortModel] = useFilter<GridSortModel>(paging, []);
  const filters = {
    status: status || null,
    arrearsBucket: arrears && arrears !== 'current' ? arrears : null,
    current: arrears === 'current' ? true : null,
    search: search || null,
    sort: sortOf(sortModel),
  };
  const { data, loading, error } = useQuery(ListStaffLoansDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, ...filters },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffLoansLiveDocument, ['ListStaffLoans']);

  return (
    <StaffListPage<LoanRow>
      title="Loans"
      subtitle="Every loan with its borrower, balance and how late it is. Open one for its schedule, ledger and payments."
      label="Loans"
      search={{
        label: 'Find a loan',
        helperText: 'Customer name, phone (any format) or loan number',
        onSearch: setSearch,
      }}
      filters={<LoanFilters status={status} onStatus={setStatus} arrears={arrears} onArrears={setArrears} arrearsOptions={ARREARS_OPTIONS} />}
      exportHref={paths.listExport('loans', { ...filters, current: filters.current ? 'true' : null })}
      connection={data?.loans}
      paging={paging}
      loading={loading}
      error={error}
      columns={COLUMNS}
      autoRowHeight
      onRowClick={(row) => navigate(paths.adminLoan(row.id))}
      sortModel={sortModel}
      onSortModelChange={setSortModel}
      noRowsText="No loans match these filters"
    />
  );
}
