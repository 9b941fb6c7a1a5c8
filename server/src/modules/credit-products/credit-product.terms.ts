// The terms of a credit product version, checked and priced. Pure: the service and the quote paths call it; the
// figures come from the engine in finance/ only.
import {
  EARLY_SETTLEMENT_FEE_CAP_BP,
  MAX_MONTHS,
  buildDisclosure,
  earlyRepaymentPolicyText,
  earlySettlementFee,
  formatBp,
  formatCedis,
  percentOf,
  priceCredit,
  type RepaymentMethod,
} from '../../finance/index.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';
import {
  PAYEE_KINDS,
  PRODUCT_APPROVAL_CHECKS,
  PRODUCT_METHODS,
  type DisclosureTexts,
  type PayeeKind,
  type ProductApprovalCheck,
  type RequiredDocument,
} from './credit-product.table.js';

/** Everything a version says about the credit (the editable part of a version). */
export interface ProductTerms {
  name: string;
  description: string;
  payeeKind: PayeeKind;
  purpose: string;
  minAmount: number;
  maxAmount: number;
  termMonths: number[];
  monthlyRateBp: number;
  method: RepaymentMethod;
  feeBp: number;
  feeFixed: number;
  feeCap: number | null;
  feeFinanced: boolean;
  graceDays: number;
  penaltyRateAnnualBp: number;
  penaltyCapBp: number;
  earlySettlementFeeBp: number;
  fourEyesThreshold: number;
  maxInstalmentShareBp: number;
  requiredDocuments: RequiredDocument[];
  approvalChecks: ProductApprovalCheck[];
  disclosure: DisclosureTexts;
}

/** One reason a product is refused: the field at fault and a sentence for the person editing it. */
export interface ProductProblem {
  field: string;
  message: string;
}

/** A product that cannot be saved or activated, with every reason. */
export class InvalidProduct extends Error {
  constructor(readonly problems: ProductProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
  }
}

const CODE = /^[a-z][a-z0-9-]{1,31}$/;
const DOCUMENT_KIND = /^[a-z][a-z0-9_]{1,39}$/;
const BP_MAX = 10_000;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** A product code: lower-case letters, digits and dashes, 2–32 characters, starting with a letter. */
export function codeProblem(code: string): ProductProblem | null {
  return CODE.test(code) ? null : { field: 'code', message: 'The code must be 2–32 lower-case letters, digits or dashes, starting with a letter.' };
}

