// Collections: contacts with borrowers, promises to pay and the collector a loan is assigned to. A
// write-off is a maker-checker request (approvals, action write_off): collections.approvals.ts.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { loan } from '../loans/loan.table.js';

export const CONTACT_CHANNELS = ['call', 'sms', 'visit', 'whatsapp', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_OUTCOMES = ['reached', 'no_answer', 'promised', 'refused', 'wrong_number', 'disputed', 'left_message'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const PROMISE_STATUSES = ['open', 'kept', 'broken', 'cancelled'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One contact (or attempt) with the borrower about a loan. */
export const collectionContact = pgTable(
  'collection_contact',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    channel: text('channel', { enum: CONTACT_CHANNELS }).notNull(),
    outcome: text('outcome', { enum: CONTACT_OUTCOMES }).notNull(),
    note: text('note'),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => user.id),
    /** The business day of the contact (the injected clock). */
    contactedOn: date('contacted_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('collection_contact_loan_created_idx').on(table.loanId, table.createdAt.desc()),
    check('collection_contact_channel_check', sql`${table.channel} in (${quoted(CONTACT_CHANNELS)})`),
    check('collection_contact_outcome_check', sql`${table.outcome} in (${quoted(CONTACT_OUTCOMES)})`),
  ],
);

/**
 * A borrower's promise to pay `amount` by `promised_on`. Kept when payments received from the day it was made
 * reach the amount by that day; broken when the day passes short (close of business, collections/promises.ts).
 */
export const promiseToPay = pgTable(
  'promise_to_pay',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    promisedOn: date('promised_on', { mode: 'string' }).notNull(),
    /** The business day it was made: payments received from this day count towards it. */
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: PROMISE_STATUSES }).notNull().default('open'),
    /** Money counted towards it when it was decided. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** The business date that decided it (kept or broken). */
    decidedOn: date('decided_on', { mode: 'string' }),
    note: text('note'),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('promise_to_pay_loan_created_idx').on(table.loanId, table.createdAt.desc()),
    index('promise_to_pay_open_idx').on(table.promisedOn).where(sql`${table.status} = 'open'`),
    check('promise_to_pay_amount_positive', sql`${table.amount} > 0`),
    check('promise_to_pay_status_check', sql`${table.status} in (${quoted(PROMISE_STATUSES)})`),
  ],
);

/** The collector a loan is assigned to (one row per loan, replaced on reassignment; the audit log keeps history). */
export const collectionAssignment = pgTable('collection_assignment', {
  loanId: uuid('loan_id')
    .primaryKey()
    .references(() => loan.id),
  collectorId: text('collector_id')
    .notNull()
    .references(() => user.id),
  assignedBy: text('assigned_by')
    .notNull()
    .references(() => user.id),
  assignedAt: timestamp('assigned_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
