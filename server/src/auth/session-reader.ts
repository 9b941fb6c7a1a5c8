import { and, eq, gt } from 'drizzle-orm';
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

/** The idle timer restarts at most this often (one UPDATE per staff member per interval, not per request). */
const TOUCH_EVERY_MS = 60_000;

/** What better-auth's `auth.api.getSession` answers (the fields this reads of it). */
type GetSession = (headers: Headers) => Promise<{
  session: { id: string; createdAt: Date; expiresAt: Date };
  user: Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'> & {
    role?: string | null;
    banned?: boolean | null;
    twoFactorEnabled?: boolean | null;
    mustChangePassword?: boolean | null;
  };
} | null>;

/**
 * The session check of every /graphql request and upload: better-auth's own `getSession` (signature, live session,
 * its user), read-only (`disableRefresh`: the 7-day slide stays with /api/auth/get-session, which the web app calls
 * every 30 s, SPEC §9). Staff rules on top: a staff session ends `maxAgeMs` after it began whatever its expiry says
 * (a row from before the limits), and a request the person made restarts its idle timer.
 */
export function createSessionReader({ db, getSession, staffLimits }: { db: AppDatabase; getSession: GetSession; staffLimits: StaffSessionLimits }): SessionReader {
  const { session } = authTables;
  return async (cookieHeader, options = {}) => {
    if (!cookieHeader) return null;
    const found = await getSession(new Headers({ cookie: cookieHeader }));
    if (!found) return null;
    const { user } = found;
    const now = new Date();
    if (user.role !== 'user') {
      const { id, createdAt, expiresAt } = found.session;
      if (now.getTime() - createdAt.getTime() >= staffLimits.maxAgeMs) return null;
      const next = staffSessionExpiry(createdAt, now, staffLimits);
      if (options.touch && Math.abs(next.getTime() - expiresAt.getTime()) >= TOUCH_EVERY_MS) {
        await db.update(session).set({ expiresAt: next }).where(and(eq(session.id, id), gt(session.expiresAt, now)));
      }
    }
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role ?? '', // none: no known role, so no viewer
      banned: user.banned === true,
      twoFactorEnabled: user.twoFactorEnabled === true,
      mustChangePassword: user.mustChangePassword === true,
    };
  };
}
