// The one credit pricing engine for rent assistance and BNPL: exact integer schedules, float only for the APR solve.
import { isIsoDate, scheduleDueDate } from './dates.js';
import { assertBp, assertPesewas, divRound, percentOf, toSafeNumber } from './money.js';

export type RepaymentMethod = 'reducing_balance' | 'flat';

export interface CreditFees {
  /** Processing fee as basis points of the principal. */
  processingFeeBp?: number;
  /** Processing fee as a fixed amount in pesewas (added to the bp part). */
  processingFeeFlat?: number;
  /** true: the fee is added to the first instalment; false (default): paid upfront at disbursement. */
  financed?: boolean;
}

export interface PriceCreditInput {
  principal: number;
  months: number;
  monthlyRateBp: number;
  method: RepaymentMethod;
  fees?: CreditFees;
  /** 'YYYY-MM-DD', instalment 1; later ones follow month by month (dates.scheduleDueDate). */
  firstDueDate: string;
  /**
   * The day the credit starts (the quote's day, the disbursement): when `firstDueDate` is one month after it, the
   * instalments keep its day of month, clamped only in a short month (started 31 January: due 28 February, 31 March,
   * 30 April). Without it, or with another first due date, the first due date's day carries on.
   */
  startDate?: string;
}

export interface ScheduleRow {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  total: number;
  /** Principal still owed after this instalment is paid. */
  balanceAfter: number;
}

export interface PricedCredit {
  principal: number;
  months: number;
  monthlyRateBp: number;
  method: RepaymentMethod;
  firstDueDate: string;
  /** The whole processing fee, financed or not. */
  processingFee: number;
  feeFinanced: boolean;
  /** Fee the borrower pays at disbursement (0 when financed). */
  upfrontFee: number;
  /** What the borrower is effectively advanced: principal minus the upfront fee (the APR's t=0 flow). */
  netAdvance: number;
  schedule: ScheduleRow[];
  totalInterest: number;
  /** All fees, upfront or financed. */
  totalFees: number;
  /** Everything the borrower pays: principal + totalInterest + totalFees (= schedule totals + upfrontFee). */
  totalRepayable: number;
  /** totalInterest + totalFees: the total cost of credit. */
  totalCostOfCredit: number;
  /** The regular instalment (principal + interest, fees excluded); the last one may differ by rounding. */
  instalmentAmount: number;
  nominalAnnualRateBp: number;
  effectiveAnnualRateBp: number;
  /** Effective annual IRR of the borrower's cash flows, fees included: (1 + r)^12 - 1. */
  aprBp: number;
  /** The same monthly IRR stated nominally: r x 12. */
  aprNominalBp: number;
}

const BP = 10_000n;
export const MAX_MONTHS = 60;

/** round(balance x rate) in pesewas, half up. */
function interestOn(balance: bigint, rateBp: bigint): bigint {
  return divRound(balance * rateBp, BP);
}

/** Annuity payment P·r(1+r)^n / ((1+r)^n − 1) computed exactly as a fraction, rounded half up. */
export function annuityInstalment(principal: number, months: number, monthlyRateBp: number): number {
  const p = BigInt(principal);
  const n = BigInt(months);
  const r = BigInt(monthlyRateBp);
  if (r === 0n) return toSafeNumber(divRound(p, n));
  const grown = (BP + r) ** n;
  const base = BP ** n;
  return toSafeNumber(divRound(p * r * grown, BP * (grown - base)));
}

/** Principal/interest parts of a reducing-balance schedule for a given regular instalment. */
function reducingParts(principal: bigint, months: number, rateBp: bigint, instalment: bigint) {
  const rows: Array<{ principal: bigint; interest: bigint }> = [];
  let balance = principal;
  for (let k = 1; k <= months; k++) {
    const interest = interestOn(balance, rateBp);
    // The last instalment absorbs every rounding remainder so the principal parts sum exactly.
    const part = k === months ? balance : instalment - interest;
    balance -= part;
    rows.push({ principal: part, interest });
  }
  return rows;
}

function reducingBalance(principal: number, months: number, monthlyRateBp: number) {
  const p = BigInt(principal);
  const r = BigInt(monthlyRateBp);
  // Lowest instalment that never lets the balance grow: anything at or above it keeps every part >= 0.
  const floorInstalment = interestOn(p, r);
  let instalment = BigInt(annuityInstalment(principal, months, monthlyRateBp));
  for (;;) {
    const rows = reducingParts(p, months, r, instalment);
    // Rounding up can repay tiny loans early (e.g. GH₵1 over 36 months at 0%): step the instalment
    // down until the last one still has principal left, so no regular part overshoots the balance.
    if (months === 1 || rows[months - 1].principal > 0n || instalment <= floorInstalment) {
      return { instalment, rows };
    }
    instalment -= 1n;
  }
}

function flat(principal: number, months: number, monthlyRateBp: number) {
  const p = BigInt(principal);
  const n = BigInt(months);
  const interest = interestOn(p, BigInt(monthlyRateBp));
  const part = p / n;
  const rows = Array.from({ length: months }, (_, i) => ({
    // Floored principal parts, the last absorbs the remainder.
    principal: i === months - 1 ? p - part * (n - 1n) : part,
    interest,
  }));
  return { instalment: part + interest, rows };
}

