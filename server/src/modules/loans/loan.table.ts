import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { application } from '../applications/application.table.js';
import { creditProductVersion } from '../credit-products/credit-product.table.js';
import { bnplOrder } from '../orders/order.table.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';

/**
 * How the loan came about, product-independent: 'rent' is a loan from an application (rent assistance, school fees or
 * any product applied for; `credit_product_version_id` names the product), 'bnpl' one from a shop order. The books
 * map accounts by the loan's product (loan_mapping_key); the source is only their fallback for a product without a mapping.
 */
export const LOAN_SOURCES = ['rent', 'bnpl'] as const;
export type LoanSource = (typeof LOAN_SOURCES)[number];
export const LOAN_STATUSES = ['awaiting_disbursement', 'active', 'in_arrears', 'paid_off', 'written_off', 'cancelled'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/**
 * What a ledger entry records. Charges change what is due on instalments (`allocation` = the change per
 * instalment): penalty, fee, rebate (interest given back on early settlement). Payments and reversals record what
 * was paid per instalment; `reschedule` records the change of total owed when a new schedule version replaces the
 * old one. credit (money received beyond what is owed), settlement_credit (interest paid ahead beyond everything a
 * settled loan still owed, given back), refund and credit_applied move the borrower's credit balance.
 */
export const LEDGER_KINDS = [
  'disbursement',
  'payment',
  'penalty',
  'fee',
  'rebate',
  'reschedule',
  'reversal',
  'credit',
  'refund',
  'credit_applied',
  'write_off',
  'settlement_credit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export interface DisbursementRecord {
  method: string;
  reference: string;
  paidTo: string;
  note: string | null;
  recordedBy: string;
}

/** Money lent. What is owed is derived from its schedule and ledger, never stored here. */
export const loan = pgTable(
  'loan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    source: text('source', { enum: LOAN_SOURCES }).notNull(),
    applicationId: uuid('application_id').references(() => application.id),
    orderId: uuid('order_id').references(() => bnplOrder.id),
    /** The credit product version it was priced on; kept for life: its servicing terms (grace days, penalty rate and cap) and its accounts. */
    creditProductVersionId: uuid('credit_product_version_id')
      .notNull()
      .references(() => creditProductVersion.id),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    months: smallint('months').notNull(),
    monthlyRateBp: integer('monthly_rate_bp').notNull(),
    method: text('method', { enum: ['reducing_balance', 'flat'] }).notNull(),
    processingFee: bigint('processing_fee', { mode: 'number' }).notNull().default(0),
    feeFinanced: boolean('fee_financed').notNull().default(false),
    status: text('status', { enum: LOAN_STATUSES }).notNull(),
    /** The disclosure the borrower accepted (dates as quoted; the schedule rows carry the real dates). */
    disclosure: jsonb('disclosure').$type<CreditQuoteView>().notNull(),
    /** First due date; null until the money is disbursed. */
    startDate: date('start_date', { mode: 'string' }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    disbursement: jsonb('disbursement').$type<DisbursementRecord>(),
    /** When the borrower signed the credit agreement (modules/agreements); money waiting to be paid out waits for it. */
    agreementSignedAt: timestamp('agreement_signed_at', { withTimezone: true, precision: 3 }),
    /** The schedule version in force (loan_instalment rows of this version are the current schedule). */
    scheduleVersion: smallint('schedule_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('loan_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('loan_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('loan_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    /** Running loans in creation order: the close of business walks them batch by batch (system/close-of-business.ts). */
    index('loan_open_created_idx').on(table.createdAt, table.id).where(sql`${table.status} in ('active', 'in_arrears')`),
    // One loan per approved application or order, even if an approval is retried.
    uniqueIndex('loan_application_key').on(table.applicationId),
    uniqueIndex('loan_order_key').on(table.orderId),
    check('loan_principal_positive', sql`${table.principal} > 0`),
    check('loan_status_check', sql`${table.status} in (${quoted(LOAN_STATUSES)})`),
    check('loan_source_link_check', sql`(${table.source} = 'rent' and ${table.applicationId} is not null) or (${table.source} = 'bnpl' and ${table.orderId} is not null)`),
  ],
);

export const SCHEDULE_VERSION_REASONS = ['original', 'prepayment_shorten', 'prepayment_lower', 'settlement', 'reallocation', 'cancellation', 'restructure'] as const;
export type ScheduleVersionReason = (typeof SCHEDULE_VERSION_REASONS)[number];

/** Why and when a loan's schedule changed; version 1 is the schedule the borrower signed. Old versions are kept. */
export const loanScheduleVersion = pgTable(
  'loan_schedule_version',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    version: smallint('version').notNull(),
    reason: text('reason', { enum: SCHEDULE_VERSION_REASONS }).notNull(),
    /** The payment that caused it (prepayment, settlement), if any. */
    paymentId: uuid('payment_id'),
    /** The day the new schedule takes effect. */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'loan_schedule_version_pkey', columns: [table.loanId, table.version] }),
    check('loan_schedule_version_reason_check', sql`${table.reason} in (${quoted(SCHEDULE_VERSION_REASONS)})`),
  ],
);

