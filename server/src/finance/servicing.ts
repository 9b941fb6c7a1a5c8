// Servicing a running loan: where a payment goes, how a prepayment re-schedules the rest, what settles it early.
// Modelled on Apache Fineract's "due → in advance" repayment strategies with interest recalculation
// (reschedule strategies REDUCE_NUMBER_OF_INSTALLMENTS / REDUCE_EMI_AMOUNT, pre-closure interest to the day).
import type { InstalmentAllocation, InstalmentBalance } from './allocation.js';
import { daysBetween, isIsoDate, scheduleDueDate } from './dates.js';
import { assertBp, assertPesewas, divRound, toSafeNumber } from './money.js';
import { earlySettlementFee as feeFor } from './quote.js';
import { reducingBalanceRows, type RepaymentMethod } from './schedule.js';

export type PrepaymentChoice = 'shorten' | 'lower_instalment';


type Part = 'penalty' | 'fee' | 'interest' | 'principal';
const DUE_ORDER: Part[] = ['penalty', 'fee', 'interest', 'principal'];

export interface ServicingTerms {
  monthlyRateBp: number;
  method: RepaymentMethod;
  /** The day the money was advanced: the first period runs from it to instalment 1's due date. */
  disbursedOn: string;
  /** Instalment 1's due date in the signed schedule; later ones keep the start's day of month (dates.scheduleDueDate). */
  firstDueDate: string;
}

/** One instalment of a new schedule version (nothing paid on it yet). */
export interface ScheduledInstalment {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
}

export interface ServicingAllocation {
  /** What each instalment received, in due-date order (only rows that received money). */
  allocations: InstalmentAllocation[];
  /** Principal paid ahead of the schedule (the rest of the schedule is re-computed on the lower balance). */
  prepaid: number;
  /** Money beyond everything the loan can take (becomes the borrower's credit balance). */
  unallocated: number;
}

function ordered(instalments: InstalmentBalance[]): InstalmentBalance[] {
  const numbers = new Set(instalments.map((inst) => inst.number));
  if (numbers.size !== instalments.length) throw new RangeError('instalment numbers must be unique');
  for (const inst of instalments) {
    if (!isIsoDate(inst.dueDate)) throw new RangeError(`instalment ${inst.number} has a bad dueDate "${inst.dueDate}"`);
  }
  return [...instalments].sort((a, b) => a.number - b.number);
}

function outstandingParts(inst: InstalmentBalance): Record<Part, number> {
  const parts = {} as Record<Part, number>;
  for (const part of DUE_ORDER) {
    const owed = inst[`${part}Due`] - inst[`${part}Paid`];
    // More paid than due means a corrupt ledger; refuse rather than silently guess.
    if (owed < 0) throw new RangeError(`instalment ${inst.number} has more ${part} paid than due`);
    parts[part] = owed;
  }
  return parts;
}

export function outstandingOf(inst: InstalmentBalance): number {
  const parts = outstandingParts(inst);
  return parts.penalty + parts.fee + parts.interest + parts.principal;
}

/** The instalment of the period running on `asOf`: the first one due after it (null once every due date passed). */
export function currentInstalment(instalments: InstalmentBalance[], asOf: string): InstalmentBalance | null {
  return ordered(instalments).find((inst) => inst.dueDate > asOf) ?? null;
}

/**
 * Where the re-computable tail of the schedule starts: after the current instalment and after any instalment
 * that already carries money (so a new version never rewrites a row someone paid into).
 */
function tailStart(rows: InstalmentBalance[], asOf: string): number {
  const current = rows.find((inst) => inst.dueDate > asOf);
  let last = current ? current.number : rows.length ? rows[rows.length - 1].number : 0;
  for (const inst of rows) {
    const touched = inst.principalPaid + inst.interestPaid + inst.feePaid + inst.penaltyPaid + inst.penaltyDue > 0;
    if (touched && inst.number > last) last = inst.number;
  }
  return last + 1;
}

