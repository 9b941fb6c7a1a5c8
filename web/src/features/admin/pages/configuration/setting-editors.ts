// How each system setting is shown and typed on the configuration screen: staff work in %, GH₵, months and
// seconds; the server stores basis points, pesewas and milliseconds. Conversions are exact (string arithmetic).
import { formatCedis, parseCedisToPesewas } from '../../../../lib/money';

export type EditorKind =
  | 'monthlyRate'
  | 'annualRate'
  | 'percentOfPrincipal'
  | 'percentOfIncome'
  | 'cedis'
  | 'monthList'
  | 'choice'
  | 'days'
  | 'bytes'
  | 'milliseconds'
  | 'count'
  | 'text'
  | 'boolean'
  | 'json';

export type GroupId = 'credit' | 'checkout' | 'uploads' | 'brand' | 'client' | 'other';

export const GROUPS: ReadonlyArray<{ id: GroupId; title: string; intro: string }> = [
  { id: 'credit', title: 'Credit', intro: 'Limits and defaults for rent assistance and BNPL. Signed agreements keep their terms.' },
  { id: 'checkout', title: 'Checkout and delivery', intro: 'What checkout adds to an order and says about it: delivery fees, delivery time, taxes.' },
  { id: 'uploads', title: 'Uploads', intro: 'What customers may upload as documents.' },
  { id: 'brand', title: 'Brand and contact', intro: 'Shown on the landing page, the footer and the Contact, About, Terms and Privacy pages.' },
  { id: 'client', title: 'Client constants (SPEC §9)', intro: 'Timings every browser uses: timeouts, retries, caches and toasts.' },
  { id: 'other', title: 'Other', intro: 'Server behaviour.' },
];

export interface SettingEditor {
  label: string;
  group: GroupId;
  kind: EditorKind;
  choices?: ReadonlyArray<{ value: string; label: string }>;
}

const KNOWN: Record<string, SettingEditor> = {
  'credit.bnpl_plan_months': { label: 'BNPL plan lengths (months)', group: 'credit', kind: 'monthList' },
  'credit.rent_repayment_months': { label: 'Rent repayment lengths (months)', group: 'credit', kind: 'monthList' },
  'credit.method': {
    label: 'Interest method',
    group: 'credit',
    kind: 'choice',
    choices: [
      { value: 'reducing_balance', label: 'Reducing balance (equal instalments)' },
      { value: 'flat', label: 'Flat' },
    ],
  },
  'credit.processing_fee_bp': { label: 'Processing fee (% of principal)', group: 'credit', kind: 'percentOfPrincipal' },
  'credit.penalty_rate_annual_bp': { label: 'Penalty rate on overdue amounts (% per annum)', group: 'credit', kind: 'annualRate' },
  'credit.grace_days': { label: 'Grace period (days)', group: 'credit', kind: 'days' },
  'credit.min_amount': { label: 'Smallest amount financed (GH₵)', group: 'credit', kind: 'cedis' },
  'credit.max_amount': { label: 'Largest amount financed (GH₵)', group: 'credit', kind: 'cedis' },
  'credit.min_monthly_income': { label: 'Smallest monthly net income (GH₵)', group: 'credit', kind: 'cedis' },
  'credit.max_instalment_share_bp': { label: 'Largest instalment share of net income (%)', group: 'credit', kind: 'percentOfIncome' },
  'credit.four_eyes_threshold': { label: 'Second approver needed above (GH₵ financed)', group: 'credit', kind: 'cedis' },
  'credit.required_documents': { label: 'Documents verified before approval (JSON: {"rent": [...], "bnpl": [...]} of document types)', group: 'credit', kind: 'json' },
  'delivery.fee_by_region': {
    label: 'Delivery fee per region (JSON of pesewas for each region, e.g. {"greater_accra": 0, "ashanti": 4000, …}; 0 is free delivery)',
    group: 'checkout',
    kind: 'json',
  },
  'delivery.expected_window': { label: 'Expected delivery time (e.g. 3–5 working days)', group: 'checkout', kind: 'text' },
  'tax.included_rate_bp': { label: 'VAT and levies included in prices (%; 0 says they are included without an amount)', group: 'checkout', kind: 'percentOfPrincipal' },
  'uploads.max_bytes': { label: 'Largest document upload (MB)', group: 'uploads', kind: 'bytes' },
  'brand.name': { label: 'Product name', group: 'brand', kind: 'text' },
  'brand.tagline': { label: 'Tagline', group: 'brand', kind: 'text' },
  'brand.legal_name': { label: 'Company name on the legal pages', group: 'brand', kind: 'text' },
  'contact.support_email': { label: 'Support email', group: 'brand', kind: 'text' },
  'contact.support_phone': { label: 'Support phone (any Ghana form; kept as +233 30 290 1234)', group: 'brand', kind: 'text' },
  'contact.office_address': { label: 'Office address', group: 'brand', kind: 'text' },
  'contact.dpo_email': { label: 'Data Protection Officer email', group: 'brand', kind: 'text' },
  'contact.complaints_email': { label: 'Complaints email', group: 'brand', kind: 'text' },
  'contact.social_links': { label: 'Social links (JSON list of label and url)', group: 'brand', kind: 'json' },
  'payments.branches': { label: 'Branches where staff take payments (JSON list of names, e.g. ["Accra Ridge", "Kumasi Adum"]; [] for none)', group: 'other', kind: 'json' },
  'client.connectivity_attempts': { label: 'Connectivity check attempts', group: 'client', kind: 'count' },
  'client.circuit_breaker_threshold': { label: 'Circuit breaker threshold (failures)', group: 'client', kind: 'count' },
  'client.toast_max': { label: 'Toasts shown at once', group: 'client', kind: 'count' },
};

