import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import type { TicketCategory } from '../../gql/graphql';
import type { UploadedFile } from '../../lib/upload';
import { AttachFiles } from './AttachFiles';
import { TICKET_CATEGORY_LABELS } from './ticket-labels';

const categories = Object.keys(TICKET_CATEGORY_LABELS) as [TicketCategory, ...TicketCategory[]];

export const ticketSchema = z.object({
  subject: z.string().trim().min(3, 'Enter a subject of at least 3 characters').max(150, 'Keep the subject under 150 characters'),
  category: z.enum(categories, { message: 'Choose a category' }),
  body: z.string().trim().min(1, 'Describe your problem or question').max(5000, 'Keep your message under 5000 characters'),
});

export type TicketFormValues = z.output<typeof ticketSchema>;

export interface TicketCreatePageProps {
  /** The form's values and the ids of the files uploaded for the first message. */
  onSubmit: (values: TicketFormValues, attachmentUploadIds: string[]) => Promise<void> | void;
  /** Uploads one file (POST /api/files); without it no file can be attached. */
  onUpload?: (file: File) => Promise<UploadedFile>;
  disabled?: boolean;
  /** A message for the whole form, e.g. from the server. */
  error?: string | null;
}

export function TicketCreatePage({ onSubmit, onUpload, disabled = false, error }: TicketCreatePageProps) {
  const [attached, setAttached] = useState<UploadedFile[]>([]);
  const { control, handleSubmit } = useForm<z.input<typeof ticketSchema>, unknown, TicketFormValues>({
    resolver: zodResolver(ticketSchema),
    defaultValues: { subject: '', category: 'other', body: '' },
    mode: 'onTouched',
  });
  return (
    <PageContainer title="Create a support ticket" subtitle="Tell us what you need; our team replies here and by notification." maxWidth="md">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((values) => onSubmit(values, attached.map((file) => file.id)))} aria-label="New ticket">
        {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        <Controller
          name="subject"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} label="Subject" required disabled={disabled} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
          )}
        />
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <TextField {...field} select label="Category" required disabled={disabled} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
              {categories.map((category) => (
                <MenuItem key={category} value={category}>
                  {TICKET_CATEGORY_LABELS[category]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="body"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Message"
              required
              multiline
              minRows={5}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {onUpload ? <AttachFiles files={attached} onChange={setAttached} onUpload={onUpload} disabled={disabled} /> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" size="large" disabled={disabled}>
            {disabled ? 'Sending…' : 'Create ticket'}
          </Button>
          <Button component={RouterLink} to={paths.tickets}>
            View my tickets
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}

export default TicketCreatePage;
