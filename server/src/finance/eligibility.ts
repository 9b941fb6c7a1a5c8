// Pre-application affordability check: a quick, explainable yes/no with the reasons a user can act on.
import { assertBp, assertPesewas, formatBp, formatCedis, toSafeNumber } from './money.js';
import { priceCredit, type RepaymentMethod } from './schedule.js';

import { EMPLOYMENT_TYPES, UNEMPLOYED_REASON, type EmploymentType } from '../shared/employment.js';

export type { EmploymentType };

export interface EligibilityInput {
  monthlyNetIncome: number;
  employmentType: EmploymentType;
  amountRequested: number;
  /** Instalments the applicant already pays each month on other debts. */
  existingMonthlyDebts: number;
  months: number;
  monthlyRateBp: number;
  method: RepaymentMethod;
}

export interface EligibilityThresholds {
  /** Largest share of net income all instalments may take, e.g. 3000 = 30%. */
  maxInstalmentShareBp: number;
  minAmount: number;
  maxAmount: number;
  minMonthlyIncome: number;
}

/** Every rule the check evaluates, by a stable code (issue 21: decisions explained from the rules that decided). */
export const ELIGIBILITY_RULES = ['EMPLOYMENT', 'MIN_INCOME', 'MIN_AMOUNT', 'MAX_AMOUNT', 'AFFORDABILITY'] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

/** One rule's outcome in plain words: the failed ones are the reasons for a no, the passed ones for a yes. */
export interface EligibilityReason {
  code: EligibilityRule;
  passed: boolean;
  text: string;
}

export interface EligibilityResult {
  eligible: boolean;
  /** The failed rules' sentences (as before): `explanations` holds every rule with its code. */
  reasons: string[];
  explanations: EligibilityReason[];
  maxAffordableInstalment: number;
  /** The largest instalment of the would-be schedule (the last can exceed the regular one by rounding). */
  estimatedInstalment: number;
}

// Instalment amounts do not depend on the calendar, so any valid date serves to price the estimate.
const ANY_DUE_DATE = '2000-01-01';

/** 3000 -> "30%", 3250 -> "32.5%": the share as people say it. */
function shortPercent(bp: number): string {
  return formatBp(bp).replace(/\.?0+%$/, '%');
}

/** Decides eligibility and explains every failed rule in a sentence. */
export function assessEligibility(input: EligibilityInput, thresholds: EligibilityThresholds): EligibilityResult {
  assertPesewas(input.monthlyNetIncome, 'monthlyNetIncome');
  assertPesewas(input.amountRequested, 'amountRequested');
  assertPesewas(input.existingMonthlyDebts, 'existingMonthlyDebts');
  assertBp(thresholds.maxInstalmentShareBp, 'maxInstalmentShareBp');
  assertPesewas(thresholds.minAmount, 'minAmount');
  assertPesewas(thresholds.maxAmount, 'maxAmount');
  assertPesewas(thresholds.minMonthlyIncome, 'minMonthlyIncome');
  if (!(EMPLOYMENT_TYPES as readonly string[]).includes(input.employmentType)) {
    throw new RangeError(`unknown employment type "${String(input.employmentType)}"`);
  }

  const explanations: EligibilityReason[] = [];
  const rule = (code: EligibilityRule, passed: boolean, failed: string, ok: string) =>
    explanations.push({ code, passed, text: passed ? ok : failed });

  rule('EMPLOYMENT', input.employmentType !== 'unemployed', UNEMPLOYED_REASON, 'You have an income from employment or a business.');
  rule(
    'MIN_INCOME',
    input.monthlyNetIncome >= thresholds.minMonthlyIncome,
    `Your monthly net income of ${formatCedis(input.monthlyNetIncome)} is below the minimum of ${formatCedis(thresholds.minMonthlyIncome)}.`,
    `Your monthly net income of ${formatCedis(input.monthlyNetIncome)} meets the minimum of ${formatCedis(thresholds.minMonthlyIncome)}.`,
  );
  rule(
    'MIN_AMOUNT',
    input.amountRequested >= thresholds.minAmount,
    `The amount requested is below the minimum of ${formatCedis(thresholds.minAmount)}.`,
    `The amount requested is at least the minimum of ${formatCedis(thresholds.minAmount)}.`,
  );
  rule(
    'MAX_AMOUNT',
    input.amountRequested <= thresholds.maxAmount,
    `The amount requested is above the maximum of ${formatCedis(thresholds.maxAmount)}.`,
    `The amount requested is within the maximum of ${formatCedis(thresholds.maxAmount)}.`,
  );

  // Floor the income share so a fraction of a pesewa never lets an unaffordable instalment pass.
  const share = toSafeNumber((BigInt(input.monthlyNetIncome) * BigInt(thresholds.maxInstalmentShareBp)) / 10_000n);
  const maxAffordableInstalment = Math.max(0, share - input.existingMonthlyDebts);

  let estimatedInstalment = 0;
  if (input.amountRequested > 0) {
    const priced = priceCredit({
      principal: input.amountRequested,
      months: input.months,
      monthlyRateBp: input.monthlyRateBp,
      method: input.method,
      firstDueDate: ANY_DUE_DATE,
    });
    estimatedInstalment = Math.max(...priced.schedule.map((row) => row.total));
  }
  const sharePercent = shortPercent(thresholds.maxInstalmentShareBp);
  rule(
    'AFFORDABILITY',
    estimatedInstalment <= maxAffordableInstalment,
    `The monthly instalment of ${formatCedis(estimatedInstalment)} would exceed ${sharePercent} of your net income after existing debts.`,
    `The monthly instalment of ${formatCedis(estimatedInstalment)} fits within ${sharePercent} of your net income after existing debts.`,
  );

  const reasons = explanations.filter((entry) => !entry.passed).map((entry) => entry.text);
  return { eligible: reasons.length === 0, reasons, explanations, maxAffordableInstalment, estimatedInstalment };
}

export interface InstalmentAffordability {
  /** The largest instalment the income allows under the share (floored, as the eligibility check floors it). */
  maxInstalment: number;
  /** The instalment's share of the income in basis points (rounded up, so a share just over the limit never reads as at it); null without income. */
  shareBp: number | null;
  withinLimit: boolean;
}

/**
 * The eligibility rule applied at approval: an instalment may take at most `maxInstalmentShareBp` of the monthly net
 * income (the same floor as `assessEligibility`, with no other debts declared). A zero income affords nothing.
 */
export function instalmentAffordability(instalment: number, monthlyNetIncome: number, maxInstalmentShareBp: number): InstalmentAffordability {
  assertPesewas(instalment, 'instalment');
  assertPesewas(monthlyNetIncome, 'monthlyNetIncome');
  assertBp(maxInstalmentShareBp, 'maxInstalmentShareBp');
  const maxInstalment = toSafeNumber((BigInt(monthlyNetIncome) * BigInt(maxInstalmentShareBp)) / 10_000n);
  const shareBp = monthlyNetIncome === 0 ? null : toSafeNumber((BigInt(instalment) * 10_000n + BigInt(monthlyNetIncome) - 1n) / BigInt(monthlyNetIncome));
  return { maxInstalment, shareBp, withinLimit: monthlyNetIncome > 0 && instalment <= maxInstalment };
}
