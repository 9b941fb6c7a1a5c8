import { randomUUID } from 'node:crypto';
import { isUuid } from '../../graphql/ids.js';
import { and, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { hasPermission, type Role } from '../../auth/permissions.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/errors.js';
import { addDays, isIsoDate } from '../../finance/dates.js';
import { parseGhanaPhone } from '../../shared/phone.js';
import { isClosedOn } from '../accounting/period.service.js';
import { readSettings } from '../settings/settings.service.js';
import type { EventBus } from '../../events/bus.js';
import { formatCedis } from '../../finance/money.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { LoanPayments } from './loan-port.js';
import { payment, PAYMENT_METHODS, PAYMENT_STATUSES, receipt, receivedAtOf, type PaymentMethod, type PaymentStatus, type PrepaymentChoice } from './payment.table.js';
import { issueReceipt } from './receipt.js';
import { peopleMatching } from '../users/people.js';
import { containsPattern } from '../../db/like.js';

/** The staff payments list's filters (the page and its CSV download read the same). */
export interface PaymentFilters {
  status?: PaymentStatus | null;
  method?: PaymentMethod | null;
  userId?: string | null;
  loanId?: string | null;
  /** Customer name, email or phone, or provider reference. */
  search?: string | null;
  /** First and last day (YYYY-MM-DD), both included. */
  from?: string | null;
  to?: string | null;
}


export type { PaymentMethod, ReceiptAllocationLine } from './payment.table.js';
export { receivedAtOfRow } from './payment.table.js';

export type PaymentRow = typeof payment.$inferSelect;
export type PaymentWithCustomer = PaymentRow & {
  customer: { id: string; firstName: string; lastName: string; email: string };
  receipt: typeof receipt.$inferSelect | null;
};

const MAX_STATS_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export { METHOD_LABELS } from './receipt.js';

const DUPLICATE_REFERENCE = 'A payment with this reference already exists.';

/** How far back a manual payment may be dated (cash found in a branch safe after a long weekend, a late bank statement). */
export const MAX_BACKDATE_DAYS = 90;

export const MANUAL_MESSAGES = {
  future: 'The money cannot have been received after today: give today or an earlier day.',
  tooOld: `A payment can be dated at most ${MAX_BACKDATE_DAYS} days back; ask finance to correct older ones by hand.`,
  closedPeriod: (day: string) => `${day} is in a closed accounting month: date the payment in an open month, or ask finance to reopen the month first.`,
  teller: 'The teller must be a staff member who takes payments.',
  unknownBranch: (branches: readonly string[]) =>
    branches.length === 0 ? 'No branches are set up: leave the branch empty.' : `Choose one of the branches: ${branches.join(', ')}.`,
  branchRequired: 'Cash is taken at a branch: choose the branch.',
  depositorName: 'The depositor’s name must be 2 to 100 characters.',
} as const;

/** What staff give when recording money received outside the system. */
export interface ManualPaymentInput {
  loanId: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  note?: string | null;
  prepayment?: PrepaymentChoice | null;
  /** 'YYYY-MM-DD'; default today. */
  receivedOn?: string | null;
  /** Default: the staff member recording it. */
  tellerId?: string | null;
  branch?: string | null;
  depositorName?: string | null;
  depositorPhone?: string | null;
}

/** A manual payment after checkManual: trimmed, defaults filled, the phone in E.164 and the teller's name. */
export interface CheckedManualPayment {
  /** The payment's id, chosen before it is recorded: the approval request and the row awaiting it share it. */
  paymentId?: string;
  loanId: string;
  /** The loan's owner (the customer the payment belongs to). */
  userId: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  note: string | null;
  prepayment: PrepaymentChoice | null;
  receivedOn: string;
  tellerId: string;
  tellerName: string;
  branch: string | null;
  depositorName: string | null;
  depositorPhone: string | null;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
const isPlausibleUserId = (id: string) => id.length > 0 && id.length <= 100;


const customerColumns = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };

export interface PaymentStatsResult {
  from: Date;
  to: Date;
  count: number;
  /** Money received and kept: the successful payments (reversed and refunded ones are not), suspense included. */
  collectedAmount: number;
  /** The part of collectedAmount still held in suspense (no loan yet). */
  inSuspenseAmount: number;
  successRateBp: number | null;
  byStatus: Array<{ status: PaymentStatus; count: number; amount: number }>;
  byMethod: Array<{ method: PaymentMethod; count: number; amount: number; successfulCount: number; successfulAmount: number }>;
}

export class PaymentService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    /** The loans module, read lazily: it is built after payments and depends on nothing here. */
    private readonly loans: () => LoanPayments,
    /** The app's one clock: a payment recorded while a test has moved it is dated on the moved day. */
    private readonly clock: { now(): Date },
  ) {}

  async listMine(viewer: Viewer, first: number, after?: string | null): Promise<Page<PaymentWithCustomer>> {
    return this.page(eq(payment.userId, viewer.id), first, after);
  }

  async list(filters: PaymentFilters, first: number, after?: string | null): Promise<Page<PaymentWithCustomer>> {
    const where = this.filterOf(filters);
    return where === null ? { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } : this.page(where, first, after);
  }

  /**
   * The list's filters as SQL; null when they can match nothing (a malformed loan id: comparing a uuid column with it
   * would fail). Account ids are text, not uuids.
   */
  private filterOf(filters: PaymentFilters): SQL | undefined | null {
    if (filters.loanId && !isUuid(filters.loanId)) return null;
    if (filters.from && !isIsoDate(filters.from)) throw badInput('Give the first day as YYYY-MM-DD.', 'from');
    if (filters.to && !isIsoDate(filters.to)) throw badInput('Give the last day as YYYY-MM-DD.', 'to');
    if (filters.from && filters.to && filters.from > filters.to) throw badInput('The first day must not be after the last day.', 'from');
    const text = filters.search?.trim();
    // Ghana keeps UTC all year, so a day is [00:00, 24:00) UTC.
    return and(
      filters.status ? eq(payment.status, filters.status) : undefined,
      filters.method ? eq(payment.method, filters.method) : undefined,
      filters.userId ? eq(payment.userId, filters.userId) : undefined,
      filters.loanId ? eq(payment.loanId, filters.loanId) : undefined,
      // By the day the money was received, as paymentStats counts it, so a list and its dashboard figure agree.
      filters.from ? gte(receivedAtOf(payment), new Date(`${filters.from}T00:00:00Z`)) : undefined,
      filters.to ? lt(receivedAtOf(payment), new Date(`${addDays(filters.to, 1)}T00:00:00Z`)) : undefined,
      text ? or(inArray(payment.userId, peopleMatching(this.db, text)), ilike(payment.providerReference, containsPattern(text))) : undefined,
    );
  }

  /** One payment for its customer or staff with viewAllPayments; anyone else gets NOT_FOUND (no existence leak). */
  async get(viewer: Viewer, id: string): Promise<PaymentWithCustomer> {
    if (!isUuid(id)) throw notFound('Payment');
    const readsAll = hasPermission(viewer.role, 'viewAllPayments');
    const { nodes } = await this.page(and(eq(payment.id, id), readsAll ? undefined : eq(payment.userId, viewer.id)), 1);
    if (!nodes[0]) throw notFound('Payment');
    return nodes[0];
  }

  /** One statement per page: the customer and the receipt come from joins. */
  private async page(where: SQL | undefined, first: number, after?: string | null, dbOrTx: DbOrTx = this.db): Promise<Page<PaymentWithCustomer>> {
    const rows = await dbOrTx
      .select({ row: payment, customer: customerColumns, receipt })
      .from(payment)
      .innerJoin(user, eq(user.id, payment.userId))
      .leftJoin(receipt, eq(receipt.paymentId, payment.id))
      .where(and(where, afterCursor(after, payment.createdAt, payment.id)))
      .orderBy(desc(payment.createdAt), desc(payment.id))
      .limit(first + 1);
    return toPage(
      rows.map(({ row, customer, receipt: issued }) => ({ ...row, customer, receipt: issued })),
      first,
    );
  }

  /**
   * A payment taken outside the system (branch, bank, MoMo) against a loan, handed to maker-checker (`submit`): received
   * today and at or below approvals.manual_payment_threshold it is applied at once — successful, allocated with the same rules as an
   * online payment, a receipt issued, audited and the customer told, in one transaction (recordManualIn); above it,
   * or dated before today, it waits as awaiting_approval until a second person approves. The money has already been received, so more than
   * the loan owes is accepted: the loan keeps the excess as the borrower's credit balance and the receipt shows it as
   * unallocated. Money received on an earlier day is applied as of that day. Returns the payment as it now stands.
   */
  async recordManual(actor: Actor, input: ManualPaymentInput, submit: (checked: CheckedManualPayment) => Promise<unknown>): Promise<PaymentWithCustomer> {
    const checked: CheckedManualPayment = { ...(await this.checkManual(actor, input)), paymentId: randomUUID() };
    try {
      await submit(checked);
    } catch (error) {
      // Two clerks recording the same reference at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_REFERENCE);
      throw error;
    }
    return this.get(actor.viewer, checked.paymentId!);
  }

  /** A payment as a reversal would find it (no lock), for maker-checker's preview; refusals are typed errors. */
  async forReversal(dbOrTx: DbOrTx, id: string, reason: string): Promise<PaymentWithCustomer> {
    if (!isUuid(id)) throw notFound('Payment');
    if (reason.trim().length < 3 || reason.trim().length > 500) throw badInput('The reason must be 3 to 500 characters.', 'reason');
    const { nodes } = await this.page(eq(payment.id, id), 1, null, dbOrTx);
    const original = nodes[0];
    if (!original) throw notFound('Payment');
    if (original.kind === 'reversal') throw conflict('A reversal cannot be reversed.');
    if (original.status === 'reversed') throw conflict('This payment has already been reversed.');
    if (original.status !== 'successful') throw conflict('Only a successful payment can be reversed.');
    return original;
  }

  /** The reversal record of a payment, once it has been reversed. */
  async reversalOf(id: string): Promise<PaymentWithCustomer | null> {
    const { nodes } = await this.page(eq(payment.reversalOf, id), 1);
    return nodes[0] ?? null;
  }

  /** True when the money is dated before today: it is applied as of that day, re-working what the loan was charged since. */
  isBackdated(input: Pick<CheckedManualPayment, 'receivedOn'>): boolean {
    return input.receivedOn < isoDay(this.clock.now());
  }

  /** A customer's name as staff read it ("Ama Mensah"), for maker-checker's preview. */
  async customerName(dbOrTx: DbOrTx, userId: string): Promise<string> {
    const [found] = await dbOrTx.select({ firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, userId));
    return found ? `${found.firstName} ${found.lastName}`.trim() : 'Unknown customer';
  }

  /** The branches manual payments name (payments.branches, in the order set). */
  async branches(): Promise<string[]> {
    const stored = await readSettings(this.db, ['payments.branches']);
    return (stored.get('payments.branches') as string[] | undefined) ?? [];
  }

  /**
   * Everything about a manual payment that needs no transaction: the figures, the received-on day (today by
   * default; never after today), the teller (the recorder by default; another named teller must be staff who take
   * payments), the branch (from payments.branches: required for cash while the list is not empty — cash is taken at
   * a counter — and optional for bank, mobile money and card, which head office records from statements), the
   * depositor (name and Ghana phone, both optional). Returns the input as it will be stored.
   */
  async checkManual(actor: Actor, input: ManualPaymentInput): Promise<CheckedManualPayment> {
    const reference = input.reference.trim();
    const note = input.note?.trim() || null;
    if (!Number.isSafeInteger(input.amount) || input.amount < 1) throw badInput('The amount must be at least 1 pesewa.', 'amount');
    if (!isUuid(input.loanId)) throw notFound('Loan');
    // Staff who record payments read every loan; the customer is the loan's owner, never a separate input.
    const target = await this.loans().get(actor.viewer, input.loanId);
    const today = isoDay(this.clock.now());
    const receivedOn = input.receivedOn ?? today;
    if (!isIsoDate(receivedOn)) throw badInput('Give the day the money was received as YYYY-MM-DD.', 'receivedOn');
    if (receivedOn > today) throw badInput(MANUAL_MESSAGES.future, 'receivedOn');
    if (receivedOn < addDays(today, -MAX_BACKDATE_DAYS)) throw badInput(MANUAL_MESSAGES.tooOld, 'receivedOn');

    const tellerId = input.tellerId ?? actor.viewer.id;
    let tellerName = `${actor.viewer.firstName ?? ''} ${actor.viewer.lastName ?? ''}`.trim();
    if (tellerId !== actor.viewer.id || !tellerName) {
      const [teller] = isPlausibleUserId(tellerId) ? await this.db.select({ role: user.role, firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, tellerId)) : [];
      if (!teller || !hasPermission(teller.role as Role, 'manageAllPayments')) throw badInput(MANUAL_MESSAGES.teller, 'tellerId');
      tellerName = `${teller.firstName} ${teller.lastName}`.trim();
    }

    const branches = await this.branches();
    const branch = input.branch?.trim() || null;
    if (branch !== null && !branches.includes(branch)) throw badInput(MANUAL_MESSAGES.unknownBranch(branches), 'branch');
    if (branch === null && input.method === 'cash' && branches.length > 0) throw badInput(MANUAL_MESSAGES.branchRequired, 'branch');

    const depositorName = input.depositorName?.trim() || null;
    if (depositorName !== null && (depositorName.length < 2 || depositorName.length > 100)) throw badInput(MANUAL_MESSAGES.depositorName, 'depositorName');
    let depositorPhone: string | null = null;
    if (input.depositorPhone?.trim()) {
      const phone = parseGhanaPhone(input.depositorPhone);
      if (!phone.ok) throw badInput(phone.message, 'depositorPhone');
      depositorPhone = phone.e164;
    }
    return { loanId: input.loanId, userId: target.userId, amount: input.amount, method: input.method, reference, note, prepayment: input.prepayment ?? null, receivedOn, tellerId, tellerName, branch, depositorName, depositorPhone };
  }

  /**
   * The whole body of recording a checked manual payment inside the caller's transaction (maker-checker applies it
   * on approval): refused when its day is in a closed accounting month; the payment row, its allocation as of the
   * day received (ledger and journal entries dated that day), the receipt, the audit entry and the customer's
   * notification. A duplicate reference is CONFLICT.
   */
  async recordManualIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, input: CheckedManualPayment): Promise<PaymentWithCustomer> {
    const customer = await this.checkManualIn(tx, input);
    const now = this.clock.now();
    const backdated = input.receivedOn < isoDay(now);
    // Recorded earlier as awaiting a second person: that row becomes the payment.
    const [waiting] = input.paymentId
      ? await tx.select({ id: payment.id }).from(payment).where(and(eq(payment.id, input.paymentId), eq(payment.status, 'awaiting_approval'))).for('update')
      : [];
    const values = { ...this.manualValues(actor, customer.id, input), status: 'successful' as const, settledAt: now };
    const [created] = waiting
      ? await tx.update(payment).set({ ...values, updatedAt: now }).where(eq(payment.id, waiting.id)).returning()
      : await tx.insert(payment).values({ ...(input.paymentId ? { id: input.paymentId } : {}), ...values, createdAt: now, updatedAt: now }).returning();
    const applied = await this.loans().applyPayment(tx, {
      loanId: input.loanId,
      userId: customer.id,
      paymentId: created.id,
      amount: created.amount,
      // Today's money is applied at the moment it was recorded; an earlier day's as of that day.
      receivedAt: backdated ? new Date(`${input.receivedOn}T12:00:00Z`) : now,
      prepayment: input.prepayment,
      asOfReceived: backdated,
    });
    const issued = await issueReceipt(tx, afterCommit, this.notifications, created, applied, now, {
      receivedOn: input.receivedOn,
      receivedBy: input.tellerName,
      branch: input.branch,
      depositorName: input.depositorName,
      depositorPhone: input.depositorPhone,
    });
    await this.audit.record(tx, actor, {
      action: 'payment.record_manual',
      entity: 'payment',
      entityId: created.id,
      after: {
        userId: created.userId,
        loanId: input.loanId,
        amount: created.amount,
        method: created.method,
        reference: input.reference,
        status: created.status,
        note: input.note,
        prepayment: input.prepayment,
        receivedOn: input.receivedOn,
        tellerId: input.tellerId,
        branch: input.branch,
        depositorName: input.depositorName,
        depositorPhone: input.depositorPhone,
        receipt: issued.number,
        unallocated: applied.unallocated,
        balanceAfter: applied.balanceAfter,
      },
    });
    afterCommit(() => {
      this.events.publish('payment.changed', { id: created.id, userId: created.userId });
      this.events.publish('loan.changed', { id: input.loanId, userId: created.userId });
    });
    const { role: _role, ...owner } = customer;
    return { ...created, customer: owner, receipt: issued };
  }

  /**
   * A manual payment waiting for a second person (maker-checker's hold): the money was received, so the row shows
   * it as awaiting_approval on the loan and in the lists; nothing is applied, no receipt, nothing in the books.
   */
  async holdManualIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, input: CheckedManualPayment): Promise<void> {
    const paymentId = input.paymentId;
    if (!paymentId) throw new Error('A manual payment held for approval needs its paymentId');
    const customer = await this.checkManualIn(tx, input);
    const now = this.clock.now();
    await tx.insert(payment).values({ id: paymentId, ...this.manualValues(actor, customer.id, input), status: 'awaiting_approval', createdAt: now, updatedAt: now });
    await this.audit.record(tx, actor, {
      action: 'payment.hold_manual',
      entity: 'payment',
      entityId: paymentId,
      after: { loanId: input.loanId, amount: input.amount, method: input.method, reference: input.reference, status: 'awaiting_approval', receivedOn: input.receivedOn, tellerId: input.tellerId, branch: input.branch },
    });
    afterCommit(() => {
      this.events.publish('payment.changed', { id: paymentId, userId: customer.id });
      this.events.publish('loan.changed', { id: input.loanId, userId: customer.id });
    });
  }

  /** Declined or cancelled: the row awaiting approval goes (the approval request keeps what was asked). */
  async releaseManualIn(tx: Tx, afterCommit: AfterCommit, paymentId: string | undefined): Promise<void> {
    if (!paymentId) return;
    const [removed] = await tx.delete(payment).where(and(eq(payment.id, paymentId), eq(payment.status, 'awaiting_approval'))).returning({ userId: payment.userId, loanId: payment.loanId });
    if (removed) afterCommit(() => this.events.publish('payment.changed', { id: paymentId, userId: removed.userId }));
  }

  /** The refusals a manual payment meets at the moment it is written: a closed month, a non-customer, a reference taken. */
  private async checkManualIn(tx: Tx, input: CheckedManualPayment) {
    if (await isClosedOn(tx, input.receivedOn)) throw conflict(MANUAL_MESSAGES.closedPeriod(input.receivedOn));
    // The loan's owner as checkManual found it; applyPayment confirms it under the loan's lock.
    const [customer] = await tx.select({ ...customerColumns, role: user.role }).from(user).where(eq(user.id, input.userId));
    if (!customer) throw notFound('Customer');
    if (customer.role !== 'user') throw badInput('Payments are recorded for customer accounts only.', 'loanId');
    const [duplicate] = await tx
      .select({ id: payment.id })
      .from(payment)
      .where(and(eq(payment.providerReference, input.reference), input.paymentId ? ne(payment.id, input.paymentId) : undefined));
    if (duplicate) throw conflict(DUPLICATE_REFERENCE);
    return customer;
  }

  private manualValues(actor: Actor, userId: string, input: CheckedManualPayment) {
    return {
      userId,
      kind: 'payment' as const,
      amount: input.amount,
      method: input.method,
      providerReference: input.reference,
      note: input.note,
      recordedBy: actor.viewer.id,
      loanId: input.loanId,
      prepayment: input.prepayment,
      receivedOn: input.receivedOn,
      tellerId: input.tellerId,
      branch: input.branch,
      depositorName: input.depositorName,
      depositorPhone: input.depositorPhone,
    };
  }

  /**
   * Gives a successful payment back, once: the payment becomes `reversed` and a reversal record (negative effect)
   * is written in the caller's transaction with its audit entry (maker-checker applies it on approval). A concurrent
   * reversal of the same payment loses on the unique reversal_of index (the caller turns that into a CONFLICT).
   */
  async reverseIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, id: string, reason: string): Promise<void> {
    if (!isUuid(id)) throw notFound('Payment');
    const trimmed = reason.trim();
    if (trimmed.length < 3) throw badInput('The reason must be 3 to 500 characters.', 'reason');
    const [current] = await tx
      .select({ row: payment, customer: customerColumns })
      .from(payment)
      .innerJoin(user, eq(user.id, payment.userId))
      .where(eq(payment.id, id))
      .for('update', { of: payment });
    if (!current) throw notFound('Payment');
    const original = current.row;
    if (original.kind === 'reversal') throw conflict('A reversal cannot be reversed.');
    if (original.status === 'reversed') throw conflict('This payment has already been reversed.');
    if (original.status !== 'successful') throw conflict('Only a successful payment can be reversed.');

    const now = this.clock.now();
    await tx.update(payment).set({ status: 'reversed', updatedAt: now }).where(eq(payment.id, id));
    // A loan payment's allocation is undone in the same transaction, so balances never disagree with payments.
    if (original.loanId) await this.loans().reversePayment(tx, { paymentId: original.id });
    const [reversal] = await tx
      .insert(payment)
      .values({
        userId: original.userId,
        kind: 'reversal',
        amount: original.amount,
        method: original.method,
        status: 'successful',
        note: trimmed,
        recordedBy: actor.viewer.id,
        reversalOf: original.id,
        // The loan's payments list shows the reversal beside the payment it takes back.
        loanId: original.loanId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await this.audit.record(tx, actor, {
      action: 'payment.reverse',
      entity: 'payment',
      entityId: original.id,
      before: { status: original.status },
      after: { status: 'reversed', reversalId: reversal.id, amount: original.amount, reason: trimmed },
    });
    await this.notifications.notify(tx, afterCommit, {
      userId: original.userId,
      kind: 'payment',
      title: 'Payment reversed',
      body: `Your payment of ${formatCedis(original.amount)}${original.providerReference ? ` (reference ${original.providerReference})` : ''} has been reversed: ${trimmed}`,
      target: { kind: 'PAYMENT', id: original.id },
    });
    afterCommit(() => {
      this.events.publish('payment.changed', { id: original.id, userId: original.userId });
      this.events.publish('payment.changed', { id: reversal.id, userId: original.userId });
      if (original.loanId) this.events.publish('loan.changed', { id: original.loanId, userId: original.userId });
    });
  }

  /** Payments per status (all time), for /metrics: one grouped count on the status index. */
  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db.select({ status: payment.status, count: sql<number>`count(*)::int` }).from(payment).groupBy(payment.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }

  /**
   * Counts and sums of the payments received in [from, to) (`receivedAtOf`: the day staff dated cash, else when the
   * provider settled it, else when it was made), in one grouped statement.
   */
  async stats(from: Date, to: Date): Promise<PaymentStatsResult> {
    if (!(from.getTime() < to.getTime())) throw badInput('The period must end after it starts.', 'to');
    if (to.getTime() - from.getTime() > MAX_STATS_DAYS * DAY_MS) throw badInput(`The period can be at most ${MAX_STATS_DAYS} days.`, 'to');
    const groups = await this.db
      .select({
        status: payment.status,
        method: payment.method,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${payment.amount}), 0)::bigint`.mapWith(Number),
        held: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.loanId} is null), 0)::bigint`.mapWith(Number),
      })
      .from(payment)
      .where(and(eq(payment.kind, 'payment'), gte(receivedAtOf(payment), from), lt(receivedAtOf(payment), to)))
      .groupBy(payment.status, payment.method);

    const byStatus = PAYMENT_STATUSES.map((status) => {
      const rows = groups.filter((group) => group.status === status);
      return { status, count: sum(rows, 'count'), amount: sum(rows, 'amount') };
    });
    const byMethod = PAYMENT_METHODS.map((method) => {
      const rows = groups.filter((group) => group.method === method);
      const successful = rows.filter((group) => group.status === 'successful');
      return {
        method,
        count: sum(rows, 'count'),
        amount: sum(rows, 'amount'),
        successfulCount: sum(successful, 'count'),
        successfulAmount: sum(successful, 'amount'),
      };
    });
    const countOf = (status: PaymentStatus) => byStatus.find((entry) => entry.status === status)!.count;
    // Money held in suspense and later refunded did arrive.
    const wentThrough = countOf('successful') + countOf('reversed') + countOf('refunded');
    const settled = wentThrough + countOf('failed') + countOf('abandoned') + countOf('expired');
    return {
      from,
      to,
      count: sum(groups, 'count'),
      collectedAmount: byStatus.find((entry) => entry.status === 'successful')!.amount,
      inSuspenseAmount: sum(groups.filter((group) => group.status === 'successful'), 'held'),
      successRateBp: settled === 0 ? null : Math.round((wentThrough * 10_000) / settled),
      byStatus,
      byMethod,
    };
  }
}

function sum<K extends string>(rows: Array<Record<K, number>>, key: K): number {
  return rows.reduce((total, row) => total + row[key], 0);
}
