// A thin client for better-auth's email+password endpoints: same-origin cookies, SPEC §9's 60 s timeout,
// and errors as { code, message, status } so auth-messages can map them to SPEC §8 texts.
import { REQUEST_TIMEOUT_MS } from './constants';
import type { AuthErrorLike } from './auth-messages';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  emailVerified?: boolean;
  /** Two-factor sign-in (TOTP) is set up; staff must have it before they can work. */
  twoFactorEnabled?: boolean;
  /** A temporary password (set by an admin) that must be changed first. */
  mustChangePassword?: boolean;
}

/** Sign-in answers: a session, or (an account with two-factor sign-in) a request for the code first. */
export type SignInAnswer = { user: AuthUser; twoFactorRedirect?: undefined } | { twoFactorRedirect: true; user?: undefined };

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorLike };

const BASE = '/api/auth';

async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown; started?: Promise<Response> }): Promise<AuthResult<T>> {
  const response = await (init.started ??
    fetch(`${BASE}${path}`, {
      method: init.method,
      credentials: 'same-origin',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }));
  const text = await response.text();
  const payload = text ? (JSON.parse(text) as Record<string, unknown> | null) : null;
  if (!response.ok) {
    return {
      data: null,
      error: { status: response.status, code: payload?.code as string | undefined, message: payload?.message as string | undefined },
    };
  }
  return { data: payload as T, error: null };
}

export const authClient = {
  /**
   * Null when nobody is signed in; throws on network failure so initialisation can retry. `started` is a request
   * for /get-session already on its way (index.html starts one before the app's JavaScript runs).
   */
  async getSession(started?: Promise<Response>): Promise<AuthUser | null> {
    const result = await call<{ user: AuthUser } | null>('/get-session', { method: 'GET', started });
    if (result.error) {
      if (result.error.status === 401) return null;
      throw Object.assign(new Error(result.error.message ?? 'Session check failed'), result.error);
    }
    return result.data?.user ?? null;
  },
  signIn(email: string, password: string) {
    return call<SignInAnswer>('/sign-in/email', { method: 'POST', body: { email, password } });
  },
  /** The second step of a sign-in that answered `twoFactorRedirect`: a code from the authenticator app. */
  verifyTotp(code: string) {
    return call<{ user: AuthUser }>('/two-factor/verify-totp', { method: 'POST', body: { code } });
  },
  /** The same step with one of the backup codes shown at enrolment (each works once). */
  verifyBackupCode(code: string) {
    return call<{ user: AuthUser }>('/two-factor/verify-backup-code', { method: 'POST', body: { code } });
  },
  /** Starts enrolment: the otpauth URI (with the key) and the backup codes, shown once. */
  enableTwoFactor(password: string) {
    return call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { method: 'POST', body: { password } });
  },
  /** `acceptTerms`: the register form's consent to the current Terms and Privacy Policy (the server stores the versions). */
  signUp(input: { email: string; password: string; firstName: string; lastName: string; acceptTerms?: boolean }) {
    // The server derives `name` and fixes the role to user (SPEC §5); role is sent as SPEC §7 metadata and ignored.
    return call<{ user: AuthUser }>('/sign-up/email', {
      method: 'POST',
      body: { ...input, name: `${input.firstName} ${input.lastName}`, role: 'user' },
    });
  },
  signOut() {
    return call<{ success: boolean }>('/sign-out', { method: 'POST', body: {} });
  },
  requestPasswordReset(email: string) {
    return call<{ status: boolean }>('/request-password-reset', {
      method: 'POST',
      body: { email, redirectTo: `${window.location.origin}/reset-password` },
    });
  },
  resetPassword(token: string, newPassword: string) {
    return call<{ status: boolean }>('/reset-password', { method: 'POST', body: { token, newPassword } });
  },
  changePassword(currentPassword: string, newPassword: string) {
    return call<{ user: AuthUser }>('/change-password', {
      method: 'POST',
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    });
  },
  sendVerificationEmail(email: string) {
    return call<{ status: boolean }>('/send-verification-email', { method: 'POST', body: { email, callbackURL: '/login' } });
  },
};
