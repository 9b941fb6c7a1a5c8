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
    // Every rule that decided is explained in plain words, and each passed.
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

describe('assessEligibility suggests what would work', () => {
  // The rent product's figures: 4% a month reducing balance, 30% of income, GH₵500–50,000, 3–24 months.
  const rent = { ...thresholds, allowedMonths: [3, 6, 9, 12, 18, 24] };
  // GH₵3,200 net income: at most GH₵960.00 a month.
  const tenant: EligibilityInput = { ...applicant, monthlyNetIncome: 320_000, amountRequested: 1_200_000, months: 12 };
  // Hand-computed annuity factors at 4%: 12 months 0.1065522 (GH₵12,000 → GH₵1,278.63), 18 months 0.0789933
  // (GH₵12,000 → GH₵947.92). The largest amount at 12 months is 960 / 0.1065522 = GH₵9,009.67, offered in whole cedis.

  it('refuses GH₵12,000 over 12 months and names GH₵9,009 at 12 months or 18 months for the full amount', () => {
    const result = assessEligibility(tenant, rent);
    expect(result.eligible).toBe(false);
    expect(result.maxAffordableInstalment).toBe(96_000);
    expect(result.estimatedInstalment).toBeGreaterThanOrEqual(127_862);
    expect(result.suggestion).toEqual({
      maxAmountAtTerm: 900_900,
      shortestTerm: 18,
      texts: [
        'You could borrow up to GH₵9,009.00 over 12 months.',
        'GH₵12,000.00 would be affordable over 18 months.',
      ],
    });
  });

  it('the suggested amount passes at the chosen term and one cedi more does not; GH₵9,000 passes', () => {
    expect(assessEligibility({ ...tenant, amountRequested: 900_900 }, rent)).toMatchObject({ eligible: true, suggestion: null });
    expect(assessEligibility({ ...tenant, amountRequested: 901_000 }, rent).eligible).toBe(false);
    // GH₵9,000 over 12 months: GH₵958.97 a month.
    const nine = assessEligibility({ ...tenant, amountRequested: 900_000 }, rent);
    expect(nine.eligible).toBe(true);
    expect([95_897, 95_898]).toContain(nine.estimatedInstalment);
    // And the suggested term carries the full amount.
    expect(assessEligibility({ ...tenant, months: 18 }, rent).eligible).toBe(true);
  });

  it('names no term when even the longest allowed one is too dear, and no amount below the minimum', () => {
    // GH₵1,200 income: GH₵360 a month. GH₵12,000 over 24 months is GH₵787.04 a month: no term works; the largest
    // amount at 12 months is 360 / 0.1065522 = GH₵3,378.63 → GH₵3,378.
    const result = assessEligibility({ ...tenant, monthlyNetIncome: 120_000 }, rent);
    expect(result.suggestion).toEqual({
      maxAmountAtTerm: 337_800,
      shortestTerm: null,
      texts: ['You could borrow up to GH₵3,378.00 over 12 months.', 'No repayment length we offer makes GH₵12,000.00 affordable on this income.'],
    });
    // Debts take the whole share: nothing is affordable at any term.
    const none = assessEligibility({ ...tenant, existingMonthlyDebts: 96_000 }, rent);
    expect(none.suggestion).toEqual({
      maxAmountAtTerm: null,
      shortestTerm: null,
      texts: ['No amount from GH₵500.00 is affordable over 12 months on this income after existing debts.', 'No repayment length we offer makes GH₵12,000.00 affordable on this income.'],
    });
  });

  it('caps the suggestion at the product maximum and offers no term for an amount above it', () => {
    // GH₵70,000 income affords GH₵21,000 a month. GH₵60,000 (above the GH₵50,000 maximum) over 3 months is
    // GH₵21,620.91 a month (factor 0.3603485); the largest at 3 months would be 21000 / 0.3603485 = GH₵58,276.91,
    // capped at the maximum.
    const result = assessEligibility({ ...tenant, monthlyNetIncome: 7_000_000, amountRequested: 6_000_000, months: 3 }, rent);
    expect(result.eligible).toBe(false);
    expect(result.suggestion).toEqual({
      maxAmountAtTerm: 5_000_000,
      shortestTerm: null,
      texts: ['You could borrow up to GH₵50,000.00 over 3 months.'],
    });
  });

  it('suggests nothing when the refusal is not about affordability, or without the product limits', () => {
    expect(assessEligibility({ ...tenant, employmentType: 'unemployed' }, rent).suggestion).toBeNull();
    expect(assessEligibility({ ...tenant, monthlyNetIncome: 90_000 }, rent).suggestion).toBeNull();
    expect(assessEligibility(applicant, rent).suggestion).toBeNull();
    // Without the allowed terms, the amount is still suggested.
    expect(assessEligibility(tenant, thresholds).suggestion).toMatchObject({ maxAmountAtTerm: 900_900, shortestTerm: null });
  });
});
