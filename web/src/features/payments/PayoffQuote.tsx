import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCedis, formatDate } from '../../lib/money';

/** Today's early-settlement quote (pesewas; dates YYYY-MM-DD). */
export interface SettlementQuoteView {
  amount: number;
  principal: number;
  interest: number;
  fee: number;
  penalty: number;
  dailyInterest: number;
  /** Interest paid ahead beyond everything owed: settling gives it back as credit. */
  creditDue?: number;
  /** The settlement day. */
  on: string;
  validUntil: string;
}

export const PAYOFF_LABELS = {
  principal: 'Principal',
  interest: 'Interest to date',
  fee: 'Fees',
  penalty: 'Penalties',
} as const;

/** The payoff amount, what it is made of, how long it holds and what each further day adds. */
export function PayoffQuote({ quote, loading = false, error = null }: { quote: SettlementQuoteView | null; loading?: boolean; error?: string | null }) {
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!quote) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {loading ? 'Working out your payoff amount…' : 'Your payoff amount is not available yet.'}
      </Typography>
    );
  }
  const rows: Array<[string, number]> = [
    [PAYOFF_LABELS.principal, quote.principal],
    [PAYOFF_LABELS.interest, quote.interest],
    [PAYOFF_LABELS.fee, quote.fee],
    [PAYOFF_LABELS.penalty, quote.penalty],
  ];
  return (
    <Box component="section" aria-labelledby="payoff-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id="payoff-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Pay off today: {formatCedis(quote.amount)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {formatCedis(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* Which figure applies when: the amount up to the date, then the daily interest on top for each day after today. */}
      <Typography variant="body2">
        {formatCedis(quote.amount)} is valid until {formatDate(quote.validUntil)}.
      </Typography>
      {quote.dailyInterest > 0 ? (
        <Typography variant="body2" color="text.secondary">
          After that date, each further day adds {formatCedis(quote.dailyInterest)} of interest, counted from today.
        </Typography>
      ) : null}
      {quote.creditDue ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          You paid {formatCedis(quote.creditDue)} of interest ahead for time you will not use: settling gives it back to you as credit.
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Paying this amount closes your loan. You only pay interest up to today, not for the months ahead.
      </Typography>
    </Box>
  );
}

export default PayoffQuote;
