// THE approval checklist: one pure function over the facts of an application or order. The GraphQL field
// (`approvalChecks`) and the approve mutations both call it, so the screen shows exactly what the server enforces.
import { formatBp, formatCedis, instalmentAffordability } from '../../finance/index.js';
import { formatDate } from '../../shared/dates.js';
import type { ProductApprovalCheck, RequiredDocument } from '../credit-products/credit-product.facts.js';
import { documentLabel, type DocumentStatus, type DocumentType } from '../documents/document.facts.js';
import type { InspectionStatus } from '../properties/property.service.js';
import type { ApprovalCheckSnapshot } from './approval.table.js';

export type ApprovalCheckKey = ProductApprovalCheck;
export interface ApprovalCheck extends ApprovalCheckSnapshot {
  key: ApprovalCheckKey;
}

export interface ApprovalFacts {
  /** What is approved: an application, or a shop order (the affordability detail words a missing income for it). */
  subject: 'application' | 'order';
  /** The product version's required documents. */
  requiredDocuments: readonly RequiredDocument[];
  /** The checks the product version requires (the checklist shows these, in its own order). */
  requiredChecks: readonly ProductApprovalCheck[];
  /** The customer's documents (any application), newest first. */
  documents: ReadonlyArray<{ type: DocumentType; status: DocumentStatus }>;
  /** When the product requires the property check: the linked property (null when none is linked). */
  property?: { address: string; inspectionStatus: InspectionStatus; inspectedAt: Date | null } | null;
  /** The largest instalment of the accepted schedule (pesewas); null when it cannot be priced. */
  instalment: number | null;
  /** Declared monthly net income (pesewas): the application's, or for an order the customer's latest application's; null if none. */
  monthlyNetIncome: number | null;
  /** The product version's affordability share (basis points of net income an instalment may take). */
  maxInstalmentShareBp: number;
  ghanaCardNumber: string | null;
  /** Other customers whose profile holds the same Ghana Card number. */
  otherHoldersOfGhanaCard: number;
}

/** 3000 -> "30%", 1143 -> "11.43%". */
const percent = (bp: number) => formatBp(bp).replace(/\.?0+%$/, '%');
const joinWords = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function documentsCheck(facts: ApprovalFacts): ApprovalCheck {
  const label = 'Required documents verified';
  const requiredTypes = facts.requiredDocuments.map((required) => required.kind);
  if (requiredTypes.length === 0) return { key: 'documents', label, passed: true, detail: 'No documents are required for this product.' };
  const missing: string[] = [];
  for (const type of requiredTypes) {
    const ofType = facts.documents.filter((document) => document.type === type);
    if (ofType.some((document) => document.status === 'verified')) continue;
    const state = ofType.some((document) => document.status === 'pending') ? 'waiting for review' : ofType.length > 0 ? 'rejected' : 'not uploaded';
    missing.push(`${documentLabel(type)} (${state})`);
  }
  const names = joinWords(requiredTypes.map((type: DocumentType) => documentLabel(type)));
  return missing.length === 0
    ? { key: 'documents', label, passed: true, detail: `${capitalise(names)} verified.` }
    : { key: 'documents', label, passed: false, detail: `Not verified: ${joinWords(missing)}.` };
}

function propertyCheck(facts: ApprovalFacts): ApprovalCheck {
  const label = 'Property inspected and passed';
  const linked = facts.property;
  if (!linked) return { key: 'property', label, passed: false, detail: 'The application is not linked to an inspected property.' };
  if (linked.inspectionStatus === 'passed') {
    return { key: 'property', label, passed: true, detail: `${linked.address}: passed${linked.inspectedAt ? ` on ${formatDate(linked.inspectedAt)}` : ''}.` };
  }
  return {
    key: 'property',
    label,
    passed: false,
    detail: linked.inspectionStatus === 'failed' ? `${linked.address}: the inspection failed.` : `${linked.address}: not inspected yet.`,
  };
}

function affordabilityCheck(facts: ApprovalFacts): ApprovalCheck {
  const limit = percent(facts.maxInstalmentShareBp);
  const label = `Instalment at most ${limit} of income`;
  if (facts.monthlyNetIncome === null || facts.monthlyNetIncome === 0) {
    return {
      key: 'affordability',
      label,
      passed: false,
      detail: facts.subject === 'order' ? 'No monthly net income declared: the customer has no application with employer details.' : 'No monthly net income declared.',
    };
  }
  if (facts.instalment === null) return { key: 'affordability', label, passed: false, detail: 'The instalment could not be priced on the current terms.' };
  const result = instalmentAffordability(facts.instalment, facts.monthlyNetIncome, facts.maxInstalmentShareBp);
  const share = result.shareBp === null ? '' : ` (${percent(result.shareBp)})`;
  const detail = `${formatCedis(facts.instalment)} a month against a monthly net income of ${formatCedis(facts.monthlyNetIncome)}${share}; the limit is ${formatCedis(result.maxInstalment)}.`;
  return { key: 'affordability', label, passed: result.withinLimit, detail };
}

function identityCheck(facts: ApprovalFacts): ApprovalCheck {
  const label = 'Ghana Card number on file and unique';
  if (!facts.ghanaCardNumber) return { key: 'identity', label, passed: false, detail: 'The customer has no Ghana Card number on their profile.' };
  const ending = facts.ghanaCardNumber.slice(-5);
  if (facts.otherHoldersOfGhanaCard > 0) {
    return { key: 'identity', label, passed: false, detail: `The Ghana Card number ending ${ending} is also on another customer's profile.` };
  }
  return { key: 'identity', label, passed: true, detail: `Ghana Card number ending ${ending}; no other customer holds it.` };
}

const CHECKS: Record<ProductApprovalCheck, (facts: ApprovalFacts) => ApprovalCheck> = {
  documents: documentsCheck,
  property: propertyCheck,
  affordability: affordabilityCheck,
  identity: identityCheck,
};
/** The order staff read the checklist in. */
const CHECK_ORDER: readonly ProductApprovalCheck[] = ['documents', 'property', 'affordability', 'identity'];

/** The checklist of the checks the product version requires, in the order staff read it: documents, property, affordability, identity. */
export function approvalChecks(facts: ApprovalFacts): ApprovalCheck[] {
  return CHECK_ORDER.filter((key) => facts.requiredChecks.includes(key)).map((key) => CHECKS[key](facts));
}

/** The sentence an approval refused by the checklist answers with: every failed check, in order. */
export function failedChecksMessage(checks: readonly ApprovalCheck[]): string | null {
  const failed = checks.filter((check) => !check.passed);
  if (failed.length === 0) return null;
  return `Approval refused: ${failed.map((check) => `${check.label} — ${check.detail}`).join(' ')}`;
}
