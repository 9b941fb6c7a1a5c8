// The credit product editor's values: staff type GH₵, % and month ranges; the server stores pesewas, basis points
// and month lists. The conversions are exact (string arithmetic), and the server checks every rule again.
import { z } from 'zod';
import { formatCedis, parseCedisToPesewas } from '../../../../lib/money';
import type { CreditProductTermsInput, CreditProductVersionFieldsFragment, PayeeKind, ProductApprovalCheck } from '../../gql/graphql';
import { formatScaled, parseScaled } from '../configuration/setting-editors';

/** Who the money goes to. A Record over the server's enum, so a kind the API adds fails the type check here. */
export const PAYEE_KIND_LABELS: Record<PayeeKind, string> = {
  landlord: 'Landlord',
  merchant: 'Merchant',
  school: 'School',
  customer: 'Customer',
  other: 'Other',
};
export const PAYEE_KINDS = Object.keys(PAYEE_KIND_LABELS) as PayeeKind[];

/** The checks an approval on the product needs (the server's ProductApprovalCheck enum). */
export const APPROVAL_CHECK_LABELS: Record<ProductApprovalCheck, string> = {
  documents: 'Documents verified',
  identity: 'Identity confirmed',
  affordability: 'Affordability (instalment share of income)',
  property: 'Property inspected',
};
export const APPROVAL_CHECKS = Object.keys(APPROVAL_CHECK_LABELS) as ProductApprovalCheck[];

export const METHOD_LABELS: Record<string, string> = {
  reducing_balance: 'Reducing balance (equal instalments)',
  flat: 'Flat',
};

/** Bank of Ghana: an early-settlement fee is at most 0.25% of the original principal. */
export const EARLY_SETTLEMENT_FEE_CAP_BP = 25;
const MAX_MONTHS = 60;

/** '3–10' or '3-6, 9, 12' → [3, 4, 5, 6, 9, 12]; null when it cannot be read. */
export function parseTermMonths(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const months = new Set<number>();
  for (const part of parts) {
    const range = /^(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from || to > MAX_MONTHS) return null;
    for (let month = from; month <= to; month += 1) months.add(month);
  }
  return [...months].sort((a, b) => a - b);
}

/** [3, 4, 5, 6, 9, 12] → '3–6, 9, 12': consecutive runs of three or more as a range. */
export function formatTermMonths(months: readonly number[]): string {
  const sorted = [...months].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    if (end - start >= 2) parts.push(`${sorted[start]}–${sorted[end]}`);
    else for (let index = start; index <= end; index += 1) parts.push(String(sorted[index]));
    start = end + 1;
  }
  return parts.join(', ');
}

const percent = (text: string) => parseScaled(text.replace(/%$/, '').trim(), 2);
const cedis = (text: string) => parseCedisToPesewas(text);
const CEDIS_MESSAGE = 'Enter an amount in GH₵, e.g. 500 or 1,250.50.';
const PERCENT_MESSAGE = 'Enter a percentage with at most 2 decimals, e.g. 3.5.';

const cedisField = (positive: boolean) =>
  z.string().refine((value) => {
    const pesewas = cedis(value);
    return pesewas !== null && (!positive || pesewas > 0);
  }, positive ? 'Enter an amount above GH₵0, e.g. 500.' : CEDIS_MESSAGE);
const percentField = (max: number, message: string, above0 = false) =>
  z.string().superRefine((value, context) => {
    const bp = percent(value);
    if (bp === null) context.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
    else if (bp > max || (above0 && bp <= 0)) context.addIssue({ code: 'custom', message });
  });

