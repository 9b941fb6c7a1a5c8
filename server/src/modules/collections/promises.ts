// Promises to pay decided at close of business: one set-based statement over every open promise.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../events/bus.js';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Money counted towards a promise: payments (net of reversals, credit from money beyond what was owed included)
 * written after the promise was made and received from the day it was made through `until`. Needs `p` (promise).
 */
export const promisePaidSql = (until: ReturnType<typeof sql>) => sql`coalesce((
  select sum(-e.amount) from ledger_entry e
  where e.loan_id = p.loan_id and e.payment_id is not null and e.kind in ('payment', 'reversal', 'credit')
    and e.created_at >= p.created_at
    and coalesce(e.effective_on, e.created_at::date) between p.made_on and least(p.promised_on, ${until})), 0)`;

/**
 * Decides promises for a business date in one statement: every open promise due on or before the date is kept if
 * the money counted towards it reached the amount, else broken; an open promise due later that is already fully
 * paid is kept at once. Only open promises change, so running a date again changes nothing (idempotent per date).
 */
export async function settlePromises(db: DbOrTx, businessDate: string, events?: EventBus): Promise<{ kept: number; broken: number }> {
  const rows = rowsOf<{ status: string; loan_id: string; user_id: string }>(
    await db.execute(sql`
      with counted as (
        select p.id, p.amount, p.promised_on, ${promisePaidSql(sql`${businessDate}::date`)} as paid
        from promise_to_pay p
        where p.status = 'open' and p.made_on <= ${businessDate}::date
      ),
      decided as (
        select c.id, c.paid, case when c.paid >= c.amount then 'kept' else 'broken' end as status
        from counted c
        where c.promised_on <= ${businessDate}::date or c.paid >= c.amount
      )
      update promise_to_pay p
      set status = d.status, paid_amount = greatest(d.paid, 0), decided_on = ${businessDate}::date
      from decided d, loan l
      where p.id = d.id and p.status = 'open' and l.id = p.loan_id
      returning p.status, p.loan_id, l.user_id`),
  );
  const changed = [...new Map(rows.map((row) => [row.loan_id, { id: row.loan_id, userId: row.user_id }])).values()];
  if (events && changed.length > 0) void events.publishMany('loan.changed', changed);
  return { kept: rows.filter((row) => row.status === 'kept').length, broken: rows.filter((row) => row.status === 'broken').length };
}