/**
 * Splits a payment received on `asOf` (Fineract's "due → in advance" order, each instalment penalty → fee →
 * interest → principal, each filled before the next):
 * 1. instalments due on or before `asOf`, oldest first;
 * 2. `'instalments'` (the default): the next unpaid instalments in due order — paying early covers the next
 *    instalment, then the one after it; nothing is prepaid and the schedule stays as signed;
 *    `'prepay_principal'` (only when the borrower chose "pay off principal early"): the current instalment (its
 *    period is running) and any later row already paid into, then what is left prepays principal of the
 *    instalments after them (at most their principal) and the rest of the schedule is re-drawn;
 * 3. anything beyond is `unallocated`.
 */
export function allocateServicingPayment(
  amount: number,
  instalments: InstalmentBalance[],
  asOf: string,
  mode: 'instalments' | 'prepay_principal' = 'instalments',
): ServicingAllocation {
  assertPesewas(amount, 'amount');
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be 'YYYY-MM-DD', got "${asOf}"`);
  const rows = ordered(instalments);
  let remaining = amount;
  const allocations: InstalmentAllocation[] = [];
  const pay = (inst: InstalmentBalance) => {
    const owed = outstandingParts(inst);
    const row: InstalmentAllocation = { number: inst.number, penalty: 0, fee: 0, interest: 0, principal: 0 };
    for (const part of DUE_ORDER) {
      const paid = Math.min(remaining, owed[part]);
      row[part] += paid;
      remaining -= paid;
    }
    if (row.penalty + row.fee + row.interest + row.principal > 0) allocations.push(row);
  };
  for (const inst of rows.filter((row) => row.dueDate <= asOf)) pay(inst);
  if (mode === 'instalments') {
    for (const inst of rows.filter((row) => row.dueDate > asOf)) pay(inst);
    return { allocations, prepaid: 0, unallocated: remaining };
  }
  const start = tailStart(rows, asOf);
  // The current instalment and rows between it and the tail (paid into earlier) are paid before any prepayment.
  for (const inst of rows.filter((row) => row.dueDate > asOf && row.number < start)) pay(inst);
  const tailPrincipal = rows.filter((row) => row.number >= start).reduce((sum, row) => sum + row.principalDue, 0);
  const prepaid = Math.min(remaining, tailPrincipal);
  return { allocations, prepaid, unallocated: remaining - prepaid };
}

export interface PrepaymentLimits {
  /** What must reach instalments first (everything due, the current instalment, rows already paid into). */
  before: number;
  /** The principal that can be paid off early: that of the instalments after them (the tail that is re-drawn). */
  principal: number;
}

/** How much principal "pay off principal early" can take on `asOf`, and what goes to instalments before it. */
export function prepaymentLimits(instalments: InstalmentBalance[], asOf: string): PrepaymentLimits {
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be 'YYYY-MM-DD', got "${asOf}"`);
  const rows = ordered(instalments);
  const start = tailStart(rows, asOf);
  return {
    before: rows.filter((row) => row.number < start).reduce((sum, row) => sum + outstandingOf(row), 0),
    principal: rows.filter((row) => row.number >= start).reduce((sum, row) => sum + row.principalDue, 0),
  };
}

/** What a payment does to one instalment, in words the borrower reads before paying. */
export interface InstalmentCoverage {
  number: number;
  dueDate: string;
  /** What this payment puts on it. */
  amount: number;
  /** What the instalment will still ask for afterwards (0: covered). */
  leftAfter: number;
}

/** The instalments an allocation reaches, in due order, with what each still owes after it. */
export function coverageOf(instalments: InstalmentBalance[], allocations: InstalmentAllocation[]): InstalmentCoverage[] {
  const byNumber = sumByNumber(allocations);
  const after = withAllocation(instalments, allocations);
  return ordered(after)
    .filter((inst) => byNumber.has(inst.number))
    .map((inst) => {
      const part = byNumber.get(inst.number)!;
      return { number: inst.number, dueDate: inst.dueDate, amount: part.penalty + part.fee + part.interest + part.principal, leftAfter: outstandingOf(inst) };
    })
    .filter((row) => row.amount > 0);
}