/** Every reason the terms cannot be a product (empty when they can). */
export function productProblems(terms: ProductTerms): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const text = (field: keyof ProductTerms, label: string, max: number, required = true) => {
    const value = terms[field];
    if (typeof value !== 'string' || (required && value.trim() === '')) add(field, `${label} is required.`);
    else if (value.length > max) add(field, `${label} must be at most ${max} characters.`);
  };
  text('name', 'The name', 80);
  text('description', 'The description', 2000);
  text('purpose', 'The purpose', 500);
  if (!(PAYEE_KINDS as readonly string[]).includes(terms.payeeKind)) add('payeeKind', `The payee must be one of ${PAYEE_KINDS.join(', ')}.`);
  if (!(PRODUCT_METHODS as readonly string[]).includes(terms.method)) add('method', 'The method must be reducing_balance or flat.');

  if (!isInt(terms.monthlyRateBp) || terms.monthlyRateBp <= 0) add('monthlyRateBp', 'The monthly rate must be above 0%.');
  else if (terms.monthlyRateBp > BP_MAX) add('monthlyRateBp', 'The monthly rate must be at most 100%.');

  if (!isInt(terms.minAmount) || terms.minAmount <= 0) add('minAmount', 'The smallest amount must be above GH₵0.00.');
  if (!isInt(terms.maxAmount) || terms.maxAmount <= 0) add('maxAmount', 'The largest amount must be above GH₵0.00.');
  if (isInt(terms.minAmount) && isInt(terms.maxAmount) && terms.minAmount > terms.maxAmount) {
    add('maxAmount', `The smallest amount (${formatCedis(terms.minAmount)}) is above the largest (${formatCedis(terms.maxAmount)}).`);
  }

  if (!Array.isArray(terms.termMonths) || terms.termMonths.length === 0) add('termMonths', 'At least one term (in months) is required.');
  else if (!terms.termMonths.every((months) => isInt(months) && months >= 1 && months <= MAX_MONTHS)) {
    add('termMonths', `Each term must be a whole number of months from 1 to ${MAX_MONTHS}.`);
  } else if (new Set(terms.termMonths).size !== terms.termMonths.length) add('termMonths', 'A term is listed twice.');

  if (!isInt(terms.feeBp) || terms.feeBp < 0 || terms.feeBp > BP_MAX) add('feeBp', 'The percentage fee must be from 0% to 100%.');
  if (!isInt(terms.feeFixed) || terms.feeFixed < 0) add('feeFixed', 'The fixed fee must be a whole number of pesewas, 0 or more.');
  if (terms.feeCap !== null) {
    if (!isInt(terms.feeCap) || terms.feeCap < 0) add('feeCap', 'The fee cap must be a whole number of pesewas, 0 or more.');
    else if (isInt(terms.feeFixed) && terms.feeFixed > terms.feeCap) {
      add('feeFixed', `The fixed fee (${formatCedis(terms.feeFixed)}) is above its cap (${formatCedis(terms.feeCap)}).`);
    }
  }
  if (isInt(terms.feeBp) && isInt(terms.feeFixed) && isInt(terms.minAmount) && terms.minAmount > 0 && !terms.feeFinanced) {
    const smallestFee = capped(percentOf(terms.minAmount, Math.min(Math.max(terms.feeBp, 0), BP_MAX)) + Math.max(terms.feeFixed, 0), terms.feeCap);
    if (smallestFee >= terms.minAmount) add('feeFixed', 'An upfront fee must be smaller than the smallest amount.');
  }

  if (!isInt(terms.graceDays) || terms.graceDays < 0 || terms.graceDays > 90) add('graceDays', 'The grace period must be from 0 to 90 days.');
  if (!isInt(terms.penaltyRateAnnualBp) || terms.penaltyRateAnnualBp < 0 || terms.penaltyRateAnnualBp > BP_MAX) {
    add('penaltyRateAnnualBp', 'The penalty rate must be from 0% to 100% a year.');
  }
  if (!isInt(terms.penaltyCapBp) || terms.penaltyCapBp < 0 || terms.penaltyCapBp > BP_MAX) add('penaltyCapBp', 'The penalty cap must be from 0% to 100% of the principal.');
  if (!isInt(terms.earlySettlementFeeBp) || terms.earlySettlementFeeBp < 0 || terms.earlySettlementFeeBp > EARLY_SETTLEMENT_FEE_CAP_BP) {
    add('earlySettlementFeeBp', `The early-settlement fee must be from 0% to ${formatBp(EARLY_SETTLEMENT_FEE_CAP_BP)} of the principal (Bank of Ghana cap).`);
  }
  if (!isInt(terms.fourEyesThreshold) || terms.fourEyesThreshold < 0) add('fourEyesThreshold', 'The four-eyes threshold must be a whole number of pesewas, 0 or more.');
  if (!isInt(terms.maxInstalmentShareBp) || terms.maxInstalmentShareBp <= 0 || terms.maxInstalmentShareBp > BP_MAX) {
    add('maxInstalmentShareBp', 'The affordability share must be above 0% and at most 100% of income.');
  }

  if (!Array.isArray(terms.requiredDocuments)) add('requiredDocuments', 'The required documents must be a list.');
  else {
    const kinds = new Set<string>();
    terms.requiredDocuments.forEach((document, index) => {
      if (!DOCUMENT_KIND.test(document.kind ?? '')) add(`requiredDocuments.${index}.kind`, 'A document kind must be lower-case letters, digits or underscores.');
      else if (kinds.has(document.kind)) add(`requiredDocuments.${index}.kind`, `The document ${document.kind} is listed twice.`);
      kinds.add(document.kind);
      if (typeof document.text !== 'string' || document.text.trim() === '') add(`requiredDocuments.${index}.text`, 'Each required document needs the text the customer sees.');
      else if (document.text.length > 200) add(`requiredDocuments.${index}.text`, 'A document text must be at most 200 characters.');
    });
  }
  if (!Array.isArray(terms.approvalChecks) || !terms.approvalChecks.every((check) => (PRODUCT_APPROVAL_CHECKS as readonly string[]).includes(check))) {
    add('approvalChecks', `Approval checks must be among ${PRODUCT_APPROVAL_CHECKS.join(', ')}.`);
  }
  if (!terms.disclosure || typeof terms.disclosure.payee !== 'string' || terms.disclosure.payee.trim() === '') {
    add('disclosure.payee', 'The disclosure must say who is paid and when.');
  } else if (terms.disclosure.payee.length > 300) add('disclosure.payee', 'The payee text must be at most 300 characters.');
  if (terms.disclosure && typeof terms.disclosure.notes === 'string' && terms.disclosure.notes.length > 4000) {
    add('disclosure.notes', 'The disclosure notes must be at most 4,000 characters.');
  }
  return problems;
}

