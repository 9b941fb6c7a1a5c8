// What staff may store in each setting: the setting's type first, then a sensible range for the key.
// Every refusal is BAD_USER_INPUT naming the key, so the configuration screen can point at the row.
import { badInput } from '../../graphql/errors.js';
import { formatGhanaPhoneInternational, parseGhanaPhone } from '../../shared/phone.js';
import type { SettingType } from './settings.defaults.js';
import { DOCUMENT_TYPES } from '../documents/document.facts.js';
import { GHANA_REGION_LABELS } from '../../shared/ghana-regions.js';

const MINUTE = 60_000;
const YEAR_MS = 365 * 24 * 60 * MINUTE;
/** Money and counts travel as GraphQL Int, so stored amounts stay below 2^31. */
const MAX_INT32 = 2_147_483_647;
const MAX_JSON_CHARS = 10_000;

interface IntegerRange {
  min: number;
  max: number;
  /** How the range reads in the error message. */
  describe: string;
}

const range = (min: number, max: number, describe: string): IntegerRange => ({ min, max, describe });

const MONTHLY_RATE = range(0, 2000, 'from 0 to 2000 basis points per month');
const AMOUNT = range(1, MAX_INT32, 'an amount in pesewas greater than 0');
const DURATION_MS = range(1, YEAR_MS, 'a duration in milliseconds from 1 ms to one year');

/** Key-specific ranges for integer settings; keys not listed take any whole number from 0. */
const INTEGER_RANGES: Record<string, IntegerRange> = {
  'credit.bnpl_monthly_rate_bp': MONTHLY_RATE,
  'credit.rent_monthly_rate_bp': MONTHLY_RATE,
  'credit.processing_fee_bp': range(0, 2000, 'from 0 to 2000 basis points of the principal'),
  'credit.penalty_rate_annual_bp': range(0, 10_000, 'from 0 to 10000 basis points per annum'),
  'credit.grace_days': range(0, 60, 'from 0 to 60 days'),
  'credit.penalty_cap_bp': range(0, 10_000, 'from 0 to 10000 basis points of the principal'),
  // Bank of Ghana caps the early-settlement charge at 0.25% of the original principal.
  'credit.early_settlement_fee_bp': range(0, 25, 'from 0 to 25 basis points of the original principal'),
  'credit.settlement_quote_working_days': range(1, 60, 'from 1 to 60 working days'),
  'credit.hardship_max_months': range(1, 60, 'from 1 to 60 months'),
  'payments.reconcile_after_minutes': range(5, 24 * 60, 'from 5 to 1440 minutes'),
  'credit.min_amount': AMOUNT,
  'credit.max_amount': AMOUNT,
  'credit.min_monthly_income': AMOUNT,
  'credit.max_instalment_share_bp': range(1, 10_000, 'from 1 to 10000 basis points of income'),
  'credit.four_eyes_threshold': AMOUNT,
  'uploads.max_bytes': range(1024, 50 * 1024 * 1024, 'from 1 KB to 50 MB, in bytes'),
  'uploads.max_pixels': range(1_000_000, 200_000_000, 'from 1 to 200 megapixels, in pixels'),
  'privacy.export_response_days': range(1, 90, 'from 1 to 90 days'),
  'privacy.correction_response_days': range(1, 90, 'from 1 to 90 days'),
  'privacy.closure_response_days': range(1, 90, 'from 1 to 90 days'),
  'privacy.export_link_days': range(1, 30, 'from 1 to 30 days'),
  'privacy.export_interval_hours': range(1, 24 * 30, 'from 1 to 720 hours'),
  'privacy.retention_years': range(1, 20, 'from 1 to 20 years'),
  'client.connectivity_attempts': range(1, 10, 'from 1 to 10'),
  'client.circuit_breaker_threshold': range(1, 20, 'from 1 to 20'),
  'client.toast_max': range(1, 100, 'from 1 to 100'),
  'reminders.quiet_start_hour': range(0, 23, 'an hour from 0 to 23'),
  'reminders.quiet_end_hour': range(0, 23, 'an hour from 0 to 23'),
  'collections.promise_max_days': range(1, 180, 'from 1 to 180 days'),
  'collections.write_off_min_days_past_due': range(1, 3650, 'from 1 to 3650 days'),
  'accounting.npl_limit_bp': range(1, 10_000, 'from 1 to 10000 basis points'),
  'tax.included_rate_bp': range(0, 5_000, 'from 0 to 5000 basis points (0: the rate is not stated)'),
};