/** Lines for the same instalment added together (a fee and a rebate on one instalment, say). */
function sumByNumber(lines: InstalmentAllocation[]): Map<number, InstalmentAllocation> {
  const byNumber = new Map<number, InstalmentAllocation>();
  for (const line of lines) {
    const sum = byNumber.get(line.number) ?? { number: line.number, penalty: 0, fee: 0, interest: 0, principal: 0 };
    byNumber.set(line.number, { number: line.number, penalty: sum.penalty + line.penalty, fee: sum.fee + line.fee, interest: sum.interest + line.interest, principal: sum.principal + line.principal });
  }
  return byNumber;
}

/** The balances after adding an allocation (sign 1) or taking it back (sign -1). */
export function withAllocation(instalments: InstalmentBalance[], allocations: InstalmentAllocation[], sign: 1 | -1 = 1): InstalmentBalance[] {
  const byNumber = sumByNumber(allocations);
  return instalments.map((inst) => {
    const part = byNumber.get(inst.number);
    if (!part) return inst;
    return {
      ...inst,
      penaltyPaid: inst.penaltyPaid + sign * part.penalty,
      feePaid: inst.feePaid + sign * part.fee,
      interestPaid: inst.interestPaid + sign * part.interest,
      principalPaid: inst.principalPaid + sign * part.principal,
    };
  });
}

export interface Rescheduled {
  /** The whole new schedule version: untouched rows as they were, then the re-computed tail. */
  schedule: ScheduledInstalment[];
  /** Change of everything the schedule asks for (negative: the prepaid principal plus the interest saved). */
  scheduledChange: number;
  /** Interest the borrower no longer pays (≥ 0). */
  interestSaved: number;
}

/**
 * A new schedule after `prepaid` principal arrived on `asOf` (call it with the balances after the payment's
 * allocation). The tail is re-computed on the lower balance: 'shorten' keeps the regular instalment and drops
 * instalments from the end; 'lower_instalment' keeps the end date and lowers every remaining instalment.
 */
export function rescheduleAfterPrepayment(input: {
  instalments: InstalmentBalance[];
  asOf: string;
  prepaid: number;
  choice: PrepaymentChoice;
  terms: ServicingTerms;
}): Rescheduled {
  const { asOf, prepaid, choice, terms } = input;
  assertPesewas(prepaid, 'prepaid');
  assertBp(terms.monthlyRateBp, 'monthlyRateBp');
  const rows = ordered(input.instalments);
  const start = tailStart(rows, asOf);
  const kept = rows.filter((row) => row.number < start);
  const tail = rows.filter((row) => row.number >= start);
  const tailPrincipal = tail.reduce((sum, row) => sum + row.principalDue, 0);
  if (prepaid > tailPrincipal) throw new RangeError('prepaid is more than the principal still scheduled');
  const balance = tailPrincipal - prepaid;
  const tailFees = tail.reduce((sum, row) => sum + row.feeDue, 0);
  const rate = BigInt(terms.monthlyRateBp);
  const dueDate = (number: number) => scheduleDueDate(terms.firstDueDate, number - 1, terms.disbursedOn);

  let parts: Array<{ principal: number; interest: number }> = [];
  if (balance > 0 && tail.length > 0) {
    if (choice === 'lower_instalment') {
      parts =
        terms.method === 'flat'
          ? flatRows(balance, tail.length, rate)
          : reducingBalanceRows(balance, tail.length, terms.monthlyRateBp).map((row) => ({ principal: row.principal, interest: row.interest }));
    } else {
      const regular = tail[0].principalDue + tail[0].interestDue;
      parts = terms.method === 'flat' ? flatShorten(balance, tail[0].principalDue, tail.length, rate) : reducingShorten(balance, regular, tail.length, rate);
    }
  }
  const regenerated: ScheduledInstalment[] = parts.map((part, i) => ({
    number: start + i,
    dueDate: dueDate(start + i),
    principal: part.principal,
    interest: part.interest,
    // Fees scheduled in the tail (rare: a financed fee is due with instalment 1) move to its first row.
    fee: i === 0 ? tailFees : 0,
  }));
  // Re-amortising a slightly lower balance can round one pesewa of interest up: a prepayment never costs interest.
  let excess = regenerated.reduce((sum, row) => sum + row.interest, 0) - tail.reduce((sum, row) => sum + row.interestDue, 0);
  for (let i = regenerated.length - 1; i >= 0 && excess > 0; i--) {
    const cut = Math.min(excess, regenerated[i].interest);
    regenerated[i].interest -= cut;
    excess -= cut;
  }
  const keptRows: ScheduledInstalment[] = kept.map((row) => ({
    number: row.number,
    dueDate: row.dueDate,
    principal: row.principalDue,
    interest: row.interestDue,
    fee: row.feeDue,
  }));
  if (regenerated.length === 0 && tailFees > 0 && keptRows.length > 0) keptRows[keptRows.length - 1].fee += tailFees;
  const oldTailTotal = tail.reduce((sum, row) => sum + row.principalDue + row.interestDue + row.feeDue, 0);
  const newTailTotal = regenerated.reduce((sum, row) => sum + row.principal + row.interest + row.fee, 0);
  const movedFees = regenerated.length === 0 && keptRows.length > 0 ? tailFees : 0;
  const oldInterest = tail.reduce((sum, row) => sum + row.interestDue, 0);
  const newInterest = regenerated.reduce((sum, row) => sum + row.interest, 0);
  return {
    schedule: [...keptRows, ...regenerated],
    scheduledChange: newTailTotal + movedFees - oldTailTotal,
    interestSaved: oldInterest - newInterest,
  };
}

