// Applies the servicing engine (finance/servicing.ts) to stored loans under the loan's row lock: payments,
// settlement, schedule versions, reversal with exact re-allocation of later payments, and the credit balance.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  addWorkingDays,
  workingDaysHorizon,
  decidePayment,
  formatCedis,
  penaltyChargesOn,
  percentOf,
  settlementQuote,
  type InstalmentAllocation,
  type InstalmentBalance,
  type PrepaymentChoice,
  type ServicingTerms,
} from '../../finance/index.js';
import { badInput, conflict } from '../../graphql/errors.js';
import type { SettlementFigures } from '../payments/loan-port.js';
import { lateTermsOf } from '../credit-products/credit-product.facts.js';
import { holidaysBetween } from '../calendar/calendar.facts.js';
import { readSettings } from '../settings/settings.service.js';
import {
  ledgerEntry,
  loan,
  loanInstalment,
  loanScheduleVersion,
  type LedgerPaymentTerms,
  type ScheduleVersionReason,
} from './loan.table.js';

type LoanRow = typeof loan.$inferSelect;
type EntryRow = typeof ledgerEntry.$inferSelect;

/** Entry kinds that change what is due on instalments (a write-off takes its dues off; a recovery reinstates what it pays), and those that pay it. */
export const CHARGE_KINDS = ['penalty', 'fee', 'rebate', 'write_off'] as const;
export const PAID_KINDS = ['payment', 'reversal'] as const;
/** Kinds that move the borrower's credit balance (money we hold for them). */
export const CREDIT_KINDS = ['credit', 'settlement_credit', 'refund', 'credit_applied'] as const;

const quotedKinds = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));
/**
 * How one allocation line changes an instalment's outstanding amount: charges add, payments subtract. The one
 * SQL rule behind every set-based figure (collections, arrears buckets), matching instalmentBalances().
 */
export const OUTSTANDING_DELTA = sql.raw(
  `case when e.kind in (${CHARGE_KINDS.map((k) => `'${k}'`).join(', ')}) then 1 else -1 end * (x.penalty + x.fee + x.interest + x.principal)`,
);
export const ALLOCATION_LINES = sql.raw(
  'cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)',
);
export const DUE_CHANGING_KINDS = sql.raw([...CHARGE_KINDS, ...PAID_KINDS].map((k) => `'${k}'`).join(', '));

/** What servicing a loan follows: its product version's late-payment terms (kept for life) and the quote validity setting. */
export interface ServicingPolicy {
  graceDays: number;
  /** Penalty interest a year on overdue amounts only, basis points. */
  penaltyRateAnnualBp: number;
  quoteWorkingDays: number;
  /** Most penalty a loan can be charged, basis points of its principal. */
  penaltyCapBp: number;
}

/**
 * The grace days of the loan's product version, as SQL on a loan row's version id (a primary-key probe of a small
 * table): set-based figures compare days late with each loan's own grace days.
 */
export function graceDaysOf(versionId: SQL | AnyColumn): SQL<number> {
  return sql<number>`(select v.grace_days from credit_product_version v where v.id = ${versionId})`;
}

/** A loan's servicing policy, read through the caller's handle (inside a transaction on PGlite there is one connection). */
export async function readServicingPolicy(dbOrTx: DbOrTx, row: Pick<LoanRow, 'creditProductVersionId'>): Promise<ServicingPolicy> {
  const [stored, terms] = await Promise.all([
    readSettings(dbOrTx, ['credit.settlement_quote_working_days']),
    lateTermsOf(dbOrTx, [row.creditProductVersionId]),
  ]);
  const quoteWorkingDays = stored.get('credit.settlement_quote_working_days');
  if (!Number.isSafeInteger(quoteWorkingDays) || (quoteWorkingDays as number) < 0) {
    throw new Error('setting credit.settlement_quote_working_days is not a non-negative integer');
  }
  return { ...terms.get(row.creditProductVersionId)!, quoteWorkingDays: quoteWorkingDays as number };
}