export const productFormSchema = z
  .object({
    code: z.string().trim().regex(/^[a-z][a-z0-9-]{1,31}$/, 'The code must be 2–32 lower-case letters, digits or dashes, starting with a letter.'),
    name: z.string().trim().min(1, 'The name is required.').max(80, 'At most 80 characters.'),
    description: z.string().trim().min(1, 'The description is required.').max(2000, 'At most 2,000 characters.'),
    payeeKind: z.enum(PAYEE_KINDS as [PayeeKind, ...PayeeKind[]], { message: 'Choose who is paid.' }),
    purpose: z.string().trim().min(1, 'The purpose is required.').max(500, 'At most 500 characters.'),
    minAmount: cedisField(true),
    maxAmount: cedisField(true),
    termMonths: z.string().refine((value) => parseTermMonths(value) !== null, `Enter months from 1 to ${MAX_MONTHS} as a range or a list, e.g. 3–10 or 3, 6, 12.`),
    monthlyRate: percentField(10_000, 'The monthly rate must be above 0% and at most 100%.', true),
    method: z.enum(['reducing_balance', 'flat'], { message: 'Choose a method.' }),
    feePercent: percentField(10_000, 'The percentage fee must be from 0% to 100%.'),
    feeFixed: cedisField(false),
    feeCap: z.string().refine((value) => value.trim() === '' || cedis(value) !== null, `${CEDIS_MESSAGE} Leave it empty for no cap.`),
    feeFinanced: z.boolean(),
    graceDays: z.string().refine((value) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= 90, 'Enter whole days from 0 to 90.'),
    penaltyRateAnnual: percentField(10_000, 'The penalty rate must be from 0% to 100% a year.'),
    penaltyCap: percentField(10_000, 'The penalty cap must be from 0% to 100% of the principal.'),
    earlySettlementFee: percentField(EARLY_SETTLEMENT_FEE_CAP_BP, 'The early-settlement fee must be at most 0.25% of the principal (Bank of Ghana cap).'),
    fourEyesThreshold: cedisField(false),
    maxInstalmentShare: percentField(10_000, 'The affordability share must be above 0% and at most 100% of income.', true),
    requiredDocuments: z.array(
      z.object({
        kind: z.string().trim().regex(/^[a-z][a-z0-9_]{1,39}$/, 'Lower-case letters, digits or underscores, e.g. ghana_card.'),
        text: z.string().trim().min(1, 'The text the customer sees is required.').max(200, 'At most 200 characters.'),
      }),
    ),
    approvalChecks: z.array(z.enum(APPROVAL_CHECKS as [ProductApprovalCheck, ...ProductApprovalCheck[]])),
    disclosurePayee: z.string().trim().min(1, 'The disclosure must say who is paid and when.').max(300, 'At most 300 characters.'),
    disclosureNotes: z.string().max(4000, 'At most 4,000 characters.'),
  })
  .superRefine((values, context) => {
    const min = cedis(values.minAmount);
    const max = cedis(values.maxAmount);
    if (min !== null && max !== null && min > max) {
      context.addIssue({ code: 'custom', path: ['maxAmount'], message: `The largest amount must be at least the smallest (${formatCedis(min)}).` });
    }
    const fixed = cedis(values.feeFixed);
    const cap = values.feeCap.trim() === '' ? null : cedis(values.feeCap);
    if (fixed !== null && cap !== null && fixed > cap) {
      context.addIssue({ code: 'custom', path: ['feeFixed'], message: `The fixed fee is above its cap (${formatCedis(cap)}).` });
    }
    const kinds = values.requiredDocuments.map((document) => document.kind.trim());
    kinds.forEach((kind, index) => {
      if (kind !== '' && kinds.indexOf(kind) !== index) context.addIssue({ code: 'custom', path: ['requiredDocuments', index, 'kind'], message: `The document ${kind} is listed twice.` });
    });
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  code: '',
  name: '',
  description: '',
  payeeKind: 'customer',
  purpose: '',
  minAmount: '',
  maxAmount: '',
  termMonths: '',
  monthlyRate: '',
  method: 'reducing_balance',
  feePercent: '0',
  feeFixed: '0',
  feeCap: '',
  feeFinanced: false,
  graceDays: '5',
  penaltyRateAnnual: '0',
  penaltyCap: '0',
  earlySettlementFee: '0',
  fourEyesThreshold: '0',
  maxInstalmentShare: '40',
  requiredDocuments: [{ kind: 'ghana_card', text: 'Your Ghana Card (front and back)' }],
  approvalChecks: ['documents', 'identity', 'affordability'],
  disclosurePayee: '',
  disclosureNotes: '',
};

const cedisText = (pesewas: number) => formatScaled(pesewas, 2);

/** A stored version → the editor's starting values (the code is the product's and never changes). */
export function formOfVersion(code: string, version: CreditProductVersionFieldsFragment): ProductFormValues {
  return {
    code,
    name: version.name,
    description: version.description,
    payeeKind: version.payeeKind,
    purpose: version.purpose,
    minAmount: cedisText(version.minAmount),
    maxAmount: cedisText(version.maxAmount),
    termMonths: formatTermMonths(version.termMonths),
    monthlyRate: formatScaled(version.monthlyRateBp, 2),
    method: version.method === 'flat' ? 'flat' : 'reducing_balance',
    feePercent: formatScaled(version.feeBp, 2),
    feeFixed: cedisText(version.feeFixed),
    feeCap: version.feeCap === null ? '' : cedisText(version.feeCap),
    feeFinanced: version.feeFinanced,
    graceDays: String(version.graceDays),
    penaltyRateAnnual: formatScaled(version.penaltyRateAnnualBp, 2),
    penaltyCap: formatScaled(version.penaltyCapBp, 2),
    earlySettlementFee: formatScaled(version.earlySettlementFeeBp, 2),
    fourEyesThreshold: cedisText(version.fourEyesThreshold),
    maxInstalmentShare: formatScaled(version.maxInstalmentShareBp, 2),
    requiredDocuments: version.requiredDocuments.map(({ kind, text }) => ({ kind, text })),
    approvalChecks: [...version.approvalChecks],
    disclosurePayee: version.disclosure.payee,
    disclosureNotes: version.disclosure.notes,
  };
}

/** The checked form → the API's terms (pesewas, basis points, months). Call only on values the schema accepted. */
export function termsOfForm(values: ProductFormValues): CreditProductTermsInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    payeeKind: values.payeeKind,
    purpose: values.purpose.trim(),
    minAmount: cedis(values.minAmount)!,
    maxAmount: cedis(values.maxAmount)!,
    termMonths: parseTermMonths(values.termMonths)!,
    monthlyRateBp: percent(values.monthlyRate)!,
    method: values.method,
    feeBp: percent(values.feePercent)!,
    feeFixed: cedis(values.feeFixed)!,
    feeCap: values.feeCap.trim() === '' ? null : cedis(values.feeCap)!,
    feeFinanced: values.feeFinanced,
    graceDays: Number(values.graceDays.trim()),
    penaltyRateAnnualBp: percent(values.penaltyRateAnnual)!,
    penaltyCapBp: percent(values.penaltyCap)!,
    earlySettlementFeeBp: percent(values.earlySettlementFee)!,
    fourEyesThreshold: cedis(values.fourEyesThreshold)!,
    maxInstalmentShareBp: percent(values.maxInstalmentShare)!,
    requiredDocuments: values.requiredDocuments.map((document) => ({ kind: document.kind.trim(), text: document.text.trim() })),
    approvalChecks: values.approvalChecks,
    disclosure: { payee: values.disclosurePayee.trim(), notes: values.disclosureNotes.trim() },
  };
}

