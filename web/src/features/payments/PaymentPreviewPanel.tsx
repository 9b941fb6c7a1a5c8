import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrepaymentChoice } from '../../gql/graphql';
import { ScheduleTable, type ScheduleTableRow } from '../../components/ScheduleTable';
import { formatCedis, formatDate } from '../../lib/money';

export type PreviewScheduleRow = ScheduleTableRow;

/** What a payment puts on one instalment, and what that instalment still asks for afterwards. */
export interface InstalmentCoverView {
  number: number;
  dueDate: string;
  amount: number;
  leftAfter: number;
}

/** What paying `amount` today with `prepayment` does (from the server's paymentPreview). */
export interface PaymentPreviewView {
  amount: number;
  /** Null: the money covers instalments in due order; a choice: principal paid off early, schedule re-drawn. */
  prepayment: PrepaymentChoice | null;
  settles: boolean;
  /** The instalments the payment reaches, in due order. */
  covers: readonly InstalmentCoverView[];
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

const joinAnd = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/** "This payment covers instalment 2, due 22 Jan 2027." — what the customer reads before paying. */
export function coverageText(covers: readonly InstalmentCoverView[], prepaid: number): string {
  const covered = covers.filter((cover) => cover.leftAfter === 0);
  const parts: string[] = [];
  if (covered.length === 1) parts.push(`covers instalment ${covered[0].number}, due ${formatDate(covered[0].dueDate)}`);
  if (covered.length > 1) parts.push(`covers instalments ${joinAnd(covered.map((cover) => `${cover.number} (due ${formatDate(cover.dueDate)})`))}`);
  for (const cover of covers.filter((row) => row.leftAfter > 0)) {
    parts.push(`pays ${formatCedis(cover.amount)} towards instalment ${cover.number}, due ${formatDate(cover.dueDate)}, leaving ${formatCedis(cover.leftAfter)} to pay on it`);
  }
  if (prepaid > 0) parts.push(`pays ${formatCedis(prepaid)} of your principal early`);
  return parts.length > 0 ? `This payment ${joinAnd(parts)}.` : 'This payment does not reach any instalment.';
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
  const coverage = (
    <Typography id="preview-coverage" sx={{ fontWeight: 600, mb: preview.prepayment ? 1 : 0 }}>
      {coverageText(preview.covers, preview.prepaid)}
    </Typography>
  );
  if (!preview.prepayment) return coverage;
  const rows = remainingInstalments(preview);
  return (
    <Box component="section" aria-labelledby="preview-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Your schedule after this payment
      </Typography>
      {coverage}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
        <Figure label="Instalments left" value={String(rows.length)} />
        <Figure label="New instalment" value={rows.length > 0 ? formatCedis(rows[0].total) : 'None'} />
        <Figure label="Interest saved" value={formatCedis(Math.max(0, preview.interestSaved))} />
      </Box>
      {rows.length > 0 ? (
        <ScheduleTable rows={rows} label="New repayment schedule" />
      ) : null}
    </Box>
  );
}

export default PaymentPreviewPanel;