export { lateTermsOf, type LateTerms } from '../credit-products/credit-product.facts.js';

export interface AppliedToLoan {
  allocation: InstalmentAllocation[];
  prepaid: number;
  unallocated: number;
  balanceAfter: number;
  settled: boolean;
}

export interface PaymentArrival {
  paymentId: string;
  amount: number;
  receivedOn: string;
  /** Null: money beyond what is due fills the next instalments; a choice: "pay off principal early" that way. */
  prepayment: PrepaymentChoice | null;
  quote: { on: string; amount: number; validUntil: string } | null;
}

const sumParts = (lines: InstalmentAllocation[]) => lines.reduce((sum, l) => sum + l.penalty + l.fee + l.interest + l.principal, 0);
const negate = (lines: InstalmentAllocation[]) =>
  lines.map((l) => ({ number: l.number, penalty: -l.penalty, fee: -l.fee, interest: -l.interest, principal: -l.principal }));
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The loan row, read without a lock (null for an unknown id; the caller checks the id is a UUID). */
export async function loanRow(dbOrTx: DbOrTx, loanId: string): Promise<LoanRow | null> {
  const [row] = await dbOrTx.select().from(loan).where(eq(loan.id, loanId));
  return row ?? null;
}

/** The loan's current-version schedule as stored (dues before any payment), in instalment order. */
export function currentSchedule(dbOrTx: DbOrTx, row: LoanRow) {
  return dbOrTx
    .select({ number: loanInstalment.number, dueDate: loanInstalment.dueDate, principal: loanInstalment.principalDue, interest: loanInstalment.interestDue, fee: loanInstalment.feeDue })
    .from(loanInstalment)
    .where(and(eq(loanInstalment.loanId, row.id), eq(loanInstalment.version, row.scheduleVersion)))
    .orderBy(asc(loanInstalment.number));
}

/**
 * A restructure (hardship) under the loan's row lock: the rest of the schedule becomes version `row.scheduleVersion
 * + 1` (reason `restructure`) with a `reschedule` entry of the change of the scheduled total, so Σ ledger = owed −
 * credit. Returns the new version; `row.scheduleVersion` is updated to it.
 */
export async function writeRestructure(
  tx: Tx,
  row: LoanRow,
  input: {
    on: string;
    schedule: ReadonlyArray<{ number: number; dueDate: string; principal: number; interest: number; fee: number }>;
    scheduledChange: number;
    recordedBy: string;
    note: string;
  },
): Promise<number> {
  const version = row.scheduleVersion + 1;
  await tx.insert(loanScheduleVersion).values({ loanId: row.id, version, reason: 'restructure', effectiveOn: input.on });
  await tx.insert(loanInstalment).values(
    input.schedule.map((inst) => ({ loanId: row.id, version, number: inst.number, dueDate: inst.dueDate, principalDue: inst.principal, interestDue: inst.interest, feeDue: inst.fee })),
  );
  await tx.update(loan).set({ scheduleVersion: version, updatedAt: new Date() }).where(eq(loan.id, row.id));
  await tx.insert(ledgerEntry).values({
    loanId: row.id,
    userId: row.userId,
    kind: 'reschedule',
    amount: input.scheduledChange,
    effectiveOn: input.on,
    scheduleVersion: version,
    recordedBy: input.recordedBy,
    note: input.note,
  });
  row.scheduleVersion = version;
  return version;
}

/** The early-settlement fee the borrower was told when they signed (a later change of the setting does not apply). */
export function settlementFeeBpOf(row: LoanRow): number {
  return row.disclosure.earlySettlementFeeBp ?? 0;
}

export function servicingTerms(row: LoanRow): ServicingTerms {
  if (!row.startDate || !row.disbursedAt) throw conflict('This loan has not been disbursed yet.');
  return { monthlyRateBp: row.monthlyRateBp, method: row.method, disbursedOn: isoDay(row.disbursedAt), firstDueDate: row.startDate };
}

