// /admin/messages (manageSystem): the outbox — every SMS, email and in-app message with its delivery status, the
// recipient masked (024 *** 4567) and the text (messages holding a sign-in link are hidden by the server).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '../../../../lib/money';
import { AdminOutboundMessagesDocument, type AdminOutboundMessagesQuery, type MessageChannel, type MessageStatus } from '../../gql/graphql';
import { FilterSelect, StaffListPage, StatusChip, useCursorPages } from '../../shared';

const PAGE_SIZE = 50;
type MessageRow = AdminOutboundMessagesQuery['outboundMessages']['nodes'][number];

const CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'SMS', email: 'Email', in_app: 'In-app' };
const STATUSES: MessageStatus[] = ['queued', 'sending', 'sent', 'failed', 'dead'];

const COLUMNS: GridColDef<MessageRow>[] = [
  { field: 'createdAt', headerName: 'Time', minWidth: 150, flex: 1, valueGetter: (_value, row) => row.sentAt ?? row.createdAt, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'status', headerName: 'Status', minWidth: 100, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'channel', headerName: 'Channel', minWidth: 90, valueFormatter: (value: MessageChannel) => CHANNEL_LABELS[value] },
  { field: 'recipientMasked', headerName: 'Recipient', minWidth: 140 },
  { field: 'kind', headerName: 'Kind', minWidth: 150 },
  { field: 'body', headerName: 'Message', minWidth: 260, flex: 3 },
  { field: 'attempts', headerName: 'Attempts', minWidth: 90, type: 'number' },
  { field: 'lastError', headerName: 'Last error', minWidth: 160, flex: 1 },
];

export default function AdminMessagesPage() {
  const pages = useCursorPages();
  const [channel, setChannel] = useState<MessageChannel | ''>('');
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const { data, loading, error } = useQuery(AdminOutboundMessagesDocument, {
    variables: { first: PAGE_SIZE, after: pages.after, channel: channel || null, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StaffListPage<MessageRow>
      title="Sent messages"
      subtitle="SMS, email and in-app messages with their delivery status. Numbers and addresses are masked."
      label="Sent messages"
      filters={
        <>
          <FilterSelect
            label="Channel"
            value={channel}
            allLabel="All channels"
            options={(Object.keys(CHANNEL_LABELS) as MessageChannel[]).map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
            onChange={(value) => {
              setChannel(value);
              pages.reset();
            }}
          />
          <FilterSelect
            label="Status"
            value={status}
            allLabel="All statuses"
            options={STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }))}
            onChange={(value) => {
              setStatus(value);
              pages.reset();
            }}
          />
        </>
      }
      connection={data?.outboundMessages}
      paging={pages}
      loading={loading}
      error={error}
      columns={COLUMNS}
      noRowsText="No messages yet"
    />
  );
}
