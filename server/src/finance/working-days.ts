// Working days in Ghana: Monday to Friday except public holidays (from date-holidays, not a hand-kept list).
import { createRequire } from 'node:module';
import type HolidaysType from 'date-holidays';
import { addDays, isIsoDate } from './dates.js';

// Loaded on the first working-day question, not at start-up: date-holidays brings its rules, astronomy and time-zone
// data (~0.3 s of module loading on a busy machine; issue 23: the embedded database's cold start).
const require = createRequire(import.meta.url);
let ghana: HolidaysType | null = null;
const holidayCache = new Map<number, Set<string>>();

function publicHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    ghana ??= new (require('date-holidays') as typeof HolidaysType)('GH');
    days = new Set(ghana.getHolidays(year, 'en').filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidayCache.set(year, days);
  }
  return days;
}

/** True for a Monday–Friday that is not a Ghanaian public holiday. */
export function isWorkingDay(date: string): boolean {
  if (!isIsoDate(date)) throw new RangeError(`not a 'YYYY-MM-DD' date: "${date}"`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The date `count` working days after `date` (the start day itself does not count). */
export function addWorkingDays(date: string, count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}
