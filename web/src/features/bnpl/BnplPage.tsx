import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { CreditDisclosure, formatRate, type CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import { formatCedis } from '../../lib/money';

export interface BnplPageProps {
  amountText: string;
  onAmountChange: (text: string) => void;
  /** Shown under the amount field when it cannot be quoted. */
  amountError?: string | null;
  planOptions: readonly number[];
  months: number;
  onMonthsChange: (months: number) => void;
  monthlyRateBp: number;
  quote: CreditDisclosureQuote | null;
  quoteLoading: boolean;
  quoteError?: string | null;
}

const STEPS = [
  { title: 'Choose what you need', text: 'Pick furniture, appliances or electronics in our shop and add them to your cart.' },
  { title: 'Pick a plan', text: 'Spread the cost over 5 or 6 months. You see every cedi of the cost of credit before you commit.' },
  { title: 'Get approved, pay monthly', text: 'Our credit team decides within 24-48 hours; pay each instalment by mobile money or card.' },
];

export function BnplPage({
  amountText, onAmountChange, amountError, planOptions, months, onMonthsChange, monthlyRateBp, quote, quoteLoading, quoteError,
}: BnplPageProps) {
  return (
    <PageContainer
      title="Buy Now Pay Later"
      subtitle={`Furniture, appliances and electronics today; repay over ${planOptions.join(' or ')} months at ${formatRate(monthlyRateBp)} interest per month.`}
      actions={
        <Button component={RouterLink} to={paths.shop} variant="contained" size="large">
          Go to the shop
        </Button>
      }
    >
      <Typography variant="h5" component="h2" gutterBottom>
        How it works
      </Typography>
      <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
        {STEPS.map((step, index) => (
          <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="primary" component="p">
                  Step {index + 1}
                </Typography>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h5" component="h2" gutterBottom>
        Plan calculator
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatRate(monthlyRateBp)} per month is a nominal annual rate of {formatRate(monthlyRateBp * 12)}, fixed for the whole plan; the
        effective annual rate (APR) below counts compounding and fees and is the true annual cost.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()} aria-label="Plan calculator">
            <TextField
              label="Amount"
              value={amountText}
              onChange={(event) => onAmountChange(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError ?? 'The cash price of what you want to buy'}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">GH₵</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            />
            <FormControl>
              <FormLabel id="bnpl-months-label">Plan length</FormLabel>
              <RadioGroup row aria-labelledby="bnpl-months-label" value={String(months)} onChange={(event) => onMonthsChange(Number(event.target.value))}>
                {planOptions.map((option) => (
                  <FormControlLabel key={option} value={String(option)} control={<Radio />} label={`${option} months`} />
                ))}
              </RadioGroup>
            </FormControl>
            {quote ? (
              <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
                <CardContent>
                  <Typography color="text.secondary">Monthly instalment</Typography>
                  <Typography variant="h4" component="p" color="primary" aria-live="polite">
                    {formatCedis(quote.instalmentAmount)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    for {quote.months} months
                  </Typography>
                </CardContent>
              </Card>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {quoteError ? <Alert severity="error" role="alert">{quoteError}</Alert> : null}
          {quote ? (
            <CreditDisclosure quote={quote} headingComponent="h3" title="Your plan" product="bnpl" />
          ) : quoteLoading ? (
            <LoadingSpinner message="Calculating your plan..." />
          ) : null}
        </Grid>
      </Grid>
    </PageContainer>
  );
}

export default BnplPage;
