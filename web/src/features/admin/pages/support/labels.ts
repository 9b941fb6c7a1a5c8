import type { TicketPriority, TicketStatus } from '../../gql/graphql';

export const TICKET_STATUSES: TicketStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const TICKET_PRIORITIES: TicketPriority[] = ['urgent', 'high', 'normal', 'low'];

export const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' };
export const PRIORITY_LABELS: Record<TicketPriority, string> = { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' };

export const STATUS_COLORS: Record<TicketStatus, 'warning' | 'info' | 'success' | 'default'> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  closed: 'default',
};
export const PRIORITY_COLORS: Record<TicketPriority, 'error' | 'warning' | 'default'> = { urgent: 'error', high: 'warning', normal: 'default', low: 'default' };
