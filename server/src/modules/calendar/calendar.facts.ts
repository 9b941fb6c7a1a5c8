// The public holidays a working-day rule needs, read from the holiday table (seeded on first use of a year), for
// the pure engine (finance/working-days.ts), which receives them as input.
import { createRequire } from 'node:module';
import { between } from 'drizzle-orm';
import type HolidaysType from 'date-holidays';
import type { DbOrTx } from '../../db/client.js';
import type { PublicHolidays } from '../../finance/index.js';
import { publicHoliday, type HolidaySource } from './calendar.table.js';

/**
 * Public holidays by statute that date-holidays' Ghana data does not have. Republic Day (1 July) was restored as a
 * statutory public holiday by the Public Holidays (Amendment) Act, 2025.
 */
export const STATUTORY_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string; since: number }> = [{ monthDay: '07-01', name: 'Republic Day', since: 2025 }];

// Loaded only when a year is seeded, not at start-up: date-holidays brings its rules, astronomy and time-zone data
// (~0.3 s of module loading on a busy machine; the embedded database's cold start).
const require = createRequire(import.meta.url);
let ghana: HolidaysType | null = null;

/** A year's holidays as seeded: the library's public ones, then the statutory additions the library lacks. */
export function seededHolidays(year: number): Array<{ date: string; name: string; source: HolidaySource }> {
  ghana ??= new (require('date-holidays') as typeof HolidaysType)('GH');
  const days = new Map<string, { date: string; name: string; source: HolidaySource }>();
  for (const holiday of ghana.getHolidays(year, 'en')) {
    const day = holiday.date.slice(0, 10);
    if (holiday.type === 'public' && !days.has(day)) days.set(day, { date: day, name: holiday.name, source: 'library' });
  }
  for (const statute of STATUTORY_HOLIDAYS) {
    const day = `${year}-${statute.monthDay}`;
    if (year >= statute.since && !days.has(day)) days.set(day, { date: day, name: statute.name, source: 'statute' });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The public holidays from `from` through `to` (inclusive). One read of the rows of the years the span touches;
 * a year with no library or statute row yet is seeded first, through the caller's handle (inside a transaction on
 * PGlite there is one connection). Seeding is idempotent: a day already in the table (kept, added or removed by
 * staff) is left as it is, and a seed in a transaction that rolled back is simply done again.
 */
export async function holidaysBetween(dbOrTx: DbOrTx, from: string, to: string): Promise<PublicHolidays> {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const read = () =>
    dbOrTx
      .select({ date: publicHoliday.date, source: publicHoliday.source, removedAt: publicHoliday.removedAt })
      .from(publicHoliday)
      .where(between(publicHoliday.date, `${first}-01-01`, `${last}-12-31`));
  let rows = await read();
  const seeded = new Set(rows.filter((row) => row.source !== 'staff').map((row) => Number(row.date.slice(0, 4))));
  const missing: number[] = [];
  for (let year = first; year <= last; year += 1) if (!seeded.has(year)) missing.push(year);
  if (missing.length > 0) {
    await seedYears(dbOrTx, missing);
    rows = await read();
  }
  return new Set(rows.filter((row) => row.removedAt === null && row.date >= from && row.date <= to).map((row) => row.date));
}

/** Inserts the seeded days of each year; days already in the table are left as they are. */
export async function seedYears(dbOrTx: DbOrTx, years: number[]): Promise<void> {
  for (const year of years) await dbOrTx.insert(publicHoliday).values(seededHolidays(year)).onConflictDoNothing();
}
