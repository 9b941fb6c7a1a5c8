import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonthsClamped, daysBetween, daysInMonth, dueDayOf, isIsoDate, monthlyDueDate, scheduleDueDate } from './dates.js';

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00:00Z')).toBe(false);
  });
  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe('addMonthsClamped', () => {
  it('clamps to the month end from the original day', () => {
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonthsClamped('2025-01-30', 3)).toBe('2025-04-30');
    expect(addMonthsClamped('2024-12-31', 2)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-06-15', 0)).toBe('2025-06-15');
    expect(addMonthsClamped('2025-06-15', 60)).toBe('2030-06-15');
  });
  it('rejects invalid dates', () => {
    expect(() => addMonthsClamped('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonthsClamped('2025-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('daysBetween and addDays', () => {
  it('count calendar days across month, year and leap boundaries', () => {
    expect(daysBetween('2025-01-01', '2025-01-06')).toBe(5);
    expect(daysBetween('2025-01-06', '2025-01-01')).toBe(-5);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('agree with the JavaScript UTC calendar over a wide range', () => {
    const day = 86_400_000;
    fc.assert(fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), fc.integer({ min: -5_000, max: 5_000 }), (a, n) => {
      const iso = (d: number) => new Date(d * day).toISOString().slice(0, 10);
      expect(addDays(iso(a), n)).toBe(iso(a + n));
      expect(daysBetween(iso(a), iso(a + n))).toBe(n);
    }), { numRuns: 1000 });
  });
});

// Month-end due dates, by hand: instalment n falls n months after the start, clamped only in a short month.
// Start 31 Jan 2026 → 28 Feb, 31 Mar, 30 Apr, 31 May, 30 Jun, 31 Jul (not the 28th of every month).
// Start 31 Aug 2026 → 30 Sep, 31 Oct, 30 Nov, 31 Dec, 31 Jan 2027, 28 Feb 2027.
// Start 29 Jan 2028 (leap) → 29 Feb, 29 Mar; start 30 Jan 2026 → 28 Feb, 30 Mar.
describe('scheduleDueDate: instalments keep the start day', () => {
  const schedule = (start: string, months: number) => {
    const first = addMonthsClamped(start, 1);
    return Array.from({ length: months }, (_, index) => scheduleDueDate(first, index, start));
  };

  it('a loan started on 31 January falls due on each month’s last day from February', () => {
    expect(schedule('2026-01-31', 6)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31']);
  });

  it('a loan started on 31 August is due on the 30th only in 30-day months', () => {
    expect(schedule('2026-08-31', 6)).toEqual(['2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28']);
  });

  it('keeps the 29th and 30th after a short February, leap years included', () => {
    expect(schedule('2028-01-29', 2)).toEqual(['2028-02-29', '2028-03-29']);
    expect(schedule('2026-01-30', 2)).toEqual(['2026-02-28', '2026-03-30']);
    // Started on a leap day: the 29th every month, the 28th in the common February a year on.
    expect(schedule('2028-02-29', 12).slice(-2)).toEqual(['2029-01-29', '2029-02-28']);
  });

  it('a loan started on 31 December is due 31 January, 28 February, 31 March, 30 April', () => {
    expect(schedule('2025-12-31', 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('without a start the first due date’s own day carries on', () => {
    expect(scheduleDueDate('2026-02-28', 1)).toBe('2026-03-28');
    expect(scheduleDueDate('2026-02-28', 1, '2026-01-31')).toBe('2026-03-31');
  });

  it('a first due date not one month after the start keeps its own day', () => {
    expect(dueDayOf('2026-01-10', '2026-02-28')).toBe(28);
    expect(monthlyDueDate('2026-02-28', 1)).toBe('2026-03-28');
  });

  it('never moves a date by more than the month’s shortness: each due date is n months after the start, clamped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2090 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 36 }), (year, month, day, n) => {
        const start = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;
        const first = addMonthsClamped(start, 1);
        expect(scheduleDueDate(first, n, start)).toBe(addMonthsClamped(start, n + 1));
      }),
    );
  });
});
