// Delivery details of a BNPL order: a Ghana phone number (THE shared parser, shared/phone.ts) and an optional
// GhanaPost GPS code (the same format property and application addresses use).
import { GHANA_POST_GPS } from '../properties/property.inputs.js';

/** GhanaPost GPS code: region letters, district digits, then four digits (GA-123-4567, AK-0394-1253). */
export const GHANA_POST_GPS_FORMAT = GHANA_POST_GPS;
export const GPS_MESSAGE = 'Enter the GhanaPost GPS code like GA-123-4567, or leave it empty.';

/** Upper-cases and trims a GPS code; null when empty. Throws nothing: callers check the format. */
export function normaliseGpsCode(text: string | null | undefined): string | null {
  const value = text?.trim().toUpperCase() ?? '';
  return value === '' ? null : value;
}
