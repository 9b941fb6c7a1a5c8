// Working days in Ghana: Monday to Friday except public holidays. Pure: the public holidays are an input (the
// calendar module reads them from the staff-editable holiday table).
import { addDays, isIsoDate } from './dates.js';

/** Ghanaian public holidays as 'YYYY-MM-DD' days. */
export type PublicHolidays = ReadonlySet<string>;

/** True for a Monday–Friday that is not one of `holidays`. */
export function isWorkingDay(date: string, holidays: PublicHolidays): boolean {
  if (!isIsoDate(date)) throw new RangeError(`not a 'YYYY-MM-DD' date: "${date}"`);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The date `count` working days after `date` (the start day itself does not count). */
export function addWorkingDays(date: string, count: number, holidays: PublicHolidays): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * The last day `addWorkingDays(date, count, …)` can reach unless public holidays take more than half of the days in
 * between (the answer lies within 7/5 of count plus the weekday holidays, plus a weekend): the span of holidays a
 * caller loads to answer it.
 */
export function workingDaysHorizon(date: string, count: number): string {
  return addDays(date, 3 * count + 31);
}
