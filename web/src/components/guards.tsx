import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from './LoadingSpinner';
import { StatusScreen } from './StatusScreen';
import { useAuth } from '../lib/auth-context';
import type { SessionUser } from '../lib/auth-init';
import { paths } from '../lib/paths';

/**
 * The sign-in step a signed-in person still owes, as the server enforces it: a temporary password is changed first,
 * then staff (every role but user) set up two-factor sign-in. Null when there is none.
 */
export function signInStepPath(user: SessionUser | null): string | null {
  if (!user) return null;
  if (user.mustChangePassword) return paths.changePassword;
  if (user.role !== 'user' && !user.twoFactorEnabled) return paths.twoFactorSetup;
  return null;
}

export const CHECKING_AUTH_MESSAGE = 'Checking authentication status...';

/** Holds a screen until auth has initialised; a failure shows the auth-error screen with a retry. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { state, retry } = useAuth();
  if (state.status === 'uninitialised') return <LoadingSpinner size="large" fullScreen message={CHECKING_AUTH_MESSAGE} />;
  if (state.status === 'error') {
    return (
      <StatusScreen
        kind="auth"
        title="Authentication Error"
        message="We could not check whether you are signed in. Please check your connection and try again."
        actionLabel="Retry"
        onAction={retry}
      />
    );
  }
  return <>{children}</>;
}

/** Protected routes: a visitor goes to /login, and comes back here after signing in; an owed sign-in step comes first. */
export function RequireAuth() {
  const { user } = useAuth();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const step = signInStepPath(user);
  return (
    <AuthGate>
      {!user ? <Navigate to={paths.login} replace state={{ from }} /> : step ? <Navigate to={step} replace state={{ from }} /> : <Outlet />}
    </AuthGate>
  );
}

/**
 * Where to go after signing in: the remembered protected route (never an outside URL), else the person's home —
 * the admin area for staff, the dashboard for customers. The admin area itself checks what the role may open.
 */
export function returnPath(state: unknown, role?: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return role && role !== 'user' ? paths.admin : paths.dashboard;
}
