import type { RepaymentMethod } from '../../finance/index.js';
import type { SettingsService } from '../settings/settings.service.js';

/** The credit settings rent applications and the eligibility check read, typed and checked once. */
export interface CreditTerms {
  minAmount: number;
  maxAmount: number;
  maxInstalmentShareBp: number;
  minMonthlyIncome: number;
  rentMonthlyRateBp: number;
  rentRepaymentMonths: number[];
  method: RepaymentMethod;
}

const KEYS = [
  'credit.min_amount',
  'credit.max_amount',
  'credit.max_instalment_share_bp',
  'credit.min_monthly_income',
  'credit.rent_monthly_rate_bp',
  'credit.rent_repayment_months',
  'credit.method',
] as const;

function integer(values: Map<string, unknown>, key: string): number {
  const value = values.get(key);
  // A mistyped setting must fail loudly (masked as an internal error), never price credit with garbage.
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw new Error(`setting ${key} is not a non-negative integer`);
  return value as number;
}

export async function readCreditTerms(settings: SettingsService): Promise<CreditTerms> {
  const values = await settings.getMany(KEYS);
  const months = values.get('credit.rent_repayment_months');
  if (!Array.isArray(months) || !months.every((month) => Number.isSafeInteger(month) && month > 0)) {
    throw new Error('setting credit.rent_repayment_months is not a list of positive integers');
  }
  const method = values.get('credit.method');
  if (method !== 'reducing_balance' && method !== 'flat') throw new Error('setting credit.method is not reducing_balance or flat');
  return {
    minAmount: integer(values, 'credit.min_amount'),
    maxAmount: integer(values, 'credit.max_amount'),
    maxInstalmentShareBp: integer(values, 'credit.max_instalment_share_bp'),
    minMonthlyIncome: integer(values, 'credit.min_monthly_income'),
    rentMonthlyRateBp: integer(values, 'credit.rent_monthly_rate_bp'),
    rentRepaymentMonths: months as number[],
    method,
  };
}
