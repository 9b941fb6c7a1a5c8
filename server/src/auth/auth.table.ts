import { boolean, index, integer, bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// better-auth's tables, written as drizzle tables so drizzle-kit migrates them with the rest of the schema. Field keys
// match better-auth's names.
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    role: text('role').notNull().default('user'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    /** better-auth's twoFactor plugin: true once a TOTP secret has been verified (auth.ts; staff must have it). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Set on a temporary password (createStaffUser): every operation is refused until the password is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (table) => [index('user_role_idx').on(table.role), index('user_created_at_idx').on(table.createdAt, table.id)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** better-auth's twoFactor plugin: the encrypted TOTP secret and backup codes of one user. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Ours, not the plugin's: the 30-second step of the last code accepted, so a code is used once (totp-replay.ts). */
    lastUsedStep: integer('last_used_step'),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId)],
);

// Rate-limit counters live in the database so limits hold across several instances.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Failed sign-ins per normalised email (auth/sign-in-throttle.ts): 10 in 15 minutes lock the account for 15 minutes. */
export const signInThrottle = pgTable('sign_in_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-up attempts in the current hour per key (`ip:…`, `email:…`, and `taken:…` for "already registered" answers to
 * an IP): the counters behind auth/sign-up-guard.ts, in PostgreSQL so every instance sees the same counts.
 */
export const signUpThrottle = pgTable('sign_up_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
