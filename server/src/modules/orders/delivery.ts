// Delivery details of a BNPL order: a Ghana phone number and an optional GhanaPost GPS code.
// The phone parser is one small function so a shared one (issue 22) can replace it without touching callers.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** GhanaPost GPS code: region letters, district digits, then four digits (GA-123-4567, AK-0394-1253). */
export const GHANA_POST_GPS_FORMAT = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
export const GPS_MESSAGE = 'Enter the GhanaPost GPS code like GA-123-4567, or leave it empty.';
export const PHONE_MESSAGE = 'Enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.';

/** A Ghana mobile or landline number in E.164 (+233XXXXXXXXX), or null when it is not one. */
export function parseGhanaPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), 'GH');
  if (!parsed || parsed.country !== 'GH' || !parsed.isValid()) return null;
  return parsed.number;
}

/** Upper-cases and trims a GPS code; null when empty. Throws nothing: callers check the format. */
export function normaliseGpsCode(text: string | null | undefined): string | null {
  const value = text?.trim().toUpperCase() ?? '';
  return value === '' ? null : value;
}
