import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { addDays, addMonthsClamped, coverageOf, decidePayment, formatCedis, prepaymentLimits, isIsoDate, type ArrearsBucket, type InstalmentAllocation, type InstalmentBalance, type InstalmentCoverage, type PrepaymentChoice } from '../../finance/index.js';
import { hasPermission } from '../../auth/permissions.js';
import { contactsOf, peopleMatching } from '../users/people.js';
import { user } from '../../auth/auth.table.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AGREEMENT_NOT_SIGNED_MESSAGE, agreementNotSigned, badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { formatDate } from '../../shared/dates.js';
import type { CreditQuoteView, QuoteService } from '../quotes/quote.service.js';
import type { ApplyPaymentRequest, SettlementFigures } from '../payments/loan-port.js';
import {
  ALLOCATION_LINES,
  applyArrival,
  applyArrivalAsOf,
  applyCredit,
  creditArrival,
  creditBalances,
  DUE_CHANGING_KINDS,
  instalmentBalances,
  isApplied,
  OUTSTANDING_DELTA,
  quoteFor,
  graceDaysOf,
  lateTermsOf,
  readServicingPolicy,
  reverseArrival,
  servicingTerms,
  settlementFeeBpOf,
} from './loan.servicing.js';
import { summarize, type LoanSummary } from './loan.balance.js';
import { runningLoanBalances, runningLoansWithDaysPastDue } from './loan.portfolio.js';
import { CANCELLATION_NOTE, recoverArrival, writtenOffSummaries } from './loan.write-off.js';
import type { LoanSort } from './loan.type.js';
import { PAYEE_NOUNS, SEEDED_PRODUCTS, versionFacts } from '../credit-products/credit-product.facts.js';
import { LOAN_SOURCES, ledgerEntry, loan, loanInstalment, loanScheduleVersion, type AllocationPart, type DisbursementRecord, type LedgerKind, type LoanSource, type LoanStatus } from './loan.table.js';
import { loanNumber, readableLedgerNote, type LoanStatement, type StatementEntry, type StatementScheduleVersion } from './loan.statement.js';
export type { LoanSource, LoanStatus, ScheduleVersionReason } from './loan.table.js';

export type LoanRow = typeof loan.$inferSelect;
export interface LoanCustomerView {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  residentialAddress: string | null;
  digitalAddress: string | null;
  city: string | null;
}
export type LoanView = LoanRow & LoanSummary & { customer: LoanCustomerView; creditBalance: number; number: string; writtenOff: number; recovered: number };

export type ApplyPaymentInput = ApplyPaymentRequest;

export interface ApplyPaymentResult {
  allocation: AllocationPart[];
  prepaid: number;
  unallocated: number;
  balanceAfter: number;
  loanStatus: string;
}

export interface PaymentPreview {
  settles: boolean;
  covers: InstalmentCoverage[];
  prepayablePrincipal: number;
  paidBeforePrepayment: number;
  allocation: InstalmentAllocation[];
  prepaid: number;
  unallocated: number;
  interestSaved: number;
  schedule: Array<{ number: number; dueDate: string; principal: number; interest: number; fee: number; total: number; balanceAfter: number }>;
}

function emptySettlement(on: string): SettlementFigures {
  return { on, amount: 0, principal: 0, interest: 0, fee: 0, penalty: 0, overdue: 0, dailyInterest: 0, creditDue: 0, validUntil: on };
}

export interface AmountDue {
  nextInstalment: number;
  overdue: number;
  outstanding: number;
}

export interface DisbursementInput {
  method: string;
  reference: string;
  paidTo: string;
  note?: string | null;
}

export const PAID_OFF_MESSAGE = 'This loan is already paid off.';
const BUCKET_RANGES: Record<ArrearsBucket, [number, number]> = { '1-30': [1, 30], '31-60': [31, 60], '61-90': [61, 90], '90+': [91, 1_000_000] };

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Cursor of a sorted staff list: the sort figure and the id of the last row. */
function encodeSortCursor(key: number, id: string): string {
  return Buffer.from(JSON.stringify(['sorted', key, id])).toString('base64url');
}

function decodeSortCursor(cursor: string): { key: number; id: string } {
  try {
    const [tag, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown, unknown];
    if (tag !== 'sorted' || !Number.isSafeInteger(key) || typeof id !== 'string' || !isUuid(id)) throw new Error('bad cursor');
    return { key: key as number, id };
  } catch {
    throw badInput('The cursor is not valid.', 'after');
  }
}

export class LoanService {
  constructor(
    private readonly db: AppDatabase,
    private readonly quotes: QuoteService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
  ) {}

  // ---- derived balances ----------------------------------------------------------------------------------------

  /** Current-version schedule rows plus every charge and payment, for a set of loans (two statements). */
  instalmentBalances(dbOrTx: DbOrTx, loanIds: string[]): Promise<Map<string, InstalmentBalance[]>> {
    return instalmentBalances(dbOrTx, loanIds);
  }

