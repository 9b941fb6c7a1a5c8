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
 * The common table expressions (without `with`) of every running loan's balances, as summarize() derives them:
 * `open_loan` (id, user_id, status, schedule_version, grace_days of its product version) and `per_loan` (loan_id, next_due, due_now, due_today,
 * due_week up to `weekEnd`, balance). Callers add their own expressions after it.
 */
export function runningLoanBalances(today: string, weekEnd: string): SQL {
  return sql`open_loan as (
          select l.id, l.user_id, l.status, l.schedule_version, v.grace_days
          from ${loan} l join credit_product_version v on v.id = l.credit_product_version_id
          where l.status in ('active', 'in_arrears')),
        allocated as (
          select e.loan_id, x.number, sum(${OUTSTANDING_DELTA}) as delta
          from ${ledgerEntry} e join open_loan o on o.id = e.loan_id ${ALLOCATION_LINES}
          where e.kind in (${DUE_CHANGING_KINDS}) group by e.loan_id, x.number),
        inst as (
          select i.loan_id, i.due_date, i.principal_due + i.interest_due + i.fee_due + coalesce(a.delta, 0) as outstanding
          from ${loanInstalment} i join open_loan o on o.id = i.loan_id and i.version = o.schedule_version
          left join allocated a on a.loan_id = i.loan_id and a.number = i.number),
        per_loan as (
          select loan_id,
            min(due_date) filter (where outstanding > 0) as next_due,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date <= ${today}::date), 0) as due_now,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date = ${today}::date), 0) as due_today,
            coalesce(sum(outstanding) filter (where outstanding > 0 and due_date > ${today}::date and due_date <= ${weekEnd}::date), 0) as due_week,
            coalesce(sum(outstanding) filter (where outstanding > 0), 0) as balance
          from inst group by loan_id)`;
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
 * narrows the loans (a condition on `l`, the loan table, e.g. one page of the loan tape).
 */
export function principalAndDaysPastDue(today: string, only: SQL = sql`true`): SQL {
  return sql`open_loan as (
          select l.id, l.schedule_version, v.grace_days
          from ${loan} l join credit_product_version v on v.id = l.credit_product_version_id
          where l.status in ('active', 'in_arrears') and ${only}),
        allocated as (
          select e.loan_id, x.number, sum(${OUTSTANDING_DELTA}) as delta,
            sum(case when e.kind in ('payment', 'reversal') then -x.principal else x.principal end) as principal_delta
          from ${ledgerEntry} e join open_loan o on o.id = e.loan_id ${ALLOCATION_LINES}
          where e.kind in (${DUE_CHANGING_KINDS}) group by e.loan_id, x.number),
        inst as (
          select i.loan_id, i.due_date, i.principal_due + i.interest_due + i.fee_due + coalesce(a.delta, 0) as outstanding,
            i.principal_due + coalesce(a.principal_delta, 0) as principal_left
          from ${loanInstalment} i join open_loan o on o.id = i.loan_id and i.version = o.schedule_version
          left join allocated a on a.loan_id = i.loan_id and a.number = i.number),
        per_loan as (
          select loan_id, sum(principal_left) as principal,
            ${today}::date - min(due_date) filter (where outstanding > 0) as late
          from inst group by loan_id),
        d as (select p.loan_id, p.principal, case when p.late > o.grace_days then p.late else 0 end as dpd from per_loan p join open_loan o on o.id = p.loan_id)`;
}
