// Suspense: money that arrived with no loan to take it (a wrong or unknown reference, a manual entry without a loan,
// a provider success the loan it named could not take). The payment row itself is the suspense item: kind payment,
// status successful, loan_id null. Staff allocate it to a loan (it then pays that loan as of the day it arrived) or
// refund it (status refunded, with the outgoing transfer's reference). The books follow the payment row (migration
// 0041_suspense): arrival Dr clearing / Cr suspense, allocation = the loan's payment entry paid from suspense, refund
// Dr suspense / Cr the refund account.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase, DbOrTx, Tx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { formatCedis } from '../../finance/money.js';
import type { Actor } from '../../graphql/context.js';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { AuditService } from '../audit/audit.service.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { LoanPayments } from './loan-port.js';
import { payment, receipt, type PaymentMethod } from './payment.table.js';
import { issueReceipt } from './receipt.js';
import { isUnidentifiedPayer } from './unidentified-payer.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The queue shows at most this many items (oldest first); the totals count every item. */
export const SUSPENSE_QUEUE_MAX = 500;

/** Loans that can take money held in suspense: running ones, and written-off ones (a recovery). */
const ALLOCATABLE = new Set(['active', 'in_arrears', 'written_off']);

export interface SuspenseItem {
  paymentId: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  /** The customer the money came in under (its payer as far as we know), and the number it came from. */
  payer: { id: string; firstName: string; lastName: string; email: string };
  /** False when no customer could be named: it came in under the unidentified payer. */
  payerIdentified: boolean;
  payerPhone: string | null;
  reason: string | null;
  note: string | null;
  receivedAt: Date;
  ageDays: number;
}

export interface SuspenseQueueResult {
  items: SuspenseItem[];
  count: number;
  totalAmount: number;
}

export interface AllocationResult {
  paymentId: string;
  loanId: string;
  amount: number;
  receiptNumber: string;
  unallocated: number;
  balanceAfter: number;
}

export interface RefundResult {
  paymentId: string;
  amount: number;
  reference: string;
}

/** The suspense condition: successful money with no loan. */
const held = () => and(eq(payment.kind, 'payment'), eq(payment.status, 'successful'), isNull(payment.loanId));

type PaymentRow = typeof payment.$inferSelect;

function refuseUnlessHeld(row: PaymentRow): void {
  if (row.status === 'refunded') throw conflict('This payment has already been refunded.');
  if (row.status !== 'successful') throw conflict('Only money that has arrived can be allocated or refunded from suspense.');
  if (row.loanId) throw conflict(`This payment is already allocated to loan ${loanNumber(row.loanId)}.`);
}

export class SuspenseService {
  constructor(
    private readonly db: AppDatabase,
    private readonly audit: AuditService,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly loans: () => LoanPayments,
    private readonly clock: { now(): Date; today(): string },
  ) {}

