import type { Role } from '../auth/permissions.js';

/** The signed-in caller as every resolver sees it (from the session cookie, or an API key bound to a role). */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Set when the caller is a partner system using an API key. */
  apiKeyId?: string;
  /** A sign-in step still owed: every rule-guarded field refuses the caller with this code (graphql/auth-checker.ts). */
  pending?: 'PASSWORD_CHANGE_REQUIRED' | 'TWO_FACTOR_REQUIRED';
}

export interface BaseContext {
  requestId: string;
  ip: string | null;
  viewer: Viewer | null;
  /** The caller's User-Agent header (HTTP only), kept with a consent. */
  userAgent?: string | null;
}

/** The context carries the app's services too; graphql/ only knows its base shape. */
export type GraphQLContext<Services = unknown> = BaseContext & { services: Services };

/** Who is acting, for ownership checks and the audit trail. */
export interface Actor {
  viewer: Viewer;
  requestId: string;
  ip: string | null;
}

/** The signed-in actor of a request; resolvers guarded by a rule always have a viewer. */
export function actorOf(context: BaseContext): Actor {
  if (!context.viewer) throw new Error('actorOf called without a viewer: the resolver lacks an auth rule');
  return { viewer: context.viewer, requestId: context.requestId, ip: context.ip };
}
