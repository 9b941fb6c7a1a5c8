import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isEmailRateLimit,
  LOGIN_MESSAGES,
  loginErrorMessage,
  loginResultMessage,
  registerWithRetry,
  registrationErrorMessage,
  registrationRetryDelay,
  SESSION_EXPIRED_MESSAGE,
  type SignUpResult,
} from './auth-messages';
import { REGISTRATION_RETRIES, REGISTRATION_RETRY_BASE_MS } from './constants';

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
const timeoutError = () => new DOMException('The operation timed out.', 'TimeoutError');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loginErrorMessage', () => {
  it('maps better-auth codes', () => {
    expect(loginErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401, message: 'Invalid email or password' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(loginErrorMessage({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toBe(
      'Your email address has not been confirmed. Please check your inbox and confirm your email before logging in.',
    );
  });

  it('says a paused sign-in is paused (not "invalid password"), in words that confirm no account', () => {
    expect(loginErrorMessage({ code: 'SIGN_IN_PAUSED', status: 429 })).toBe(LOGIN_MESSAGES.paused);
    expect(LOGIN_MESSAGES.paused).toMatch(/^Sign-in is paused .* If this email has an account/);
  });

  it('maps timeouts and network failures', () => {
    const timeout = 'Connection timeout. Please check your internet connection and try again.';
    expect(loginErrorMessage(abortError())).toBe(timeout);
    expect(loginErrorMessage(timeoutError())).toBe(timeout);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('blames the configuration for 404 and 5xx', () => {
    const text = 'The authentication service is not properly configured. Please contact support.';
    expect(loginErrorMessage({ status: 404, message: 'Not Found' })).toBe(text);
    expect(loginErrorMessage({ status: 500 })).toBe(text);
    expect(loginErrorMessage({ status: 503 })).toBe(text);
  });

  it('falls back to the default text', () => {
    const text = 'An unexpected error occurred during login. Please try again.';
    expect(loginErrorMessage({ status: 400, code: 'SOMETHING_ELSE' })).toBe(text);
    expect(loginErrorMessage(new Error('boom'))).toBe(text);
    expect(loginErrorMessage(undefined)).toBe(text);
  });

  it('reports a reply without a user', () => {
    expect(loginResultMessage({ data: { user: null }, error: null })).toBe('No user returned from login attempt. Please try again.');
    expect(loginResultMessage({ data: null, error: null })).toBe('No user returned from login attempt. Please try again.');
    expect(loginResultMessage({ data: { user: { id: 'u1' } }, error: null })).toBeNull();
    expect(loginResultMessage({ data: null, error: { code: 'INVALID_EMAIL_OR_PASSWORD' } })).toMatch(/^Invalid email or password/);
  });
});

describe('registrationErrorMessage', () => {
  it('maps an existing account', () => {
    const text = 'This email is already registered. Please use a different email or try logging in.';
    expect(registrationErrorMessage({ code: 'USER_ALREADY_EXISTS', status: 422 })).toBe(text);
    expect(registrationErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 })).toBe(text);
  });

  it('maps password rule failures', () => {
    for (const code of ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_WEAK']) {
      expect(registrationErrorMessage({ code, status: 400 })).toBe('Password does not meet requirements. Please use a stronger password.');
    }
  });

  it('maps rate limiting, profile failure and transport errors', () => {
    expect(registrationErrorMessage({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(
      'Too many registration attempts. Please try again later.',
    );
    expect(registrationErrorMessage({ code: 'FAILED_TO_CREATE_USER', status: 422 })).toBe(
      'Unable to create user profile. Please contact support.',
    );
    expect(registrationErrorMessage(new TypeError('fetch failed'))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(registrationErrorMessage(abortError())).toBe('Connection timeout. Please check your internet connection and try again.');
  });

  it('has the session-expired text', () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please log in again.');
  });
});

describe('isEmailRateLimit', () => {
  it('recognises email-send rate limits only', () => {
    expect(isEmailRateLimit({ status: 429, code: 'EMAIL_RATE_LIMIT_EXCEEDED' })).toBe(true);
    expect(isEmailRateLimit({ status: 429, message: 'Email rate limit exceeded' })).toBe(true);
    expect(isEmailRateLimit({ message: 'email rate limit exceeded' })).toBe(true);
    expect(isEmailRateLimit({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(false);
    expect(isEmailRateLimit({ status: 400, code: 'RATE_LIMIT' })).toBe(false);
    expect(isEmailRateLimit({ code: 'USER_ALREADY_EXISTS', status: 422 })).toBe(false);
    expect(isEmailRateLimit(null)).toBe(false);
  });
});

describe('registerWithRetry', () => {
  const rateLimited: SignUpResult<never> = { data: null, error: { status: 429, code: 'EMAIL_RATE_LIMIT' } };
  const registered: SignUpResult<{ user: { id: string } }> = { data: { user: { id: 'u1' } }, error: null };

  it('waits 10 s then 20 s between 3 attempts', () => {
    expect(REGISTRATION_RETRIES).toBe(3);
    expect(REGISTRATION_RETRY_BASE_MS).toBe(10_000);
    expect([1, 2].map(registrationRetryDelay)).toEqual([10_000, 20_000]);
  });

  it('tries again after 10 s and 20 s on an email rate limit', async () => {
    const signUp = vi.fn().mockResolvedValueOnce(rateLimited).mockResolvedValueOnce(rateLimited).mockResolvedValue(registered);
    const result = registerWithRetry(signUp);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signUp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signUp).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(registered);
    expect(signUp).toHaveBeenCalledTimes(3);
  });

  it('stops after 3 attempts and returns the rate-limit error, which reads as too many attempts', async () => {
    const signUp = vi.fn().mockResolvedValue(rateLimited);
    const sleep = vi.fn().mockResolvedValue(undefined);
    const result = await registerWithRetry(signUp, sleep);
    expect(signUp).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((call) => call[0])).toEqual([10_000, 20_000]);
    expect(result).toEqual(rateLimited);
    expect(registrationErrorMessage(result.error)).toBe('Too many registration attempts. Please try again later.');
  });

  it('returns other errors at once', async () => {
    const exists = { data: null, error: { status: 422, code: 'USER_ALREADY_EXISTS' } };
    const signUp = vi.fn().mockResolvedValue(exists);
    const sleep = vi.fn();
    await expect(registerWithRetry(signUp, sleep)).resolves.toEqual(exists);
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('rethrows a thrown network error without retrying', async () => {
    const signUp = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(registerWithRetry(signUp, vi.fn())).rejects.toThrow('Failed to fetch');
    expect(signUp).toHaveBeenCalledTimes(1);
  });
});
