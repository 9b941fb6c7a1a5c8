// /admin/notifications: broadcast to all customers or one staff role, and the broadcast history.
// The server has no broadcast operation yet (broadcastNotification / broadcasts), so the form validates
// and previews but cannot send; it says so plainly instead of pretending.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../../components/PageContainer';
import { humanize } from '../../shared';

export const AUDIENCES = ['all_customers', 'admin', 'superadmin', 'sales_executive', 'credit_analyst', 'recovery_and_collections', 'inspection_and_verification', 'finance'] as const;

export function audienceLabel(audience: (typeof AUDIENCES)[number]): string {
  return audience === 'all_customers' ? 'All customers' : `Staff: ${humanize(audience)}`;
}

const schema = z.object({
  audience: z.enum(AUDIENCES),
  title: z.string().trim().min(3, 'At least 3 characters').max(120, 'At most 120 characters'),
  body: z.string().trim().min(5, 'At least 5 characters').max(1000, 'At most 1000 characters'),
  link: z
    .string()
    .trim()
    .refine((value) => value === '' || value.startsWith('/'), 'A path inside the app, e.g. /payments'),
});
type BroadcastValues = z.infer<typeof schema>;

/** Set to true once the server offers broadcastNotification. */
const BROADCAST_AVAILABLE = false;

export default function AdminNotificationsPage() {
  const { control, register, handleSubmit, formState } = useForm<BroadcastValues>({
    resolver: zodResolver(schema),
    defaultValues: { audience: 'all_customers', title: '', body: '', link: '' },
  });
  const preview = useWatch({ control });
  const errors = formState.errors;
  return (
    <PageContainer title="Notifications" subtitle="Tell every customer, or every member of a staff role, something at once." maxWidth="md">
      <Stack spacing={3}>
        {!BROADCAST_AVAILABLE && (
          <Alert severity="info">
            <AlertTitle>Sending is not available yet</AlertTitle>
            The server does not offer broadcasts yet. You can draft and preview a message here; sending and the history appear once the broadcast service is added.
          </Alert>
        )}
        <Paper variant="outlined" component="section" aria-labelledby="broadcast-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="broadcast-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            New broadcast
          </Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => undefined)}>
            <Controller
              name="audience"
              control={control}
              render={({ field }) => (
                <TextField select label="Audience" required {...field}>
                  {AUDIENCES.map((audience) => (
                    <MenuItem key={audience} value={audience}>
                      {audienceLabel(audience)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label="Title" required {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} />
            <TextField label="Message" required multiline minRows={3} {...register('body')} error={Boolean(errors.body)} helperText={errors.body?.message} />
            <TextField label="Link (optional)" {...register('link')} error={Boolean(errors.link)} helperText={errors.link?.message ?? 'A page to open, e.g. /payments'} />
            <div>
              <Button type="submit" variant="contained" disabled={!BROADCAST_AVAILABLE}>
                Send broadcast
              </Button>
            </div>
          </Stack>
        </Paper>
        <section aria-labelledby="preview-heading">
          <Typography id="preview-heading" variant="h6" component="h2" gutterBottom>
            Preview
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="caption" color="text.secondary">
                To {audienceLabel(preview.audience ?? 'all_customers')}
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {preview.title || 'Title'}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.body || 'Your message appears here.'}</Typography>
              {preview.link ? <Typography variant="body2" color="primary">Opens {preview.link}</Typography> : null}
            </CardContent>
          </Card>
        </section>
        <section aria-labelledby="history-heading">
          <Typography id="history-heading" variant="h6" component="h2" gutterBottom>
            History
          </Typography>
          <Typography color="text.secondary">No broadcasts can be listed until the server records them.</Typography>
        </section>
      </Stack>
    </PageContainer>
  );
}