/** Same regular instalment, fewer of them: interest on the running balance, the last one takes what is left. */
function reducingShorten(balance: number, regular: number, maxCount: number, rate: bigint): Array<{ principal: number; interest: number }> {
  const rows: Array<{ principal: number; interest: number }> = [];
  let left = BigInt(balance);
  for (let k = 1; left > 0n; k++) {
    const interest = divRound(left * rate, 10_000n);
    const part = k === maxCount || BigInt(regular) - interest >= left ? left : BigInt(regular) - interest;
    // An instalment that no longer covers its interest cannot shorten anything: spread what is left instead.
    if (part <= 0n) return reducingBalanceRows(toSafeNumber(left), maxCount - k + 1, Number(rate)).map((row) => ({ principal: row.principal, interest: row.interest }));
    rows.push({ principal: toSafeNumber(part), interest: toSafeNumber(interest) });
    left -= part;
  }
  return rows;
}

/** Flat method, lower instalments: interest at the monthly rate on the new balance, principal in equal parts. */
function flatRows(balance: number, count: number, rate: bigint): Array<{ principal: number; interest: number }> {
  const interest = toSafeNumber(divRound(BigInt(balance) * rate, 10_000n));
  const part = Math.floor(balance / count);
  return Array.from({ length: count }, (_, i) => ({ principal: i === count - 1 ? balance - part * (count - 1) : part, interest }));
}

/** Flat method, shorter loan: the same principal part per instalment, flat interest on the new balance. */
function flatShorten(balance: number, principalPart: number, maxCount: number, rate: bigint): Array<{ principal: number; interest: number }> {
  const count = Math.min(maxCount, Math.max(1, Math.ceil(balance / Math.max(principalPart, 1))));
  const interest = toSafeNumber(divRound(BigInt(balance) * rate, 10_000n));
  return Array.from({ length: count }, (_, i) => ({
    principal: i === count - 1 ? balance - principalPart * (count - 1) : principalPart,
    interest,
  }));
}

export interface SettlementQuote {
  on: string;
  /** Everything that closes the loan on `on`: principal + interest + fee + penalty. */
  amount: number;
  /** All principal still owed (due or not), less interest paid ahead of time that was never earned. */
  principal: number;
  /** Interest already due and unpaid, plus interest of the running period accrued to `on`. */
  interest: number;
  /** Fees still owed plus the early-settlement fee. */
  fee: number;
  earlySettlementFee: number;
  penalty: number;
  /** The part of `amount` that was already due (instalments due on or before `on`). */
  overdue: number;
  /** Interest one more day of the running period adds (0 when no period runs). */
  dailyInterest: number;
  /** Interest the borrower does not pay by settling now: per instalment, as negative charges. */
  rebate: InstalmentAllocation[];
  /**
   * Scheduled interest of the instalments still running that settling now spares the borrower: the scheduled
   * interest of the current and later instalments less what the days used earned, counting interest already paid
   * ahead that comes back as principal.
   */
  interestSaved: number;
  /**
   * Interest paid ahead beyond what the days used earned and beyond all principal still owed: the borrower's money,
   * owed back to them (their credit balance) when the loan settles. Counted in interestSaved.
   */
  creditDue: number;
}

