// Hardship restructuring: the remaining schedule re-computed on what the borrower can afford.
// Pure: the stored balances, the loan's terms and `today` come in; a new schedule version and its disclosure go out.
//
// The rules (hand-computed in restructure.test.ts):
// - Instalments due on or before `today` stay as they are. With `capitaliseArrears` their unpaid principal and
//   interest become principal of the new schedule (the rows are rewritten to what was paid on them); by these terms
//   capitalised arrears ARE principal and bear interest from today (disclosed in the preview). Unpaid fees and
//   penalties are never capitalised: they stay due on their rows. Without capitalisation the arrears stay due.
// - Instalments not yet due are replaced. Interest of the running period is charged only for the days used:
//   nominal annual rate × actual days / 365 on the running principal from the period start to `today`, never more
//   than that instalment's scheduled interest (the early-settlement rule). It is carried, not capitalised.
// - From `today` to the first new due date (the loan's next regular due date, pushed by the holiday months) the new
//   principal accrues nominal annual × actual days / 365; the first instalment pays that plus the carried interest.
//   That first interest is never more than the monthly rate × (holiday months + 1) on the new principal (actual days
//   of a 31-day month would pass the monthly rate). Later periods accrue the monthly rate on the principal left.
// - Every instalment is the affordable amount (the last takes what is left). The monthly rate may be lowered, never
//   raised. Refused: an amount that does not cover the first period's or a month's interest, a term beyond maxMonths.
// - Early payments: an instalment not yet due that already carries money is kept, rewritten to exactly what
//   was paid on it (so nothing paid moves and nothing is owed on it); only its unpaid principal and fee are spread.
//   Instalments paid in full ahead of time keep covering their months: the new schedule starts after the last of
//   them (then the holiday), its interest accrues from that due date, and no running-period interest is carried.
//   Otherwise the running period's interest earned to today is carried less the interest already paid ahead on it
//   (any paid beyond what was earned is credited against the first new instalments' interest).
import type { InstalmentBalance } from './allocation.js';
import { addMonthsClamped, daysBetween, isIsoDate, scheduleDueDate } from './dates.js';
import { assertBp, assertPesewas, divRound, formatCedis, toSafeNumber } from './money.js';
import type { ScheduledInstalment, ServicingTerms } from './servicing.js';

export const MAX_HOLIDAY_MONTHS = 2;

/** A term the engine refuses, with the sentence shown to the borrower or analyst. */
export class RestructureRefused extends Error {
  constructor(
    message: string,
    readonly field: 'affordable' | 'holidayMonths' | 'monthlyRateBp' | 'loan',
  ) {
    super(message);
    this.name = 'RestructureRefused';
  }
}

export interface RestructureTerms {
  /** What the borrower can pay per month, pesewas. */
  affordable: number;
  /** 0, 1 or 2 months without an instalment (interest still accrues on the principal, simple, paid later). */
  holidayMonths: number;
  capitaliseArrears: boolean;
  /** A lower monthly rate granted by the analyst; default the loan's rate. Never higher. */
  monthlyRateBp?: number | null;
}

export interface RestructureInput {
  /** The current version's balances (dues include charges, with what was paid). */
  instalments: InstalmentBalance[];
  /** The current version's stored rows (dues without charges): kept rows are written from them. */
  stored: ScheduledInstalment[];
  today: string;
  terms: ServicingTerms;
  restructure: RestructureTerms;
  /** Longest term allowed, months from today to the last new instalment. */
  maxMonths: number;
}

export interface RestructureRow extends ScheduledInstalment {
  total: number;
  balanceAfter: number;
}

export interface Restructured {
  /** The whole new schedule version: kept rows (due on or before today) then the new rows. */
  schedule: ScheduledInstalment[];
  /** Only the new rows, with totals and principal left after each. */
  newRows: RestructureRow[];
  /** Principal of the new schedule (not-yet-due principal + capitalised arrears). */
  principal: number;
  capitalised: number;
  /** Interest of the running period earned to today, paid with the first new instalment. */
  carriedInterest: number;
  /** Arrears left due on their rows (principal + interest + fees + penalties unpaid on rows due by today). */
  arrearsKept: number;
  monthlyRateBp: number;
  monthlyAmount: number;
  firstDueDate: string;
  endDate: string;
  months: number;
  totalInterest: number;
  totalRepayable: number;
  aprBp: number;
  /** The schedule being replaced: what the same part of the loan would have cost. */
  current: { total: number; interest: number; endDate: string; monthlyAmount: number };
  /** new total − current total (positive: the restructure costs more over a longer time). */
  difference: number;
  interestDifference: number;
  /** Change of the schedule's total (new version − old version): the `reschedule` ledger amount. */
  scheduledChange: number;
}

