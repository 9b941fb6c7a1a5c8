// One small Ghana phone parser (libphonenumber-js), kept in one file so a shared parser (issue 22) can replace it.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A Ghana number in E.164 (+233XXXXXXXXX), or null when the text is not one. Accepts 024 123 4567 and +233 24 123 4567. */
export function parseGhanaPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), 'GH');
  if (!parsed || parsed.country !== 'GH' || !parsed.isValid()) return null;
  return parsed.number;
}
