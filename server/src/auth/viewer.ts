import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Viewer } from '../graphql/context.js';
import type { Auth } from './auth.js';
import { isRole } from './permissions.js';

/** The caller behind a request's session cookie, or null (no session, expired, banned or unknown role). */
export async function resolveViewer(auth: Auth, headers: IncomingHttpHeaders): Promise<Viewer | null> {
  if (!headers.cookie) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!result) return null;
  const user = result.user as typeof result.user & { role?: string; firstName?: string; lastName?: string; banned?: boolean };
  if (user.banned || !isRole(user.role)) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
  };
}