/** The agreed schedule, one set of rows per version: what falls due when. Payments and penalties live in the ledger. */
export const loanInstalment = pgTable(
  'loan_instalment',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    version: smallint('version').notNull().default(1),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principalDue: bigint('principal_due', { mode: 'number' }).notNull(),
    interestDue: bigint('interest_due', { mode: 'number' }).notNull(),
    feeDue: bigint('fee_due', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('loan_instalment_loan_version_number_key').on(table.loanId, table.version, table.number),
    check('loan_instalment_parts_non_negative', sql`${table.principalDue} >= 0 and ${table.interestDue} >= 0 and ${table.feeDue} >= 0`),
  ],
);

export interface LedgerPaymentTerms {
  received: number;
  prepayment: 'shorten' | 'lower_instalment' | null;
  quote: { on: string; amount: number; validUntil: string } | null;
}

export interface AllocationPart {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

/**
 * Append-only money movements of a loan (a trigger refuses UPDATE and DELETE). `amount` is signed: positive
 * increases what the borrower owes. `allocation` splits it per instalment: payments record what they paid
 * (reversals the same parts negated), penalties what they charged.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** Order of writing (entries of one transaction share created_at). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A correcting entry names the entry it undoes (same kind negated, or `reversal` for a payment). */
    reverses: uuid('reverses'),
    allocation: jsonb('allocation').$type<AllocationPart[]>().notNull().default([]),
    paymentId: uuid('payment_id'),
    /** Penalty entries: the day accrued through (one per loan per day). */
    accrualDate: date('accrual_date', { mode: 'string' }),
    /** Payments: the day the money was received (allocation follows it). Reschedules: the version they created. */
    effectiveOn: date('effective_on', { mode: 'string' }),
    scheduleVersion: smallint('schedule_version'),
    /** Principal paid ahead of the schedule by a payment (not tied to an instalment; the new version is lower). */
    prepaid: bigint('prepaid', { mode: 'number' }).notNull().default(0),
    /** Payments: what the borrower asked for (prepayment choice, settlement quote) and the gross amount received. */
    paymentTerms: jsonb('payment_terms').$type<LedgerPaymentTerms>(),
    /** Refunds and staff entries: the transfer reference, who recorded it and why. */
    reference: text('reference'),
    note: text('note'),
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entry_loan_created_idx').on(table.loanId, table.createdAt, table.id),
    index('ledger_entry_loan_seq_idx').on(table.loanId, table.seq),
    // An entry is undone at most once.
    uniqueIndex('ledger_entry_reverses_key').on(table.reverses),
    // A payment may be applied, reversed and re-applied when an earlier payment is reversed (under the loan's row lock).
    index('ledger_entry_payment_idx').on(table.paymentId).where(sql`${table.paymentId} is not null`),
    // The overdue job charges a loan at most once per day, even with two runners.
    uniqueIndex('ledger_entry_penalty_day_key').on(table.loanId, table.accrualDate).where(sql`${table.kind} = 'penalty'`),
    check('ledger_entry_kind_check', sql`${table.kind} in (${quoted(LEDGER_KINDS)})`),
  ],
);
