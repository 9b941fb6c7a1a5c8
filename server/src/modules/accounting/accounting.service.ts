// The books' reports: every figure is one statement over journal_line, so the screens, the exports and the
// reconciliation read the same numbers. Dates are posting days (a payment's day received, an accrual's day).
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.js';
import { classifyPortfolio, isIsoDate, type PortfolioClassification } from '../../finance/index.js';
import { badInput } from '../../graphql/errors.js';
import { principalAndDaysPastDue } from '../loans/loan.portfolio.js';
import { classificationRules, loanTapePage, provisionByClass, type LoanTapeRow } from './provision.js';
import type { Clock } from '../quotes/clock.js';
import { readSettings } from '../settings/settings.service.js';
import type { AccountType } from './accounting.table.js';
import { reconcile, type ReconciliationLine } from './reconciliation.js';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface AccountBalance {
  code: string;
  name: string;
  type: AccountType;
  active: boolean;
  /** Debits − credits of the lines in range (assets and expenses carry a positive balance). */
  debit: number;
  credit: number;
  balance: number;
}

export interface TrialBalance {
  on: string;
  accounts: AccountBalance[];
  totalDebit: number;
  totalCredit: number;
  balanced: boolean;
}

export interface StatementLine {
  code: string;
  name: string;
  /** On the account's normal side: income credit − debit, expense debit − credit, and so on. */
  amount: number;
}

export interface IncomeStatement {
  from: string;
  to: string;
  income: StatementLine[];
  expenses: StatementLine[];
  totalIncome: number;
  totalExpenses: number;
  netIncome: number;
}

export interface BalanceSheet {
  on: string;
  assets: StatementLine[];
  liabilities: StatementLine[];
  equity: StatementLine[];
  /** Income − expenses through the date (not yet closed to retained earnings). */
  currentEarnings: number;
  totalAssets: number;
  totalLiabilitiesAndEquity: number;
  balanced: boolean;
}

export interface JournalLineView {
  id: string;
  entryId: string;
  postedOn: string;
  kind: string;
  description: string;
  accountCode: string;
  loanId: string | null;
  ledgerEntryId: string | null;
  debit: number;
  credit: number;
}

const NORMAL_DEBIT: readonly AccountType[] = ['asset', 'expense'];

export const ACCOUNT_LINES_MAX = 200;
/** Days past due buckets of the aging report. */
export const AGING_BUCKETS = ['Current', '1–30 days', '31–60 days', '61–90 days', '91–180 days', '181–360 days', 'Over 360 days'] as const;
/** Loans per statement of the streamed loan tape. */
export const LOAN_TAPE_PAGE = 1_000;

