// The ticket queue: status, priority and assignee filters; a row opens the ticket.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { ListTicketQueueDocument, SupportTicketsLiveDocument, type ListTicketQueueQuery, type TicketPriority, type TicketStatus } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { CursorDataGrid, describeServerError, humanize, useCursorPages, useLiveRefetch } from '../../shared';
import { PRIORITY_COLORS, PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS, TICKET_PRIORITIES, TICKET_STATUSES } from './labels';
import { useSupportStaff } from './useSupportStaff';

type TicketRow = ListTicketQueueQuery['ticketQueue']['nodes'][number];

const columns: GridColDef<TicketRow>[] = [
  { field: 'subject', headerName: 'Subject', minWidth: 220, flex: 1.5, sortable: false },
  { field: 'customer', headerName: 'Customer', minWidth: 160, flex: 1, sortable: false, valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}` },
  { field: 'category', headerName: 'Category', minWidth: 120, sortable: false, valueFormatter: (value: string) => humanize(value) },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" color={STATUS_COLORS[row.status]} label={STATUS_LABELS[row.status]} />,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    minWidth: 100,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" color={PRIORITY_COLORS[row.priority]} label={PRIORITY_LABELS[row.priority]} />,
  },
  { field: 'assignee', headerName: 'Assignee', minWidth: 150, sortable: false, valueGetter: (_value, row) => (row.assignee ? `${row.assignee.firstName} ${row.assignee.lastName}` : 'Unassigned') },
  { field: 'lastMessageAt', headerName: 'Last message', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
];

export function TicketQueue() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [priority, setPriority] = useState<TicketPriority | ''>('');
  const [assigneeId, setAssigneeId] = useState('');
  const paging = useCursorPages();
  const { staff } = useSupportStaff();
  const { data, loading, error } = useQuery(ListTicketQueueDocument, {
    variables: { first: 25, after: paging.after, status: status || null, priority: priority || null, assigneeId: assigneeId || null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(SupportTicketsLiveDocument, ['ListTicketQueue']);
  const connection = data?.ticketQueue;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label="Status" value={status} onChange={(event) => { setStatus(event.target.value as TicketStatus | ''); paging.reset(); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All statuses</MenuItem>
          {TICKET_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Priority" value={priority} onChange={(event) => { setPriority(event.target.value as TicketPriority | ''); paging.reset(); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All priorities</MenuItem>
          {TICKET_PRIORITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {PRIORITY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Assignee" value={assigneeId} onChange={(event) => { setAssigneeId(event.target.value); paging.reset(); }} sx={{ minWidth: 200 }}>
          <MenuItem value="">Anyone</MenuItem>
          {staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.firstName} {member.lastName}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
      <CursorDataGrid<TicketRow>
        label="Ticket queue"
        rows={connection?.nodes ?? []}
        columns={columns}
        loading={loading}
        page={paging.page}
        hasNextPage={connection?.pageInfo.hasNextPage ?? false}
        onNext={() => paging.next(connection?.pageInfo.endCursor)}
        onPrevious={paging.previous}
        onRowClick={(row) => void navigate(paths.adminTicket(row.id))}
        noRowsText="No tickets match these filters"
      />
    </Stack>
  );
}
