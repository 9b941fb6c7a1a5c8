import type { DbOrTx } from '../../db/client.js';
import type { LatePaymentPolicy } from '../../finance/index.js';
import { readCreditTerms, type CreditTerms } from '../eligibility/credit-terms.js';
import { readSettings, type SettingsService } from '../settings/settings.service.js';

/** Everything pricing needs: the eligibility terms plus BNPL, fee and late-payment settings. */
export interface PricingTerms extends CreditTerms {
  bnplMonthlyRateBp: number;
  bnplPlanMonths: number[];
  processingFeeBp: number;
  /** Basis points of the original principal charged on early settlement (Bank of Ghana cap: 25). */
  earlySettlementFeeBp: number;
  latePolicy: LatePaymentPolicy;
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

export async function readPricingTerms(settings: SettingsService): Promise<PricingTerms> {
  const [terms, values] = await Promise.all([readCreditTerms(settings), settings.getMany(KEYS)]);
  const months = values.get('credit.bnpl_plan_months');
  if (!Array.isArray(months) || !months.every((month) => Number.isSafeInteger(month) && month > 0)) {
    throw new Error('setting credit.bnpl_plan_months is not a list of positive integers');
  }
  return {
    ...terms,
    bnplMonthlyRateBp: integer(values, 'credit.bnpl_monthly_rate_bp'),
    bnplPlanMonths: months as number[],
    processingFeeBp: integer(values, 'credit.processing_fee_bp'),
    earlySettlementFeeBp: integer(values, 'credit.early_settlement_fee_bp'),
    latePolicy: {
      penaltyRateAnnualBp: integer(values, 'credit.penalty_rate_annual_bp'),
      graceDays: integer(values, 'credit.grace_days'),
    },
  };
}

/**
 * The late-payment settings read through the caller's handle: code already inside a transaction must not
 * wait for a second connection (PGlite has only one, so it would deadlock).
 */
export async function readLatePolicy(dbOrTx: DbOrTx): Promise<LatePaymentPolicy> {
  const values = await readSettings(dbOrTx, ['credit.penalty_rate_annual_bp', 'credit.grace_days']);
  return { penaltyRateAnnualBp: integer(values, 'credit.penalty_rate_annual_bp'), graceDays: integer(values, 'credit.grace_days') };
}
