import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Grid, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { CheckEligibilityDocument, type CheckEligibilityQuery, type EmploymentType as EligibilityEmploymentType } from '../../gql/graphql';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '../../lib/employment';
import { useAuth } from '../../lib/auth-context';
import { formatCedis, parseCedisToPesewas } from '../../lib/money';
import { creditTermsFrom, useSiteSettings } from '../../lib/site-settings';
import { saveEligibility } from '../../lib/storage';

// The one list of employment types, shared with the application form and the server.
export { EMPLOYMENT_TYPE_LABELS };

/** Months offered, from the public setting credit.rent_repayment_months. */
export function repaymentMonthsFrom(values: Map<string, unknown>): number[] {
  return creditTermsFrom(values).rentRepaymentMonths;
}

const cedis = (required: string, allowZero = false) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => parseCedisToPesewas(text) !== null, 'Enter an amount in cedis, like 2,500 or 2500.50.')
    .refine((text) => allowZero || (parseCedisToPesewas(text) ?? 0) > 0, 'Enter an amount more than zero.');

export const eligibilitySchema = z.object({
  monthlyNetIncome: cedis('Enter your monthly net income.'),
  employmentType: z.enum(EMPLOYMENT_TYPES, {
    message: 'Choose your employment type.',
  }),
  amountRequested: cedis('Enter the amount you want.'),
  existingMonthlyDebts: cedis('Enter your monthly debt payments (0 if none).', true),
  months: z.coerce.number<string | number>().int().positive('Choose the number of months.'),
});
export type EligibilityValues = z.input<typeof eligibilitySchema>;
export type EligibilityResult = CheckEligibilityQuery['eligibilityCheck'];

export interface EligibilityFormProps {
  months: number[];
  onSubmit(input: { monthlyNetIncome: number; employmentType: EligibilityEmploymentType; amountRequested: number; existingMonthlyDebts: number; months: number }): void | Promise<void>;
  disabled?: boolean;
  error?: string | null;
}

