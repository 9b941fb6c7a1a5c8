import { randomUUID } from 'node:crypto';
import { user } from '../auth/auth.table.js';
import { apiKey } from '../modules/api-keys/api-key.table.js';
import { SERVICE_ACCOUNT_EMAIL_DOMAIN, generateApiKeySecret } from '../modules/api-keys/api-key.secret.js';
import type { SeedContext } from './context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Partner keys in every status for the admin security screen; their secrets are thrown away, as after creation. */
export async function seedApiKeys({ db, users, now }: Pick<SeedContext, 'db' | 'now'> & { users: Pick<SeedContext['users'], 'admin'> }): Promise<void> {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const keys = [
    { name: 'Hubtel payment reconciliation', role: 'finance', createdAt: daysFromNow(-40), expiresAt: daysFromNow(325), lastUsedAt: daysFromNow(-0.1), revokedAt: null },
    { name: 'Credit bureau scoring (XDS Data Ghana)', role: 'credit_analyst', createdAt: daysFromNow(-3), expiresAt: daysFromNow(87), lastUsedAt: null, revokedAt: null },
    { name: 'Field inspection tablet app', role: 'inspection_and_verification', createdAt: daysFromNow(-120), expiresAt: daysFromNow(245), lastUsedAt: daysFromNow(-30), revokedAt: daysFromNow(-29) },
    { name: 'Collections call-centre pilot', role: 'recovery_and_collections', createdAt: daysFromNow(-100), expiresAt: daysFromNow(-10), lastUsedAt: daysFromNow(-11), revokedAt: null },
  ];
  const serviceUserIds = keys.map(() => randomUUID());
  // Each key acts through a service account that has no credentials, as createApiKey makes them.
  await db.insert(user).values(
    keys.map((key, index) => ({
      id: serviceUserIds[index],
      name: `${key.name} (API key)`,
      email: `apikey-${serviceUserIds[index]}@${SERVICE_ACCOUNT_EMAIL_DOMAIN}`,
      emailVerified: true,
      role: key.role,
      firstName: key.name,
      lastName: '(API key)',
      banned: key.revokedAt !== null,
    })),
  );
  await db.insert(apiKey).values(
    keys.map((key, index) => {
      const { prefix, hash } = generateApiKeySecret();
      return {
        serviceUserId: serviceUserIds[index],
        name: key.name,
        role: key.role,
        prefix,
        hash,
        createdBy: users.admin.id,
        createdAt: key.createdAt,
        expiresAt: key.expiresAt,
        lastUsedAt: key.lastUsedAt,
        revokedAt: key.revokedAt,
      };
    }),
  );
}
