// The application form's values (what the user types, kept in the draft), its per-step validation, and the mapping to the API.
import { z } from 'zod';
import type { ApplicationInput, EmploymentType, GhanaRegion, ProductApplicationInput, UpdateProfileInput } from '../../gql/graphql';
import { GHANA_REGION_LABELS } from '../../lib/ghana-regions';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';
import { UNEMPLOYED_REASON } from '../../lib/employment';
import { ghanaPhoneField, toE164 } from '../../lib/phone';

export const GHANA_POST_GPS = /^[A-Z]{2}-\d{3,4}-\d{4}$/;
export const GHANA_CARD = /^GHA-\d{9}-\d$/;
export const MAX_EMERGENCY_CONTACTS = 3;
export const MAX_ADVANCE_MONTHS = 24;
/** Rent Act 1963 s.25(5): more than 6 months' advance is flagged. */
export const RENT_ACT_ADVANCE_LIMIT = 6;

const GPS_MESSAGE = 'Enter a GhanaPost GPS address like GA-183-8164.';

// In their own module so the status view does not pull zod in with this file.
export { EMPLOYMENT_LABELS } from './employment-labels';
import { EMPLOYMENT_LABELS } from './employment-labels';

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .min(min, `${label[0].toUpperCase()}${label.slice(1)} must be at least ${min} characters.`)
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be at most ${max} characters.`);
// Any usual Ghana form is accepted as typed (0244123456, 024 412 3456, +233 24 412 3456) and sent as E.164.
const phone = (label: string) => ghanaPhoneField(`Enter ${label}.`);
const e164 = (value: string) => toE164(value) ?? value;
const gps = z.string().trim().toUpperCase().min(1, 'Enter the GhanaPost GPS address.').regex(GHANA_POST_GPS, GPS_MESSAGE);
const isoDate = (label: string) =>
  z
    .string()
    .min(1, `Enter ${label}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter ${label} as YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), `Enter a real date for ${label}.`);
const cedis = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .refine((value) => parseCedisToPesewas(value) !== null, 'Enter an amount in cedis, like 1,500 or 1500.50.')
    .refine((value) => (parseCedisToPesewas(value) ?? 0) > 0, 'Enter an amount more than zero.');
const wholeMonths = (label: string, max: number) =>
  z
    .string()
    .min(1, `Choose ${label}.`)
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max, `Choose ${label} between 1 and ${max}.`);

function isAdult(dateOfBirth: string, today: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const eighteenth = Date.UTC(year + 18, month - 1, day);
  return eighteenth <= today.getTime();
}

export const personalSchema = z.object({
  firstName: text('your first name', 1, 80),
  lastName: text('your last name', 1, 80),
  phone: phone('your phone number'),
  ghanaCardNumber: z.string().trim().toUpperCase().min(1, 'Enter your Ghana Card number.').regex(GHANA_CARD, 'Enter the Ghana Card number as GHA-XXXXXXXXX-X.'),
  dateOfBirth: isoDate('your date of birth').refine((value) => isAdult(value, new Date()), 'You must be 18 or older to apply.'),
  residentialAddress: text('your residential address', 5, 200),
  city: text('your city or town', 2, 80),
  region: z.string().refine((value) => value in GHANA_REGION_LABELS, 'Choose your region.'),
  digitalAddress: gps,
});

export const propertySchema = z.object({
  monthlyRent: cedis('the monthly rent'),
  advanceMonths: wholeMonths('the months of advance', MAX_ADVANCE_MONTHS),
  repaymentMonths: z.string().min(1, 'Choose the repayment months.'),
  propertyAddress: text('the property address', 5, 300),
  propertyDigitalAddress: gps,
  landlordName: text("the landlord's name", 2, 120),
  landlordPhone: phone("the landlord's phone number"),
});

/** What a product other than rent needs: the amount, the term, and who we pay (the school, …). */
export const creditSchema = z.object({
  amount: cedis('the amount'),
  termMonths: z.string().min(1, 'Choose the repayment months.'),
  payeeName: text('the name of who we pay', 2, 120),
  payeePhone: phone('their phone number'),
  payeeReference: text('the reference (e.g. the student’s name)', 2, 160),
});

