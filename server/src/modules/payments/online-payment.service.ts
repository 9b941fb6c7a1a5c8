import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import { hasPermission } from '../../auth/permissions.js';
import type { AppDatabase, Tx } from '../../db/client.js';
import { withTransaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../events/bus.js';
import { formatCedis } from '../../finance/money.js';
import type { Actor, Viewer } from '../../graphql/context.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';
import type { Logger } from '../../logger.js';
import { parseGhanaPhone, PHONE_EXAMPLE } from '../../shared/phone.js';
import {
  PaymentProviderError,
  SimulatedProvider,
  type NextAction,
  type OnlinePaymentMethod,
  type PaymentProvider,
  type VerifiedTransaction,
} from '../../payments-providers/index.js';
import type { AuditService } from '../audit/audit.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { AppliedPayment, LoanAmountDue, LoanPayments } from './loan-port.js';
import { idempotencyKey, payment, PREPAYMENT_CHOICES, receipt, type PrepaymentChoice, type QuotedSettlement, type StoredInitiation } from './payment.table.js';
import type { PaymentService, PaymentWithCustomer } from './payment.service.js';
import { isUnidentifiedPayer, unidentifiedPayerId } from './unidentified-payer.js';
import { issueReceipt, METHOD_LABELS, type ReceiptRow } from './receipt.js';

export type { ReceiptRow } from './receipt.js';

export const MIN_ONLINE_AMOUNT = 100;
export const ONLINE_METHODS: readonly OnlinePaymentMethod[] = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card'];
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
/** A payment the provider still calls pending this long after it started is given up as expired (not final). */
export const EXPIRE_AFTER_MS = 24 * 60 * 60 * 1000;
const RECONCILE_PAGE = 100;
const RECONCILE_MAX_PAGES = 20;
const MINUTE_MS = 60_000;

export const IDEMPOTENCY_MISMATCH = 'This Idempotency-Key was used with different details.';
export const PAID_OFF = 'This loan is already paid off.';
const PROVIDER_DOWN = 'The payment service is not available right now. Please try again in a moment.';

export interface PayInstalmentRequest {
  loanId: string;
  amount: number;
  method: OnlinePaymentMethod;
  phone?: string | null;
  /** Null (default): money beyond what is due covers the next instalments; a choice pays off principal early that way. */
  prepayment?: PrepaymentChoice | null;
  /** Pay today's early-settlement quote: the amount must be at least the quote, which is stored with the payment. */
  settle?: boolean | null;
}

export interface PaymentInitiation {
  payment: PaymentWithCustomer;
  nextAction: NextAction;
}

/**
 * What happened to a payment: the provider's word (webhook + verify, the test-mode page, reconciliation), or
 * `expired`, our own when the provider still says pending a day later.
 */
export interface ProviderOutcome {
  status: 'success' | 'failed' | 'abandoned' | 'expired';
  amount: number;
  currency: string;
  paidAt: Date | null;
  reason: string | null;
}

export type SettlementResult =
  | 'credited'
  | 'failed'
  | 'abandoned'
  | 'expired'
  | 'already_settled'
  | 'unknown_reference'
  | 'amount_mismatch'
  | 'still_pending'
  /** Money for a reference we never issued, from a customer we know: recorded with no loan, waiting in suspense. */
  | 'held_in_suspense';

export interface ReconciliationResult {
  checked: number;
  credited: number;
  failed: number;
  abandoned: number;
  expired: number;
  stillPending: number;
  /** Payments the provider could not be asked about (tried again on the next run). */
  errors: number;
}

/** What the online payment service needs beyond the payments module: settings, the clock, the audit trail. */
export interface OnlinePaymentDependencies {
  settings: { getMany(keys: readonly string[]): Promise<Map<string, unknown>> };
  clock: { now(): Date; today(): string };
  audit: AuditService;
}

type PaymentRow = typeof payment.$inferSelect;

/** What a Paystack event carries that settlement reads (nothing in it is trusted before verify). */
export interface PaystackEvent {
  event?: unknown;
  data?: {
    reference?: unknown;
    amount?: unknown;
    currency?: unknown;
    channel?: unknown;
    customer?: { email?: unknown } | null;
    authorization?: { bank?: unknown; mobile_money_number?: unknown } | null;
  };
}

/** The method a Paystack charge used: card, or mobile money by network (Paystack's bank codes MTN, VOD/TEL, ATL). */
function paystackMethod(channel: unknown, bank: unknown): PaymentRow['method'] | null {
  if (channel === 'card') return 'card';
  if (channel !== 'mobile_money') return null;
  const network = typeof bank === 'string' ? bank.toUpperCase() : '';
  if (network.startsWith('VOD') || network.startsWith('TEL')) return 'telecel_cash';
  if (network.startsWith('ATL') || network.startsWith('AIRTEL') || network.startsWith('TIGO')) return 'airteltigo_money';
  return 'mtn_momo';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function outcomeOf(verified: VerifiedTransaction): ProviderOutcome {
  if (verified.status === 'pending') throw new Error('a pending verification is not an outcome');
  return { status: verified.status, amount: verified.amount, currency: verified.currency, paidAt: verified.paidAt, reason: verified.gatewayResponse };
}

/** The refusal when an amount would take what is pending on the loan past what closes it today. */
export function overpaymentMessage(most: number, pending: number): string {
  const waiting = pending > 0 ? ` (${formatCedis(pending)} of payments already started is waiting for confirmation)` : '';
  return `The most you can pay on this loan now is ${formatCedis(most)}${waiting}.`;
}

/**
 * Customer-initiated payments through a provider: initiation with an Idempotency-Key (never more than closes the loan
 * today, counting what is still pending), settlement (one path for webhooks, the test-mode page, reconciliation and
 * staff re-checks) that credits the loan exactly once, and receipts.
 *
 * States: pending → successful | failed (final) | abandoned / expired (not final: a success that arrives later is
 * still credited, with a warning in the log); successful → reversed (PaymentService.reverse).
 */
export class OnlinePaymentService {
  private readonly settings: OnlinePaymentDependencies['settings'];
  private readonly clock: OnlinePaymentDependencies['clock'];
  private readonly audit: AuditService;

  constructor(
    private readonly db: AppDatabase,
    private readonly payments: PaymentService,
    private readonly provider: PaymentProvider,
    private readonly loans: () => LoanPayments,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly logger: Logger,
    dependencies: OnlinePaymentDependencies,
  ) {
    this.settings = dependencies.settings;
    this.clock = dependencies.clock;
    this.audit = dependencies.audit;
  }

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
   * queue on the key's unique index, so exactly one payment is created. Concurrent requests with different keys
   * queue on the loan's row lock, so the payments pending on a loan never add up to more than closes it today.
   */
  async initiate(viewer: Viewer, request: PayInstalmentRequest, key: string): Promise<PaymentInitiation> {
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw badInput('The Idempotency-Key must be 8 to 200 letters, digits or _ . : -', 'idempotencyKey');
    }
    if (!Number.isSafeInteger(request.amount) || request.amount < MIN_ONLINE_AMOUNT) {
      throw badInput('The amount must be at least GH₵1.00, in whole pesewas.', 'amount');
    }
    if (!ONLINE_METHODS.includes(request.method)) throw badInput('Choose MTN Mobile Money, Telecel Cash, AirtelTigo Money or card.', 'method');
    const phoneCheck = request.phone?.trim() ? parseGhanaPhone(request.phone, 'mobile') : null;
    const phone = phoneCheck?.ok ? phoneCheck.e164 : null;
    if (request.method !== 'card' && !phone) {
      throw badInput(phoneCheck && !phoneCheck.ok ? phoneCheck.message : `Enter the mobile money number, like ${PHONE_EXAMPLE}.`, 'phone');
    }
    // No choice: the money fills the next instalments; a choice means "pay off principal early" that way.
    const prepayment: PrepaymentChoice | null = request.prepayment ?? null;
    if (prepayment !== null && !PREPAYMENT_CHOICES.includes(prepayment)) throw badInput('Choose to shorten the loan or to lower the instalments.', 'prepayment');
    const settle = request.settle === true;
    const payerPhone = request.method === 'card' ? null : phone;
    const requestHash = sha256(JSON.stringify([request.loanId, request.amount, request.method, payerPhone, prepayment, settle]));

    const earlier = await this.readKey(viewer.id, key);
    if (earlier) return this.replay(viewer, earlier, requestHash);

    if (!isUuid(request.loanId)) throw notFound('Loan');
    const target = await this.loans().get(viewer, request.loanId);
    // Staff may read a customer's loan, but only its owner pays into it from here.
    if (target.userId !== viewer.id) throw forbidden('You can only pay into your own loans.');
    refuseClosedLoan(target.status);

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

          // Requests for one loan queue here; each sees the payments the ones before it left pending.
          const locked = await this.loans().lockForPayment(tx, request.loanId, this.clock.today());
          refuseClosedLoan(locked.status);
          const owed = locked.settlement.amount;
          if (owed <= 0) throw conflict(PAID_OFF);
          const pending = await this.pendingOn(tx, request.loanId);
          const most = Math.max(0, owed - pending);
          if (request.amount > most) throw badInput(overpaymentMessage(most, pending), 'amount');
          let quote: QuotedSettlement | null = null;
          if (settle) {
            quote = { on: locked.settlement.on, amount: owed, validUntil: locked.settlement.validUntil };
            if (request.amount < quote.amount) throw badInput(`To close the loan today, pay ${formatCedis(quote.amount)}.`, 'amount');
          }

          const reference = `GHC-${randomUUID()}`;
          const startedAt = this.clock.now();
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
              prepayment,
              settlementQuote: quote,
              payerPhone,
              createdAt: startedAt,
              updatedAt: startedAt,
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
        throw new AppError('INTERNAL_SERVER_ERROR', PROVIDER_DOWN);
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

  /** Pesewas of the loan's payments still waiting for the provider (abandoned and expired ones are not counted). */
  private async pendingOn(tx: Tx, loanId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${payment.amount}), 0)::bigint`.mapWith(Number) })
      .from(payment)
      .where(and(eq(payment.loanId, loanId), eq(payment.kind, 'payment'), eq(payment.status, 'pending')));
    return row.total;
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
   * The one settlement path (Paystack webhook, the test-mode page, reconciliation, re-checks): locks the payment, so
   * each outcome is applied once. A success credits the loan, issues the receipt and tells the customer, all in one
   * transaction, whatever the payment's earlier non-final state (pending, abandoned, expired) or even failed: the
   * money has arrived. A success on a successful or reversed payment does nothing.
   */
  async settle(reference: string, outcome: ProviderOutcome, source: string): Promise<SettlementResult> {
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const [row] = await tx.select().from(payment).where(eq(payment.providerReference, reference)).for('update');
        if (!row || row.kind !== 'payment') {
          this.logger.warn('payment outcome for an unknown reference ignored', { source, reference, status: outcome.status });
          return 'unknown_reference';
        }
        if (row.status === 'successful' || row.status === 'reversed') return 'already_settled';
        const now = this.clock.now();
        const published = () => afterCommit(() => this.events.publish('payment.changed', { id: row.id, userId: row.userId }));

        if (outcome.status === 'success') {
          if (outcome.amount !== row.amount || outcome.currency !== 'GHS') {
            this.logger.error('payment not credited: the provider reports another amount or currency', {
              source,
              paymentId: row.id,
              reference,
              expected: { amount: row.amount, currency: 'GHS' },
              reported: { amount: outcome.amount, currency: outcome.currency },
            });
            return 'amount_mismatch';
          }
          if (row.status !== 'pending') {
            this.logger.warn('late success credited', { source, paymentId: row.id, reference, previousStatus: row.status, loanId: row.loanId });
          }
          const paidAt = outcome.paidAt ?? now;
          await tx
            .update(payment)
            .set({ status: 'successful', settledAt: paidAt, failureReason: null, simulatorTokenHash: null, updatedAt: now })
            .where(eq(payment.id, row.id));
          const applied = await this.applyToLoan(tx, row, paidAt);
          if (applied) {
            await issueReceipt(tx, afterCommit, this.notifications, row, applied, now);
            const loanId = row.loanId!;
            afterCommit(() => this.events.publish('loan.changed', { id: loanId, userId: row.userId }));
          } else {
            await this.holdInSuspense(tx, afterCommit, row, row.loanId ? `Loan ${loanNumber(row.loanId)} could not take it.` : 'No loan was named.');
          }
          published();
          return 'credited';
        }

        // failed is final; abandoned and expired only ever follow pending.
        if (row.status === 'failed') return 'already_settled';
        if (outcome.status !== 'failed' && row.status !== 'pending') return 'already_settled';
        const reason = (outcome.reason?.slice(0, 300) || DEFAULT_REASONS[outcome.status]).trim();
        await tx
          .update(payment)
          .set({
            status: outcome.status,
            settledAt: outcome.status === 'failed' ? now : null,
            failureReason: reason,
            simulatorTokenHash: null,
            updatedAt: now,
          })
          .where(eq(payment.id, row.id));
        const later = outcome.status === 'failed' ? '' : ' If money did leave your wallet, we credit it as soon as the provider confirms it.';
        await this.notifications.notify(tx, afterCommit, {
          userId: row.userId,
          kind: 'payment',
          title: 'Payment not completed',
          body: `Your payment of ${formatCedis(row.amount)} by ${METHOD_LABELS[row.method]} (reference ${reference}) did not go through: ${reason} Nothing was taken from your balance.${later}`,
          target: { kind: 'PAYMENT', id: row.id },
        });
        published();
        return outcome.status;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  /**
   * Credits the loan inside a savepoint with the borrower's choices (prepayment, settlement quote). The money has
   * really arrived, so if the loan refuses it anyway the payment still succeeds, its amount stays unallocated and
   * staff are alerted.
   */
  private async applyToLoan(tx: Tx, row: PaymentRow, receivedAt: Date): Promise<AppliedPayment | null> {
    if (!row.loanId) return null;
    const loanId = row.loanId;
    try {
      return await tx.transaction((savepoint) =>
        this.loans().applyPayment(savepoint, {
          loanId,
          userId: row.userId,
          paymentId: row.id,
          amount: row.amount,
          receivedAt,
          prepayment: row.prepayment ?? null,
          quote: row.settlementQuote ?? null,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.logger.error('successful payment could not be applied to its loan: held in suspense', {
        paymentId: row.id,
        loanId,
        reason: error.message,
      });
      return null;
    }
  }

  /**
   * Money that arrived with no loan to take it waits in suspense (SuspenseService): the row loses its loan (the books
   * post it to suspense, migration 0041_suspense), no receipt yet, and the customer is told it is being matched.
   */
  private async holdInSuspense(tx: Tx, afterCommit: AfterCommit, row: PaymentRow, reason: string): Promise<void> {
    await tx.update(payment).set({ loanId: null, suspenseReason: reason }).where(eq(payment.id, row.id));
    // Nobody to tell when we do not know who paid.
    if (isUnidentifiedPayer(row.userId)) return;
    await this.notifications.notify(tx, afterCommit, {
      userId: row.userId,
      kind: 'payment',
      title: 'Payment received',
      body: `We received your payment of ${formatCedis(row.amount)} by ${METHOD_LABELS[row.method]}${row.providerReference ? ` (reference ${row.providerReference})` : ''}. We are matching it to your loan and will send the receipt when it is applied.`,
      target: { kind: 'PAYMENT', id: row.id },
    });
  }

  /**
   * A signed Paystack event: never trusted on its own. A reference we never issued is acknowledged and logged (Paystack
   * would otherwise deliver it again for days); ours is confirmed with the verify call, and the event's amount must
   * agree with what verify reports before settlement compares it with the payment.
   */
  async settleFromPaystackEvent(event: PaystackEvent): Promise<SettlementResult> {
    const reference = event.data?.reference;
    const known =
      typeof reference === 'string' && reference.length > 0 && reference.length <= 200
        ? await this.db
            .select({ id: payment.id })
            .from(payment)
            .where(and(eq(payment.providerReference, reference), eq(payment.kind, 'payment'), isNull(payment.recordedBy)))
        : [];
    if (known.length === 0) {
      if (typeof reference === 'string' && reference.length > 0) {
        const held = await this.holdUnknownReference(event, reference);
        if (held) return held;
      }
      this.logger.warn('paystack webhook for an unknown reference acknowledged', {
        event: String(event.event).slice(0, 100),
        reference: typeof reference === 'string' ? reference.slice(0, 200) : null,
      });
      return 'unknown_reference';
    }
    const ours = reference as string;
    const verified = await this.provider.verify(ours);
    if (verified.status === 'pending') return 'still_pending';
    if (verified.status === 'success' && (event.data?.amount !== verified.amount || event.data?.currency !== verified.currency)) {
      this.logger.error('payment not credited: webhook and verify disagree', {
        reference: ours,
        webhook: { amount: event.data?.amount, currency: event.data?.currency },
        verified: { amount: verified.amount, currency: verified.currency },
      });
      return 'amount_mismatch';
    }
    return this.settle(ours, outcomeOf(verified), 'paystack');
  }

  /**
   * A charge.success for a reference we never issued, paid by one of our customers (the event's customer email): once
   * verify confirms the money, it is recorded for that customer with no loan, so it waits in suspense for staff to
   * allocate or refund. An email no customer has, another channel or a verify that disagrees: null (acknowledged and
   * logged, Paystack asked nothing): Paystack events for charges of other integrations or environments on the same
   * account carry such emails, and holding those would take money that is not ours to match.
   */
  private async holdUnknownReference(event: PaystackEvent, reference: string): Promise<SettlementResult | null> {
    const data = event.data;
    const email = data?.customer?.email;
    if (event.event !== 'charge.success' || typeof email !== 'string' || email.length > 320 || reference.length > 200) return null;
    const method = paystackMethod(data?.channel, data?.authorization?.bank);
    if (!method) return null;
    const payer = await this.customerWithEmail(email);
    if (!payer) return null;
    const verified = await this.provider.verify(reference);
    if (verified.status !== 'success' || verified.currency !== 'GHS' || data?.amount !== verified.amount || data?.currency !== verified.currency) return null;
    if (!Number.isSafeInteger(verified.amount) || verified.amount < 1) return null;
    const phone = typeof data?.authorization?.mobile_money_number === 'string' ? parseGhanaPhone(data.authorization.mobile_money_number, 'mobile') : null;
    return this.holdArrival({ payerId: payer, amount: verified.amount, method, reference, phone: phone?.ok ? phone.e164 : null, paidAt: verified.paidAt });
  }

  /** The customer with this email (null when none has it). */
  private async customerWithEmail(email: string): Promise<string | null> {
    const trimmed = email.trim();
    if (trimmed.length < 3 || trimmed.length > 320) return null;
    const [payer] = await this.db
      .select({ id: user.id })
      .from(user)
      .where(and(sql`lower(${user.email}) = lower(${trimmed})`, eq(user.role, 'user')));
    return payer?.id ?? null;
  }

  /**
   * Money a provider confirmed for a reference we never issued: recorded as the payer's (a customer, or the
   * unidentified payer) with no loan (successful), so it waits in suspense. A second delivery of the same reference records nothing.
   */
  private async holdArrival(arrival: { payerId: string; amount: number; method: PaymentRow['method']; reference: string; phone: string | null; paidAt: Date | null }): Promise<SettlementResult> {
    const reason = 'Unknown reference: no payment of ours carries it.';
    return withTransaction(
      this.db,
      async (tx, afterCommit) => {
        const now = this.clock.now();
        const [created] = await tx
          .insert(payment)
          .values({
            userId: arrival.payerId,
            kind: 'payment',
            amount: arrival.amount,
            method: arrival.method,
            providerReference: arrival.reference,
            status: 'successful',
            payerPhone: arrival.phone,
            settledAt: arrival.paidAt ?? now,
            suspenseReason: reason,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        // A concurrent delivery of the same event recorded it first.
        if (!created) return 'already_settled' as const;
        this.logger.warn('payment with an unknown reference held in suspense', { paymentId: created.id, reference: arrival.reference });
        await this.holdInSuspense(tx, afterCommit, created, reason);
        afterCommit(() => this.events.publish('payment.changed', { id: created.id, userId: created.userId }));
        return 'held_in_suspense' as const;
      },
      (error) => this.logger.warn('after-commit work failed', { error: String(error) }),
    );
  }

  /**
   * Test mode only (the simulated provider): a transfer a payer made from their own wallet with a reference of their
   * own (not one we issued), as the provider would report it. The money is held in suspense like any unknown
   * reference; the simulated provider remembers it, so verify agrees. An email no customer has (or none): the
   * unidentified payer's, with the number it came from.
   */
  async receiveSimulatedTransfer(input: { email: string; amount: number; method: PaymentRow['method']; reference: string; phone?: string | null }): Promise<SettlementResult | 'invalid'> {
    if (!(this.provider instanceof SimulatedProvider)) return 'invalid';
    const reference = input.reference.trim();
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{2,99}$/.test(reference) || reference.startsWith('GHC-')) return 'invalid';
    if (!Number.isSafeInteger(input.amount) || input.amount < MIN_ONLINE_AMOUNT || input.amount > 100_000_000) return 'invalid';
    if (!(ONLINE_METHODS as readonly string[]).includes(input.method) || input.method === 'card') return 'invalid';
    const phone = input.phone?.trim() ? parseGhanaPhone(input.phone, 'mobile') : null;
    if (phone && !phone.ok) return 'invalid';
    if (input.email.length > 320) return 'invalid';
    // A payer nobody can name (the transfer's number is all we have): held under the unidentified payer.
    const payer = (await this.customerWithEmail(input.email)) ?? (await unidentifiedPayerId(this.db));
    const paidAt = this.clock.now();
    this.provider.record(reference, { status: 'success', amount: input.amount, at: paidAt });
    return this.holdArrival({ payerId: payer, amount: input.amount, method: input.method, reference, phone: phone?.ok ? phone.e164 : null, paidAt });
  }

  /**
   * Asks the provider about one online payment and applies its answer through `settle`. A payment the provider still
   * calls pending a day after it started becomes expired.
   */
  private async checkWithProvider(row: Pick<PaymentRow, 'providerReference' | 'amount' | 'createdAt'>, now: Date, source: string): Promise<SettlementResult> {
    const reference = row.providerReference!;
    const verified = await this.provider.verify(reference);
    if (verified.status !== 'pending') return this.settle(reference, outcomeOf(verified), source);
    if (now.getTime() - row.createdAt.getTime() < EXPIRE_AFTER_MS) return 'still_pending';
    return this.settle(reference, { status: 'expired', amount: row.amount, currency: 'GHS', paidAt: null, reason: null }, source);
  }

  /**
   * Verifies with the provider every online payment still pending `payments.reconcile_after_minutes` after it
   * started (a webhook lost or never sent), oldest first. Several instances may run it at once: settlement locks
   * each payment, so an outcome is applied once; only the verify calls repeat.
   */
  async reconcilePendingPayments(now: Date = this.clock.now()): Promise<ReconciliationResult> {
    const setting = (await this.settings.getMany(['payments.reconcile_after_minutes'])).get('payments.reconcile_after_minutes');
    const minutes = typeof setting === 'number' && Number.isFinite(setting) && setting >= 0 ? setting : 30;
    const cutoff = new Date(now.getTime() - minutes * MINUTE_MS);
    const result: ReconciliationResult = { checked: 0, credited: 0, failed: 0, abandoned: 0, expired: 0, stillPending: 0, errors: 0 };
    let after: { createdAt: Date; id: string } | null = null;
    for (let page = 0; page < RECONCILE_MAX_PAGES; page += 1) {
      const rows: Array<Pick<PaymentRow, 'id' | 'providerReference' | 'amount' | 'createdAt'>> = await this.db
        .select({ id: payment.id, providerReference: payment.providerReference, amount: payment.amount, createdAt: payment.createdAt })
        .from(payment)
        .where(
          and(
            eq(payment.status, 'pending'),
            eq(payment.kind, 'payment'),
            isNull(payment.recordedBy),
            isNotNull(payment.providerReference),
            lt(payment.createdAt, cutoff),
            after ? or(gt(payment.createdAt, after.createdAt), and(eq(payment.createdAt, after.createdAt), gt(payment.id, after.id))) : undefined,
          ),
        )
        .orderBy(asc(payment.createdAt), asc(payment.id))
        .limit(RECONCILE_PAGE);
      for (const row of rows) {
        result.checked += 1;
        try {
          const outcome = await this.checkWithProvider(row, now, 'reconciliation');
          if (outcome === 'credited') result.credited += 1;
          else if (outcome === 'failed') result.failed += 1;
          else if (outcome === 'abandoned') result.abandoned += 1;
          else if (outcome === 'expired') result.expired += 1;
          else if (outcome === 'still_pending') result.stillPending += 1;
        } catch (error) {
          result.errors += 1;
          this.logger.warn('reconciliation could not check a payment', { paymentId: row.id, error: String(error) });
        }
      }
      if (rows.length < RECONCILE_PAGE) break;
      after = rows[rows.length - 1];
    }
    if (result.checked > 0) this.logger.info('pending payments reconciled', { ...result });
    return result;
  }

  /** Staff "Re-check": asks the provider about one online payment now, applies the answer, and audits it. */
  async recheck(actor: Actor, id: string): Promise<PaymentWithCustomer> {
    if (!isUuid(id)) throw notFound('Payment');
    const [row] = await this.db.select().from(payment).where(eq(payment.id, id));
    if (!row) throw notFound('Payment');
    if (row.kind !== 'payment' || row.recordedBy !== null || !row.providerReference) {
      throw conflict('Only an online payment can be re-checked with the provider.');
    }
    let result: SettlementResult;
    try {
      result = await this.checkWithProvider(row, this.clock.now(), 'recheck');
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn('payment provider could not be asked about a payment', { provider: this.provider.name, paymentId: id, error: error.message });
      throw new AppError('INTERNAL_SERVER_ERROR', PROVIDER_DOWN);
    }
    const checked = await this.payments.get(actor.viewer, id);
    await this.audit.record(this.db, actor, {
      action: 'payment.recheck',
      entity: 'payment',
      entityId: id,
      before: { status: row.status },
      after: { status: checked.status, result },
    });
    return checked;
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

  /**
   * Approve or Decline from the test-mode page: the token is spent first, so a replayed form does nothing. The answer
   * is recorded on the simulated provider (what its verify reports from then on) and then settled.
   */
  async decideSimulated(reference: string, token: string, approve: boolean): Promise<SettlementResult | 'invalid_token'> {
    if (!(this.provider instanceof SimulatedProvider) || !token) return 'invalid_token';
    const [spent] = await this.db
      .update(payment)
      .set({ simulatorTokenHash: null })
      .where(and(eq(payment.providerReference, reference), eq(payment.simulatorTokenHash, sha256(token)), eq(payment.status, 'pending')))
      .returning({ amount: payment.amount });
    if (!spent) return 'invalid_token';
    const reason = approve ? null : 'Declined on the test checkout page.';
    const paidAt = this.clock.now();
    this.provider.record(reference, { status: approve ? 'success' : 'failed', amount: spent.amount, at: paidAt, reason });
    return this.settle(reference, { status: approve ? 'success' : 'failed', amount: spent.amount, currency: 'GHS', paidAt: approve ? paidAt : null, reason }, 'simulator');
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

const DEFAULT_REASONS: Record<Exclude<ProviderOutcome['status'], 'success'>, string> = {
  failed: 'The payment was declined.',
  abandoned: 'The payment was not completed.',
  expired: 'The provider did not confirm the payment within 24 hours.',
};

/** Loans that take no online payment: before disbursement, written off, paid off. */
function refuseClosedLoan(status: string): void {
  if (status === 'awaiting_disbursement') throw conflict('This loan has not been disbursed yet.');
  if (status === 'written_off') throw conflict('This loan was written off; contact support to pay it.');
  if (status === 'paid_off') throw conflict(PAID_OFF);
  if (status === 'cancelled') throw conflict('This loan was cancelled with its order; nothing is owed.');
}
