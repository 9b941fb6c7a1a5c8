import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { API_KEY_ROLES } from './api-key.secret.js';

/** A partner system's credential, bound to one staff role. Only the SHA-256 of the secret is kept. */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** The first 8 characters after `ghc_live_`, so staff can recognise a key in lists. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret; a 256-bit random secret needs no slow hash or salt. */
    hash: text('hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id),
    /** A user row that can never sign in (no credentials), so records a key writes point at a real user id. */
    serviceUserId: text('service_user_id')
      .notNull()
      .unique()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_key_hash_idx').on(table.hash),
    index('api_key_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Defence in depth: a key never carries a customer or an admin role, even if a service had a bug.
    check('api_key_role_check', sql`${table.role} in (${sql.raw(API_KEY_ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);
