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
  /** The product's repayment lengths (months): with them a refusal names the shortest one that would work. */
  allowedMonths?: readonly number[];
}

/** What would work when the amount is not affordable: the largest amount at the chosen term, the shortest term for the amount. */
export interface EligibilitySuggestion {
  /** Pesewas, whole cedis: the largest amount within the product's limits affordable at the chosen term; null if none. */
  maxAmountAtTerm: number | null;
  /** The shortest allowed term that makes the requested amount affordable; null if none (or the amount is outside the limits). */
  shortestTerm: number | null;
  /** The suggestion in sentences a customer can act on. */
  texts: string[];
}

/** Every rule the check evaluates, by a stable code (decisions explained from the rules that decided). */
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
  /** Set when the amount is refused as unaffordable (and nothing else rules the applicant out). */
  suggestion: EligibilitySuggestion | null;
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

  const estimatedInstalment = input.amountRequested > 0 ? largestInstalment(input.amountRequested, input.months, input) : 0;
  const sharePercent = shortPercent(thresholds.maxInstalmentShareBp);
  rule(
    'AFFORDABILITY',
    estimatedInstalment <= maxAffordableInstalment,
    `The monthly instalment of ${formatCedis(estimatedInstalment)} would exceed ${sharePercent} of your net income after existing debts.`,
    `The monthly instalment of ${formatCedis(estimatedInstalment)} fits within ${sharePercent} of your net income after existing debts.`,
  );

  const reasons = explanations.filter((entry) => !entry.passed).map((entry) => entry.text);
  const failed = new Set(explanations.filter((entry) => !entry.passed).map((entry) => entry.code));
  // A suggestion only where the income is what stands in the way: no amount or term helps the unemployed.
  const suggestion =
    failed.has('AFFORDABILITY') && !failed.has('EMPLOYMENT') && !failed.has('MIN_INCOME') ? suggest(input, thresholds, maxAffordableInstalment) : null;
  return { eligible: reasons.length === 0, reasons, explanations, maxAffordableInstalment, estimatedInstalment, suggestion };
}

/** The largest instalment of the schedule for `principal` over `months` (the last can exceed the regular one by rounding). */
function largestInstalment(principal: number, months: number, terms: Pick<EligibilityInput, 'monthlyRateBp' | 'method'>): number {
  const priced = priceCredit({ principal, months, monthlyRateBp: terms.monthlyRateBp, method: terms.method, firstDueDate: ANY_DUE_DATE });
  return Math.max(...priced.schedule.map((row) => row.total));
}

const CEDI = 100;

/**
 * The largest whole-cedi amount in [minAmount, maxAmount] whose largest instalment at `months` fits `maxInstalment`,
 * or null. The instalment never falls as the principal grows, so a binary search over whole cedis finds it.
 */
function largestAffordableAmount(months: number, maxInstalment: number, input: EligibilityInput, thresholds: EligibilityThresholds): number | null {
  const fits = (cedis: number) => largestInstalment(cedis * CEDI, months, input) <= maxInstalment;
  let low = Math.ceil(thresholds.minAmount / CEDI);
  let high = Math.floor(thresholds.maxAmount / CEDI);
  if (low > high || !fits(low)) return null;
  // Invariant: fits(low); the answer lies in [low, high].
  while (low < high) {
    const middle = low + Math.ceil((high - low) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low * CEDI;
}

function suggest(input: EligibilityInput, thresholds: EligibilityThresholds, maxInstalment: number): EligibilitySuggestion {
  const texts: string[] = [];
  const maxAmountAtTerm = largestAffordableAmount(input.months, maxInstalment, input, thresholds);
  texts.push(
    maxAmountAtTerm === null
      ? `No amount from ${formatCedis(thresholds.minAmount)} is affordable over ${input.months} months on this income after existing debts.`
      : `You could borrow up to ${formatCedis(maxAmountAtTerm)} over ${input.months} months.`,
  );
  let shortestTerm: number | null = null;
  const withinLimits = input.amountRequested >= thresholds.minAmount && input.amountRequested <= thresholds.maxAmount;
  if (thresholds.allowedMonths && withinLimits) {
    const terms = [...thresholds.allowedMonths].sort((a, b) => a - b);
    shortestTerm = terms.find((months) => largestInstalment(input.amountRequested, months, input) <= maxInstalment) ?? null;
    texts.push(
      shortestTerm === null
        ? `No repayment length we offer makes ${formatCedis(input.amountRequested)} affordable on this income.`
        : `${formatCedis(input.amountRequested)} would be affordable over ${shortestTerm} months.`,
    );
  }
  return { maxAmountAtTerm, shortestTerm, texts };
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
