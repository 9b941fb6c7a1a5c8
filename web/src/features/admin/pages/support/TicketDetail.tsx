// One ticket: its thread (internal notes marked), a reply or internal note, and assignee / status / priority.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../../../../lib/paths';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { AssignSupportTicketDocument, GetSupportTicketDocument, SetSupportTicketPriorityDocument, SetSupportTicketStatusDocument, StaffReplyToTicketDocument, type TicketPriority, type TicketStatus } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, humanize } from '../../shared';
import { PRIORITY_LABELS, STATUS_COLORS, STATUS_LABELS, TICKET_PRIORITIES, TICKET_STATUSES } from './labels';
import { useSupportStaff } from './useSupportStaff';
import { TicketAttachments } from '../../../../components/TicketAttachments';

export function TicketDetail() {
  const { ticketId = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(GetSupportTicketDocument, { variables: { id: ticketId }, fetchPolicy: 'cache-and-network' });
  const { staff } = useSupportStaff();
  const [reply, replying] = useMutation(StaffReplyToTicketDocument);
  const [assign, assigning] = useMutation(AssignSupportTicketDocument);
  const [setStatus, settingStatus] = useMutation(SetSupportTicketStatusDocument);
  const [setPriority, settingPriority] = useMutation(SetSupportTicketPriorityDocument);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const busy = assigning.loading || settingStatus.loading || settingPriority.loading;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setActionError(null);
    try {
      await action();
      enqueueSnackbar(success, toastOptions('success'));
      await refetch();
      return true;
    } catch (caught) {
      const message = describeServerError(caught).message;
      setActionError(message);
      enqueueSnackbar(message, toastOptions('error'));
      return false;
    }
  };

  if (loading && !data) return <LoadingSpinner message="Loading ticket..." />;
  const ticket = data?.ticket;
  if (!ticket) {
    return (
      <PageContainer title="Ticket not found">
        <Alert severity="error" sx={{ mb: 2 }}>
          {error ? describeServerError(error).message : 'This ticket does not exist.'}
        </Alert>
        <Button component={RouterLink} to={paths.adminPage('support')} startIcon={<ArrowBackIcon />}>
          Back to the queue
        </Button>
      </PageContainer>
    );
  }

  const sendReply = async () => {
    const text = body.trim();
    if (!text) {
      setReplyError('Write a message first.');
      return;
    }
    setReplyError(null);
    try {
      await reply({ variables: { id: ticket.id, body: text, internal } });
      enqueueSnackbar(internal ? 'Internal note added' : 'Reply sent; the customer is notified', toastOptions('success'));
      setBody('');
      await refetch();
    } catch (caught) {
      setReplyError(describeServerError(caught).message);
    }
  };

  return (
    <PageContainer
      title={ticket.subject}
      subtitle={`${ticket.customer.firstName} ${ticket.customer.lastName} · ${ticket.customer.email} · ${humanize(ticket.category)} · opened ${formatDateTime(ticket.createdAt)}`}
      actions={
        <Button component={RouterLink} to={paths.adminPage('support')} startIcon={<ArrowBackIcon />}>
          Back to the queue
        </Button>
      }
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Status"
          value={ticket.status}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value as TicketStatus;
            if (next === 'closed') setClosing(true);
            else void run(() => setStatus({ variables: { id: ticket.id, status: next } }), `Status set to ${STATUS_LABELS[next]}`);
          }}
          sx={{ minWidth: 160 }}
        >
          {TICKET_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Priority"
          value={ticket.priority}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value as TicketPriority;
            void run(() => setPriority({ variables: { id: ticket.id, priority: next } }), `Priority set to ${PRIORITY_LABELS[next]}`);
          }}
          sx={{ minWidth: 140 }}
        >
          {TICKET_PRIORITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {PRIORITY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Assignee"
          value={ticket.assignee?.id ?? ''}
          disabled={busy}
          onChange={(event) => {
            const next = event.target.value || null;
            const member = staff.find((candidate) => candidate.id === next);
            void run(
              () => assign({ variables: { id: ticket.id, assigneeId: next } }),
              member ? `Assigned to ${member.firstName} ${member.lastName}` : 'Ticket unassigned',
            );
          }}
          sx={{ minWidth: 220, flex: 1 }}
        >
          <MenuItem value="">Unassigned</MenuItem>
          {ticket.assignee && !staff.some((member) => member.id === ticket.assignee?.id) && (
            <MenuItem value={ticket.assignee.id}>
              {ticket.assignee.firstName} {ticket.assignee.lastName}
            </MenuItem>
          )}
          {staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.firstName} {member.lastName} ({humanize(member.role)})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {actionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        Conversation
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }} aria-label="Messages, oldest first">
        {ticket.messages.map((message) => (
          <Paper
            component="li"
            key={message.id}
            variant="outlined"
            sx={{
              p: 2,
              ml: message.fromStaff ? { sm: 6 } : 0,
              mr: message.fromStaff ? 0 : { sm: 6 },
              borderStyle: message.internal ? 'dashed' : 'solid',
              borderColor: message.internal ? 'warning.main' : undefined,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span">
                {message.author ? `${message.author.firstName} ${message.author.lastName}` : 'Deleted account'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {message.fromStaff ? humanize(message.authorRole) : 'Customer'} · {formatDateTime(message.createdAt)}
              </Typography>
              {message.internal && <Chip size="small" color="warning" label="Internal note" />}
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
            <TicketAttachments attachments={message.attachments} />
          </Paper>
        ))}
      </Stack>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-labelledby="reply-heading"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void sendReply();
        }}
        sx={{ p: 2 }}
      >
        <Typography id="reply-heading" variant="h6" component="h2" gutterBottom>
          {internal ? 'Add an internal note' : 'Reply to the customer'}
        </Typography>
        <TextField
          label={internal ? 'Internal note' : 'Reply'}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(replyError)}
          helperText={replyError ?? (internal ? 'Only staff see internal notes; the customer is not notified.' : 'The customer is notified and sees this reply.')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <FormControlLabel control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />} label="Internal note" />
          <Button type="submit" variant="contained" disabled={replying.loading}>
            {internal ? 'Add note' : 'Send reply'}
          </Button>
        </Box>
      </Paper>
      <Chip sx={{ mt: 2 }} size="small" color={STATUS_COLORS[ticket.status]} label={`Status: ${STATUS_LABELS[ticket.status]}`} />
      <ConfirmDialog
        open={closing}
        title="Close this ticket?"
        message="A closed ticket leaves the queue. The customer can still read it but must open a new ticket to write again."
        confirmLabel="Close ticket"
        destructive
        busy={settingStatus.loading}
        onConfirm={() =>
          void run(() => setStatus({ variables: { id: ticket.id, status: 'closed' } }), 'Ticket closed').then(() => setClosing(false))
        }
        onClose={() => setClosing(false)}
      />
    </PageContainer>
  );
}
