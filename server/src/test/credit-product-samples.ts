// A sample product for tests and browser tests (no runtime imports, so the browser specs can read it too).
import type { ProductTerms } from '../modules/credit-products/credit-product.terms.js';

/** "School fees": 3–10 months at 3.5% a month, paid to the school, requires a Ghana Card and an admission letter. */
export const SCHOOL_FEES_TERMS: ProductTerms = {
  name: 'School fees',
  description: 'We pay the school fees; you repay monthly.',
  payeeKind: 'school',
  purpose: 'School fees paid to the school',
  minAmount: 50_000,
  maxAmount: 2_000_000,
  termMonths: [3, 4, 5, 6, 7, 8, 9, 10],
  monthlyRateBp: 350,
  method: 'reducing_balance',
  feeBp: 0,
  feeFixed: 0,
  feeCap: null,
  feeFinanced: false,
  graceDays: 5,
  penaltyRateAnnualBp: 3_000,
  penaltyCapBp: 1_000,
  earlySettlementFeeBp: 25,
  fourEyesThreshold: 1_000_000,
  maxInstalmentShareBp: 3_000,
  requiredDocuments: [
    { kind: 'ghana_card', text: 'Your Ghana Card (front and back)' },
    { kind: 'admission_letter', text: 'The admission letter from the school' },
  ],
  approvalChecks: ['documents', 'affordability', 'identity'],
  disclosure: { payee: 'The school, on the day we pay the fees', notes: '' },
};
