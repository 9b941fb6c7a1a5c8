import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCedis, formatDate } from '../lib/money';
import { ScheduleTable, type ScheduleTableRow } from './ScheduleTable';

export interface HardshipPreviewData {
  capitalised: number;
  carriedInterest: number;
  arrearsKept: number;
  monthlyRateBp: number;
  monthlyAmount: number;
  firstDueDate: string;
  endDate: string;
  months: number;
  totalInterest: number;
  totalRepayable: number;
  aprBp: number;
  difference: number;
  current: { total: number; interest: number; endDate: string; monthlyAmount: number };
  newRows: readonly ScheduleTableRow[];
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** The restructured schedule with its full disclosure, compared with the schedule it replaces. */
export function HardshipPreviewView({ preview, title = 'Your new schedule' }: { preview: HardshipPreviewData; title?: string }) {
  const facts: Array<[string, string]> = [
    ['Monthly amount', formatCedis(preview.monthlyAmount)],
    ['First payment', formatDate(preview.firstDueDate)],
    ['End date', formatDate(preview.endDate)],
    ['New total interest', formatCedis(preview.totalInterest)],
    ['Total to repay', formatCedis(preview.totalRepayable)],
    ['APR', percent(preview.aprBp)],
    ['Monthly rate', percent(preview.monthlyRateBp)],
    ['Current schedule', `${formatCedis(preview.current.total)}, ending ${formatDate(preview.current.endDate)}`],
    ['Difference', `${preview.difference >= 0 ? '+' : ''}${formatCedis(preview.difference)}`],
  ];
  return (
    <Box data-testid="hardship-preview" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {preview.capitalised > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {formatCedis(preview.capitalised)} of overdue principal and interest is added to what you borrow and bears interest.
        </Alert>
      )}
      {preview.arrearsKept > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {formatCedis(preview.arrearsKept)} overdue stays due now.
        </Alert>
      )}
      <Box sx={{ mt: 1 }}>
        <ScheduleTable rows={preview.newRows} label="New schedule" />
      </Box>
    </Box>
  );
}
