import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { OrderDetailRoute } from './OrderDetail';
import { OrdersQueueRoute } from './OrdersQueue';

/** /admin/orders (the BNPL order queue) and /admin/orders/:id. */
export default function AdminOrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersQueueRoute />} />
      <Route path=":id" element={<OrderDetailRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
