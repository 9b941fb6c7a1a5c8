import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Role } from '../../gql/graphql';
import { humanize } from '../../shared/StatusChip';
import { PasswordStrength } from '../../../../components/PasswordStrength';
import { passwordRule } from '../../../../lib/password';

export const createStaffSchema = z.object({
  email: z.email('Enter a valid email address.'),
  firstName: z.string().trim().min(1, 'First name is required.'),
  lastName: z.string().trim().min(1, 'Last name is required.'),
  role: z.string().min(1, 'Choose a role.'),
  temporaryPassword: passwordRule,
});
export type CreateStaffValues = z.infer<typeof createStaffSchema>;

export interface CreateStaffDialogProps {
  open: boolean;
  /** The roles this admin may grant. */
  roles: Role[];
  busy: boolean;
  /** The server's refusal; what was typed stays. */
  error: string | null;
  /** The field the server blamed (extensions.field). */
  errorField: string | null;
  onSubmit(values: CreateStaffValues): void;
  onClose(): void;
}

const EMPTY: CreateStaffValues = { email: '', firstName: '', lastName: '', role: '', temporaryPassword: '' };

export function CreateStaffDialog({ open, roles, busy, error, errorField, onSubmit, onClose }: CreateStaffDialogProps) {
  const { control, handleSubmit, reset, setError, watch } = useForm<CreateStaffValues>({ resolver: zodResolver(createStaffSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  useEffect(() => {
    const field = errorField?.replace(/^input\./, '');
    if (error && field && field in EMPTY) setError(field as keyof CreateStaffValues, { message: error });
  }, [error, errorField, setError]);
  const text = (name: keyof CreateStaffValues, label: string, type = 'text', autoComplete = 'off') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField {...field} label={label} type={type} autoComplete={autoComplete} required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
      )}
    />
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="create-staff-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="create-staff-title">Create staff account</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('email', 'Email', 'email')}
            {text('firstName', 'First name')}
            {text('lastName', 'Last name')}
            <Controller
              name="role"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select label="Role" required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {roles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {humanize(role)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {text('temporaryPassword', 'Temporary password', 'text', 'new-password')}
            <PasswordStrength password={watch('temporaryPassword')} email={watch('email')} />
            {error && !errorField ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Creating…' : 'Create account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
