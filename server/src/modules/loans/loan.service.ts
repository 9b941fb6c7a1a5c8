import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { addMonthsClamped, allocatePayment, formatCedis, type ArrearsBucket, type InstalmentBalance } from '../../finance/index.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { readLatePolicy } from '../quotes/credit-settings.js';
import type { CreditQuoteView, QuoteService } from '../quotes/quote.service.js';
import { summarize, type LoanSummary } from './loan.balance.js';
import { ledgerEntry, loan, loanInstalment, type AllocationPart, type LoanSource, type LoanStatus } from './loan.table.js';

export type LoanRow = typeof loan.$inferSelect;
export type LoanView = LoanRow & LoanSummary;

export interface ApplyPaymentInput {
  loanId: string;
  userId: string;
  paymentId: string;
  amount: number;
  receivedAt: Date;
}

export interface ApplyPaymentResult {
  allocation: AllocationPart[];
  unallocated: number;
  balanceAfter: number;
  loanStatus: string;
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
const OPEN_LOAN_STATUSES: LoanStatus[] = ['active', 'in_arrears'];
const BUCKET_RANGES: Record<ArrearsBucket, [number, number]> = { '1-30': [1, 30], '31-60': [31, 60], '61-90': [61, 90], '90+': [91, 1_000_000] };

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

export class LoanService {
  constructor(
    private readonly db: AppDatabase,
    private readonly quotes: QuoteService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
  ) {}

  // ---- derived balances ----------------------------------------------------------------------------------------

  /** Schedule rows plus every ledger allocation, for a set of loans: two statements whatever the count. */
  async instalmentBalances(dbOrTx: DbOrTx, loanIds: string[]): Promise<Map<string, InstalmentBalance[]>> {
    const byLoan = new Map<string, InstalmentBalance[]>(loanIds.map((id) => [id, []]));
    if (loanIds.length === 0) return byLoan;
    const [rows, sums] = await Promise.all([
      dbOrTx.select().from(loanInstalment).where(inArray(loanInstalment.loanId, loanIds)).orderBy(loanInstalment.loanId, loanInstalment.number),
      dbOrTx.execute(sql`
        select e.loan_id as "loanId", x.number as "number",
          coalesce(sum(x.penalty) filter (where e.kind = 'penalty'), 0)::bigint as "penaltyCharged",
          coalesce(sum(x.penalty) filter (where e.kind in ('payment', 'reversal')), 0)::bigint as "penaltyPaid",
          coalesce(sum(x.fee) filter (where e.kind in ('payment', 'reversal')), 0)::bigint as "feePaid",
          coalesce(sum(x.interest) filter (where e.kind in ('payment', 'reversal')), 0)::bigint as "interestPaid",
          coalesce(sum(x.principal) filter (where e.kind in ('payment', 'reversal')), 0)::bigint as "principalPaid"
        from ${ledgerEntry} e
        cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)
        where e.loan_id in (${sql.join(loanIds.map((id) => sql`${id}::uuid`), sql`, `)})
        group by e.loan_id, x.number`),
    ]);
    type SumRow = { loanId: string; number: number; penaltyCharged: string; penaltyPaid: string; feePaid: string; interestPaid: string; principalPaid: string };
    const sumsByKey = new Map(rowsOf<SumRow>(sums).map((row) => [`${row.loanId}:${row.number}`, row]));
    for (const row of rows) {
      const paid = sumsByKey.get(`${row.loanId}:${row.number}`);
      byLoan.get(row.loanId)!.push({
        number: row.number,
        dueDate: row.dueDate,
        principalDue: row.principalDue,
        interestDue: row.interestDue,
        feeDue: row.feeDue,
        penaltyDue: Number(paid?.penaltyCharged ?? 0),
        principalPaid: Number(paid?.principalPaid ?? 0),
        interestPaid: Number(paid?.interestPaid ?? 0),
        feePaid: Number(paid?.feePaid ?? 0),
        penaltyPaid: Number(paid?.penaltyPaid ?? 0),
      });
    }
    return byLoan;
  }

