import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { formatCedis } from '../../finance/money.js';
import type { Viewer } from '../../graphql/context.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { Logger } from '../../logger.js';
import { PaymentProviderError, type NextAction, type OnlinePaymentMethod, type PaymentProvider, type VerifiedTransaction } from '../../payments-providers/index.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { AppliedPayment, LoanAmountDue, LoanPayments } from './loan-port.js';
import { idempotencyKey, payment, receipt, type StoredInitiation } from './payment.table.js';
import { METHOD_LABELS, type PaymentService, type PaymentWithCustomer } from './payment.service.js';

export type ReceiptRow = typeof receipt.$inferSelect;

export const MIN_ONLINE_AMOUNT = 100;
export const ONLINE_METHODS: readonly OnlinePaymentMethod[] = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'];
const GHANA_PHONE = /^\+233\d{9}$/;
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was used with different details.';
export const PAID_OFF = 'This loan is already paid off.';

export interface PayInstalmentRequest {
  loanId: string;
  amount: number;
  method: OnlinePaymentMethod;
  phone?: string | null;
}

export interface PaymentInitiation {
  payment: PaymentWithCustomer;
  nextAction: NextAction;
}

/** What the provider (webhook + verify, or the test-mode page) says happened to a payment. */
export interface ProviderOutcome {
  status: 'success' | 'failed';
  amount: number;
  currency: string;
  paidAt: Date | null;
  reason: string | null;
}

export type SettlementResult = 'credited' | 'failed' | 'already_settled' | 'unknown_reference' | 'amount_mismatch' | 'still_pending';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Customer-initiated payments through a provider: initiation with an Idempotency-Key, settlement (one path for
 * webhooks and the test-mode page) that credits the loan exactly once, and receipts.
 */
export class OnlinePaymentService {
  constructor(
    private readonly db: AppDatabase,
    private readonly payments: PaymentService,
    private readonly provider: PaymentProvider,
    private readonly loans: () => LoanPayments,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly logger: Logger,
  ) {}

  get providerName(): PaymentProvider['name'] {
    return this.provider.name;
  }

  /** The amounts the pay screen offers (next instalment, all overdue, everything outstanding). */
  async amountDue(viewer: Viewer, loanId: string): Promise<LoanAmountDue> {
    if (!isUuid(loanId)) throw notFound('Loan');
    return this.loans().amountDue(loanId, viewer);
  }

  /**
   * Starts a payment on the caller's loan. The same Idempotency-Key with the same details answers the first
   * result again (no second payment); with other details it is a CONFLICT. Concurrent requests with one key
   * queue on the key's unique index, so exactly one payment is created.
   */
  async initiate(viewer: Viewer, request: PayInstalmentRequest, key: string): Promise<PaymentInitiation> {
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badInput('The Idempotency-Key must be 8 to 200 letters, digits or _ . : -', 'idempotencyKey');
    }
    if (!Number.isSafeInteger(request.amount) || request.amount < MIN_ONLINE_AMOUNT) {
      throw badInput('The amount must be at least GH₵1.00, in whole pesewas.', 'amount');
    }
    if (!ONLINE_METHODS.includes(request.method)) throw badInput('Choose MTN Mobile Money, Telecel Cash, AirtelTigo Money or card.', 'method');
    const phone = request.phone?.trim() || null;
    if (request.method !== 'card' && (!phone || !GHANA_PHONE.test(phone))) {
      throw badInput('Enter the mobile money number as +233 followed by 9 digits.', 'phone');
    }
    const requestHash = sha256(JSON.stringify([request.loanId, request.amount, request.method, request.method === 'card' ? null : phone]));

    const earlier = await this.readKey(viewer.id, key);
    if (earlier) return this.replay(viewer, earlier, requestHash);

    if (!isUuid(request.loanId)) throw notFound('Loan');
    const target = await this.loans().get(viewer, request.loanId);
    // Staff may read a customer's loan, but only its owner pays into it from here.
    if (target.userId !== viewer.id) throw forbidden('You can only pay into your own loans.');
    if (target.status === 'awaiting_disbursement') throw conflict('This loan has not been disbursed yet.');
    if (target.status === 'written_off') throw conflict('This loan was written off; contact support to pay it.');
    const due = await this.loans().amountDue(request.loanId, viewer);
    if (target.status === 'paid_off' || due.outstanding <= 0) throw conflict(PAID_OFF);
    if (request.amount > due.outstanding) {
      throw badInput(`The amount is more than the outstanding balance of ${formatCedis(due.outstanding)}.`, 'amount');
    }

