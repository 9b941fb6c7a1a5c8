import { describe, it, expect } from 'vitest';
import { accruePenalty, arrearsBucket, capPenalty, daysPastDue, isOverdue, penaltyBetween, penaltyChargesOn, penaltyDays } from './penalty.js';

describe('accruePenalty', () => {
  it('charges rate × days/365 on the overdue amount, rounded half up', () => {
    // GH₵953.82 overdue at 30% p.a. for 10 days: 95382 × 0.30 × 10/365 = 783.96 → 784.
    expect(accruePenalty({ overdueAmount: 95_382, penaltyRateAnnualBp: 3_000, days: 10 })).toBe(784);
    // A full year at 30% is exactly 30%.
    expect(accruePenalty({ overdueAmount: 100_000, penaltyRateAnnualBp: 3_000, days: 365 })).toBe(30_000);
    expect(accruePenalty({ overdueAmount: 100_000, penaltyRateAnnualBp: 3_000, days: 0 })).toBe(0);
    expect(accruePenalty({ overdueAmount: 0, penaltyRateAnnualBp: 3_000, days: 30 })).toBe(0);
  });
  it('stays exact on large balances (bigint)', () => {
    expect(accruePenalty({ overdueAmount: 9_000_000_000_000_000, penaltyRateAnnualBp: 10_000, days: 365 })).toBe(9_000_000_000_000_000);
  });
  it('rejects negative or fractional inputs', () => {
    expect(() => accruePenalty({ overdueAmount: -1, penaltyRateAnnualBp: 3_000, days: 1 })).toThrow(RangeError);
    expect(() => accruePenalty({ overdueAmount: 1, penaltyRateAnnualBp: 3_000, days: 1.5 })).toThrow(RangeError);
  });
});

describe('daysPastDue, isOverdue, penaltyDays', () => {
  it('is 0 on or before the due date and within grace', () => {
    expect(daysPastDue('2025-03-10', '2025-03-01', 5)).toBe(0);
    expect(daysPastDue('2025-03-10', '2025-03-10', 5)).toBe(0);
    expect(daysPastDue('2025-03-10', '2025-03-15', 5)).toBe(0);
    expect(isOverdue('2025-03-10', '2025-03-15', 5)).toBe(false);
  });
  it('counts from the due date once grace has passed', () => {
    expect(daysPastDue('2025-03-10', '2025-03-16', 5)).toBe(6);
    expect(isOverdue('2025-03-10', '2025-03-16', 5)).toBe(true);
    expect(daysPastDue('2025-03-10', '2025-03-11', 0)).toBe(1);
    expect(daysPastDue('2025-01-31', '2025-03-01', 0)).toBe(29);
  });
  it('charges penalty only for the days after the grace period', () => {
    expect(penaltyDays('2025-03-10', '2025-03-15', 5)).toBe(0);
    expect(penaltyDays('2025-03-10', '2025-03-16', 5)).toBe(1);
    expect(penaltyDays('2025-03-10', '2025-03-01', 5)).toBe(0);
  });
});

describe('arrearsBucket', () => {
  it('buckets by days past due', () => {
    expect(arrearsBucket(0)).toBeNull();
    expect(arrearsBucket(1)).toBe('1-30');
    expect(arrearsBucket(30)).toBe('1-30');
    expect(arrearsBucket(31)).toBe('31-60');
    expect(arrearsBucket(60)).toBe('31-60');
    expect(arrearsBucket(61)).toBe('61-90');
    expect(arrearsBucket(90)).toBe('61-90');
    expect(arrearsBucket(91)).toBe('90+');
    expect(arrearsBucket(1_000)).toBe('90+');
  });
});

describe('penalty from unrounded totals and the cap', () => {
  it('daily charges over 30 days add up to the rounded 30-day total, never more', () => {
    // 95,897 overdue at 30% a year: 30 days = 95,897 × 0.30 × 30 / 365 = 2,364.58 → 2,365.
    let daily = 0;
    for (let day = 1; day <= 30; day++) daily += penaltyBetween({ overdueAmount: 95_897, penaltyRateAnnualBp: 3_000, fromDays: day - 1, toDays: day });
    expect(daily).toBe(2_365);
    expect(accruePenalty({ overdueAmount: 95_897, penaltyRateAnnualBp: 3_000, days: 30 })).toBe(2_365);
    // Rounding each day on its own would charge 30 × round(78.82) = 2,370.
    expect(30 * accruePenalty({ overdueAmount: 95_897, penaltyRateAnnualBp: 3_000, days: 1 })).toBe(2_370);
  });

  it('stops at the cap (10% of a GH₵9,000 principal is 90,000 pesewas)', () => {
    expect(capPenalty(500, 89_800, 90_000)).toBe(200);
    expect(capPenalty(500, 90_000, 90_000)).toBe(0);
    expect(capPenalty(500, 0, 90_000)).toBe(500);
  });
});

describe('penaltyChargesOn (the close of business, one day)', () => {
  // Instalment 1 of GH₵953.81 due 2026-02-15, 5 grace days, 30% a year: 95,381 × 0.30 / 365 = 78.3953 a day.
  const line = { number: 1, dueDate: '2026-02-15', base: 95_381, penaltyCharged: 0 };
  const terms = { graceDays: 5, penaltyRateAnnualBp: 3_000, cap: 50_000 };

  it('charges the day not yet charged: 02-24 is penalty day 4, round(313.58) − round(235.19) = 79', () => {
    expect(penaltyChargesOn({ ...terms, lines: [line], on: '2026-02-24', lastAccrual: '2026-02-23' })).toEqual([{ number: 1, penalty: 79 }]);
  });

  it('charges every day since the last accrual at once, from the start when never accrued, nothing within grace', () => {
    expect(penaltyChargesOn({ ...terms, lines: [line], on: '2026-02-24', lastAccrual: '2026-02-21' })).toEqual([{ number: 1, penalty: 314 - 78 }]);
    expect(penaltyChargesOn({ ...terms, lines: [line], on: '2026-02-24', lastAccrual: null })).toEqual([{ number: 1, penalty: 314 }]);
    expect(penaltyChargesOn({ ...terms, lines: [line], on: '2026-02-20', lastAccrual: null })).toEqual([]);
    expect(penaltyChargesOn({ ...terms, lines: [line], on: '2026-02-24', lastAccrual: '2026-02-24' })).toEqual([]);
    expect(penaltyChargesOn({ ...terms, lines: [{ ...line, base: 0 }], on: '2026-02-24', lastAccrual: null })).toEqual([]);
  });

  it('stops at the cap, in instalment order', () => {
    const second = { number: 2, dueDate: '2026-02-16', base: 95_381, penaltyCharged: 0 };
    // Without a cap: 314 on instalment 1 (4 days), round(235.19) = 235 on instalment 2 (3 days).
    expect(penaltyChargesOn({ ...terms, lines: [second, line], on: '2026-02-24', lastAccrual: null })).toEqual([{ number: 1, penalty: 314 }, { number: 2, penalty: 235 }]);
    // 400 already charged of a cap of 800: 314 then the 86 left.
    expect(penaltyChargesOn({ ...terms, cap: 800, lines: [{ ...line, penaltyCharged: 400 }, second], on: '2026-02-24', lastAccrual: null })).toEqual([{ number: 1, penalty: 314 }, { number: 2, penalty: 86 }]);
  });
});
