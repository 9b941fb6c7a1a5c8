// SPEC §4 auth state for the whole app: initialise (with retries), then SIGNED_IN / USER_UPDATED / SIGNED_OUT events.
// While someone is signed in, the session is checked (and so kept alive) every 30 s (SPEC §9); a session that has
// ended on the server signs the user out here too, clears their stored data and tells them (SPEC §8 Session). Any
// UNAUTHENTICATED answer (lib/session-events) runs that check at once.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { authClient, type AuthUser } from './auth-client';
import { claimEarlyRequests } from './early-requests';
import { authReducer, initialiseAuth, INITIAL_AUTH_STATE, toSessionUser, type AuthInitResult, type AuthState, type SessionUser } from './auth-init';
import { SESSION_REFRESH_TICK_MS } from './constants';
import { browserOffline, forgetOfflineData, readRememberedSession, rememberSession } from './offline-data';
import { onUnauthenticated } from './session-events';
import { APPLICATION_STATUS_CACHE_KEY, PAYMENTS_CACHE_KEY, removeKey } from './storage';

export interface AuthContextValue {
  state: AuthState<SessionUser>;
  user: SessionUser | null;
  /** Re-runs initialisation (the auth-error screen's retry). */
  retry(): void;
  signedIn(user: AuthUser): void;
  signedOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user's data kept in the browser, forgotten when their session ends. */
export function clearStoredAuthData(storage?: Storage | null): void {
  removeKey(APPLICATION_STATUS_CACHE_KEY, storage);
  removeKey(PAYMENTS_CACHE_KEY, storage);
  forgetOfflineData(storage);
}

let earlySession: Promise<AuthUser | null> | null = null;

/**
 * Starts the first session check while the app boots (app/main.tsx), before React's first render, so it runs in
 * parallel with the screen's chunk; the provider's first initialisation takes this answer instead of asking again.
 */
export function prefetchSession(): void {
  if (earlySession) return;
  // The request index.html started before any JavaScript loaded (lib/early-requests), used once.
  const started = claimEarlyRequests();
  earlySession = authClient.getSession(started);
  earlySession.catch(() => undefined);
}

function takeEarlySession(getSession: () => Promise<AuthUser | null>): () => Promise<AuthUser | null> {
  return () => {
    const early = getSession === authClient.getSession ? earlySession : null;
    earlySession = null;
    return early ?? getSession();
  };
}

export interface AuthProviderProps {
  children: ReactNode;
  getSession?: () => Promise<AuthUser | null>;
  /** How often a signed-in session is checked; SPEC §9's 30 s tick by default. */
  sessionTickMs?: number;
  /** Called once the server says the session is gone (the app shows SESSION_EXPIRED_MESSAGE). */
  onSessionExpired?: () => void;
  /**
   * The app starts without a network and a customer was signed in on this device: their remembered session is used
   * (the server checks it once the network is back) after this has put their kept data back (lib/offline-data).
   */
  onOfflineStart?: (user: SessionUser) => Promise<void>;
}

export function AuthProvider({ children, getSession = authClient.getSession, sessionTickMs = SESSION_REFRESH_TICK_MS, onSessionExpired, onOfflineStart }: AuthProviderProps) {
  const [state, dispatch] = useReducer(authReducer<SessionUser>, INITIAL_AUTH_STATE as AuthState<SessionUser>);
  const [attempt, bumpAttempt] = useReducer((count: number) => count + 1, 0);
  const onExpired = useRef(onSessionExpired);
  const onOffline = useRef(onOfflineStart);
  useEffect(() => {
    onExpired.current = onSessionExpired;
    onOffline.current = onOfflineStart;
  }, [onSessionExpired, onOfflineStart]);
  const userId = state.user?.id ?? null;

  useEffect(() => {
    if (!userId) return undefined;
    let stopped = false;
    let checking = false;
    const check = () => {
      // One check at a time: a screen's five failed queries make one request, not five.
      if (checking) return;
      checking = true;
      getSession()
        .then(
          (user) => {
            if (stopped) return;
            if (user && user.id === userId) {
              dispatch({ type: 'TOKEN_REFRESHED' });
              return;
            }
            clearStoredAuthData();
            if (user) {
              // Another account signed in from another tab: follow it, no expiry message.
              const other = toSessionUser(user as unknown as Record<string, unknown>);
              rememberSession(other);
              dispatch({ type: 'SIGNED_IN', user: other });
              return;
            }
            dispatch({ type: 'SIGNED_OUT' });
            onExpired.current?.();
          },
          // Offline or the server is down: that is not an expired session; the next tick tries again.
          () => undefined,
        )
        .finally(() => {
          checking = false;
        });
    };
    const timer = setInterval(() => {
      // A hidden tab does not keep the session alive; the next visible tick checks it.
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      check();
    }, sessionTickMs);
    // The server refused the session (an UNAUTHENTICATED answer, a 401, the socket closed with 4401): check now, so
    // the session-expired flow runs at once instead of screens showing a connection error until the next tick.
    const stopListening = onUnauthenticated(check);
    // Back online (perhaps after an offline start on a remembered session): the server says at once whether it holds.
    window.addEventListener('online', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      stopListening();
      window.removeEventListener('online', check);
    };
  }, [userId, getSession, sessionTickMs]);

  useEffect(() => {
    let cancelled = false;
    const remembered = readRememberedSession();
    const startOffline = async (user: SessionUser): Promise<AuthInitResult<SessionUser>> => {
      await onOffline.current?.(user).catch(() => undefined);
      return { state: 'initialised', user };
    };
    const initialised = async (): Promise<AuthInitResult<SessionUser>> => {
      // No network and a customer was signed in here: open on what this device kept, without 12 s of retries first.
      if (remembered && browserOffline()) return startOffline(remembered);
      const result = await initialiseAuth(takeEarlySession(getSession));
      if (result.state === 'error') return remembered ? startOffline(remembered) : result;
      const user = result.user ? toSessionUser(result.user as unknown as Record<string, unknown>) : null;
      // The server's answer replaces what the device remembered (nobody signed in, or someone else).
      if (remembered && remembered.id !== user?.id) forgetOfflineData();
      if (user) rememberSession(user);
      return { state: 'initialised', user };
    };
    void initialised().then((result) => {
      if (cancelled) return;
      // A transition: the 'Checking authentication status...' screen stays up while the screen's chunk finishes
      // loading, and the screen then replaces it in one commit. Otherwise the router's Suspense fallback would flash
      // in between, and React holds back a boundary's content until 300 ms after its fallback appeared (its reveal
      // throttle): the first screen of a signed-in visit painted ~0.3 s later than it could.
      startTransition(() => {
        if (result.state === 'initialised') {
          dispatch({ type: 'INITIALISED', user: result.user });
        } else {
          dispatch({ type: 'INIT_FAILED', error: result.error });
        }
      });
    });
    return () => {
      cancelled = true;
    };
  }, [getSession, attempt]);

  const signedIn = useCallback((user: AuthUser) => {
    const sessionUser = toSessionUser(user as unknown as Record<string, unknown>);
    rememberSession(sessionUser);
    dispatch({ type: 'SIGNED_IN', user: sessionUser });
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
