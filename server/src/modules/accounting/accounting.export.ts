// The books' reports as tables for download (CSV and XLSX): the same figures the screens read (AccountingService),
// one header row then rows of cells. Money cells carry pesewas; the writer shows them as cedis.
import { CLASSIFICATION_LABELS, CLASSIFICATIONS, formatBp } from '../../finance/index.js';
import { badInput } from '../../graphql/errors.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { AccountingService } from './accounting.service.js';

export const EXPORT_REPORTS = ['chart', 'trial-balance', 'income-statement', 'balance-sheet', 'account-lines', 'reconciliation', 'loan-tape', 'aging', 'journal'] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

/** A cell: text, or money in pesewas (written as cedis with two decimals). */
export type ExportCell = string | { pesewas: number };

export interface ExportTable {
  /** The file's base name, e.g. "trial-balance-2026-03-31". */
  name: string;
  /** The sheet's title. */
  title: string;
  columns: Array<{ header: string; money?: boolean; width?: number }>;
  /** Rows in order; a generator so long journals stream page by page. */
  rows: AsyncIterable<ExportCell[]>;
}

const money = (pesewas: number): ExportCell => ({ pesewas });

export interface ExportParams {
  on?: string;
  from?: string;
  to?: string;
  account?: string;
}

const LINE_PAGE = 200;

