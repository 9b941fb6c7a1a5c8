// The sign-in steps the server enforces: a temporary password is changed first, then staff set up
// two-factor sign-in (TOTP with backup codes), and an enrolled account answers a code at every sign-in.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { paths } from '../../lib/paths';
import { returnPath, signInStepPath } from '../../components/guards';
import { authClient, type AuthUser } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import type { SessionUser } from '../../lib/auth-init';
import { toastOptions } from '../../lib/toasts';
import { AuthCard } from './LoginPage';
import { PasswordStrength } from '../../components/PasswordStrength';
import { PASSWORD_HINT, passwordRule } from '../../lib/password';
import { TwoFactorCodeForm, twoFactorErrorMessage } from './TwoFactorCodeForm';

const WEAK_PASSWORD = 'Password does not meet requirements. Please use a stronger password.';
const NETWORK = 'Network error. Please check your internet connection and try again.';

/** Where a person goes once no sign-in step is owed: staff to the admin area (or where they were going there). */
function destination(user: SessionUser | null, state: unknown): string {
  const remembered = returnPath(state);
  if (!user || user.role === 'user') return remembered;
  return remembered.startsWith(paths.admin) ? remembered : paths.admin;
}

/** Re-reads the session after a step, so the app sees the flags the server now holds. */
async function refreshedUser(fallback: AuthUser | null): Promise<AuthUser | null> {
  try {
    return (await authClient.getSession()) ?? fallback;
  } catch {
    return fallback;
  }
}

const changeSchema = z
  .object({ currentPassword: z.string().min(1, 'Enter the temporary password.'), password: passwordRule, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' })
  .refine((values) => values.password !== values.currentPassword, { path: ['password'], message: 'Choose a password different from the temporary one.' });
type ChangeValues = z.infer<typeof changeSchema>;

export function ChangeTemporaryPasswordPage() {
  const { user, signedIn } = useAuth();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<ChangeValues>({ resolver: zodResolver(changeSchema) });
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.mustChangePassword) return <Navigate to={signInStepPath(user) ?? destination(user, location.state)} replace state={location.state} />;

  const onSubmit = async ({ currentPassword, password }: ChangeValues) => {
    setError(null);
    const result = await authClient.changePassword(currentPassword, password).catch(() => null);
    if (!result) return setError(NETWORK);
    if (result.error) {
      return setError(result.error.code === 'INVALID_PASSWORD' ? 'The temporary password is not correct.' : result.error.code === 'PASSWORD_TOO_WEAK' ? WEAK_PASSWORD : twoFactorErrorMessage(result.error));
    }
    const next = await refreshedUser(result.data.user);
    if (next) signedIn({ ...next, mustChangePassword: false });
    enqueueSnackbar('Your password has been changed.', toastOptions('success'));
  };

  return (
    <AuthCard title="Choose your own password" subtitle="You signed in with a temporary password. Choose a new one before you continue.">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Temporary password" type="password" autoComplete="current-password" {...register('currentPassword')} error={Boolean(formState.errors.currentPassword)} helperText={formState.errors.currentPassword?.message} fullWidth />
          <TextField label="New password" type="password" autoComplete="new-password" {...register('password')} error={Boolean(formState.errors.password)} helperText={formState.errors.password?.message ?? PASSWORD_HINT} fullWidth />
          <PasswordStrength password={watch('password') ?? ''} email={user?.email} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" {...register('confirmPassword')} error={Boolean(formState.errors.confirmPassword)} helperText={formState.errors.confirmPassword?.message} fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            Change password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/** The key of an otpauth URI, as the authenticator app takes it. */
export function keyOf(otpauthUri: string): string {
  return new URL(otpauthUri).searchParams.get('secret') ?? '';
}

/** The key of an otpauth URI, in groups of four as people type it. */
export function readableKey(otpauthUri: string): string {
  return keyOf(otpauthUri).replace(/(.{4})/g, '$1 ').trim();
}

/** Copies the key without its spaces, for an authenticator on this computer or a password manager. */
function CopyKeyButton({ otpauthUri }: { otpauthUri: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyOf(otpauthUri));
      enqueueSnackbar('Key copied.', toastOptions('success'));
    } catch {
      enqueueSnackbar('The key could not be copied: select it and copy it instead.', toastOptions('error'));
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ alignSelf: 'flex-start' }}>
      Copy key
    </Button>
  );
}

