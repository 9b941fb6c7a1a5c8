// Messages from the public contact page, newest first; a row opens the whole message.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { paths } from '../../../../lib/paths';
import { ListContactMessagesDocument, type ListContactMessagesQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { StaffList, useCursorPages } from '../../shared';
import { formatGhanaPhone } from '../../../../lib/phone-format';

type MessageRow = ListContactMessagesQuery['contactMessages']['nodes'][number];

const columns: GridColDef<MessageRow>[] = [
  { field: 'createdAt', headerName: 'Received', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'name', headerName: 'Name', minWidth: 150, flex: 1, sortable: false },
  { field: 'email', headerName: 'Email', minWidth: 200, flex: 1, sortable: false },
  { field: 'subject', headerName: 'Subject', minWidth: 200, flex: 1.5, sortable: false },
  { field: 'ticketId', headerName: 'Ticket', minWidth: 100, sortable: false, valueFormatter: (value: string | null) => (value ? 'Opened' : '—') },
];

export function ContactMessages() {
  const paging = useCursorPages();
  const [selected, setSelected] = useState<MessageRow | null>(null);
  const { data, loading, error } = useQuery(ListContactMessagesDocument, { variables: { first: 25, after: paging.after }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <StaffList<MessageRow>
        label="Contact messages"
        connection={data?.contactMessages}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        onRowClick={setSelected}
        noRowsText="No contact messages"
      />
      <Dialog open={selected !== null} onClose={() => setSelected(null)} aria-labelledby="contact-message-title" fullWidth maxWidth="sm">
        <DialogTitle id="contact-message-title">{selected?.subject}</DialogTitle>
        <DialogContent>
          {selected && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                From {selected.name} · <Link href={`mailto:${selected.email}`}>{selected.email}</Link>
                {selected.phone ? ` · ${formatGhanaPhone(selected.phone)}` : ''} · {formatDateTime(selected.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{selected.message}</Typography>
              {selected.ticketId && (
                <Link component={RouterLink} to={paths.adminTicket(selected.ticketId)}>
                  Open the ticket created for this message
                </Link>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSelected(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
