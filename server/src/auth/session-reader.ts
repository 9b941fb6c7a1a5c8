import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.js';
import { executeFixed, fixedStatement } from '../db/prepared.js';
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

/** better-auth's session cookie name for our prefix (auth.ts `cookiePrefix`), with the __Secure- prefix on https. */
export function sessionCookieName(secureCookies: boolean): string {
  return `${secureCookies ? '__Secure-' : ''}ghc.session_token`;
}

/**
 * The session check of every /graphql request and upload, read-only: the cookie's HMAC-SHA256 signature (what
 * better-auth signs `token.signature` with), then one prepared statement for the live session and its user.
 * better-auth's own `getSession` gives the same answer, but it runs each call inside an AsyncLocalStorage, and on
 * Node 20 one active store makes a promise hook run for every promise of the process from then on (~20% of a
 * GraphQL request's CPU; BENCHMARKS.md). It also slides the session's expiry; that stays with /api/auth/get-session,
 * which the web app calls every 30 s (SPEC §9).
 */
export function createSessionReader({
  db,
  secret,
  secureCookies,
  staffLimits,
}: {
  db: AppDatabase;
  secret: string;
  secureCookies: boolean;
  staffLimits: StaffSessionLimits;
}): SessionReader {
  const name = sessionCookieName(secureCookies);
  const { session, user } = authTables;
  // A staff session also ends maxAgeMs after it began, whatever its expires_at says (a row from before the limits).
  const statement = fixedStatement(
    db,
    db
      .select({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        banned: user.banned,
        twoFactorEnabled: user.twoFactorEnabled,
        mustChangePassword: user.mustChangePassword,
        // Aliased: the raw row is keyed by column name, and user.id is `id` too.
        sessionId: sql<string>`${session.id}`.as('session_id'),
        createdMs: sql<number>`(extract(epoch from ${session.createdAt}) * 1000)::float8`.as('created_ms'),
        expiresMs: sql<number>`(extract(epoch from ${session.expiresAt}) * 1000)::float8`.as('expires_ms'),
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          eq(session.token, ''),
          gt(session.expiresAt, sql`now()`),
          or(sql`${user.role} = 'user'`, gt(session.createdAt, sql`now() - make_interval(secs => ${0}::double precision)`)),
        ),
      )
      .getSQL(),
  );
  const maxAgeSeconds = staffLimits.maxAgeMs / 1000;
  type Row = {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    role: string;
    banned: boolean;
    two_factor_enabled: boolean;
    must_change_password: boolean;
    session_id: string;
    created_ms: number;
    expires_ms: number;
  };
  const touch = async (row: Row) => {
    const now = new Date();
    const next = staffSessionExpiry(new Date(Number(row.created_ms)), now, staffLimits);
    if (Math.abs(next.getTime() - Number(row.expires_ms)) < TOUCH_EVERY_MS) return;
    await db.update(session).set({ expiresAt: next }).where(and(eq(session.id, row.session_id), gt(session.expiresAt, now)));
  };
  return async (cookieHeader, options = {}) => {
    // better-auth's own cookie parser, so both read the same value from the same header.
    const value = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) return null;
    const token = value.slice(0, dot);
    // The exact base64 text better-auth writes (44 characters), compared in constant time.
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const [row] = await executeFixed<Row>(db, statement, [token, maxAgeSeconds]);
    if (!row) return null;
    if (row.role !== 'user' && options.touch) await touch(row);
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      banned: row.banned,
      twoFactorEnabled: row.two_factor_enabled,
      mustChangePassword: row.must_change_password,
    };
  };
}
