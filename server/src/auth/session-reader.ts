import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, gt, sql } from 'drizzle-orm';
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
}

/** Reads the session cookie of a request: the user, or null (no cookie, a bad signature, no such session, expired). */
export type SessionReader = (cookieHeader: string | undefined) => Promise<SessionUser | null>;

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
export function createSessionReader({ db, secret, secureCookies }: { db: AppDatabase; secret: string; secureCookies: boolean }): SessionReader {
  const name = sessionCookieName(secureCookies);
  const { session, user } = authTables;
  const statement = fixedStatement(
    db,
    db
      .select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, banned: user.banned })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, ''), gt(session.expiresAt, sql`now()`)))
      .getSQL(),
  );
  return async (cookieHeader) => {
    // better-auth's own cookie parser, so both read the same value from the same header.
    const value = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) return null;
    const token = value.slice(0, dot);
    // The exact base64 text better-auth writes (44 characters), compared in constant time.
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const [row] = await executeFixed<{ id: string; email: string; first_name: string; last_name: string; role: string; banned: boolean }>(db, statement, [token]);
    return row ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role, banned: row.banned } : null;
  };
}
