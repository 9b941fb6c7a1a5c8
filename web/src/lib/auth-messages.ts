// Maps better-auth client errors (and thrown network errors) to the exact SPEC §8 texts users see.
import { REGISTRATION_RETRIES, REGISTRATION_RETRY_BASE_MS } from './constants';
import { retryWithBackoff, sleep as defaultSleep, type Sleep } from './retry';

/** What better-auth's client returns as `error` (`{ data, error }`), or anything thrown. */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed:
    'Your email address has not been confirmed. Please check your inbox and confirm your email before logging in.',
  timeout: 'Connection timeout. Please check your internet connection and try again.',
  network: 'Network error. Please check your internet connection and try again.',
  misconfigured: 'The authentication service is not properly configured. Please contact support.',
  unexpected: 'An unexpected error occurred during login. Please try again.',
  noUser: 'No user returned from login attempt. Please try again.',
  /** The server's SIGN_IN_PAUSED (server/src/auth/sign-in-throttle.ts): the same for every address, registered or not. */
  paused:
    'Sign-in is paused after too many wrong passwords. If this email has an account, we have emailed its owner when sign-in reopens and how to choose a new password.',
} as const;

export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please use a different email or try logging in.',
  weakPassword: 'Password does not meet requirements. Please use a stronger password.',
  tooManyAttempts: 'Too many registration attempts. Please try again later.',
  profileFailed: 'Unable to create user profile. Please contact support.',
  // SPEC gives no generic registration text; this mirrors the login default.
  unexpected: 'An unexpected error occurred during registration. Please try again.',
} as const;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

function fields(error: unknown): AuthErrorLike & { name?: string } {
  if (!error || typeof error !== 'object') return {};
  const { code, message, status, name } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    status: typeof status === 'number' ? status : undefined,
    name: typeof name === 'string' ? name : undefined,
  };
}

/** Timeouts and network failures read the same at login and registration. */
function transportMessage(error: unknown): string | null {
  const { name } = fields(error);
  if (name === 'AbortError' || name === 'TimeoutError') return LOGIN_MESSAGES.timeout;
  // fetch rejects with a TypeError ('Failed to fetch', 'fetch failed', 'NetworkError ...') when the network is down.
  if (error instanceof TypeError) return LOGIN_MESSAGES.network;
  return null;
}

export function loginErrorMessage(error: unknown): string {
  const transport = transportMessage(error);
  if (transport) return transport;
  const { code, status } = fields(error);
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return LOGIN_MESSAGES.invalidCredentials;
  if (code === 'EMAIL_NOT_VERIFIED') return LOGIN_MESSAGES.emailNotConfirmed;
  if (code === 'SIGN_IN_PAUSED') return LOGIN_MESSAGES.paused;
  // A missing route or a crashing auth server means the deployment, not the user, is wrong.
  if (status === 404 || (status !== undefined && status >= 500)) return LOGIN_MESSAGES.misconfigured;
  return LOGIN_MESSAGES.unexpected;
}

export function registrationErrorMessage(error: unknown): string {
  const transport = transportMessage(error);
  if (transport) return transport;
  const { code, status } = fields(error);
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return REGISTRATION_MESSAGES.alreadyRegistered;
  }
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG' || code === 'PASSWORD_TOO_WEAK') {
    return REGISTRATION_MESSAGES.weakPassword;
  }
  if (status === 429) return REGISTRATION_MESSAGES.tooManyAttempts;
  if (code === 'FAILED_TO_CREATE_USER') return REGISTRATION_MESSAGES.profileFailed;
  return REGISTRATION_MESSAGES.unexpected;
}

/** An email-send rate limit (429 with a RATE_LIMIT code, or a message about the email rate limit): worth waiting out. */
export function isEmailRateLimit(error: unknown): boolean {
  const { code, message, status } = fields(error);
  if (status !== undefined && status !== 429) return false;
  return (status === 429 && !!code && code.toUpperCase().includes('RATE_LIMIT')) || /email rate limit/i.test(message ?? '');
}

/** Wait before retry number `retry` (1-based): 10 s, then 20 s. */
export function registrationRetryDelay(retry: number): number {
  return REGISTRATION_RETRY_BASE_MS * 2 ** (retry - 1);
}

export type SignUpResult<T> = { data: T | null; error: AuthErrorLike | null };

class RateLimited extends Error {
  constructor(readonly result: SignUpResult<unknown>) {
    super('email rate limit');
  }
}

/**
 * Calls better-auth's `signUp` up to 3 times, waiting 10 s then 20 s, while it fails with an email-send rate limit.
 * Returns the last `{ data, error }`; other errors (returned or thrown) end the attempts at once.
 */
export async function registerWithRetry<T>(
  signUp: () => Promise<SignUpResult<T>>,
  sleep: Sleep = defaultSleep,
): Promise<SignUpResult<T>> {
  try {
    return await retryWithBackoff(
      async () => {
        const result = await signUp();
        if (result.error && isEmailRateLimit(result.error)) throw new RateLimited(result);
        return result;
      },
      {
        retries: REGISTRATION_RETRIES - 1,
        delays: registrationRetryDelay,
        shouldRetry: (error) => error instanceof RateLimited || isEmailRateLimit(error),
        sleep,
      },
    );
  } catch (error) {
    if (error instanceof RateLimited) return error.result as SignUpResult<T>;
    throw error;
  }
}

/** The message for a finished sign-in call: null on success, the SPEC text otherwise (including a reply without a user). */
export function loginResultMessage(result: { data?: { user?: unknown } | null; error?: AuthErrorLike | null }): string | null {
  if (result.error) return loginErrorMessage(result.error);
  return result.data?.user ? null : LOGIN_MESSAGES.noUser;
}