/** Current-version schedule rows plus every charge and payment, per loan: two statements whatever the count. */
export async function instalmentBalances(dbOrTx: DbOrTx, loanIds: string[]): Promise<Map<string, InstalmentBalance[]>> {
  const byLoan = new Map<string, InstalmentBalance[]>(loanIds.map((id) => [id, []]));
  if (loanIds.length === 0) return byLoan;
  const ids = sql.join(loanIds.map((id) => sql`${id}::uuid`), sql`, `);
  const [rows, sums] = await Promise.all([
    dbOrTx
      .select({ loanId: loanInstalment.loanId, number: loanInstalment.number, dueDate: loanInstalment.dueDate, principalDue: loanInstalment.principalDue, interestDue: loanInstalment.interestDue, feeDue: loanInstalment.feeDue })
      .from(loanInstalment)
      .innerJoin(loan, and(eq(loan.id, loanInstalment.loanId), eq(loan.scheduleVersion, loanInstalment.version)))
      .where(inArray(loanInstalment.loanId, loanIds))
      .orderBy(loanInstalment.loanId, loanInstalment.number),
    dbOrTx.execute(sql`
      select e.loan_id as "loanId", x.number as "number",
        coalesce(sum(x.penalty) filter (where e.kind in (${quotedKinds(CHARGE_KINDS)})), 0)::bigint as "penaltyCharged",
        coalesce(sum(x.fee) filter (where e.kind in (${quotedKinds(CHARGE_KINDS)})), 0)::bigint as "feeCharged",
        coalesce(sum(x.interest) filter (where e.kind in (${quotedKinds(CHARGE_KINDS)})), 0)::bigint as "interestCharged",
        coalesce(sum(x.principal) filter (where e.kind in (${quotedKinds(CHARGE_KINDS)})), 0)::bigint as "principalCharged",
        coalesce(sum(x.penalty) filter (where e.kind in (${quotedKinds(PAID_KINDS)})), 0)::bigint as "penaltyPaid",
        coalesce(sum(x.fee) filter (where e.kind in (${quotedKinds(PAID_KINDS)})), 0)::bigint as "feePaid",
        coalesce(sum(x.interest) filter (where e.kind in (${quotedKinds(PAID_KINDS)})), 0)::bigint as "interestPaid",
        coalesce(sum(x.principal) filter (where e.kind in (${quotedKinds(PAID_KINDS)})), 0)::bigint as "principalPaid"
      from ${ledgerEntry} e
      ${ALLOCATION_LINES}
      where e.loan_id in (${ids}) and e.kind in (${DUE_CHANGING_KINDS})
      group by e.loan_id, x.number`),
  ]);
  type SumRow = Record<'loanId' | 'penaltyCharged' | 'feeCharged' | 'interestCharged' | 'principalCharged' | 'penaltyPaid' | 'feePaid' | 'interestPaid' | 'principalPaid', string> & { number: number };
  const sumsByKey = new Map(rowsOf<SumRow>(sums).map((row) => [`${row.loanId}:${row.number}`, row]));
  for (const row of rows) {
    const s = sumsByKey.get(`${row.loanId}:${row.number}`);
    byLoan.get(row.loanId)!.push({
      number: row.number,
      dueDate: row.dueDate,
      principalDue: row.principalDue + Number(s?.principalCharged ?? 0),
      interestDue: row.interestDue + Number(s?.interestCharged ?? 0),
      feeDue: row.feeDue + Number(s?.feeCharged ?? 0),
      penaltyDue: Number(s?.penaltyCharged ?? 0),
      principalPaid: Number(s?.principalPaid ?? 0),
      interestPaid: Number(s?.interestPaid ?? 0),
      feePaid: Number(s?.feePaid ?? 0),
      penaltyPaid: Number(s?.penaltyPaid ?? 0),
    });
  }
  return byLoan;
}

