import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/PageContainer';
import { PasswordStrength } from '../../components/PasswordStrength';
import { PASSWORD_HINT, passwordRule, WEAK_PASSWORD_MESSAGE } from '../../lib/password';
import { PrivacySection } from './PrivacySection';
import { MessagePreferences } from './MessagePreferences';
import { GHANA_REGION_OPTIONS } from '../../lib/ghana-regions';
import { formatGhanaPhone } from '../../lib/phone';
import {
  profileSchema,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormValues,
  type ServerFieldError,
} from './profileSchema';

export interface ProfileData {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  dateOfBirth?: string | null;
  ghanaCardNumber?: string | null;
  residentialAddress?: string | null;
  digitalAddress?: string | null;
  city?: string | null;
  region?: string | null;
  isComplete: boolean;
  /** Names, date of birth and Ghana Card number were checked with an application: changed by a correction request. */
  identityLocked?: boolean;
}

const IDENTITY_FIELDS: ReadonlySet<ProfileField> = new Set<ProfileField>(['firstName', 'lastName', 'dateOfBirth', 'ghanaCardNumber']);
export const IDENTITY_LOCKED_HELPER = 'Checked with your application. To change it, ask for a correction under Privacy below.';

export interface ProfilePageProps {
  profile: ProfileData;
  /** Saves; resolves with the server's complaint (mapped to a field when it names one) or null when saved. */
  onSave: (values: ProfileFormValues) => Promise<ServerFieldError | null>;
  /** Resolves with an error message or null when the password changed. */
  onChangePassword: (currentPassword: string, newPassword: string) => Promise<string | null>;
  today?: () => Date;
}

function toFormValues(profile: ProfileData): ProfileFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ? formatGhanaPhone(profile.phone) : '',
    dateOfBirth: profile.dateOfBirth ?? '',
    ghanaCardNumber: profile.ghanaCardNumber ?? '',
    residentialAddress: profile.residentialAddress ?? '',
    digitalAddress: profile.digitalAddress ?? '',
    city: profile.city ?? '',
    region: profile.region ?? '',
  };
}

const FIELDS: Array<{
  name: ProfileField;
  label: string;
  helper?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  wide?: boolean;
}> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', helper: 'A Ghana number, e.g. 024 412 3456 or +233 24 412 3456' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autoComplete: 'bday', helper: 'You must be 18 or older' },
  { name: 'ghanaCardNumber', label: 'Ghana Card number', helper: 'As printed on the card: GHA-XXXXXXXXX-X' },
  { name: 'digitalAddress', label: 'GhanaPost GPS digital address', helper: 'e.g. GA-183-8164' },
  { name: 'residentialAddress', label: 'Residential address', autoComplete: 'street-address', wide: true, helper: 'House number, street and area' },
  { name: 'city', label: 'City or town', autoComplete: 'address-level2' },
];

export function ProfileDetailsForm({ profile, onSave, today }: Pick<ProfilePageProps, 'profile' | 'onSave' | 'today'>) {
  const schema = useMemo(() => profileSchema(today), [today]);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const problem = await onSave(values);
    if (!problem) {
      reset(values);
      setSaved(true);
      return;
    }
    if (problem.field) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
    else setFormError(problem.message);
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-details-title">
      <CardContent>
        <Typography id="profile-details-title" variant="h6" component="h2" gutterBottom>
          Personal details
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Signed in as <strong>{profile.email}</strong>.{' '}
          {profile.isComplete
            ? 'Your details are complete.'
            : 'Complete every field below before you apply for rent assistance; we use them to verify your identity (KYC).'}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="profile-details-title">
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          {saved && !formState.isDirty ? (
            <Alert severity="success" role="status">
              Your profile has been saved.
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            {FIELDS.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
                <Controller
                  name={field.name}
                  control={control}
                  render={({ field: input, fieldState }) => {
                    // Checked with an application: read-only here (the server refuses a change too); an empty one may be filled.
                    const locked = Boolean(profile.identityLocked) && IDENTITY_FIELDS.has(field.name) && Boolean(toFormValues(profile)[field.name]);
                    return (
                    <TextField
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      label={field.label}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      required={field.required}
                      fullWidth
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? (locked ? IDENTITY_LOCKED_HELPER : field.helper)}
                      disabled={busy}
                      slotProps={{ ...(field.type === 'date' ? { inputLabel: { shrink: true } } : {}), htmlInput: { readOnly: locked } }}
                    />
                    );
                  }}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="region"
                control={control}
                render={({ field: input, fieldState }) => (
                  <TextField
                    select
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                    label="Region"
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'One of Ghana’s 16 regions'}
                    disabled={busy}
                  >
                    <MenuItem value="">
                      <em>Not set</em>
                    </MenuItem>
                    {GHANA_REGION_OPTIONS.map((region) => (
                      <MenuItem key={region.value} value={region.value}>
                        {region.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </Grid>
          <div>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

export { WEAK_PASSWORD_MESSAGE };

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

type PasswordValues = z.infer<typeof passwordSchema>;

export function ChangePasswordForm({ onChangePassword }: Pick<ProfilePageProps, 'onChangePassword'>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const { control, handleSubmit, reset, formState, watch } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setChanged(false);
    const problem = await onChangePassword(values.currentPassword, values.newPassword);
    if (problem) {
      setFormError(problem);
      return;
    }
    reset();
    setChanged(true);
  });

  const fields: Array<{ name: keyof PasswordValues; label: string; autoComplete: string; helper?: string }> = [
    { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'New password', autoComplete: 'new-password', helper: PASSWORD_HINT },
    { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
  ];

  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h6" component="h2" gutterBottom>
          Change password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Other devices signed in to your account will be signed out.
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="change-password-title">
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          {changed ? (
            <Alert severity="success" role="status">
              Your password has been changed.
            </Alert>
          ) : null}
          {fields.map((field) => (
            <Controller
              key={field.name}
              name={field.name}
              control={control}
              render={({ field: input, fieldState }) => (
                <TextField
                  name={input.name}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  inputRef={input.ref}
                  type="password"
                  label={field.label}
                  autoComplete={field.autoComplete}
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? field.helper}
                  disabled={busy}
                />
              )}
            />
          ))}
          <PasswordStrength password={watch('newPassword') ?? ''} />
          <div>
            <Button type="submit" variant="outlined" disabled={busy}>
              {busy ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ProfilePage({ profile, onSave, onChangePassword, today }: ProfilePageProps) {
  return (
    <PageContainer title="Profile settings" subtitle="Keep your contact and identity details up to date." maxWidth="md">
      <Stack spacing={3}>
        <ProfileDetailsForm profile={profile} onSave={onSave} today={today} />
        <ChangePasswordForm onChangePassword={onChangePassword} />
        <PrivacySection />
        <MessagePreferences />
      </Stack>
    </PageContainer>
  );
}

export default ProfilePage;
