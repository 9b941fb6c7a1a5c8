import type { IncomingHttpHeaders } from 'node:http';
import type { Viewer } from '../graphql/context.js';
import { AppError } from '../graphql/errors.js';
import type { Auth } from './auth.js';
import { isRole, isStaffRole } from './permissions.js';

export interface ResolveViewerOptions {
  /** A request the person made: restarts a staff session's idle timer (session-reader.ts). */
  touch?: boolean;
  /**
   * Keep a caller who still owes a sign-in step (temporary password, staff two-factor enrolment), marked `pending`:
   * GraphQL's rule checks then refuse them with a typed code. Elsewhere (files, PDFs) they are nobody.
   */
  allowPending?: boolean;
}

/** The caller behind a request's session cookie, or null (no session, expired, banned, unknown role, a step owed). */
export async function resolveViewer(auth: Auth, headers: IncomingHttpHeaders, options: ResolveViewerOptions = {}): Promise<Viewer | null> {
  const user = await auth.readSession(headers.cookie, { touch: options.touch ?? true });
  if (!user || user.banned || !isRole(user.role)) return null;
  const pending: Viewer['pending'] = user.mustChangePassword
    ? 'PASSWORD_CHANGE_REQUIRED'
    : isStaffRole(user.role) && !user.twoFactorEnabled
      ? 'TWO_FACTOR_REQUIRED'
      : undefined;
  if (pending && !options.allowPending) return null;
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, ...(pending ? { pending } : {}) };
}

export const API_KEY_HEADER = 'x-api-key';
export const INVALID_API_KEY_MESSAGE = 'Invalid or expired API key.';
export const AMBIGUOUS_CREDENTIALS_MESSAGE = 'Send either a session cookie or an API key, not both.';

/** Checks a partner system's key; the api-keys module implements it (auth/ never imports modules/). */
export interface ApiKeyVerifier {
  verify(secret: string): Promise<Viewer | null>;
}

// better-auth's session cookie, with the __Secure- prefix it gets on https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ghc\.session_token=/;

/**
 * The caller of a /graphql request: the `x-api-key` header or the session cookie, never both (an ambiguous
 * caller is refused rather than guessed). Throws UNAUTHENTICATED for a key that is unknown, expired or revoked.
 * /graphql and the PDF downloads (receipts, statements, agreements) call this; /api/auth and uploads keep
 * `resolveViewer`, so a key opens nothing there.
 */
export async function resolveGraphQLViewer(
  auth: Auth,
  headers: IncomingHttpHeaders,
  apiKeys: ApiKeyVerifier,
  options: { touch?: boolean } = {},
): Promise<Viewer | null> {
  const key = headers[API_KEY_HEADER];
  if (key === undefined) return resolveViewer(auth, headers, { touch: options.touch ?? false, allowPending: true });
  if (headers.cookie && SESSION_COOKIE.test(headers.cookie)) throw new AppError('UNAUTHENTICATED', AMBIGUOUS_CREDENTIALS_MESSAGE);
  const viewer = typeof key === 'string' ? await apiKeys.verify(key.trim()) : null;
  if (!viewer) throw new AppError('UNAUTHENTICATED', INVALID_API_KEY_MESSAGE);
  return viewer;
}