/** Settings this screen leaves to /admin/credit-products (quotes, servicing and approvals read the product versions). */
export { SET_ON_CREDIT_PRODUCTS } from '../../../../../../server/src/shared/product-owned-settings';

/** Known keys get their tailored editor; anything new still gets a sensible one from its type. */
export function editorFor(key: string, type: string, description: string): SettingEditor {
  if (KNOWN[key]) return KNOWN[key];
  const group: GroupId = key.startsWith('client.') ? 'client' : key.startsWith('credit.') ? 'credit' : key.startsWith('uploads.') ? 'uploads' : key.startsWith('brand.') || key.startsWith('contact.') ? 'brand' : 'other';
  if (type === 'integer' && key.endsWith('_ms')) return { label: `${description} (seconds)`, group, kind: 'milliseconds' };
  if (type === 'integer') return { label: description, group, kind: 'count' };
  if (type === 'boolean') return { label: description, group, kind: 'boolean' };
  if (type === 'string') return { label: description, group, kind: 'text' };
  if (type === 'integer_list') return { label: description, group, kind: 'monthList' };
  return { label: description, group, kind: 'json' };
}

/** Exact decimal text with up to `decimals` places → integer in 1/10^decimals units; null when malformed. */
export function parseScaled(text: string, decimals: number): number | null {
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!match) return null;
  const value = BigInt(match[1]) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/** Integer in 1/10^decimals units → '4', '4.5', '4.25' (no trailing zeros). */
