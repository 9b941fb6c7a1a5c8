// The ticket queue: status, priority and assignee filters; a row opens the ticket.
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import { paths } from '../../../../lib/paths';
import { ListTicketQueueDocument, SupportTicketsLiveDocument, type ListTicketQueueQuery, type TicketPriority, type TicketStatus } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { FilterSelect, humanize, StaffList, useCursorPages, useFilter, useLiveRefetch, type StaffColumn } from '../../shared';
import { PRIORITY_COLORS, PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS, TICKET_PRIORITIES, TICKET_STATUSES } from './labels';
import { useSupportStaff } from './useSupportStaff';

type TicketRow = ListTicketQueueQuery['ticketQueue']['nodes'][number];

/** In the order read; on a narrow screen the last message stays and the category steps aside first. */
const columns: StaffColumn<TicketRow>[] = [
  { field: 'subject', headerName: 'Subject', minWidth: 220, flex: 1.5, sortable: false },
  { field: 'customer', headerName: 'Customer', minWidth: 160, flex: 1, sortable: false, valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName}` },
  { field: 'category', headerName: 'Category', minWidth: 120, priority: 9, sortable: false, valueFormatter: (value: string) => humanize(value) },
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
  { field: 'lastMessageAt', headerName: 'Last message', minWidth: 170, priority: 1.5, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
];

export function TicketQueue() {
  const navigate = useNavigate();
  const paging = useCursorPages();
  const [status, setStatus] = useFilter<TicketStatus | ''>(paging, '');
  const [priority, setPriority] = useFilter<TicketPriority | ''>(paging, '');
  const [assigneeId, setAssigneeId] = useFilter(paging, '');
  const { staff } = useSupportStaff();
  const { data, loading, error } = useQuery(ListTicketQueueDocument, {
    variables: { first: 25, after: paging.after, status: status || null, priority: priority || null, assigneeId: assigneeId || null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(SupportTicketsLiveDocument, ['ListTicketQueue']);

  return (
    <StaffList<TicketRow>
      label="Ticket queue"
      exportHref={paths.listExport('tickets', { status, priority, assigneeId })}
      filters={
        <>
          <FilterSelect
            label="Status"
            value={status}
            allLabel="All statuses"
            options={TICKET_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            onChange={setStatus}
            width={160}
          />
          <FilterSelect
            label="Priority"
            value={priority}
            allLabel="All priorities"
            options={TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))}
            onChange={setPriority}
            width={160}
          />
          <FilterSelect
            label="Assignee"
            value={assigneeId}
            allLabel="Anyone"
            options={staff.map((member) => ({ value: member.id, label: `${member.firstName} ${member.lastName}` }))}
            onChange={setAssigneeId}
          />
        </>
      }
      connection={data?.ticketQueue}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      onRowClick={(row) => void navigate(paths.adminTicket(row.id))}
      noRowsText="No tickets match these filters"
    />
  );
}
