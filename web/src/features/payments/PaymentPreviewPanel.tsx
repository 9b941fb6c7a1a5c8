import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrepaymentChoice } from '../../gql/graphql';
import { ScheduleTable, type ScheduleTableRow } from '../../components/ScheduleTable';
import { formatCedis } from '../../lib/money';

export type PreviewScheduleRow = ScheduleTableRow;

/** What paying `amount` today with `prepayment` does (from the server's paymentPreview). */
export interface PaymentPreviewView {
  amount: number;
  prepayment: PrepaymentChoice;
  settles: boolean;
  /** The instalments this payment pays into (overdue, then the current one). */
  allocation: ReadonlyArray<{ number: number }>;
  prepaid: number;
  interestSaved: number;
  /** The whole schedule after the payment (paid instalments included). */
  schedule: readonly PreviewScheduleRow[];
  /** The loan's first instalment not yet paid before this payment (its next instalment). */
  firstUnpaid?: number;
}

/**
 * The instalments still to pay after the payment: from the loan's first unpaid one, after the last one this payment
 * pays into (money paid before an instalment's period has started goes to principal, with no allocation line).
 */
export function remainingInstalments(preview: Pick<PaymentPreviewView, 'allocation' | 'schedule' | 'firstUnpaid'>): PreviewScheduleRow[] {
  const lastPaid = preview.allocation.reduce((last, line) => Math.max(last, line.number), 0);
  const from = Math.max(lastPaid + 1, preview.firstUnpaid ?? 1);
  return preview.schedule.filter((row) => row.number >= from);
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** The new schedule before the customer confirms: instalments left, new instalment, interest saved and the table. */
export function PaymentPreviewPanel({ preview }: { preview: PaymentPreviewView }) {
  if (preview.settles) {
    return (
      <Alert severity="success" role="status">
        This pays off your loan.
        {preview.interestSaved > 0 ? ` You save ${formatCedis(preview.interestSaved)} of interest.` : ''}
      </Alert>
    );
  }
  const rows = remainingInstalments(preview);
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Your schedule after this payment
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
        <Figure label="Instalments left" value={String(rows.length)} />
        <Figure label="New instalment" value={rows.length > 0 ? formatCedis(rows[0].total) : 'None'} />
        <Figure label="Interest saved" value={formatCedis(Math.max(0, preview.interestSaved))} />
      </Box>
      {preview.prepaid > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatCedis(preview.prepaid)} goes to your principal ahead of the schedule.
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <ScheduleTable rows={rows} label="New repayment schedule" />
      ) : null}
    </Box>
  );
}

export default PaymentPreviewPanel;