export function EligibilityForm({ months, onSubmit, disabled = false, error = null }: EligibilityFormProps) {
  const { register, handleSubmit, formState, control } = useForm<EligibilityValues, unknown, z.output<typeof eligibilitySchema>>({
    resolver: zodResolver(eligibilitySchema),
    defaultValues: { monthlyNetIncome: '', employmentType: '' as EligibilityEmploymentType, amountRequested: '', existingMonthlyDebts: '0', months: String(months.includes(6) ? 6 : months[0]) },
  });
  const field = (name: keyof EligibilityValues) => ({
    ...register(name),
    error: Boolean(formState.errors[name]),
    helperText: formState.errors[name]?.message,
    fullWidth: true,
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Eligibility check"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          monthlyNetIncome: parseCedisToPesewas(values.monthlyNetIncome) as number,
          employmentType: values.employmentType,
          amountRequested: parseCedisToPesewas(values.amountRequested) as number,
          existingMonthlyDebts: parseCedisToPesewas(values.existingMonthlyDebts) as number,
          months: values.months,
        }),
      )}
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Monthly net income (GH₵)" inputMode="decimal" {...field('monthlyNetIncome')} />
        <Controller
          name="employmentType"
          control={control}
          render={({ field: { ref, ...rest } }) => (
            <TextField select label="Employment type" inputRef={ref} {...rest} error={Boolean(formState.errors.employmentType)} helperText={formState.errors.employmentType?.message} fullWidth>
              {Object.entries(EMPLOYMENT_TYPE_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField label="Amount you want (GH₵)" inputMode="decimal" {...field('amountRequested')} />
        <TextField label="Existing monthly debt payments (GH₵)" inputMode="decimal" {...field('existingMonthlyDebts')} />
        <Controller
          name="months"
          control={control}
          render={({ field: { ref, value, ...rest } }) => (
            <TextField select label="Repayment months" inputRef={ref} value={String(value)} {...rest} error={Boolean(formState.errors.months)} helperText={formState.errors.months?.message} fullWidth>
              {months.map((count) => (
                <MenuItem key={count} value={String(count)}>
                  {count} months
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={disabled || formState.isSubmitting}>
          {disabled ? 'Checking…' : 'Check eligibility'}
        </Button>
      </Stack>
    </Box>
  );
}

export function EligibilityResultCard({ result, signedIn }: { result: EligibilityResult; signedIn: boolean }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="eligibility-result-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="eligibility-result-heading" variant="h5" component="h2">
            {result.eligible ? 'You are eligible' : 'You are not eligible yet'}
          </Typography>
          <Alert severity={result.eligible ? 'success' : 'warning'} role="status">
            {result.eligible
              ? 'Your income can carry the instalments for this amount. You can apply now.'
              : 'Based on what you entered, we cannot offer this amount right now.'}
          </Alert>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: 1 }}>
            <Typography component="dt" color="text.secondary">
              Largest affordable monthly instalment
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatCedis(result.maxAffordableInstalment)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Estimated monthly instalment
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatCedis(result.estimatedInstalment)}
            </Typography>
          </Box>
          {result.reasons.length > 0 && (
            <Box>
              <Typography variant="subtitle1" component="h3">
                Reasons
              </Typography>
              <List dense>
                {result.reasons.map((reason) => (
                  <ListItem key={reason} disableGutters>
                    <ListItemText primary={reason} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          {result.suggestion && result.suggestion.texts.length > 0 && (
            <Box component="section" aria-labelledby="eligibility-suggestion-heading">
              <Typography id="eligibility-suggestion-heading" variant="subtitle1" component="h3">
                What would work
              </Typography>
              <List dense>
                {result.suggestion.texts.map((text) => (
                  <ListItem key={text} disableGutters>
                    <ListItemText primary={text} />
                  </ListItem>
                ))}
              </List>
              <Typography variant="body2" color="text.secondary">
                Change the amount or the repayment months above and check again.
              </Typography>
            </Box>
          )}
          {result.eligible && result.explanations.length > 0 && (
            <Box>
              <Typography variant="subtitle1" component="h3">
                Why
              </Typography>
              <List dense>
                {result.explanations.filter((entry) => entry.passed).map((entry) => (
                  <ListItem key={entry.code} disableGutters>
                    <ListItemText primary={entry.text} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            This check is automatic and uses only the figures above. A person in our credit team decides on every
            application, and you can ask for a human review of a rejection.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {result.eligible && signedIn && (
              <Button component={RouterLink} to={paths.application} variant="contained">
                Apply now
              </Button>
            )}
            {result.eligible && !signedIn && (
              <Button component={RouterLink} to={paths.register} variant="contained">
                Register to apply
              </Button>
            )}
            {!result.eligible && (
              <Button component={RouterLink} to={paths.ticketsCreate} variant="outlined">
                Talk to support
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function EligibilityPage() {
  const { user } = useAuth();
  const site = useSiteSettings();
  const [check, { loading }] = useLazyQuery(CheckEligibilityDocument, { fetchPolicy: 'network-only' });
  const [result, setResult] = useState<EligibilityResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit: EligibilityFormProps['onSubmit'] = async (input) => {
    setError(null);
    try {
      const { data, error: queryError } = await check({ variables: { input } });
      if (!data) {
        setError(queryError?.message ?? 'We could not check your eligibility. Please try again.');
        return;
      }
      setResult(data.eligibilityCheck);
      saveEligibility(data.eligibilityCheck.eligible);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'We could not check your eligibility. Please try again.');
    }
  };

  return (
    <PageContainer title="Check your eligibility" subtitle="A quick affordability check before you apply. It does not affect your credit record." maxWidth="md">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: result ? 6 : 8 }}>
          <EligibilityForm months={repaymentMonthsFrom(site.values)} onSubmit={onSubmit} disabled={loading} error={error} />
        </Grid>
        {result && (
          <Grid size={{ xs: 12, md: 6 }}>
            <EligibilityResultCard result={result} signedIn={user !== null} />
          </Grid>
        )}
      </Grid>
    </PageContainer>
  );
}