const rowTotal = (row: ScheduledInstalment) => row.principal + row.interest + row.fee;

/** Interest at the nominal annual rate for `days` actual days / 365, half up. */
function dayInterest(principal: bigint, monthlyRateBp: number, days: number): bigint {
  return divRound(principal * BigInt(monthlyRateBp) * 12n * BigInt(days), 10_000n * 365n);
}

export function restructureSchedule(input: RestructureInput): Restructured {
  const { today, terms, restructure, maxMonths } = input;
  if (!isIsoDate(today)) throw new RangeError(`today must be 'YYYY-MM-DD', got "${today}"`);
  assertPesewas(restructure.affordable, 'affordable');
  const rateBp = restructure.monthlyRateBp ?? terms.monthlyRateBp;
  assertBp(rateBp, 'monthlyRateBp');
  if (rateBp > terms.monthlyRateBp) throw new RestructureRefused('A restructure cannot raise the monthly rate.', 'monthlyRateBp');
  if (!Number.isInteger(restructure.holidayMonths) || restructure.holidayMonths < 0 || restructure.holidayMonths > MAX_HOLIDAY_MONTHS) {
    throw new RestructureRefused(`A payment holiday is 0, 1 or 2 months.`, 'holidayMonths');
  }
  if (restructure.affordable <= 0) throw new RestructureRefused('Give the amount you can pay each month.', 'affordable');
  const rows = [...input.instalments].sort((a, b) => a.number - b.number);
  const due = rows.filter((row) => row.dueDate <= today);
  const future = rows.filter((row) => row.dueDate > today);
  if (future.length === 0 && !(restructure.capitaliseArrears && due.length > 0)) {
    throw new RestructureRefused('Every instalment of this loan is already due; it cannot be spread further.', 'loan');
  }
  const storedByNumber = new Map(input.stored.map((row) => [row.number, row]));
  // Instalments not yet due that carry money (paid early): kept as what was paid, the rest spread.
  const touched = future.filter((row) => row.principalPaid + row.interestPaid + row.feePaid + row.penaltyPaid + row.penaltyDue > 0);
  const outstandingOf = (row: InstalmentBalance) => row.principalDue - row.principalPaid + row.interestDue - row.interestPaid + row.feeDue - row.feePaid + row.penaltyDue - row.penaltyPaid;
  // The leading run of instalments paid in full ahead of time: their months are covered.
  let paidAhead = 0;
  while (paidAhead < future.length && outstandingOf(future[paidAhead]) === 0) paidAhead++;
  const coveredTo = paidAhead > 0 ? future[paidAhead - 1].dueDate : null;
  const touchedKept: ScheduledInstalment[] = touched.map((row) => {
    const stored = storedByNumber.get(row.number);
    if (!stored) throw new RangeError(`instalment ${row.number} has no stored row`);
    const principalLeft = row.principalDue - row.principalPaid;
    const interestLeft = row.interestDue - row.interestPaid;
    const feeLeft = row.feeDue - row.feePaid;
    if (principalLeft < 0 || interestLeft < 0 || feeLeft < 0) throw new RangeError(`instalment ${row.number} has more paid than due`);
    return { number: row.number, dueDate: row.dueDate, principal: stored.principal - principalLeft, interest: stored.interest - interestLeft, fee: stored.fee - feeLeft };
  });

  // Rows due by today: kept, or rewritten to what was paid when their principal and interest are capitalised.
  let capitalised = 0;
  let arrearsKept = touched.reduce((sum, row) => sum + row.penaltyDue - row.penaltyPaid, 0);
  const kept: ScheduledInstalment[] = due.map((row) => {
    const stored = storedByNumber.get(row.number);
    if (!stored) throw new RangeError(`instalment ${row.number} has no stored row`);
    const principalLeft = row.principalDue - row.principalPaid;
    const interestLeft = row.interestDue - row.interestPaid;
    const otherLeft = row.feeDue - row.feePaid + row.penaltyDue - row.penaltyPaid;
    if (principalLeft < 0 || interestLeft < 0) throw new RangeError(`instalment ${row.number} has more paid than due`);
    // Stored dues + charges = the balance's dues: taking what is left off the stored row leaves it exactly paid.
    if (restructure.capitaliseArrears) {
      capitalised += principalLeft + interestLeft;
      arrearsKept += otherLeft;
      return { number: row.number, dueDate: row.dueDate, principal: stored.principal - principalLeft, interest: stored.interest - interestLeft, fee: stored.fee };
    }
    arrearsKept += principalLeft + interestLeft + otherLeft;
    return { ...stored };
  });

  // Interest of the running period earned to today (the early-settlement rule), carried to the first new instalment.
  const futurePrincipal = future.reduce((sum, row) => sum + row.principalDue, 0);
  const futurePrincipalPaid = future.reduce((sum, row) => sum + row.principalPaid, 0);
  const futureFees = future.reduce((sum, row) => sum + row.feeDue - row.feePaid, 0);
  const interestPaidAhead = future.reduce((sum, row) => sum + row.interestPaid, 0);
  let carried = 0n;
  let credit = 0n;
  const current = future[0];
  if (current && coveredTo === null) {
    const periodStart = due.length > 0 ? due[due.length - 1].dueDate : terms.disbursedOn;
    const days = Math.max(0, daysBetween(periodStart, today));
    const earned = dayInterest(BigInt(futurePrincipal), terms.monthlyRateBp, days);
    const owedForPeriod = earned < BigInt(current.interestDue) ? earned : BigInt(current.interestDue);
    const paid = BigInt(interestPaidAhead);
    carried = owedForPeriod > paid ? owedForPeriod - paid : 0n;
    credit = paid > owedForPeriod ? paid - owedForPeriod : 0n;
  } else if (coveredTo !== null) {
    // Interest paid ahead on rows after the covered run (a part-paid instalment) is credited.
    credit = BigInt(future.slice(paidAhead).reduce((sum, row) => sum + row.interestPaid, 0));
  }

  const principal = futurePrincipal - futurePrincipalPaid + capitalised;
  if (principal === 0) throw new RestructureRefused('No principal is left to spread.', 'loan');
  // The next regular due date after today (and after any instalment paid in full ahead), pushed by the holiday months.
  const accrualStart = coveredTo !== null && coveredTo > today ? coveredTo : today;
  let k = 0;
  while (scheduleDueDate(terms.firstDueDate, k, terms.disbursedOn) <= accrualStart) k++;
  const firstIndex = k + restructure.holidayMonths;
  const dueDate = (i: number) => scheduleDueDate(terms.firstDueDate, firstIndex + i, terms.disbursedOn);
  // Actual days can pass the monthly rate in a 31-day month: never more than the monthly rate for the months it spans.
  const accrued = carried + dayInterest(BigInt(principal), rateBp, daysBetween(accrualStart, dueDate(0)));
  const monthlyCap = divRound(BigInt(principal) * BigInt(rateBp) * BigInt(restructure.holidayMonths + 1), 10_000n);
  let firstInterest = accrued < monthlyCap ? accrued : monthlyCap;
  // Interest paid ahead beyond what was earned lowers the first instalment's interest.
  const firstCredit = credit < firstInterest ? credit : firstInterest;
  firstInterest -= firstCredit;
  const amount = BigInt(restructure.affordable);
  const newParts: Array<{ principal: bigint; interest: bigint }> = [];
  let left = BigInt(principal);
  let fees = BigInt(futureFees);
  for (let i = 0; left > 0n; i++) {
    const interest = i === 0 ? firstInterest : divRound(left * BigInt(rateBp), 10_000n);
    const room = amount - interest - (i === 0 ? fees : 0n);
    if (room <= 0n) {
      const needed = toSafeNumber(interest + (i === 0 ? fees : 0n) + 1n);
      throw new RestructureRefused(
        i === 0
          ? `${formatCedis(restructure.affordable)} does not cover the interest of the first month (${formatCedis(needed - 1)}); offer at least ${formatCedis(needed)}.`
          : `${formatCedis(restructure.affordable)} a month does not cover the monthly interest (${formatCedis(needed - 1)}); offer at least ${formatCedis(needed)}.`,
        'affordable',
      );
    }
    const part = room >= left ? left : room;
    newParts.push({ principal: part, interest });
    left -= part;
    if (i === 0) fees = 0n;
    if (monthsFrom(today, dueDate(i)) > maxMonths) {
      throw new RestructureRefused(`At ${formatCedis(restructure.affordable)} a month this would take more than ${maxMonths} months; offer a higher amount.`, 'affordable');
    }
  }
  const keptAll = [...kept, ...touchedKept];
  const lastNumber = keptAll.length > 0 ? Math.max(...keptAll.map((row) => row.number)) : 0;
  let balance = principal;
  const newRows: RestructureRow[] = newParts.map((part, i) => {
    const fee = i === 0 ? futureFees : 0;
    const p = toSafeNumber(part.principal);
    const interest = toSafeNumber(part.interest);
    balance -= p;
    return { number: lastNumber + 1 + i, dueDate: dueDate(i), principal: p, interest, fee, total: p + interest + fee, balanceAfter: balance };
  });
  const schedule = [...keptAll, ...newRows.map(({ total: _t, balanceAfter: _b, ...row }) => row)];

  const totalInterest = newRows.reduce((sum, row) => sum + row.interest, 0);
  const totalRepayable = newRows.reduce((sum, row) => sum + row.total, 0);
  // APR of the restructured part: what is owed today (principal + carried interest) against the new instalments on
  // their actual days from today (an annual IRR, actual / 365).
  const apr = annualIrr(principal + toSafeNumber(carried), newRows.map((row) => ({ amount: row.total, years: daysBetween(today, row.dueDate) / 365 })));
  // Stored rows on both sides: charges (penalties, rebates) are ledger entries, not part of a version.
  const oldTotal = input.stored.reduce((sum, row) => sum + rowTotal(row), 0);
  const newTotal = schedule.reduce((sum, row) => sum + rowTotal(row), 0);
  // What is still owed on the replaced part (money paid ahead is not asked again on either side).
  const currentTotal = future.reduce((sum, row) => sum + row.principalDue - row.principalPaid + row.interestDue - row.interestPaid + row.feeDue - row.feePaid, 0) + capitalised;
  const currentInterest = future.reduce((sum, row) => sum + row.interestDue - row.interestPaid, 0);
  return {
    schedule,
    newRows,
    principal,
    capitalised,
    carriedInterest: toSafeNumber(carried),
    arrearsKept,
    monthlyRateBp: rateBp,
    monthlyAmount: newRows.length > 1 ? newRows[1].total : newRows[0].total,
    firstDueDate: newRows[0].dueDate,
    endDate: newRows[newRows.length - 1].dueDate,
    months: monthsFrom(today, newRows[newRows.length - 1].dueDate),
    totalInterest,
    totalRepayable,
    aprBp: Math.round(apr * 10_000),
    current: {
      total: currentTotal,
      interest: currentInterest,
      endDate: rows.length > 0 ? rows[rows.length - 1].dueDate : today,
      monthlyAmount: current ? current.principalDue + current.interestDue : 0,
    },
    difference: totalRepayable - currentTotal,
    interestDifference: totalInterest - currentInterest,
    scheduledChange: newTotal - oldTotal,
  };
}

/** Annual rate r with Σ amount / (1 + r)^years = advance, by bisection (the flows repay at least the advance). */
function annualIrr(advance: number, flows: Array<{ amount: number; years: number }>): number {
  const npv = (r: number) => flows.reduce((sum, flow) => sum - flow.amount / (1 + r) ** flow.years, advance);
  if (npv(0) >= 0) return 0;
  let lo = 0;
  let hi = 1;
  while (npv(hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Whole months from `from` to `to`, a part month counted as one. */
function monthsFrom(from: string, to: string): number {
  let months = 0;
  while (addMonthsClamped(from, months) < to) months++;
  return months;
}