/** Money we hold for the borrower (received beyond what was owed, not yet refunded or applied). */
export async function creditBalances(dbOrTx: DbOrTx, loanIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(loanIds.map((id) => [id, 0]));
  if (loanIds.length === 0) return result;
  const rows = await dbOrTx
    .select({ loanId: ledgerEntry.loanId, credit: sql<string>`coalesce(-sum(${ledgerEntry.amount}), 0)::bigint` })
    .from(ledgerEntry)
    .where(and(inArray(ledgerEntry.loanId, loanIds), inArray(ledgerEntry.kind, [...CREDIT_KINDS])))
    .groupBy(ledgerEntry.loanId);
  for (const row of rows) result.set(row.loanId, Number(row.credit));
  return result;
}

/** The early-settlement figures of a loan on a day, with the quote's validity (what callers and screens see). */
export async function quoteFor(tx: DbOrTx, row: LoanRow, on: string, policy: ServicingPolicy): Promise<SettlementFigures> {
  const instalments = (await instalmentBalances(tx, [row.id])).get(row.id)!;
  const { rebate: _rebate, earlySettlementFee: _fee, ...figures } = settlementQuote({
    instalments,
    on,
    terms: servicingTerms(row),
    originalPrincipal: row.principal,
    earlySettlementFeeBp: settlementFeeBpOf(row),
  });
  const holidays = await holidaysBetween(tx, on, workingDaysHorizon(on, policy.quoteWorkingDays));
  return { ...figures, validUntil: addWorkingDays(on, policy.quoteWorkingDays, holidays) };
}

/**
 * Applies money that arrived on a running loan (the row is locked by the caller): decides with the engine, then
 * writes the payment entry, any fee/rebate (settlement), the new schedule version (prepayment) and the credit.
 */
export async function applyArrival(tx: Tx, row: LoanRow, arrival: PaymentArrival): Promise<AppliedToLoan> {
  const instalments = (await instalmentBalances(tx, [row.id])).get(row.id)!;
  const decision = decidePayment({
    amount: arrival.amount,
    receivedOn: arrival.receivedOn,
    instalments,
    terms: servicingTerms(row),
    originalPrincipal: row.principal,
    earlySettlementFeeBp: settlementFeeBpOf(row),
    prepayment: arrival.prepayment,
    quote: arrival.quote,
  });
  const terms: LedgerPaymentTerms = { received: arrival.amount, prepayment: arrival.prepayment, quote: arrival.quote };
  const common = { loanId: row.id, userId: row.userId, paymentId: arrival.paymentId, effectiveOn: arrival.receivedOn };
  const paid = sumParts(decision.allocations) + decision.prepaid;
  // The first entry of an arrival carries what the borrower asked for, so a later reversal can re-apply it exactly.
  let termsWritten = false;
  const withTerms = () => (termsWritten ? null : ((termsWritten = true), terms));
  if (decision.feeCharges.length > 0) {
    await tx.insert(ledgerEntry).values({ ...common, kind: 'fee', amount: sumParts(decision.feeCharges), allocation: decision.feeCharges, note: 'Early-settlement fee', paymentTerms: withTerms() });
  }
  if (decision.rebate.length > 0) {
    await tx.insert(ledgerEntry).values({ ...common, kind: 'rebate', amount: sumParts(decision.rebate), allocation: decision.rebate, note: 'Interest not charged: loan settled early', paymentTerms: withTerms() });
  }
  if (paid > 0) {
    await tx.insert(ledgerEntry).values({ ...common, kind: 'payment', amount: -paid, allocation: decision.allocations, prepaid: decision.prepaid, scheduleVersion: row.scheduleVersion, paymentTerms: withTerms() });
  }
  if (decision.reschedule) {
    const reason: ScheduleVersionReason = arrival.prepayment === 'lower_instalment' ? 'prepayment_lower' : 'prepayment_shorten';
    const version = await writeScheduleVersion(tx, row, decision.reschedule.schedule, reason, arrival.paymentId, arrival.receivedOn);
    await tx.insert(ledgerEntry).values({
      ...common,
      kind: 'reschedule',
      amount: decision.reschedule.scheduledChange + decision.prepaid,
      scheduleVersion: version,
      note: `Schedule version ${version}: ${formatCedis(decision.reschedule.interestSaved)} of interest no longer due`,
    });
    row.scheduleVersion = version;
  }
  if (decision.creditDue > 0) {
    // Settling: interest paid ahead beyond everything the loan still owed is the borrower's, held as their credit.
    await tx.insert(ledgerEntry).values({
      ...common,
      kind: 'settlement_credit',
      amount: -decision.creditDue,
      note: `Interest paid ahead and not earned: ${formatCedis(decision.creditDue)} given back as credit`,
      paymentTerms: withTerms(),
    });
  }
  if (decision.unallocated > 0) {
    await tx.insert(ledgerEntry).values({ ...common, kind: 'credit', amount: -decision.unallocated, note: 'Received beyond what was owed', paymentTerms: withTerms() });
  }
  const after = (await instalmentBalances(tx, [row.id])).get(row.id)!;
  const balanceAfter = after.reduce((sum, inst) => sum + inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue - inst.principalPaid - inst.interestPaid - inst.feePaid - inst.penaltyPaid, 0);
  return { allocation: decision.allocations, prepaid: decision.prepaid, unallocated: decision.unallocated, balanceAfter, settled: decision.kind === 'settlement' };
}

