import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDatabase, DbOrTx } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { describeError, type Logger } from '../logger.js';
import { signInThrottle, user } from './auth.table.js';
import type { Mailer } from './mailer.js';
import { formatDateTime } from '../shared/dates.js';

/** Failed sign-ins that lock an account, the window they are counted in, and how long the lock lasts. */
export const MAX_FAILED_SIGN_INS = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * What a paused sign-in is told. The lock is kept per email whether or not an account has it (unknown emails pause
 * too), so this answer says nothing a stranger could not have caused for any address.
 */
export const SIGN_IN_PAUSED_MESSAGE =
  'Sign-in is paused after too many wrong passwords. If this email has an account, we have emailed its owner when sign-in reopens and how to choose a new password.';

/** Emails compare as better-auth stores them: trimmed and lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface FailedSignIn {
  email: string;
  ip: string | null;
  requestId: string;
}

export interface SignInThrottle {
  /** When the account's sign-in is locked, the moment the lock ends; otherwise null. */
  lockedUntil(email: string): Promise<Date | null>;
  /** Counts a wrong password (or unknown email); the tenth in the window locks it. Returns the lock's end if it locked now. */
  recordFailure(attempt: FailedSignIn): Promise<Date | null>;
  /** A correct password clears the count. */
  recordSuccess(email: string): Promise<void>;
  /** Lifts a lock and clears the count (an admin's unlock); returns whether a lock was in force. */
  unlock(email: string, tx?: DbOrTx): Promise<boolean>;
  /**
   * The owner chose a new password through an emailed reset link: they hold the mailbox, so a pause the wrong guesses
   * caused ends now (audited) and they can sign in with the new password at once.
   */
  liftAfterPasswordReset(owner: { id: string; email: string }, request: { ip: string | null; requestId: string }): Promise<boolean>;
}

/** A one-time password reset link for the user, as better-auth's own reset email carries (valid for RESET_LINK_TTL_MS). */
export type ResetLinkMaker = (userId: string) => Promise<string>;

/** better-auth's default lifetime of a reset token (emailAndPassword.resetPasswordTokenExpiresIn): 1 hour. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/**
 * Per-account throttling independent of the caller's IP address: rotating addresses does not buy more guesses.
 * Only failures count, so signing in many times with the right password (the e2e suite, a busy office) never locks.
 */
