import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { clearDraft, readDraft, saveDraft } from '../../lib/storage';
import { affordabilityOf, contactSchema, employerSchema, emptyApplicationForm, formPathForServerField, mergeDraft, personalSchema, propertySchema, toApplicationInput } from './application-form';
import { repaymentMonthsSetting } from './ApplicationPage';
import { initialFormValues } from './NewApplication';
import { toFormError } from './server-errors';

const DAY = 24 * 60 * 60 * 1000;
const profile = {
  __typename: 'Profile' as const,
  id: 'p1',
  firstName: 'Kofi',
  lastName: 'Boateng',
  email: 'kofi@example.com',
  phone: '+233241234567',
  ghanaCardNumber: null,
  dateOfBirth: null,
  residentialAddress: null,
  city: 'Accra',
  region: null,
  digitalAddress: null,
};

describe('application draft', () => {
  it('is saved locally, restored on return over the profile, and discarded after 30 days', () => {
    const now = Date.UTC(2026, 10, 1);
    const draft = emptyApplicationForm('6');
    draft.personal.city = 'Kumasi';
    draft.property.monthlyRent = '1,500';
    draft.acceptedDisclosure = true;
    saveDraft(draft, now);

    const restored = readDraft(now + 29 * DAY);
    const values = initialFormValues(profile, [3, 6], restored);
    expect(values.personal.city).toBe('Kumasi');
    expect(values.property.monthlyRent).toBe('1,500');
    // Acceptance is never carried over: the terms must be read again.
    expect(values.acceptedDisclosure).toBe(false);

    expect(readDraft(now + 31 * DAY)).toBeNull();
    expect(localStorage.getItem('application-draft')).toBeNull();
  });

  it('prefills personal details from the profile when there is no draft, and clears the draft on request', () => {
    const values = initialFormValues(profile, [3, 6, 9], null);
    // The stored E.164 number is shown in the local format people read.
    expect(values.personal).toMatchObject({ firstName: 'Kofi', lastName: 'Boateng', phone: '024 123 4567', city: 'Accra', ghanaCardNumber: '' });
    expect(values.property.repaymentMonths).toBe('6');
    saveDraft(values);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('ignores a tampered draft’s unknown keys and wrong types', () => {
    const merged = mergeDraft(emptyApplicationForm('6'), { personal: { city: 42, lastName: 'Mensah', admin: true }, emergencyContacts: [{ name: 'A' }, {}, {}, {}], documents: [{ uploadId: 1 }] });
    expect(merged.personal.city).toBe('');
    expect(merged.personal.lastName).toBe('Mensah');
    expect(merged.personal).not.toHaveProperty('admin');
    expect(merged.emergencyContacts).toHaveLength(3);
    expect(merged.documents).toEqual([]);
  });
});

describe('mapping to the API and back', () => {
  it('sends cedis as exact integer pesewas with the accepted disclosure', () => {
    const values = emptyApplicationForm('6');
    Object.assign(values.property, { monthlyRent: '1,234.56', advanceMonths: '6', propertyAddress: 'House 7, Palm Avenue', propertyDigitalAddress: 'ga-492-7731', landlordName: 'Yaw', landlordPhone: '+233201112233' });
    Object.assign(values.employer, { employerName: 'Acme', employerAddress: '5 Liberation Road', employerPhone: '+233302123456', jobTitle: 'Clerk', employmentType: 'contract', monthlyNetIncome: '0.10', startDate: '2020-01-01' });
    values.emergencyContacts = [{ name: 'Ama', phone: '+233244556677', relationship: 'sister' }];
    const input = toApplicationInput(values, { totalRepayable: 100, aprBp: 5000 });
    expect(input).toMatchObject({ monthlyRent: 123456, advanceMonths: 6, repaymentMonths: 6, propertyDigitalAddress: 'GA-492-7731', acceptedDisclosure: { totalRepayable: 100, aprBp: 5000 } });
    expect(input.employer.monthlyNetIncome).toBe(10);
  });

  it('finds the field and step of a server error', () => {
    expect(formPathForServerField('monthlyRent')).toEqual({ path: 'property.monthlyRent', step: 1 });
    expect(formPathForServerField('employer.startDate')).toEqual({ path: 'employer.startDate', step: 2 });
    expect(formPathForServerField('emergencyContacts.1.phone')).toEqual({ path: 'emergencyContacts.1.phone', step: 3 });
    expect(formPathForServerField('ghanaCardNumber')).toEqual({ path: 'personal.ghanaCardNumber', step: 0 });
    expect(formPathForServerField('acceptedDisclosure')).toEqual({ path: 'acceptedDisclosure', step: 5 });
    expect(formPathForServerField('somethingElse')).toBeNull();
  });

  it('turns GraphQL errors into messages a customer can act on', () => {
    const invalid = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid landlordPhone: must be a Ghana phone number like +233241234567', extensions: { code: 'BAD_USER_INPUT', field: 'landlordPhone' } }] });
    expect(toFormError(invalid)).toEqual({ code: 'BAD_USER_INPUT', field: 'landlordPhone', message: 'Must be a Ghana phone number like +233241234567.' });
    const conflict = new CombinedGraphQLErrors({ errors: [{ message: 'The terms have changed; please review them again.', extensions: { code: 'CONFLICT' } }] });
    expect(toFormError(conflict).message).toBe('The terms have changed; please review them again.');
    const expired = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(toFormError(expired).message).toBe('Your session has expired. Please log in again.');
    expect(toFormError(new TypeError('Failed to fetch')).message).toBe('Network error. Please check your internet connection and try again.');
  });

  it('reads the repayment lengths from public settings', () => {
    expect(repaymentMonthsSetting(new Map([['credit.rent_repayment_months', [6, 12]]]))).toEqual([6, 12]);
    // The seeded default (shared with the server) runs to 24 months: landlords ask for one or two years.
    expect(repaymentMonthsSetting(new Map([['credit.rent_repayment_months', 'bad']]))).toEqual([3, 6, 9, 12, 18, 24]);
  });
});

describe('phone numbers (one parser for every phone field)', () => {
  const personal = { firstName: 'Ama', lastName: 'Mensah', ghanaCardNumber: 'GHA-123456789-0', dateOfBirth: '1990-01-01', residentialAddress: 'House 7, Palm Avenue', city: 'Accra', region: 'greater_accra', digitalAddress: 'GA-183-8164' };

  it.each(['0244123456', '024 412 3456', '+233 24 412 3456', '233244123456'])('accepts %j on every phone field of the form', (phone) => {
    expect(personalSchema.safeParse({ ...personal, phone }).success).toBe(true);
    expect(contactSchema.safeParse({ name: 'Kojo', phone, relationship: 'brother' }).success).toBe(true);
    const property = { monthlyRent: '1500', advanceMonths: '12', repaymentMonths: '24', propertyAddress: 'House 7, Palm Avenue', propertyDigitalAddress: 'GA-183-8164', landlordName: 'Yaw', landlordPhone: phone };
    expect(propertySchema.safeParse(property).success).toBe(true);
  });

  it('refuses a wrong prefix naming the networks’ prefixes', () => {
    const result = contactSchema.safeParse({ name: 'Kojo', phone: '011 412 3456', relationship: 'brother' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/011 is not a Ghana phone prefix.*MTN 024, 025, 053, 054, 055 or 059; Telecel 020 or 050; AirtelTigo 026, 027, 056 or 057/);
  });

  it('sends every number as E.164 and sees the same contact typed two ways as one', () => {
    const values = emptyApplicationForm('6');
    Object.assign(values.property, { monthlyRent: '1,500', advanceMonths: '12', propertyAddress: 'House 7, Palm Avenue', propertyDigitalAddress: 'GA-492-7731', landlordName: 'Yaw', landlordPhone: '020 111 2233' });
    Object.assign(values.employer, { employerName: 'Acme', employerAddress: '5 Liberation Road', employerPhone: '030 212 3456', jobTitle: 'Clerk', employmentType: 'retired', monthlyNetIncome: '3000', startDate: '2020-01-01' });
    values.emergencyContacts = [{ name: 'Ama', phone: '+233 24 455 6677', relationship: 'sister' }];
    const input = toApplicationInput(values, { totalRepayable: 100, aprBp: 5000 });
    expect(input.landlordPhone).toBe('+233201112233');
    expect(input.employer.employerPhone).toBe('+233302123456');
    expect(input.employer.employmentType).toBe('retired');
    expect(input.emergencyContacts[0].phone).toBe('+233244556677');
  });

  it('offers the eligibility check’s employment types and refuses unemployed with its reason', () => {
    const employer = { employerName: 'Acme', employerAddress: '5 Liberation Road', employerPhone: '0302123456', jobTitle: 'Clerk', monthlyNetIncome: '3000', startDate: '2020-01-01' };
    for (const employmentType of ['full_time', 'student', 'retired']) expect(employerSchema.safeParse({ ...employer, employmentType }).success).toBe(true);
    const unemployed = employerSchema.safeParse({ ...employer, employmentType: 'unemployed' });
    expect(unemployed.error?.issues[0].message).toMatch(/unemployed applicants are not eligible/);
  });
});

describe('affordability beside the quote', () => {
  const quote = { instalmentAmount: 177_500, schedule: [{ total: 177_500 }, { total: 177_503 }] };

  it('gives the largest instalment’s share of income, rounded up, against the limit', () => {
    expect(affordabilityOf(quote, '3,000', 3000)).toEqual({ instalment: 177_503, income: 300_000, shareBp: 5917, limitBp: 3000, overLimit: true });
    expect(affordabilityOf(quote, '10,000', 3000)).toMatchObject({ shareBp: 1776, overLimit: false });
    // Exactly at the limit is within it; a pesewa more is over.
    expect(affordabilityOf({ instalmentAmount: 90_000, schedule: [] }, '3000', 3000)?.overLimit).toBe(false);
    expect(affordabilityOf({ instalmentAmount: 90_001, schedule: [] }, '3000', 3000)?.overLimit).toBe(true);
    expect(affordabilityOf(quote, '', 3000)).toBeNull();
  });
});