/** The product applied for, as the form needs it (creditProductsToApply); null: rent assistance. */
export interface ProductChoice {
  code: string;
  name: string;
  payeeKind: string;
  minAmount: number;
  maxAmount: number;
  termMonths: readonly number[];
}

export const employerSchema = z.object({
  employerName: text("your employer's name", 2, 160),
  employerAddress: text("your employer's address", 5, 300),
  employerPhone: phone("your employer's phone number"),
  jobTitle: text('your job title', 2, 120),
  employmentType: z
    .string()
    .refine((value) => value in EMPLOYMENT_LABELS, 'Choose your employment type.')
    .refine((value) => value !== 'unemployed', UNEMPLOYED_REASON),
  monthlyNetIncome: cedis('your monthly net income'),
  startDate: isoDate('the start date').refine((value) => value <= new Date().toISOString().slice(0, 10), 'The start date cannot be in the future.'),
});

export const contactSchema = z.object({
  name: text('the contact name', 2, 120),
  phone: phone('the contact phone number'),
  relationship: text('the relationship', 2, 60),
});

export const attachedDocumentSchema = z.object({ uploadId: z.string(), fileName: z.string(), type: z.string() });

// The section a flow does not use keeps its (empty) strings unchecked.
const loose = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => z.object(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.string()]))) as unknown as z.ZodObject<{ [K in keyof T]: z.ZodString }>;

const baseShape = {
  personal: personalSchema,
  employer: employerSchema,
  emergencyContacts: z
    .array(contactSchema)
    .min(1, 'Add at least one emergency contact.')
    .max(MAX_EMERGENCY_CONTACTS, `Add at most ${MAX_EMERGENCY_CONTACTS} emergency contacts.`)
    .superRefine((contacts, context) => {
      const seen = new Set<string>();
      contacts.forEach((contact, index) => {
        const number = e164(contact.phone.trim());
        if (seen.has(number)) context.addIssue({ code: 'custom', path: [index, 'phone'], message: 'Each emergency contact needs a different phone number.' });
        seen.add(number);
      });
    }),
  documents: z.array(attachedDocumentSchema),
  acceptedDisclosure: z.boolean().refine((value) => value, 'Tick the box to accept the terms before you submit.'),
};

/** Rent assistance: the property step is checked, the credit section is not used. */
export const applicationFormSchema = z.object({ ...baseShape, property: propertySchema, credit: loose(creditSchema) });

/** Another product: its amount within the product's range and one of its terms; the property section is not used. */
export function productFormSchema(product: ProductChoice) {
  const credit = creditSchema.extend({
    amount: cedis('the amount').refine((value) => {
      const pesewas = parseCedisToPesewas(value) ?? 0;
      return pesewas >= product.minAmount && pesewas <= product.maxAmount;
    }, `Enter an amount between ${formatCedis(product.minAmount)} and ${formatCedis(product.maxAmount)}.`),
    termMonths: z.string().refine((value) => product.termMonths.includes(Number(value)), `Choose one of ${product.termMonths.join(', ')} months.`),
  });
  return z.object({ ...baseShape, property: loose(propertySchema), credit });
}


export type ApplicationFormValues = z.input<typeof applicationFormSchema>;
export type AttachedDocument = { uploadId: string; fileName: string; type: string };

export const STEPS = ['Personal details', 'Property and rent', 'Employer information', 'Emergency contacts', 'Documents', 'Review'] as const;
/** The steps of a product other than rent: its second step asks for the amount, term and payee. */
export const PRODUCT_STEPS = ['Personal details', 'Amount and payee', 'Employer information', 'Emergency contacts', 'Documents', 'Review'] as const;
type Section = 'personal' | 'property' | 'credit' | 'employer' | 'emergencyContacts' | 'documents' | 'acceptedDisclosure';
/** The form section each step validates when the user presses Next. */
export const STEP_FIELDS: ReadonlyArray<ReadonlyArray<Section>> = [
  ['personal'],
  ['property'],
  ['employer'],
  ['emergencyContacts'],
  ['documents'],
  ['acceptedDisclosure'],
];
export const PRODUCT_STEP_FIELDS: ReadonlyArray<ReadonlyArray<Section>> = [
  ['personal'],
  ['credit'],
  ['employer'],
  ['emergencyContacts'],
  ['documents'],
  ['acceptedDisclosure'],
];

