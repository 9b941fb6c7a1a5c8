import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const PERIOD_STATUSES = ['closed', 'reopened'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** One item of the month-end checklist, as it stood when the period was closed. */
export interface PeriodCheck {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}

/**
 * A calendar month of the books that finance closed (a month without a row is open). While closed, the
 * `journal_entry_open_period` trigger moves any posting dated in it to the first open day and keeps the date it
 * belongs to (`journal_entry.belongs_on`). Reopening takes two people: one asks, another approves.
 */
export const accountingPeriod = pgTable(
  'accounting_period',
  {
    /** The first day of the month. */
    startsOn: date('starts_on', { mode: 'string' }).primaryKey(),
    /** The last day of the month. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: PERIOD_STATUSES }).notNull(),
    closedBy: text('closed_by')
      .notNull()
      .references(() => user.id),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The checklist the close was taken on. */
    checklist: jsonb('checklist').$type<PeriodCheck[]>().notNull(),
    reopenRequestedBy: text('reopen_requested_by').references(() => user.id),
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true, precision: 3 }),
    reopenReason: text('reopen_reason'),
    reopenedBy: text('reopened_by').references(() => user.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('accounting_period_status_check', sql`${table.status} in ('closed', 'reopened')`),
    check('accounting_period_month_check', sql`extract(day from ${table.startsOn}) = 1 and ${table.endsOn} = (${table.startsOn} + interval '1 month' - interval '1 day')::date`),
    check('accounting_period_four_eyes_check', sql`${table.reopenedBy} is null or ${table.reopenedBy} <> ${table.reopenRequestedBy}`),
  ],
);
