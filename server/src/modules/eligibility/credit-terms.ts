import type { RepaymentMethod } from '../../finance/index.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ProductTerms } from '../credit-products/credit-product.terms.js';

/** Where the active version of a product is read (CreditProductService). */
export interface ProductVersions {
  activeVersion(code: string): Promise<ProductTerms & { id: string }>;
}

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

/**
 * The rent terms: amount range, rate, allowed terms, method and affordability share come from the active version of
 * the `rent` product; without a product source (older callers), from the settings they were seeded from.
 */
export async function readCreditTerms(settings: SettingsService, products?: ProductVersions): Promise<CreditTerms> {
  const [values, rent] = await Promise.all([settings.getMany(KEYS), products?.activeVersion('rent')]);
  if (rent) {
    return {
      minAmount: rent.minAmount,
      maxAmount: rent.maxAmount,
      maxInstalmentShareBp: rent.maxInstalmentShareBp,
      minMonthlyIncome: integer(values, 'credit.min_monthly_income'),
      rentMonthlyRateBp: rent.monthlyRateBp,
      rentRepaymentMonths: [...rent.termMonths],
      method: rent.method,
    };
  }
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