/**
 * The early-settlement amount on `on` (Bank of Ghana: interest only for time used). Interest of the running
 * period accrues actual days / 365 at the nominal annual rate on the period's balance, never more than that
 * instalment's scheduled interest; later instalments carry no interest; the fee is capped at 0.25% of the principal.
 */
export function settlementQuote(input: {
  instalments: InstalmentBalance[];
  on: string;
  terms: ServicingTerms;
  originalPrincipal: number;
  earlySettlementFeeBp: number;
}): SettlementQuote {
  const { on, terms } = input;
  if (!isIsoDate(on)) throw new RangeError(`on must be 'YYYY-MM-DD', got "${on}"`);
  assertBp(input.earlySettlementFeeBp, 'earlySettlementFeeBp');
  const rows = ordered(input.instalments);
  const current = rows.find((row) => row.dueDate > on) ?? null;
  const owed = new Map(rows.map((row) => [row.number, outstandingParts(row)]));
  const rebate: InstalmentAllocation[] = [];
  let accrued = 0;
  let dailyInterest = 0;
  let principalRebated = 0;
  let creditDue = 0;
  if (current) {
    const previous = rows.filter((row) => row.number < current.number).at(-1);
    const periodStart = previous ? previous.dueDate : terms.disbursedOn;
    const days = Math.max(0, daysBetween(periodStart, on));
    const base = BigInt(rows.filter((row) => row.number >= current.number).reduce((sum, row) => sum + row.principalDue, 0));
    const annualBp = BigInt(terms.monthlyRateBp) * 12n;
    dailyInterest = toSafeNumber(divRound(base * annualBp, 10_000n * 365n));
    const earned = Math.min(toSafeNumber(divRound(base * annualBp * BigInt(days), 10_000n * 365n)), current.interestDue);
    if (earned >= current.interestDue) dailyInterest = 0;
    const running = rows.filter((r) => r.number >= current.number);
    // Interest paid ahead (the current instalment paid early) counts against what has been earned to the day.
    const paidAhead = running.reduce((total, row) => total + row.interestPaid, 0);
    accrued = Math.max(0, earned - paidAhead);
    for (const row of running) {
      const unpaid = owed.get(row.number)!.interest;
      const waived = row === current ? unpaid - accrued : unpaid;
      if (waived > 0) rebate.push({ number: row.number, penalty: 0, fee: 0, interest: -waived, principal: 0 });
    }
    // Interest paid beyond what was earned is given back as principal not charged, latest instalment first.
    let excess = Math.max(0, paidAhead - earned);
    for (const row of [...running].reverse()) {
      const cut = Math.min(excess, owed.get(row.number)!.principal);
      if (cut === 0) continue;
      excess -= cut;
      principalRebated += cut;
      const line = rebate.find((r) => r.number === row.number);
      if (line) line.principal -= cut;
      else rebate.push({ number: row.number, penalty: 0, fee: 0, interest: 0, principal: -cut });
    }
    // More paid ahead than all principal still owed: the rest is the borrower's, never kept as interest.
    creditDue = excess;
    rebate.sort((a, b) => a.number - b.number);
  }
  const sum = (part: Part, filter: (row: InstalmentBalance) => boolean = () => true) =>
    rows.filter(filter).reduce((total, row) => total + owed.get(row.number)![part], 0);
  const due = (row: InstalmentBalance) => row.dueDate <= on;
  const earlySettlementFee = current ? feeFor(input.originalPrincipal, input.earlySettlementFeeBp) : 0;
  const principal = sum('principal') - principalRebated;
  const interest = sum('interest', due) + accrued;
  const fee = sum('fee') + earlySettlementFee;
  const penalty = sum('penalty');
  const overdue = rows.filter(due).reduce((total, row) => total + outstandingOf(row), 0);
  return {
    on,
    amount: principal + interest + fee + penalty,
    principal,
    interest,
    fee,
    earlySettlementFee,
    penalty,
    overdue,
    dailyInterest,
    rebate,
    interestSaved: interestSavedBy(rebate) + creditDue,
    creditDue,
  };
}

