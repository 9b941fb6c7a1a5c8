import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Where a public holiday came from: the date-holidays library, a statute the library lacks, or staff. */
export const HOLIDAY_SOURCES = ['library', 'statute', 'staff'] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];

// Ghana's public holidays, the working-day calendar of quotes and every working-day rule. Seeded per year from the
// library and the statutory additions; staff add and remove days. A removed day keeps its row (removed_at), so
// seeding a year again never brings back a day staff took out.
export const publicHoliday = pgTable('public_holiday', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  source: text('source', { enum: HOLIDAY_SOURCES }).notNull(),
  /** The staff member who last added or removed the day (null: seeded). */
  changedBy: text('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
