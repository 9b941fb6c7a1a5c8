import { Alert, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatCedis, formatDate } from '../../lib/money';

/** The rentQuote fields the review step shows (Borrowers and Lenders Act 2020: rates per annum, APR, total cost, full schedule). */
export interface RentDisclosureQuote {
  principal: number;
  months: number;
  processingFee: number;
  upfrontFee: number;
  monthlyRateBp: number;
  nominalAnnualRateBp: number;
  aprBp: number;
  totalInterest: number;
  totalFees: number;
  totalCostOfCredit: number;
  totalRepayable: number;
  instalmentAmount: number;
  firstDueDate: string;
  latePaymentPolicy: string;
  rentActWarning?: string | null;
  schedule: ReadonlyArray<{ number: number; dueDate: string; principal: number; interest: number; fee: number; total: number; balanceAfter: number }>;
}

/** 450 → '4.50%'. */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const magnitude = Math.abs(bp);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}%`;
}

export function RentDisclosure({ quote }: { quote: RentDisclosureQuote }) {
  const rows: Array<[string, string]> = [
    ['Amount financed (principal)', formatCedis(quote.principal)],
    ['Fees', formatCedis(quote.totalFees)],
    ['Monthly interest rate', formatBasisPoints(quote.monthlyRateBp)],
    ['Annual interest rate', formatBasisPoints(quote.nominalAnnualRateBp)],
    ['Annual percentage rate (APR, fees included)', formatBasisPoints(quote.aprBp)],
    ['Total interest', formatCedis(quote.totalInterest)],
    ['Total cost of credit', formatCedis(quote.totalCostOfCredit)],
    ['Total repayable', formatCedis(quote.totalRepayable)],
    ['Monthly instalment', formatCedis(quote.instalmentAmount)],
    ['First instalment due', formatDate(`${quote.firstDueDate}T12:00:00Z`)],
  ];
  return (
    <Box component="section" aria-labelledby="disclosure-heading">
      <Typography id="disclosure-heading" variant="h6" component="h3" gutterBottom>
        Cost of credit disclosure
      </Typography>
      {quote.rentActWarning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {quote.rentActWarning}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, textAlign: { sm: 'right' } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h4" gutterBottom>
        Repayment schedule
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="Repayment schedule" sx={{ maxWidth: '100%', overflowX: 'auto', mb: 2 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">#</TableCell>
              <TableCell scope="col">Due date</TableCell>
              <TableCell scope="col" align="right">Principal</TableCell>
              <TableCell scope="col" align="right">Interest</TableCell>
              <TableCell scope="col" align="right">Fee</TableCell>
              <TableCell scope="col" align="right">Total</TableCell>
              <TableCell scope="col" align="right">Balance after</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quote.schedule.map((row) => (
              <TableRow key={row.number}>
                <TableCell>{row.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(`${row.dueDate}T12:00:00Z`)}</TableCell>
                <TableCell align="right">{formatCedis(row.principal)}</TableCell>
                <TableCell align="right">{formatCedis(row.interest)}</TableCell>
                <TableCell align="right">{formatCedis(row.fee)}</TableCell>
                <TableCell align="right">{formatCedis(row.total)}</TableCell>
                <TableCell align="right">{formatCedis(row.balanceAfter)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="subtitle1" component="h4" gutterBottom>
        Late payment
      </Typography>
      <Typography variant="body2">{quote.latePaymentPolicy}</Typography>
    </Box>
  );
}
