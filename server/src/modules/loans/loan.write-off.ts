// Write-off and recovery on the ledger. A write-off books `write_off` = minus what the loan really owes that day
// (principal, interest earned and unpaid, fees, penalties; interest not yet earned is cancelled first by a rebate),
// its allocation taking each instalment's dues off (like a rebate), so Σ ledger = owed (0) − credit holds and
// the status stays `written_off` (settleStatus never moves it). Money received afterwards is a recovery: a
// `write_off` entry reinstating the dues it pays (positive) and a `payment` entry paying them, both under the same
// payment id, so the loan still owes 0 and the written-off amount falls by what was recovered. Money beyond what is
// still written off becomes credit, as on any closed loan.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { allocationTotal, recoveryAllocation, writeOffFigures, type InstalmentAllocation, type InstalmentBalance, type WriteOffFigures } from '../../finance/index.js';
import { creditArrival, servicingTerms, type AppliedToLoan, type PaymentArrival } from './loan.servicing.js';
import { ledgerEntry, loan, type LedgerPaymentTerms } from './loan.table.js';


type LoanRow = typeof loan.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Writes the loan off under its row lock, for what it really owes on `on` (writeOffFigures): first a `rebate`
 * cancelling the scheduled interest not yet earned (never written off, never paid), then one `write_off` entry of
 * minus the rest; status written_off. Answers the amount written off.
 */
export async function writeOffLedger(tx: Tx, row: LoanRow, instalments: InstalmentBalance[], input: { on: string; recordedBy: string; note: string }): Promise<number> {
  const figures = writeOffFigures({ instalments, on: input.on, terms: servicingTerms(row), originalPrincipal: row.principal });
  const common = { loanId: row.id, userId: row.userId, effectiveOn: input.on, recordedBy: input.recordedBy };
  if (figures.cancellation.length > 0) {
    await tx.insert(ledgerEntry).values({ ...common, kind: 'rebate', amount: allocationTotal(figures.cancellation), allocation: figures.cancellation, note: CANCELLATION_NOTE });
  }
  await tx.insert(ledgerEntry).values({ ...common, kind: 'write_off', amount: -figures.amount, allocation: figures.allocation, note: input.note });
  await tx.update(loan).set({ status: 'written_off', updatedAt: new Date() }).where(eq(loan.id, row.id));
  return figures.amount;
}

/** The note of the entry cancelling interest not yet earned when a loan is written off (the statement shows it). */
export const CANCELLATION_NOTE = 'Interest not yet earned cancelled at write-off';

/**
 * What a write-off of the loan on `on` would take off, part by part (principal, interest earned, fees, penalties)
 * and the interest not yet earned it would cancel: the request shows it before anyone approves.
 */
export function writeOffPreview(row: LoanRow, instalments: InstalmentBalance[], on: string): WriteOffFigures {
  return writeOffFigures({ instalments, on, terms: servicingTerms(row), originalPrincipal: row.principal });
}

export interface WrittenOffSummary {
  /** What is still written off per instalment (write-offs less recoveries), positive parts. */
  byInstalment: Map<number, InstalmentAllocation>;
  /** Σ written off at the write-off. */
  writtenOff: number;
  /** Σ recovered since. */
  recovered: number;
}

/** Per written-off loan in `loanIds`: what each instalment still has written off, and the totals. One statement. */
export async function writtenOffSummaries(dbOrTx: DbOrTx, loanIds: string[]): Promise<Map<string, WrittenOffSummary>> {
  const result = new Map<string, WrittenOffSummary>();
  if (loanIds.length === 0) return result;
  const ids = sql.join(loanIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = rowsOf<{ loanId: string; number: number | null; penalty: string; fee: string; interest: string; principal: string; writtenOff: string; recovered: string }>(
    await dbOrTx.execute(sql`
      select e.loan_id as "loanId", x.number as "number",
        -sum(x.penalty)::bigint as "penalty", -sum(x.fee)::bigint as "fee", -sum(x.interest)::bigint as "interest", -sum(x.principal)::bigint as "principal",
        -sum(x.penalty + x.fee + x.interest + x.principal) filter (where e.amount < 0)::bigint as "writtenOff",
        coalesce(sum(x.penalty + x.fee + x.interest + x.principal) filter (where e.amount > 0), 0)::bigint as "recovered"
      from ${ledgerEntry} e
      cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)
      where e.loan_id in (${ids}) and e.kind = 'write_off'
      group by e.loan_id, x.number`),
  );
  for (const row of rows) {
    const summary = result.get(row.loanId) ?? { byInstalment: new Map(), writtenOff: 0, recovered: 0 };
    summary.writtenOff += Number(row.writtenOff ?? 0);
    summary.recovered += Number(row.recovered);
    if (row.number !== null) {
      summary.byInstalment.set(row.number, { number: row.number, penalty: Number(row.penalty), fee: Number(row.fee), interest: Number(row.interest), principal: Number(row.principal) });
    }
    result.set(row.loanId, summary);
  }
  return result;
}

/** What is still written off per instalment (write-offs less recoveries), positive parts. */
export async function writtenOffRemaining(tx: Tx, loanId: string): Promise<InstalmentAllocation[]> {
  const rows = rowsOf<{ number: number; penalty: string; fee: string; interest: string; principal: string }>(
    await tx.execute(sql`
      select x.number as "number", -sum(x.penalty)::bigint as "penalty", -sum(x.fee)::bigint as "fee",
        -sum(x.interest)::bigint as "interest", -sum(x.principal)::bigint as "principal"
      from ${ledgerEntry} e
      cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)
      where e.loan_id = ${loanId}::uuid and e.kind = 'write_off'
      group by x.number order by x.number`),
  );
  return rows.map((row) => ({ number: row.number, penalty: Number(row.penalty), fee: Number(row.fee), interest: Number(row.interest), principal: Number(row.principal) }));
}

/** Money received on a written-off loan: recovered against what is still written off; any rest becomes credit. */
export async function recoverArrival(tx: Tx, row: LoanRow, arrival: PaymentArrival): Promise<AppliedToLoan> {
  const { allocation, recovered, rest } = recoveryAllocation(await writtenOffRemaining(tx, row.id), arrival.amount);
  if (recovered > 0) {
    const terms: LedgerPaymentTerms = { received: arrival.amount, prepayment: null, quote: null };
    const common = { loanId: row.id, userId: row.userId, paymentId: arrival.paymentId, effectiveOn: arrival.receivedOn, allocation, scheduleVersion: row.scheduleVersion };
    await tx.insert(ledgerEntry).values({ ...common, kind: 'write_off', amount: recovered, note: 'Recovered after write-off' });
    await tx.insert(ledgerEntry).values({ ...common, kind: 'payment', amount: -recovered, paymentTerms: terms, note: 'Recovery after write-off' });
  }
  if (rest > 0) await creditArrival(tx, row, { ...arrival, amount: rest });
  return { allocation, prepaid: 0, unallocated: rest, balanceAfter: 0, settled: false };
}
