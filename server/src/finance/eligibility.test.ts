import { describe, it, expect } from 'vitest';
import { assessEligibility, type EligibilityInput } from './eligibility.js';

const thresholds = { maxInstalmentShareBp: 3_000, minAmount: 50_000, maxAmount: 5_000_000, minMonthlyIncome: 100_000 };
const applicant: EligibilityInput = {
  monthlyNetIncome: 400_000, // GH₵4,000
  employmentType: 'full_time',
  amountRequested: 500_000, // GH₵5,000 over 6 months at 4%: largest instalment 95382
  existingMonthlyDebts: 0,
  months: 6,
  monthlyRateBp: 400,
  method: 'reducing_balance',
};

describe('assessEligibility', () => {
  it('approves an affordable request and reports the headroom', () => {
    const result = assessEligibility(applicant, thresholds);
    expect(result).toMatchObject({
      eligible: true,
      reasons: [],
      maxAffordableInstalment: 120_000, // 30% of 400000
      estimatedInstalment: 95_382,
    });
    // Every rule that decided is explained in plain words, and each passed (issue 21).
    expect(result.explanations.length).toBeGreaterThan(0);
    expect(result.explanations.every((explanation) => explanation.passed && explanation.text.length > 0)).toBe(true);
  });

  it('refuses when the instalment exceeds the income share after existing debts', () => {
    const result = assessEligibility({ ...applicant, existingMonthlyDebts: 30_000 }, thresholds);
    expect(result.eligible).toBe(false);
    expect(result.maxAffordableInstalment).toBe(90_000);
    expect(result.reasons).toEqual([
      'The monthly instalment of GH₵953.82 would exceed 30% of your net income after existing debts.',
    ]);
  });

  it('floors the affordable instalment at 0 when debts already exceed the share', () => {
    const result = assessEligibility({ ...applicant, existingMonthlyDebts: 200_000 }, thresholds);
    expect(result.maxAffordableInstalment).toBe(0);
    expect(result.eligible).toBe(false);
  });

  it('refuses the unemployed even with income on paper', () => {
    const result = assessEligibility({ ...applicant, employmentType: 'unemployed' }, thresholds);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/unemployed/);
  });

  it('explains every failed rule at once', () => {
    const result = assessEligibility(
      { ...applicant, monthlyNetIncome: 80_000, amountRequested: 6_000_000, months: 12 },
      { ...thresholds, maxInstalmentShareBp: 3_250 },
    );
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual([
      'Your monthly net income of GH₵800.00 is below the minimum of GH₵1,000.00.',
      'The amount requested is above the maximum of GH₵50,000.00.',
      `The monthly instalment of GH₵6,393.13 would exceed 32.5% of your net income after existing debts.`,
    ]);
  });

  it('flags an amount below the minimum without pricing a zero loan', () => {
    const result = assessEligibility({ ...applicant, amountRequested: 0 }, thresholds);
    expect(result.estimatedInstalment).toBe(0);
    expect(result.reasons).toEqual(['The amount requested is below the minimum of GH₵500.00.']);
  });

  it('uses the flat method when asked (higher instalment for the same loan)', () => {
    const flat = assessEligibility({ ...applicant, method: 'flat' }, thresholds);
    // 500000/6 = 83333 r 2 → last principal 83335 + 20000 interest.
    expect(flat.estimatedInstalment).toBe(103_335);
  });

  it('rejects malformed amounts', () => {
    expect(() => assessEligibility({ ...applicant, monthlyNetIncome: -1 }, thresholds)).toThrow(RangeError);
  });
});