/** The table of one report, or BAD_USER_INPUT for parameters the report needs and lacks. */
export async function exportTable(accounting: AccountingService, report: ExportReport, params: ExportParams): Promise<ExportTable> {
  switch (report) {
    case 'chart': {
      const accounts = await accounting.chart();
      return {
        name: 'chart-of-accounts',
        title: 'Chart of accounts',
        columns: [{ header: 'Code', width: 8 }, { header: 'Account', width: 36 }, { header: 'Type', width: 10 }, { header: 'Debits', money: true }, { header: 'Credits', money: true }, { header: 'Balance (debit − credit)', money: true }],
        rows: list(accounts.map((a) => [a.code, a.name, a.type, money(a.debit), money(a.credit), money(a.balance)])),
      };
    }
    case 'trial-balance': {
      const trial = await accounting.trialBalance(params.on);
      return {
        name: `trial-balance-${trial.on}`,
        title: `Trial balance at ${trial.on}`,
        columns: [{ header: 'Code', width: 8 }, { header: 'Account', width: 36 }, { header: 'Type', width: 10 }, { header: 'Debit', money: true }, { header: 'Credit', money: true }],
        rows: list([
          ...trial.accounts.filter((a) => a.debit !== 0 || a.credit !== 0).map((a) => [a.code, a.name, a.type, money(a.debit), money(a.credit)]),
          ['', 'Total', '', money(trial.totalDebit), money(trial.totalCredit)],
        ]),
      };
    }
    case 'income-statement': {
      if (!params.from || !params.to) throw badInput('Give the period as from=YYYY-MM-DD and to=YYYY-MM-DD.', 'from');
      const statement = await accounting.incomeStatement(params.from, params.to);
      return {
        name: `income-statement-${statement.from}-to-${statement.to}`,
        title: `Income statement ${statement.from} to ${statement.to}`,
        columns: [{ header: 'Section', width: 12 }, { header: 'Code', width: 8 }, { header: 'Account', width: 36 }, { header: 'Amount', money: true }],
        rows: list([
          ...statement.income.map((line) => ['Income', line.code, line.name, money(line.amount)]),
          ['Income', '', 'Total income', money(statement.totalIncome)],
          ...statement.expenses.map((line) => ['Expenses', line.code, line.name, money(line.amount)]),
          ['Expenses', '', 'Total expenses', money(statement.totalExpenses)],
          ['', '', 'Net income', money(statement.netIncome)],
        ]),
      };
    }
    case 'balance-sheet': {
      const sheet = await accounting.balanceSheet(params.on);
      const section = (name: string, lines: Array<{ code: string; name: string; amount: number }>) => lines.map((line) => [name, line.code, line.name, money(line.amount)]);
      return {
        name: `balance-sheet-${sheet.on}`,
        title: `Balance sheet at ${sheet.on}`,
        columns: [{ header: 'Section', width: 12 }, { header: 'Code', width: 8 }, { header: 'Account', width: 36 }, { header: 'Amount', money: true }],
        rows: list([
          ...section('Assets', sheet.assets),
          ['Assets', '', 'Total assets', money(sheet.totalAssets)],
          ...section('Liabilities', sheet.liabilities),
          ...section('Equity', sheet.equity),
          ['Equity', '', 'Current earnings (not yet closed)', money(sheet.currentEarnings)],
          ['', '', 'Total liabilities and equity', money(sheet.totalLiabilitiesAndEquity)],
        ]),
      };
    }
    case 'account-lines': {
      const account = params.account;
      if (!account || !/^[0-9A-Za-z_-]{1,20}$/.test(account)) throw badInput('Choose the account (account=code).', 'account');
      // Asked once here so a bad date is a 400 before the download starts.
      const first = await accounting.accountLines({ accountCode: account, from: params.from, to: params.to, first: LINE_PAGE });
      return {
        name: `account-${account}-lines`,
        title: `Account ${account} lines`,
        columns: [{ header: 'Posted on', width: 12 }, { header: 'Kind', width: 16 }, { header: 'Description', width: 48 }, { header: 'Loan', width: 38 }, { header: 'Debit', money: true }, { header: 'Credit', money: true }],
        rows: linePages(accounting, { accountCode: account, from: params.from, to: params.to }, first, (line) => [line.postedOn, line.kind, line.description, line.loanId ?? '', money(line.debit), money(line.credit)]),
      };
    }
    case 'loan-tape': {
      const tape = await accounting.loanTape();
      return {
        name: `loan-tape-${tape.on}`,
        title: `Loan tape at ${tape.on}`,
        columns: [
          { header: 'Loan', width: 13 }, { header: 'Loan id', width: 38 }, { header: 'Product', width: 12 }, { header: 'Status', width: 14 }, { header: 'Disbursed on', width: 12 },
          { header: 'Principal outstanding', money: true }, { header: 'Interest receivable', money: true }, { header: 'Days past due', width: 8 },
          { header: 'Class', width: 24 }, { header: 'Provision rate', width: 10 }, { header: 'Required provision', money: true }, { header: 'Allowance held', money: true },
        ],
        rows: (async function* () {
          for await (const row of tape.rows) {
            yield [
              loanNumber(row.loanId), row.loanId, row.product, row.status, row.disbursedOn ?? '',
              money(row.principal), money(row.interestReceivable), String(row.daysPastDue),
              CLASSIFICATION_LABELS[CLASSIFICATIONS[row.band]], formatBp(row.provisionBp), money(row.provision), money(row.allowance),
            ];
          }
        })(),
      };
    }
    case 'aging': {
      const aging = await accounting.aging();
      const total = aging.buckets.reduce((sum, bucket) => sum + bucket.principal, 0);
      return {
        name: `aging-${aging.on}`,
        title: `Aging of the running book at ${aging.on}`,
        columns: [{ header: 'Days past due', width: 16 }, { header: 'Loans', width: 8 }, { header: 'Principal outstanding', money: true }, { header: 'Share of principal', width: 10 }],
        rows: list([
          ...aging.buckets.map((bucket) => [bucket.label, String(bucket.loans), money(bucket.principal), total === 0 ? '0.00%' : formatBp(Math.round((bucket.principal * 10_000) / total))]),
          ['Total', String(aging.buckets.reduce((sum, bucket) => sum + bucket.loans, 0)), money(total), total === 0 ? '0.00%' : '100.00%'],
        ]),
      };
    }
    case 'journal': {
      // The daily transactions (or any period's): every journal line posted from `from` to `to`, newest first.
      if (!params.from || !params.to) throw badInput('Give the period as from=YYYY-MM-DD and to=YYYY-MM-DD.', 'from');
      const range = { from: params.from, to: params.to };
      const first = await accounting.accountLines({ ...range, first: LINE_PAGE });
      return {
        name: `journal-${params.from}-to-${params.to}`,
        title: `Journal ${params.from} to ${params.to}`,
        columns: [{ header: 'Posted on', width: 12 }, { header: 'Entry', width: 38 }, { header: 'Kind', width: 16 }, { header: 'Description', width: 48 }, { header: 'Account', width: 8 }, { header: 'Loan', width: 38 }, { header: 'Debit', money: true }, { header: 'Credit', money: true }],
        rows: linePages(accounting, range, first, (line) => [line.postedOn, line.entryId, line.kind, line.description, line.accountCode, line.loanId ?? '', money(line.debit), money(line.credit)]),
      };
    }
    case 'reconciliation': {
      const lines = await accounting.reconciliation();
      return {
        name: 'books-reconciliation',
        title: 'Books against the loan subledger',
        columns: [{ header: 'Check', width: 26 }, { header: 'Account', width: 8 }, { header: 'Books', money: true }, { header: 'Subledger', money: true }, { header: 'Difference', money: true }],
        rows: list(lines.map((line) => [line.check, line.accountCode, money(line.books), money(line.subledger), money(line.difference)])),
      };
    }
  }
}

type JournalLine = Awaited<ReturnType<AccountingService['accountLines']>>[number];

/** Journal lines page after page (LINE_PAGE, newest first) from the first page already read, each as a row. */
async function* linePages(
  accounting: AccountingService,
  query: { accountCode?: string; from?: string; to?: string },
  first: JournalLine[],
  row: (line: JournalLine) => ExportCell[],
): AsyncIterable<ExportCell[]> {
  let page = first;
  for (;;) {
    for (const line of page) yield row(line);
    if (page.length < LINE_PAGE) return;
    page = await accounting.accountLines({ ...query, first: LINE_PAGE, before: page[page.length - 1].id });
  }
}

async function* list(rows: ExportCell[][]): AsyncIterable<ExportCell[]> {
  for (const row of rows) yield row;
}

/** Pesewas as cedis with two decimals, exactly (no floating point): -123456 → "-1234.56". */
export function cedisText(pesewas: number): string {
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
 * (starting with = + - @ or a tab) is prefixed with an apostrophe, since descriptions carry staff notes.
 */
export function csvField(cell: ExportCell): string {
  if (typeof cell !== 'string') return cedisText(cell.pesewas);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
