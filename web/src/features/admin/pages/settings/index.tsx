// /admin/settings: the staff member's own name and phone, password, and light/dark preference.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { PasswordStrength } from '../../../../components/PasswordStrength';
import { PASSWORD_HINT, passwordRule } from '../../../../lib/password';
import { GetStaffProfileDocument, UpdateStaffProfileDocument } from '../../gql/graphql';
import { authClient } from '../../../../lib/auth-client';
import { useColorMode } from '../../../../lib/color-mode';
import { formatGhanaPhone, optionalGhanaPhoneField, toE164 } from '../../../../lib/phone';
import { toastOptions } from '../../../../lib/toasts';
import { describeServerError } from '../../shared';

const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  phone: optionalGhanaPhoneField(),
});
type ProfileValues = z.infer<typeof profileSchema>;

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
type PasswordValues = z.infer<typeof passwordSchema>;

export function ProfileForm({ initial, busy, serverError, onSubmit }: { initial: ProfileValues; busy: boolean; serverError: { message: string; field: string | null } | null; onSubmit(values: ProfileValues): void }) {
  const { register, handleSubmit, formState } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: initial });
  const fieldError = (name: keyof ProfileValues) => formState.errors[name]?.message ?? (serverError?.field === name ? serverError.message : undefined);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      <TextField label="First name" required {...register('firstName')} error={Boolean(fieldError('firstName'))} helperText={fieldError('firstName')} />
      <TextField label="Last name" required {...register('lastName')} error={Boolean(fieldError('lastName'))} helperText={fieldError('lastName')} />
      <TextField label="Phone" {...register('phone')} slotProps={{ htmlInput: { inputMode: 'tel' } }} error={Boolean(fieldError('phone'))} helperText={fieldError('phone') ?? 'A Ghana number, e.g. 024 412 3456'} />
      {serverError && !serverError.field && <Alert severity="error">{serverError.message}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          Save profile
        </Button>
      </div>
    </Stack>
  );
}

export function PasswordForm({ busy, serverError, onSubmit }: { busy: boolean; serverError: string | null; onSubmit(values: PasswordValues): Promise<boolean> }) {
  const { register, handleSubmit, formState, reset, watch } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(async (values) => { if (await onSubmit(values)) reset(); })}>
      <TextField label="Current password" type="password" autoComplete="current-password" required {...register('currentPassword')} error={Boolean(errors.currentPassword)} helperText={errors.currentPassword?.message} />
      <TextField label="New password" type="password" autoComplete="new-password" required {...register('newPassword')} error={Boolean(errors.newPassword)} helperText={errors.newPassword?.message ?? PASSWORD_HINT} />
      <PasswordStrength password={watch('newPassword')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...register('confirmPassword')} error={Boolean(errors.confirmPassword)} helperText={errors.confirmPassword?.message} />
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          Change password
        </Button>
      </div>
    </Stack>
  );
}

function passwordErrorMessage(error: { code?: string; status?: number; message?: string }): string {
  if (error.code === 'INVALID_PASSWORD' || error.status === 401) return 'Your current password is not correct.';
  if (error.code === 'PASSWORD_TOO_WEAK' || error.code === 'PASSWORD_TOO_SHORT') return 'Password does not meet requirements. Please use a stronger password.';
  if (error.status === 429) return 'Too many attempts. Please try again later.';
  return error.message ?? 'The password could not be changed. Please try again.';
}

export default function AdminSettingsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { mode, toggle } = useColorMode();
  const { data, loading, error } = useQuery(GetStaffProfileDocument);
  const [updateProfile, updating] = useMutation(UpdateStaffProfileDocument);
  const [profileError, setProfileError] = useState<{ message: string; field: string | null } | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);

  if (loading && !data) return <LoadingSpinner message="Loading your profile..." />;
  const profile = data?.myProfile;

  return (
    <PageContainer title="Settings" subtitle="Your own account: name, phone, password and how the admin area looks." maxWidth="sm">
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="profile-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="profile-heading" variant="h6" component="h2">
            Profile
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Signed in as {profile?.email ?? '…'}. Customers see your name on ticket replies.
          </Typography>
          {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
          {profile && (
            <ProfileForm
              initial={{ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ? formatGhanaPhone(profile.phone) : '' }}
              busy={updating.loading}
              serverError={profileError}
              onSubmit={async (values) => {
                setProfileError(null);
                try {
                  await updateProfile({ variables: { input: { firstName: values.firstName, lastName: values.lastName, phone: values.phone ? (toE164(values.phone) ?? values.phone) : null } } });
                  enqueueSnackbar('Profile saved', toastOptions('success'));
                } catch (caught) {
                  const problem = describeServerError(caught);
                  setProfileError({ message: problem.message, field: problem.field });
                }
              }}
            />
          )}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="password-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="password-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            Password
          </Typography>
          <PasswordForm
            busy={changingPassword}
            serverError={passwordError}
            onSubmit={async (values) => {
              setPasswordError(null);
              setChangingPassword(true);
              try {
                const result = await authClient.changePassword(values.currentPassword, values.newPassword);
                if (result.error) {
                  setPasswordError(passwordErrorMessage(result.error));
                  return false;
                }
                enqueueSnackbar('Password changed; your other sessions were signed out', toastOptions('success'));
                return true;
              } catch {
                setPasswordError('Network error. Please check your internet connection and try again.');
                return false;
              } finally {
                setChangingPassword(false);
              }
            }}
          />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="theme-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="theme-heading" variant="h6" component="h2">
            Appearance
          </Typography>
          <FormControlLabel control={<Switch checked={mode === 'dark'} onChange={toggle} />} label="Dark theme" />
          <Typography variant="body2" color="text.secondary">
            Remembered on this device.
          </Typography>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
