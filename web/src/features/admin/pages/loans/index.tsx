import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { paths } from '../../../../lib/paths';
import LoansListPage from './LoansListPage';

// The loan view is the heavier page (schedule, ledger, dialogs): its own chunk.
const LoanViewRoute = lazy(() => import('./LoanView'));

/** /admin/loans and /admin/loans/:id (nested routes live here, relative to the admin route). */
export default function AdminLoansPage() {
  return (
    <Routes>
      <Route index element={<LoansListPage />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<LoadingSpinner message="Loading loan..." />}>
            <LoanViewRoute />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage home={paths.admin} />} />
    </Routes>
  );
}