/** Interest not charged (negative interest parts) plus interest paid ahead given back as principal (negative principal parts). */
function interestSavedBy(rebate: InstalmentAllocation[]): number {
  return -rebate.reduce((sum, row) => sum + row.interest + row.principal, 0);
}

/**
 * A settlement honoured below today's figure (an earlier quote still valid): the difference is waived from
 * penalties first, then interest, newest instalment first, as extra negative charges.
 */
export function honourDiscount(instalments: InstalmentBalance[], rebate: InstalmentAllocation[], discount: number): InstalmentAllocation[] {
  assertPesewas(discount, 'discount');
  const byNumber = new Map(rebate.map((row) => [row.number, { ...row }]));
  let left = discount;
  const rows = ordered(instalments).reverse();
  for (const part of ['penalty', 'interest', 'fee'] as const) {
    for (const row of rows) {
      if (left === 0) break;
      const entry = byNumber.get(row.number) ?? { number: row.number, penalty: 0, fee: 0, interest: 0, principal: 0 };
      const owed = outstandingParts(row)[part] + entry[part];
      const waived = Math.min(left, owed);
      if (waived > 0) {
        entry[part] -= waived;
        left -= waived;
        byNumber.set(row.number, entry);
      }
    }
  }
  if (left > 0) throw new RangeError('discount is more than the charges it can waive');
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}

/** The balances after charges (positive parts) or waivers (negative parts) change what is due. */
export function withCharges(instalments: InstalmentBalance[], charges: InstalmentAllocation[]): InstalmentBalance[] {
  const byNumber = sumByNumber(charges);
  return instalments.map((inst) => {
    const part = byNumber.get(inst.number);
    if (!part) return inst;
    return {
      ...inst,
      penaltyDue: inst.penaltyDue + part.penalty,
      feeDue: inst.feeDue + part.fee,
      interestDue: inst.interestDue + part.interest,
      principalDue: inst.principalDue + part.principal,
    };
  });
}

/** Everything still owed on each instalment, as an allocation that pays it all. */
export function payEverything(instalments: InstalmentBalance[]): InstalmentAllocation[] {
  return ordered(instalments)
    .map((inst) => ({ number: inst.number, ...outstandingParts(inst) }))
    .filter((row) => row.penalty + row.fee + row.interest + row.principal > 0);
}

export interface PaymentDecision {
  /** 'settlement' when the money closes the loan (interest only to the day), else an instalment payment. */
  kind: 'settlement' | 'instalment' | 'nothing_owed';
  /** Early-settlement fee charged, per instalment (positive fee parts). */
  feeCharges: InstalmentAllocation[];
  /** Interest (and, for an honoured older quote, penalties) not charged, per instalment (negative parts). */
  rebate: InstalmentAllocation[];
  allocations: InstalmentAllocation[];
  prepaid: number;
  unallocated: number;
  /** A new schedule version when principal was prepaid. */
  reschedule: Rescheduled | null;
  /**
   * Interest the borrower no longer pays: settling, the scheduled interest of the running instalments beyond the
   * days used (interest paid ahead that comes back as principal included); prepaying, what the re-drawn schedule
   * saves; otherwise 0.
   */
  interestSaved: number;
  /** Settling: interest paid ahead beyond everything still owed, owed back to the borrower (their credit balance); otherwise 0. */
  creditDue: number;
}

export interface PaymentToDecide {
  amount: number;
  receivedOn: string;
  instalments: InstalmentBalance[];
  terms: ServicingTerms;
  originalPrincipal: number;
  earlySettlementFeeBp: number;
  /**
   * The borrower's intent for money beyond what is due now: null (the default) fills the next instalments in due
   * order; a choice means "pay off principal early" and re-draws the rest of the schedule that way.
   */
  prepayment: PrepaymentChoice | null;
  /** An early-settlement quote the borrower paid against: honoured (never above today's figure) until validUntil. */
  quote?: { amount: number; validUntil: string } | null;
}

