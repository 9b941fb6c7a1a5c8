// Interest earned day by day: close of business accrues each running loan's interest to interest
// receivable / interest income, by the early-settlement rule (finance/servicing.ts settlementQuote): an instalment
// due on or before the day is earned in full; the running one earns nominal annual rate × actual days / 365 on the
// principal scheduled from it on, never more than its scheduled interest. One statement for every loan, once a day.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Interest earned by an instalment row through day `t` (SQL over a row with due_date, interest_due, period_start,
 * base = principal scheduled from this row on, annual_bp). Half up to the pesewa, as divRound.
 */
/**
 * The longest instalment period (days): monthly schedules, or a restructure's first period after up to
 * MAX_HOLIDAY_MONTHS (2) holiday months — 3 months ≤ 92 days; a month of margin.
 */
const MAX_PERIOD_DAYS = 124;

function earnedBy(t: SQL): SQL {
  return sql`(case when r.due_date <= ${t} then r.interest_due
    else least(r.interest_due, floor((2 * r.base * r.annual_bp * greatest(0, ${t} - r.period_start) + 3650000) / 7300000.0)::bigint) end)`;
}

/**
 * Per running loan (active, in arrears), the instalment rows of its schedule in force with what the rule needs.
 * `only` narrows the rows (e.g. to those whose period overlaps a range).
 */
function scheduleRows(loans: SQL, only: SQL = sql`true`): SQL {
  return sql`
    select o.id as loan_id, i.number, i.due_date, i.interest_due, o.monthly_rate_bp * 12 as annual_bp,
      coalesce(p.due_date, (o.disbursed_at at time zone 'UTC')::date) as period_start,
      (select sum(b.principal_due) from loan_instalment b where b.loan_id = i.loan_id and b.version = i.version and b.number >= i.number) as base
    from (${loans}) o
    join loan_instalment i on i.loan_id = o.id and i.version = o.schedule_version
    left join loan_instalment p on p.loan_id = i.loan_id and p.version = i.version and p.number = i.number - 1
    where ${only}`;
}

/** The interest receivable balance of each loan in `loans` (a query of ids), from its journal lines. */
function receivableOf(loanIds: SQL): SQL {
  return sql`
    select jl.loan_id, sum(jl.debit - jl.credit) as balance
    from journal_line jl
    join loan l on l.id = jl.loan_id
    join gl_account_mapping m on m.mapping_key = loan_mapping_key(l.credit_product_version_id, l.source) and m.role = 'interest_receivable' and m.account_code = jl.account_code
    where jl.loan_id in (${loanIds})
    group by jl.loan_id`;
}

/** Interest paid (payments less reversals) per loan in `loanIds`, from the loan ledger. */
function interestPaidOf(loanIds: SQL): SQL {
  return sql`
    select e.loan_id, sum(x.interest) as paid
    from ledger_entry e cross join lateral jsonb_to_recordset(e.allocation) as x(interest bigint)
    where e.loan_id in (${loanIds}) and e.kind in ('payment', 'reversal')
    group by e.loan_id`;
}

export interface AccrualResult {
  /** False when the day was already accrued (or a later day was): nothing written. */
  posted: boolean;
  loans: number;
  /** Σ interest accrued (net of corrections), pesewas. */
  total: number;
}

/**
 * Accrues interest for `businessDate` in one statement (one journal entry for the day: a receivable line per loan,
 * an income line per income account). Loans untouched since the last accrued day get the day's earnings under
 * their schedule (earned through today − earned through then); a loan with a ledger event since then other than a
 * penalty or fee (payment, prepayment, reversal, restructure, new, paid off) is caught up exactly: earned − interest paid − its interest
 * receivable (a paid-off loan earned all it paid: its receivable goes to 0). Idempotent per date.
 */
