// The books' reports, one component per tab (the chart of accounts is Chart.tsx): trial balance, income statement, balance sheet and
// the reconciliation with the loan subledger. Every figure comes from the server (AccountingService).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCedis, formatDate } from '../../../../lib/money';
import {
  BalanceSheetDocument,
  BooksReconciliationDocument,
  IncomeStatementDocument,
  TrialBalanceDocument,
} from '../../gql/graphql';
import { humanize } from '../../shared';
import { DayField, Downloads, ISO_DAY, monthStart, moneyColumn, ReportGrid, today, Toolbar } from './parts';

interface AccountRow {
  code: string;
  name: string;
  type: string;
  debit: number;
  credit: number;
  balance?: number;
}

const accountColumns = (withBalance: boolean): GridColDef<AccountRow>[] => [
  { field: 'code', headerName: 'Code', width: 80, sortable: false },
  { field: 'name', headerName: 'Account', minWidth: 200, flex: 2, sortable: false },
  { field: 'type', headerName: 'Type', minWidth: 90, sortable: false, valueFormatter: (value: string) => humanize(value) },
  moneyColumn<AccountRow>('debit', withBalance ? 'Debits' : 'Debit'),
  moneyColumn<AccountRow>('credit', withBalance ? 'Credits' : 'Credit'),
  ...(withBalance ? [moneyColumn<AccountRow>('balance', 'Balance (Dr − Cr)')] : []),
];

/** A day that is complete (YYYY-MM-DD) or null, so half-typed dates do not ask the server. */
const dayOrNull = (value: string) => (ISO_DAY.test(value) ? value : null);

export function TrialBalance() {
  const [on, setOn] = useState(today());
  const day = dayOrNull(on);
  const { data, loading, error } = useQuery(TrialBalanceDocument, { variables: { on: day }, skip: !day, fetchPolicy: 'cache-and-network' });
  const trial = data?.trialBalance;
  const rows = (trial?.accounts ?? []).filter((account) => account.debit !== 0 || account.credit !== 0);
  return (
    <>
      <Toolbar downloads={<Downloads report="trial-balance" params={{ on: day }} label="trial balance" />}>
        <DayField label="At the end of" value={on} onChange={setOn} />
      </Toolbar>
      {trial ? (
        <Alert severity={trial.balanced ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {trial.balanced ? 'Balanced' : 'Not balanced'} at {formatDate(trial.on)}: debits {formatCedis(trial.totalDebit)} {trial.balanced ? '=' : '≠'} credits {formatCedis(trial.totalCredit)}.
        </Alert>
      ) : null}
      <ReportGrid<AccountRow> label="Trial balance" rows={rows} columns={accountColumns(false)} loading={loading} error={error} getRowId={(row) => row.code} />
    </>
  );
}

interface LineRow {
  code: string;
  name: string;
  amount: number;
}

const lineColumns: GridColDef<LineRow>[] = [
  { field: 'code', headerName: 'Code', width: 80, sortable: false },
  { field: 'name', headerName: 'Account', minWidth: 200, flex: 2, sortable: false },
  moneyColumn<LineRow>('amount', 'Amount'),
];

function Section({ title, rows, total, totalLabel }: { title: string; rows: LineRow[]; total?: number; totalLabel?: string }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <ReportGrid<LineRow> label={title} rows={rows} columns={lineColumns} loading={false} getRowId={(row) => row.code} />
      {total !== undefined ? (
        <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>
          {totalLabel ?? `Total ${title.toLowerCase()}`}: {formatCedis(total)}
        </Typography>
      ) : null}
    </Stack>
  );
}

