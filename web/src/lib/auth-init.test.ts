import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authInitDelay, authReducer, INITIAL_AUTH_STATE, initialiseAuth, toSessionUser, type AuthState } from './auth-init';
import { AUTH_INIT_RETRIES, AUTH_INIT_STEP_MS } from './constants';

type User = { id: string };
const ada: User = { id: 'u1' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('initialiseAuth', () => {
  it('waits 2 s, 4 s, 6 s between retries', () => {
    expect(AUTH_INIT_RETRIES).toBe(3);
    expect(AUTH_INIT_STEP_MS).toBe(2000);
    expect([1, 2, 3].map(authInitDelay)).toEqual([2000, 4000, 6000]);
  });

  it('sets the user from a found session', async () => {
    await expect(initialiseAuth(async () => ada)).resolves.toEqual({ state: 'initialised', user: ada });
  });

  it('initialises with null when there is no session', async () => {
    await expect(initialiseAuth(async () => null)).resolves.toEqual({ state: 'initialised', user: null });
  });

  it('retries after a failure at 2 s, 4 s and 6 s', async () => {
    const getSession = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(ada);
    const result = initialiseAuth(getSession);
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(getSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(getSession).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(getSession).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ state: 'initialised', user: ada });
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it('reports the error after the third retry fails', async () => {
    const failure = new TypeError('Failed to fetch');
    const getSession = vi.fn().mockRejectedValue(failure);
    const sleep = vi.fn().mockResolvedValue(undefined);
    await expect(initialiseAuth(getSession, sleep)).resolves.toEqual({ state: 'error', error: failure });
    expect(getSession).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map((call) => call[0])).toEqual([2000, 4000, 6000]);
  });
});

describe('authReducer', () => {
  const signedIn: AuthState<User> = { status: 'initialised', user: ada };

  it('starts uninitialised and records the initialisation outcome', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'uninitialised', user: null });
    expect(authReducer<User>(INITIAL_AUTH_STATE, { type: 'INITIALISED', user: ada })).toEqual(signedIn);
    const failure = new Error('down');
    expect(authReducer<User>(INITIAL_AUTH_STATE, { type: 'INIT_FAILED', error: failure })).toEqual({
      status: 'error',
      user: null,
      error: failure,
    });
  });

  it('SIGNED_IN and USER_UPDATED set the user; SIGNED_OUT clears it', () => {
    const initialised: AuthState<User> = { status: 'initialised', user: null };
    expect(authReducer(initialised, { type: 'SIGNED_IN', user: ada }).user).toEqual(ada);
    const renamed = { id: 'u1', name: 'Ada' } as User;
    expect(authReducer(signedIn, { type: 'USER_UPDATED', user: renamed }).user).toBe(renamed);
    expect(authReducer(signedIn, { type: 'SIGNED_OUT' })).toEqual({ status: 'initialised', user: null });
  });

  it('TOKEN_REFRESHED changes nothing and is only logged', () => {
    const log = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(authReducer(signedIn, { type: 'TOKEN_REFRESHED' })).toBe(signedIn);
    expect(log).toHaveBeenCalledWith('auth: token refreshed');
  });
});

describe('toSessionUser', () => {
  it('reads better-auth fields or sign-up metadata and defaults the role to user', () => {
    expect(toSessionUser({ id: 'u1', email: 'ama@example.com', first_name: 'Ama', last_name: 'Mensah' })).toEqual({
      id: 'u1',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      role: 'user',
      twoFactorEnabled: false,
      mustChangePassword: false,
    });
    expect(
      toSessionUser({ id: 'u2', email: 'k@example.com', firstName: 'Kofi', lastName: 'Boateng', role: 'finance' }).role,
    ).toBe('finance');
    // The sign-in steps a staff member still owes come from better-auth's user.
    expect(toSessionUser({ id: 'u3', role: 'finance', twoFactorEnabled: true, mustChangePassword: true })).toMatchObject({
      twoFactorEnabled: true,
      mustChangePassword: true,
    });
  });
});