  /** Sum of a loan's ledger amounts: must always equal the schedule-derived outstanding balance. */
  async ledgerBalance(dbOrTx: DbOrTx, loanId: string): Promise<number> {
    const [row] = await dbOrTx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::bigint` })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.loanId, loanId));
    return Number(row.total);
  }

  /** Balances and borrowers for a whole page: a fixed number of statements whatever the page size. */
  private async views(dbOrTx: DbOrTx, rows: LoanRow[]): Promise<LoanView[]> {
    if (rows.length === 0) return [];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [balances, lateTerms, customers, credits, writtenOff] = await Promise.all([
      this.instalmentBalances(dbOrTx, rows.map((row) => row.id)),
      lateTermsOf(dbOrTx, rows.map((row) => row.creditProductVersionId)),
      contactsOf(dbOrTx, userIds),
      creditBalances(dbOrTx, rows.map((row) => row.id)),
      writtenOffSummaries(dbOrTx, rows.filter((row) => row.status === 'written_off').map((row) => row.id)),
    ]);
    const customerById = new Map(customers.map((customer) => [customer.id, customer]));
    const today = this.quotes.clock.today();
    return rows.map((row) => {
      const customer = customerById.get(row.userId);
      // loan.user_id references user: a missing borrower is a broken invariant.
      if (!customer) throw new Error(`loan ${row.id} has no borrower`);
      const off = writtenOff.get(row.id);
      return {
        ...row,
        ...summarize(balances.get(row.id) ?? [], today, lateTerms.get(row.creditProductVersionId)!.graceDays, off?.byInstalment),
        customer,
        creditBalance: credits.get(row.id) ?? 0,
        number: loanNumber(row.id),
        writtenOff: off?.writtenOff ?? 0,
        recovered: off?.recovered ?? 0,
      };
    });
  }

  // ---- reads ---------------------------------------------------------------------------------------------------

  private async page(where: SQL | undefined, first: number, after?: string | null): Promise<Page<LoanView>> {
    const rows = await this.db
      .select()
      .from(loan)
      .where(and(where, afterCursor(after, loan.createdAt, loan.id)))
      .orderBy(desc(loan.createdAt), desc(loan.id))
      .limit(first + 1);
    const page = toPage(rows, first);
    return { nodes: await this.views(this.db, page.nodes), pageInfo: page.pageInfo };
  }

  listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<LoanView>> {
    return this.page(eq(loan.userId, viewer.id), first, after);
  }

  /**
   * Staff list, optionally by status, arrears bucket (days past the oldest unpaid instalment), borrower, rent
   * application or BNPL order and search text; newest first, or sorted by a derived figure (see sortedPage).
   */
  async list(
    first: number,
    after?: string | null,
    filters: {
      status?: LoanStatus | null;
      bucket?: ArrearsBucket | null;
      search?: string | null;
      hasCredit?: boolean | null;
      userId?: string | null;
      applicationId?: string | null;
      orderId?: string | null;
      sort?: LoanSort | null;
      current?: boolean | null;
    } = {},
  ): Promise<Page<LoanView>> {
    const { status, bucket, search, hasCredit, userId, applicationId, orderId, sort, current } = filters;
    // A malformed application or order id matches nothing (uuid columns: comparing them with text would fail in SQL).
    for (const id of [applicationId, orderId]) if (id && !isUuid(id)) return { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const where = and(
      status ? eq(loan.status, status) : undefined,
      bucket ? this.bucketFilter(bucket) : undefined,
      current ? this.currentFilter() : undefined,
      search?.trim() ? this.searchFilter(search.trim()) : undefined,
      hasCredit ? this.creditFilter() : undefined,
      userId ? eq(loan.userId, userId) : undefined,
      applicationId ? eq(loan.applicationId, applicationId) : undefined,
      orderId ? eq(loan.orderId, orderId) : undefined,
    );
    return sort && sort !== 'newest' ? this.sortedPage(where, first, after, sort) : this.page(where, first, after);
  }

  /**
   * A page sorted by a figure derived from schedule + ledger (outstanding, days past due, next due date) as
   * summarize() derives it, ties broken by id; the cursor carries (figure, id). The figure is computed for every loan
   * the filters keep, so this costs one pass over their instalments and allocations (no index can serve it).
   */
  private async sortedPage(where: SQL | undefined, first: number, after: string | null | undefined, sort: Exclude<LoanSort, 'newest'>): Promise<Page<LoanView>> {
    const [graceDays, today] = [graceDaysOf(loan.creditProductVersionId), this.quotes.clock.today()];
    const descending = sort.endsWith('_desc');
    // Loans with nothing left to pay have no next due date: they sort last either way.
    const key =
      sort.startsWith('outstanding')
        ? sql`f.outstanding`
        : sort.startsWith('days_past_due')
          ? sql`case when f.next_due is not null and ${today}::date - f.next_due > ${graceDays} then ${today}::date - f.next_due else 0 end`
          : sql`coalesce(f.next_due - date '2000-01-01', ${descending ? -100_000_000 : 100_000_000})`;
    const cursor = after ? decodeSortCursor(after) : null;
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const rows = rowsOf<{ id: string; key: string }>(
      await this.db.execute(sql`
        select ${loan.id} as "id", k.key::bigint::text as "key"
        from ${loan}
        cross join lateral (
          select coalesce(sum(o.outstanding) filter (where o.outstanding > 0), 0) as outstanding,
            min(o.due_date) filter (where o.outstanding > 0) as next_due
          from (
            select i.due_date, i.principal_due + i.interest_due + i.fee_due + coalesce((
              select sum(${OUTSTANDING_DELTA}) from ${ledgerEntry} e ${ALLOCATION_LINES}
              where e.loan_id = i.loan_id and x.number = i.number and e.kind in (${DUE_CHANGING_KINDS})), 0) as outstanding
            from ${loanInstalment} i where i.loan_id = ${loan.id} and i.version = ${loan.scheduleVersion}) o) f
        cross join lateral (select ${key} as key) k
        where ${and(where, cursor ? (descending ? sql`(k.key, ${loan.id}) < (${cursor.key}::bigint, ${cursor.id}::uuid)` : sql`(k.key, ${loan.id}) > (${cursor.key}::bigint, ${cursor.id}::uuid)`) : undefined) ?? sql`true`}
        order by k.key ${direction}, ${loan.id} ${direction}
        limit ${first + 1}`),
    );
    const hasNextPage = rows.length > first;
    const kept = hasNextPage ? rows.slice(0, first) : rows;
    const found = kept.length ? await this.db.select().from(loan).where(inArray(loan.id, kept.map((row) => row.id))) : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const last = kept[kept.length - 1];
    return {
      nodes: await this.views(this.db, kept.map((row) => byId.get(row.id)!)),
      pageInfo: { hasNextPage, endCursor: last ? encodeSortCursor(Number(last.key), last.id) : null },
    };
  }

  /** Loans holding money for the borrower: the credit kinds of the ledger sum below zero. */
  private creditFilter(): SQL {
    return sql`(select coalesce(sum(e.amount), 0) from ${ledgerEntry} e where e.loan_id = ${loan.id} and e.kind in ('credit', 'settlement_credit', 'refund', 'credit_applied')) < 0`;
  }

  /** Finance finds a loan by the borrower's name, email or phone, or by its loan number (LN-1A2B3C4D). */
  private searchFilter(text: string): SQL {
    const number = /^(?:LN-?)?([0-9a-f]{8})$/i.exec(text.replaceAll(' ', ''));
    if (number) {
      const hex = number[1].toLowerCase();
      return sql`${loan.id} >= ${`${hex}-0000-0000-0000-000000000000`}::uuid and ${loan.id} <= ${`${hex}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
    }
    return inArray(loan.userId, peopleMatching(this.db, text));
  }

  /** Running loans in a days-past-due bucket, as the collections dashboard and queues count them (runningLoanBalances). */
  private bucketFilter(bucket: ArrearsBucket): SQL {
    const [low, high] = BUCKET_RANGES[bucket];
    return inArray(loan.id, runningLoansWithDaysPastDue(this.quotes.clock.today(), low, high));
  }

  /** Running loans with nothing past the grace days (no arrears bucket). */
  private currentFilter(): SQL {
    return inArray(loan.id, runningLoansWithDaysPastDue(this.quotes.clock.today(), 0, 0));
  }

  /** A loan for its owner, or for staff who see payments or applications; anyone else gets NOT_FOUND. */
  async get(viewer: Viewer, id: string): Promise<LoanView> {
    const [row] = isUuid(id) ? await this.db.select().from(loan).where(eq(loan.id, id)) : [];
    if (!row || !this.canRead(viewer, row)) throw notFound('Loan');
    const [view] = await this.views(this.db, [row]);
    return view;
  }

  private canRead(viewer: Viewer, row: LoanRow): boolean {
    return row.userId === viewer.id || hasPermission(viewer.role, 'viewAllPayments') || hasPermission(viewer.role, 'viewAllApplications');
  }

  /** For the "pay the next instalment / what is overdue / pay off" choices; outstanding is today's payoff amount. */
  async amountDue(loanId: string, viewer: Viewer): Promise<AmountDue> {
    const view = await this.get(viewer, loanId);
    const running = view.status === 'active' || view.status === 'in_arrears';
    const payoff = running ? (await quoteFor(this.db, view, this.quotes.clock.today(), await readServicingPolicy(this.db, view))).amount : 0;
    return { nextInstalment: view.nextInstalment?.amountDue ?? 0, overdue: view.amountOverdue, outstanding: payoff };
  }

  // ---- figures for the dashboards (all loans, a fixed number of statements) ------------------------------------

  /**
   * Collections figures over every running loan as of today, from runningLoanBalances (the derivation the collections
   * queues, the Loans list's days-past-due filters and PAR read): the loans past their grace days by days-past-due
   * bucket with what they have overdue and their total owed (Loan.amountOverdue and Loan.outstandingBalance summed),
   * and the instalments with money left to pay that fall due today and in the 7 days from today. One statement.
   */
  async collectionFigures(): Promise<{
    today: string;
    buckets: Array<{ bucket: ArrearsBucket; loans: number; amountOverdue: number; outstandingBalance: number }>;
    dueToday: { instalments: number; amount: number };
    dueThisWeek: { instalments: number; amount: number };
  }> {
    const today = this.quotes.clock.today();
    const bucketOf = sql.raw(
      `case ${(Object.entries(BUCKET_RANGES) as Array<[ArrearsBucket, [number, number]]>).map(([bucket, [low, high]]) => `when dpd between ${low} and ${high} then '${bucket}'`).join(' ')} end`,
    );
    const rows = rowsOf<{ bucket: ArrearsBucket | null; loans: number; amountOverdue: string; outstandingBalance: string; todayCount: string; todayAmount: string; weekCount: string; weekAmount: string }>(
      await this.db.execute(sql`
        with ${runningLoanBalances(today, { weekEnd: addDays(today, 6) })}
        select ${bucketOf} as "bucket", count(*) filter (where dpd > 0)::int as "loans",
          sum(overdue)::bigint::text as "amountOverdue", sum(balance)::bigint::text as "outstandingBalance",
          sum(due_today_instalments)::bigint::text as "todayCount", sum(due_today)::bigint::text as "todayAmount",
          sum(due_today_instalments + due_week_instalments)::bigint::text as "weekCount", sum(due_today + due_week)::bigint::text as "weekAmount"
        from per_loan group by 1`),
    );
    const found = new Map(rows.filter((row) => row.bucket !== null).map((row) => [row.bucket, row]));
    const total = (key: 'todayCount' | 'todayAmount' | 'weekCount' | 'weekAmount') => rows.reduce((sum, row) => sum + Number(row[key]), 0);
    return {
      today,
      buckets: (Object.keys(BUCKET_RANGES) as ArrearsBucket[]).map((bucket) => {
        const row = found.get(bucket);
        return { bucket, loans: row?.loans ?? 0, amountOverdue: Number(row?.amountOverdue ?? 0), outstandingBalance: Number(row?.outstandingBalance ?? 0) };
      }),
      dueToday: { instalments: total('todayCount'), amount: total('todayAmount') },
      dueThisWeek: { instalments: total('weekCount'), amount: total('weekAmount') },
    };
  }

  /**
   * Finance figures for [from, to): money lent (loans disbursed, by source, with the interest their schedules
   * carry) and what the ledger received (payments net of reversals, split into principal, interest, fees and
   * penalties by their allocations). Two statements.
   */
  async portfolioFigures(from: Date, to: Date): Promise<{
    disbursements: Array<{ source: LoanSource; loans: number; principal: number; scheduledInterest: number }>;
    collected: { principal: number; interest: number; fees: number; penalties: number; total: number };
  }> {
    const [disbursed, received] = await Promise.all([
      this.db.execute(sql`
        select l.source as "source", count(*)::int as "loans", sum(l.principal)::bigint as "principal",
          coalesce(sum((select sum(i.interest_due) from ${loanInstalment} i where i.loan_id = l.id)), 0)::bigint as "scheduledInterest"
        from ${loan} l
        where l.disbursed_at >= ${from.toISOString()}::timestamptz and l.disbursed_at < ${to.toISOString()}::timestamptz
        group by l.source`),
      this.db.execute(sql`
        select coalesce(sum(x.principal), 0)::bigint + coalesce(max(p.prepaid), 0)::bigint as "principal", coalesce(sum(x.interest), 0)::bigint as "interest",
          coalesce(sum(x.fee), 0)::bigint as "fees", coalesce(sum(x.penalty), 0)::bigint as "penalties"
        from ${ledgerEntry} e
        ${ALLOCATION_LINES}
        cross join (
          select sum(prepaid) as prepaid from ${ledgerEntry}
          where kind in ('payment', 'reversal') and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz) p
        where e.kind in ('payment', 'reversal')
          and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz`),
    ]);
    type DisbursedRow = { source: LoanSource; loans: number; principal: string; scheduledInterest: string };
    const bySource = new Map(rowsOf<DisbursedRow>(disbursed).map((row) => [row.source, row]));
    const [sums] = rowsOf<{ principal: string; interest: string; fees: string; penalties: string }>(received);
    const collected = { principal: Number(sums.principal), interest: Number(sums.interest), fees: Number(sums.fees), penalties: Number(sums.penalties) };
    return {
      disbursements: LOAN_SOURCES.map((source) => {
        const row = bySource.get(source);
        return { source, loans: row?.loans ?? 0, principal: Number(row?.principal ?? 0), scheduledInterest: Number(row?.scheduledInterest ?? 0) };
      }),
      collected: { ...collected, total: collected.principal + collected.interest + collected.fees + collected.penalties },
    };
  }

  // ---- creating loans -----------------------------------------------------------------------------------------

  /**
   * Creates the loan of an approved BNPL order or rent application inside the approver's transaction.
   * BNPL starts at once (schedule from `startedOn`); rent waits for the disbursement to the landlord.
   */
  async createLoan(
    tx: Tx,
    afterCommit: AfterCommit,
    input: { userId: string; source: LoanSource; applicationId?: string; orderId?: string; creditProductVersionId?: string | null; disclosure: CreditQuoteView; startedOn?: Date },
  ): Promise<LoanRow> {
    const d = input.disclosure;
    const [row] = await tx
      .insert(loan)
      .values({
        userId: input.userId,
        source: input.source,
        applicationId: input.applicationId ?? null,
        orderId: input.orderId ?? null,
        // Every loan names its version; a caller without products books on the seeded version of the channel.
        creditProductVersionId: input.creditProductVersionId ?? SEEDED_PRODUCTS[input.source].versionId,
        principal: d.principal,
        months: d.months,
        monthlyRateBp: d.monthlyRateBp,
        method: d.method,
        processingFee: d.processingFee,
        feeFinanced: d.feeFinanced,
        status: 'awaiting_disbursement',
        disclosure: d,
      })
      .returning();
    afterCommit(() => this.events.publish('loan.changed', { id: row.id, userId: row.userId }));
    return input.startedOn ? this.start(tx, row, input.startedOn) : row;
  }

  /** Writes the schedule (first due a month after `on`) and the disbursement entry; the loan becomes active. */
  private async start(tx: Tx, row: LoanRow, on: Date): Promise<LoanRow> {
    const firstDueDate = addMonthsClamped(isoDay(on), 1);
    // The late-payment terms the disclosure states are the product version's, kept for life.
    const late = (await lateTermsOf(tx, [row.creditProductVersionId])).get(row.creditProductVersionId)!;
    const priced = this.quotes.reprice(row, firstDueDate, late, row.disclosure.rentActWarning ?? null, isoDay(on));
    await tx.insert(loanInstalment).values(
      priced.schedule.map((inst) => ({
        loanId: row.id,
        number: inst.number,
        dueDate: inst.dueDate,
        principalDue: inst.principal,
        interestDue: inst.interest,
        feeDue: inst.fee,
      })),
    );
    const owed = priced.schedule.reduce((sum, inst) => sum + inst.total, 0);
    await tx.insert(loanScheduleVersion).values({ loanId: row.id, version: 1, reason: 'original', effectiveOn: isoDay(on) });
    await tx.insert(ledgerEntry).values({ loanId: row.id, userId: row.userId, kind: 'disbursement', amount: owed, allocation: [], effectiveOn: isoDay(on) });
    const [started] = await tx
      .update(loan)
      .set({ status: 'active', startDate: firstDueDate, disbursedAt: on, updatedAt: new Date() })
      .where(eq(loan.id, row.id))
      .returning();
    return started;
  }

  /**
   * Inside the caller's transaction: stores how the landlord was paid and starts the schedule on `on`. The one write
   * of a disbursement, for finance's record below and the demo seed's loans.
   */
  async disburse(tx: Tx, current: LoanRow, record: DisbursementRecord, on: Date): Promise<LoanRow> {
    await tx.update(loan).set({ disbursement: record }).where(eq(loan.id, current.id));
    return this.start(tx, current, on);
  }

  /**
   * The borrower signed the credit agreement of a loan waiting for its money (called by the agreements module).
   * A loan paying for an order starts there and then: the goods are ours to release, the merchant is paid on
   * delivery, so the schedule runs from the signature (first instalment due a month later). Any other loan waits for
   * finance to pay its payee (recordDisbursement). Returns the started loan, or null when it still waits.
   */
  async recordAgreementSigned(tx: Tx, afterCommit: AfterCommit, loanId: string, at: Date): Promise<LoanRow | null> {
    const [row] = await tx
      .update(loan)
      .set({ agreementSignedAt: at })
      .where(and(eq(loan.id, loanId), eq(loan.status, 'awaiting_disbursement')))
      .returning();
    if (!row?.orderId) return null;
    const started = await this.start(tx, row, at);
    afterCommit(() => this.events.publish('loan.changed', { id: row.id, userId: row.userId }));
    return started;
  }

  /** The status of the loan paying for an order (null when there is none), read under the caller's lock on the order. */
  async statusForOrder(tx: Tx, orderId: string): Promise<LoanRow['status'] | null> {
    const [row] = await tx.select({ status: loan.status }).from(loan).where(eq(loan.orderId, orderId));
    return row?.status ?? null;
  }

  /** The product (code, name, payee kind) of a loan's version. */
  productOf(loan: { creditProductVersionId: string | null; source: string }) {
    return versionFacts(this.db, loan.creditProductVersionId, loan.source === 'bnpl' ? 'bnpl' : 'rent');
  }

  /**
   * Finance paid the landlord (or the payee of the loan's product): the schedule starts, first instalment due one
   * month later. The transaction's body: maker-checker applies it on approval (loans/loan.approvals.ts).
   */
  async disburseIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, loanId: string, input: DisbursementInput): Promise<void> {
    const reference = input.reference.trim();
    const paidTo = input.paidTo.trim();
    if (!reference) throw badInput('Give the transfer reference.', 'input.reference');
    const current = await this.lock(tx, loanId);
    // The product version says who is paid: the landlord for rent, the school for school fees, …
    const payee = await versionFacts(tx, current.creditProductVersionId, current.source === 'bnpl' ? 'bnpl' : 'rent');
    const noun = PAYEE_NOUNS[payee.payeeKind];
    if (!paidTo) throw badInput(`Give the name of the ${noun} who was paid.`, 'input.paidTo');
    if (current.status !== 'awaiting_disbursement') throw conflict('This loan has already been disbursed.');
    if (!current.agreementSignedAt) throw agreementNotSigned(AGREEMENT_NOT_SIGNED_MESSAGE);
    const started = await this.disburse(
      tx,
      current,
      { method: input.method, reference, paidTo, note: input.note?.trim() || null, recordedBy: actor.viewer.id },
      this.quotes.clock.now(),
    );
    await this.audit.record(tx, actor, {
      action: 'loan.disburse',
      entity: 'loan',
      entityId: loanId,
      before: { status: current.status },
      after: { status: started.status, startDate: started.startDate, method: input.method, reference, paidTo },
    });
    await this.notifications.notify(tx, afterCommit, {
      userId: current.userId,
      kind: 'payment',
      title: payee.payeeKind === 'landlord' ? 'Your rent has been paid' : `We paid the ${noun}`,
      body: `We paid ${formatCedis(current.principal)} to ${paidTo}. Your first instalment is due on ${formatDate(started.startDate ?? '')}.`,
      target: { kind: 'LOAN', id: loanId },
    });
    afterCommit(() => this.events.publish('loan.changed', { id: loanId, userId: current.userId }));
  }

  /** What a money movement on a loan is about, for maker-checker's preview: the loan, its number, borrower and credit. */
  async movementFacts(tx: DbOrTx, loanId: string): Promise<{ loan: LoanRow; number: string; borrower: string; creditBalance: number }> {
    if (!isUuid(loanId)) throw notFound('Loan');
    const [row] = await tx.select({ loan, firstName: user.firstName, lastName: user.lastName }).from(loan).innerJoin(user, eq(user.id, loan.userId)).where(eq(loan.id, loanId));
    if (!row) throw notFound('Loan');
    const credit = (await creditBalances(tx, [loanId])).get(loanId) ?? 0;
    return { loan: row.loan, number: loanNumber(loanId), borrower: `${row.firstName} ${row.lastName}`.trim(), creditBalance: credit };
  }

  // ---- the payments interface ---------------------------------------------------------------------------------

  /**
   * Applies a successful payment inside the caller's transaction under the loan's row lock (see loan.servicing.ts):
   * due first, then the next instalments in due order (principal is prepaid only on the borrower's explicit choice);
   * or a settlement when it covers today's payoff. On a
   * loan already closed the money becomes credit balance (it has arrived; finance refunds or applies it).
   */
  async applyPayment(tx: Tx, input: ApplyPaymentInput, afterCommit?: AfterCommit): Promise<ApplyPaymentResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'amount');
    if (!isUuid(input.paymentId)) throw badInput('The payment id is not valid.', 'paymentId');
    const current = await this.lock(tx, input.loanId);
    if (current.userId !== input.userId) throw notFound('Loan');
    if (current.status === 'awaiting_disbursement') throw conflict('This loan has not been disbursed yet.');
    if (await isApplied(tx, current.id, input.paymentId)) throw conflict('This payment was already applied.');
    const arrival = {
      paymentId: input.paymentId,
      amount: input.amount,
      receivedOn: isoDay(input.receivedAt),
      prepayment: input.prepayment ?? null,
      quote: input.quote ?? null,
    };
    const closed = current.status === 'paid_off' || current.status === 'written_off' || current.status === 'cancelled';
    const policy = await readServicingPolicy(tx, current);
    // A written-off loan takes the money as a recovery (loan.write-off.ts); other closed loans hold it as credit.
    const today = this.quotes.clock.today();
    // Money received on an earlier day (recorded by staff) is applied as of that day when asked for.
    const asOf = input.asOfReceived === true && arrival.receivedOn < today;
    const applied =
      current.status === 'written_off'
        ? await recoverArrival(tx, current, arrival)
        : closed
          ? await creditArrival(tx, current, arrival)
          : asOf
            ? await applyArrivalAsOf(tx, current, arrival, policy)
            : await applyArrival(tx, current, arrival);
    const loanStatus = closed ? current.status : await this.refreshStatus(tx, current, policy.graceDays);
    afterCommit?.(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
    return { allocation: applied.allocation, prepaid: applied.prepaid, unallocated: applied.unallocated, balanceAfter: applied.balanceAfter, loanStatus };
  }

  /** Takes a payment back and re-applies every later payment exactly (see reverseArrival). Idempotent. */
  async reversePayment(tx: Tx, input: { paymentId: string }, afterCommit?: AfterCommit): Promise<void> {
    if (!isUuid(input.paymentId)) throw notFound('Payment');
    const [entry] = await tx.select({ loanId: ledgerEntry.loanId }).from(ledgerEntry).where(eq(ledgerEntry.paymentId, input.paymentId)).limit(1);
    if (!entry) throw notFound('Payment');
    const current = await this.lock(tx, entry.loanId);
    const policy = await readServicingPolicy(tx, current);
    if (!(await reverseArrival(tx, current, input.paymentId, this.quotes.clock.today()))) return;
    // A reversal can reopen a settled loan.
    await this.refreshStatus(tx, current, policy.graceDays);
    afterCommit?.(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
  }

  /** Re-derives the status from what the loan owes today and stores it if it changed. */
  private async refreshStatus(tx: Tx, current: LoanRow, graceDays: number): Promise<LoanStatus> {
    const instalments = (await this.instalmentBalances(tx, [current.id])).get(current.id)!;
    return this.settleStatus(tx, current, summarize(instalments, this.quotes.clock.today(), graceDays));
  }

  /** Locks the loan for a payment initiation and answers today's settlement figures (see LoanPayments). */
  async lockForPayment(tx: Tx, loanId: string, on: string): Promise<{ userId: string; status: string; settlement: SettlementFigures }> {
    const current = await this.lock(tx, loanId);
    if (current.status !== 'active' && current.status !== 'in_arrears') {
      return { userId: current.userId, status: current.status, settlement: emptySettlement(on) };
    }
    return { userId: current.userId, status: current.status, settlement: await quoteFor(tx, current, on, await readServicingPolicy(tx, current)) };
  }

  /** What closes a loan on `on` (default today): the customer for their own loans, staff with payments permission. */
  async earlySettlementQuote(viewer: Viewer, loanId: string, on?: string | null): Promise<SettlementFigures & { loanId: string }> {
    const view = await this.get(viewer, loanId);
    if (view.userId !== viewer.id && !hasPermission(viewer.role, 'viewAllPayments')) throw notFound('Loan');
    const today = this.quotes.clock.today();
    const day = on ?? today;
    if (!isIsoDate(day)) throw badInput('Give the settlement date as YYYY-MM-DD.', 'on');
    if (day < today) throw badInput('A settlement quote cannot be for a day in the past.', 'on');
    if (day > addDays(today, 90)) throw badInput('A settlement quote can be at most 90 days ahead.', 'on');
    if (view.status !== 'active' && view.status !== 'in_arrears') return { loanId, ...emptySettlement(day) };
    return { loanId, ...(await quoteFor(this.db, view, day, await readServicingPolicy(this.db, view))) };
  }

  /**
   * What paying `amount` today would do, before the borrower confirms: the instalments it covers (number, due date,
   * amount, what is left on each), or — with a choice (pay off principal early) — the principal prepaid and the new
   * schedule (shorten / lower the instalments), or that it settles the loan; and how much principal can be prepaid.
   */
  async previewPayment(viewer: Viewer, loanId: string, amount: number, choice: PrepaymentChoice | null): Promise<PaymentPreview> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'amount');
    const view = await this.get(viewer, loanId);
    if (view.status !== 'active' && view.status !== 'in_arrears') throw conflict(view.status === 'paid_off' ? PAID_OFF_MESSAGE : 'This loan is not running.');
    const today = this.quotes.clock.today();
    const instalments = (await this.instalmentBalances(this.db, [loanId])).get(loanId)!;
    const decision = decidePayment({ amount, receivedOn: today, instalments, terms: servicingTerms(view), originalPrincipal: view.principal, earlySettlementFeeBp: settlementFeeBpOf(view), prepayment: choice });
    const schedule = decision.reschedule?.schedule ?? instalments.map((inst) => ({ number: inst.number, dueDate: inst.dueDate, principal: inst.principalDue, interest: inst.interestDue, fee: inst.feeDue }));
    let balance = schedule.reduce((sum, row) => sum + row.principal, 0);
    const limits = prepaymentLimits(instalments, today);
    return {
      settles: decision.kind === 'settlement',
      covers: decision.kind === 'settlement' ? [] : coverageOf(instalments, decision.allocations),
      prepayablePrincipal: limits.principal,
      paidBeforePrepayment: limits.before,
      allocation: decision.allocations,
      prepaid: decision.prepaid,
      unallocated: decision.unallocated,
      interestSaved: decision.interestSaved,
      schedule: schedule.map((row) => {
        balance -= row.principal;
        return { ...row, total: row.principal + row.interest + row.fee, balanceAfter: balance };
      }),
    };
  }

  /**
   * A loan's statement for [from, to] (default: from disbursement to today): terms, borrower, every schedule version
   * and every ledger entry in the range with the running balance (what is owed less credit held). Owner or staff.
   */
  async statement(viewer: Viewer, loanId: string, range: { from?: string | null; to?: string | null } = {}): Promise<LoanStatement> {
    const view = await this.get(viewer, loanId);
    const today = this.quotes.clock.today();
    const from = range.from ?? (view.disbursedAt ? isoDay(view.disbursedAt) : isoDay(view.createdAt));
    const asked = range.to ?? today;
    if (!isIsoDate(from)) throw badInput('Give the start date as YYYY-MM-DD.', 'from');
    if (!isIsoDate(asked)) throw badInput('Give the end date as YYYY-MM-DD.', 'to');
    if (from > asked) throw badInput('The statement must end on or after its start date.', 'to');
    // A period that runs past today (this month's statement) closes today: a balance on a day still to come is not known.
    const to = asked > today ? today : asked;
    if (from > to) throw badInput('The statement cannot start after today.', 'from');
    const [entries, versions, rows, credit] = await Promise.all([
      this.db.select().from(ledgerEntry).where(eq(ledgerEntry.loanId, loanId)).orderBy(asc(ledgerEntry.seq)),
      this.db.select().from(loanScheduleVersion).where(eq(loanScheduleVersion.loanId, loanId)).orderBy(asc(loanScheduleVersion.version)),
      this.db.select().from(loanInstalment).where(eq(loanInstalment.loanId, loanId)).orderBy(asc(loanInstalment.version), asc(loanInstalment.number)),
      creditBalances(this.db, [loanId]),
    ]);
    let running = 0;
    let openingBalance = 0;
    const lines: StatementEntry[] = [];
    for (const entry of entries) {
      const date = entry.effectiveOn ?? isoDay(entry.createdAt);
      running += entry.amount;
      if (date < from) openingBalance = running;
      if (date < from || date > to) continue;
      lines.push({ id: entry.id, date, kind: entry.kind, description: describeEntry(entry), amount: entry.amount, balanceAfter: running, reference: entry.reference });
    }
    const current = new Map(view.schedule.map((inst) => [inst.number, inst]));
    const scheduleVersions: StatementScheduleVersion[] = versions.map((version) => {
      let balance = rows.filter((row) => row.version === version.version).reduce((sum, row) => sum + row.principalDue, 0);
      return {
        version: version.version,
        reason: version.reason,
        effectiveOn: version.effectiveOn,
        instalments: rows
          .filter((row) => row.version === version.version)
          .map((row) => {
            balance -= row.principalDue;
            const live = version.version === view.scheduleVersion ? current.get(row.number) : undefined;
            const total = row.principalDue + row.interestDue + row.feeDue + (live?.penaltyDue ?? 0);
            return {
              number: row.number,
              dueDate: row.dueDate,
              principal: row.principalDue,
              interest: live?.interestDue ?? row.interestDue,
              fee: live?.feeDue ?? row.feeDue,
              penalty: live?.penaltyDue ?? 0,
              total: live ? live.totalDue : total,
              paid: live?.paid ?? 0,
              outstanding: live?.outstanding ?? 0,
              balanceAfter: balance,
              status: live?.status ?? 'upcoming',
            };
          }),
      };
    });
    const d = view.disclosure;
    return {
      loan: {
        id: view.id,
        number: loanNumber(view.id),
        source: view.source,
        status: view.status,
        principal: view.principal,
        months: view.months,
        monthlyRateBp: view.monthlyRateBp,
        nominalAnnualRateBp: d.nominalAnnualRateBp,
        effectiveAnnualRateBp: d.effectiveAnnualRateBp,
        aprBp: d.aprBp,
        method: view.method,
        processingFee: view.processingFee,
        totalRepayable: d.totalRepayable,
        totalInterest: d.totalInterest,
        disbursedAt: view.disbursedAt ? isoDay(view.disbursedAt) : null,
        firstDueDate: view.startDate,
        paidTo: view.disbursement?.paidTo ?? (view.source === 'bnpl' ? 'The merchant, when your order is delivered' : null),
      },
      borrower: { name: `${view.customer.firstName} ${view.customer.lastName}`.trim(), email: view.customer.email, phone: view.customer.phone },
      from,
      to,
      runsTo: asked > to ? asked : null,
      generatedAt: this.quotes.clock.now(),
      openingBalance,
      closingBalance: lines.length ? lines[lines.length - 1].balanceAfter : openingBalance,
      creditBalance: credit.get(loanId) ?? 0,
      entries: lines,
      scheduleVersions,
    };
  }

  /** Finance pays back part of a borrower's credit balance (a transfer made outside): a ledger refund, audited. */
  async refundCreditIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, loanId: string, input: { amount: number; reference: string; note?: string | null }): Promise<void> {
    const reference = input.reference.trim();
    if (!reference) throw badInput('Give the transfer reference of the refund.', 'input.reference');
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'input.amount');
    const current = await this.lock(tx, loanId);
    const credit = (await creditBalances(tx, [loanId])).get(loanId)!;
    if (input.amount > credit) throw badInput(`The credit balance is ${formatCedis(credit)}; a refund cannot be more.`, 'input.amount');
    const note = input.note?.trim() || null;
    await tx.insert(ledgerEntry).values({ loanId, userId: current.userId, kind: 'refund', amount: input.amount, reference, note, recordedBy: actor.viewer.id, effectiveOn: this.quotes.clock.today() });
    await this.audit.record(tx, actor, { action: 'loan.refund_credit', entity: 'loan', entityId: loanId, before: { creditBalance: credit }, after: { creditBalance: credit - input.amount, amount: input.amount, reference, note } });
    await this.notifications.notify(tx, afterCommit, {
      userId: current.userId,
      kind: 'payment',
      title: 'Refund sent',
      body: `We refunded ${formatCedis(input.amount)} of your credit balance (reference ${reference}).`,
      target: { kind: 'LOAN', id: loanId },
    });
    afterCommit(() => this.events.publish('loan.changed', { id: loanId, userId: current.userId }));
  }

  /** What applying the credit balance would take today: the credit, up to today's settlement amount. */
  async creditToApply(tx: DbOrTx, current: LoanRow): Promise<number> {
    const credit = (await creditBalances(tx, [current.id])).get(current.id)!;
    const policy = await readServicingPolicy(tx, current);
    return Math.min(credit, (await quoteFor(tx, current, this.quotes.clock.today(), policy)).amount);
  }

  /** Finance applies the borrower's credit balance to what the loan owes (up to today's settlement amount). */
  async applyCreditIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, loanId: string): Promise<void> {
    const current = await this.lock(tx, loanId);
    if (current.status !== 'active' && current.status !== 'in_arrears') throw conflict('Only a running loan can take its credit balance.');
    const credit = (await creditBalances(tx, [loanId])).get(loanId)!;
    if (credit <= 0) throw conflict('This loan holds no credit balance.');
    const policy = await readServicingPolicy(tx, current);
    const today = this.quotes.clock.today();
    const amount = await this.creditToApply(tx, current);
    const applied = await applyCredit(tx, current, amount, today, actor.viewer.id);
    await this.refreshStatus(tx, current, policy.graceDays);
    await this.audit.record(tx, actor, { action: 'loan.apply_credit', entity: 'loan', entityId: loanId, before: { creditBalance: credit }, after: { applied: amount, balanceAfter: applied.balanceAfter } });
    afterCommit(() => this.events.publish('loan.changed', { id: loanId, userId: current.userId }));
  }

  /** The loans of these orders (an approved order has one), for the order views. */
  idsForOrders(orderIds: string[]): Promise<Array<{ id: string; orderId: string | null; agreementSignedAt: Date | null }>> {
    return this.db.select({ id: loan.id, orderId: loan.orderId, agreementSignedAt: loan.agreementSignedAt }).from(loan).where(inArray(loan.orderId, orderIds));
  }

  /**
   * The BNPL order was cancelled before dispatch: nothing was delivered, so nothing is owed. Written as a schedule
   * version without instalments (reason `cancellation`) and a `reschedule` entry taking the whole scheduled total
   * off, so the ledger still adds up to what is owed (zero). Refused once money or charges have been booked.
   */
  async cancelForOrder(tx: Tx, afterCommit: AfterCommit, orderId: string): Promise<LoanRow | null> {
    const [row] = await tx.select().from(loan).where(eq(loan.orderId, orderId)).for('update');
    if (!row) return null;
    if (row.status === 'awaiting_disbursement') {
      // Not signed yet: no schedule, nothing booked, nothing to reverse.
      const [cancelled] = await tx.update(loan).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(loan.id, row.id)).returning();
      afterCommit(() => this.events.publish('loan.changed', { id: row.id, userId: row.userId }));
      return cancelled;
    }
    const entries = await tx.select({ kind: ledgerEntry.kind, amount: ledgerEntry.amount }).from(ledgerEntry).where(eq(ledgerEntry.loanId, row.id));
    if (entries.some((entry) => entry.kind !== 'disbursement')) {
      throw conflict('A payment or charge is already booked on this order’s loan; reverse or refund it before cancelling the order.');
    }
    const owed = entries.reduce((sum, entry) => sum + entry.amount, 0);
    const today = this.quotes.clock.today();
    const version = row.scheduleVersion + 1;
    await tx.insert(loanScheduleVersion).values({ loanId: row.id, version, reason: 'cancellation', effectiveOn: today });
    await tx.insert(ledgerEntry).values({
      loanId: row.id,
      userId: row.userId,
      kind: 'reschedule',
      amount: -owed,
      effectiveOn: today,
      scheduleVersion: version,
      note: 'Order cancelled before dispatch: nothing is owed',
    });
    const [cancelled] = await tx
      .update(loan)
      .set({ status: 'cancelled', scheduleVersion: version, updatedAt: new Date() })
      .where(eq(loan.id, row.id))
      .returning();
    afterCommit(() => this.events.publish('loan.changed', { id: row.id, userId: row.userId }));
    return cancelled;
  }

  /** Moves a running loan between active, in_arrears and paid_off to match what it owes now. */
  async settleStatus(tx: Tx, current: LoanRow, summary: LoanSummary): Promise<LoanStatus> {
    if (current.status === 'awaiting_disbursement' || current.status === 'written_off' || current.status === 'cancelled') return current.status;
    const next: LoanStatus = summary.outstandingBalance === 0 ? 'paid_off' : summary.amountOverdue > 0 ? 'in_arrears' : 'active';
    if (next !== current.status) await tx.update(loan).set({ status: next, updatedAt: new Date() }).where(eq(loan.id, current.id));
    return next;
  }

  /** Locks the loan row so payments, penalties and disbursement on one loan happen one at a time. */
  async lock(tx: DbOrTx, id: string): Promise<LoanRow> {
    if (!isUuid(id)) throw notFound('Loan');
    const [row] = await tx.select().from(loan).where(eq(loan.id, id)).for('update');
    if (!row) throw notFound('Loan');
    return row;
  }

  publishChanged(id: string, userId: string): void {
    this.events.publish('loan.changed', { id, userId });
  }
}

const ENTRY_LABELS: Record<LedgerKind, string> = {
  disbursement: 'Loan disbursed (principal and scheduled interest)',
  payment: 'Payment received',
  penalty: 'Penalty interest',
  fee: 'Fee',
  rebate: 'Interest not charged (early settlement)',
  reschedule: 'Schedule changed',
  reversal: 'Payment reversed',
  credit: 'Credit balance (received beyond what was owed)',
  refund: 'Credit balance refunded',
  credit_applied: 'Credit balance applied',
  write_off: 'Written off',
  settlement_credit: 'Credit balance (interest paid ahead and not earned, given back on settling)',
};

/** One line a borrower understands for a ledger entry. */
function describeEntry(entry: typeof ledgerEntry.$inferSelect): string {
  const label = ENTRY_LABELS[entry.kind];
  if (entry.kind === 'penalty' && entry.accrualDate) return `${label} through ${formatDate(entry.accrualDate)}`;
  if (entry.kind === 'payment' && entry.prepaid > 0) return `${label} (${formatCedis(entry.prepaid)} paid ahead on principal)`;
  if (entry.reverses) return `${label} — correction`;
  if (entry.kind === 'rebate' && entry.note === CANCELLATION_NOTE) return CANCELLATION_NOTE;
  if (entry.kind === 'write_off' && entry.amount > 0) return 'Recovered after write-off';
  if (entry.note && (entry.kind === 'reschedule' || entry.kind === 'fee')) return `${label}: ${readableLedgerNote(entry.note)}`;
  return label;
}