export const EMPTY_CONTACT = { name: '', phone: '', relationship: '' };

export function emptyApplicationForm(repaymentMonths = ''): ApplicationFormValues {
  return {
    personal: { firstName: '', lastName: '', phone: '', ghanaCardNumber: '', dateOfBirth: '', residentialAddress: '', city: '', region: '', digitalAddress: '' },
    property: { monthlyRent: '', advanceMonths: '', repaymentMonths, propertyAddress: '', propertyDigitalAddress: '', landlordName: '', landlordPhone: '' },
    credit: { amount: '', termMonths: '', payeeName: '', payeePhone: '', payeeReference: '' },
    employer: { employerName: '', employerAddress: '', employerPhone: '', jobTitle: '', employmentType: '', monthlyNetIncome: '', startDate: '' },
    emergencyContacts: [{ ...EMPTY_CONTACT }],
    documents: [],
    acceptedDisclosure: false,
  };
}

/** A stored draft is trusted only as far as its shape: unknown keys dropped, missing ones filled. Never restores the acceptance. */
export function mergeDraft(base: ApplicationFormValues, draft: unknown): ApplicationFormValues {
  if (!draft || typeof draft !== 'object') return base;
  const source = draft as Partial<Record<keyof ApplicationFormValues, unknown>>;
  const pick = <T extends Record<string, string>>(defaults: T, value: unknown): T => {
    if (!value || typeof value !== 'object') return defaults;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, typeof record[key] === 'string' ? record[key] : fallback])) as T;
  };
  const contacts = Array.isArray(source.emergencyContacts)
    ? source.emergencyContacts.slice(0, MAX_EMERGENCY_CONTACTS).map((contact) => pick({ ...EMPTY_CONTACT }, contact))
    : base.emergencyContacts;
  const documents = Array.isArray(source.documents)
    ? source.documents.filter((doc): doc is AttachedDocument => attachedDocumentSchema.safeParse(doc).success)
    : base.documents;
  return {
    personal: pick(base.personal, source.personal),
    property: pick(base.property, source.property),
    credit: pick(base.credit, source.credit),
    employer: pick(base.employer, source.employer),
    emergencyContacts: contacts.length > 0 ? contacts : base.emergencyContacts,
    documents,
    acceptedDisclosure: false,
  };
}

/** Pesewas and whole months from the property step, or null while any is missing or malformed. */
export function quoteTerms(property: ApplicationFormValues['property']): { monthlyRent: number; advanceMonths: number; repaymentMonths: number } | null {
  const monthlyRent = parseCedisToPesewas(property.monthlyRent);
  const advanceMonths = Number(property.advanceMonths);
  const repaymentMonths = Number(property.repaymentMonths);
  if (!monthlyRent || !Number.isInteger(advanceMonths) || advanceMonths < 1 || !Number.isInteger(repaymentMonths) || repaymentMonths < 1) return null;
  return { monthlyRent, advanceMonths, repaymentMonths };
}

/** The amount in pesewas and the months of the credit step, or null while either is missing or malformed. */
export function productQuoteTerms(credit: ApplicationFormValues['credit'], code: string): { code: string; amount: number; months: number } | null {
  const amount = parseCedisToPesewas(credit.amount);
  const months = Number(credit.termMonths);
  if (!amount || !Number.isInteger(months) || months < 1) return null;
  return { code, amount, months };
}

export interface Affordability {
  /** The largest instalment of the schedule (the last can exceed the regular one by rounding), pesewas. */
  instalment: number;
  income: number;
  /** instalment ÷ income in basis points, rounded up so a share just over the limit never reads as within it. */
  shareBp: number;
  limitBp: number;
  overLimit: boolean;
}

/**
 * The instalment's share of the monthly net income beside the quote, against the eligibility rule's limit
 * (credit.max_instalment_share_bp): integers only. Null while the income is missing or malformed.
 */
