// The profile form's rules, mirroring the server's UpdateProfileInput formats so most mistakes are caught before sending.
import { z } from 'zod';
import { optionalGhanaPhoneField, toE164 } from '../../lib/phone';
import type { GhanaRegion, UpdateProfileInput } from '../../gql/graphql';

export const PROFILE_MESSAGES = {
  firstName: 'Enter your first name (up to 80 characters).',
  lastName: 'Enter your last name (up to 80 characters).',
  dateOfBirth: 'Enter the date of birth as YYYY-MM-DD.',
  underage: 'You must be at least 18 years old.',
  ghanaCardNumber: 'Enter the Ghana Card number as GHA-XXXXXXXXX-X (9 digits, then 1 digit).',
  residentialAddress: 'The residential address must be 5 to 200 characters.',
  digitalAddress: 'Enter the GhanaPost GPS address like GA-183-8164.',
  city: 'The city must be 2 to 80 characters.',
} as const;

const GHANA_CARD_FORMAT = /^GHA-\d{9}-\d$/;
const DIGITAL_ADDRESS_FORMAT = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** '024 123 4567', '0241234567', '+233 24 123 4567' → '+233241234567'; null when it is not a Ghana number (lib/phone). */
export function normalisePhone(input: string): string | null {
  return toE164(input);
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const optionalText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length >= min && value.length <= max), message);

export function profileSchema(today: () => Date = () => new Date()) {
  return z.object({
    firstName: z.string().trim().min(1, PROFILE_MESSAGES.firstName).max(80, PROFILE_MESSAGES.firstName),
    lastName: z.string().trim().min(1, PROFILE_MESSAGES.lastName).max(80, PROFILE_MESSAGES.lastName),
    phone: optionalGhanaPhoneField(),
    dateOfBirth: z
      .string()
      .trim()
      .refine((value) => value === '' || (DATE_FORMAT.test(value) && !Number.isNaN(Date.parse(value))), PROFILE_MESSAGES.dateOfBirth)
      .refine((value) => value === '' || !DATE_FORMAT.test(value) || ageOn(value, today()) >= 18, PROFILE_MESSAGES.underage),
    ghanaCardNumber: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || GHANA_CARD_FORMAT.test(value), PROFILE_MESSAGES.ghanaCardNumber),
    residentialAddress: optionalText(5, 200, PROFILE_MESSAGES.residentialAddress),
    digitalAddress: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || DIGITAL_ADDRESS_FORMAT.test(value), PROFILE_MESSAGES.digitalAddress),
    city: optionalText(2, 80, PROFILE_MESSAGES.city),
    region: z.string(),
  });
}

export type ProfileFormInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileFormValues = z.output<ReturnType<typeof profileSchema>>;
export type ProfileField = keyof ProfileFormInput;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName', 'lastName', 'phone', 'dateOfBirth', 'ghanaCardNumber', 'residentialAddress', 'digitalAddress', 'city', 'region',
];

/** Form values → the mutation input: empty optional fields are sent as null (cleared), the phone in +233 form. */
export function toProfileInput(values: ProfileFormValues): UpdateProfileInput {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone === '' ? null : normalisePhone(values.phone),
    dateOfBirth: orNull(values.dateOfBirth),
    ghanaCardNumber: orNull(values.ghanaCardNumber),
    residentialAddress: orNull(values.residentialAddress),
    digitalAddress: orNull(values.digitalAddress),
    city: orNull(values.city),
    region: values.region === '' ? null : (values.region as GhanaRegion),
  };
}

export interface ServerFieldError {
  field: ProfileField | null;
  message: string;
}

/** The first GraphQL error as a field error when the server named one of our fields (`extensions.field`). */
export function serverFieldError(error: unknown): ServerFieldError {
  const errors = (error as { errors?: ReadonlyArray<{ message?: string; extensions?: { field?: unknown; code?: unknown } }> })?.errors;
  const first = errors?.[0];
  if (!first) return { field: null, message: 'We could not save your profile. Please check your connection and try again.' };
  const rawField = typeof first.extensions?.field === 'string' ? first.extensions.field.split('.').pop()! : null;
  const field = rawField && (PROFILE_FIELDS as readonly string[]).includes(rawField) ? (rawField as ProfileField) : null;
  // class-validator messages arrive as 'Invalid ghanaCardNumber: Enter …'; the field label already says which.
  const message = (first.message ?? 'Something went wrong.').replace(/^Invalid [\w.]+: /, '');
  return { field, message };
}