export function createSignInThrottle(options: {
  db: AppDatabase;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Makes the notice's one-time reset link; without it the notice links the page that sends one. */
  resetLink?: ResetLinkMaker;
  now?: () => Date;
}): SignInThrottle {
  const { db, mailer, logger } = options;
  const forgotPasswordUrl = new URL('/forgot-password', options.publicUrl).toString();
  const now = options.now ?? (() => new Date());

  // The body holds a bearer link for the account: the mailer (the outbox, sensitive) never logs it and wipes it once sent.
  const notifyOwner = async (email: string, until: Date) => {
    const [owner] = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.email, email));
    if (!owner) return;
    const reset = options.resetLink
      ? `Choose a new password with this link (it works once, for the next hour, also while sign-in is paused; signing in reopens as soon as the new password is set):\n${await options.resetLink(owner.id)}\n\nIf the link has expired, ask for a new one at ${forgotPasswordUrl}`
      : `Choose a new password here (this works while sign-in is paused): ${forgotPasswordUrl}`;
    await mailer.send({
      to: owner.email,
      subject: 'Sign-in to your account is paused',
      text:
        `Hello ${owner.name},\n\nSomeone entered a wrong password for your Ghana Homes Credit account ${MAX_FAILED_SIGN_INS} times, ` +
        `so signing in is paused until ${formatDateTime(until)} (Ghana time, GMT). After that you can sign in again as usual.\n\n` +
        `${reset}\n\n` +
        'If it was not you who tried, choose a new password now and contact support.',
    });
  };

  return {
    async lockedUntil(email) {
      const [row] = await db
        .select({ lockedUntil: signInThrottle.lockedUntil })
        .from(signInThrottle)
        .where(and(eq(signInThrottle.email, normaliseEmail(email)), gt(signInThrottle.lockedUntil, now())));
      return row?.lockedUntil ?? null;
    },

    async recordFailure(attempt) {
      const email = normaliseEmail(attempt.email);
      const at = now();
      const lockedNow = await withTransaction(
        db,
        async (tx, afterCommit) => {
          await tx.insert(signInThrottle).values({ email, failures: 0, windowStartedAt: at }).onConflictDoNothing();
          const [row] = await tx.select().from(signInThrottle).where(eq(signInThrottle.email, email)).for('update');
          if (row.lockedUntil && row.lockedUntil > at) return null;
          const windowOpen = at.getTime() - row.windowStartedAt.getTime() < FAILURE_WINDOW_MS;
          const failures = windowOpen ? row.failures + 1 : 1;
          const windowStartedAt = windowOpen ? row.windowStartedAt : at;
          if (failures < MAX_FAILED_SIGN_INS) {
            await tx.update(signInThrottle).set({ failures, windowStartedAt, lockedUntil: null, updatedAt: at }).where(eq(signInThrottle.email, email));
            return null;
          }
          const until = new Date(at.getTime() + LOCKOUT_MS);
          await tx.update(signInThrottle).set({ failures: 0, windowStartedAt: at, lockedUntil: until, updatedAt: at }).where(eq(signInThrottle.email, email));
          const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
          // auth/ does not import modules/, so the audit row is written here by its table's name (modules/audit/audit.table.ts).
          await tx.execute(sql`
            INSERT INTO audit_event (actor_id, actor_role, action, entity, entity_id, after, request_id, ip)
            VALUES (NULL, 'system', 'user.sign_in_locked', 'user', ${owner?.id ?? email},
                    ${JSON.stringify({ email, failures, lockedUntil: until.toISOString() })}::jsonb, ${attempt.requestId}, ${attempt.ip})`);
          afterCommit(() => notifyOwner(email, until));
          return until;
        },
        (error) => logger.error('sign-in lockout email failed', describeError(error)),
      );
      if (lockedNow) logger.warn('sign-in locked after repeated failures', { requestId: attempt.requestId, ip: attempt.ip, until: lockedNow.toISOString() });
      return lockedNow;
    },

    async recordSuccess(email) {
      await db.delete(signInThrottle).where(eq(signInThrottle.email, normaliseEmail(email)));
    },

    async unlock(email, tx = db) {
      const removed = await tx
        .delete(signInThrottle)
        .where(eq(signInThrottle.email, normaliseEmail(email)))
        .returning({ lockedUntil: signInThrottle.lockedUntil });
      const until = removed[0]?.lockedUntil;
      return Boolean(until && until > now());
    },

    async liftAfterPasswordReset(owner, request) {
      return withTransaction(db, async (tx) => {
        const removed = await tx
          .delete(signInThrottle)
          .where(and(eq(signInThrottle.email, normaliseEmail(owner.email)), gt(signInThrottle.lockedUntil, now())))
          .returning({ lockedUntil: signInThrottle.lockedUntil });
        if (removed.length === 0) return false;
        const [account] = await tx.select({ role: user.role }).from(user).where(eq(user.id, owner.id));
        // auth/ does not import modules/: the audit row by its table's name, as for the lock itself.
        await tx.execute(sql`
          INSERT INTO audit_event (actor_id, actor_role, action, entity, entity_id, before, after, request_id, ip)
          VALUES (${owner.id}, ${account?.role ?? 'user'}, 'user.sign_in_unlocked', 'user', ${owner.id},
                  ${JSON.stringify({ locked: true, lockedUntil: removed[0].lockedUntil!.toISOString() })}::jsonb,
                  ${JSON.stringify({ locked: false, by: 'password_reset' })}::jsonb, ${request.requestId}, ${request.ip})`);
        return true;
      });
    },
  };
}

/** A request id for rows written from inside better-auth, which does not see ours. */
export function requestIdFrom(headers: Headers | undefined): string {
  const incoming = headers?.get('x-request-id');
  return incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
