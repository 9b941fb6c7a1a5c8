import { DEMO_EMAIL_DOMAIN } from '../auth/password-policy.js';
import { eq, sql } from 'drizzle-orm';
import { ConsentService } from '../modules/consent/consent.service.js';
import { AuditService } from '../modules/audit/audit.service.js';
import type { Auth } from '../auth/auth.js';
import { twoFactor, user } from '../auth/auth.table.js';
import { isStaffRole, ROLES, type Role } from '../auth/permissions.js';
import { DEMO_TOTP_KEY, demoTwoFactorRow } from './demo-two-factor.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { MIGRATION_LOCK } from '../db/migrate.js';
import type { LoanService } from '../modules/loans/loan.service.js';
import { seedUsers } from './users.seed.js';
import { seedApplications } from './applications.seed.js';
import { createFileStorage } from '../storage/storage.js';
import { seedDocuments } from './documents.seed.js';
import { seedPayments } from './payments.seed.js';
import { seedApiKeys } from './api-keys.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedTickets } from './tickets.seed.js';
import { seedNotifications } from './notifications.seed.js';
import { seedLoans } from './loans.seed.js';
import type { SeedContext } from './context.js';

/** Module seeds run in this order (later ones may read what earlier ones wrote). */
const MODULE_SEEDS: Array<(context: SeedContext) => Promise<void>> = [
  seedUsers,
  seedApplications,
  seedDocuments,
  seedApiKeys,
  seedCatalogue,
  seedTickets,
  seedNotifications,
  seedLoans,
  // After the loans: payment attempts belong to the customer's running loan.
  seedPayments,
];

const EXTRA_CUSTOMERS = [
  { firstName: 'Kwabena', lastName: 'Osei' },
  { firstName: 'Adwoa', lastName: 'Sarpong' },
  { firstName: 'Yaa', lastName: 'Amponsah' },
  { firstName: 'Fiifi', lastName: 'Annan' },
  { firstName: 'Esi', lastName: 'Tetteh' },
];


export { DEMO_EMAIL_DOMAIN };

export const DEMO_PEOPLE: Record<Role, { firstName: string; lastName: string }> = {
  user: { firstName: 'Ama', lastName: 'Mensah' },
  admin: { firstName: 'Kwame', lastName: 'Asante' },
  superadmin: { firstName: 'Efua', lastName: 'Boateng' },
  sales_executive: { firstName: 'Kofi', lastName: 'Owusu' },
  credit_analyst: { firstName: 'Akosua', lastName: 'Darko' },
  recovery_and_collections: { firstName: 'Yaw', lastName: 'Agyeman' },
  inspection_and_verification: { firstName: 'Abena', lastName: 'Ofori' },
  finance: { firstName: 'Kojo', lastName: 'Appiah' },
};

export function demoEmail(role: Role): string {
  return `${role.replaceAll('_', '.')}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * A second finance officer: money movements need a second person (maker-checker), and in a real finance team the
 * checker of a cash payment is another finance officer. Enrolled in two-factor sign-in like every demo staff member.
 */
export const DEMO_SECOND_FINANCE = { role: 'finance' as const, email: `finance.checker@${DEMO_EMAIL_DOMAIN}`, person: { firstName: 'Nana', lastName: 'Yeboah' } };

export interface SeedReport {
  created: boolean;
  password: string;
  /** Every demo staff account is enrolled in two-factor sign-in with this authenticator key. */
  totpKey: string;
  accounts: Array<{ role: Role; email: string }>;
}

/** One account per role on an empty database; never runs in production (the caller checks the config). */
export async function seedDemoData({ auth, database, config, loans }: { auth: Auth; database: Database; config: Config; loans: LoanService }): Promise<SeedReport> {
  const accounts = [...ROLES.map((role) => ({ role, email: demoEmail(role) })), { role: DEMO_SECOND_FINANCE.role, email: DEMO_SECOND_FINANCE.email }];
  const report = { created: false, password: config.DEMO_PASSWORD, totpKey: DEMO_TOTP_KEY, accounts };
  if (config.isProduction) return report;
  // Under the migrations' advisory lock: instances starting together on an empty database seed one at a time, and the
  // later ones find the users there (both signing up the same people failed one of them at boot).
  return database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(user);
    if (count > 0) return report;

    const demoConsent = new ConsentService(database.db, new AuditService());
    const signUp = async (email: string, person: { firstName: string; lastName: string }) => {
      const result = await auth.api.signUpEmail({
        body: { email, password: config.DEMO_PASSWORD, name: `${person.firstName} ${person.lastName}`, ...person },
      });
      // Demo people registered through the form, which asks them to accept the Terms and the Privacy Policy.
      await demoConsent.accept(result.user.id, { ip: null, userAgent: 'demo seed' });
      return { id: result.user.id, email };
    };
    const users = {} as SeedContext['users'];
    for (const { role, email } of accounts) {
      const person = email === DEMO_SECOND_FINANCE.email ? DEMO_SECOND_FINANCE.person : DEMO_PEOPLE[role];
      const account = await signUp(email, person);
      if (email !== DEMO_SECOND_FINANCE.email) users[role] = account;
      // Roles are never set through sign-up; staff roles are granted directly, as an admin would.
      await database.db.update(user).set({ role }).where(eq(user.id, account.id));
      // Staff must sign in with a second factor: the demo staff are enrolled with the published demo key.
      if (isStaffRole(role)) {
        await database.db.insert(twoFactor).values(await demoTwoFactorRow(config.authSecret, account.id));
        await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.id));
      }
    }
    const customers = [users.user];
    for (const person of EXTRA_CUSTOMERS) {
      customers.push(await signUp(`${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`, person));
    }
    const context: SeedContext = { db: database.db, users, customers, now: new Date(), storage: createFileStorage(config), loans };
    for (const seedModule of MODULE_SEEDS) await seedModule(context);
    return { ...report, created: true };
  });
}