/** Money on a loan that owes nothing any more: all of it is the borrower's credit. */
export async function creditArrival(tx: Tx, row: LoanRow, arrival: PaymentArrival): Promise<AppliedToLoan> {
  const terms: LedgerPaymentTerms = { received: arrival.amount, prepayment: arrival.prepayment, quote: arrival.quote };
  await tx.insert(ledgerEntry).values({
    loanId: row.id,
    userId: row.userId,
    paymentId: arrival.paymentId,
    effectiveOn: arrival.receivedOn,
    kind: 'credit',
    amount: -arrival.amount,
    note: 'Received after the loan was closed',
    paymentTerms: terms,
  });
  return { allocation: [], prepaid: 0, unallocated: arrival.amount, balanceAfter: 0, settled: false };
}

async function writeScheduleVersion(
  tx: Tx,
  row: LoanRow,
  schedule: Array<{ number: number; dueDate: string; principal: number; interest: number; fee: number }>,
  reason: ScheduleVersionReason,
  paymentId: string | null,
  effectiveOn: string,
): Promise<number> {
  const version = row.scheduleVersion + 1;
  await tx.insert(loanScheduleVersion).values({ loanId: row.id, version, reason, paymentId, effectiveOn });
  if (schedule.length > 0) {
    await tx.insert(loanInstalment).values(
      schedule.map((inst) => ({ loanId: row.id, version, number: inst.number, dueDate: inst.dueDate, principalDue: inst.principal, interestDue: inst.interest, feeDue: inst.fee })),
    );
  }
  await tx.update(loan).set({ scheduleVersion: version, updatedAt: new Date() }).where(eq(loan.id, row.id));
  return version;
}

/** Entries still in effect (not undone, not themselves corrections), in the order they were written. */
function activeEntries(entries: EntryRow[]): EntryRow[] {
  const undone = new Set(entries.map((entry) => entry.reverses).filter((id): id is string => id !== null));
  return entries.filter((entry) => entry.reverses === null && !undone.has(entry.id));
}

/** The correcting entry for one entry: a payment is reversed, any other kind is written again negated. */
function undoOf(entry: EntryRow) {
  return {
    loanId: entry.loanId,
    userId: entry.userId,
    kind: entry.kind === 'payment' ? ('reversal' as const) : entry.kind,
    amount: -entry.amount,
    allocation: negate(entry.allocation),
    prepaid: -entry.prepaid,
    paymentId: entry.paymentId,
    effectiveOn: entry.effectiveOn,
    reverses: entry.id,
    note: entry.kind === 'payment' ? 'Payment reversed' : `Undone: ${entry.note ?? entry.kind}`,
  };
}

