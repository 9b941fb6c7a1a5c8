import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCedis, formatDate } from '../lib/money';
import { ScheduleTable, type ScheduleTableRow } from './ScheduleTable';

export type DisclosureScheduleRow = ScheduleTableRow;

/** The figures of a quote (pesewas, basis points) the borrower must see before committing (Act 1052). */
export interface CreditDisclosureQuote {
  principal: number;
  months: number;
  processingFee: number;
  totalFees: number;
  monthlyRateBp: number;
  nominalAnnualRateBp: number;
  aprBp: number;
  totalInterest: number;
  totalCostOfCredit: number;
  totalRepayable: number;
  instalmentAmount: number;
  firstDueDate: string;
  latePaymentPolicy: string;
  /** reducing_balance or flat. */
  method: string;
  /** Always fixed. */
  rateType: string;
  /** Who receives the money and when; null on disclosures stored before the server recorded it. */
  payee?: string | null;
  /** The right to repay early and how the settlement amount is worked out, with the fee (server text). */
  earlyRepaymentPolicy: string;
  schedule: readonly DisclosureScheduleRow[];
}

/** What the credit pays for; decides the payee sentence when an old disclosure does not carry one. */
export type CreditProduct = 'rent' | 'bnpl';

/** The server's payee sentences (quote.service.ts PAYEE_TEXT), for disclosures stored before it sent them. */
export const PAYEE_TEXT: Record<CreditProduct, string> = {
  rent: 'The landlord, on the day we pay your rent',
  bnpl: 'The merchant, on the day we approve your order',
};

export const LABELS = {
  principal: 'Amount financed (principal)',
  payee: 'Who receives the money',
  fees: 'Fees',
  instalment: 'Monthly instalment',
  firstDue: 'First instalment due',
  monthlyRate: 'Monthly interest rate',
  nominalAnnualRate: 'Nominal annual rate',
  apr: 'Effective annual rate (APR)',
  rateType: 'Rate type',
  method: 'Interest method',
  totalInterest: 'Total interest',
  totalCostOfCredit: 'Total cost of credit',
  totalRepayable: 'Total repayable',
} as const;

const RATE_TYPE_TEXT: Record<string, string> = { fixed: 'Fixed for the whole term' };
const METHOD_TEXT: Record<string, string> = {
  reducing_balance: 'Reducing balance: each month’s interest is on the principal still owed',
  flat: 'Flat: each month’s interest is on the original principal',
};

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
  /** Names the payee when the quote itself does not (disclosures stored before the server recorded it). */
  product?: CreditProduct;
}

/**
 * The cost-of-credit disclosure: amounts, who is paid and when, monthly, nominal and effective annual rates (fixed),
 * the interest method, totals, the full schedule (principal, interest and balance), early repayment and late payment.
 */
export function CreditDisclosure({ quote, headingComponent = 'h2', title = 'Cost of credit', showLatePolicy = true, product }: CreditDisclosureProps) {
  const payee = quote.payee ?? (product ? PAYEE_TEXT[product] : null);
  const figures: Array<[string, string]> = [
    [LABELS.principal, formatCedis(quote.principal)],
    ...(payee ? [[LABELS.payee, payee] as [string, string]] : []),
    [LABELS.fees, formatCedis(quote.totalFees)],
    [LABELS.instalment, formatCedis(quote.instalmentAmount)],
    [LABELS.firstDue, formatDate(quote.firstDueDate)],
    [LABELS.monthlyRate, `${formatRate(quote.monthlyRateBp)} per month`],
    [LABELS.nominalAnnualRate, `${formatRate(quote.nominalAnnualRateBp)} per year`],
    [LABELS.apr, `${formatRate(quote.aprBp)} per year, fees included`],
    [LABELS.rateType, RATE_TYPE_TEXT[quote.rateType] ?? quote.rateType],
    [LABELS.method, METHOD_TEXT[quote.method] ?? quote.method],
    [LABELS.totalInterest, formatCedis(quote.totalInterest)],
    [LABELS.totalCostOfCredit, formatCedis(quote.totalCostOfCredit)],
    [LABELS.totalRepayable, formatCedis(quote.totalRepayable)],
  ];
  const titleId = `disclosure-${headingComponent}-${quote.months}`;
  const subheading = headingComponent === 'h2' ? 'h3' : 'h4';
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The effective annual rate (APR) counts monthly compounding and every fee, so it is higher than the nominal annual rate
        (the monthly rate × 12). Both are fixed: they do not change during your plan.
      </Typography>
      <Typography variant="subtitle1" component={subheading} sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        Repayment schedule ({quote.months} months)
      </Typography>
      <ScheduleTable rows={quote.schedule} label="Repayment schedule" />
      <Typography variant="subtitle1" component={subheading} sx={{ mt: 2, fontWeight: 600 }}>
        Repaying early
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {quote.earlyRepaymentPolicy}
      </Typography>
      {showLatePolicy ? (
        <>
          <Typography variant="subtitle1" component={subheading} sx={{ mt: 2, fontWeight: 600 }}>
            Late payment
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {quote.latePaymentPolicy}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

export default CreditDisclosure;
