import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const PAYMENT_METHODS = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * pending → successful | failed (final) | abandoned / expired (not final: a late success is still credited); successful → reversed.
 * A successful payment with no loan is held in suspense (SuspenseService): allocated to a loan, or refunded (→ refunded).
 * A manual payment above approvals.manual_payment_threshold, or dated before today, is recorded awaiting_approval: received, not yet applied to
 * the loan or the books; a second person's approval makes it successful (applied as of the day received), a decline
 * or the maker's cancel removes it (the approval request keeps what was asked).
 */
export const PAYMENT_STATUSES = ['pending', 'awaiting_approval', 'successful', 'failed', 'abandoned', 'expired', 'reversed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment brings money in; a reversal record gives the same amount back; a refund pays out a credit balance. */
export const PAYMENT_KINDS = ['payment', 'reversal', 'refund'] as const;
/** How principal the borrower chose to pay off early re-draws the schedule: fewer instalments or lower ones. */
export const PREPAYMENT_CHOICES = ['shorten', 'lower_instalment'] as const;
export type PrepaymentChoice = (typeof PREPAYMENT_CHOICES)[number];

/** The early-settlement quote a payment was made against; honoured while valid. */
export interface QuotedSettlement {
  on: string;
  amount: number;
  validUntil: string;
}
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * When the money was received: the day staff dated it (a manual payment: Ghana keeps UTC all year), else when the
 * provider settled it, else when it was created. Payment statistics count money on this day, so cash taken yesterday
 * and recorded today is yesterday's collection.
 */
export const receivedAtOf = (columns: { receivedOn: AnyPgColumn; settledAt: AnyPgColumn; createdAt: AnyPgColumn }) =>
  sql<Date>`coalesce((${columns.receivedOn})::timestamp at time zone 'UTC', ${columns.settledAt}, ${columns.createdAt})`;

/** `receivedAtOf` for a payment already read. */
export const receivedAtOfRow = (row: { receivedOn: string | null; settledAt: Date | null; createdAt: Date }): Date =>
  row.receivedOn ? new Date(`${row.receivedOn}T00:00:00Z`) : (row.settledAt ?? row.createdAt);

export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer the money is for: the payer, until money held in suspense is allocated to another customer's loan. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('payment'),
    /** Pesewas, always positive; `kind` says which way the money went. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    providerReference: text('provider_reference'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    note: text('note'),
    recordedBy: text('recorded_by').references(() => user.id),
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => payment.id),
    /** The loan an online instalment payment goes to (the loans module owns that table, so no foreign key here). */
    loanId: uuid('loan_id'),
    /** Null: money beyond what is due covered the next instalments; set: "pay off principal early", this way. */
    prepayment: text('prepayment', { enum: PREPAYMENT_CHOICES }),
    /** Set when the borrower paid an early-settlement quote. */
    settlementQuote: jsonb('settlement_quote').$type<QuotedSettlement>(),
    /** The mobile-money wallet that was prompted (+233…). */
    payerPhone: text('payer_phone'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Recorded by staff: the day the money was actually received (it is applied to the loan as of that day). */
    receivedOn: date('received_on', { mode: 'string' }),
    /** Recorded by staff: who took the money (the recorder unless another teller is named) and at which branch. */
    tellerId: text('teller_id').references(() => user.id),
    branch: text('branch'),
    /** Recorded by staff: who handed the money over (often not the borrower), and their phone (+233…). */
    depositorName: text('depositor_name'),
    depositorPhone: text('depositor_phone'),
    failureReason: text('failure_reason'),
    /** Why the money waits in suspense (no loan): an unknown reference, or the loan it named could not take it. */
    suspenseReason: text('suspense_reason'),
    /** A suspense payment given back: the outgoing transfer's reference, why, who and when. */
    refundReference: text('refund_reference'),
    refundReason: text('refund_reason'),
    refundedBy: text('refunded_by').references(() => user.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** sha256 of the one-time token the test-mode checkout page last issued; cleared when used. */
    simulatorTokenHash: text('simulator_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payment_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payment_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payment_loan_created_idx').on(table.loanId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payment_method_created_idx').on(table.method, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // NULLs never collide, so only real provider references must be unique.
    uniqueIndex('payment_provider_reference_key').on(table.providerReference),
    // At most one reversal per payment, even under concurrent requests.
    uniqueIndex('payment_reversal_of_key').on(table.reversalOf),
    check('payment_amount_check', sql`${table.amount} > 0`),
    check('payment_kind_check', sql`${table.kind} in (${quoted(PAYMENT_KINDS)})`),
    check('payment_method_check', sql`${table.method} in (${quoted(PAYMENT_METHODS)})`),
    check('payment_status_check', sql`${table.status} in (${quoted(PAYMENT_STATUSES)})`),
    check('payment_prepayment_check', sql`${table.prepayment} is null or ${table.prepayment} in (${quoted(PREPAYMENT_CHOICES)})`),
    // Payment statistics by the day the money was received (receivedAtOf).
    index('payment_received_at_idx').on(receivedAtOf(table)),
    // The suspense queue: successful money with no loan, oldest first.
    index('payment_suspense_idx').on(table.createdAt, table.id).where(sql`${table.loanId} is null and ${table.status} = 'successful' and ${table.kind} = 'payment'`),
    check('payment_refund_check', sql`(${table.status} = 'refunded') = (${table.refundReference} is not null)`),
    check('payment_reversal_link_check', sql`(${table.kind} = 'reversal') = (${table.reversalOf} is not null)`),
  ],
);

/** What a payment initiation answered, so a retry with the same Idempotency-Key answers the same. */
export interface StoredInitiation {
  paymentId: string;
  nextAction: { kind: 'redirect' | 'await_prompt'; url: string | null; displayText: string };
}

/** One row per (customer, Idempotency-Key): the first request wins, later ones replay its answer. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the request's parameters: the same key with other details is refused. */
    requestHash: text('request_hash').notNull(),
    paymentId: uuid('payment_id').references(() => payment.id),
    response: jsonb('response').$type<StoredInitiation>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_key_pkey', columns: [table.userId, table.key] })],
);

export interface ReceiptAllocationLine {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

/** Human receipt numbers (RCP-2026-000123) come from one sequence, so they never repeat across instances. */
export const receiptNumberSequence = pgSequence('receipt_number_seq', { startWith: 1, increment: 1 });

export const receipt = pgTable(
  'receipt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    number: text('number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    allocation: jsonb('allocation').$type<ReceiptAllocationLine[]>().notNull(),
    /** Principal paid ahead of the schedule. */
    prepaid: bigint('prepaid', { mode: 'number' }).notNull().default(0),
    /** Pesewas of the payment the loan could not absorb (kept as the borrower's credit balance). */
    unallocated: bigint('unallocated', { mode: 'number' }).notNull().default(0),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** A payment recorded by staff, as printed: the day received, "received by" (the teller's name), branch, depositor. */
    receivedOn: date('received_on', { mode: 'string' }),
    receivedBy: text('received_by'),
    branch: text('branch'),
    depositorName: text('depositor_name'),
    depositorPhone: text('depositor_phone'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('receipt_payment_key').on(table.paymentId),
    uniqueIndex('receipt_number_key').on(table.number),
    check('receipt_amount_check', sql`${table.amount} > 0`),
  ],
);
