import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { ORDER_STATUS_LABELS, OrderStatusChip } from '../../../../components/OrderTimeline';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDateTime } from '../../../../lib/money';
import { ListStaffOrdersDocument, type ListStaffOrdersQuery, type OrderStatus } from '../../gql/graphql';
import { CursorDataGrid } from '../../shared/CursorDataGrid';
import { FilterSelect } from '../../shared/FilterSelect';
import { describeServerError } from '../../shared/errors';
import { useCursorPages } from '../../shared/useCursorPages';

export const ORDER_STATUSES: OrderStatus[] = ['pending_approval', 'approved', 'dispatched', 'delivered', 'rejected', 'cancelled'];
const PAGE_SIZE = 20;

export type StaffOrderRow = ListStaffOrdersQuery['orders']['nodes'][number];

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
  { field: 'subtotal', headerName: 'Financed', width: 130, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
  { field: 'months', headerName: 'Plan', width: 100, sortable: false, valueFormatter: (value: number) => `${value} months` },
  { field: 'status', headerName: 'Status', width: 170, sortable: false, renderCell: ({ row }) => <OrderStatusChip status={row.status} /> },
];

export interface OrdersQueueProps {
  rows: StaffOrderRow[];
  loading: boolean;
  error: string | null;
  status: OrderStatus | '';
  onStatusChange(status: OrderStatus | ''): void;
  page: number;
  hasNextPage: boolean;
  onNext(): void;
  onPrevious(): void;
  onOpen(id: string): void;
}

export function OrdersQueue(props: OrdersQueueProps) {
  return (
    <PageContainer title="Orders" subtitle="Buy Now Pay Later orders, oldest first: decide, dispatch and record delivery.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <FilterSelect
          label="Status"
          value={props.status}
          allLabel="All statuses"
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
          onChange={props.onStatusChange}
          width={220}
        />
      </Stack>
      <CursorDataGrid
        label="Orders"
        rows={props.rows}
        columns={columns}
        loading={props.loading}
        page={props.page}
        hasNextPage={props.hasNextPage}
        onNext={props.onNext}
        onPrevious={props.onPrevious}
        onRowClick={(row) => props.onOpen(row.id)}
        error={props.error}
        noRowsText="No orders here"
      />
    </PageContainer>
  );
}

export function OrdersQueueRoute() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<OrderStatus | ''>('pending_approval');
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(ListStaffOrdersDocument, {
    variables: { first: PAGE_SIZE, after: pages.after, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.orders;
  return (
    <OrdersQueue
      rows={connection?.nodes ?? []}
      loading={loading}
      error={error ? describeServerError(error).message : null}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        pages.reset();
      }}
      page={pages.page}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      onNext={() => pages.next(connection?.pageInfo.endCursor)}
      onPrevious={pages.previous}
      onOpen={(id) => navigate(paths.adminOrder(id))}
    />
  );
}
