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
}

export interface BaseContext {
  requestId: string;
  ip: string | null;
  viewer: Viewer | null;
}

/** The context carries the app's services too; graphql/ only knows its base shape. */
export type GraphQLContext<Services = unknown> = BaseContext & { services: Services };
