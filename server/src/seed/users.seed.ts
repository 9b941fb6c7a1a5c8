import { profile } from '../modules/users/profile.table.js';
import type { GhanaRegion } from '../shared/ghana-regions.js';
import type { SeedContext } from './context.js';

type DemoProfile = {
  phone: string;
  dateOfBirth: string;
  ghanaCardNumber: string;
  residentialAddress: string;
  digitalAddress: string;
  city: string;
  region: GhanaRegion;
};

// Fictional but realistic: Ghana mobile prefixes (024 MTN, 020 Telecel, 027 AirtelTigo), real neighbourhoods and GPS district codes.
const DEMO_PROFILES: DemoProfile[] = [
  {
    phone: '+233244123456',
    dateOfBirth: '1992-03-14',
    ghanaCardNumber: 'GHA-712345678-3',
    residentialAddress: 'House No. 12, Adjiringanor Road, East Legon',
    digitalAddress: 'GA-183-8164',
    city: 'Accra',
    region: 'greater_accra',
  },
  {
    phone: '+233201987654',
    dateOfBirth: '1988-11-02',
    ghanaCardNumber: 'GHA-723456789-1',
    residentialAddress: 'Plot 7, Block C, Ahodwo Roundabout',
    digitalAddress: 'AK-039-5521',
    city: 'Kumasi',
    region: 'ashanti',
  },
  {
    phone: '+233277456123',
    dateOfBirth: '1995-07-21',
    ghanaCardNumber: 'GHA-734567890-5',
    residentialAddress: 'House 4, Community 7, near the Lashibi junction',
    digitalAddress: 'GT-012-3456',
    city: 'Tema',
    region: 'greater_accra',
  },
  {
    phone: '+233545678901',
    dateOfBirth: '1990-01-30',
    ghanaCardNumber: 'GHA-745678901-2',
    residentialAddress: '23 Ring Road Central, Kokomlemle',
    digitalAddress: 'GA-062-1170',
    city: 'Accra',
    region: 'greater_accra',
  },
  {
    phone: '+233263344556',
    dateOfBirth: '1985-09-09',
    ghanaCardNumber: 'GHA-756789012-8',
    residentialAddress: 'House 15, Asokwa Lane, off Lake Road',
    digitalAddress: 'AK-485-9032',
    city: 'Kumasi',
    region: 'ashanti',
  },
  {
    phone: '+233509876543',
    dateOfBirth: '1998-05-17',
    ghanaCardNumber: 'GHA-767890123-4',
    residentialAddress: 'Flat 3B, Sakumono Estates, Community 12',
    digitalAddress: 'GT-201-7788',
    city: 'Tema',
    region: 'greater_accra',
  },
];

/** A filled-in KYC profile for every demo customer, so the profile page and staff user list show real data. */
export async function seedUsers({ db, customers }: Pick<SeedContext, 'db' | 'customers'>): Promise<void> {
  const rows = customers.map((customer, index) => ({ userId: customer.id, ...DEMO_PROFILES[index % DEMO_PROFILES.length] }));
  // More customers than demo profiles would repeat a Ghana Card number; only the first of each is seeded.
  const unique = rows.slice(0, DEMO_PROFILES.length);
  if (unique.length > 0) await db.insert(profile).values(unique).onConflictDoNothing();
}
