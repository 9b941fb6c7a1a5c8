// THE Ghana phone parser for every phone field, on the server (validation, storage) and in the web (forms, display).
// Pure: imports only libphonenumber-js, so the web may import this folder (eslint allows server/src/shared only).
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';

/** Mobile prefixes per network (NCA numbering; Vodafone Ghana became Telecel in 2024). */
export const GHANA_NETWORKS = [
  { name: 'MTN', prefixes: ['024', '025', '053', '054', '055', '059'] },
  { name: 'Telecel', prefixes: ['020', '050'] },
  { name: 'AirtelTigo', prefixes: ['026', '027', '056', '057'] },
] as const;

export type GhanaNetwork = (typeof GHANA_NETWORKS)[number]['name'];

/** `any`: a Ghana mobile or landline number; `mobile`: a number on one of GHANA_NETWORKS (mobile money). */
export type PhoneKind = 'any' | 'mobile';

export type PhoneParseResult =
  | { ok: true; e164: string; network: GhanaNetwork | null }
  | { ok: false; message: string };

function joinPrefixes(prefixes: readonly string[]): string {
  return `${prefixes.slice(0, -1).join(', ')} or ${prefixes[prefixes.length - 1]}`;
}

/** "MTN 024, 025, 053, 054, 055 or 059; Telecel 020 or 050; AirtelTigo 026, 027, 056 or 057" */
export const NETWORK_PREFIXES_TEXT = GHANA_NETWORKS.map((network) => `${network.name} ${joinPrefixes(network.prefixes)}`).join('; ');

export const PHONE_EXAMPLE = '024 412 3456 or +233 24 412 3456';

export const PHONE_MESSAGES = {
  format: `Enter a Ghana phone number like ${PHONE_EXAMPLE}.`,
  length: `A Ghana phone number has 10 digits starting with 0, like ${PHONE_EXAMPLE}.`,
  foreign: 'Enter a Ghana phone number (+233); numbers from other countries are not accepted.',
  prefix: (prefix: string, kind: PhoneKind) =>
    kind === 'mobile'
      ? `${prefix} is not a Ghana mobile network prefix. Mobile numbers start with ${NETWORK_PREFIXES_TEXT}.`
      : `${prefix} is not a Ghana phone prefix. Mobile numbers start with ${NETWORK_PREFIXES_TEXT}; landlines with 030 to 039.`,
} as const;

const PREFIX_TO_NETWORK = new Map<string, GhanaNetwork>(GHANA_NETWORKS.flatMap((network) => network.prefixes.map((prefix) => [prefix, network.name] as const)));

/** The network of a Ghana number (any accepted form), or null for a landline, another country or text that is no number. */
export function ghanaNetworkOf(input: string): GhanaNetwork | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'GH');
  if (!parsed || parsed.countryCallingCode !== '233') return null;
  return PREFIX_TO_NETWORK.get(`0${String(parsed.nationalNumber).slice(0, 2)}`) ?? null;
}

/**
 * Reads what people type: "0244123456", "024 412 3456", "024-412-3456", "+233 24 412 3456", "233244123456",
 * "00233 24 412 3456", "+233 (0) 24 412 3456". Answers E.164 ("+233244123456") or a message naming what is wrong.
 */
export function parseGhanaPhone(input: string, kind: PhoneKind = 'any'): PhoneParseResult {
  const text = input.trim();
  if (!/^[+\d\s().-]+$/.test(text) || !/\d/.test(text)) return { ok: false, message: PHONE_MESSAGES.format };
  // "+233 (0) 24…" and "+2330244…": the trunk 0 after the country code is a common slip.
  const cleaned = text.replace(/^(\+|00)?233\s*\(?0\)?\s*(?=[1-9])/, '+233');
  const parsed = parsePhoneNumberFromString(cleaned, 'GH');
  if (parsed && parsed.countryCallingCode !== '233') return { ok: false, message: PHONE_MESSAGES.foreign };
  if (!parsed) {
    const length = validatePhoneNumberLength(cleaned, 'GH');
    return { ok: false, message: length === 'TOO_SHORT' || length === 'TOO_LONG' ? PHONE_MESSAGES.length : PHONE_MESSAGES.format };
  }
  const national = String(parsed.nationalNumber);
  if (national.length !== 9) return { ok: false, message: PHONE_MESSAGES.length };
  const prefix = `0${national.slice(0, 2)}`;
  const network = PREFIX_TO_NETWORK.get(prefix) ?? null;
  if (kind === 'mobile' ? network === null : !parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.prefix(prefix, kind) };
  return { ok: true, e164: parsed.number, network };
}

/** E.164 of a valid number, or null. */
export function toE164(input: string, kind: PhoneKind = 'any'): string | null {
  const result = parseGhanaPhone(input, kind);
  return result.ok ? result.e164 : null;
}

/** How a stored number is shown: "+233244123456" → "024 412 3456". Anything it cannot read is shown as it is. */
export function formatGhanaPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), 'GH');
  if (!parsed || parsed.countryCallingCode !== '233' || !parsed.isValid()) return value;
  return parsed.formatNational();
}

/** "0302901234" → "+233 30 290 1234": the readable international form, for numbers called from abroad too. */
export function formatGhanaPhoneInternational(value: string): string {
  const parsed = parsePhoneNumberFromString(value.trim(), 'GH');
  if (!parsed || parsed.countryCallingCode !== '233' || !parsed.isValid()) return value;
  return parsed.formatInternational();
}

/** A `tel:` link target in E.164 (or the digits as typed when it is no Ghana number). */
export function phoneHref(value: string): string {
  return `tel:${toE164(value) ?? value.replace(/[^\d+]/g, '')}`;
}