export function IncomeStatement() {
  const [to, setTo] = useState(today());
  const [from, setFrom] = useState(monthStart(today()));
  const [start, end] = [dayOrNull(from), dayOrNull(to)];
  const { data, loading, error } = useQuery(IncomeStatementDocument, { variables: { from: start ?? '', to: end ?? '' }, skip: !start || !end, fetchPolicy: 'cache-and-network' });
  const statement = data?.incomeStatement;
  return (
    <>
      <Toolbar downloads={<Downloads report="income-statement" params={{ from: start, to: end }} label="income statement" />}>
        <DayField label="From" value={from} onChange={setFrom} />
        <DayField label="To" value={to} onChange={setTo} />
      </Toolbar>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {loading && !statement ? <Typography color="text.secondary">Loading…</Typography> : null}
      {statement ? (
        <Stack spacing={3}>
          <Section title="Income" rows={statement.income} total={statement.totalIncome} />
          <Section title="Expenses" rows={statement.expenses} total={statement.totalExpenses} />
          <Alert severity={statement.netIncome >= 0 ? 'success' : 'warning'} role="status">
            Net income {formatDate(statement.from)} to {formatDate(statement.to)}: {formatCedis(statement.netIncome)}
          </Alert>
        </Stack>
      ) : null}
    </>
  );
}

export function BalanceSheet() {
  const [on, setOn] = useState(today());
  const day = dayOrNull(on);
  const { data, loading, error } = useQuery(BalanceSheetDocument, { variables: { on: day }, skip: !day, fetchPolicy: 'cache-and-network' });
  const sheet = data?.balanceSheet;
  return (
    <>
      <Toolbar downloads={<Downloads report="balance-sheet" params={{ on: day }} label="balance sheet" />}>
        <DayField label="At the end of" value={on} onChange={setOn} />
      </Toolbar>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {loading && !sheet ? <Typography color="text.secondary">Loading…</Typography> : null}
      {sheet ? (
        <Stack spacing={3}>
          <Section title="Assets" rows={sheet.assets} total={sheet.totalAssets} />
          <Section title="Liabilities" rows={sheet.liabilities} />
          <Section title="Equity" rows={[...sheet.equity, { code: '—', name: 'Current earnings (not yet closed)', amount: sheet.currentEarnings }]} total={sheet.totalLiabilitiesAndEquity} totalLabel="Total liabilities and equity" />
          <Alert severity={sheet.balanced ? 'success' : 'error'} role="status">
            {sheet.balanced ? 'Balanced' : 'Not balanced'} at {formatDate(sheet.on)}: assets {formatCedis(sheet.totalAssets)} {sheet.balanced ? '=' : '≠'} liabilities and equity {formatCedis(sheet.totalLiabilitiesAndEquity)}.
          </Alert>
        </Stack>
      ) : null}
    </>
  );
}

interface CheckRow {
  check: string;
  accountCode: string;
  books: number;
  subledger: number;
  difference: number;
}

const checkColumns: GridColDef<CheckRow>[] = [
  { field: 'check', headerName: 'Check', minWidth: 190, flex: 2, sortable: false, valueFormatter: (value: string) => humanize(value.replace(':', ' — ')) },
  { field: 'accountCode', headerName: 'Account', width: 90, sortable: false },
  moneyColumn<CheckRow>('books', 'Books'),
  moneyColumn<CheckRow>('subledger', 'Loan subledger'),
  moneyColumn<CheckRow>('difference', 'Difference'),
];

export function Reconciliation() {
  const { data, loading, error } = useQuery(BooksReconciliationDocument, { fetchPolicy: 'cache-and-network' });
  const lines = data?.booksReconciliation ?? [];
  const off = lines.filter((line) => line.difference !== 0);
  return (
    <>
      <Toolbar downloads={<Downloads report="reconciliation" label="reconciliation" />}>
        <Typography variant="body2" color="text.secondary">
          Control accounts against the loan subledger; exact right after close of business.
        </Typography>
      </Toolbar>
      {data ? (
        <Alert severity={off.length === 0 ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {off.length === 0 ? 'Every control account agrees with the loan subledger.' : `${off.length} control account${off.length === 1 ? '' : 's'} differ from the loan subledger.`}
        </Alert>
      ) : null}
      <ReportGrid<CheckRow> label="Reconciliation" rows={lines} columns={checkColumns} loading={loading} error={error} getRowId={(row) => `${row.check}:${row.accountCode}`} />
    </>
  );
}
