import { assessEligibility, type EligibilityResult } from '../../finance/index.js';
import type { SettingsService } from '../settings/settings.service.js';
import { readCreditTerms, type ProductVersions } from './credit-terms.js';
import type { EligibilityInput } from './eligibility.inputs.js';

export class EligibilityService {
  constructor(
    private readonly settings: SettingsService,
    private readonly products?: ProductVersions,
  ) {}

  /**
   * Prices the would-be credit at the rent product's rate, method and limits (its active version), against the settings' thresholds; a refusal
   * on affordability says the largest amount at the term and the shortest allowed term for the amount.
   */
  async check(input: EligibilityInput): Promise<EligibilityResult> {
    const terms = await readCreditTerms(this.settings, this.products);
    return assessEligibility(
      {
        monthlyNetIncome: input.monthlyNetIncome,
        employmentType: input.employmentType,
        amountRequested: input.amountRequested,
        existingMonthlyDebts: input.existingMonthlyDebts,
        months: input.months,
        monthlyRateBp: terms.rentMonthlyRateBp,
        method: terms.method,
      },
      {
        maxInstalmentShareBp: terms.maxInstalmentShareBp,
        minAmount: terms.minAmount,
        maxAmount: terms.maxAmount,
        minMonthlyIncome: terms.minMonthlyIncome,
        allowedMonths: terms.rentRepaymentMonths,
      },
    );
  }
}