/**
 * Takes a payment back and re-applies every later payment of the loan exactly (Fineract's "reprocess
 * transactions"): every arrival from the reversed one on is undone (newest first), the schedule version in force
 * before it is restored as a new version, then the later arrivals are applied again in order on their own days.
 * Penalties charged in between stay as charged. Returns false when the payment was not applied (idempotent).
 */
export async function reverseArrival(tx: Tx, row: LoanRow, paymentId: string, today: string): Promise<boolean> {
  const entries = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.loanId, row.id)).orderBy(asc(ledgerEntry.seq));
  const active = activeEntries(entries);
  const target = active.filter((entry) => entry.paymentId === paymentId);
  if (target.length === 0) return false;
  const firstSeq = Math.min(...target.map((entry) => entry.seq));
  const moving = active.filter((entry) => entry.seq >= firstSeq && entry.kind !== 'penalty' && entry.kind !== 'disbursement');
  if (moving.some((entry) => entry.kind === 'refund' || entry.kind === 'credit_applied' || entry.kind === 'write_off')) {
    throw conflict('Money was refunded or applied from the credit balance after this payment; correct it by hand with finance.');
  }
  // A hardship restructure (a reschedule no payment made) agreed after this payment: restoring the schedule in force
  // before the payment would silently undo the terms the borrower accepted.
  if (moving.some((entry) => entry.kind === 'reschedule' && entry.paymentId === null)) {
    throw conflict('The loan was restructured after this payment; correct it by hand with finance.');
  }
  // The schedule in force before the reversed payment: the version its payment entry was applied under.
  const restoreVersion = target.find((entry) => entry.kind === 'payment')?.scheduleVersion ?? row.scheduleVersion;
  for (const entry of [...moving].reverse()) await tx.insert(ledgerEntry).values(undoOf(entry));
  if (restoreVersion !== row.scheduleVersion) {
    const restored = await tx.select().from(loanInstalment).where(and(eq(loanInstalment.loanId, row.id), eq(loanInstalment.version, restoreVersion))).orderBy(asc(loanInstalment.number));
    await writeScheduleVersion(
      tx,
      row,
      restored.map((inst) => ({ number: inst.number, dueDate: inst.dueDate, principal: inst.principalDue, interest: inst.interestDue, fee: inst.feeDue })),
      'reallocation',
      paymentId,
      today,
    );
    row.scheduleVersion += 1;
  }
  // Re-apply the later arrivals, each once, in the order they first arrived.
  const later = new Map<string, EntryRow>();
  for (const entry of moving) {
    if (entry.paymentId && entry.paymentId !== paymentId && entry.paymentTerms && !later.has(entry.paymentId)) later.set(entry.paymentId, entry);
  }
  for (const entry of later.values()) {
    const terms = entry.paymentTerms!;
    await applyArrival(
      tx,
      row,
      { paymentId: entry.paymentId!, amount: terms.received, receivedOn: entry.effectiveOn ?? isoDay(entry.createdAt), prepayment: terms.prepayment ?? null, quote: terms.quote },
    );
  }
  return true;
}

const dayOf = (entry: EntryRow) => entry.accrualDate ?? entry.effectiveOn ?? isoDay(entry.createdAt);

/**
 * Money that arrived on an earlier day than today, applied as of that day (a cash payment taken yesterday and
 * recorded today): the result is what the loan would look like had it been recorded on its day. Every arrival dated
 * after it (and anything written after those) is undone newest first, as are the penalties the close of business
 * charged from that day on; the schedule version in force before them is restored; then, day by day, the payment and
 * the later arrivals are applied again on their own days and each of those close-of-business days' penalty is charged
 * again on the balances as they now stand (penaltyChargesOn, the twin of the close of business's SQL: same grace days,
 * rate, unbilled days and cap). A day that charged nothing before charges nothing now (an earlier payment only lowers
 * what is overdue). Refunds, credit applied, write-offs and restructures after the day are not unwound: CONFLICT.
 * The loan row is locked by the caller; returns the payment's own allocation (as of its day) and the balance now.
 */
