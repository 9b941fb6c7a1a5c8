import { application, emergencyContact, employerInformation, type ApplicationStatus, type EmploymentType } from '../modules/applications/application.table.js';
import { property, type InspectionStatus, type PropertyType } from '../modules/properties/property.table.js';
import type { SeedContext } from './context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoProperty {
  key: string;
  address: string;
  digitalAddress: string;
  landlordName: string;
  landlordPhone: string;
  propertyType: PropertyType;
  inspection: { status: InspectionStatus; daysAgo: number; notes: string } | null;
}

// Fictional homes in real neighbourhoods, with GhanaPost GPS district codes (GA Accra, AK Kumasi, GT Tema).
const DEMO_PROPERTIES: DemoProperty[] = [
  {
    key: 'airport',
    address: 'House No. 5, Kofi Annan Street, Airport Residential Area, Accra',
    digitalAddress: 'GA-053-2219',
    landlordName: 'Mr Kwaku Frimpong',
    landlordPhone: '+233244556677',
    propertyType: 'house',
    inspection: { status: 'passed', daysAgo: 39, notes: 'Two-bedroom house as described; water, ECG prepaid meter and security gate working.' },
  },
  {
    key: 'nima',
    address: 'Room 4, Nima Highway Compound, Nima, Accra',
    digitalAddress: 'GA-249-0731',
    landlordName: 'Hajia Mariam Issah',
    landlordPhone: '+233208812345',
    propertyType: 'single_room',
    inspection: null,
  },
  {
    key: 'ahodwo',
    address: 'Flat 2B, Ahodwo Estates, Kumasi',
    digitalAddress: 'AK-485-9912',
    landlordName: 'Opanin Kwame Boakye',
    landlordPhone: '+233277001122',
    propertyType: 'self_contained',
    inspection: { status: 'failed', daysAgo: 11, notes: 'Damp walls in the bedroom and no working toilet; the landlord plans repairs next month.' },
  },
  {
    key: 'tema',
    address: 'Chamber and hall, House 18, Community 25, Tema',
    digitalAddress: 'GT-311-4820',
    landlordName: 'Mrs Dede Ankrah',
    landlordPhone: '+233501239876',
    propertyType: 'chamber_and_hall',
    inspection: { status: 'passed', daysAgo: 59, notes: 'Chamber and hall with porch and shared bath; meter in the tenant’s name.' },
  },
];

interface DemoApplication {
  customer: number;
  status: ApplicationStatus;
  daysAgo: number;
  decidedDaysAgo?: number;
  reason?: string;
  monthlyRent: number;
  advanceMonths: number;
  repaymentMonths: number;
  propertyKey?: string;
  address: string;
  digitalAddress: string;
  landlordName: string;
  landlordPhone: string;
  contacts: Array<{ name: string; phone: string; relationship: string }>;
  employer: {
    employerName: string;
    employerAddress: string;
    employerPhone: string;
    jobTitle: string;
    employmentType: EmploymentType;
    monthlyNetIncome: number;
    startDate: string;
  };
}

const airport = DEMO_PROPERTIES[0];
const nima = DEMO_PROPERTIES[1];
const ahodwo = DEMO_PROPERTIES[2];
const tema = DEMO_PROPERTIES[3];

const TELCO_EMPLOYER = {
  employerName: 'MTN Ghana',
  employerAddress: 'MTN House, Independence Avenue, Ridge, Accra',
  employerPhone: '+233244300000',
  jobTitle: 'Customer Experience Officer',
  employmentType: 'full_time' as const,
  monthlyNetIncome: 650_000,
  startDate: '2019-06-03',
};

