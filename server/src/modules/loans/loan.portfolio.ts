// Set-based figures over every running loan (active or in arrears), for the collections work queues and PAR: the
// loans module owns the SQL over its tables; other modules build on these fragments and figures.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ALLOCATION_LINES, DUE_CHANGING_KINDS, OUTSTANDING_DELTA } from './loan.servicing.js';
import { ledgerEntry, loan, loanInstalment } from './loan.table.js';

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The one set-based derivation of every running loan's figures, as summarize() derives them (the current schedule
 * version plus what charges and payments allocated to each instalment): every figure over many loans — the
 * collections dashboard's arrears and what falls due, the collections queues, the Loans list's days-past-due
 * filters, PAR, the loan classification and provisions, the aging report — reads it, so they cannot drift apart.
 * Common table expressions (without `with`):
 * - `open_loan` (id, user_id, status, schedule_version, grace_days of its product version), the running loans `only`
 *   keeps (a condition on `l`, the loan table);
 * - `inst` (loan_id, due_date, grace_days, outstanding, principal_left), each instalment of the current version;
 * - `per_loan` (loan_id, grace_days, next_due: the oldest instalment with money left; `balance`: the total still owed
 *   on the schedule (principal, interest, fees, penalties; Loan.outstandingBalance); `principal`: principal
 *   outstanding; `overdue`: owed on instalments past their grace days (Loan.amountOverdue); `due_now`: owed on
 *   instalments due up to today; `due_today` / `due_today_instalments`; `due_week` / `due_week_instalments`: after
 *   today up to `weekEnd`; `dpd`: days past the oldest unpaid due date once past the grace days, else 0
 *   (Loan.daysPastDue)).
 * Callers add their own expressions after it.
 */
export function runningLoanBalances(today: string, options: { weekEnd?: string; only?: SQL } = {}): SQL {
  const weekEnd = options.weekEnd ?? today;
  return sql`open_loan as (
          select l.id, l.user_id, l.status, l.schedule_version, v.grace_days
          from ${loan} l join credit_product_version v on v.id = l.credit_product_version_id
          where l.status in ('active', 'in_arrears') and ${options.only ?? sql`true`}),
        allocated as (
          select e.loan_id, x.number, sum(${OUTSTANDING_DELTA}) as delta,
            sum(case when e.kind in ('payment', 'reversal') then -x.principal else x.principal end) as principal_delta
          from ${ledgerEntry} e join open_loan o on o.id = e.loan_id ${ALLOCATION_LINES}
          where e.kind in (${DUE_CHANGING_KINDS}) group by e.loan_id, x.number),
        inst as (
          select i.loan_id, i.due_date, o.grace_days, i.principal_due + i.interest_due + i.fee_due + coalesce(a.delta, 0) as outstanding,
            i.principal_due + coalesce(a.principal_delta, 0) as principal_left
          from ${loanInstalment} i join open_loan o on o.id = i.loan_id and i.version = o.schedule_version
          left join allocated a on a.loan_id = i.loan_id and a.number = i.number),
        per_loan_sums as (
          select loan_id, grace_days,
            min(due_date) filter (where outstanding > 0) as next_due,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date <= ${today}::date), 0) as due_now,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date = ${today}::date), 0) as due_today,
            count(*) filter (where outstanding > 0 and due_date = ${today}::date) as due_today_instalments,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date > ${today}::date and due_date <= ${weekEnd}::date), 0) as due_week,
            count(*) filter (where outstanding > 0 and due_date > ${today}::date and due_date <= ${weekEnd}::date) as due_week_instalments,
            coalesce(sum(outstanding) filter (where outstanding > 0 and ${today}::date - due_date > grace_days), 0) as overdue,
            coalesce(sum(outstanding) filter (where outstanding > 0), 0) as balance,
            coalesce(sum(principal_left), 0) as principal
          from inst group by loan_id, grace_days),
        per_loan as (
          select s.*, case when s.next_due is not null and ${today}::date - s.next_due > s.grace_days then ${today}::date - s.next_due else 0 end as dpd
          from per_loan_sums s)`;
}

/** Running loans (those `only` keeps) whose days past due (as runningLoanBalances counts them) are within [low, high]. */
export function runningLoansWithDaysPastDue(today: string, low: number, high: number, only?: SQL): SQL {
  return sql`(with ${runningLoanBalances(today, { only })} select loan_id from per_loan where dpd between ${low} and ${high})`;
}

/**
 * Outstanding principal of running loans, in total and more than 30/60/90 days past due (days past due as
 * summarize() counts them, after each loan's product version's grace days), with the number of running loans. One statement.
 */
export async function portfolioAtRisk(dbOrTx: DbOrTx, today: string) {
  const [row] = rowsOf<{ principal: string; p30: string; p60: string; p90: string; loans: number }>(
    await dbOrTx.execute(sql`
        with ${principalAndDaysPastDue(today)}
        select count(*)::int as "loans", coalesce(sum(principal), 0)::bigint::text as "principal",
          coalesce(sum(principal) filter (where dpd > 30), 0)::bigint::text as "p30",
          coalesce(sum(principal) filter (where dpd > 60), 0)::bigint::text as "p60",
          coalesce(sum(principal) filter (where dpd > 90), 0)::bigint::text as "p90"
        from d`),
  );
  return row;
}

/**
 * Per running loan: principal outstanding and days past due after its product version's grace days (`d`: loan_id,
 * principal, dpd), as common table expressions (without `with`) callers build on (the month-end provision); `only`
 * narrows the loans (a condition on `l`, the loan table, e.g. one page of the loan tape). Read from runningLoanBalances.
 */
export function principalAndDaysPastDue(today: string, only: SQL = sql`true`): SQL {
  return sql`${runningLoanBalances(today, { only })},
        d as (select loan_id, principal, dpd from per_loan)`;
}
