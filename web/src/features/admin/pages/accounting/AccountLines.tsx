// The journal of one account: its lines newest first (the server's order), 50 a page, each with the loan it came from.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { AccountLinesDocument, ChartOfAccountsDocument, type AccountLinesQuery } from '../../gql/graphql';
import { FilterSelect, humanize, StaffList, useCursorPages, useFilter } from '../../shared';
import { DayField, Downloads, ISO_DAY, moneyColumn } from './parts';

const PAGE = 50;

/** The number people quote for a loan, as the server's loanNumber (journal lines carry only the loan's id). */
function loanNumber(id: string): string {
  return `LN-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
type Line = AccountLinesQuery['accountLines'][number];

const columns: GridColDef<Line>[] = [
  { field: 'postedOn', headerName: 'Posted', width: 120, sortable: false, valueFormatter: (value: string) => formatDate(value) },
  { field: 'kind', headerName: 'Kind', minWidth: 120, sortable: false, valueFormatter: (value: string) => humanize(value) },
  { field: 'description', headerName: 'Description', minWidth: 220, flex: 2, sortable: false },
  {
    field: 'loanId',
    headerName: 'Loan',
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) =>
      row.loanId ? (
        <Link component={RouterLink} to={paths.adminLoan(row.loanId)}>
          {loanNumber(row.loanId)}
        </Link>
      ) : (
        '—'
      ),
  },
  moneyColumn<Line>('debit', 'Debit'),
  moneyColumn<Line>('credit', 'Credit'),
];

export function AccountLines() {
  const paging = useCursorPages();
  const chart = useQuery(ChartOfAccountsDocument, { fetchPolicy: 'cache-first' });
  const [account, setAccount] = useFilter(paging, '1101');
  const [from, setFrom] = useFilter(paging, '');
  const [to, setTo] = useFilter(paging, '');
  const day = (value: string) => (ISO_DAY.test(value) ? value : null);
  const { data, previousData, loading, error } = useQuery(AccountLinesDocument, {
    variables: { accountCode: account, from: day(from), to: day(to), first: PAGE, before: paging.after },
    skip: !account,
    fetchPolicy: 'cache-and-network',
  });
  const lines = (data ?? previousData)?.accountLines;
  return (
    <StaffList<Line>
      label="Account lines"
      filters={
        <>
          <FilterSelect
            label="Account"
            allLabel="Choose an account"
            value={account}
            width={280}
            options={(chart.data?.chartOfAccounts ?? []).map((entry) => ({ value: entry.code, label: `${entry.code} ${entry.name}` }))}
            onChange={(value) => setAccount(value)}
          />
          <DayField label="From" value={from} onChange={setFrom} />
          <DayField label="To" value={to} onChange={setTo} />
          <Downloads report="account-lines" params={{ account, from: day(from), to: day(to) }} label="account lines" />
          {/* The daily transactions: every account's lines of the period (both days needed). */}
          {day(from) && day(to) ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">Whole journal</Typography>
              <Downloads report="journal" params={{ from: day(from), to: day(to) }} label="whole journal for the period" />
            </Stack>
          ) : null}
        </>
      }
      connection={lines ? { nodes: lines, pageInfo: { endCursor: lines.at(-1)?.id ?? null, hasNextPage: lines.length === PAGE } } : undefined}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      noRowsText={account ? 'No lines on this account in the period' : 'Choose an account'}
    />
  );
}
