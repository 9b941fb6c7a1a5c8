// Every loan with its borrower, by status and by arrears bucket: who owes what, and how late.
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { paths } from '../../../../lib/paths';
import { ListAdminLoansDocument, type ArrearsBucket, type ListAdminLoansQuery, type LoanStatus } from '../../gql/graphql';
import { StaffList, useCursorPages, useFilter, type StaffColumn } from '../../shared';
import { ARREARS_LATE_OPTIONS, LoanFilters, loanColumns } from '../loans/loanColumns';

type LoanRow = ListAdminLoansQuery['loans']['nodes'][number];

const COLUMNS: StaffColumn<LoanRow>[] = [
  ...loanColumns<LoanRow>({ sortable: false }),
  {
    field: 'statement',
    headerName: 'Statement',
    minWidth: 110,
    // The statement is this list's row action: it stays at every width.
    keep: true,
    sortable: false,
    // Every schedule version and ledger entry with its running balance, from disbursement to today.
    renderCell: ({ row }) =>
      row.status === 'awaiting_disbursement' ? (
        '—'
      ) : (
        <Link href={paths.loanStatementPdf(row.id)} download aria-label={`Statement PDF of loan ${row.number}`}>
          PDF
        </Link>
      ),
  },
];

export function LoansList() {
  const paging = useCursorPages();
  const [status, setStatus] = useFilter<LoanStatus | ''>(paging, '');
  const [bucket, setBucket] = useFilter<ArrearsBucket | ''>(paging, '');
  const { data, loading, error } = useQuery(ListAdminLoansDocument, {
    variables: { first: 20, after: paging.after, status: status || null, arrearsBucket: bucket || null },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StaffList<LoanRow>
      label="Loans"
      filters={<LoanFilters status={status} onStatus={setStatus} arrears={bucket} onArrears={setBucket} arrearsOptions={ARREARS_LATE_OPTIONS} />}
      connection={data?.loans}
      paging={paging}
      loading={loading}
      error={error}
      columns={COLUMNS}
      autoRowHeight
      noRowsText="No loans match these filters"
    />
  );
}
