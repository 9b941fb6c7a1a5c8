import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { ApplicationDetailRoute } from './ApplicationDetail';
import { ApplicationsListRoute } from './ApplicationsList';

/** /admin/applications and /admin/applications/:id (nested routes live here, relative to the admin route). */
export default function AdminApplicationsPage() {
  return (
    <Routes>
      <Route index element={<ApplicationsListRoute />} />
      <Route path=":id" element={<ApplicationDetailRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
