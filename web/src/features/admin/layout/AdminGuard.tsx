import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AuthGate, signInStepPath } from '../../../components/guards';
import { paths } from '../../../lib/paths';
import { ErrorPage } from '../../../components/ErrorPage';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { AdminViewerDocument, type AdminRoute } from '../gql/graphql';
import { useAuth } from '../../../lib/auth-context';
import { AdminViewerContext, useAdminViewer } from './AdminViewerContext';

/** SPEC §6 role guard for /admin: a visitor → /login (remembering the origin); a role without admin routes → /dashboard. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <AuthGate>
      <SignedInAdminGuard>{children}</SignedInAdminGuard>
    </AuthGate>
  );
}

function SignedInAdminGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  const step = signInStepPath(user);
  const { data, loading, error, refetch } = useQuery(AdminViewerDocument, { skip: !user || Boolean(step), fetchPolicy: 'network-only' });
  const from = `${location.pathname}${location.search}`;
  const toLogin = <Navigate to={paths.login} replace state={{ from }} />;
  if (!user) return toLogin;
  // A temporary password or missing two-factor sign-in: the server refuses staff work until that step is done.
  if (step) return <Navigate to={step} replace state={{ from }} />;
  if (loading && !data) return <LoadingSpinner size="large" fullScreen message="Loading the admin area..." />;
  if (error && !data) return <ErrorPage onRefresh={() => void refetch()} />;
  const me = data?.me;
  if (!me) return toLogin;
  // The catalogue lives on the server: a role with no admin routes is not allowed in.
  if (me.adminRoutes.length === 0) return <Navigate to={paths.dashboard} replace />;
  return <AdminViewerContext.Provider value={me}>{children}</AdminViewerContext.Provider>;
}

/** A page the role may not open sends it to the admin index. */
export function RequireAdminRoute({ route, children }: { route: AdminRoute; children: ReactNode }) {
  const viewer = useAdminViewer();
  if (!viewer.adminRoutes.includes(route)) return <Navigate to={paths.admin} replace />;
  return <>{children}</>;
}
