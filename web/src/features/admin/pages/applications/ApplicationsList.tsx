import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { ListStaffApplicationsDocument, StaffApplicationChangedDocument, type ApplicationStatus, type ListStaffApplicationsQuery } from '../../gql/graphql';
import { formatCedis, formatDate } from '../../../../lib/money';
import { FilterSelect, humanizedOptions, StaffListPage, StatusChip, useCursorPages, useFilter, useLiveRefetch, usePermissions } from '../../shared';
import { ReviewRequests } from './ReviewRequests';

const APPLICATION_STATUSES: ApplicationStatus[] = ['pending', 'under_review', 'approved', 'rejected', 'cancelled'];
const PAGE_SIZE = 20;

type ApplicationRow = ListStaffApplicationsQuery['applications']['nodes'][number];

const columns: GridColDef<ApplicationRow>[] = [
  { field: 'applicant', headerName: 'Applicant', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => `${row.applicant.firstName} ${row.applicant.lastName}` },
  { field: 'status', headerName: 'Status', width: 130, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  // Rent's monthly rent; another product has none (its row names the product and the payee).
  { field: 'monthlyRent', headerName: 'Monthly rent', width: 130, sortable: false, valueFormatter: (value: number | null) => (value === null ? '—' : formatCedis(value)) },
  { field: 'amountRequested', headerName: 'Financed', width: 140, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
  {
    field: 'propertyAddress',
    headerName: 'Property or payee',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => row.propertyAddress ?? `${row.creditProduct?.name ?? 'Credit'}: ${row.payeeName ?? ''}`,
  },
  { field: 'createdAt', headerName: 'Submitted', width: 120, sortable: false, valueFormatter: (value: string) => formatDate(value) },
];

export function ApplicationsListRoute() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const paging = useCursorPages();
  const [status, setStatus] = useFilter<ApplicationStatus | ''>(paging, '');
  const [search, setSearch] = useFilter(paging, '');
  const { data, previousData, loading, error } = useQuery(ListStaffApplicationsDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, status: status || null, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffApplicationChangedDocument, ['ListStaffApplications']);
  return (
    <StaffListPage<ApplicationRow>
      title="Applications"
      subtitle="Rent assistance applications, newest first. Open one to review it."
      // Credit analysts: customers' human review requests, above the list.
      above={can('manageAllApplications') ? <ReviewRequests /> : null}
      label="Applications"
      search={{
        label: 'Search',
        placeholder: 'Applicant, email, address or landlord',
        onSearch: setSearch,
      }}
      filters={
        <FilterSelect
          label="Status"
          value={status}
          allLabel="All statuses"
          options={humanizedOptions(APPLICATION_STATUSES)}
          onChange={setStatus}
          width={180}
        />
      }
      connection={(data ?? previousData)?.applications}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      onRowClick={(row) => navigate(paths.adminApplication(row.id))}
      noRowsText="No applications match"
    />
  );
}
