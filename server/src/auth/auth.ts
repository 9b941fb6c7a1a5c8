import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Config } from '../config.js';
import type { AppDatabase } from '../db/client.js';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../graphql/errors.js';
import { useProxyTrust } from '../http/request-context.js';
import { BROKEN_TEXT_MESSAGE, findBrokenValue } from '../graphql/input-text.js';
import { createLogger, describeError, type Logger } from '../logger.js';
import * as authTables from './auth.table.js';
import type { Mailer } from './mailer.js';
import { DEMO_EMAIL_DOMAIN, isStrongPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, WEAK_PASSWORD_MESSAGE } from './password-policy.js';
import { isRole, isStaffRole } from './permissions.js';
import { COOKIE_PREFIX, createSessionReader, staffSessionExpiry, type StaffSessionLimits } from './session-reader.js';
import { createSignInThrottle, RESET_LINK_TTL_MS, requestIdFrom, SIGN_IN_PAUSED_MESSAGE } from './sign-in-throttle.js';
import { createSignUpGuard } from './sign-up-guard.js';
import { createTotpReplayGuard } from './totp-replay.js';
import { checkUpdateUserNames } from './update-user-names.js';

export { isStrongPassword, MIN_PASSWORD_LENGTH } from './password-policy.js';
/** Set by the HTTP layer from express's req.ip (TRUST_PROXY decides which proxies it believes) before better-auth sees a request. */
export const CLIENT_IP_HEADER = 'x-ghc-client-ip';
const NAME_MAX = 80;

/** Where each password-setting endpoint carries the new password. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

function weakPassword(): APIError {
  return new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: WEAK_PASSWORD_MESSAGE });
}

function cleanName(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, NAME_MAX) : '';
}


const isStaff = (role: unknown) => typeof role === 'string' && isRole(role) && isStaffRole(role);

type HookContext = Parameters<typeof getSessionFromCtx>[0];

const resetTokenOf = (ctx: HookContext) => {
  const token = (ctx.body as { token?: unknown } | undefined)?.token ?? ctx.query?.token;
  return typeof token === 'string' && token ? token : null;
};

/** Whose password a reset or change sets: the reset token's user, or the signed-in user (the policy needs the email). */
async function ownerOfPasswordChange(ctx: HookContext): Promise<{ id: string; email: string } | null> {
  if (ctx.path === '/reset-password') {
    const token = resetTokenOf(ctx);
    if (!token) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification) return null;
    return ctx.context.internalAdapter.findUserById(verification.value);
  }
  return (await getSessionFromCtx(ctx))?.user ?? null;
}

/** Stores a sign-up's acceptance of the versions in force, with the client's address and browser. */
export type SignUpConsentRecorder = (userId: string, source: { ip: string | null; userAgent: string | null }) => Promise<void>;

export interface AuthDependencies {
  db: AppDatabase;
  config: Config;
  mailer: Mailer;
  logger?: Logger;
}

