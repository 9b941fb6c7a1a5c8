import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { paths } from '../../lib/paths';
import { authClient } from '../../lib/auth-client';
import { toastOptions } from '../../lib/toasts';
import { AuthCard } from './LoginPage';
import { PasswordStrength } from '../../components/PasswordStrength';
import { PASSWORD_HINT, passwordRule } from '../../lib/password';

const emailSchema = z.object({ email: z.email('Enter a valid email address.') });

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(emailSchema) });
  const onSubmit = async ({ email }: { email: string }) => {
    setError(null);
    const result = await authClient.requestPasswordReset(email).catch(() => null);
    // The same answer whether or not the address is registered, so accounts cannot be discovered.
    if (result && result.error && result.error.status === 429) setError('Too many requests. Please try again later.');
    else if (!result) setError('Network error. Please check your internet connection and try again.');
    else setSent(true);
  };
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new password.">
      {sent ? (
        <Alert severity="success">If an account exists for that email, a reset link is on its way. It is valid for one hour.</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={Boolean(formState.errors.email)} helperText={formState.errors.email?.message} fullWidth />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Send reset link
            </Button>
          </Stack>
        </Box>
      )}
      <Link component={RouterLink} to={paths.login} sx={{ display: 'inline-block', mt: 2 }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}

// zod 4 refuses .pick() on a refined object (registerSchema), so the reset form builds its own from the same rule.
const resetSchema = z.object({ password: passwordRule, confirmPassword: z.string() }).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  message: 'The passwords do not match.',
});

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(params.get('error') ? 'This reset link is invalid or has expired. Please ask for a new one.' : null);
  const { register, handleSubmit, formState, watch } = useForm<{ password: string; confirmPassword: string }>({ resolver: zodResolver(resetSchema) });
  const onSubmit = async ({ password }: { password: string }) => {
    if (!token) return;
    const result = await authClient.resetPassword(token, password).catch(() => null);
    if (!result || result.error) {
      setError(result?.error?.code === 'INVALID_TOKEN' || !result ? 'This reset link is invalid or has expired. Please ask for a new one.' : 'Password does not meet requirements. Please use a stronger password.');
      return;
    }
    enqueueSnackbar('Your password has been changed. Please sign in.', toastOptions('success'));
    navigate(paths.login, { replace: true });
  };
  return (
    <AuthCard title="Choose a new password">
      {!token ? (
        <Alert severity="error">This reset link is invalid or has expired. Please ask for a new one.</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="New password" type="password" autoComplete="new-password" {...register('password')} error={Boolean(formState.errors.password)} helperText={formState.errors.password?.message ?? PASSWORD_HINT} fullWidth />
            <PasswordStrength password={watch('password') ?? ''} />
            <TextField label="Confirm new password" type="password" autoComplete="new-password" {...register('confirmPassword')} error={Boolean(formState.errors.confirmPassword)} helperText={formState.errors.confirmPassword?.message} fullWidth />
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              Change password
            </Button>
          </Stack>
        </Box>
      )}
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ display: 'inline-block', mt: 2 }}>
        Ask for a new link
      </Link>
    </AuthCard>
  );
}
