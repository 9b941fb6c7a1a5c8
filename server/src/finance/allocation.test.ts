import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocatePayment, type InstalmentBalance } from './allocation.js';
import { addMonthsClamped } from './dates.js';

const inst = (number: number, dueDate: string, due: Partial<InstalmentBalance> = {}): InstalmentBalance => ({
  number, dueDate,
  principalDue: 1_000, interestDue: 0, feeDue: 0, penaltyDue: 0,
  principalPaid: 0, interestPaid: 0, feePaid: 0, penaltyPaid: 0,
  ...due,
});

const loan = [
  inst(1, '2025-01-15', { interestDue: 200, feeDue: 50, penaltyDue: 30 }),
  inst(2, '2025-02-15', { interestDue: 150 }),
  inst(3, '2025-03-15', { interestDue: 100 }),
];

describe('allocatePayment', () => {
  it('pays the oldest due instalment first: penalty, fee, interest, then principal', () => {
    expect(allocatePayment(1_000, loan, '2025-02-20')).toEqual({
      allocations: [{ number: 1, penalty: 30, fee: 50, interest: 200, principal: 720 }],
      unallocated: 0,
    });
  });

  it('moves to the next due instalment, then prepays the last instalment principal', () => {
    expect(allocatePayment(2_500, loan, '2025-02-20')).toEqual({
      allocations: [
        { number: 1, penalty: 30, fee: 50, interest: 200, principal: 1_000 },
        { number: 2, penalty: 0, fee: 0, interest: 150, principal: 1_000 },
        { number: 3, penalty: 0, fee: 0, interest: 0, principal: 70 },
      ],
      unallocated: 0,
    });
  });

  it('an overpayment reduces the last instalments first, not the next one', () => {
    expect(allocatePayment(2_780, loan, '2025-01-20')).toEqual({
      allocations: [
        { number: 1, penalty: 30, fee: 50, interest: 200, principal: 1_000 },
        { number: 2, penalty: 0, fee: 0, interest: 0, principal: 500 },
        { number: 3, penalty: 0, fee: 0, interest: 0, principal: 1_000 },
      ],
      unallocated: 0,
    });
  });

  it('settles future charges only after all principal, and returns the excess as unallocated', () => {
    expect(allocatePayment(10_000, loan, '2025-01-20')).toEqual({
      allocations: [
        { number: 1, penalty: 30, fee: 50, interest: 200, principal: 1_000 },
        { number: 2, penalty: 0, fee: 0, interest: 150, principal: 1_000 },
        { number: 3, penalty: 0, fee: 0, interest: 100, principal: 1_000 },
      ],
      unallocated: 10_000 - 3_530,
    });
    // 2000 of future principal and 100 of the next instalment's interest.
    expect(allocatePayment(1_280 + 2_100, loan, '2025-01-20').allocations.slice(1)).toEqual([
      { number: 2, penalty: 0, fee: 0, interest: 100, principal: 1_000 },
      { number: 3, penalty: 0, fee: 0, interest: 0, principal: 1_000 },
    ]);
  });

  it('counts what is already paid and treats an instalment due on asOf as due', () => {
    const partlyPaid = [inst(1, '2025-01-15', { interestDue: 200, interestPaid: 200, principalPaid: 400 }), inst(2, '2025-02-15')];
    expect(allocatePayment(700, partlyPaid, '2025-01-15')).toEqual({
      allocations: [
        { number: 1, penalty: 0, fee: 0, interest: 0, principal: 600 },
        { number: 2, penalty: 0, fee: 0, interest: 0, principal: 100 },
      ],
      unallocated: 0,
    });
  });

  it('walks by due date, not by input order', () => {
    const shuffled = [loan[2], loan[0], loan[1]];
    expect(allocatePayment(300, shuffled, '2025-03-31').allocations).toEqual([
      { number: 1, penalty: 30, fee: 50, interest: 200, principal: 20 },
    ]);
  });

  it('rejects a corrupt ledger and bad input', () => {
    expect(() => allocatePayment(100, [inst(1, '2025-01-15', { principalPaid: 1_001 })], '2025-01-20')).toThrow(RangeError);
    expect(() => allocatePayment(-1, loan, '2025-01-20')).toThrow(RangeError);
    expect(() => allocatePayment(100, [loan[0], loan[0]], '2025-01-20')).toThrow(RangeError);
    expect(() => allocatePayment(100, loan, '20-01-2025')).toThrow(RangeError);
  });

  it('properties: conserves money, never over-allocates, respects the waterfall', () => {
    const part = fc.integer({ min: 0, max: 1_000_000 }).chain((due) =>
      fc.tuple(fc.constant(due), fc.integer({ min: 0, max: due })),
    );
    const instalments = fc
      .array(fc.record({ principal: part, interest: part, fee: part, penalty: part }), { minLength: 1, maxLength: 12 })
      .map((rows) =>
        rows.map((r, i): InstalmentBalance => ({
          number: i + 1,
          dueDate: addMonthsClamped('2025-01-31', i),
          principalDue: r.principal[0], principalPaid: r.principal[1],
          interestDue: r.interest[0], interestPaid: r.interest[1],
          feeDue: r.fee[0], feePaid: r.fee[1],
          penaltyDue: r.penalty[0], penaltyPaid: r.penalty[1],
        })),
      );
    const parts = ['penalty', 'fee', 'interest', 'principal'] as const;
    fc.assert(fc.property(instalments, fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: -1, max: 13 }), (rows, amount, months) => {
      const asOf = addMonthsClamped('2025-01-31', months);
      const { allocations, unallocated } = allocatePayment(amount, rows, asOf);
      const total = allocations.reduce((s, a) => s + a.penalty + a.fee + a.interest + a.principal, 0);
      expect(total + unallocated).toBe(amount);
      const owed = (r: InstalmentBalance, p: (typeof parts)[number]) => r[`${p}Due`] - r[`${p}Paid`];
      const got = (n: number, p: (typeof parts)[number]) => allocations.find((a) => a.number === n)?.[p] ?? 0;
      for (const r of rows) for (const p of parts) {
        expect(got(r.number, p)).toBeGreaterThanOrEqual(0);
        expect(got(r.number, p)).toBeLessThanOrEqual(owed(r, p));
      }
      const cleared = (r: InstalmentBalance) => parts.every((p) => got(r.number, p) === owed(r, p));
      // Leftover money only once everything is paid; future principal only once every due instalment is.
      if (unallocated > 0) expect(rows.every(cleared)).toBe(true);
      const due = rows.filter((r) => r.dueDate <= asOf);
      const future = rows.filter((r) => r.dueDate > asOf);
      if (future.some((r) => got(r.number, 'principal') > 0)) expect(due.every(cleared)).toBe(true);
      // Future principal is paid from the last instalment backwards.
      future.forEach((r, i) => {
        if (got(r.number, 'principal') > 0) {
          for (const later of future.slice(i + 1)) expect(got(later.number, 'principal')).toBe(owed(later, 'principal'));
        }
      });
    }), { numRuns: 500 });
  });
});