const MONTH_LISTS = new Set(['credit.bnpl_plan_months', 'credit.rent_repayment_months']);
const REMINDER_DAY_LISTS = new Set(['reminders.before_due_days', 'reminders.after_due_days']);
const STRING_CHOICES: Record<string, readonly string[]> = { 'credit.method': ['reducing_balance', 'flat'] };

/** Pairs that must stay ordered: [smaller key, larger key]. */

export const ORDERED_PAIRS: ReadonlyArray<readonly [string, string]> = [['credit.min_amount', 'credit.max_amount']];

function integerRangeOf(key: string): IntegerRange {
  if (INTEGER_RANGES[key]) return INTEGER_RANGES[key];
  if (key.startsWith('client.') && key.endsWith('_ms')) return DURATION_MS;
  return range(0, Number.MAX_SAFE_INTEGER, 'a whole number from 0');
}

function fail(key: string, expectation: string): never {
  throw badInput(`${key} must be ${expectation}.`, key);
}

/** Returns the value to store (strings trimmed) or throws BAD_USER_INPUT naming the key. */
export function validateSettingValue(key: string, type: SettingType, value: unknown): unknown {
  switch (type) {
    case 'integer': {
      const allowed = integerRangeOf(key);
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < allowed.min || value > allowed.max) {
        fail(key, `a whole number, ${allowed.describe}`);
      }
      return value;
    }
    case 'integer_list': {
      const [min, max] = MONTH_LISTS.has(key) ? [1, 24] : REMINDER_DAY_LISTS.has(key) ? [0, 365] : [0, MAX_INT32];
      const what = MONTH_LISTS.has(key) ? 'months from 1 to 24' : REMINDER_DAY_LISTS.has(key) ? 'days from 0 to 365' : 'whole numbers';
      if (
        !Array.isArray(value) ||
        value.length === 0 ||
        value.length > 50 ||
        !value.every((item) => typeof item === 'number' && Number.isSafeInteger(item) && item >= min && item <= max) ||
        !value.every((item, index) => index === 0 || (item as number) > (value[index - 1] as number))
      ) {
        fail(key, `a non-empty list of ${what}, in increasing order without repeats`);
      }
      if (key === 'accounting.classification_days' && (value.length !== 5 || value[0] !== 0)) {
        fail(key, 'five days past due, the first 0 (current, OLEM, substandard, doubtful, loss)');
      }
      if (key === 'accounting.provision_rates_bp' && (value.length !== 5 || (value[4] as number) > 10_000)) {
        fail(key, 'five provision rates of at most 10000 basis points (current, OLEM, substandard, doubtful, loss)');
      }
      return value;
    }
    case 'string': {
      if (typeof value !== 'string' || value.trim().length < 1 || value.trim().length > 500) {
        fail(key, 'text of 1 to 500 characters');
      }
      const text = value.trim();
      const choices = STRING_CHOICES[key];
      if (choices && !choices.includes(text)) fail(key, `one of ${choices.join(', ')}`);
      if (key.endsWith('_email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) fail(key, 'an email address');
      if (key.endsWith('_phone')) {
        // The one phone parser; kept in the readable international form the footer and pages print as they are.
        const phone = parseGhanaPhone(text);
        if (!phone.ok) throw badInput(`${key}: ${phone.message}`, key);
        return formatGhanaPhoneInternational(phone.e164);
      }
      return text;
    }
    case 'boolean': {
      if (typeof value !== 'boolean') fail(key, 'true or false');
      return value;
    }
    case 'json': {
      if (value === undefined || JSON.stringify(value).length > MAX_JSON_CHARS) fail(key, `JSON of at most ${MAX_JSON_CHARS} characters`);
      if (key === 'contact.social_links') validateSocialLinks(key, value);
      if (key === 'credit.required_documents') return validateRequiredDocuments(key, value);
      if (key === 'payments.branches') return validateBranches(key, value);
      if (key === 'delivery.fee_by_region') return validateRegionFees(key, value);
      return value;
    }
  }
}

/** `{ rent: [...], bnpl: [...] }`: each product's list of document types (known, no repeats; an empty list requires none). */
function validateRequiredDocuments(key: string, value: unknown): { rent: string[]; bnpl: string[] } {
  const isList = (list: unknown): list is string[] =>
    Array.isArray(list) &&
    list.every((type) => typeof type === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(type)) &&
    new Set(list).size === list.length;
  const products = (value ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(products).sort().join(',') !== 'bnpl,rent' || !isList(products.rent) || !isList(products.bnpl)) {
    fail(key, `an object {"rent": [...], "bnpl": [...]} listing document types from ${DOCUMENT_TYPES.join(', ')}, each once`);
  }
  return { rent: [...(products.rent as string[])], bnpl: [...(products.bnpl as string[])] };
}

/** `{ ahafo: 0, ashanti: 5000, … }`: a fee in pesewas (0 for free delivery) for every Ghana region, and nothing else. */
function validateRegionFees(key: string, value: unknown): Record<string, number> {
  const regions = Object.keys(GHANA_REGION_LABELS);
  const fees = (value ?? {}) as Record<string, unknown>;
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    Object.keys(fees).sort().join(',') !== [...regions].sort().join(',') ||
    !regions.every((region) => typeof fees[region] === 'number' && Number.isSafeInteger(fees[region]) && (fees[region] as number) >= 0 && (fees[region] as number) <= MAX_INT32)
  ) {
    fail(key, `an object giving a fee in pesewas from 0 for each region: ${regions.join(', ')}`);
  }
  return Object.fromEntries(regions.map((region) => [region, fees[region] as number]));
}