/** Throws InvalidProduct with every reason when the terms cannot be a product. */
export function assertValidProduct(terms: ProductTerms): void {
  const problems = productProblems(terms);
  if (problems.length > 0) throw new InvalidProduct(problems);
}

function capped(fee: number, cap: number | null): number {
  return cap === null ? fee : Math.min(fee, cap);
}

/** The processing fee on a principal: the percentage plus the fixed part, never above the cap. */
export function processingFeeOf(terms: Pick<ProductTerms, 'feeBp' | 'feeFixed' | 'feeCap'>, principal: number): number {
  return capped(percentOf(principal, terms.feeBp) + terms.feeFixed, terms.feeCap);
}

/** Why an amount or term is outside the product (null when it is inside). */
export function amountProblem(terms: ProductTerms, principal: number): string | null {
  if (principal < terms.minAmount || principal > terms.maxAmount) {
    return `must be between ${formatCedis(terms.minAmount)} and ${formatCedis(terms.maxAmount)}.`;
  }
  return null;
}

/**
 * The full quote (Act 1052 disclosure, schedule, early-repayment terms) of `principal` over `months` on these
 * terms, the first instalment due on `firstDueDate` and the later ones on the day of month of `startDate` (the quote's
 * day or the disbursement; default: the first due date's day). The caller has checked the amount and term are allowed.
 */
export function quoteOnTerms(
  terms: ProductTerms,
  input: { principal: number; months: number; firstDueDate: string; startDate?: string; product?: CreditQuoteView['product']; warning?: string | null },
): CreditQuoteView {
  const fees =
    terms.feeCap === null
      ? { processingFeeBp: terms.feeBp, processingFeeFlat: terms.feeFixed, financed: terms.feeFinanced }
      : { processingFeeFlat: processingFeeOf(terms, input.principal), financed: terms.feeFinanced };
  const priced = priceCredit({
    principal: input.principal,
    months: input.months,
    monthlyRateBp: terms.monthlyRateBp,
    method: terms.method,
    fees,
    firstDueDate: input.firstDueDate,
    startDate: input.startDate,
  });
  const feeBp = Math.min(terms.earlySettlementFeeBp, EARLY_SETTLEMENT_FEE_CAP_BP);
  return {
    ...buildDisclosure(priced, { penaltyRateAnnualBp: terms.penaltyRateAnnualBp, graceDays: terms.graceDays }),
    firstDueDate: input.firstDueDate,
    rentActWarning: input.warning ?? null,
    rateType: 'fixed',
    ...(input.product ? { product: input.product } : {}),
    payee: terms.disclosure.payee,
    earlySettlementFeeBp: feeBp,
    earlySettlementFeeCapBp: EARLY_SETTLEMENT_FEE_CAP_BP,
    earlySettlementFee: earlySettlementFee(priced.principal, feeBp),
    earlyRepaymentPolicy: earlyRepaymentPolicyText(priced.principal, feeBp),
  };
}
