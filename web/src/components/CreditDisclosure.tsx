import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCedis, formatDate } from '../lib/money';

export interface DisclosureScheduleRow {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  fee: number;
  total: number;
  balanceAfter: number;
}

/** The figures of a bnplQuote (pesewas, basis points) the borrower must see before committing. */
export interface CreditDisclosureQuote {
  principal: number;
  months: number;
  processingFee: number;
  totalFees: number;
  monthlyRateBp: number;
  nominalAnnualRateBp: number;
  aprBp: number;
  totalInterest: number;
  totalRepayable: number;
  instalmentAmount: number;
  latePaymentPolicy: string;
  schedule: readonly DisclosureScheduleRow[];
}

/** 400 → '4%', 4825 → '48.25%'. */
export function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = Math.abs(basisPoints % 100);
  return `${whole}${fraction ? `.${fraction.toString().padStart(2, '0').replace(/0$/, '')}` : ''}%`;
}

export interface CreditDisclosureProps {
  quote: CreditDisclosureQuote;
  /** Heading level of the section title (the page decides). */
  headingComponent?: 'h2' | 'h3';
  title?: string;
  showLatePolicy?: boolean;
}

/** The cost-of-credit disclosure: amounts, monthly and annual rates, APR, totals, schedule and late-payment policy. */
export function CreditDisclosure({ quote, headingComponent = 'h2', title = 'Cost of credit', showLatePolicy = true }: CreditDisclosureProps) {
  const figures: Array<[string, string]> = [
    ['Amount financed (principal)', formatCedis(quote.principal)],
    ['Fees', formatCedis(quote.totalFees)],
    ['Monthly instalment', formatCedis(quote.instalmentAmount)],
    ['Monthly interest rate', `${formatRate(quote.monthlyRateBp)} per month`],
    ['Annual interest rate', `${formatRate(quote.nominalAnnualRateBp)} per year`],
    ['APR (annual percentage rate)', formatRate(quote.aprBp)],
    ['Total interest', formatCedis(quote.totalInterest)],
    ['Total repayable', formatCedis(quote.totalRepayable)],
  ];
  const titleId = `disclosure-${headingComponent}-${quote.months}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component={headingComponent} gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } }} data-testid={`disclosure-${label}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component={headingComponent === 'h2' ? 'h3' : 'h4'} sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        Repayment schedule ({quote.months} months)
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Repayment schedule">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Interest</TableCell>
              <TableCell align="right">Instalment</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {quote.schedule.map((row) => (
              <TableRow key={row.number}>
                <TableCell>{row.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.dueDate)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatCedis(row.interest)}</TableCell>
                <TableCell align="right">{formatCedis(row.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {showLatePolicy ? (
        <Stack sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            Late payment
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {quote.latePaymentPolicy}
          </Typography>
        </Stack>
      ) : null}
    </Box>
  );
}

export default CreditDisclosure;
