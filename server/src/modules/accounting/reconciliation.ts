// Books against the loan subledger: each control account must equal the figure the loan ledger gives.
// One statement per check, set-based over every loan.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { earnedUnpaid } from './accrual.js';

export interface ReconciliationLine {
  /** What is compared, e.g. "loans_receivable:bnpl" (per product code). */
  check: string;
  accountCode: string;
  /** The account's balance on its normal side (assets: debit − credit; liabilities: credit − debit). */
  books: number;
  subledger: number;
  difference: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Loans receivable per product (its code, the books' mapping key) = its loans' lines on its account vs Σ principal outstanding (current schedule rows + principal charged − principal
 * paid); interest receivable = Σ interest earned through the last accrued day − interest paid, over running loans
 * (exact right after close of business: a payment's interest clears the receivable at once, the day's earning
 * follows at the next close);
 * customer credit = −Σ credit/settlement_credit/refund/credit_applied entries; suspense = Σ the payments held in suspense (successful,
 * no loan: the SuspenseService queue; money beyond what a loan owes becomes customer credit, not suspense).
 */
export async function reconcile(db: DbOrTx): Promise<ReconciliationLine[]> {
  const rows = rowsOf<{ check: string; account_code: string; books: string; subledger: string }>(
    await db.execute(sql`
      with principal as (
        select loan_mapping_key(l.credit_product_version_id, l.source) as mapping_key, sum(coalesce(s.scheduled, 0) + coalesce(c.moved, 0)) as outstanding
        from loan l
        left join lateral (select sum(i.principal_due) as scheduled from loan_instalment i where i.loan_id = l.id and i.version = l.schedule_version) s on true
        left join lateral (
          select sum(case when e.kind in ('payment', 'reversal') then -x.principal else x.principal end) as moved
          from ledger_entry e cross join lateral jsonb_to_recordset(e.allocation) as x(principal bigint)
          where e.loan_id = l.id and e.kind in ('penalty', 'fee', 'rebate', 'write_off', 'payment', 'reversal')
        ) c on true
        group by 1
      ),
      -- Each product's share of its loans-receivable account: the lines of its own loans (products may share an account).
      product_books as (
        select loan_mapping_key(l.credit_product_version_id, l.source) as mapping_key, jl.account_code, sum(jl.debit - jl.credit) as balance
        from journal_line jl join loan l on l.id = jl.loan_id
        group by 1, 2
      ),
      credit as (select -coalesce(sum(amount), 0) as held from ledger_entry where kind in ('credit', 'settlement_credit', 'refund', 'credit_applied')),
      books as (select account_code, sum(debit - credit) as balance from journal_line group by account_code),
      mapped as (select distinct m.role, m.account_code from gl_account_mapping m)
      select 'loans_receivable:' || m.mapping_key as "check", m.account_code, coalesce(b.balance, 0)::text as books,
        coalesce((select p.outstanding from principal p where p.mapping_key = m.mapping_key), 0)::text as subledger
      from gl_account_mapping m left join product_books b on b.mapping_key = m.mapping_key and b.account_code = m.account_code
      where m.role = 'loans_receivable'
      union all
      select 'customer_credit', a.account_code, (-coalesce(b.balance, 0))::text, (select held from credit)::text
      from (select distinct account_code from mapped where role = 'customer_credit') a left join books b on b.account_code = a.account_code
      union all
      select 'interest_receivable', a.account_code, coalesce(b.balance, 0)::text, ${await earnedUnpaid(db)}::bigint::text
      from (select distinct account_code from mapped where role = 'interest_receivable') a left join books b on b.account_code = a.account_code
      union all
      select 'suspense', a.account_code, (-coalesce(b.balance, 0))::text,
        (select coalesce(sum(p.amount), 0) from payment p where p.kind = 'payment' and p.status = 'successful' and p.loan_id is null)::text
      from (select distinct account_code from mapped where role = 'suspense') a left join books b on b.account_code = a.account_code
      order by 1`),
  );
  return rows.map((row) => {
    const books = Number(row.books);
    const subledger = Number(row.subledger);
    return { check: row.check, accountCode: row.account_code, books, subledger, difference: books - subledger };
  });
}
