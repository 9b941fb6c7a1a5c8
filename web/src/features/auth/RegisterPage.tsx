import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { paths } from '../../lib/paths';
import { authClient, type AuthUser } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { registerWithRetry, registrationErrorMessage } from '../../lib/auth-messages';
import { TOAST_TEXTS, toastOptions } from '../../lib/toasts';
import { AuthCard } from './LoginPage';
import { PasswordStrength } from '../../components/PasswordStrength';
import { PASSWORD_HINT, passwordRule } from '../../lib/password';

/** The new-password rule (the server applies the full policy); re-exported for the other password forms. */
export { passwordRule };

export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Enter your first name.').max(80),
    lastName: z.string().trim().min(1, 'Enter your last name.').max(80),
    email: z.email('Enter a valid email address.'),
    password: passwordRule,
    confirmPassword: z.string(),
    // Act 843 consent: never pre-ticked; the server records the versions accepted, when and from where.
    acceptTerms: z.boolean().refine((value) => value, 'Please accept the Terms of Service and the Privacy Policy to create your account.'),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' });
export type RegisterValues = z.infer<typeof registerSchema>;

export function RegisterForm({ onSubmit, error, waitingNote }: { onSubmit(values: RegisterValues): Promise<void>; error: string | null; waitingNote: string | null }) {
  const { register, handleSubmit, formState, watch } = useForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: { acceptTerms: false } });
  const field = (name: keyof RegisterValues) => ({
    ...register(name),
    error: Boolean(formState.errors[name]),
    helperText: formState.errors[name]?.message,
    fullWidth: true,
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {waitingNote && <Alert severity="info">{waitingNote}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Stack>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} helperText={formState.errors.password?.message ?? PASSWORD_HINT} />
        <PasswordStrength password={watch('password') ?? ''} email={watch('email')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <FormControl error={Boolean(formState.errors.acceptTerms)}>
          <FormControlLabel
            control={<Checkbox {...register('acceptTerms')} />}
            label={
              <Typography variant="body2">
                I accept the Terms of Service and the Privacy Policy (read the{' '}
                <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
                  Terms
                </Link>{' '}
                and the{' '}
                <Link component={RouterLink} to={paths.privacy} target="_blank" rel="noopener">
                  Privacy Policy
                </Link>
                ).
              </Typography>
            }
          />
          {formState.errors.acceptTerms && <FormHelperText>{formState.errors.acceptTerms.message}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const [waitingNote, setWaitingNote] = useState<string | null>(null);

  const onSubmit = async ({ firstName, lastName, email, password }: RegisterValues) => {
    setError(null);
    try {
      const result = await registerWithRetry<{ user: AuthUser }>(
        () => authClient.signUp({ email, password, firstName, lastName, acceptTerms: true }),
        (ms) => {
          setWaitingNote(`Our email service is busy; trying again in ${Math.round(ms / 1000)} seconds…`);
          return new Promise((resolve) => setTimeout(resolve, ms));
        },
      );
      setWaitingNote(null);
      if (!result.data) {
        setError(registrationErrorMessage(result.error));
        return;
      }
      signedIn(result.data.user);
      enqueueSnackbar(TOAST_TEXTS.registered, toastOptions('success'));
      navigate(paths.dashboard, { replace: true });
    } catch (thrown) {
      setWaitingNote(null);
      setError(registrationErrorMessage(thrown));
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Register to check eligibility, apply for rent assistance and shop with Buy Now Pay Later.">
      <RegisterForm onSubmit={onSubmit} error={error} waitingNote={waitingNote} />
      <Typography sx={{ mt: 2 }}>
        Already registered?{' '}
        <Link component={RouterLink} to={paths.login}>
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
