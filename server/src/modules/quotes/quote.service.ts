import {
  addMonthsClamped,
  buildDisclosure,
  formatCedis,
  priceCredit,
  rentActWarning,
  rentPrincipal,
  type RepaymentMethod,
} from '../../finance/index.js';
import { badInput, conflict } from '../../graphql/errors.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Clock } from './clock.js';
import type { CreditProduct, CreditQuoteView } from './quote.types.js';
import { productFigures, readPricingTerms, type PricingTerms } from './credit-settings.js';
import type { ProductVersions } from '../eligibility/credit-terms.js';
import { quoteOnTerms, type ProductTerms } from '../credit-products/credit-product.terms.js';

// The stored shape of a quote lives in quote.types.ts (tables import it from there); callers keep importing it here.
export type { CreditProduct, CreditQuoteView, EarlyRepaymentTerms } from './quote.types.js';

/**
 * Who receives the money and when, for disclosures of the two seeded products stored before quotes carried the
 * version's payee text (every quote now states its product version's `disclosure.payee`).
 */
export const PAYEE_TEXT: Readonly<Record<string, string>> = {
  rent: 'The landlord, on the day we pay your rent',
  // A BNPL loan starts when the order is approved (the merchant is paid for the goods then).
  bnpl: 'The merchant, on the day we approve your order',
};

/** What the borrower ticked "I accept" on; compared with the server's own figures. */
export interface AcceptedTerms {
  totalRepayable: number;
  aprBp: number;
}

export const TERMS_CHANGED_MESSAGE = 'The price or terms changed; please review the new disclosure.';

/** The loan terms a snapshot fixes; re-pricing them from a later start date gives the same amounts. */
export interface FixedTerms {
  principal: number;
  months: number;
  monthlyRateBp: number;
  method: RepaymentMethod;
  processingFee: number;
  feeFinanced: boolean;
}

function assertWholeAmount(value: number, field: string, label: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw badInput(`${label} must be a whole number of pesewas above zero.`, field);
}

export class QuoteService {
  constructor(
    private readonly settings: SettingsService,
    readonly clock: Clock,
    /** The credit products: rent and BNPL are priced on their active versions. */
    private readonly products?: ProductVersions,
  ) {}

  terms(): Promise<PricingTerms> {
    return readPricingTerms(this.settings, this.products);
  }

  /** The public settings a credit product owns, with the values of its active version (credit-settings.ts). */
  async publishedFigures(): Promise<Map<string, unknown>> {
    return productFigures(await this.terms());
  }

  /** The BNPL quote for an amount over one of the plan lengths; the first instalment is due a month from today. */
  async bnplQuote(amount: number, months: number): Promise<CreditQuoteView> {
    return this.priceBnpl(await this.terms(), amount, months, addMonthsClamped(this.clock.today(), 1));
  }

  async rentQuote(monthlyRent: number, advanceMonths: number, repaymentMonths: number): Promise<CreditQuoteView> {
    return this.priceRent(await this.terms(), monthlyRent, advanceMonths, repaymentMonths, addMonthsClamped(this.clock.today(), 1));
  }

  priceBnpl(terms: PricingTerms, amount: number, months: number, firstDueDate: string, amountField = 'amount'): CreditQuoteView {
    assertWholeAmount(amount, amountField, 'The amount');
    this.checkRange(terms.bnpl, amount, amountField, 'The amount');
    if (!Number.isSafeInteger(months) || !terms.bnpl.termMonths.includes(months)) {
      throw badInput(`Months must be one of ${terms.bnpl.termMonths.join(', ')}.`, 'months');
    }
    return this.quote(terms.bnpl, 'bnpl', { principal: amount, months, firstDueDate }, null);
  }

  priceRent(terms: PricingTerms, monthlyRent: number, advanceMonths: number, repaymentMonths: number, firstDueDate: string): CreditQuoteView {
    assertWholeAmount(monthlyRent, 'monthlyRent', 'The monthly rent');
    if (!Number.isSafeInteger(advanceMonths) || advanceMonths < 1 || advanceMonths > 24) {
      throw badInput('Advance months must be a whole number from 1 to 24.', 'advanceMonths');
    }
    const principal = rentPrincipal(monthlyRent, advanceMonths);
    this.checkRange(terms.rent, principal, 'monthlyRent', 'The amount financed (monthly rent × advance months)');
    if (!Number.isSafeInteger(repaymentMonths) || !terms.rent.termMonths.includes(repaymentMonths)) {
      throw badInput(`Repayment months must be one of ${terms.rent.termMonths.join(', ')}.`, 'repaymentMonths');
    }
    return this.quote(terms.rent, 'rent', { principal, months: repaymentMonths, firstDueDate }, rentActWarning(advanceMonths));
  }

  /**
   * The quote of any product version for an amount over one of its terms (the version's figures, its payee text);
   * the first instalment is due a month from today unless `firstDueDate` says otherwise.
   */
  priceProduct(code: string, terms: ProductTerms, amount: number, months: number, firstDueDate = addMonthsClamped(this.clock.today(), 1)): CreditQuoteView {
    assertWholeAmount(amount, 'amount', 'The amount');
    this.checkRange(terms, amount, 'amount', 'The amount');
    if (!Number.isSafeInteger(months) || !terms.termMonths.includes(months)) {
      throw badInput(`Months must be one of ${terms.termMonths.join(', ')}.`, 'months');
    }
    return this.quote(terms, code, { principal: amount, months, firstDueDate }, null);
  }

  /** The quote of an active product by its code, priced on its active version. */
  async productQuote(code: string, amount: number, months: number): Promise<CreditQuoteView> {
    if (!this.products) throw new Error('products are not configured');
    const version = await this.products.activeVersion(code);
    return this.priceProduct(code, version, amount, months);
  }

  /** The fixed terms priced again from a start day (the disbursement): same amounts, instalments on the start's day of month. */
  reprice(fixed: FixedTerms, firstDueDate: string, policy: PricingTerms['latePolicy'], warning: string | null, start?: string): CreditQuoteView {
    const priced = priceCredit({
      principal: fixed.principal,
      months: fixed.months,
      monthlyRateBp: fixed.monthlyRateBp,
      method: fixed.method,
      fees: { processingFeeFlat: fixed.processingFee, financed: fixed.feeFinanced },
      firstDueDate,
      startDate: start,
    });
    return { ...buildDisclosure(priced, policy), firstDueDate, rentActWarning: warning };
  }

  /** Refuses a commitment whose accepted figures are not exactly the server's current ones. */
  assertAccepted(quote: CreditQuoteView, accepted: AcceptedTerms): void {
    if (accepted.totalRepayable !== quote.totalRepayable || accepted.aprBp !== quote.aprBp) throw conflict(TERMS_CHANGED_MESSAGE);
  }

  private checkRange(terms: ProductTerms, amount: number, field: string, label: string): void {
    if (amount < terms.minAmount || amount > terms.maxAmount) {
      throw badInput(`${label} must be between ${formatCedis(terms.minAmount)} and ${formatCedis(terms.maxAmount)}.`, field);
    }
  }

  /** The quote on a product version's terms (credit-products/credit-product.terms.ts: the one pricing of a product). */
  private quote(terms: ProductTerms, product: CreditProduct, input: { principal: number; months: number; firstDueDate: string }, warning: string | null): CreditQuoteView {
    // Quotes start today: a quote given on the 31st has its instalments on the 31st (or the month's last day).
    return quoteOnTerms(terms, { ...input, startDate: this.clock.today(), product, warning });
  }
}