/** The server's field names (terms in pesewas / basis points) → the editor's field each one is typed in. */
const SERVER_FIELDS: Record<string, string> = {
  code: 'code',
  name: 'name',
  description: 'description',
  payeeKind: 'payeeKind',
  purpose: 'purpose',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
  termMonths: 'termMonths',
  monthlyRateBp: 'monthlyRate',
  method: 'method',
  feeBp: 'feePercent',
  feeFixed: 'feeFixed',
  feeCap: 'feeCap',
  feeFinanced: 'feeFinanced',
  graceDays: 'graceDays',
  penaltyRateAnnualBp: 'penaltyRateAnnual',
  penaltyCapBp: 'penaltyCap',
  earlySettlementFeeBp: 'earlySettlementFee',
  fourEyesThreshold: 'fourEyesThreshold',
  maxInstalmentShareBp: 'maxInstalmentShare',
  requiredDocuments: 'requiredDocuments',
  approvalChecks: 'approvalChecks',
  'disclosure.payee': 'disclosurePayee',
  'disclosure.notes': 'disclosureNotes',
};

/** The editor field a server reason names (requiredDocuments.0.kind stays as it is); null when none matches. */
export function formFieldOf(serverField: string | null | undefined): string | null {
  if (!serverField) return null;
  const field = serverField.replace(/^(input|terms)\./, '');
  if (/^requiredDocuments\.\d+\.(kind|text)$/.test(field)) return field;
  return SERVER_FIELDS[field] ?? null;
}
