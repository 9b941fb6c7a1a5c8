import { describe, it, expect } from 'vitest';
import {
  EARLY_SETTLEMENT_FEE_CAP_BP,
  buildDisclosure,
  earlyRepaymentPolicyText,
  earlySettlementFee,
  latePaymentPolicyText,
  rentActWarning,
  rentPrincipal,
} from './quote.js';
import { priceCredit } from './schedule.js';

describe('buildDisclosure', () => {
  const priced = priceCredit({
    principal: 500_000, months: 6, monthlyRateBp: 400, method: 'reducing_balance', firstDueDate: '2025-01-15',
    fees: { processingFeeBp: 100, financed: true },
  });
  const disclosure = buildDisclosure(priced, { penaltyRateAnnualBp: 3_000, graceDays: 5 });

  it('states the rates per annum, the APR and the total cost (Act 1052)', () => {
    expect(disclosure).toMatchObject({
      principal: 500_000,
      method: 'reducing_balance',
      months: 6,
      processingFee: 5_000,
      totalFees: 5_000,
      monthlyRateBp: 400,
      nominalAnnualRateBp: 4_800,
      effectiveAnnualRateBp: 6_010,
      totalInterest: 72_287,
      totalCostOfCredit: 77_287,
      totalRepayable: 577_287,
      aprBp: priced.aprBp,
    });
    expect(disclosure.aprBp).toBeGreaterThan(6_010);
    expect(disclosure.display).toMatchObject({
      principal: 'GH₵5,000.00',
      processingFee: 'GH₵50.00',
      monthlyRate: '4.00% per month',
      nominalAnnualRate: '48.00% per annum',
      effectiveAnnualRate: '60.10% per annum',
      totalInterest: 'GH₵722.87',
      totalRepayable: 'GH₵5,772.87',
      instalmentAmount: 'GH₵953.81',
    });
  });

  it('includes the full schedule and the late-payment policy', () => {
    expect(disclosure.schedule).toEqual(priced.schedule);
    expect(disclosure.schedule[0].fee).toBe(5_000);
    expect(disclosure.latePaymentPolicy).toBe(
      'A late instalment is charged penalty interest of 30.00% per annum on the overdue amount only, after a grace period of 5 days.',
    );
  });
});

describe('latePaymentPolicyText', () => {
  it('words one day, no grace and no penalty correctly', () => {
    expect(latePaymentPolicyText({ penaltyRateAnnualBp: 2_450, graceDays: 1 })).toBe(
      'A late instalment is charged penalty interest of 24.50% per annum on the overdue amount only, after a grace period of 1 day.',
    );
    expect(latePaymentPolicyText({ penaltyRateAnnualBp: 3_000, graceDays: 0 })).toBe(
      'A late instalment is charged penalty interest of 30.00% per annum on the overdue amount only, from the day after its due date.',
    );
    expect(latePaymentPolicyText({ penaltyRateAnnualBp: 0, graceDays: 5 })).toBe('No penalty interest is charged on a late instalment.');
    expect(() => latePaymentPolicyText({ penaltyRateAnnualBp: 3_000, graceDays: -1 })).toThrow(RangeError);
  });
});

describe('early repayment', () => {
  it('states the settlement rule and that no fee is charged when the setting is 0', () => {
    const text = earlyRepaymentPolicyText(500_000, 0);
    expect(text).toContain('You may repay early at any time, in part or in full.');
    expect(text).toContain(
      'interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, never more than that instalment’s interest), any fees still owed,',
    );
    expect(text).toContain('anything overdue with its penalty interest');
    expect(text).toContain('no early-settlement fee (Bank of Ghana rules cap any such fee at 0.25% of the original principal)');
    expect(text).toContain('you choose whether it shortens the loan or lowers the instalments');
  });

  it('states the fee as a share of the original principal and in cedis, never above the 0.25% cap', () => {
    expect(EARLY_SETTLEMENT_FEE_CAP_BP).toBe(25);
    expect(earlySettlementFee(500_000, 10)).toBe(500);
    expect(earlySettlementFee(500_000, 25)).toBe(1_250);
    expect(earlySettlementFee(500_000, 40)).toBe(1_250);
    // Half a pesewa rounds up: 0.25% of GH₵1,002.00 is 250.5 pesewas.
    expect(earlySettlementFee(100_200, 25)).toBe(251);
    expect(earlyRepaymentPolicyText(500_000, 10)).toContain(
      'an early-settlement fee of 0.10% of the original principal (GH₵5.00; Bank of Ghana rules cap it at 0.25%)',
    );
    expect(earlyRepaymentPolicyText(500_000, 99)).toContain('an early-settlement fee of 0.25% of the original principal (GH₵12.50;');
    expect(() => earlyRepaymentPolicyText(500_000, -1)).toThrow(RangeError);
  });
});

describe('rent helpers', () => {
  it('rentPrincipal is monthly rent × advance months', () => {
    expect(rentPrincipal(150_000, 12)).toBe(1_800_000);
    expect(() => rentPrincipal(150_000, 0)).toThrow(RangeError);
    expect(() => rentPrincipal(-1, 6)).toThrow(RangeError);
  });
  it('rentActWarning warns above 6 months only', () => {
    expect(rentActWarning(6)).toBeNull();
    expect(rentActWarning(7)).toBe(
      "More than 6 months' advance requested: the Rent Act 1963 (Act 220) s.25(5) limits the advance a landlord may demand.",
    );
    expect(rentActWarning(24)).not.toBeNull();
  });
});