export async function accrueInterest(db: AppDatabase, businessDate: string): Promise<AccrualResult> {
  return withTransaction(db, async (tx) => {
    const d = sql`${businessDate}::date`;
    const [row] = rowsOf<{ posted: boolean; loans: string; total: string }>(
      await tx.execute(sql`
        with prev as (
          select max(accrual_date) as p, max(seq) filter (where accrual_date = (select max(accrual_date) from journal_entry where source = 'accrual' and accrual_date < ${d})) as pseq
          from journal_entry where source = 'accrual' and accrual_date < ${d}
        ),
        changed as (
          select distinct j.loan_id from journal_entry j, prev
          where j.source = 'ledger' and j.loan_id is not null and (prev.pseq is null or j.seq > prev.pseq)
            -- Penalties and fees neither change the schedule nor touch interest receivable.
            and j.kind not in ('penalty', 'fee')
        ),
        running as (
          select l.id, l.source, l.monthly_rate_bp, l.schedule_version, l.disbursed_at, c.loan_id is not null as changed
          from loan l left join changed c on c.loan_id = l.id
          where l.status in ('active', 'in_arrears') and l.disbursed_at is not null
        ),
        -- Only the rows whose earning differs between the two days: due after the last accrued day and started before
        -- today (a period is at most MAX_PERIOD_DAYS long: monthly, or a restructure's holiday months), each with
        -- its period start and base computed once.
        steady_rows as materialized (
          ${scheduleRows(
            sql`select * from running where not changed`,
            sql`i.due_date > (select p from prev) and i.due_date <= ${d} + ${MAX_PERIOD_DAYS}::int and coalesce(p.due_date, (o.disbursed_at at time zone 'UTC')::date) < ${d}`,
          )}
        ),
        steady as (
          select r.loan_id, sum(${earnedBy(d)} - ${earnedBy(sql`prev.p`)}) as amount
          from steady_rows r, prev
          group by r.loan_id
        ),
        caught_up as (
          select r.loan_id, sum(${earnedBy(d)}) as earned
          from (${scheduleRows(sql`select * from running where changed`)}) r
          group by r.loan_id
        ),
        touched as (select loan_id from changed),
        receivable as (${receivableOf(sql`select loan_id from touched`)}),
        paid as (${interestPaidOf(sql`select loan_id from touched`)}),
        amounts as (
          select loan_id, amount from steady
          union all
          select c.loan_id, c.earned - coalesce(p.paid, 0) - coalesce(rv.balance, 0)
          from caught_up c left join paid p on p.loan_id = c.loan_id left join receivable rv on rv.loan_id = c.loan_id
          union all
          -- Paid off since the last accrual: every pesewa of interest paid was earned (the rest was rebated).
          select l.id, -rv.balance from loan l join touched t on t.loan_id = l.id join receivable rv on rv.loan_id = l.id
          where l.status = 'paid_off' and rv.balance <> 0
        ),
        per_loan as (
          -- The accounts of the loan's product (migration books_product_accounts: loan_mapping_key).
          select a.loan_id, loan_mapping_key(l.credit_product_version_id, l.source) as mapping_key, sum(a.amount)::bigint as amount
          from amounts a join loan l on l.id = a.loan_id
          group by a.loan_id, l.credit_product_version_id, l.source having sum(a.amount) <> 0
        ),
        entry as (
          insert into journal_entry (source, kind, posted_on, accrual_date, description)
          select 'accrual', 'interest_accrual', ${d}, ${d}, 'Interest earned on ' || ${businessDate}::text
          where not exists (select 1 from journal_entry where source = 'accrual' and accrual_date >= ${d})
          on conflict (accrual_date) where source = 'accrual' do nothing
          returning id
        ),
        lines as (
          insert into journal_line (entry_id, account_code, loan_id, debit, credit)
          select entry.id, m.account_code, a.loan_id, greatest(a.amount, 0), greatest(-a.amount, 0)
          from entry, per_loan a join gl_account_mapping m on m.mapping_key = a.mapping_key and m.role = 'interest_receivable'
          union all
          select entry.id, m.account_code, null, greatest(-sum(a.amount), 0), greatest(sum(a.amount), 0)
          from entry, per_loan a join gl_account_mapping m on m.mapping_key = a.mapping_key and m.role = 'interest_income'
          group by entry.id, m.account_code having sum(a.amount) <> 0
          returning loan_id, debit, credit
        )
        select exists (select 1 from entry) as posted,
          (select count(*) from lines where loan_id is not null) as loans,
          (select coalesce(sum(debit - credit), 0) from lines where loan_id is not null) as total`),
    );
    return { posted: row.posted, loans: Number(row.loans), total: Number(row.total) };
  });
}

/** Σ interest earned through the last accrued day and not paid, over running loans (the subledger side of the check). */
export async function earnedUnpaid(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(sql`
      with last as (select max(accrual_date) as d from journal_entry where source = 'accrual'),
      running as (select l.id, l.monthly_rate_bp, l.schedule_version, l.disbursed_at from loan l where l.status in ('active', 'in_arrears') and l.disbursed_at is not null),
      earned as (
        select r.loan_id, sum(${earnedBy(sql`(select d from last)`)}) as earned from (${scheduleRows(sql`select * from running`)}) r group by r.loan_id
      ),
      paid as (${interestPaidOf(sql`select id from running`)})
      select sum(e.earned - coalesce(p.paid, 0)) as total from earned e left join paid p on p.loan_id = e.loan_id
      where (select d from last) is not null`),
  );
  return Number(row?.total ?? 0);
}