/** A reducing-balance schedule's principal and interest parts (equal instalments, the last absorbs rounding). */
export function reducingBalanceRows(principal: number, months: number, monthlyRateBp: number): Array<{ principal: number; interest: number }> {
  return reducingBalance(principal, months, monthlyRateBp).rows.map((row) => ({ principal: toSafeNumber(row.principal), interest: toSafeNumber(row.interest) }));
}

/** Net present value of the borrower's flows at monthly rate r (floats are fine for rates). */
function npv(netAdvance: number, totals: number[], r: number): number {
  return totals.reduce((sum, total, i) => sum - total / (1 + r) ** (i + 1), netAdvance);
}

/**
 * Monthly IRR of +netAdvance at t=0 and −total_k at month k, by bisection (monotone, always converges).
 * Repayments are never below the advance, so the root is >= 0.
 */
export function monthlyIrr(netAdvance: number, totals: number[]): number {
  if (npv(netAdvance, totals, 0) >= 0) return 0;
  let lo = 0;
  let hi = 1;
  while (npv(netAdvance, totals, hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    if (npv(netAdvance, totals, mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A rate fraction as integer basis points, rounded half up. */
function toBp(rate: number): number {
  const bp = Math.round(rate * 10_000);
  // Only an absurd fee-to-principal ratio gets here; refuse it rather than disclose a wrong number.
  if (!Number.isSafeInteger(bp)) throw new RangeError('rate is out of range');
  return bp;
}

function validate(input: PriceCreditInput): void {
  assertPesewas(input.principal, 'principal');
  if (input.principal === 0) throw new RangeError('principal must be positive');
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > MAX_MONTHS) {
    throw new RangeError(`months must be an integer from 1 to ${MAX_MONTHS}, got ${input.months}`);
  }
  assertBp(input.monthlyRateBp, 'monthlyRateBp');
  if (input.method !== 'reducing_balance' && input.method !== 'flat') {
    throw new RangeError(`unknown repayment method "${String(input.method)}"`);
  }
  if (!isIsoDate(input.firstDueDate)) throw new RangeError(`firstDueDate must be 'YYYY-MM-DD', got "${input.firstDueDate}"`);
  if (input.startDate !== undefined && !isIsoDate(input.startDate)) throw new RangeError(`startDate must be 'YYYY-MM-DD', got "${input.startDate}"`);
  assertBp(input.fees?.processingFeeBp ?? 0, 'processingFeeBp');
  assertPesewas(input.fees?.processingFeeFlat ?? 0, 'processingFeeFlat');
}

/** Prices a credit: the full repayment schedule, totals and every rate Act 1052 wants disclosed. */
export function priceCredit(input: PriceCreditInput): PricedCredit {
  validate(input);
  const { principal, months, monthlyRateBp, method, firstDueDate } = input;
  const processingFee =
    percentOf(principal, input.fees?.processingFeeBp ?? 0) + (input.fees?.processingFeeFlat ?? 0);
  const feeFinanced = input.fees?.financed ?? false;
  const upfrontFee = feeFinanced ? 0 : processingFee;
  const netAdvance = principal - upfrontFee;
  if (netAdvance <= 0) throw new RangeError('an upfront fee must be smaller than the principal');

  const { instalment, rows } =
    method === 'flat' ? flat(principal, months, monthlyRateBp) : reducingBalance(principal, months, monthlyRateBp);

  let balance = BigInt(principal);
  const schedule: ScheduleRow[] = rows.map((row, i) => {
    balance -= row.principal;
    const fee = i === 0 && feeFinanced ? processingFee : 0;
    return {
      number: i + 1,
      dueDate: scheduleDueDate(firstDueDate, i, input.startDate),
      principal: toSafeNumber(row.principal),
      interest: toSafeNumber(row.interest),
      fee,
      total: toSafeNumber(row.principal + row.interest + BigInt(fee), 'instalment'),
      balanceAfter: toSafeNumber(balance),
    };
  });

  const totalInterest = toSafeNumber(rows.reduce((sum, row) => sum + row.interest, 0n), 'totalInterest');
  const totalFees = processingFee;
  const totalRepayable = toSafeNumber(BigInt(principal) + BigInt(totalInterest) + BigInt(totalFees), 'totalRepayable');

  const r = BigInt(monthlyRateBp);
  // (1 + r)^12 − 1 exactly in bigint, then rounded to the basis point.
  const effectiveAnnualRateBp = toSafeNumber(divRound((BP + r) ** 12n - BP ** 12n, BP ** 11n));
  const irr = monthlyIrr(netAdvance, schedule.map((row) => row.total));

  return {
    principal,
    months,
    monthlyRateBp,
    method,
    firstDueDate,
    processingFee,
    feeFinanced,
    upfrontFee,
    netAdvance,
    schedule,
    totalInterest,
    totalFees,
    totalRepayable,
    totalCostOfCredit: totalInterest + totalFees,
    instalmentAmount: toSafeNumber(instalment),
    nominalAnnualRateBp: monthlyRateBp * 12,
    effectiveAnnualRateBp,
    aprBp: toBp((1 + irr) ** 12 - 1),
    aprNominalBp: toBp(irr * 12),
  };
}
