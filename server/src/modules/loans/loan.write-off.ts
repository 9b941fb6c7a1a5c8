// Write-off and recovery on the ledger (issue 18). A write-off books `write_off` = minus everything the loan still
// owes, its allocation taking each instalment's dues off (like a rebate), so Σ ledger = owed (0) − credit holds and
// the status stays `written_off` (settleStatus never moves it). Money received afterwards is a recovery: a
// `write_off` entry reinstating the dues it pays (positive) and a `payment` entry paying them, both under the same
// payment id, so the loan still owes 0 and the written-off amount falls by what was recovered. Money beyond what is
// still written off becomes credit, as on any closed loan.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { allocationTotal, recoveryAllocation, writeOffAllocation, type InstalmentAllocation, type InstalmentBalance } from '../../finance/index.js';
import { creditArrival, type AppliedToLoan, type PaymentArrival } from './loan.servicing.js';
import { ledgerEntry, loan, type LedgerPaymentTerms } from './loan.table.js';


type LoanRow = typeof loan.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Writes the loan off under its row lock: one `write_off` entry of minus what it owes; status written_off. */
export async function writeOffLedger(tx: Tx, row: LoanRow, instalments: InstalmentBalance[], input: { on: string; recordedBy: string; note: string }): Promise<number> {
  const allocation = writeOffAllocation(instalments);
  const total = -allocationTotal(allocation);
  await tx.insert(ledgerEntry).values({
    loanId: row.id,
    userId: row.userId,
    kind: 'write_off',
    amount: -total,
    allocation,
    effectiveOn: input.on,
    recordedBy: input.recordedBy,
    note: input.note,
  });
  await tx.update(loan).set({ status: 'written_off', updatedAt: new Date() }).where(eq(loan.id, row.id));
  return total;
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
