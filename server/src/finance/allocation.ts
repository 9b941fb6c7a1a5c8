// Payment waterfall: settle what is already due oldest first, then prepay principal from the end of the loan.
import { isIsoDate } from './dates.js';
import { assertPesewas } from './money.js';

export interface InstalmentBalance {
  number: number;
  dueDate: string;
  principalDue: number;
  interestDue: number;
  feeDue: number;
  penaltyDue: number;
  principalPaid: number;
  interestPaid: number;
  feePaid: number;
  penaltyPaid: number;
}

export interface InstalmentAllocation {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export interface PaymentAllocation {
  /** One row per instalment that received money, in due-date order. */
  allocations: InstalmentAllocation[];
  /** Money left after the whole loan is settled (a refund or credit for the caller to handle). */
  unallocated: number;
}

type Part = 'penalty' | 'fee' | 'interest' | 'principal';
const DUE_ORDER: Part[] = ['penalty', 'fee', 'interest', 'principal'];
const CHARGES: Part[] = ['penalty', 'fee', 'interest'];

function outstandingOf(inst: InstalmentBalance): Record<Part, number> {
  const parts = {} as Record<Part, number>;
  for (const part of DUE_ORDER) {
    const due = assertPesewas(inst[`${part}Due`], `${part}Due of instalment ${inst.number}`);
    const paid = assertPesewas(inst[`${part}Paid`], `${part}Paid of instalment ${inst.number}`);
    // Overpaid parts mean a corrupt ledger; refuse rather than silently guess.
    if (paid > due) throw new RangeError(`instalment ${inst.number} has more ${part} paid than due`);
    parts[part] = due - paid;
  }
  return parts;
}

/**
 * Splits a payment across instalments.
 * Pass 1: instalments due on or before `asOf`, oldest first, each as penalty → fee → interest → principal.
 * Pass 2: the remaining (future) instalments: principal from the LAST instalment backwards (an
 * overpayment shortens the loan rather than pre-paying the next month), then their penalty, fee
 * and interest oldest first. Anything left over is `unallocated`.
 */
export function allocatePayment(amount: number, instalments: InstalmentBalance[], asOf: string): PaymentAllocation {
  assertPesewas(amount, 'amount');
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be 'YYYY-MM-DD', got "${asOf}"`);
  const numbers = new Set(instalments.map((inst) => inst.number));
  if (numbers.size !== instalments.length) throw new RangeError('instalment numbers must be unique');
  for (const inst of instalments) {
    if (!isIsoDate(inst.dueDate)) throw new RangeError(`instalment ${inst.number} has a bad dueDate "${inst.dueDate}"`);
  }

  // ISO dates sort as strings; the number breaks ties between instalments due the same day.
  const ordered = [...instalments].sort((a, b) =>
    a.dueDate === b.dueDate ? a.number - b.number : a.dueDate < b.dueDate ? -1 : 1,
  );
  const outstanding = new Map(ordered.map((inst) => [inst.number, outstandingOf(inst)]));
  const allocated = new Map(ordered.map((inst) => [inst.number, { number: inst.number, penalty: 0, fee: 0, interest: 0, principal: 0 }]));
  let remaining = amount;

  const take = (number: number, part: Part): void => {
    const owed = outstanding.get(number)!;
    const paid = Math.min(remaining, owed[part]);
    owed[part] -= paid;
    allocated.get(number)![part] += paid;
    remaining -= paid;
  };

  const due = ordered.filter((inst) => inst.dueDate <= asOf);
  const future = ordered.filter((inst) => inst.dueDate > asOf);
  for (const inst of due) for (const part of DUE_ORDER) take(inst.number, part);
  for (const inst of [...future].reverse()) take(inst.number, 'principal');
  for (const inst of future) for (const part of CHARGES) take(inst.number, part);

  const allocations = ordered
    .map((inst) => allocated.get(inst.number)!)
    .filter((row) => row.penalty + row.fee + row.interest + row.principal > 0);
  return { allocations, unallocated: remaining };
}
