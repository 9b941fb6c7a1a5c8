// SPEC §4 auth state for the whole app: initialise (with retries), then SIGNED_IN / USER_UPDATED / SIGNED_OUT events.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { authClient, type AuthUser } from './auth-client';
import { authReducer, initialiseAuth, INITIAL_AUTH_STATE, toSessionUser, type AuthState, type SessionUser } from './auth-init';

export interface AuthContextValue {
  state: AuthState<SessionUser>;
  user: SessionUser | null;
  /** Re-runs initialisation (the auth-error screen's retry). */
  retry(): void;
  signedIn(user: AuthUser): void;
  signedOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, getSession = authClient.getSession }: { children: ReactNode; getSession?: () => Promise<AuthUser | null> }) {
  const [state, dispatch] = useReducer(authReducer<SessionUser>, INITIAL_AUTH_STATE as AuthState<SessionUser>);
  const [attempt, bumpAttempt] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    let cancelled = false;
    void initialiseAuth(getSession).then((result) => {
      if (cancelled) return;
      if (result.state === 'initialised') {
        dispatch({ type: 'INITIALISED', user: result.user ? toSessionUser(result.user as unknown as Record<string, unknown>) : null });
      } else {
        dispatch({ type: 'INIT_FAILED', error: result.error });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [getSession, attempt]);

  const signedIn = useCallback((user: AuthUser) => {
    dispatch({ type: 'SIGNED_IN', user: toSessionUser(user as unknown as Record<string, unknown>) });
  }, []);
  const signedOut = useCallback(() => dispatch({ type: 'SIGNED_OUT' }), []);
  const value = useMemo(
    () => ({ state, user: state.user, retry: bumpAttempt, signedIn, signedOut }),
    [state, signedIn, signedOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
