// Every loan with its borrower, by status and by arrears bucket: who owes what, and how late.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { ListAdminLoansDocument, type ArrearsBucket, type ListAdminLoansQuery, type LoanStatus } from '../../gql/graphql';
import { formatCedis, formatDate } from '../../../../lib/money';
import { ARREARS_BUCKET_LABELS, CursorDataGrid, describeServerError, FilterSelect, humanize, optionsOf, useCursorPages } from '../../shared';
import { CustomerCell, customerName } from './customer';
import { LOAN_STATUS_COLORS } from './labels';

type LoanRow = ListAdminLoansQuery['loans']['nodes'][number];

const STATUSES: LoanStatus[] = ['active', 'in_arrears', 'awaiting_disbursement', 'paid_off', 'written_off'];

const COLUMNS: GridColDef<LoanRow>[] = [
  {
    field: 'number',
    headerName: 'Loan',
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.adminLoan(row.id)}>
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
  { field: 'source', headerName: 'Product', minWidth: 100, sortable: false, valueFormatter: (value: string) => (value === 'rent' ? 'Rent' : 'BNPL') },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" label={humanize(row.status)} color={LOAN_STATUS_COLORS[row.status] ?? 'default'} />,
  },
  { field: 'outstandingBalance', headerName: 'Outstanding', minWidth: 130, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
  { field: 'amountOverdue', headerName: 'Overdue', minWidth: 120, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
  { field: 'daysPastDue', headerName: 'Days late', type: 'number', minWidth: 100, sortable: false },
  {
    field: 'nextInstalment',
    headerName: 'Next due',
    minWidth: 170,
    sortable: false,
    valueGetter: (_value, row) => (row.nextInstalment ? `${formatDate(row.nextInstalment.dueDate)} · ${formatCedis(row.nextInstalment.amountDue)}` : '—'),
  },
  {
    field: 'statement',
    headerName: 'Statement',
    minWidth: 130,
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
  const [status, setStatus] = useState<LoanStatus | ''>('');
  const [bucket, setBucket] = useState<ArrearsBucket | ''>('');
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(ListAdminLoansDocument, {
    variables: { first: 20, after: paging.after, status: status || null, arrearsBucket: bucket || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.loans;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          value={bucket}
          allLabel="Any"
          options={optionsOf(ARREARS_BUCKET_LABELS).map((option) => ({ ...option, label: `${option.label} late` }))}
          onChange={(value) => {
            setBucket(value);
            paging.reset();
          }}
        />
      </Stack>
      {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
      <CursorDataGrid<LoanRow>
        label="Loans"
        rows={connection?.nodes ?? []}
        columns={COLUMNS}
        loading={loading && !data}
        page={paging.page}
        hasNextPage={connection?.pageInfo.hasNextPage ?? false}
        onNext={() => paging.next(connection?.pageInfo.endCursor)}
        onPrevious={paging.previous}
        noRowsText="No loans match these filters"
      />
    </Stack>
  );
}