  /** The queue, oldest first, with each item's age in whole days, and the count and total of everything held. */
  async list(): Promise<SuspenseQueueResult> {
    const [rows, [totals]] = await Promise.all([
      this.itemQuery(this.db)
        .where(held())
        .orderBy(asc(sql`coalesce(${payment.settledAt}, ${payment.createdAt})`), asc(payment.id))
        .limit(SUSPENSE_QUEUE_MAX),
      this.db
        .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${payment.amount}), 0)::bigint`.mapWith(Number) })
        .from(payment)
        .where(held()),
    ]);
    return { count: totals.count, totalAmount: totals.total, items: rows.map((found) => this.toItem(found)) };
  }

  /** One payment held in suspense (no lock: what maker-checker shows the checker), or why it is not one. */
  async heldItem(dbOrTx: DbOrTx, paymentId: string): Promise<SuspenseItem> {
    if (!isUuid(paymentId)) throw notFound('Payment');
    const [found] = await this.itemQuery(dbOrTx).where(eq(payment.id, paymentId));
    if (!found || found.row.kind !== 'payment') throw notFound('Payment');
    refuseUnlessHeld(found.row);
    return this.toItem(found);
  }

  private itemQuery(dbOrTx: DbOrTx) {
    const receivedAt = sql<Date>`coalesce(${payment.settledAt}, ${payment.createdAt})`.mapWith((value: string | Date) => new Date(value));
    return dbOrTx
      .select({ row: payment, receivedAt, payer: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } })
      .from(payment)
      .innerJoin(user, eq(user.id, payment.userId));
  }

  private toItem({ row, receivedAt, payer }: { row: PaymentRow; receivedAt: Date; payer: SuspenseItem['payer'] }): SuspenseItem {
    const today = Date.parse(`${this.clock.today()}T00:00:00Z`);
    return {
      paymentId: row.id,
      amount: row.amount,
      method: row.method,
      reference: row.providerReference,
      payer,
      payerIdentified: !isUnidentifiedPayer(row.userId),
      payerPhone: row.payerPhone,
      reason: row.suspenseReason,
      note: row.note,
      receivedAt,
      ageDays: Math.max(0, Math.floor((today - Date.parse(`${receivedAt.toISOString().slice(0, 10)}T00:00:00Z`)) / DAY_MS)),
    };
  }

  /** Locks a payment held in suspense, or says why it is not one. */
  private async lockHeld(tx: Tx, paymentId: string) {
    if (!isUuid(paymentId)) throw notFound('Payment');
    const [row] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
    if (!row || row.kind !== 'payment') throw notFound('Payment');
    refuseUnlessHeld(row);
    return row;
  }

  /**
   * Allocates money held in suspense to a loan, inside the caller's transaction: the loan's customer becomes the
   * payment's owner, and the loan takes it as of the day it arrived (interest, penalties and days late as if it was
   * applied then), through the same path as any payment. A receipt is issued, the customer told, and it is audited.
   */
  async allocateIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, input: { paymentId: string; loanId: string; note?: string | null }): Promise<AllocationResult> {
    const note = input.note?.trim() || null;
    if (note && note.length > 500) throw badInput('The note can be at most 500 characters.', 'note');
    if (!isUuid(input.loanId)) throw notFound('Loan');
    const row = await this.lockHeld(tx, input.paymentId);
    const target = await this.loans().lockForPayment(tx, input.loanId, this.clock.today());
    if (!ALLOCATABLE.has(target.status)) {
      throw conflict(
        target.status === 'awaiting_disbursement'
          ? 'This loan has not been disbursed yet: allocate the money to a running loan.'
          : `This loan is ${target.status.replace('_', ' ')}: allocate the money to a running loan, or refund it.`,
      );
    }
    const receivedAt = row.settledAt ?? row.createdAt;
    const now = this.clock.now();
    const [moved] = await tx
      .update(payment)
      .set({ loanId: input.loanId, userId: target.userId, updatedAt: now })
      .where(eq(payment.id, row.id))
      .returning();
    const applied = await this.loans().applyPayment(tx, {
      loanId: input.loanId,
      userId: target.userId,
      paymentId: row.id,
      amount: row.amount,
      receivedAt,
      prepayment: null,
    });
    // A payment moved into suspense before this release may already carry a receipt showing it unallocated.
    const [existing] = await tx.select().from(receipt).where(eq(receipt.paymentId, row.id));
    const issued = existing
      ? (
          await tx
            .update(receipt)
            .set({
              userId: target.userId,
              allocation: applied.allocation.map(({ number, penalty, fee, interest, principal }) => ({ number, penalty, fee, interest, principal })),
              prepaid: applied.prepaid,
              unallocated: applied.unallocated,
              balanceAfter: applied.balanceAfter,
            })
            .where(eq(receipt.id, existing.id))
            .returning()
        )[0]
      : await issueReceipt(tx, afterCommit, this.notifications, moved, applied, now);
    if (row.userId !== target.userId && !isUnidentifiedPayer(row.userId)) {
      // The customer the money came in under is told where it went (the loan's customer is told by the receipt).
      await this.notifications.notify(tx, afterCommit, {
        userId: row.userId,
        kind: 'payment',
        title: 'Payment allocated',
        body: `Your payment of ${formatCedis(row.amount)}${row.providerReference ? ` (reference ${row.providerReference})` : ''} was applied to another customer's loan: our staff matched it to that loan. Contact us if this is not right.`,
        target: null,
      });
    }
    await this.audit.record(tx, actor, {
      action: 'payment.allocate_suspense',
      entity: 'payment',
      entityId: row.id,
      before: { loanId: null, userId: row.userId, reason: row.suspenseReason },
      after: {
        loanId: input.loanId,
        userId: target.userId,
        amount: row.amount,
        receivedAt: receivedAt.toISOString(),
        note,
        receipt: issued.number,
        unallocated: applied.unallocated,
        balanceAfter: applied.balanceAfter,
      },
    });
    afterCommit(() => {
      this.events.publish('payment.changed', { id: row.id, userId: target.userId });
      this.events.publish('loan.changed', { id: input.loanId, userId: target.userId });
    });
    return { paymentId: row.id, loanId: input.loanId, amount: row.amount, receiptNumber: issued.number, unallocated: applied.unallocated, balanceAfter: applied.balanceAfter };
  }

  /** Gives money held in suspense back (the transfer out is made outside, its reference recorded), inside the caller's transaction. */
  async refundIn(tx: Tx, afterCommit: AfterCommit, actor: Actor, input: { paymentId: string; reference: string; reason: string }): Promise<RefundResult> {
    const reference = input.reference.trim();
    const reason = input.reason.trim();
    if (reference.length < 3 || reference.length > 100) throw badInput('The refund reference must be 3 to 100 characters.', 'reference');
    if (reason.length < 3 || reason.length > 500) throw badInput('The reason must be 3 to 500 characters.', 'reason');
    const row = await this.lockHeld(tx, input.paymentId);
    const now = this.clock.now();
    await tx
      .update(payment)
      .set({ status: 'refunded', refundReference: reference, refundReason: reason, refundedBy: actor.viewer.id, refundedAt: now, updatedAt: now })
      .where(eq(payment.id, row.id));
    await this.audit.record(tx, actor, {
      action: 'payment.refund_suspense',
      entity: 'payment',
      entityId: row.id,
      before: { status: row.status, loanId: null },
      after: { status: 'refunded', amount: row.amount, reference, reason },
    });
    // An unidentified payer is reached through the refund itself (sent back to the number it came from).
    if (!isUnidentifiedPayer(row.userId)) await this.notifications.notify(tx, afterCommit, {
      userId: row.userId,
      kind: 'payment',
      title: 'Payment refunded',
      body: `Your payment of ${formatCedis(row.amount)}${row.providerReference ? ` (reference ${row.providerReference})` : ''} could not be matched to a loan and has been sent back (refund reference ${reference}): ${reason}`,
      target: { kind: 'PAYMENT', id: row.id },
    });
    afterCommit(() => this.events.publish('payment.changed', { id: row.id, userId: row.userId }));
    return { paymentId: row.id, amount: row.amount, reference };
  }
}