export function createAuth({ db, config, mailer, logger = createLogger(config.LOG_LEVEL) }: AuthDependencies) {
  // express's req.ip (and so CLIENT_IP_HEADER) and our /graphql limits follow this configuration's TRUST_PROXY.
  useProxyTrust(config.trustProxy);
  // The paused-sign-in notice carries a one-time reset link made as better-auth makes its own (reset-password:<token>,
  // the user's id, 1 hour), opened through its /reset-password/:token callback like the reset email's link.
  const resetLink = async (userId: string) => {
    const context = await instance.$context;
    const token = randomBytes(18).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    const callbackURL = encodeURIComponent(new URL('/reset-password', config.publicUrl).toString());
    return `${context.baseURL}/reset-password/${token}?callbackURL=${callbackURL}`;
  };
  const throttle = createSignInThrottle({ db, mailer, logger, publicUrl: config.publicUrl, resetLink });
  const signUpGuard = createSignUpGuard({ db, logger, limits: config.signUpLimits });
  const claimTotpStep = createTotpReplayGuard(db);
  /** Reset token → its user, between the before- and after-hook of one /reset-password (bounded: a few per hour). */
  const resetsInFlight = new LRUCache<string, { id: string; email: string }>({ max: 1_000, ttl: 60_000 });
  /** The policy, and the published demo password nowhere but on the demo people the server seeds itself. */
  const acceptablePassword = (password: string, email: string | null, fromServer: boolean) => {
    if (password === config.DEMO_PASSWORD) return fromServer && !config.isProduction && Boolean(email?.endsWith(`@${DEMO_EMAIL_DOMAIN}`));
    return isStrongPassword(password, email);
  };
  // Set by the services (modules/consent) once they exist: auth/ never imports modules/.
  let recordConsent: SignUpConsentRecorder | null = null;
  const staffLimits: StaffSessionLimits = {
    maxAgeMs: config.STAFF_SESSION_MAX_HOURS * 3_600_000,
    idleMs: config.STAFF_SESSION_IDLE_MINUTES * 60_000,
  };
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
      maxPasswordLength: MAX_PASSWORD_LENGTH,
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
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // TOTP with backup codes; required for staff (viewer.ts refuses staff work until enrolled), optional for customers.
    plugins: [twoFactor({ issuer: 'Ghana Homes Credit', backupCodeOptions: { amount: 10, length: 10 } })],
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
              .select({ banned: authTables.user.banned, role: authTables.user.role })
              .from(authTables.user)
              .where(eq(authTables.user.id, session.userId));
            if (row?.banned) {
              throw new APIError('FORBIDDEN', { code: 'USER_BANNED', message: 'This account has been suspended. Please contact support.' });
            }
            // Staff: idle timeout from the start, never past the absolute limit (session-reader.ts slides it on use).
            if (isStaff(row?.role)) {
              const now = new Date();
              return { data: { ...session, expiresAt: staffSessionExpiry(session.createdAt ?? now, now, staffLimits) } };
            }
          },
        },
        update: {
          // better-auth's get-session slides expiry by 7 days; a staff session only slides on real use (session-reader.ts).
          async before(session, ctx) {
            const current = ctx?.context.session;
            if (session.expiresAt === undefined || !current || !isStaff(current.user.role)) return;
            // better-auth merges this over its own data: the expiry stays what it was.
            return { data: { ...session, expiresAt: current.session.expiresAt } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // First, before any hook or endpoint reads the database with it: NUL or a lone surrogate anywhere in the body
        // or query is refused as on every other entry (graphql/input-text.ts).
        if (findBrokenValue(ctx.body) ?? findBrokenValue(ctx.query)) {
          throw new APIError('BAD_REQUEST', { code: 'BAD_USER_INPUT', message: BROKEN_TEXT_MESSAGE });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/update-user') return checkUpdateUserNames(ctx);
        if (ctx.path === '/two-factor/verify-totp') return claimTotpStep(ctx);
        if (ctx.path === '/two-factor/enable') {
          // A temporary password is changed first; enrolment then confirms the new one.
          const current = await getSessionFromCtx(ctx);
          if ((current?.user as { mustChangePassword?: boolean } | undefined)?.mustChangePassword) {
            throw new APIError('FORBIDDEN', { code: 'PASSWORD_CHANGE_REQUIRED', message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
          }
          return;
        }
        if (ctx.path === '/sign-in/email') {
          if (typeof body.email !== 'string' || !(await throttle.lockedUntil(body.email))) return;
          // Paused: said plainly, in about the time a password check takes. Unknown emails pause alike, so
          // the answer confirms no account.
          if (typeof body.password === 'string') await ctx.context.password.hash(body.password);
          throw new APIError('TOO_MANY_REQUESTS', { code: 'SIGN_IN_PAUSED', message: SIGN_IN_PAUSED_MESSAGE });
        }
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        if (!passwordField) return;
        const password = body[passwordField];
        if (ctx.path === '/sign-up/email') {
          const firstName = cleanName(body.firstName);
          const lastName = cleanName(body.lastName);
          if (!firstName || !lastName) {
            throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'First name and last name are required.' });
          }
          const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
          await signUpGuard.admit({ email, ip: ctx.headers?.get(CLIENT_IP_HEADER) || null, requestId: requestIdFrom(ctx.headers) });
          if (typeof password !== 'string' || !acceptablePassword(password, email, !ctx.request)) throw weakPassword();
          return { context: { body: { ...body, firstName, lastName, name: `${firstName} ${lastName}` } } };
        }
        const owner = await ownerOfPasswordChange(ctx);
        if (typeof password !== 'string' || !acceptablePassword(password, owner?.email ?? null, false)) throw weakPassword();
        // The token is spent by the time the after-hook runs: remember whose it was, to clear "must change password".
        const token = resetTokenOf(ctx);
        if (ctx.path === '/reset-password' && owner && token) resetsInFlight.set(token, { id: owner.id, email: owner.email });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          // The register form's "I accept the Terms and the Privacy Policy" (`acceptTerms: true`): the versions in
          // force, when and from where. A client that sends none still signs up; the app then asks before new credit.
          const returned = ctx.context.returned;
          if (isAPIError(returned) && String(returned.body?.code).startsWith('USER_ALREADY_EXISTS')) {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            await signUpGuard.recordTaken({ email: typeof email === 'string' ? email : '', ip: ctx.headers?.get(CLIENT_IP_HEADER) || null, requestId: requestIdFrom(ctx.headers) });
            return;
          }
          const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
          if (typeof userId !== 'string' || isAPIError(returned)) return;
          if ((ctx.body as { acceptTerms?: unknown } | undefined)?.acceptTerms !== true || !recordConsent) return;
          try {
            await recordConsent(userId, { ip: ctx.headers?.get(CLIENT_IP_HEADER) || null, userAgent: ctx.headers?.get('user-agent') || null });
          } catch (error) {
            // The account exists either way; the banner asks again for what was not stored.
            logger.error('sign-up consent could not be stored', describeError(error));
          }
          return;
        }
        if (ctx.path === '/reset-password') {
          // A password chosen through an emailed reset link is the person's own: a temporary one no longer needs changing,
          // and a sign-in paused by wrong guesses reopens (the link proves the mailbox; the guesses were at the old one).
          const token = resetTokenOf(ctx);
          const owner = token ? resetsInFlight.get(token) : undefined;
          if (token) resetsInFlight.delete(token);
          if (owner && !isAPIError(ctx.context.returned)) {
            await db.update(authTables.user).set({ mustChangePassword: false }).where(eq(authTables.user.id, owner.id));
            await throttle.liftAfterPasswordReset(owner, { ip: ctx.headers?.get(CLIENT_IP_HEADER) || null, requestId: requestIdFrom(ctx.headers) });
          }
          return;
        }
        if (ctx.path === '/change-password') {
          const userId = ctx.context.session?.user.id;
          if (userId && !isAPIError(ctx.context.returned)) {
            await db.update(authTables.user).set({ mustChangePassword: false }).where(eq(authTables.user.id, userId));
          }
          return;
        }
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const returned = ctx.context.returned;
        try {
          if (isAPIError(returned)) {
            if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
            await throttle.recordFailure({ email, ip: ctx.headers?.get(CLIENT_IP_HEADER) || null, requestId: requestIdFrom(ctx.headers) });
          } else if (returned) {
            await throttle.recordSuccess(email);
          }
        } catch (error) {
          logger.error('sign-in throttle failed', describeError(error));
        }
      }),
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // An unexpected failure (a database error, whose message holds the query's parameters: emails, tokens) is thrown
    // to our HTTP layer, which answers a JSON 500 with the request id and logs it redacted (http/responses.ts).
    // Otherwise better-auth logs the raw message and its router prints the whole error with console.error.
    onAPIError: { throw: true },
    // better-auth's own messages go through our logger, which redacts tokens, cookies and secrets.
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      level: config.LOG_LEVEL === 'debug' ? 'debug' : 'warn',
      log: (level, message, ...details) => {
        const fields = details.map((detail) => (detail instanceof Error ? describeError(detail) : detail));
        logger[level](`better-auth: ${message}`, fields.length ? { details: fields } : undefined);
      },
    },
  });
  // /graphql and uploads read the session cookie with this, on better-auth's public helpers (session-reader.ts).
  const readSession = createSessionReader({ db, secret: config.authSecret, staffLimits });
  return Object.assign(instance, {
    readSession,
    signInThrottle: throttle,
    /** The register form's acceptance of the Terms and Privacy Policy is stored through this (ConsentService.accept). */
    onSignUpConsent(recorder: SignUpConsentRecorder) {
      recordConsent = recorder;
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
