import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { loan } from '../loans/loan.table.js';

/** pending → approved (awaiting the customer) → accepted (applied); pending → declined; pending | approved → cancelled. */
export const HARDSHIP_STATUSES = ['pending', 'approved', 'accepted', 'declined', 'cancelled'] as const;
export type HardshipStatus = (typeof HARDSHIP_STATUSES)[number];
/** Requests that stop penalties and block a second one on the loan. */
export const OPEN_HARDSHIP_STATUSES: HardshipStatus[] = ['pending', 'approved'];
export const HARDSHIP_REASONS = ['job_loss', 'reduced_income', 'illness', 'family_emergency', 'business_difficulty', 'other'] as const;
export type HardshipReason = (typeof HARDSHIP_REASONS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A borrower's "I'm having trouble paying" request and the analyst's terms. */
export const hardshipRequest = pgTable(
  'hardship_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: text('status', { enum: HARDSHIP_STATUSES }).notNull().default('pending'),
    reason: text('reason', { enum: HARDSHIP_REASONS }).notNull(),
    details: text('details').notNull(),
    /** What the borrower asked for: pesewas per month, holiday months, arrears capitalised. */
    affordable: bigint('affordable', { mode: 'number' }).notNull(),
    holidayMonths: smallint('holiday_months').notNull().default(0),
    capitaliseArrears: boolean('capitalise_arrears').notNull().default(true),
    /** The terms approved (as asked, or others); null until approved. */
    approvedAffordable: bigint('approved_affordable', { mode: 'number' }),
    approvedHolidayMonths: smallint('approved_holiday_months'),
    approvedCapitaliseArrears: boolean('approved_capitalise_arrears'),
    approvedMonthlyRateBp: integer('approved_monthly_rate_bp'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => user.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The day it stopped being open (declined, cancelled, accepted): penalties resume after it. */
    closedOn: date('closed_on', { mode: 'string' }),
    /** The schedule version the accepted terms created. */
    appliedVersion: smallint('applied_version'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per loan.
    uniqueIndex('hardship_request_open_loan_key').on(table.loanId).where(sql`${table.status} in ('pending', 'approved')`),
    index('hardship_request_status_created_idx').on(table.status, table.createdAt, table.id),
    index('hardship_request_loan_idx').on(table.loanId, table.createdAt),
    check('hardship_request_status_check', sql`${table.status} in (${quoted(HARDSHIP_STATUSES)})`),
    check('hardship_request_reason_check', sql`${table.reason} in (${quoted(HARDSHIP_REASONS)})`),
    check('hardship_request_terms_check', sql`${table.affordable} > 0 and ${table.holidayMonths} between 0 and 2`),
  ],
);