// Every status appears, decided ones by the credit analyst; customers are [Ama (the demo user), Kwabena, Adwoa, Yaa, Fiifi, Esi].
const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    customer: 0,
    status: 'rejected',
    daysAgo: 150,
    decidedDaysAgo: 148,
    reason: 'The monthly instalment would take more than 30% of your net income at this amount. You are welcome to apply for a shorter advance.',
    monthlyRent: 250_000,
    advanceMonths: 12,
    repaymentMonths: 12,
    address: 'Apartment 7, The Loop, East Legon, Accra',
    digitalAddress: 'GA-415-6620',
    landlordName: 'Loop Estates Ltd',
    landlordPhone: '+233302776655',
    contacts: [{ name: 'Kwesi Mensah', phone: '+233244998877', relationship: 'brother' }],
    employer: TELCO_EMPLOYER,
  },
  {
    customer: 0,
    status: 'approved',
    daysAgo: 40,
    decidedDaysAgo: 38,
    reason: 'Income confirmed with the employer and the property passed inspection. Approved for six months’ advance.',
    monthlyRent: 150_000,
    advanceMonths: 6,
    repaymentMonths: 12,
    propertyKey: airport.key,
    address: airport.address,
    digitalAddress: airport.digitalAddress,
    landlordName: airport.landlordName,
    landlordPhone: airport.landlordPhone,
    contacts: [
      { name: 'Kwesi Mensah', phone: '+233244998877', relationship: 'brother' },
      { name: 'Abena Pokuaa', phone: '+233209876543', relationship: 'colleague' },
    ],
    employer: TELCO_EMPLOYER,
  },
  {
    customer: 1,
    status: 'pending',
    daysAgo: 2,
    monthlyRent: 80_000,
    advanceMonths: 6,
    repaymentMonths: 9,
    address: 'House 22, Santasi Roundabout, Kumasi',
    digitalAddress: 'AK-092-3344',
    landlordName: 'Nana Akwasi Agyei',
    landlordPhone: '+233243667788',
    contacts: [{ name: 'Akosua Osei', phone: '+233245112233', relationship: 'wife' }],
    employer: {
      employerName: 'Komfo Anokye Teaching Hospital',
      employerAddress: 'Okomfo Anokye Road, Bantama, Kumasi',
      employerPhone: '+233322022301',
      jobTitle: 'Staff Nurse',
      employmentType: 'full_time',
      monthlyNetIncome: 420_000,
      startDate: '2020-01-15',
    },
  },
  {
    customer: 2,
    status: 'under_review',
    daysAgo: 5,
    monthlyRent: 45_000,
    advanceMonths: 12,
    repaymentMonths: 12,
    propertyKey: nima.key,
    address: nima.address,
    digitalAddress: nima.digitalAddress,
    landlordName: nima.landlordName,
    landlordPhone: nima.landlordPhone,
    contacts: [
      { name: 'Kofi Sarpong', phone: '+233551234987', relationship: 'father' },
      { name: 'Esi Arthur', phone: '+233266543210', relationship: 'friend' },
      { name: 'Rev. John Quaye', phone: '+233244101010', relationship: 'pastor' },
    ],
    employer: {
      employerName: 'Adwoa’s Hair and Beauty',
      employerAddress: 'Shop 12, Kaneshie Market, Accra',
      employerPhone: '+233243121314',
      jobTitle: 'Owner and hairdresser',
      employmentType: 'self_employed',
      monthlyNetIncome: 300_000,
      startDate: '2017-09-01',
    },
  },
  {
    customer: 3,
    status: 'cancelled',
    daysAgo: 80,
    monthlyRent: 70_000,
    advanceMonths: 6,
    repaymentMonths: 6,
    address: 'Flat 3, Community 11, Tema',
    digitalAddress: 'GT-205-1188',
    landlordName: 'Mr Samuel Tetteh',
    landlordPhone: '+233540998877',
    contacts: [{ name: 'Akua Amponsah', phone: '+233208765432', relationship: 'sister' }],
    employer: {
      employerName: 'Tema Oil Refinery',
      employerAddress: 'Heavy Industrial Area, Tema',
      employerPhone: '+233303302881',
      jobTitle: 'Process Technician',
      employmentType: 'contract',
      monthlyNetIncome: 520_000,
      startDate: '2022-04-01',
    },
  },
  {
    customer: 3,
    status: 'approved',
    daysAgo: 60,
    decidedDaysAgo: 57,
    reason: 'Contract runs past the repayment period and the property passed inspection.',
    monthlyRent: 60_000,
    advanceMonths: 6,
    repaymentMonths: 9,
    propertyKey: tema.key,
    address: tema.address,
    digitalAddress: tema.digitalAddress,
    landlordName: tema.landlordName,
    landlordPhone: tema.landlordPhone,
    contacts: [{ name: 'Akua Amponsah', phone: '+233208765432', relationship: 'sister' }],
    employer: {
      employerName: 'Tema Oil Refinery',
      employerAddress: 'Heavy Industrial Area, Tema',
      employerPhone: '+233303302881',
      jobTitle: 'Process Technician',
      employmentType: 'contract',
      monthlyNetIncome: 520_000,
      startDate: '2022-04-01',
    },
  },
  {
    customer: 4,
    status: 'rejected',
    daysAgo: 12,
    decidedDaysAgo: 10,
    reason: 'The property failed inspection (damp and no working toilet). Please apply again once repairs are done.',
    monthlyRent: 90_000,
    advanceMonths: 12,
    repaymentMonths: 12,
    propertyKey: ahodwo.key,
    address: ahodwo.address,
    digitalAddress: ahodwo.digitalAddress,
    landlordName: ahodwo.landlordName,
    landlordPhone: ahodwo.landlordPhone,
    contacts: [{ name: 'Ekow Annan', phone: '+233273334455', relationship: 'cousin' }],
    employer: {
      employerName: 'Kwame Nkrumah University of Science and Technology',
      employerAddress: 'University Post Office, Kumasi',
      employerPhone: '+233322060331',
      jobTitle: 'Teaching Assistant',
      employmentType: 'part_time',
      monthlyNetIncome: 380_000,
      startDate: '2023-08-14',
    },
  },
  {
    customer: 5,
    status: 'cancelled',
    daysAgo: 20,
    monthlyRent: 55_000,
    advanceMonths: 3,
    repaymentMonths: 6,
    address: 'Room 9, Abeka Lapaz, Accra',
    digitalAddress: 'GA-531-7702',
    landlordName: 'Mr Alhassan Yakubu',
    landlordPhone: '+233249001122',
    contacts: [{ name: 'Kojo Tetteh', phone: '+233245667788', relationship: 'husband' }],
    employer: {
      employerName: 'Ghana Education Service',
      employerAddress: 'Ministries, Accra',
      employerPhone: '+233302683651',
      jobTitle: 'Teacher',
      employmentType: 'full_time',
      monthlyNetIncome: 350_000,
      startDate: '2016-09-12',
    },
  },
  {
    customer: 5,
    status: 'pending',
    daysAgo: 1,
    monthlyRent: 60_000,
    advanceMonths: 6,
    repaymentMonths: 12,
    address: 'House 3, Dansoman Last Stop, Accra',
    digitalAddress: 'GA-543-0912',
    landlordName: 'Madam Grace Owusu',
    landlordPhone: '+233244567001',
    contacts: [
      { name: 'Kojo Tetteh', phone: '+233245667788', relationship: 'husband' },
      { name: 'Efua Tetteh', phone: '+233209998877', relationship: 'sister-in-law' },
    ],
    employer: {
      employerName: 'Ghana Education Service',
      employerAddress: 'Ministries, Accra',
      employerPhone: '+233302683651',
      jobTitle: 'Teacher',
      employmentType: 'full_time',
      monthlyNetIncome: 350_000,
      startDate: '2016-09-12',
    },
  },
];

