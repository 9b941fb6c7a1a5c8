// THE columns of a staff loans grid (Loans, and Payments → Loans): loan number, borrower (name over phone), product,
// status, balances and the next instalment, read from the LoanListRowFields fragment.
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { formatCedis, formatDate } from '../../../../lib/money';
import type { ArrearsBucket, LoanCustomerFieldsFragment, LoanListRowFieldsFragment, LoanStatus } from '../../gql/graphql';
import { ARREARS_BUCKET_LABELS, BALANCE_LABELS, FilterSelect, humanize, optionsOf, type StaffColumn } from '../../shared';
import { CustomerCell, customerName } from '../payments/customer';
import { LOAN_STATUS_COLORS } from '../payments/labels';

export type LoanListRow = LoanListRowFieldsFragment;

/** The loan statuses staff filter by (cancelled BNPL loans owe nothing and are left out). */
export const LOAN_STATUS_OPTIONS: Array<{ value: LoanStatus; label: string }> = (['active', 'in_arrears', 'awaiting_disbursement', 'paid_off', 'written_off'] as const).map((value) => ({
  value,
  label: humanize(value),
}));

/** The days-past-due buckets staff filter by, worded "… late". */
export const ARREARS_LATE_OPTIONS: Array<{ value: ArrearsBucket; label: string }> = optionsOf(ARREARS_BUCKET_LABELS).map((option) => ({
  ...option,
  label: `${option.label} late`,
}));

/** The two filters of every loans list: status and days past due ('' for all). */
export function LoanFilters<Arrears extends string>(props: {
  status: LoanStatus | '';
  onStatus(status: LoanStatus | ''): void;
  arrears: Arrears | '';
  onArrears(arrears: Arrears | ''): void;
  arrearsOptions: Array<{ value: Arrears; label: string }>;
}) {
  return (
    <>
      <FilterSelect label="Loan status" value={props.status} allLabel="All statuses" options={LOAN_STATUS_OPTIONS} onChange={props.onStatus} />
      <FilterSelect label="Days past due" value={props.arrears} allLabel="Any" options={props.arrearsOptions} onChange={props.onArrears} />
    </>
  );
}

type LoanIdentity = { id: string; number: string; customer: LoanCustomerFieldsFragment };

/** The loan number, linking to the loan view (a click on it does not also click the row). */
export function loanNumberColumn<Row extends LoanIdentity>(): GridColDef<Row> {
  return {
    field: 'number',
    headerName: 'Loan',
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.adminLoan(row.id)} onClick={(event) => event.stopPropagation()}>
        {row.number}
      </Link>
    ),
  };
}

/** The borrower: name over phone. */
export function customerColumn<Row extends LoanIdentity>(): GridColDef<Row> {
  return {
    field: 'customer',
    headerName: 'Customer',
    minWidth: 180,
    flex: 1.3,
    sortable: false,
    valueGetter: (_value, row) => customerName(row.customer),
    renderCell: ({ row }) => <CustomerCell customer={row.customer} />,
  };
}

/** `sortable`: the columns the server sorts by (outstanding, days late, next due) offer sorting. */
/**
 * In the order read; `priority` says which step aside first on a narrow screen (the product, then overdue, then the next
 * instalment): how late a loan is stays longest after what it owes, since collections sort and work by it.
 */
export function loanColumns<Row extends LoanListRow>({ sortable }: { sortable: boolean }): StaffColumn<Row>[] {
  return [
    loanNumberColumn<Row>(),
    customerColumn<Row>(),
    { field: 'source', headerName: 'Product', minWidth: 90, priority: 8, sortable: false, valueFormatter: (value: string) => (value === 'rent' ? 'Rent' : 'BNPL') },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" label={humanize(row.status)} color={LOAN_STATUS_COLORS[row.status] ?? 'default'} />,
    },
    {
      field: 'outstandingBalance',
      headerName: BALANCE_LABELS.totalOwed,
      description: BALANCE_LABELS.totalOwedMeaning,
      minWidth: 130,
      priority: 3,
      sortable,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatCedis(value),
    },
    { field: 'amountOverdue', headerName: BALANCE_LABELS.overdue, description: BALANCE_LABELS.overdueMeaning, minWidth: 120, priority: 5, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => formatCedis(value) },
    { field: 'daysPastDue', headerName: 'Days late', type: 'number', minWidth: 100, priority: 3.5, sortable },
    {
      field: 'nextInstalment',
      headerName: 'Next due',
      minWidth: 170,
      priority: 4,
      sortable,
      valueGetter: (_value, row) => (row.nextInstalment ? `${formatDate(row.nextInstalment.dueDate)} · ${formatCedis(row.nextInstalment.amountDue)}` : '—'),
    },
  ];
}