export function formatScaled(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.trunc(value / scale);
  const fraction = String(Math.abs(value % scale)).padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const MEGABYTE = 1024 * 1024;

/** The text box's starting text for a stored value. */
export function toInput(kind: EditorKind, value: unknown): string {
  switch (kind) {
    case 'monthlyRate':
    case 'annualRate':
    case 'percentOfPrincipal':
    case 'percentOfIncome':
      return formatScaled(Number(value), 2);
    case 'cedis':
      return formatScaled(Number(value), 2);
    case 'monthList':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'bytes':
      return formatScaled(Math.round((Number(value) / MEGABYTE) * 100), 2);
    case 'milliseconds':
      return formatScaled(Number(value), 3);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'json':
      return JSON.stringify(value, null, 2);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: string };

/** What staff typed → the value the server stores, or why it cannot be read. */
export function fromInput(kind: EditorKind, text: string): ParseResult {
  const trimmed = text.trim();
  const percent = (what: string): ParseResult => {
    const bp = parseScaled(trimmed, 2);
    return bp === null ? { ok: false, error: `Enter ${what} as a number with at most 2 decimals, e.g. 4 or 4.25` } : { ok: true, value: bp };
  };
  switch (kind) {
    case 'monthlyRate':
    case 'annualRate':
    case 'percentOfPrincipal':
    case 'percentOfIncome':
      return percent('a percentage');
    case 'cedis': {
      const pesewas = parseCedisToPesewas(trimmed);
      return pesewas === null ? { ok: false, error: 'Enter an amount in GH₵ with at most 2 decimals, e.g. 5,000 or 500.50' } : { ok: true, value: pesewas };
    }
    case 'monthList': {
      const parts = trimmed.split(/[\s,]+/).filter(Boolean);
      if (parts.length === 0 || !parts.every((part) => /^\d+$/.test(part))) {
        return { ok: false, error: 'Enter whole numbers of months separated by commas, e.g. 3, 6, 9, 12' };
      }
      return { ok: true, value: parts.map(Number) };
    }
    case 'bytes': {
      const hundredths = parseScaled(trimmed, 2);
      return hundredths === null ? { ok: false, error: 'Enter a size in MB, e.g. 10 or 2.5' } : { ok: true, value: Math.round((hundredths * MEGABYTE) / 100) };
    }
    case 'milliseconds': {
      const ms = parseScaled(trimmed, 3);
      return ms === null ? { ok: false, error: 'Enter seconds with at most 3 decimals, e.g. 1.5' } : { ok: true, value: ms };
    }
    case 'days':
    case 'count':
      return /^\d+$/.test(trimmed) ? { ok: true, value: Number(trimmed) } : { ok: false, error: 'Enter a whole number' };
    case 'boolean':
      return { ok: true, value: trimmed === 'true' };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { ok: false, error: 'This is not valid JSON' };
      }
    default:
      return trimmed ? { ok: true, value: trimmed } : { ok: false, error: 'Enter a value' };
  }
}

/** A stored value as staff read it in the before → after confirmation. */
export function displayValue(editor: SettingEditor, value: unknown): string {
  switch (editor.kind) {
    case 'monthlyRate':
      return `${formatScaled(Number(value), 2)}% per month (${perAnnum(Number(value))})`;
    case 'annualRate':
      return `${formatScaled(Number(value), 2)}% per annum`;
    case 'percentOfPrincipal':
    case 'percentOfIncome':
      return `${formatScaled(Number(value), 2)}%`;
    case 'cedis':
      return formatCedis(Number(value));
    case 'monthList':
      return Array.isArray(value) ? `${value.join(', ')} months` : String(value);
    case 'choice':
      return editor.choices?.find((choice) => choice.value === value)?.label ?? String(value);
    case 'days':
      return `${String(value)} day${value === 1 ? '' : 's'}`;
    case 'bytes':
      return `${toInput('bytes', value)} MB (${String(value)} bytes)`;
    case 'milliseconds':
      return `${formatScaled(Number(value), 3)} s`;
    case 'boolean':
      return value ? 'On' : 'Off';
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * Act 1052 wants rates per annum: a monthly rate in basis points → '48% p.a. nominal, 60.1% effective'.
 * The effective rate compounds monthly (display only, rounded to 0.1%).
 */
export function perAnnum(monthlyBp: number): string {
  const nominal = formatScaled(monthlyBp * 12, 2);
  const effective = (Math.pow(1 + monthlyBp / 10_000, 12) - 1) * 100;
  return `${nominal}% p.a. nominal, ${effective.toFixed(1)}% effective`;
}