export class AccountingService {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
  ) {}

  /**
   * The running book today by Bank of Ghana class (days past due after the grace days, as the loan views count them):
   * loans, principal outstanding and required provision per class, and the NPL ratio against its limit setting.
   */
  async loanClassification(): Promise<PortfolioClassification & { on: string; nplLimitBp: number; withinLimit: boolean }> {
    const on = this.clock.today();
    const [rules, values] = await Promise.all([classificationRules(this.db), readSettings(this.db, ['accounting.npl_limit_bp'])]);
    const nplLimitBp = values.get('accounting.npl_limit_bp') as number;
    const bands = await provisionByClass(this.db, on, rules);
    const of = (pick: (band: (typeof bands)[number]) => number) => rules.startDays.map((_, index) => {
      const band = bands.find((entry) => entry.band === index);
      return band ? pick(band) : 0;
    });
    // Each class's provision is the sum of its loans' (half up per loan), as month-end close of business posts it.
    const book = classifyPortfolio(of((band) => band.principal), of((band) => band.loans), rules, of((band) => band.provision));
    return { ...book, on, nplLimitBp, withinLimit: book.nplRatioBp <= nplLimitBp };
  }

  /**
   * The loan tape today: every running loan, page by page in loan id order (LOAN_TAPE_PAGE per statement), with the
   * classification rules of the moment it starts.
   */
  async loanTape(): Promise<{ on: string; rows: AsyncIterable<LoanTapeRow> }> {
    const on = this.clock.today();
    const rules = await classificationRules(this.db);
    const db = this.db;
    return {
      on,
      rows: (async function* () {
        let after: string | null = null;
        for (;;) {
          const page = await loanTapePage(db, on, rules, after, LOAN_TAPE_PAGE);
          yield* page;
          if (page.length < LOAN_TAPE_PAGE) return;
          after = page[page.length - 1].loanId;
        }
      })(),
    };
  }

  private day(value: string | null | undefined, field: string): string {
    if (value === null || value === undefined) return this.clock.today();
    if (!isIsoDate(value)) throw badInput('Give the date as YYYY-MM-DD.', field);
    return value;
  }

  /** Every account with the sum of its lines posted in [from, to] (both optional). */
  private async balances(range: { from?: string; to?: string }): Promise<AccountBalance[]> {
    const conditions: SQL[] = [sql`true`];
    if (range.from) conditions.push(sql`j.posted_on >= ${range.from}::date`);
    if (range.to) conditions.push(sql`j.posted_on <= ${range.to}::date`);
    const rows = rowsOf<{ code: string; name: string; type: AccountType; active: boolean; debit: string; credit: string }>(
      await this.db.execute(sql`
        with sums as (
          select l.account_code, sum(l.debit) as debit, sum(l.credit) as credit
          from journal_line l join journal_entry j on j.id = l.entry_id
          where ${sql.join(conditions, sql` and `)}
          group by l.account_code
        )
        select a.code, a.name, a.type, a.active, coalesce(s.debit, 0)::text as debit, coalesce(s.credit, 0)::text as credit
        from gl_account a left join sums s on s.account_code = a.code
        order by a.code`),
    );
    return rows.map((row) => {
      const debit = Number(row.debit);
      const credit = Number(row.credit);
      return { code: row.code, name: row.name, type: row.type, active: row.active, debit, credit, balance: debit - credit };
    });
  }

  chart(): Promise<AccountBalance[]> {
    return this.balances({});
  }

  async trialBalance(on?: string | null): Promise<TrialBalance> {
    const day = this.day(on, 'on');
    const accounts = (await this.balances({ to: day })).map((account) => ({
      ...account,
      debit: Math.max(account.balance, 0),
      credit: Math.max(-account.balance, 0),
    }));
    const totalDebit = accounts.reduce((sum, account) => sum + account.debit, 0);
    const totalCredit = accounts.reduce((sum, account) => sum + account.credit, 0);
    return { on: day, accounts, totalDebit, totalCredit, balanced: totalDebit === totalCredit };
  }

  async incomeStatement(from: string, to: string): Promise<IncomeStatement> {
    const [start, end] = [this.day(from, 'from'), this.day(to, 'to')];
    if (start > end) throw badInput('The period must start on or before its end.', 'from');
    const accounts = await this.balances({ from: start, to: end });
    const line = (account: AccountBalance): StatementLine => ({ code: account.code, name: account.name, amount: NORMAL_DEBIT.includes(account.type) ? account.balance : -account.balance });
    const income = accounts.filter((account) => account.type === 'income').map(line);
    const expenses = accounts.filter((account) => account.type === 'expense').map(line);
    const totalIncome = income.reduce((sum, item) => sum + item.amount, 0);
    const totalExpenses = expenses.reduce((sum, item) => sum + item.amount, 0);
    return { from: start, to: end, income, expenses, totalIncome, totalExpenses, netIncome: totalIncome - totalExpenses };
  }

  async balanceSheet(on?: string | null): Promise<BalanceSheet> {
    const day = this.day(on, 'on');
    const accounts = await this.balances({ to: day });
    const line = (account: AccountBalance): StatementLine => ({ code: account.code, name: account.name, amount: NORMAL_DEBIT.includes(account.type) ? account.balance : -account.balance });
    const of = (type: AccountType) => accounts.filter((account) => account.type === type).map(line);
    const sum = (items: StatementLine[]) => items.reduce((total, item) => total + item.amount, 0);
    const assets = of('asset');
    const liabilities = of('liability');
    const equity = of('equity');
    const currentEarnings = sum(of('income')) - sum(of('expense'));
    const totalAssets = sum(assets);
    const totalLiabilitiesAndEquity = sum(liabilities) + sum(equity) + currentEarnings;
    return { on: day, assets, liabilities, equity, currentEarnings, totalAssets, totalLiabilitiesAndEquity, balanced: totalAssets === totalLiabilitiesAndEquity };
  }

  /** An account's lines, newest first, with the loan and ledger entry each came from. */
  async accountLines(input: { accountCode?: string | null; from?: string | null; to?: string | null; loanId?: string | null; first?: number | null; before?: string | null }): Promise<JournalLineView[]> {
    const first = input.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > ACCOUNT_LINES_MAX) throw badInput(`Ask for 1 to ${ACCOUNT_LINES_MAX} lines.`, 'first');
    // Without an account: the whole journal of the period (the daily transactions export).
    const conditions: SQL[] = [input.accountCode ? sql`l.account_code = ${input.accountCode}` : sql`true`];
    if (input.from) conditions.push(sql`j.posted_on >= ${this.day(input.from, 'from')}::date`);
    if (input.to) conditions.push(sql`j.posted_on <= ${this.day(input.to, 'to')}::date`);
    if (input.loanId) {
      if (!/^[0-9a-f-]{36}$/i.test(input.loanId)) throw badInput('Unknown loan.', 'loanId');
      conditions.push(sql`l.loan_id = ${input.loanId}::uuid`);
    }
    if (input.before) {
      if (!/^\d{1,18}$/.test(input.before)) throw badInput('Unknown cursor.', 'before');
      conditions.push(sql`l.id < ${input.before}::bigint`);
    }
    const rows = rowsOf<{ id: string; entry_id: string; posted_on: string; kind: string; description: string; account_code: string; loan_id: string | null; ledger_entry_id: string | null; debit: string; credit: string }>(
      await this.db.execute(sql`
        select l.id::text, l.entry_id, j.posted_on::text, j.kind, j.description, l.account_code, l.loan_id, j.ledger_entry_id, l.debit::text, l.credit::text
        from journal_line l join journal_entry j on j.id = l.entry_id
        where ${sql.join(conditions, sql` and `)}
        order by l.id desc limit ${first}`),
    );
    return rows.map((row) => ({
      id: row.id,
      entryId: row.entry_id,
      postedOn: row.posted_on,
      kind: row.kind,
      description: row.description,
      accountCode: row.account_code,
      loanId: row.loan_id,
      ledgerEntryId: row.ledger_entry_id,
      debit: Number(row.debit),
      credit: Number(row.credit),
    }));
  }

  /**
   * The running book today by days past due (after grace days) in the aging buckets current, 1–30, 31–60, 61–90,
   * 91–180, 181–360 and over 360: loans and principal outstanding in each. One statement.
   */
  async aging(): Promise<{ on: string; buckets: Array<{ label: string; loans: number; principal: number }> }> {
    const on = this.clock.today();
    const rows = rowsOf<{ bucket: number; loans: number; principal: string }>(
      await this.db.execute(sql`
        with ${principalAndDaysPastDue(on)}
        select (case when dpd = 0 then 0 when dpd <= 30 then 1 when dpd <= 60 then 2 when dpd <= 90 then 3 when dpd <= 180 then 4 when dpd <= 360 then 5 else 6 end)::int as bucket,
          count(*)::int as loans, coalesce(sum(principal), 0)::bigint::text as principal
        from d group by 1`),
    );
    return {
      on,
      buckets: AGING_BUCKETS.map((label, index) => {
        const row = rows.find((entry) => entry.bucket === index);
        return { label, loans: row?.loans ?? 0, principal: Number(row?.principal ?? 0) };
      }),
    };
  }

  reconciliation(): Promise<ReconciliationLine[]> {
    return reconcile(this.db);
  }
}