export function TwoFactorSetupPage() {
  const { user, signedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [savedCodes, setSavedCodes] = useState<string[] | null>(null);
  const passwordForm = useForm<{ password: string }>({ resolver: zodResolver(z.object({ password: z.string().min(1, 'Enter your password.') })) });
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.mustChangePassword) return <Navigate to={paths.changePassword} replace state={location.state} />;
  if (user.twoFactorEnabled && !savedCodes) return <Navigate to={destination(user, location.state)} replace />;

  const start = async ({ password }: { password: string }) => {
    setError(null);
    const result = await authClient.enableTwoFactor(password).catch(() => null);
    if (!result) return setError(NETWORK);
    if (result.error) return setError(twoFactorErrorMessage(result.error));
    setSetup(result.data);
  };
  const verify = async (code: string) => {
    if (!setup) return;
    setError(null);
    const result = await authClient.verifyTotp(code).catch(() => null);
    if (!result) return setError(NETWORK);
    if (result.error) return setError(twoFactorErrorMessage(result.error));
    setSavedCodes(setup.backupCodes);
    const next = await refreshedUser(result.data.user);
    if (next) signedIn({ ...next, twoFactorEnabled: true });
  };

  if (savedCodes) {
    return (
      <AuthCard title="Save your backup codes" subtitle="Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. They are shown only now.">
        <Box component="ol" aria-label="Backup codes" sx={{ columns: 2, pl: 3, my: 0, fontFamily: 'monospace', fontSize: '1rem' }}>
          {savedCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Alert severity="info" sx={{ my: 2 }}>
          Keep them somewhere safe and private, away from your phone. An administrator can reset your two-factor sign-in if you lose both.
        </Alert>
        <Button variant="contained" size="large" fullWidth onClick={() => navigate(destination(user, location.state), { replace: true })}>
          I have saved my backup codes
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set up two-factor sign-in" subtitle="Staff accounts sign in with a password and a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).">
      {!setup ? (
        <Box component="form" noValidate onSubmit={passwordForm.handleSubmit(start)}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Your password" type="password" autoComplete="current-password" {...passwordForm.register('password')} error={Boolean(passwordForm.formState.errors.password)} helperText={passwordForm.formState.errors.password?.message ?? 'Confirm it is you to start.'} fullWidth />
            <Button type="submit" variant="contained" size="large" disabled={passwordForm.formState.isSubmitting}>
              Continue
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack spacing={2}>
          <Typography>1. In your authenticator app, add an account by scanning this code:</Typography>
          <AuthenticatorQrCode uri={setup.totpURI} />
          <Typography variant="body2" color="text.secondary">
            Cannot scan it? Type this key instead (time-based):
          </Typography>
          <Box
            component="code"
            aria-label="Authenticator key"
            sx={{ display: 'block', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: '1.05rem', letterSpacing: 1, overflowWrap: 'anywhere' }}
          >
            {readableKey(setup.totpURI)}
          </Box>
          <CopyKeyButton otpauthUri={setup.totpURI} />
          <Typography variant="body2" color="text.secondary">
            On this phone? <Link href={setup.totpURI}>Open the key in your authenticator app</Link>.
          </Typography>
          <Typography>2. Enter the 6-digit code the app shows:</Typography>
          <TwoFactorCodeForm onSubmit={(code) => verify(code)} error={error} allowBackupCode={false} />
        </Stack>
      )}
    </AuthCard>
  );
}

/** The otpauth:// URI as a QR code (the kept `qrcode` library, drawn as SVG), for the authenticator app to scan. */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn), () => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <Box sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}>
      {svg && <Box component="img" src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} alt="QR code of your authenticator key" sx={{ width: '100%', height: '100%', display: 'block' }} />}
    </Box>
  );
}