/**
 * The one rule for money arriving on a loan: if it covers today's settlement amount (or a still-valid quote), the
 * loan is settled — interest to the day, the rest of the interest rebated, the excess left as credit; otherwise it
 * is allocated (due, then the next instalments in advance — or, when the borrower chose to pay off principal early,
 * the current instalment and then principal, re-scheduling the rest).
 */
export function decidePayment(input: PaymentToDecide): PaymentDecision {
  assertPesewas(input.amount, 'amount');
  const settlement = settlementQuote({
    instalments: input.instalments,
    on: input.receivedOn,
    terms: input.terms,
    originalPrincipal: input.originalPrincipal,
    earlySettlementFeeBp: input.earlySettlementFeeBp,
  });
  const none = { feeCharges: [], rebate: [], allocations: [], prepaid: 0, reschedule: null, interestSaved: 0, creditDue: 0 };
  // Nothing to pay but interest paid ahead to give back still settles the loan (the money arriving becomes credit).
  if (settlement.amount === 0 && settlement.rebate.length === 0 && settlement.creditDue === 0) return { kind: 'nothing_owed', ...none, unallocated: input.amount };

  let target = settlement.amount;
  let rebate = settlement.rebate;
  const quote = input.quote;
  if (quote && input.receivedOn <= quote.validUntil && quote.amount < settlement.amount) {
    try {
      rebate = honourDiscount(input.instalments, settlement.rebate, settlement.amount - quote.amount);
      target = quote.amount;
    } catch {
      // A quote that would waive principal is not honoured (it cannot come from our own figures).
      rebate = settlement.rebate;
    }
  }
  if (input.amount >= target) {
    const current = currentInstalment(input.instalments, input.receivedOn);
    const feeCharges =
      settlement.earlySettlementFee > 0 && current
        ? [{ number: current.number, penalty: 0, fee: settlement.earlySettlementFee, interest: 0, principal: 0 }]
        : [];
    const charged = withCharges(withCharges(input.instalments, feeCharges), rebate);
    const allocations = payEverything(charged);
    const paid = allocations.reduce((sum, row) => sum + row.penalty + row.fee + row.interest + row.principal, 0);
    // An honoured older quote waives penalties before interest: only the interest part counts as saved.
    return {
      kind: 'settlement',
      feeCharges,
      rebate,
      allocations,
      prepaid: 0,
      unallocated: input.amount - paid,
      reschedule: null,
      interestSaved: interestSavedBy(rebate) + settlement.creditDue,
      creditDue: settlement.creditDue,
    };
  }

  const split = allocateServicingPayment(input.amount, input.instalments, input.receivedOn, input.prepayment ? 'prepay_principal' : 'instalments');
  const reschedule =
    split.prepaid > 0 && input.prepayment
      ? rescheduleAfterPrepayment({
          instalments: withAllocation(input.instalments, split.allocations),
          asOf: input.receivedOn,
          prepaid: split.prepaid,
          choice: input.prepayment,
          terms: input.terms,
        })
      : null;
  return {
    kind: 'instalment',
    feeCharges: [],
    rebate: [],
    allocations: split.allocations,
    prepaid: split.prepaid,
    unallocated: split.unallocated,
    reschedule,
    interestSaved: reschedule?.interestSaved ?? 0,
    creditDue: 0,
  };
}

/** Balances under a new schedule version: kept rows keep what was paid and charged on them, new rows start clean. */
export function balancesUnder(schedule: ScheduledInstalment[], before: InstalmentBalance[]): InstalmentBalance[] {
  const old = new Map(before.map((inst) => [inst.number, inst]));
  return schedule.map((row) => {
    const prior = old.get(row.number);
    const keptPaid = prior && prior.dueDate === row.dueDate && prior.principalDue === row.principal && prior.interestDue === row.interest;
    return {
      number: row.number,
      dueDate: row.dueDate,
      principalDue: row.principal,
      interestDue: row.interest,
      feeDue: row.fee,
      penaltyDue: keptPaid ? prior.penaltyDue : 0,
      principalPaid: keptPaid ? prior.principalPaid : 0,
      interestPaid: keptPaid ? prior.interestPaid : 0,
      feePaid: keptPaid ? prior.feePaid : 0,
      penaltyPaid: keptPaid ? prior.penaltyPaid : 0,
    };
  });
}
