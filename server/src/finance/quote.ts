// The pre-commitment disclosure Act 1052 requires (annual rates, APR, total cost, full schedule) and rent rules.
import { assertBp, assertPesewas, formatBp, formatCedis, percentOf, toSafeNumber } from './money.js';
import type { PricedCredit, RepaymentMethod, ScheduleRow } from './schedule.js';

export interface LatePaymentPolicy {
  penaltyRateAnnualBp: number;
  graceDays: number;
}

export interface Disclosure {
  principal: number;
  processingFee: number;
  feeFinanced: boolean;
  upfrontFee: number;
  netAdvance: number;
  totalFees: number;
  monthlyRateBp: number;
  nominalAnnualRateBp: number;
  aprBp: number;
  effectiveAnnualRateBp: number;
  totalInterest: number;
  totalCostOfCredit: number;
  totalRepayable: number;
  months: number;
  method: RepaymentMethod;
  instalmentAmount: number;
  schedule: ScheduleRow[];
  latePaymentPolicy: string;
  /** Ready-to-show strings, so every screen and document words the figures the same way. */
  display: {
    principal: string;
    processingFee: string;
    totalFees: string;
    monthlyRate: string;
    nominalAnnualRate: string;
    apr: string;
    effectiveAnnualRate: string;
    totalInterest: string;
    totalCostOfCredit: string;
    totalRepayable: string;
    instalmentAmount: string;
  };
}

/** The late-payment sentence shown with every quote and agreement. */
export function latePaymentPolicyText(policy: LatePaymentPolicy): string {
  assertBp(policy.penaltyRateAnnualBp, 'penaltyRateAnnualBp');
  if (!Number.isSafeInteger(policy.graceDays) || policy.graceDays < 0) {
    throw new RangeError(`graceDays must be a non-negative integer, got ${policy.graceDays}`);
  }
  if (policy.penaltyRateAnnualBp === 0) return 'No penalty interest is charged on a late instalment.';
  const when =
    policy.graceDays === 0
      ? 'from the day after its due date'
      : `after a grace period of ${policy.graceDays} ${policy.graceDays === 1 ? 'day' : 'days'}`;
  return `A late instalment is charged penalty interest of ${formatBp(policy.penaltyRateAnnualBp)} per annum on the overdue amount only, ${when}.`;
}

/** Bank of Ghana's cap on an early-settlement fee: 0.25% of the original principal. */
export const EARLY_SETTLEMENT_FEE_CAP_BP = 25;

/** The early-settlement fee in pesewas: `feeBp` (never above the cap) of the original principal, rounded half up. */
export function earlySettlementFee(principal: number, feeBp: number): number {
  return percentOf(principal, Math.min(assertBp(feeBp, 'earlySettlementFeeBp'), EARLY_SETTLEMENT_FEE_CAP_BP));
}

/** The right to repay early and how the settlement amount is worked out, shown with every quote and agreement. */
export function earlyRepaymentPolicyText(principal: number, feeBp: number): string {
  const capped = Math.min(assertBp(feeBp, 'earlySettlementFeeBp'), EARLY_SETTLEMENT_FEE_CAP_BP);
  const cap = formatBp(EARLY_SETTLEMENT_FEE_CAP_BP);
  const fee =
    capped === 0
      ? `no early-settlement fee (Bank of Ghana rules cap any such fee at ${cap} of the original principal)`
      : `an early-settlement fee of ${formatBp(capped)} of the original principal (${formatCedis(earlySettlementFee(principal, capped))}; Bank of Ghana rules cap it at ${cap})`;
  return (
    'You may repay early at any time, in part or in full. To settle the loan early you pay the principal still owed, ' +
    'interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, ' +
    'never more than that instalment’s interest), any fees still owed, ' +
    `anything overdue with its penalty interest, and ${fee}. ` +
    'A payment beyond what is due covers your next instalments in due order. You may instead choose to pay off principal early: that lowers the interest still to come, and you choose whether it shortens the loan or lowers the instalments.'
  );
}

/** Builds the Act 1052 disclosure view-model from a priced credit. */
export function buildDisclosure(priced: PricedCredit, policy: LatePaymentPolicy): Disclosure {
  return {
    principal: priced.principal,
    processingFee: priced.processingFee,
    feeFinanced: priced.feeFinanced,
    upfrontFee: priced.upfrontFee,
    netAdvance: priced.netAdvance,
    totalFees: priced.totalFees,
    monthlyRateBp: priced.monthlyRateBp,
    nominalAnnualRateBp: priced.nominalAnnualRateBp,
    aprBp: priced.aprBp,
    effectiveAnnualRateBp: priced.effectiveAnnualRateBp,
    totalInterest: priced.totalInterest,
    totalCostOfCredit: priced.totalCostOfCredit,
    totalRepayable: priced.totalRepayable,
    months: priced.months,
    method: priced.method,
    instalmentAmount: priced.instalmentAmount,
    schedule: priced.schedule.map((row) => ({ ...row })),
    latePaymentPolicy: latePaymentPolicyText(policy),
    display: {
      principal: formatCedis(priced.principal),
      processingFee: formatCedis(priced.processingFee),
      totalFees: formatCedis(priced.totalFees),
      monthlyRate: `${formatBp(priced.monthlyRateBp)} per month`,
      nominalAnnualRate: `${formatBp(priced.nominalAnnualRateBp)} per annum`,
      apr: `${formatBp(priced.aprBp)} per annum`,
      effectiveAnnualRate: `${formatBp(priced.effectiveAnnualRateBp)} per annum`,
      totalInterest: formatCedis(priced.totalInterest),
      totalCostOfCredit: formatCedis(priced.totalCostOfCredit),
      totalRepayable: formatCedis(priced.totalRepayable),
      instalmentAmount: formatCedis(priced.instalmentAmount),
    },
  };
}

/** Rent assistance principal: the advance rent the provider pays the landlord. */
export function rentPrincipal(monthlyRent: number, advanceMonths: number): number {
  assertPesewas(monthlyRent, 'monthlyRent');
  if (!Number.isSafeInteger(advanceMonths) || advanceMonths < 1) {
    throw new RangeError(`advanceMonths must be a positive integer, got ${advanceMonths}`);
  }
  return toSafeNumber(BigInt(monthlyRent) * BigInt(advanceMonths), 'rent principal');
}

export const RENT_ACT_WARNING =
  "More than 6 months' advance requested: the Rent Act 1963 (Act 220) s.25(5) limits the advance a landlord may demand.";

/** Warns (without blocking) when the advance exceeds the Rent Act's six months. */
export function rentActWarning(advanceMonths: number): string | null {
  return advanceMonths > 6 ? RENT_ACT_WARNING : null;
}
