import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '../../lib/paths';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import type { TicketCategory, TicketStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/money';
import { TICKET_CATEGORY_LABELS, TICKET_STATUS_COLORS, TICKET_STATUS_LABELS } from './ticket-labels';

export interface TicketSummary {
  id: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: string;
  lastMessageAt: string;
}

export interface TicketsPageProps {
  tickets: readonly TicketSummary[];
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
}

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <Chip size="small" label={TICKET_STATUS_LABELS[status]} color={TICKET_STATUS_COLORS[status]} />;
}

export function TicketsPage({ tickets, loading, error, onRetry, hasMore = false, onLoadMore }: TicketsPageProps) {
  return (
    <PageContainer
      title="My support tickets"
      subtitle="Follow your questions and our replies."
      maxWidth="md"
      actions={
        <Button component={RouterLink} to={paths.ticketsCreate} variant="contained" startIcon={<AddIcon />}>
          Create ticket
        </Button>
      }
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={onRetry ? <Button color="inherit" onClick={onRetry}>Retry</Button> : undefined}>
          {error}
        </Alert>
      ) : null}
      {loading && tickets.length === 0 ? (
        <LoadingSpinner message="Loading your tickets..." />
      ) : tickets.length === 0 && !error ? (
        <Typography color="text.secondary">You have not raised any tickets yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Tickets" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={paths.ticket(ticket.id)}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {ticket.subject}
                      </Typography>
                      <TicketStatusChip status={ticket.status} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {TICKET_CATEGORY_LABELS[ticket.category]} · last message {formatDateTime(ticket.lastMessageAt)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {hasMore && onLoadMore ? (
        <Button variant="outlined" onClick={onLoadMore} sx={{ mt: 2 }}>
          Load more
        </Button>
      ) : null}
    </PageContainer>
  );
}

export default TicketsPage;