/** Properties (some inspected) and applications in every status, with contacts and employers. */
export async function seedApplications({ db, users, customers, now }: SeedContext): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const inspector = users.inspection_and_verification.id;
  const analyst = users.credit_analyst.id;

  const propertyIds = new Map<string, string>();
  for (const demo of DEMO_PROPERTIES) {
    const createdAt = daysAgo((demo.inspection?.daysAgo ?? 5) + 3);
    const [row] = await db
      .insert(property)
      .values({
        address: demo.address,
        digitalAddress: demo.digitalAddress,
        landlordName: demo.landlordName,
        landlordPhone: demo.landlordPhone,
        propertyType: demo.propertyType,
        inspectionStatus: demo.inspection?.status ?? 'pending',
        inspectorId: demo.inspection ? inspector : null,
        inspectionNotes: demo.inspection?.notes ?? null,
        inspectedAt: demo.inspection ? daysAgo(demo.inspection.daysAgo) : null,
        createdAt,
        updatedAt: demo.inspection ? daysAgo(demo.inspection.daysAgo) : createdAt,
      })
      .returning({ id: property.id });
    propertyIds.set(demo.key, row.id);
  }

  for (const demo of DEMO_APPLICATIONS) {
    const customer = customers[demo.customer];
    if (!customer) continue;
    const createdAt = daysAgo(demo.daysAgo);
    const decidedAt = demo.decidedDaysAgo === undefined ? null : daysAgo(demo.decidedDaysAgo);
    const [row] = await db
      .insert(application)
      .values({
        userId: customer.id,
        status: demo.status,
        monthlyRent: demo.monthlyRent,
        advanceMonths: demo.advanceMonths,
        repaymentMonths: demo.repaymentMonths,
        propertyAddress: demo.address,
        propertyDigitalAddress: demo.digitalAddress,
        landlordName: demo.landlordName,
        landlordPhone: demo.landlordPhone,
        propertyId: demo.propertyKey ? (propertyIds.get(demo.propertyKey) ?? null) : null,
        reviewerId: decidedAt || demo.status === 'under_review' ? analyst : null,
        decisionReason: demo.reason ?? null,
        decidedAt,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      })
      .returning({ id: application.id });
    await db.insert(emergencyContact).values(demo.contacts.map((contact, position) => ({ applicationId: row.id, position, ...contact })));
    await db.insert(employerInformation).values({ applicationId: row.id, ...demo.employer });
  }
}
