import type { LatePaymentPolicy } from '../../finance/index.js';
import type { ProductTerms } from '../credit-products/credit-product.terms.js';
import { readCreditTerms, type CreditTerms, type ProductVersions } from '../eligibility/credit-terms.js';
import type { SettingsService } from '../settings/settings.service.js';

/** Everything pricing needs: the eligibility terms plus BNPL, fee and late-payment settings. */
export interface PricingTerms extends CreditTerms {
  bnplMonthlyRateBp: number;
  bnplPlanMonths: number[];
  processingFeeBp: number;
  /** Basis points of the original principal charged on early settlement (Bank of Ghana cap: 25). */
  earlySettlementFeeBp: number;
  latePolicy: LatePaymentPolicy;
  /** The terms rent and BNPL credit is priced on: the products' active versions (null id: read from settings). */
  rent: ProductTerms & { id: string | null };
  bnpl: ProductTerms & { id: string | null };
}

const KEYS = [
  'credit.bnpl_monthly_rate_bp',
  'credit.bnpl_plan_months',
  'credit.processing_fee_bp',
  'credit.penalty_rate_annual_bp',
  'credit.grace_days',
  'credit.early_settlement_fee_bp',
] as const;

function integer(values: Map<string, unknown>, key: string): number {
  const value = values.get(key);
  // A mistyped setting must fail loudly, never price credit with garbage.
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw new Error(`setting ${key} is not a non-negative integer`);
  return value as number;
}

/** The product terms the settings describe (credit priced before products existed, and callers without products). */
function fromSettings(terms: CreditTerms, rateBp: number, months: number[], feeBp: number, settlementBp: number, late: LatePaymentPolicy, payee: string): ProductTerms & { id: null } {
  return {
    id: null,
    name: '',
    description: '',
    payeeKind: 'other',
    purpose: '',
    minAmount: terms.minAmount,
    maxAmount: terms.maxAmount,
    termMonths: months,
    monthlyRateBp: rateBp,
    method: terms.method,
    feeBp,
    feeFixed: 0,
    feeCap: null,
    feeFinanced: false,
    graceDays: late.graceDays,
    penaltyRateAnnualBp: late.penaltyRateAnnualBp,
    penaltyCapBp: 0,
    earlySettlementFeeBp: settlementBp,
    fourEyesThreshold: 0,
    maxInstalmentShareBp: terms.maxInstalmentShareBp,
    requiredDocuments: [],
    approvalChecks: [],
    disclosure: { payee, notes: '' },
  };
}

/** Pricing terms: from the active `rent` and `bnpl` product versions when `products` is given. */
export async function readPricingTerms(settings: SettingsService, products?: ProductVersions): Promise<PricingTerms> {
  if (products) {
    const [terms, rent, bnpl] = await Promise.all([readCreditTerms(settings, products), products.activeVersion('rent'), products.activeVersion('bnpl')]);
    return {
      ...terms,
      bnplMonthlyRateBp: bnpl.monthlyRateBp,
      bnplPlanMonths: [...bnpl.termMonths],
      processingFeeBp: rent.feeBp,
      earlySettlementFeeBp: rent.earlySettlementFeeBp,
      latePolicy: { penaltyRateAnnualBp: rent.penaltyRateAnnualBp, graceDays: rent.graceDays },
      rent,
      bnpl,
    };
  }
  const [terms, values] = await Promise.all([readCreditTerms(settings), settings.getMany(KEYS)]);
  const months = values.get('credit.bnpl_plan_months');
  if (!Array.isArray(months) || !months.every((month) => Number.isSafeInteger(month) && month > 0)) {
    throw new Error('setting credit.bnpl_plan_months is not a list of positive integers');
  }
  const latePolicy = { penaltyRateAnnualBp: integer(values, 'credit.penalty_rate_annual_bp'), graceDays: integer(values, 'credit.grace_days') };
  const feeBp = integer(values, 'credit.processing_fee_bp');
  const settlementBp = integer(values, 'credit.early_settlement_fee_bp');
  const bnplRate = integer(values, 'credit.bnpl_monthly_rate_bp');
  return {
    ...terms,
    bnplMonthlyRateBp: bnplRate,
    bnplPlanMonths: months as number[],
    processingFeeBp: feeBp,
    earlySettlementFeeBp: settlementBp,
    latePolicy,
    rent: fromSettings(terms, terms.rentMonthlyRateBp, terms.rentRepaymentMonths, feeBp, settlementBp, latePolicy, 'The landlord, on the day we pay your rent'),
    bnpl: fromSettings(terms, bnplRate, months as number[], feeBp, settlementBp, latePolicy, 'The merchant, on the day we approve your order'),
  };
}

/**
 * The published figures a credit product owns, as the public settings name them: the calculators, the landing
 * page and the eligibility check read these keys, so they answer with the active product versions, not with
 * settings no quote is priced on any more.
 */
export function productFigures(terms: PricingTerms): Map<string, unknown> {
  const { rent, bnpl } = terms;
  return new Map<string, unknown>([
    ['credit.bnpl_monthly_rate_bp', bnpl.monthlyRateBp],
    ['credit.bnpl_plan_months', [...bnpl.termMonths]],
    ['credit.rent_monthly_rate_bp', rent.monthlyRateBp],
    ['credit.rent_repayment_months', [...rent.termMonths]],
    ['credit.method', rent.method],
    ['credit.processing_fee_bp', rent.feeBp],
    ['credit.penalty_rate_annual_bp', rent.penaltyRateAnnualBp],
    ['credit.grace_days', rent.graceDays],
    ['credit.penalty_cap_bp', rent.penaltyCapBp],
    ['credit.early_settlement_fee_bp', rent.earlySettlementFeeBp],
    ['credit.max_instalment_share_bp', rent.maxInstalmentShareBp],
  ]);
}
