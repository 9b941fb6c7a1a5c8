// Loan-loss provisions (Bank of Ghana prudential norms): each running loan's required provision is its class's rate
// of its principal outstanding, half up to the pesewa (finance/classification.ts percentOf), classed by days past due
// after its product version's grace days. The Classification report sums these per class; at each month end close
// of business posts the change against what the loan-loss allowance already holds for each loan.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { ClassificationRules } from '../../finance/index.js';
import { principalAndDaysPastDue } from '../loans/loan.portfolio.js';
import { readSettings } from '../settings/settings.service.js';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function intArray(values: readonly number[]): SQL {
  return sql.raw(`array[${values.map((value) => String(Math.trunc(value))).join(',')}]::int[]`);
}

/**
 * Common table expressions (without `with`) giving `provision_of` (loan_id, band = class index from 0, principal,
 * amount = required provision) for every running loan on `today` (those `only` allows).
 */
function requiredProvisions(today: string, rules: ClassificationRules, only?: SQL): SQL {
  return sql`${principalAndDaysPastDue(today, only)},
        classes as (
          select s.i::int - 1 as band, s.start, r.bp
          from unnest(${intArray(rules.startDays)}) with ordinality as s(start, i)
          join unnest(${intArray(rules.provisionBp)}) with ordinality as r(bp, j) on r.j = s.i),
        classed as (
          select d.loan_id, d.principal, (select max(c.band) from classes c where d.dpd >= c.start) as band from d),
        provision_of as (
          -- bp of the principal, half up to the pesewa: floor((2 × principal × bp + 10000) / 20000), as percentOf.
          select k.loan_id, k.band, k.principal, floor((2 * k.principal * c.bp + 10000) / 20000)::bigint as amount
          from classed k join classes c on c.band = k.band)`;
}

export interface ProvisionBand {
  band: number;
  loans: number;
  principal: number;
  provision: number;
}

/** Running loans per class (index from 0): their number, principal outstanding and Σ required provision. One statement. */
export async function provisionByClass(db: DbOrTx, today: string, rules: ClassificationRules): Promise<ProvisionBand[]> {
  const rows = rowsOf<{ band: number; loans: number; principal: string; provision: string }>(
    await db.execute(sql`
      with ${requiredProvisions(today, rules)}
      select band::int as "band", count(*)::int as "loans", coalesce(sum(principal), 0)::bigint::text as "principal", coalesce(sum(amount), 0)::bigint::text as "provision"
      from provision_of group by band order by band`),
  );
  return rows.map((row) => ({ band: row.band, loans: row.loans, principal: Number(row.principal), provision: Number(row.provision) }));
}

/** One row of the loan tape: a running loan as the books and the classification see it (pesewas). */
export interface LoanTapeRow {
  loanId: string;
  product: string;
  status: string;
  disbursedOn: string | null;
  principal: number;
  interestReceivable: number;
  daysPastDue: number;
  /** Class index from 0 (current … loss). */
  band: number;
  provisionBp: number;
  provision: number;
  allowance: number;
}

/**
 * A page of the loan tape: up to `limit` running loans after `after` (loan id order), each with its principal
 * outstanding, interest receivable (its journal lines), days past due, class, required provision and what the
 * allowance holds for it. One statement per page, so a million-loan tape streams without loading into memory.
 */
export async function loanTapePage(db: DbOrTx, today: string, rules: ClassificationRules, after: string | null, limit: number): Promise<LoanTapeRow[]> {
  const page = sql`l.id in (select id from loan where status in ('active', 'in_arrears') and id > ${after ?? '00000000-0000-0000-0000-000000000000'}::uuid order by id limit ${limit}::int)`;
  const rows = rowsOf<{ loan_id: string; product: string | null; status: string; disbursed_on: string | null; principal: string; receivable: string; dpd: number; band: number; bp: number; provision: string; allowance: string }>(
    await db.execute(sql`
      with ${requiredProvisions(today, rules, page)},
      balances as (
        select jl.loan_id,
          sum(jl.debit - jl.credit) filter (where m.role = 'interest_receivable') as receivable,
          sum(jl.credit - jl.debit) filter (where m.role = 'loan_loss_allowance') as allowance
        from journal_line jl
        join loan l on l.id = jl.loan_id
        join gl_account_mapping m on m.mapping_key = loan_mapping_key(l.credit_product_version_id, l.source) and m.account_code = jl.account_code
          and m.role in ('interest_receivable', 'loan_loss_allowance')
        where jl.loan_id in (select loan_id from provision_of)
        group by jl.loan_id)
      select p.loan_id, cp.code as product, l.status, (l.disbursed_at at time zone 'UTC')::date::text as disbursed_on,
        p.principal::bigint::text as principal, coalesce(b.receivable, 0)::bigint::text as receivable, d.dpd::int as dpd,
        p.band::int as band, c.bp::int as bp, p.amount::text as provision, coalesce(b.allowance, 0)::bigint::text as allowance
      from provision_of p
      join loan l on l.id = p.loan_id
      join d on d.loan_id = p.loan_id
      join classes c on c.band = p.band
      left join credit_product_version v on v.id = l.credit_product_version_id
      left join credit_product cp on cp.id = v.product_id
      left join balances b on b.loan_id = p.loan_id
      order by p.loan_id`),
  );
  return rows.map((row) => ({
    loanId: row.loan_id,
    product: row.product ?? '',
    status: row.status,
    disbursedOn: row.disbursed_on,
    principal: Number(row.principal),
    interestReceivable: Number(row.receivable),
    daysPastDue: row.dpd,
    band: row.band,
    provisionBp: row.bp,
    provision: Number(row.provision),
    allowance: Number(row.allowance),
  }));
}

