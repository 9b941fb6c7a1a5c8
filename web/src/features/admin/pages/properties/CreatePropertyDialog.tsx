import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PropertyType } from '../../gql/graphql';
import { ghanaPhoneField, toE164 } from '../../../../lib/phone';
import { humanize } from '../../shared/StatusChip';

export const PROPERTY_TYPES: PropertyType[] = ['single_room', 'chamber_and_hall', 'self_contained', 'apartment', 'house', 'other'];

export const propertySchema = z.object({
  address: z.string().trim().min(5, 'Give the full address (at least 5 characters).').max(300),
  digitalAddress: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-\d{3,4}-\d{4}$/, 'Use a GhanaPost GPS address like GA-183-8164.'),
  landlordName: z.string().trim().min(2, 'Give the landlord’s name.').max(120),
  landlordPhone: ghanaPhoneField('Give the landlord’s phone number.').transform((value) => toE164(value) ?? value),
  propertyType: z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]], { message: 'Choose the type of home.' }),
});
export type PropertyValues = z.infer<typeof propertySchema>;
type PropertyForm = z.input<typeof propertySchema>;

const EMPTY = { address: '', digitalAddress: '', landlordName: '', landlordPhone: '', propertyType: '' } as unknown as PropertyForm;

export interface CreatePropertyDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  errorField: string | null;
  onSubmit(values: PropertyValues): void;
  onClose(): void;
}

export function CreatePropertyDialog({ open, busy, error, errorField, onSubmit, onClose }: CreatePropertyDialogProps) {
  const { control, handleSubmit, reset, setError } = useForm<PropertyForm, unknown, PropertyValues>({ resolver: zodResolver(propertySchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  useEffect(() => {
    const field = errorField?.replace(/^input\./, '');
    if (error && field && field in EMPTY) setError(field as keyof PropertyForm, { message: error });
  }, [error, errorField, setError]);
  const text = (name: Exclude<keyof PropertyForm, 'propertyType'>, label: string, placeholder?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField {...field} label={label} placeholder={placeholder} required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
      )}
    />
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="create-property-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="create-property-title">Add property</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('address', 'Address', 'House No. 5, Kofi Annan Street, Accra')}
            {text('digitalAddress', 'GhanaPost GPS', 'GA-183-8164')}
            {text('landlordName', 'Landlord name')}
            {text('landlordPhone', 'Landlord phone', '024 412 3456')}
            <Controller
              name="propertyType"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select label="Type" required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {PROPERTY_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {humanize(type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {error && !errorField ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Add property'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
