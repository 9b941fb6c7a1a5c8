// /admin index: the dashboard for the signed-in role; each dashboard is its own chunk.
import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useAdminViewer } from '../layout/AdminViewerContext';

const DASHBOARDS = {
  sales_executive: lazy(() => import('./SalesDashboard')),
  credit_analyst: lazy(() => import('./CreditDashboard')),
  recovery_and_collections: lazy(() => import('./CollectionsDashboard')),
  inspection_and_verification: lazy(() => import('./VerificationDashboard')),
  finance: lazy(() => import('./FinanceDashboard')),
} as const;

const GeneralDashboard = lazy(() => import('./GeneralDashboard'));

export function dashboardFor(role: string) {
  return DASHBOARDS[role as keyof typeof DASHBOARDS] ?? GeneralDashboard;
}

export default function RoleDashboard() {
  const { role } = useAdminViewer();
  const Dashboard = dashboardFor(role);
  return (
    <Suspense fallback={<LoadingSpinner message="Loading the dashboard..." />}>
      <Dashboard />
    </Suspense>
  );
}