/** The classification settings (accounting.classification_days, accounting.provision_rates_bp). */
export async function classificationRules(db: DbOrTx): Promise<ClassificationRules> {
  const values = await readSettings(db, ['accounting.classification_days', 'accounting.provision_rates_bp']);
  return { startDays: values.get('accounting.classification_days') as number[], provisionBp: values.get('accounting.provision_rates_bp') as number[] };
}

/** True when `date` (YYYY-MM-DD) is the last day of its month. */
export function isMonthEnd(date: string): boolean {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1;
}

export interface ProvisionResult {
  /** False when this month end (or a later one) was already provided for: nothing written. */
  posted: boolean;
  /** Loans whose allowance changed. */
  loans: number;
  /** Σ required provision of the running book at the day, pesewas. */
  required: number;
  /** Σ change posted (provision expense; negative: released), pesewas. */
  change: number;
}

/**
 * Posts the month end's change in required provision in one statement (one journal entry for the day): per loan,
 * Cr the loan-loss allowance by what its requirement rose (Dr when it fell: a loan that paid off, cured or was written
 * off releases what is left of its allowance), and per product account Dr provision expense by the net. Idempotent
 * per month end; a date before one already provided for writes nothing.
 */
export async function postProvisions(db: AppDatabase, businessDate: string, rules: ClassificationRules): Promise<ProvisionResult> {
  return withTransaction(db, async (tx) => {
    const d = sql`${businessDate}::date`;
    const [row] = rowsOf<{ posted: boolean; loans: string; required: string; change: string }>(
      await tx.execute(sql`
        with ${requiredProvisions(businessDate, rules)},
        -- What the allowance holds per loan (credit balance of the allowance account its product maps to).
        held as (
          select jl.loan_id, sum(jl.credit - jl.debit) as amount
          from journal_line jl
          join loan l on l.id = jl.loan_id
          join gl_account_mapping m on m.mapping_key = loan_mapping_key(l.credit_product_version_id, l.source) and m.role = 'loan_loss_allowance' and m.account_code = jl.account_code
          where jl.loan_id is not null and jl.account_code in (select account_code from gl_account_mapping where role = 'loan_loss_allowance')
          group by jl.loan_id),
        changes as (
          select coalesce(p.loan_id, h.loan_id) as loan_id, coalesce(p.amount, 0) - coalesce(h.amount, 0) as amount
          from provision_of p full join held h on h.loan_id = p.loan_id
          where coalesce(p.amount, 0) <> coalesce(h.amount, 0)),
        loan_change as (
          select c.loan_id, loan_mapping_key(l.credit_product_version_id, l.source) as mapping_key, c.amount::bigint as amount
          from changes c join loan l on l.id = c.loan_id),
        entry as (
          insert into journal_entry (source, kind, posted_on, accrual_date, description)
          select 'provision', 'provision', ${d}, ${d}, 'Loan-loss provision at ' || ${businessDate}::text
          where not exists (select 1 from journal_entry where source = 'provision' and accrual_date >= ${d})
            and exists (select 1 from loan_change)
          on conflict (accrual_date) where source = 'provision' do nothing
          returning id),
        lines as (
          insert into journal_line (entry_id, account_code, loan_id, debit, credit)
          select entry.id, m.account_code, a.loan_id, greatest(-a.amount, 0), greatest(a.amount, 0)
          from entry, loan_change a join gl_account_mapping m on m.mapping_key = a.mapping_key and m.role = 'loan_loss_allowance'
          union all
          select entry.id, m.account_code, null, greatest(sum(a.amount), 0), greatest(-sum(a.amount), 0)
          from entry, loan_change a join gl_account_mapping m on m.mapping_key = a.mapping_key and m.role = 'provision_expense'
          group by entry.id, m.account_code having sum(a.amount) <> 0
          returning loan_id, debit, credit)
        select exists (select 1 from entry) as posted,
          (select count(*) from lines where loan_id is not null) as loans,
          (select coalesce(sum(amount), 0) from provision_of) as required,
          (select coalesce(sum(credit - debit), 0) from lines where loan_id is not null) as change`),
    );
    return { posted: row.posted, loans: Number(row.loans), required: Number(row.required), change: Number(row.change) };
  });
}
