// The delivery details checkout asks for; the server checks the same rules (orders/delivery.ts, shared/phone.ts).
import { z } from 'zod';
import { ghanaPhoneField, toE164 } from '../../lib/phone';
import { GHANA_REGION_LABELS, type GhanaRegion } from '../../lib/ghana-regions';

export const GPS_FORMAT = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
export const PHONE_REQUIRED_MESSAGE = 'Enter the phone number for the delivery.';
export const GPS_MESSAGE = 'Enter the GhanaPost GPS code like GA-123-4567, or leave it empty.';
export const ADDRESS_MESSAGE = 'Enter the delivery address (house, street, area and town).';
export const REGION_MESSAGE = 'Choose the region the goods go to.';

export interface DeliveryValues {
  /** A GhanaRegion key, '' until one is chosen. */
  region: string;
  address: string;
  gpsCode: string;
  phone: string;
}

export const EMPTY_DELIVERY: DeliveryValues = { region: '', address: '', gpsCode: '', phone: '' };

export function isGhanaRegion(value: string): value is GhanaRegion {
  return Object.hasOwn(GHANA_REGION_LABELS, value);
}

export const deliverySchema = z.object({
  region: z.string().refine(isGhanaRegion, REGION_MESSAGE),
  address: z.string().trim().min(5, ADDRESS_MESSAGE).max(300, 'Keep the address under 300 characters.'),
  gpsCode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || GPS_FORMAT.test(value), GPS_MESSAGE),
  phone: ghanaPhoneField(PHONE_REQUIRED_MESSAGE),
});

export type DeliveryErrors = Partial<Record<keyof DeliveryValues, string>>;

/** The values as the server takes them, or the message of each field that is wrong. */
export function checkDelivery(values: DeliveryValues): { ok: true; input: { region: GhanaRegion; address: string; gpsCode: string | null; phone: string } } | { ok: false; errors: DeliveryErrors } {
  const parsed = deliverySchema.safeParse(values);
  if (!parsed.success) {
    const errors: DeliveryErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof DeliveryValues;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, input: { region: parsed.data.region as GhanaRegion, address: parsed.data.address, gpsCode: parsed.data.gpsCode || null, phone: toE164(parsed.data.phone)! } };
}
