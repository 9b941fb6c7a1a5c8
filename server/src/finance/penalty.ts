// Late-payment rules: penalty interest on the overdue amount only, day count actual/365, no penalty within grace.
import { daysBetween } from './dates.js';
import { assertBp, assertPesewas, divRound, toSafeNumber } from './money.js';

export type ArrearsBucket = '1-30' | '31-60' | '61-90' | '90+';

function assertDays(n: number, name: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
}

/** round(overdue × rate/10000 × days/365), half up, in bigint so large balances stay exact. */
export function accruePenalty(input: { overdueAmount: number; penaltyRateAnnualBp: number; days: number }): number {
  assertPesewas(input.overdueAmount, 'overdueAmount');
  assertBp(input.penaltyRateAnnualBp, 'penaltyRateAnnualBp');
  assertDays(input.days, 'days');
  const numerator = BigInt(input.overdueAmount) * BigInt(input.penaltyRateAnnualBp) * BigInt(input.days);
  return toSafeNumber(divRound(numerator, 10_000n * 365n), 'penalty');
}

/**
 * Penalty for lateness days (fromDays, toDays] on a constant overdue amount, taken from the unrounded running
 * total: round(A·r·to/365) − round(A·r·from/365). Daily charges then add up to exactly the rounded total for the
 * whole stretch, so a month of them never exceeds the disclosed rate.
 */
export function penaltyBetween(input: { overdueAmount: number; penaltyRateAnnualBp: number; fromDays: number; toDays: number }): number {
  assertDays(input.fromDays, 'fromDays');
  assertDays(input.toDays, 'toDays');
  if (input.toDays < input.fromDays) throw new RangeError('toDays must not be before fromDays');
  const through = (days: number) => accruePenalty({ overdueAmount: input.overdueAmount, penaltyRateAnnualBp: input.penaltyRateAnnualBp, days });
  return through(input.toDays) - through(input.fromDays);
}

/** What may still be charged under the loan's penalty cap (total penalties ≤ cap). */
export function capPenalty(charge: number, chargedSoFar: number, cap: number): number {
  assertPesewas(charge, 'charge');
  assertPesewas(cap, 'cap');
  return Math.max(0, Math.min(charge, cap - chargedSoFar));
}

/**
 * Days an instalment is past due, counted from the due date (the usual arrears convention), but 0 while
 * still inside the grace period: a payment received within grace is simply not late.
 */
export function daysPastDue(dueDate: string, asOf: string, graceDays: number): number {
  assertDays(graceDays, 'graceDays');
  const late = daysBetween(dueDate, asOf);
  return late > graceDays ? late : 0;
}

/** True once the grace period after the due date has fully passed. */
export function isOverdue(dueDate: string, asOf: string, graceDays: number): boolean {
  return daysPastDue(dueDate, asOf, graceDays) > 0;
}

/** Days that attract penalty interest: only those after the grace period ends, so grace is never charged. */
export function penaltyDays(dueDate: string, asOf: string, graceDays: number): number {
  assertDays(graceDays, 'graceDays');
  return Math.max(0, daysBetween(dueDate, asOf) - graceDays);
}

/** Arrears ageing bucket for collections reporting; null when not past due. */
export function arrearsBucket(daysPastDue: number): ArrearsBucket | null {
  if (!Number.isSafeInteger(daysPastDue)) throw new RangeError(`daysPastDue must be an integer, got ${daysPastDue}`);
  if (daysPastDue <= 0) return null;
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/** One instalment as the close of business prices it (see penaltyChargesOn). */
export interface PenaltyLine {
  number: number;
  dueDate: string;
  /** Principal + interest + fees still owed on it (penalties excluded, so nothing compounds). */
  base: number;
  /** Penalty charged on it so far (for the loan's cap). */
  penaltyCharged: number;
}

/**
 * The penalty the close of business charges on `on` (the TypeScript twin of its set-based SQL, close-of-business.ts):
 * per instalment past the grace days with money left, penaltyBetween over the days not yet charged (since
 * `lastAccrual`, the last day penalties were accrued; null: never), then the loan's cap in instalment order (the
 * running total of charges never passes `cap` less what is already charged). Only instalments charged are returned.
 */
export function penaltyChargesOn(input: {
  lines: readonly PenaltyLine[];
  on: string;
  lastAccrual: string | null;
  graceDays: number;
  penaltyRateAnnualBp: number;
  /** Most penalty the loan can carry, pesewas. */
  cap: number;
}): Array<{ number: number; penalty: number }> {
  assertDays(input.graceDays, 'graceDays');
  assertPesewas(input.cap, 'cap');
  const unbilled = input.lastAccrual === null ? null : daysBetween(input.lastAccrual, input.on);
  if (unbilled !== null && unbilled <= 0) return [];
  const priced = [...input.lines]
    .sort((a, b) => a.number - b.number)
    .flatMap((line) => {
      const late = daysBetween(line.dueDate, input.on);
      if (line.base <= 0 || late <= input.graceDays) return [];
      const toDays = late - input.graceDays;
      const fromDays = unbilled === null ? 0 : Math.max(0, toDays - unbilled);
      return [{ number: line.number, raw: penaltyBetween({ overdueAmount: line.base, penaltyRateAnnualBp: input.penaltyRateAnnualBp, fromDays, toDays }) }];
    });
  const room = input.cap - input.lines.reduce((sum, line) => sum + line.penaltyCharged, 0);
  let upto = 0;
  const charges: Array<{ number: number; penalty: number }> = [];
  for (const line of priced) {
    upto += line.raw;
    const penalty = Math.min(room, upto) - Math.min(room, upto - line.raw);
    if (penalty > 0) charges.push({ number: line.number, penalty });
  }
  return charges;
}
