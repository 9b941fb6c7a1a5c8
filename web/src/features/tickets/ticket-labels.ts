import type { TicketCategory, TicketStatus } from '../../gql/graphql';

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'Account',
  application: 'Application',
  documents: 'Documents',
  payment: 'Payment',
  shop: 'Shop and orders',
  technical: 'Technical problem',
  other: 'Other',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TICKET_STATUS_COLORS: Record<TicketStatus, 'info' | 'warning' | 'success' | 'default'> = {
  open: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'default',
};

/** The message of a GraphQL error for a field or the whole form, kept short for an Alert. */
export function errorMessage(error: unknown, fallback: string): string {
  const graphQLErrors = (error as { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> } | null)?.errors;
  const first = graphQLErrors?.[0];
  if (first && (first.extensions?.code === 'BAD_USER_INPUT' || first.extensions?.code === 'CONFLICT')) return first.message;
  return fallback;
}
