import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { paths } from '../../lib/paths';
import { returnPath } from '../../components/guards';
import { authClient, type AuthUser } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { loginErrorMessage, loginResultMessage } from '../../lib/auth-messages';
import { TOAST_TEXTS, toastOptions } from '../../lib/toasts';
import { TwoFactorCodeForm, twoFactorErrorMessage } from './TwoFactorCodeForm';

const schema = z.object({
  email: z.email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
});
type LoginValues = z.infer<typeof schema>;

export interface LoginFormProps {
  onSubmit(values: LoginValues): Promise<void>;
  error: string | null;
}

/** Presentational login form: validates locally, shows the server's SPEC §8 message. */
export function LoginForm({ onSubmit, error }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: zodResolver(schema) });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  // An account with two-factor sign-in answers the password with a request for a code (no session yet).
  const [askingCode, setAskingCode] = useState(false);

  const finish = (user: AuthUser) => {
    signedIn(user);
    enqueueSnackbar(TOAST_TEXTS.loggedIn, toastOptions('success'));
    navigate(returnPath(location.state, user.role), { replace: true });
  };

  const onSubmit = async ({ email, password }: LoginValues) => {
    setError(null);
    try {
      const result = await authClient.signIn(email, password);
      if (result.data?.twoFactorRedirect) {
        setAskingCode(true);
        return;
      }
      const problem = loginResultMessage(result);
      if (problem || !result.data?.user) {
        setError(problem ?? loginErrorMessage(result.error));
        return;
      }
      finish(result.data.user);
    } catch (thrown) {
      setError(loginErrorMessage(thrown));
    }
  };

  const onCode = async (code: string, kind: 'totp' | 'backup') => {
    setError(null);
    const result = await (kind === 'totp' ? authClient.verifyTotp(code) : authClient.verifyBackupCode(code)).catch(() => null);
    if (!result) return setError(loginErrorMessage(new TypeError('Failed to fetch')));
    if (result.error) {
      setError(twoFactorErrorMessage(result.error));
      if (result.error.code === 'INVALID_TWO_FACTOR_COOKIE' || result.error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') setAskingCode(false);
      return;
    }
    finish(result.data.user);
  };

  if (askingCode) {
    return (
      <AuthCard title="Two-factor sign-in" subtitle="Enter the code from your authenticator app to finish signing in.">
        <TwoFactorCodeForm onSubmit={onCode} error={error} allowBackupCode />
        <Link component="button" type="button" onClick={() => { setAskingCode(false); setError(null); }} sx={{ mt: 2 }}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to manage your application, payments and orders.">
      <LoginForm onSubmit={onSubmit} error={error} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.forgotPassword}>
          Forgot password?
        </Link>
        <Link component={RouterLink} to={paths.register}>
          Create an account
        </Link>
      </Stack>
    </AuthCard>
  );
}
