import { eq, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth.js';
import { user } from '../auth/auth.table.js';
import { ROLES, type Role } from '../auth/permissions.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export const DEMO_EMAIL_DOMAIN = 'ghanahomes.example';

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

export interface SeedReport {
  created: boolean;
  password: string;
  accounts: Array<{ role: Role; email: string }>;
}

/** One account per role on an empty database; never runs in production (the caller checks the config). */
export async function seedDemoData({ auth, database, config }: { auth: Auth; database: Database; config: Config }): Promise<SeedReport> {
  const accounts = ROLES.map((role) => ({ role, email: demoEmail(role) }));
  const report = { created: false, password: config.DEMO_PASSWORD, accounts };
  if (config.isProduction) return report;
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(user);
  if (count > 0) return report;

  for (const { role, email } of accounts) {
    const person = DEMO_PEOPLE[role];
    const result = await auth.api.signUpEmail({
      body: { email, password: config.DEMO_PASSWORD, name: `${person.firstName} ${person.lastName}`, ...person },
    });
    // Roles are never set through sign-up; staff roles are granted directly, as an admin would.
    await database.db.update(user).set({ role }).where(eq(user.id, result.user.id));
  }
  return { ...report, created: true };
}
