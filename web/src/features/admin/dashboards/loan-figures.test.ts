import { describe, expect, it } from 'vitest';
import { arrearsByBucket, dueSoon } from './loan-figures';

describe('collections figures', () => {
  it('groups loans in arrears by days-past-due bucket with the overdue amounts', () => {
    const buckets = arrearsByBucket([
      { arrearsBucket: 'days_1_30', amountOverdue: 10_000 },
      { arrearsBucket: 'days_1_30', amountOverdue: 5_000 },
      { arrearsBucket: 'days_90_plus', amountOverdue: 99_999 },
    ]);
    expect(buckets.map((bucket) => [bucket.label, bucket.count, bucket.amount])).toEqual([
      ['1–30 days', 2, 15_000],
      ['31–60 days', 0, 0],
      ['61–90 days', 0, 0],
      ['90+ days', 1, 99_999],
    ]);
  });

  it('sums next instalments due today and in the next seven days', () => {
    const loan = (dueDate: string, amountDue: number) => ({ amountOverdue: 0, nextInstalment: { dueDate, amountDue } });
    const due = dueSoon([loan('2026-11-21', 100), loan('2026-11-27', 200), loan('2026-11-28', 400), loan('2026-11-20', 800), { amountOverdue: 0 }], '2026-11-21');
    expect(due).toEqual({ today: { count: 1, amount: 100 }, week: { count: 2, amount: 300 } });
  });
});
