// Calendar dates as 'YYYY-MM-DD' strings with pure integer arithmetic, so no time zone or clock can shift a due date.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written as 'YYYY-MM-DD' ('2025-02-29' is false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parts(value: string): [number, number, number] {
  if (!isIsoDate(value)) throw new RangeError(`not a 'YYYY-MM-DD' date: "${value}"`);
  return [Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))];
}

function format(year: number, month: number, day: number): string {
  if (year < 0 || year > 9999) throw new RangeError(`year ${year} is outside 0000..9999`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
function toDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

// Inverse of toDayNumber (civil_from_days).
function fromDayNumber(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/**
 * Adds whole months keeping the day of month, clamped to the month's end.
 * Always clamp from the caller's original date (Jan 31 + 1 = Feb 28/29, Jan 31 + 2 = Mar 31).
 */
export function addMonthsClamped(date: string, months: number): string {
  if (!Number.isSafeInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return format(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * The due date `index` months after the first one, on `dueDay` of its month (clamped only in a short month). A
 * schedule keeps the day it was meant to fall on: a loan started on 31 January is due 28 February, 31 March, 30
 * April — never the 28th of every month because February was short.
 */
export function monthlyDueDate(firstDueDate: string, index: number, dueDay?: number): string {
  if (!Number.isSafeInteger(index)) throw new RangeError(`index must be an integer, got ${index}`);
  const [year, month, day] = parts(firstDueDate);
  const wanted = dueDay ?? day;
  if (!Number.isSafeInteger(wanted) || wanted < 1 || wanted > 31) throw new RangeError(`dueDay must be 1..31, got ${wanted}`);
  const at = year * 12 + (month - 1) + index;
  const y = Math.floor(at / 12);
  const m = at - y * 12 + 1;
  return format(y, m, Math.min(wanted, daysInMonth(y, m)));
}

/**
 * The day of month a schedule's instalments fall due: the start's day when the first instalment is one month after
 * the start (every loan and quote here), otherwise the first due date's own day.
 */
export function dueDayOf(start: string, firstDueDate: string): number {
  return addMonthsClamped(start, 1) === firstDueDate ? parts(start)[2] : parts(firstDueDate)[2];
}

/**
 * The one rule for instalment due dates, used by quotes, disbursement, prepayment re-draws and restructures: the
 * due date `index` months after `firstDueDate` (index 0 is `firstDueDate` itself). With the schedule's `start` (the
 * quote's day or the disbursement), every instalment keeps the start's day of month, clamped only in a short month:
 * start 31 January → 28 February, 31 March, 30 April. Without it the first due date's own day carries on.
 */
export function scheduleDueDate(firstDueDate: string, index: number, start?: string): string {
  return monthlyDueDate(firstDueDate, index, start === undefined ? undefined : dueDayOf(start, firstDueDate));
}

/** Adds (or subtracts) whole days. */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const [year, month, day] = parts(date);
  return format(...fromDayNumber(toDayNumber(year, month, day) + days));
}

/** Signed whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(...parts(to)) - toDayNumber(...parts(from));
}
