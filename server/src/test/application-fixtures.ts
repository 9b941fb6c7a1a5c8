// Test data shared by the application, property and analytics tests: one valid rent application input.

export function validApplicationInput(overrides: Record<string, unknown> = {}) {
  return {
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
}

export const SUBMIT_APPLICATION = 'mutation Submit($input: ApplicationInput!) { submitApplication(input: $input) { id status } }';
