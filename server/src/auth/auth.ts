import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../config.js';
import type { AppDatabase } from '../db/client.js';
import * as authTables from './auth.table.js';
import type { Mailer } from './mailer.js';
import { createSessionReader } from './session-reader.js';

export const MIN_PASSWORD_LENGTH = 8;
/** Set by the HTTP layer from express's req.ip before better-auth sees a request. */
export const CLIENT_IP_HEADER = 'x-ghc-client-ip';
const NAME_MAX = 80;

/** A password needs a letter and a digit besides the length better-auth already checks. */
export function isStrongPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);
}

function cleanName(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX) : '';
}

export interface AuthDependencies {
  db: AppDatabase;
  config: Config;
  mailer: Mailer;
}

export function createAuth({ db, config, mailer }: AuthDependencies) {
  const instance = betterAuth({
    appName: 'Ghana Homes Credit',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your password',
          text: `Hello ${user.name},\n\nUse this link to choose a new password (valid for 1 hour):\n${url}\n\nIf you did not ask for this, ignore this email.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.REQUIRE_EMAIL_VERIFICATION,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your email address',
          text: `Hello ${user.name},\n\nConfirm your email address with this link:\n${url}`,
        });
      },
    },
    user: {
      additionalFields: {
        // input: false means no client can set it, not even at sign-up (SPEC §5: the role is always user).
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.authRateLimitEnabled,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Confirmed at sign-up unless verification is switched on: the SPEC's auto-confirm is this policy.
          async before(user) {
            return {
              data: { ...user, role: 'user', banned: false, emailVerified: !config.REQUIRE_EMAIL_VERIFICATION },
            };
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [row] = await db
              .select({ banned: authTables.user.banned })
              .from(authTables.user)
              .where(eq(authTables.user.id, session.userId));
            if (row?.banned) {
              throw new APIError('FORBIDDEN', { code: 'USER_BANNED', message: 'This account has been suspended. Please contact support.' });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const firstName = cleanName(body.firstName);
        const lastName = cleanName(body.lastName);
        if (!firstName || !lastName) {
          throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'First name and last name are required.' });
        }
        if (typeof body.password !== 'string' || !isStrongPassword(body.password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_WEAK',
            message: 'Password must be at least 8 characters and contain a letter and a number.',
          });
        }
        return { context: { body: { ...body, firstName, lastName, name: `${firstName} ${lastName}` } } };
      }),
    },
    advanced: {
      cookiePrefix: 'ghc',
      useSecureCookies: config.publicUrl.startsWith('https://'), // session-reader.ts reads the same cookie
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent', level: config.LOG_LEVEL === 'debug' ? 'debug' : 'warn' },
  });
  // Requests outside /api/auth read the session cookie with this, not with better-auth's getSession (session-reader.ts).
  const readSession = createSessionReader({ db, secret: config.authSecret, secureCookies: config.publicUrl.startsWith('https://') });
  return Object.assign(instance, { readSession });
}

export type Auth = ReturnType<typeof createAuth>;
