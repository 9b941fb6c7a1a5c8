// The code step of two-factor sign-in (at sign-in and at enrolment) and the messages for better-auth's answers.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import type { AuthErrorLike } from '../../lib/auth-messages';

/** Messages for better-auth's two-factor answers. */
export function twoFactorErrorMessage(error: AuthErrorLike | null | undefined): string {
  switch (error?.code) {
    case 'INVALID_CODE':
      return 'That code is not correct. Check the time on your phone and try the newest code.';
    case 'INVALID_BACKUP_CODE':
      return 'That backup code is not correct or has already been used.';
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return 'This sign-in has timed out or had too many wrong codes. Please sign in again.';
    case 'INVALID_PASSWORD':
      return 'That password is not correct.';
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return error.message ?? 'Too many failed verification attempts. Please try again later.';
    default:
      return error?.status === 429 ? 'Too many attempts. Please wait a moment and try again.' : 'Something went wrong. Please try again.';
  }
}

const codeSchema = z.object({ code: z.string().trim().min(6, 'Enter the code.').max(20, 'Enter the code.') });

/** The code asked for at sign-in (and at enrolment): 6 digits from the app, or a backup code. */
export function TwoFactorCodeForm({
  onSubmit,
  error,
  allowBackupCode,
}: {
  onSubmit(code: string, kind: 'totp' | 'backup'): Promise<void>;
  error: string | null;
  allowBackupCode: boolean;
}) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const { register, handleSubmit, formState, reset } = useForm<{ code: string }>({ resolver: zodResolver(codeSchema) });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code.replace(/\s+/g, ''), kind))}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: kind === 'totp' ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 20 } }}
          {...register('code')}
          error={Boolean(formState.errors.code)}
          helperText={formState.errors.code?.message ?? (kind === 'totp' ? 'The 6-digit code your authenticator app shows now.' : 'One of the backup codes you saved; each works once.')}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Checking…' : 'Verify'}
        </Button>
        {allowBackupCode && (
          <Link
            component="button"
            type="button"
            onClick={() => {
              setKind(kind === 'totp' ? 'backup' : 'totp');
              reset();
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {kind === 'totp' ? 'Use a backup code instead' : 'Use my authenticator app instead'}
          </Link>
        )}
      </Stack>
    </Box>
  );
}