  /** Sum of a loan's ledger amounts: must always equal the schedule-derived outstanding balance. */
  async ledgerBalance(dbOrTx: DbOrTx, loanId: string): Promise<number> {
    const [row] = await dbOrTx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::bigint` })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.loanId, loanId));
    return Number(row.total);
  }

  private async graceDays(dbOrTx: DbOrTx = this.db): Promise<number> {
    return (await readLatePolicy(dbOrTx)).graceDays;
  }

  private async views(dbOrTx: DbOrTx, rows: LoanRow[]): Promise<LoanView[]> {
    if (rows.length === 0) return [];
    const [balances, graceDays] = await Promise.all([this.instalmentBalances(dbOrTx, rows.map((row) => row.id)), this.graceDays(dbOrTx)]);
    const today = this.quotes.clock.today();
    return rows.map((row) => ({ ...row, ...summarize(balances.get(row.id) ?? [], today, graceDays) }));
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

  /** Staff list, optionally by status and by arrears bucket (days past the oldest unpaid instalment). */
  async list(first: number, after?: string | null, status?: LoanStatus | null, bucket?: ArrearsBucket | null): Promise<Page<LoanView>> {
    return this.page(and(status ? eq(loan.status, status) : undefined, bucket ? await this.bucketFilter(bucket) : undefined), first, after);
  }

  private async bucketFilter(bucket: ArrearsBucket): Promise<SQL> {
    const graceDays = await this.graceDays();
    const [low, high] = BUCKET_RANGES[bucket];
    const today = this.quotes.clock.today();
    // The same rule as summarize(): the oldest instalment with anything left to pay, counted past the grace days.
    const oldestUnpaid = sql`(
      select min(i.due_date) from ${loanInstalment} i
      where i.loan_id = ${loan.id} and i.principal_due + i.interest_due + i.fee_due > coalesce((
        select sum(case when e.kind = 'penalty' then -x.penalty else x.penalty + x.fee + x.interest + x.principal end)
        from ${ledgerEntry} e
        cross join lateral jsonb_to_recordset(e.allocation) as x(number int, penalty bigint, fee bigint, interest bigint, principal bigint)
        where e.loan_id = i.loan_id and x.number = i.number and e.kind in ('payment', 'reversal', 'penalty')), 0))`;
    const late = sql`(${today}::date - ${oldestUnpaid})`;
    return sql`${inArray(loan.status, OPEN_LOAN_STATUSES)} and ${late} > ${graceDays} and ${late} between ${low} and ${high}`;
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

  /** For the "pay the next instalment / what is overdue / everything" choices. */
  async amountDue(loanId: string, viewer: Viewer): Promise<AmountDue> {
    const view = await this.get(viewer, loanId);
    return { nextInstalment: view.nextInstalment?.amountDue ?? 0, overdue: view.amountOverdue, outstanding: view.outstandingBalance };
  }

  // ---- creating loans -----------------------------------------------------------------------------------------

  /**
   * Creates the loan of an approved BNPL order or rent application inside the approver's transaction.
   * BNPL starts at once (schedule from `startedOn`); rent waits for the disbursement to the landlord.
   */
  async createLoan(
    tx: Tx,
    afterCommit: AfterCommit,
    input: { userId: string; source: LoanSource; applicationId?: string; orderId?: string; disclosure: CreditQuoteView; startedOn?: Date },
  ): Promise<LoanRow> {
    const d = input.disclosure;
    const [row] = await tx
      .insert(loan)
      .values({
        userId: input.userId,
        source: input.source,
        applicationId: input.applicationId ?? null,
        orderId: input.orderId ?? null,
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
    const priced = this.quotes.reprice(row, firstDueDate, await readLatePolicy(tx), row.disclosure.rentActWarning ?? null);
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
    await tx.insert(ledgerEntry).values({ loanId: row.id, userId: row.userId, kind: 'disbursement', amount: owed, allocation: [] });
    const [started] = await tx
      .update(loan)
      .set({ status: 'active', startDate: firstDueDate, disbursedAt: on, updatedAt: new Date() })
      .where(eq(loan.id, row.id))
      .returning();
    return started;
  }

  /** Finance paid the landlord: the schedule starts, first instalment due one month later. */
  async recordDisbursement(actor: Actor, loanId: string, input: DisbursementInput): Promise<LoanView> {
    const reference = input.reference.trim();
    const paidTo = input.paidTo.trim();
    if (!reference) throw badInput('Give the transfer reference.', 'input.reference');
    if (!paidTo) throw badInput('Give the name of the landlord who was paid.', 'input.paidTo');
    await withTransaction(this.db, async (tx, afterCommit) => {
      const current = await this.lock(tx, loanId);
      if (current.status !== 'awaiting_disbursement') throw conflict('This loan has already been disbursed.');
      const now = this.quotes.clock.now();
      await tx
        .update(loan)
        .set({
          disbursement: { method: input.method, reference, paidTo, note: input.note?.trim() || null, recordedBy: actor.viewer.id },
        })
        .where(eq(loan.id, loanId));
      const started = await this.start(tx, current, now);
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
        title: 'Your rent has been paid',
        body: `We paid ${formatCedis(current.principal)} to ${paidTo}. Your first instalment is due on ${started.startDate}.`,
        link: '/loans',
      });
      afterCommit(() => this.events.publish('loan.changed', { id: loanId, userId: current.userId }));
    });
    return this.get(actor.viewer, loanId);
  }

  // ---- the payments interface ---------------------------------------------------------------------------------

  /**
   * Applies a successful payment inside the caller's transaction: locks the loan, splits the money penalty → fee →
   * interest → principal oldest first (overpayment shortens the loan from the end), writes one ledger entry.
   */
  async applyPayment(tx: Tx, input: ApplyPaymentInput, afterCommit?: AfterCommit): Promise<ApplyPaymentResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw badInput('The amount must be a whole number of pesewas above zero.', 'amount');
    if (!isUuid(input.paymentId)) throw badInput('The payment id is not valid.', 'paymentId');
    const current = await this.lock(tx, input.loanId);
    if (current.userId !== input.userId) throw notFound('Loan');
    if (current.status === 'paid_off') throw conflict(PAID_OFF_MESSAGE);
    if (current.status === 'awaiting_disbursement') throw conflict('This loan has not been disbursed yet.');
    if (current.status === 'written_off') throw conflict('This loan was written off; contact support to pay it.');
    const [applied] = await tx
      .select({ id: ledgerEntry.id })
      .from(ledgerEntry)
      .where(and(eq(ledgerEntry.paymentId, input.paymentId), eq(ledgerEntry.kind, 'payment')));
    if (applied) throw conflict('This payment was already applied.');

    const asOf = isoDay(input.receivedAt);
    const instalments = (await this.instalmentBalances(tx, [current.id])).get(current.id)!;
    const { allocations, unallocated } = allocatePayment(input.amount, instalments, asOf);
    const allocated = input.amount - unallocated;
    if (allocated > 0) {
      await tx.insert(ledgerEntry).values({
        loanId: current.id,
        userId: current.userId,
        kind: 'payment',
        amount: -allocated,
        allocation: allocations,
        paymentId: input.paymentId,
      });
    }
    const after = summarize(applyAllocation(instalments, allocations, 1), asOf, await this.graceDays(tx));
    const loanStatus = await this.settleStatus(tx, current, after);
    afterCommit?.(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
    return { allocation: allocations, unallocated, balanceAfter: after.outstandingBalance, loanStatus };
  }

  /** Undoes an applied payment with a reversal entry (the original entry stays as it was). Idempotent. */
  async reversePayment(tx: Tx, input: { paymentId: string }, afterCommit?: AfterCommit): Promise<void> {
    if (!isUuid(input.paymentId)) throw notFound('Payment');
    const [original] = await tx
      .select()
      .from(ledgerEntry)
      .where(and(eq(ledgerEntry.paymentId, input.paymentId), eq(ledgerEntry.kind, 'payment')));
    if (!original) throw notFound('Payment');
    const current = await this.lock(tx, original.loanId);
    const [reversed] = await tx
      .select({ id: ledgerEntry.id })
      .from(ledgerEntry)
      .where(and(eq(ledgerEntry.paymentId, input.paymentId), eq(ledgerEntry.kind, 'reversal')));
    if (reversed) return;
    const negated = original.allocation.map((part) => ({
      number: part.number,
      penalty: -part.penalty,
      fee: -part.fee,
      interest: -part.interest,
      principal: -part.principal,
    }));
    await tx.insert(ledgerEntry).values({
      loanId: original.loanId,
      userId: original.userId,
      kind: 'reversal',
      amount: -original.amount,
      allocation: negated,
      paymentId: input.paymentId,
    });
    const instalments = (await this.instalmentBalances(tx, [current.id])).get(current.id)!;
    const after = summarize(instalments, this.quotes.clock.today(), await this.graceDays(tx));
    await this.settleStatus(tx, current, after);
    afterCommit?.(() => this.events.publish('loan.changed', { id: current.id, userId: current.userId }));
  }

  /** Moves a running loan between active, in_arrears and paid_off to match what it owes now. */
  async settleStatus(tx: Tx, current: LoanRow, summary: LoanSummary): Promise<LoanStatus> {
    if (current.status === 'awaiting_disbursement' || current.status === 'written_off') return current.status;
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

  /** Loans the overdue job looks at, oldest first. */
  async openLoanIds(dbOrTx: DbOrTx): Promise<string[]> {
    const rows = await dbOrTx.select({ id: loan.id }).from(loan).where(inArray(loan.status, OPEN_LOAN_STATUSES)).orderBy(loan.createdAt, loan.id);
    return rows.map((row) => row.id);
  }
}

/** The balances after charging penalties, without another round trip. */
export function applyPenalty(instalments: InstalmentBalance[], parts: AllocationPart[]): InstalmentBalance[] {
  const byNumber = new Map(parts.map((part) => [part.number, part.penalty]));
  return instalments.map((inst) => ({ ...inst, penaltyDue: inst.penaltyDue + (byNumber.get(inst.number) ?? 0) }));
}

/** The balances after adding (sign 1) an allocation, without another round trip. */
export function applyAllocation(instalments: InstalmentBalance[], allocations: AllocationPart[], sign: 1 | -1): InstalmentBalance[] {
  const byNumber = new Map(allocations.map((part) => [part.number, part]));
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