    let stored: StoredInitiation | null;
    try {
      stored = await withTransaction(
        this.db,
        async (tx, afterCommit) => {
          // A concurrent request with the same key waits here until the first commits, then claims nothing.
          const claimed = await tx
            .insert(idempotencyKey)
            .values({ userId: viewer.id, key, requestHash })
            .onConflictDoNothing()
            .returning({ key: idempotencyKey.key });
          if (claimed.length === 0) return null;

          const reference = `GHC-${randomUUID()}`;
          const [created] = await tx
            .insert(payment)
            .values({
              userId: viewer.id,
              kind: 'payment',
              amount: request.amount,
              method: request.method,
              providerReference: reference,
              status: 'pending',
              loanId: request.loanId,
              payerPhone: request.method === 'card' ? null : phone,
            })
            .returning({ id: payment.id });
          // The provider is called inside the transaction: if it refuses, nothing of this attempt is kept.
          const started = await this.provider.initiate(
            { id: created.id, reference, amount: request.amount, method: request.method, phone, loanId: request.loanId },
            { id: viewer.id, email: viewer.email },
          );
          if (started.providerReference !== reference) {
            await tx.update(payment).set({ providerReference: started.providerReference }).where(eq(payment.id, created.id));
          }
          const response: StoredInitiation = { paymentId: created.id, nextAction: started.nextAction };
          await tx
            .update(idempotencyKey)
            .set({ paymentId: created.id, response })
            .where(and(eq(idempotencyKey.userId, viewer.id), eq(idempotencyKey.key, key)));
          afterCommit(() => this.events.publish('payment.changed', { id: created.id, userId: viewer.id }));
          return response;
        },
        (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
      );
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        this.logger.warn('payment provider refused an initiation', { provider: this.provider.name, error: error.message });
        if (error.providerMessage) throw badInput(`The payment could not be started: ${error.providerMessage}`, 'phone');
        throw new AppError('INTERNAL_SERVER_ERROR', 'The payment service is not available right now. Please try again in a moment.');
      }
      throw error;
    }
    if (!stored) {
      const winner = await this.readKey(viewer.id, key);
      if (!winner) throw conflict('A payment with this Idempotency-Key is being started. Please try again in a moment.');
      return this.replay(viewer, winner, requestHash);
    }
    return { payment: await this.payments.get(viewer, stored.paymentId), nextAction: stored.nextAction };
  }

  private async readKey(userId: string, key: string) {
    const [row] = await this.db
      .select()
      .from(idempotencyKey)
      .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
    return row ?? null;
  }

  private async replay(viewer: Viewer, row: typeof idempotencyKey.$inferSelect, requestHash: string): Promise<PaymentInitiation> {
    if (row.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MISMATCH);
    if (!row.response) throw conflict('A payment with this Idempotency-Key is being started. Please try again in a moment.');
    return { payment: await this.payments.get(viewer, row.response.paymentId), nextAction: row.response.nextAction };
  }

  /**
   * The one settlement path (Paystack webhook and the test-mode page): locks the payment, ignores it when already
   * settled, and on success credits the loan, issues the receipt and tells the customer, all in one transaction.
   */
  async settle(reference: string, outcome: ProviderOutcome, source: string): Promise<SettlementResult> {
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const [row] = await tx.select().from(payment).where(eq(payment.providerReference, reference)).for('update');
        if (!row || row.kind !== 'payment') return 'unknown_reference';
        if (row.status !== 'pending') return 'already_settled';
        if (outcome.status === 'success' && (outcome.amount !== row.amount || outcome.currency !== 'GHS')) {
          this.logger.error('payment not credited: the provider reports another amount or currency', {
            source,
            paymentId: row.id,
            reference,
            expected: { amount: row.amount, currency: 'GHS' },
            reported: { amount: outcome.amount, currency: outcome.currency },
          });
          return 'amount_mismatch';
        }
        const now = new Date();
        if (outcome.status === 'failed') {
          const reason = outcome.reason?.slice(0, 300) || 'The payment was declined.';
          await tx
            .update(payment)
            .set({ status: 'failed', settledAt: now, failureReason: reason, simulatorTokenHash: null, updatedAt: now })
            .where(eq(payment.id, row.id));
          await this.notifications.notify(tx, afterCommit, {
            userId: row.userId,
            kind: 'payment',
            title: 'Payment not completed',
            body: `Your payment of ${formatCedis(row.amount)} by ${METHOD_LABELS[row.method]} (reference ${reference}) did not go through: ${reason} Nothing was taken from your balance.`,
            link: '/payments',
          });
          afterCommit(() => this.events.publish('payment.changed', { id: row.id, userId: row.userId }));
          return 'failed';
        }

        await tx
          .update(payment)
          .set({ status: 'successful', settledAt: outcome.paidAt ?? now, simulatorTokenHash: null, updatedAt: now })
          .where(eq(payment.id, row.id));
        const applied = await this.applyToLoan(tx, row, outcome.paidAt ?? now);
        const [{ next }] = rowsOf<{ next: string }>(await tx.execute(sql`select nextval('receipt_number_seq')::text as next`));
        const number = `RCP-${now.getUTCFullYear()}-${next.padStart(6, '0')}`;
        await tx.insert(receipt).values({
          paymentId: row.id,
          userId: row.userId,
          number,
          amount: row.amount,
          allocation: applied.allocation.map(({ number: instalment, penalty, fee, interest, principal }) => ({ number: instalment, penalty, fee, interest, principal })),
          unallocated: applied.unallocated,
          balanceAfter: applied.balanceAfter,
          issuedAt: now,
        });
        await this.notifications.notify(tx, afterCommit, {
          userId: row.userId,
          kind: 'payment',
          title: 'Payment received',
          body: `We received your payment of ${formatCedis(row.amount)} by ${METHOD_LABELS[row.method]}. Receipt ${number}; balance now ${formatCedis(applied.balanceAfter)}. Thank you.`,
          link: '/payments',
        });
        afterCommit(() => {
          this.events.publish('payment.changed', { id: row.id, userId: row.userId });
          if (row.loanId) this.events.publish('loan.changed', { id: row.loanId, userId: row.userId });
        });
        return 'credited';
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  /**
   * Credits the loan inside a savepoint: the money has really arrived, so if the loan can no longer take it (paid off
   * by another payment meanwhile) the payment still succeeds, its amount stays unallocated and staff are alerted.
   */
  private async applyToLoan(tx: Tx, row: typeof payment.$inferSelect, receivedAt: Date): Promise<AppliedPayment> {
    const untouched: AppliedPayment = { allocation: [], prepaid: 0, unallocated: row.amount, balanceAfter: 0, loanStatus: 'unknown' };
    if (!row.loanId) return untouched;
    const loanId = row.loanId;
    try {
      return await tx.transaction((savepoint) =>
        this.loans().applyPayment(savepoint, { loanId, userId: row.userId, paymentId: row.id, amount: row.amount, receivedAt }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.logger.error('successful payment could not be applied to its loan: refund or reallocate by hand', {
        paymentId: row.id,
        loanId,
        reason: error.message,
      });
      return untouched;
    }
  }

  /**
   * A signed Paystack event: never trusted on its own; the transaction is confirmed with the verify call, and the
   * event's amount must agree with what verify reports before settlement compares it with the payment.
   */
  async settleFromPaystackEvent(event: { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } }): Promise<SettlementResult> {
    const reference = event.data?.reference;
    if (typeof reference !== 'string' || !reference.startsWith('GHC-')) return 'unknown_reference';
    const verified: VerifiedTransaction = await this.provider.verify(reference);
    if (verified.status === 'pending') return 'still_pending';
    if (verified.status === 'success' && (event.data?.amount !== verified.amount || event.data?.currency !== verified.currency)) {
      this.logger.error('payment not credited: webhook and verify disagree', {
        reference,
        webhook: { amount: event.data?.amount, currency: event.data?.currency },
        verified: { amount: verified.amount, currency: verified.currency },
      });
      return 'amount_mismatch';
    }
    return this.settle(
      reference,
      { status: verified.status, amount: verified.amount, currency: verified.currency, paidAt: verified.paidAt, reason: verified.gatewayResponse },
      'paystack',
    );
  }

  /** The test-mode checkout page: a pending payment gets a fresh one-time token for its Approve / Decline form. */
  async openSimulatorCheckout(reference: string): Promise<{ amount: number; method: keyof typeof METHOD_LABELS; status: string; token: string | null } | null> {
    const [row] = await this.db
      .select({ id: payment.id, amount: payment.amount, method: payment.method, status: payment.status, kind: payment.kind })
      .from(payment)
      .where(eq(payment.providerReference, reference));
    if (!row || row.kind !== 'payment') return null;
    if (row.status !== 'pending' || this.provider.name !== 'simulated') return { ...row, token: null };
    const token = randomBytes(32).toString('base64url');
    await this.db.update(payment).set({ simulatorTokenHash: sha256(token) }).where(and(eq(payment.id, row.id), eq(payment.status, 'pending')));
    return { ...row, token };
  }

  /** Approve or Decline from the test-mode page: the token is spent first, so a replayed form does nothing. */
  async decideSimulated(reference: string, token: string, approve: boolean): Promise<SettlementResult | 'invalid_token'> {
    if (this.provider.name !== 'simulated' || !token) return 'invalid_token';
    const [spent] = await this.db
      .update(payment)
      .set({ simulatorTokenHash: null })
      .where(and(eq(payment.providerReference, reference), eq(payment.simulatorTokenHash, sha256(token)), eq(payment.status, 'pending')))
      .returning({ amount: payment.amount });
    if (!spent) return 'invalid_token';
    return this.settle(
      reference,
      { status: approve ? 'success' : 'failed', amount: spent.amount, currency: 'GHS', paidAt: new Date(), reason: approve ? null : 'Declined on the test checkout page.' },
      'simulator',
    );
  }

  /** A payment's receipt for its owner or staff with viewAllPayments; anyone else gets NOT_FOUND. */
  async receiptFor(viewer: Viewer, paymentId: string): Promise<ReceiptRow> {
    if (!isUuid(paymentId)) throw notFound('Receipt');
    const readsAll = hasPermission(viewer.role, 'viewAllPayments');
    const [row] = await this.db
      .select()
      .from(receipt)
      .where(and(eq(receipt.paymentId, paymentId), readsAll ? undefined : eq(receipt.userId, viewer.id)));
    if (!row) throw notFound('Receipt');
    return row;
  }
}

// drizzle's execute answers { rows } on both drivers, but its typing differs per driver.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
