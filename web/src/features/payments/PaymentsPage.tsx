import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import type { PaymentKind, PaymentMethod, PaymentStatus } from '../../gql/graphql';
import { STATUS_MESSAGES } from '../../lib/application-status';
import { formatCedis, formatDateTime } from '../../lib/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../lib/payment-labels';
import { STATEMENT_SECTION_ID } from './StatementDownload';

export const USING_CACHED_DATA = STATUS_MESSAGES.usingCache;
/** Abandoned and expired are not final: a success the provider reports later is still credited. */
export const NOT_COMPLETED_NOTE = 'Not completed — if money left your wallet it will still be credited';
const NOT_COMPLETED = new Set<PaymentStatus>(['abandoned', 'expired']);

function statusText(status: PaymentStatus): string {
  return NOT_COMPLETED.has(status) ? 'Not completed' : PAYMENT_STATUS_LABELS[status];
}

const STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'error' | 'default'> = {
  successful: 'success',
  pending: 'warning',
  awaiting_approval: 'warning',
  failed: 'error',
  abandoned: 'default',
  expired: 'default',
  reversed: 'default',
  refunded: 'default',
};

export interface PaymentRow {
  id: string;
  amount: number;
  signedAmount: number;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  providerReference?: string | null;
  note?: string | null;
  createdAt: string;
  /** The loan it was for ("Rent assistance loan LN-…"): a customer may have several. */
  loanLabel?: string | null;
}

export interface PaymentsPageProps {
  payments: readonly PaymentRow[];
  loading: boolean;
  /** The list comes from the 30-minute local cache (offline or the server failed). */
  fromCache?: boolean;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The 'Pay an instalment' panel, when the customer has a loan to pay. */
  payPanel?: ReactNode;
  /** Receipts of successful payments (ReceiptsList), above the history. */
  receiptsPanel?: ReactNode;
  /** The loan statement download (StatementDownload), below the history; the header's button jumps to it. */
  statementPanel?: ReactNode;
}

export function PaymentsPage({ payments, loading, fromCache = false, error, onRetry, hasMore = false, onLoadMore, payPanel, receiptsPanel, statementPanel }: PaymentsPageProps) {
  return (
    <PageContainer
      title="Payment history"
      subtitle="Every payment you have made, newest first."
      actions={
        statementPanel ? (
          <Button variant="outlined" startIcon={<DescriptionOutlined />} href={`#${STATEMENT_SECTION_ID}`}>
            Download statement
          </Button>
        ) : undefined
      }
    >
      {payPanel}
      {receiptsPanel}
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      {fromCache ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {USING_CACHED_DATA}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={onRetry ? <Button color="inherit" onClick={onRetry}>Retry</Button> : undefined}>
          {error}
        </Alert>
      ) : null}
      {loading && payments.length === 0 ? (
        <LoadingSpinner message="Loading your payments..." />
      ) : payments.length === 0 && !error ? (
        <Typography color="text.secondary">No payments yet. Your instalments will appear here once you pay.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Payments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.map((payment) => (
            <li key={payment.id}>
              <Card variant="outlined">
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>
                        {payment.kind === 'reversal' ? 'Reversal' : 'Payment'} · {PAYMENT_METHOD_LABELS[payment.method]}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatDateTime(payment.createdAt)}
                      </Typography>
                      {payment.loanLabel ? (
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {payment.loanLabel}
                        </Typography>
                      ) : null}
                      {payment.providerReference ? (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          Reference {payment.providerReference}
                        </Typography>
                      ) : null}
                      {NOT_COMPLETED.has(payment.status) ? (
                        <Typography variant="body2" color="text.secondary">
                          {NOT_COMPLETED_NOTE}
                        </Typography>
                      ) : null}
                      {payment.note ? (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {payment.note}
                        </Typography>
                      ) : null}
                    </Box>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{formatCedis(payment.signedAmount)}</Typography>
                      <Chip size="small" label={statusText(payment.status)} color={STATUS_COLORS[payment.status]} />
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {hasMore && onLoadMore && !fromCache ? (
        <Button variant="outlined" onClick={onLoadMore} sx={{ mt: 2 }}>
          Load more
        </Button>
      ) : null}
      {statementPanel ? <Box sx={{ mt: 4 }}>{statementPanel}</Box> : null}
    </PageContainer>
  );
}

export default PaymentsPage;
