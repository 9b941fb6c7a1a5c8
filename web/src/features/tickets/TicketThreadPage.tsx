import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { TicketAttachments, type TicketAttachmentView } from '../../components/TicketAttachments';
import type { UploadedFile } from '../../lib/upload';
import { AttachFiles } from './AttachFiles';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { formatDateTime } from '../../lib/money';
import { TICKET_CATEGORY_LABELS } from './ticket-labels';
import { TicketStatusChip, type TicketSummary } from './TicketsPage';

export interface TicketThreadMessage {
  id: string;
  body: string;
  createdAt: string;
  fromStaff: boolean;
  author?: { firstName: string; lastName: string } | null;
  attachments?: readonly TicketAttachmentView[];
}

export interface TicketThread extends TicketSummary {
  messages: readonly TicketThreadMessage[];
}

export interface TicketThreadPageProps {
  ticket: TicketThread;
  /** Resolves true when the reply was sent (the box and the attached files are then cleared). */
  onReply: (body: string, attachmentUploadIds: string[]) => Promise<boolean>;
  /** Uploads one file (POST /api/files); it is attached to the reply when sent. */
  onUpload?: (file: File) => Promise<UploadedFile>;
  onCloseTicket: () => void;
  replying?: boolean;
  closing?: boolean;
  error?: string | null;
}

const MAX_REPLY = 5000;

export function TicketThreadPage({ ticket, onReply, onUpload, onCloseTicket, replying = false, closing = false, error }: TicketThreadPageProps) {
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [attached, setAttached] = useState<UploadedFile[]>([]);
  const closed = ticket.status === 'closed';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = reply.trim();
    if (!body) {
      setReplyError('Write a message before sending');
      return;
    }
    if (body.length > MAX_REPLY) {
      setReplyError(`Keep your message under ${MAX_REPLY} characters`);
      return;
    }
    setReplyError(null);
    if (await onReply(body, attached.map((file) => file.id))) {
      setReply('');
      setAttached([]);
    }
  };

  return (
    <PageContainer
      title={ticket.subject}
      subtitle={
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TicketStatusChip status={ticket.status} />
          <span>
            {TICKET_CATEGORY_LABELS[ticket.category]} · opened {formatDateTime(ticket.createdAt)}
          </span>
        </Stack>
      }
      maxWidth="md"
      actions={
        <Button component={RouterLink} to={paths.tickets} startIcon={<ArrowBackIcon />}>
          All tickets
        </Button>
      }
    >
      {error ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert> : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Conversation
      </Typography>
      <Stack component="ol" spacing={1.5} aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {ticket.messages.map((message) => (
          <Box component="li" key={message.id} sx={{ display: 'flex', justifyContent: message.fromStaff ? 'flex-start' : 'flex-end' }}>
            <Paper
              variant="outlined"
              sx={{ p: 1.5, maxWidth: { xs: '100%', sm: '80%' }, bgcolor: message.fromStaff ? 'background.paper' : 'action.hover' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {message.fromStaff ? `Support${message.author ? ` · ${message.author.firstName}` : ''}` : 'You'} · {formatDateTime(message.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
              <TicketAttachments attachments={message.attachments} />
            </Paper>
          </Box>
        ))}
      </Stack>
      {closed ? (
        <Alert severity="info">This ticket is closed. Please open a new ticket if you need more help.</Alert>
      ) : (
        <Stack component="form" noValidate spacing={1.5} onSubmit={submit} aria-label="Reply">
          <TextField
            label="Your reply"
            multiline
            minRows={3}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            disabled={replying}
            error={Boolean(replyError)}
            helperText={replyError}
          />
          {onUpload ? <AttachFiles files={attached} onChange={setAttached} onUpload={onUpload} disabled={replying} /> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button type="submit" variant="contained" disabled={replying}>
              {replying ? 'Sending…' : 'Send reply'}
            </Button>
            <Button color="inherit" variant="outlined" onClick={onCloseTicket} disabled={closing}>
              Close ticket
            </Button>
          </Stack>
        </Stack>
      )}
    </PageContainer>
  );
}

export default TicketThreadPage;