export function affordabilityOf(quote: { instalmentAmount: number; schedule: ReadonlyArray<{ total: number }> }, incomeText: string, limitBp: number): Affordability | null {
  const income = parseCedisToPesewas(incomeText);
  if (!income) return null;
  const instalment = Math.max(quote.instalmentAmount, ...quote.schedule.map((row) => row.total));
  const shareBp = Number((BigInt(instalment) * 10_000n + BigInt(income) - 1n) / BigInt(income));
  return { instalment, income, shareBp, limitBp, overLimit: shareBp > limitBp };
}

export function toProfileInput(personal: ApplicationFormValues['personal']): UpdateProfileInput {
  const parsed = personalSchema.parse(personal);
  return { ...parsed, phone: e164(parsed.phone), region: parsed.region as GhanaRegion };
}

export function toApplicationInput(values: ApplicationFormValues, accepted: { totalRepayable: number; aprBp: number }): ApplicationInput {
  const property = propertySchema.parse(values.property);
  const employer = employerSchema.parse(values.employer);
  return {
    monthlyRent: parseCedisToPesewas(property.monthlyRent) as number,
    advanceMonths: Number(property.advanceMonths),
    repaymentMonths: Number(property.repaymentMonths),
    propertyAddress: property.propertyAddress,
    propertyDigitalAddress: property.propertyDigitalAddress,
    landlordName: property.landlordName,
    landlordPhone: e164(property.landlordPhone),
    employer: { ...employer, employerPhone: e164(employer.employerPhone), employmentType: employer.employmentType as EmploymentType, monthlyNetIncome: parseCedisToPesewas(employer.monthlyNetIncome) as number },
    emergencyContacts: values.emergencyContacts.map((contact) => {
      const parsed = contactSchema.parse(contact);
      return { ...parsed, phone: e164(parsed.phone) };
    }),
    acceptedDisclosure: accepted,
  } as ApplicationInput;
}

export function toProductApplicationInput(values: ApplicationFormValues, productCode: string, accepted: { totalRepayable: number; aprBp: number }): ProductApplicationInput {
  const credit = creditSchema.parse(values.credit);
  const employer = employerSchema.parse(values.employer);
  return {
    productCode,
    amount: parseCedisToPesewas(credit.amount) as number,
    termMonths: Number(credit.termMonths),
    payeeName: credit.payeeName,
    payeePhone: e164(credit.payeePhone),
    payeeReference: credit.payeeReference,
    employer: { ...employer, employerPhone: e164(employer.employerPhone), employmentType: employer.employmentType as EmploymentType, monthlyNetIncome: parseCedisToPesewas(employer.monthlyNetIncome) as number },
    emergencyContacts: values.emergencyContacts.map((contact) => {
      const parsed = contactSchema.parse(contact);
      return { ...parsed, phone: e164(parsed.phone) };
    }),
    acceptedDisclosure: accepted,
  };
}

/** Where a server error's `extensions.field` lives in this form, and on which step. */
export function formPathForServerField(field: string): { path: string; step: number } | null {
  const name = field.replace(/^input\./, '');
  const profileFields = Object.keys(personalSchema.shape);
  if (profileFields.includes(name)) return { path: `personal.${name}`, step: 0 };
  if (Object.keys(propertySchema.shape).includes(name)) return { path: `property.${name}`, step: 1 };
  if (name === 'amount' || name === 'termMonths' || name === 'payeeName' || name === 'payeePhone' || name === 'payeeReference') return { path: `credit.${name}`, step: 1 };
  if (name.startsWith('employer.')) {
    const inner = name.slice('employer.'.length);
    return Object.keys(employerSchema.shape).includes(inner) ? { path: `employer.${inner}`, step: 2 } : { path: 'employer', step: 2 };
  }
  const contact = /^emergencyContacts(?:\.(\d+)\.(name|phone|relationship))?$/.exec(name);
  if (contact) return contact[1] ? { path: `emergencyContacts.${contact[1]}.${contact[2]}`, step: 3 } : { path: 'emergencyContacts', step: 3 };
  if (name.startsWith('acceptedDisclosure')) return { path: 'acceptedDisclosure', step: 5 };
  return null;
}
