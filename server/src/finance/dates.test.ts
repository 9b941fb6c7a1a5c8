import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonthsClamped, daysBetween, daysInMonth, isIsoDate } from './dates.js';

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
