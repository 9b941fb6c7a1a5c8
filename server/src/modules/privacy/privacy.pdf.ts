// The readable copy of a customer's data (Act 843): the same facts as the JSON export, section by section.
import { formatBp, formatCedis } from '../../finance/money.js';
import { formatDate, formatDateTime } from '../../shared/dates.js';
import { formatGhanaPhone } from '../../shared/phone.js';
import { GHANA_REGION_LABELS, type GhanaRegion } from '../../shared/ghana-regions.js';
import { createDocument, finish, header, heading, keyValues, paragraph, subheading } from '../statements/pdf-layout.js';

const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['applications', 'Applications (with emergency contacts and employer)'],
  ['documents', 'Documents you uploaded'],
  ['loans', 'Loans'],
  ['schedules', 'Repayment schedules'],
  ['ledger', 'Loan ledger'],
  ['payments', 'Payments'],
  ['receipts', 'Receipts'],
  ['orders', 'Buy Now Pay Later orders'],
  ['tickets', 'Support tickets'],
  ['contactMessages', 'Messages from the contact page'],
  ['notifications', 'Notifications'],
  ['consents', 'Terms and policies you accepted'],
  ['messages', 'Messages we sent you (SMS and email)'],
  ['hardshipRequests', 'Hardship requests'],
  ['reviewRequests', 'Requests to review a decision'],
  ['collectionContacts', 'Contacts about overdue payments'],
  ['promisesToPay', 'Promises to pay'],
  ['privacyRequests', 'Your data protection requests'],
  ['audit', 'Audit trail entries about you'],
];

/** Money columns are pesewas: shown as cedis. */
const MONEY = /(^|_)(amount|principal|total|balance|fee|price|subtotal|income|rent|interest|due|prepaid|unallocated|line_total|monthly_rent)(_|$)/;

/** Keys whose values are stored codes rather than words. */
const CODE_KEY = /(^|_)(status|kind|method|source|channel|outcome|type|role|region|reason|product)$/;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function label(key: string): string {
  return sentence(key.replace(/_bp$/, '').replace(/_/g, ' '));
}

/** What the readable copy says first: how to read its figures, and where the machine-readable copy is. */
export const READABLE_NOTICE =
  'Everything we hold about you under the Data Protection Act, 2012 (Act 843). Amounts are in Ghana cedis (GH₵), dates and times in Ghana time, and phone numbers as dialled in Ghana. my-data.json in the same download holds the same facts for a computer to read.';

/** Nested values (a disclosure, an allocation) read as "Label: value; …" to this depth, then are summarised. */
const MAX_DEPTH = 2;
const MAX_TEXT = 600;

function show(key: string, value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) && MONEY.test(key) && !key.endsWith('_bp')) {
    return formatCedis(Number(value));
  }
  if (typeof value === 'number' && key.endsWith('_bp')) return formatBp(value);
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'string' && /(^|_)region$/.test(key) && Object.hasOwn(GHANA_REGION_LABELS, value)) return GHANA_REGION_LABELS[value as GhanaRegion];
  // Stored codes (pending_approval, mtn_momo, greater_accra) read as words.
  if (typeof value === 'string' && CODE_KEY.test(key) && /^[a-z]+(?:_[a-z0-9]+)+$/.test(value)) return sentence(value.replace(/_/g, ' '));
  if (typeof value === 'string' && /phone/i.test(key)) return formatGhanaPhone(value);
  if (typeof value === 'object') {
    const text =
      depth >= MAX_DEPTH
        ? Array.isArray(value)
          ? `${value.length} items`
          : `${Object.keys(value).length} details`
        : Array.isArray(value)
          ? value.map((item) => show(key, item, depth + 1)).join(' · ')
          : Object.entries(value as Record<string, unknown>)
              .map(([inner, item]) => `${label(snake(inner))}: ${show(snake(inner), item, depth + 1)}`)
              .join('; ');
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }
  return String(value);
}

/** JSON documents inside a row use camelCase keys; the money and label rules read snake_case. */
function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function pairsOf(record: Record<string, unknown>): Array<readonly [string, string]> {
  return Object.entries(record)
    .filter(([key]) => key !== 'storage_key')
    .map(([key, value]) => [label(key), show(key, value)] as const);
}

export async function renderPrivacyExportPdf(data: Record<string, unknown>, options: { brandName: string; generatedAt: Date }): Promise<Buffer> {
  const doc = createDocument({ title: 'Your personal data', author: options.brandName, subject: 'Copy of personal data (Act 843)', createdAt: options.generatedAt });
  header(doc, options.brandName, 'Your personal data', `Prepared ${formatDateTime(options.generatedAt)}`);
  // The JSON's notice describes the JSON (amounts in pesewas); this document shows cedis.
  paragraph(doc, READABLE_NOTICE, { muted: true });
  heading(doc, 'Account');
  keyValues(doc, pairsOf((data.account as Record<string, unknown>) ?? {}));
  heading(doc, 'Profile');
  if (data.profile) keyValues(doc, pairsOf(data.profile as Record<string, unknown>));
  else paragraph(doc, 'No profile details saved.', { muted: true });
  for (const [key, title] of SECTIONS) {
    const rows = (data[key] as Array<Record<string, unknown>>) ?? [];
    heading(doc, `${title} (${rows.length})`);
    if (rows.length === 0) {
      paragraph(doc, 'None.', { muted: true });
      continue;
    }
    rows.forEach((row, index) => {
      subheading(doc, `${title.split(' (')[0]} ${index + 1}`);
      keyValues(doc, pairsOf(row));
    });
  }
  return finish(doc, `${options.brandName} · Copy of personal data · Data Protection Act, 2012 (Act 843)`);
}
