// Test data shared by the application, property and analytics tests: one valid rent application input.
import { priceCredit, rentPrincipal } from '../finance/index.js';

/** The figures rentQuote shows under the default settings (4% a month, reducing balance, no fee). */
export function acceptedRentDisclosure(monthlyRent: number, advanceMonths: number, repaymentMonths: number) {
  try {
    const priced = priceCredit({
      principal: rentPrincipal(monthlyRent, advanceMonths),
      months: repaymentMonths,
      monthlyRateBp: 400,
      method: 'reducing_balance',
      firstDueDate: '2026-01-01',
    });
    return { totalRepayable: priced.totalRepayable, aprBp: priced.aprBp };
  } catch {
    // Inputs the server refuses anyway (zero rent, bad months): any figures do.
    return { totalRepayable: 0, aprBp: 0 };
  }
}

export function validApplicationInput(overrides: Record<string, unknown> = {}) {
  const input = {
    monthlyRent: 80_000,
    advanceMonths: 6,
    repaymentMonths: 12,
    propertyAddress: '12 Palm Street, East Legon, Accra',
    propertyDigitalAddress: 'GA-183-8164',
    landlordName: 'Nana Yeboah',
    landlordPhone: '+233244000111',
    emergencyContacts: [{ name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' }],
    employer: {
      employerName: 'Accra Brewery Ltd',
      employerAddress: 'Graphic Road, Accra',
      employerPhone: '+233302123456',
      jobTitle: 'Accountant',
      employmentType: 'full_time',
      monthlyNetIncome: 450_000,
      startDate: '2021-02-01',
    },
    ...overrides,
  };
  const accepted = acceptedRentDisclosure(input.monthlyRent as number, input.advanceMonths as number, input.repaymentMonths as number);
  return { acceptedDisclosure: accepted, ...input };
}

export const SUBMIT_APPLICATION = 'mutation Submit($input: ApplicationInput!) { submitApplication(input: $input) { id status } }';

/**
 * One valid application for a product other than rent (the school-fees product the tests create): GH₵5,000 over
 * 6 months, paid to the school; `accepted` is the productQuote figures the applicant accepts.
 */
export function validProductApplicationInput(accepted: { totalRepayable: number; aprBp: number }, overrides: Record<string, unknown> = {}) {
  const { monthlyRent: _rent, advanceMonths: _advance, repaymentMonths: _months, propertyAddress: _address, propertyDigitalAddress: _gps, landlordName: _name, landlordPhone: _phone, acceptedDisclosure: _accepted, ...shared } =
    validApplicationInput();
  return {
    ...shared,
    productCode: 'school-fees',
    amount: 500_000,
    termMonths: 6,
    payeeName: 'Achimota School',
    payeePhone: '+233302400100',
    payeeReference: 'Ama Mensah, Form 1 (student no. 2026-0142)',
    acceptedDisclosure: accepted,
    ...overrides,
  };
}

export const SUBMIT_PRODUCT_APPLICATION = 'mutation SubmitProduct($input: ProductApplicationInput!) { submitProductApplication(input: $input) { id status } }';
