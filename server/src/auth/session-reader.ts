import { getSessionCookie } from 'better-auth/cookies';
import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.js';
import * as authTables from './auth.table.js';

/** The signed-in user behind a session cookie, as better-auth stores them. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  banned: boolean;
  /** better-auth's twoFactor plugin: a verified TOTP secret (staff cannot work without one). */
  twoFactorEnabled: boolean;
  /** A temporary password that must be changed before anything else. */
  mustChangePassword: boolean;
}

export interface ReadSessionOptions {
  /**
   * A request a person made (GraphQL over HTTP, an upload): a staff session's idle timer starts again. Background
   * checks (the WebSocket re-check, the web app's 30 s get-session tick) do not touch it, so an unattended open tab
   * still times out.
   */
  touch?: boolean;
}

/** Reads the session cookie of a request: the user, or null (no cookie, a bad signature, no such session, expired). */
export type SessionReader = (cookieHeader: string | undefined, options?: ReadSessionOptions) => Promise<SessionUser | null>;

/** Staff session limits (config STAFF_SESSION_MAX_HOURS / STAFF_SESSION_IDLE_MINUTES), in milliseconds. */
export interface StaffSessionLimits {
  maxAgeMs: number;
  idleMs: number;
}

/** A staff session's expiry: `idleMs` from `now`, never past `maxAgeMs` after it was created. */
export function staffSessionExpiry(createdAt: Date, now: Date, limits: StaffSessionLimits): Date {
  return new Date(Math.min(createdAt.getTime() + limits.maxAgeMs, now.getTime() + limits.idleMs));
}

/** auth.ts `advanced.cookiePrefix`: better-auth's session cookie is `ghc.session_token` (`__Secure-` on https). */
export const COOKIE_PREFIX = 'ghc';

/** The idle timer restarts at most this often (one UPDATE per staff member per interval, not per request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The session check of every /graphql request and upload, read-only, on better-auth's public helpers: its cookie
 * reader (`getSessionCookie`) and signature (`makeSignature`, HMAC-SHA256 of the token with the secret, compared in
 * constant time), then one named prepared statement (drizzle's `.prepare()`) for the live session and its user.
 * better-auth's own `auth.api.getSession` gives the same answer but cost ~1.1 ms of CPU per request on Node 24, three
 * times a whole `{ me { id } }` request (BENCHMARKS.md, "Session check"); its cookie cache would delay sign-out, bans
 * and role changes. The 7-day slide stays with /api/auth/get-session, which the web app calls every 30 s (SPEC §9).
 * Staff rules on top: a staff session ends `maxAgeMs` after it began whatever its expiry says (a row from before the
 * limits), and a request the person made restarts its idle timer.
 */
export function createSessionReader({
  db,
  secret,
  staffLimits,
}: {
  db: AppDatabase;
  secret: string;
  staffLimits: StaffSessionLimits;
}): SessionReader {
  const { session, user } = authTables;
  const statement = db
    .select({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      banned: user.banned,
      twoFactorEnabled: user.twoFactorEnabled,
      mustChangePassword: user.mustChangePassword,
      session: { id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('ghc_session_check');
  return async (cookieHeader, options = {}) => {
    const value = cookieHeader ? getSessionCookie(new Headers({ cookie: cookieHeader }), { cookiePrefix: COOKIE_PREFIX }) : null;
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) return null;
    const token = value.slice(0, dot);
    if (!constantTimeEqual(await makeSignature(token, secret), value.slice(dot + 1))) return null;
    const [row] = await statement.execute({ token });
    if (!row) return null;
    const { session: current, ...found } = row;
    const now = new Date();
    if (found.role !== 'user') {
      if (now.getTime() - current.createdAt.getTime() >= staffLimits.maxAgeMs) return null;
      const next = staffSessionExpiry(current.createdAt, now, staffLimits);
      if (options.touch && Math.abs(next.getTime() - current.expiresAt.getTime()) >= TOUCH_EVERY_MS) {
        await db.update(session).set({ expiresAt: next }).where(and(eq(session.id, current.id), gt(session.expiresAt, now)));
      }
    }
    return { ...found, role: found.role ?? '', banned: found.banned === true, twoFactorEnabled: found.twoFactorEnabled === true, mustChangePassword: found.mustChangePassword === true };
  };
}
