// The admin area's route table: one lazy chunk behind /admin/*, so a customer never downloads it.
import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { retryableLazy } from '../../lib/retryable-lazy';
import { NotFoundPage } from '../../components/NotFoundPage';
import { paths } from '../../lib/paths';
import type { AdminRoute } from './gql/graphql';
import { AdminGuard, RequireAdminRoute } from './layout/AdminGuard';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_MENU, pathSegmentOf } from './layout/menu';
import { PagePending } from './layout/PagePending';

// Retryable: a page whose chunk could not arrive offline loads again on Retry Connection (AdminLayout's boundary).
const RoleDashboard = retryableLazy(() => import('./dashboards/RoleDashboard'));
const AnalyticsRoute = retryableLazy(() => import('./analytics/AnalyticsRoute'));

// The work pages are built beside this file (pages/<address>/index.tsx); one not there yet shows PagePending.
const pageModules = import.meta.glob<{ default: ComponentType }>('./pages/*/index.tsx');

function pageFor(route: AdminRoute, segment: string, label: string): ComponentType {
  if (route === 'analytics') return AnalyticsRoute;
  const load = pageModules[`./pages/${segment}/index.tsx`];
  if (!load) return function Pending() {
    return <PagePending title={label} />;
  };
  return retryableLazy(load);
}

const PAGES = ADMIN_MENU.filter((entry) => entry.route !== 'dashboard').map((entry) => ({
  route: entry.route,
  segment: pathSegmentOf(entry),
  Page: pageFor(entry.route, pathSegmentOf(entry), entry.label),
}));

const fallback = <LoadingSpinner message="Loading..." />;

export default function AdminRoutes() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route
            index
            element={
              <Suspense fallback={fallback}>
                <RoleDashboard />
              </Suspense>
            }
          />
          {PAGES.map(({ route, segment, Page }) => (
            <Route
              key={route}
              path={`${segment}/*`}
              element={
                <RequireAdminRoute route={route}>
                  <Suspense fallback={fallback}>
                    <Page />
                  </Suspense>
                </RequireAdminRoute>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage home={paths.admin} />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