/** A list of at most 50 branch names, each 2 to 60 characters, no repeats (ignoring case); names are trimmed. */
function validateBranches(key: string, value: unknown): string[] {
  const names = Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : '')) : null;
  if (!names || names.length > 50 || !names.every((name) => name.length >= 2 && name.length <= 60) || new Set(names.map((name) => name.toLowerCase())).size !== names.length) {
    fail(key, 'a list of at most 50 branch names, each 2 to 60 characters, without repeats');
  }
  return names;
}

function validateSocialLinks(key: string, value: unknown): void {
  const isLink = (item: unknown) => {
    const { label, url } = (item ?? {}) as { label?: unknown; url?: unknown };
    return (
      typeof label === 'string' &&
      label.trim().length >= 1 &&
      label.length <= 50 &&
      typeof url === 'string' &&
      url.length <= 500 &&
      /^https:\/\/[^\s]+$/.test(url)
    );
  };
  if (!Array.isArray(value) || value.length > 20 || !value.every(isLink)) {
    fail(key, 'a list of at most 20 links, each with a label and an https:// url');
  }
}

/** Checks cross-setting rules (min below max) once the new value is known. */
export function validateSettingPairs(key: string, value: unknown, current: ReadonlyMap<string, unknown>): void {
  for (const [smaller, larger] of ORDERED_PAIRS) {
    if (key !== smaller && key !== larger) continue;
    const low = key === smaller ? value : current.get(smaller);
    const high = key === larger ? value : current.get(larger);
    if (typeof low === 'number' && typeof high === 'number' && low >= high) {
      fail(key, key === smaller ? `less than ${larger} (${high})` : `greater than ${smaller} (${low})`);
    }
  }
}
