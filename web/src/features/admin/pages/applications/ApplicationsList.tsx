import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { PageContainer } from '../../../../components/PageContainer';
import { ListStaffApplicationsDocument, StaffApplicationChangedDocument, type ApplicationStatus, type ListStaffApplicationsQuery } from '../../gql/graphql';
import { formatCedis, formatDate } from '../../../../lib/money';
import { CursorDataGrid } from '../../shared/CursorDataGrid';
import { FilterSelect, humanizedOptions } from '../../shared/FilterSelect';
import { SEARCH_FIELD_SX } from '../../shared/filters';
import { describeServerError } from '../../shared/errors';
import { StatusChip } from '../../shared/StatusChip';
import { useCursorPages } from '../../shared/useCursorPages';
import { useLiveRefetch } from '../../shared/useLiveRefetch';
import { usePermissions } from '../../shared/usePermissions';
import { ReviewRequests } from './ReviewRequests';

export const APPLICATION_STATUSES: ApplicationStatus[] = ['pending', 'under_review', 'approved', 'rejected', 'cancelled'];
const PAGE_SIZE = 20;

export type ApplicationRow = ListStaffApplicationsQuery['applications']['nodes'][number];

const columns: GridColDef<ApplicationRow>[] = [
  { field: 'applicant', headerName: 'Applicant', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => `${row.applicant.firstName} ${row.applicant.lastName}` },
  { field: 'status', headerName: 'Status', width: 130, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'monthlyRent', headerName: 'Monthly rent', width: 130, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
  { field: 'amountRequested', headerName: 'Financed', width: 140, sortable: false, valueFormatter: (value: number) => formatCedis(value) },
  { field: 'propertyAddress', headerName: 'Property', flex: 1, minWidth: 200, sortable: false },
  { field: 'createdAt', headerName: 'Submitted', width: 120, sortable: false, valueFormatter: (value: string) => formatDate(value) },
];

export interface ApplicationsListProps {
  rows: ApplicationRow[];
  loading: boolean;
  error: string | null;
  status: ApplicationStatus | '';
  onStatusChange(status: ApplicationStatus | ''): void;
  search: string;
  onSearch(search: string): void;
  page: number;
  hasNextPage: boolean;
  onNext(): void;
  onPrevious(): void;
  onOpen(id: string): void;
  /** Credit analysts: customers' human review requests, above the list. */
  reviewQueue?: ReactNode;
}

export function ApplicationsList(props: ApplicationsListProps) {
  const [searchText, setSearchText] = useState(props.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(searchText.trim());
  };
  return (
    <PageContainer title="Applications" subtitle="Rent assistance applications, newest first. Open one to review it.">
      {props.reviewQueue}
      <Stack component="form" role="search" aria-label="Search applications" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label="Search"
          placeholder="Applicant, email, address or landlord"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          size="small"
          sx={SEARCH_FIELD_SX}
        />
        <FilterSelect label="Status" value={props.status} allLabel="All statuses" options={humanizedOptions(APPLICATION_STATUSES)} onChange={props.onStatusChange} width={180} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Stack>
      <CursorDataGrid
        label="Applications"
        rows={props.rows}
        columns={columns}
        loading={props.loading}
        page={props.page}
        hasNextPage={props.hasNextPage}
        onNext={props.onNext}
        onPrevious={props.onPrevious}
        onRowClick={(row) => props.onOpen(row.id)}
        error={props.error}
        noRowsText="No applications match"
      />
    </PageContainer>
  );
}

export function ApplicationsListRoute() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(ListStaffApplicationsDocument, {
    variables: { first: PAGE_SIZE, after: pages.after, status: status || null, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffApplicationChangedDocument, ['ListStaffApplications']);
  const connection = (data ?? previousData)?.applications;
  return (
    <ApplicationsList
      rows={connection?.nodes ?? []}
      loading={loading}
      error={error ? describeServerError(error).message : null}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        pages.reset();
      }}
      search={search}
      onSearch={(next) => {
        setSearch(next);
        pages.reset();
      }}
      page={pages.page}
      hasNextPage={connection?.pageInfo.hasNextPage ?? false}
      onNext={() => pages.next(connection?.pageInfo.endCursor)}
      onPrevious={pages.previous}
      onOpen={(id) => navigate(paths.adminApplication(id))}
      reviewQueue={can('manageAllApplications') ? <ReviewRequests /> : null}
    />
  );
}
