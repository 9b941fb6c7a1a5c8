import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { ORDER_STATUS_LABELS, OrderStatusChip } from '../../../../components/OrderTimeline';
import { formatCedis, formatDateTime } from '../../../../lib/money';
import { ListStaffOrdersDocument, type ListStaffOrdersQuery, type OrderStatus } from '../../gql/graphql';
import { FilterSelect, StaffListPage, useCursorPages, useFilter, usePermissions } from '../../shared';

const ORDER_STATUSES: OrderStatus[] = ['pending_approval', 'approved', 'dispatched', 'delivered', 'rejected', 'cancelled'];
const PAGE_SIZE = 20;

type StaffOrderRow = ListStaffOrdersQuery['orders']['nodes'][number];

const columns: GridColDef<StaffOrderRow>[] = [
  { field: 'createdAt', headerName: 'Placed', width: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}` },
  {
    field: 'items',
    headerName: 'Items',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => row.items.map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name)).join(', '),
  },
  { field: 'total', headerName: 'Financed', width: 130, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
  { field: 'months', headerName: 'Plan', width: 100, sortable: false, valueFormatter: (value: number) => `${value} months` },
  { field: 'status', headerName: 'Status', width: 170, sortable: false, renderCell: ({ row }) => <OrderStatusChip status={row.status} /> },
];

/**
 * The queue opens on the work the viewer can do: credit decisions (waiting for approval) for those who decide,
 * approved orders waiting to be dispatched for those who fulfil them, everything otherwise.
 */
export function defaultOrderStatus(can: (permission: 'manageAllApplications' | 'fulfilOrders') => boolean): OrderStatus | '' {
  if (can('manageAllApplications')) return 'pending_approval';
  if (can('fulfilOrders')) return 'approved';
  return '';
}

export function OrdersQueueRoute() {
  const { me, can } = usePermissions();
  // The default filter depends on the viewer's permissions: wait for them (the staff layout has already asked).
  if (!me) return null;
  return <OrdersQueue initialStatus={defaultOrderStatus(can)} />;
}

function OrdersQueue({ initialStatus }: { initialStatus: OrderStatus | '' }) {
  const navigate = useNavigate();
  const paging = useCursorPages();
  const [status, setStatus] = useFilter<OrderStatus | ''>(paging, initialStatus);
  const { data, previousData, loading, error } = useQuery(ListStaffOrdersDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StaffListPage<StaffOrderRow>
      title="Orders"
      subtitle="Buy Now Pay Later orders, oldest first: decide, dispatch and record delivery."
      label="Orders"
      filters={
        <FilterSelect
          label="Status"
          value={status}
          allLabel="All statuses"
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
          onChange={setStatus}
          width={220}
        />
      }
      connection={(data ?? previousData)?.orders}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      onRowClick={(row) => navigate(paths.adminOrder(row.id))}
      noRowsText="No orders here"
    />
  );
}
