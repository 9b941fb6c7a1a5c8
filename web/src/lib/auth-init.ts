// SPEC §4 auth lifecycle: initialise with retries (2 s, 4 s, 6 s), then follow auth events through a reducer.
import { AUTH_INIT_RETRIES, AUTH_INIT_STEP_MS } from './constants';
import { retryWithBackoff, sleep as defaultSleep, type Sleep } from './retry';

export type Role =
  | 'user'
  | 'admin'
  | 'superadmin'
  | 'sales_executive'
  | 'credit_analyst'
  | 'recovery_and_collections'
  | 'inspection_and_verification'
  | 'finance';

/** SPEC §3 session user. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | (string & {});
  /** Staff must set up two-factor sign-in before they can work (the server refuses them until then). */
  twoFactorEnabled: boolean;
  /** A temporary password that must be changed before anything else. */
  mustChangePassword: boolean;
}

/** Builds the session user from better-auth's user (camelCase fields) or sign-up metadata (snake_case); role defaults to 'user'. */
export function toSessionUser(raw: Record<string, unknown>): SessionUser {
  const text = (...values: unknown[]) => (values.find((v) => typeof v === 'string' && v !== '') as string | undefined) ?? '';
  return {
    id: text(raw.id),
    email: text(raw.email),
    firstName: text(raw.firstName, raw.first_name),
    lastName: text(raw.lastName, raw.last_name),
    role: text(raw.role) || 'user',
    twoFactorEnabled: raw.twoFactorEnabled === true,
    mustChangePassword: raw.mustChangePassword === true,
  };
}

/** Wait before retry number `retry` (1-based): 2 s, 4 s, 6 s. */
export function authInitDelay(retry: number): number {
  return AUTH_INIT_STEP_MS * retry;
}

export type AuthInitResult<U> = { state: 'initialised'; user: U | null } | { state: 'error'; error: unknown };

/** Reads the session; after a failure retries up to 3 times (waiting 2 s, 4 s, 6 s) before reporting the error screen. */
export async function initialiseAuth<U>(
  getSession: () => Promise<U | null>,
  sleep: Sleep = defaultSleep,
): Promise<AuthInitResult<U>> {
  try {
    const user = await retryWithBackoff(() => getSession(), { retries: AUTH_INIT_RETRIES, delays: authInitDelay, sleep });
    return { state: 'initialised', user: user ?? null };
  } catch (error) {
    return { state: 'error', error };
  }
}

export interface AuthState<U> {
  status: 'uninitialised' | 'initialised' | 'error';
  user: U | null;
  error?: unknown;
}

export type AuthEvent<U> =
  | { type: 'INITIALISED'; user: U | null }
  | { type: 'INIT_FAILED'; error: unknown }
  | { type: 'SIGNED_IN'; user: U }
  | { type: 'USER_UPDATED'; user: U }
  | { type: 'SIGNED_OUT' }
  | { type: 'TOKEN_REFRESHED' };

export const INITIAL_AUTH_STATE: AuthState<never> = { status: 'uninitialised', user: null };

/** For useReducer. TOKEN_REFRESHED returns the same state object, so nothing re-renders; it is only logged. */
export function authReducer<U>(state: AuthState<U>, event: AuthEvent<U>): AuthState<U> {
  switch (event.type) {
    case 'INITIALISED':
      return { status: 'initialised', user: event.user };
    case 'INIT_FAILED':
      return { status: 'error', user: null, error: event.error };
    case 'SIGNED_IN':
    case 'USER_UPDATED':
      return { status: 'initialised', user: event.user };
    case 'SIGNED_OUT':
      return { status: 'initialised', user: null };
    case 'TOKEN_REFRESHED':
      console.debug('auth: token refreshed');
      return state;
    default:
      return state;
  }
}