export async function applyArrivalAsOf(tx: Tx, row: LoanRow, arrival: PaymentArrival, policy: ServicingPolicy): Promise<AppliedToLoan> {
  const on = arrival.receivedOn;
  const entries = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.loanId, row.id)).orderBy(asc(ledgerEntry.seq));
  const active = activeEntries(entries);
  // The close of business of the payment's own day ran after the money would have arrived: its penalty is re-charged.
  const laterPenalties = active.filter((entry) => entry.kind === 'penalty' && dayOf(entry) >= on);
  const isMovement = (entry: EntryRow) => entry.kind !== 'penalty' && entry.kind !== 'disbursement';
  const laterArrivals = active.filter((entry) => isMovement(entry) && dayOf(entry) > on);
  if (laterPenalties.length === 0 && laterArrivals.length === 0) return applyArrival(tx, row, arrival);
  const firstSeq = laterArrivals.length > 0 ? Math.min(...laterArrivals.map((entry) => entry.seq)) : Number.POSITIVE_INFINITY;
  const moving = active.filter((entry) => isMovement(entry) && entry.seq >= firstSeq);
  if (moving.some((entry) => entry.kind === 'refund' || entry.kind === 'credit_applied' || entry.kind === 'write_off')) {
    throw conflict(`Money was refunded, applied from the credit balance or written off after ${on}: record this payment as received today, or correct the loan by hand with finance.`);
  }
  if (moving.some((entry) => entry.kind === 'reschedule' && entry.paymentId === null)) {
    throw conflict(`The loan was restructured after ${on}: record this payment as received today, or correct the loan by hand with finance.`);
  }
  const restoreVersion = moving.find((entry) => entry.kind === 'payment')?.scheduleVersion ?? row.scheduleVersion;
  const undone = [...moving, ...laterPenalties].sort((a, b) => b.seq - a.seq);
  for (const entry of undone) await tx.insert(ledgerEntry).values(undoOf(entry));
  if (restoreVersion !== row.scheduleVersion) {
    const restored = await tx.select().from(loanInstalment).where(and(eq(loanInstalment.loanId, row.id), eq(loanInstalment.version, restoreVersion))).orderBy(asc(loanInstalment.number));
    await writeScheduleVersion(
      tx,
      row,
      restored.map((inst) => ({ number: inst.number, dueDate: inst.dueDate, principal: inst.principalDue, interest: inst.interestDue, fee: inst.feeDue })),
      'reallocation',
      arrival.paymentId,
      on,
    );
    row.scheduleVersion += 1;
  }

  // What to apply again, in order: each day's arrivals (this payment last on its day), then that day's penalty.
  type Step = { day: string; seq: number; arrival: PaymentArrival | null };
  const steps: Step[] = [{ day: on, seq: Number.POSITIVE_INFINITY, arrival }];
  const seen = new Set<string>();
  for (const entry of moving) {
    if (!entry.paymentId || !entry.paymentTerms || seen.has(entry.paymentId)) continue;
    seen.add(entry.paymentId);
    const terms = entry.paymentTerms;
    steps.push({ day: dayOf(entry), seq: entry.seq, arrival: { paymentId: entry.paymentId, amount: terms.received, receivedOn: dayOf(entry), prepayment: terms.prepayment ?? null, quote: terms.quote } });
  }
  const penaltyDays = [...new Set(laterPenalties.map(dayOf))];
  for (const day of penaltyDays) steps.push({ day, seq: 0, arrival: null });
  steps.sort((a, b) => (a.day === b.day ? (a.arrival === null ? 1 : b.arrival === null ? -1 : a.seq - b.seq) : a.day < b.day ? -1 : 1));

  // The last day penalties were accrued before the payment's day, as the close of business reads it (hardship days count).
  const undoneIds = new Set(laterPenalties.map((entry) => entry.id));
  let lastAccrual: string | null =
    active
      .filter((entry) => entry.kind === 'penalty' && !undoneIds.has(entry.id))
      .map(dayOf)
      .sort()
      .at(-1) ?? null;
  // Hardship requests pause penalties as the close of business reads them (its SQL reads the table the same way).
  const hardship = rowsOf<{ closedOn: string | null }>(await tx.execute(sql`select to_char(closed_on, 'YYYY-MM-DD') as "closedOn" from hardship_request where loan_id = ${row.id}::uuid`));
  const cap = percentOf(row.principal, policy.penaltyCapBp);

  let own: AppliedToLoan | null = null;
  for (const step of steps) {
    if (step.arrival) {
      const applied = await applyArrival(tx, row, step.arrival);
      if (step.arrival.paymentId === arrival.paymentId) own = applied;
      continue;
    }
    const day = step.day;
    const paused = hardship.map((request) => (request.closedOn && request.closedOn < day ? request.closedOn : day)).sort().at(-1) ?? null;
    const since = [lastAccrual, paused].filter((d): d is string => d !== null).sort().at(-1) ?? null;
    const instalments = (await instalmentBalances(tx, [row.id])).get(row.id)!;
    const charges = penaltyChargesOn({
      lines: instalments.map((inst) => ({
        number: inst.number,
        dueDate: inst.dueDate,
        base: inst.principalDue + inst.interestDue + inst.feeDue - inst.principalPaid - inst.interestPaid - inst.feePaid,
        penaltyCharged: inst.penaltyDue,
      })),
      on: day,
      lastAccrual: since,
      graceDays: policy.graceDays,
      penaltyRateAnnualBp: policy.penaltyRateAnnualBp,
      cap,
    });
    if (charges.length === 0) continue;
    // No accrual date: the day's original charge keeps it (one charge per day), so the close of business still
    // knows it accrued through that day.
    await tx.insert(ledgerEntry).values({
      loanId: row.id,
      userId: row.userId,
      kind: 'penalty',
      amount: charges.reduce((sum, charge) => sum + charge.penalty, 0),
      allocation: charges.map((charge) => ({ number: charge.number, penalty: charge.penalty, fee: 0, interest: 0, principal: 0 })),
      effectiveOn: day,
      note: `Penalty for ${day}, charged again with a payment received on ${on}`,
    });
    lastAccrual = day;
  }
  const after = (await instalmentBalances(tx, [row.id])).get(row.id)!;
  const balanceNow = after.reduce((sum, inst) => sum + inst.principalDue + inst.interestDue + inst.feeDue + inst.penaltyDue - inst.principalPaid - inst.interestPaid - inst.feePaid - inst.penaltyPaid, 0);
  return { ...own!, balanceAfter: balanceNow };
}

/** True when this payment's money is on the loan now (applied and not reversed). */
export async function isApplied(tx: DbOrTx, loanId: string, paymentId: string): Promise<boolean> {
  const entries = await tx.select().from(ledgerEntry).where(and(eq(ledgerEntry.loanId, loanId), eq(ledgerEntry.paymentId, paymentId)));
  return activeEntries(entries).length > 0;
}

/** Applies part of the credit balance to the loan as a payment received today. */
export async function applyCredit(tx: Tx, row: LoanRow, amount: number, on: string, recordedBy: string): Promise<AppliedToLoan> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badInput('Nothing to apply: the credit balance is empty.', 'amount');
  const paymentId = randomUUID();
  await tx.insert(ledgerEntry).values({ loanId: row.id, userId: row.userId, kind: 'credit_applied', amount, paymentId, effectiveOn: on, recordedBy, note: 'Credit balance applied to the loan' });
  return applyArrival(tx, row, { paymentId, amount, receivedOn: on, prepayment: null, quote: null });
}
