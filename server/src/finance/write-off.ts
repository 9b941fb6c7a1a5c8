// Write-off and recovery allocations: pure, pesewas in, pesewas out.
import type { InstalmentAllocation, InstalmentBalance } from './allocation.js';
import { settlementQuote, type ServicingTerms } from './servicing.js';

const PARTS = ['penalty', 'fee', 'interest', 'principal'] as const;

/**
 * What a write-off takes off each instalment: everything still owed on it, per part, as negative amounts (a charge
 * that lowers what is due, like a rebate). Instalments with nothing left are left out.
 */
export function writeOffAllocation(instalments: readonly InstalmentBalance[]): InstalmentAllocation[] {
  return [...instalments]
    .sort((a, b) => a.number - b.number)
    .map((inst) => ({
      number: inst.number,
      penalty: -(inst.penaltyDue - inst.penaltyPaid),
      fee: -(inst.feeDue - inst.feePaid),
      interest: -(inst.interestDue - inst.interestPaid),
      principal: -(inst.principalDue - inst.principalPaid),
    }))
    .filter((line) => line.penalty + line.fee + line.interest + line.principal !== 0);
}

export const allocationTotal = (lines: readonly InstalmentAllocation[]) =>
  lines.reduce((sum, line) => sum + line.penalty + line.fee + line.interest + line.principal, 0);

/**
 * Money recovered after a write-off reinstates written-off dues and pays them: oldest instalment first, each
 * penalty → fee → interest → principal, never more than is still written off. `remaining` is the written-off amount
 * still unrecovered per instalment (positive parts). Answers the parts recovered (positive) and the rest of the money.
 */
export function recoveryAllocation(remaining: readonly InstalmentAllocation[], amount: number): { allocation: InstalmentAllocation[]; recovered: number; rest: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a non-negative whole number of pesewas');
  let left = amount;
  const allocation: InstalmentAllocation[] = [];
  for (const line of [...remaining].sort((a, b) => a.number - b.number)) {
    if (left === 0) break;
    const taken: InstalmentAllocation = { number: line.number, penalty: 0, fee: 0, interest: 0, principal: 0 };
    for (const part of PARTS) {
      const take = Math.min(Math.max(line[part], 0), left);
      taken[part] = take;
      left -= take;
    }
    if (allocationTotal([taken]) > 0) allocation.push(taken);
  }
  return { allocation, recovered: amount - left, rest: left };
}

export interface WriteOffFigures {
  on: string;
  /** What is written off: principal + interest earned and unpaid + fees + penalties (amount = the four). */
  amount: number;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  /** Scheduled interest not yet earned on `on`, cancelled (never written off, never paid): negative charges. */
  cancellation: InstalmentAllocation[];
  /** What the write-off takes off each instalment once the cancellation is applied (negative parts). */
  allocation: InstalmentAllocation[];
}

/**
 * What a write-off on `on` takes off the books: what is really owed that day, by the early-settlement rule
 * (settlementQuote: instalments due on or before `on` in full, the running period's interest nominal annual rate ×
 * actual days / 365, later interest never earned), without an early-settlement fee (the borrower is not settling).
 * The interest not yet earned is cancelled first; the write-off then takes off everything still owed.
 */
export function writeOffFigures(input: { instalments: InstalmentBalance[]; on: string; terms: ServicingTerms; originalPrincipal: number }): WriteOffFigures {
  const quote = settlementQuote({ instalments: input.instalments, on: input.on, terms: input.terms, originalPrincipal: input.originalPrincipal, earlySettlementFeeBp: 0 });
  const cancelled = new Map(quote.rebate.map((line) => [line.number, line]));
  const afterCancellation = input.instalments.map((inst) => {
    const cut = cancelled.get(inst.number);
    if (!cut) return inst;
    return { ...inst, penaltyDue: inst.penaltyDue + cut.penalty, feeDue: inst.feeDue + cut.fee, interestDue: inst.interestDue + cut.interest, principalDue: inst.principalDue + cut.principal };
  });
  const allocation = writeOffAllocation(afterCancellation);
  const amount = -allocationTotal(allocation);
  if (amount !== quote.amount) throw new RangeError(`write-off ${amount} differs from what is owed ${quote.amount}`);
  return { on: input.on, amount, principal: quote.principal, interest: quote.interest, fee: quote.fee, penalty: quote.penalty, cancellation: quote.rebate, allocation };
}
