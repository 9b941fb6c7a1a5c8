// /admin/notifications (manageSystem): broadcast to all customers or one staff role, confirmed with the number of
// recipients, and the history of what was sent.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PageContainer } from '../../../../components/PageContainer';
import { AdminBroadcastNotificationDocument, AdminBroadcastRecipientCountDocument, AdminBroadcastsDocument, type AdminBroadcastsQuery, type BroadcastAudience } from '../../gql/graphql';
import { toastOptions } from '../../../../lib/toasts';
import { formatDateTime } from '../../../../lib/money';
import { ConfirmDialog, describeServerError, humanize, StaffList, useCursorPages } from '../../shared';

export const AUDIENCES = [
  'all_customers',
  'admin',
  'superadmin',
  'sales_executive',
  'credit_analyst',
  'recovery_and_collections',
  'inspection_and_verification',
  'finance',
] as const satisfies readonly BroadcastAudience[];

export function audienceLabel(audience: BroadcastAudience): string {
  return audience === 'all_customers' ? 'All customers' : `Staff: ${humanize(audience)}`;
}

/** The server's limits (title ≤ 120, body ≤ 2000, link a path inside the app). */
const schema = z.object({
  audience: z.enum(AUDIENCES),
  title: z.string().trim().min(3, 'At least 3 characters').max(120, 'At most 120 characters'),
  body: z.string().trim().min(5, 'At least 5 characters').max(2000, 'At most 2000 characters'),
  link: z
    .string()
    .trim()
    .max(300, 'At most 300 characters')
    .refine((value) => value === '' || /^\/(?![/\\])[^\s\\]*$/.test(value), 'A path inside the app, e.g. /payments'),
});
type BroadcastValues = z.infer<typeof schema>;

const PAGE_SIZE = 20;
type BroadcastRow = AdminBroadcastsQuery['broadcasts']['nodes'][number];

const COLUMNS: GridColDef<BroadcastRow>[] = [
  { field: 'createdAt', headerName: 'Sent', minWidth: 150, flex: 1, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'audience', headerName: 'Audience', minWidth: 150, flex: 1, valueFormatter: (value: BroadcastAudience) => audienceLabel(value) },
  { field: 'title', headerName: 'Title', minWidth: 180, flex: 2 },
  { field: 'recipientCount', headerName: 'Recipients', type: 'number', minWidth: 100 },
  {
    field: 'sentBy',
    headerName: 'Sent by',
    minWidth: 140,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) => `${row.sentBy.firstName} ${row.sentBy.lastName}`.trim(),
  },
];

function BroadcastHistory() {
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(AdminBroadcastsDocument, { variables: { first: PAGE_SIZE, after: paging.after }, fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="history-heading">
      <Typography id="history-heading" variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <StaffList<BroadcastRow>
        label="Broadcasts sent"
        connection={data?.broadcasts}
        paging={paging}
        loading={loading}
        error={error}
        columns={COLUMNS}
        noRowsText="No broadcasts sent yet"
      />
    </section>
  );
}

export default function AdminNotificationsPage() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const { control, register, handleSubmit, formState, reset } = useForm<BroadcastValues>({
    resolver: zodResolver(schema),
    defaultValues: { audience: 'all_customers', title: '', body: '', link: '' },
  });
  const [send, sending] = useMutation(AdminBroadcastNotificationDocument, { refetchQueries: [AdminBroadcastsDocument] });
  const [pending, setPending] = useState<{ values: BroadcastValues; recipients: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useWatch({ control });
  const errors = formState.errors;

  const review = async (values: BroadcastValues) => {
    setProblem(null);
    setCounting(true);
    try {
      const { data } = await client.query({ query: AdminBroadcastRecipientCountDocument, variables: { audience: values.audience }, fetchPolicy: 'network-only' });
      setPending({ values, recipients: data?.broadcastRecipientCount ?? 0 });
    } catch (caught) {
      setProblem(describeServerError(caught).message);
    } finally {
      setCounting(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { values } = pending;
    setProblem(null);
    try {
      const { data } = await send({ variables: { input: { audience: values.audience, title: values.title, body: values.body, link: values.link || null } } });
      const count = data?.broadcastNotification.recipientCount ?? 0;
      enqueueSnackbar(`Broadcast sent to ${count} recipient${count === 1 ? '' : 's'}.`, toastOptions('success'));
      setPending(null);
      reset();
    } catch (caught) {
      setProblem(describeServerError(caught).message);
    }
  };

  const recipients = pending?.recipients ?? 0;
  return (
    <PageContainer title="Notifications" subtitle="Tell every customer, or every member of a staff role, something at once." maxWidth="md">
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="broadcast-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="broadcast-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            New broadcast
          </Typography>
          {problem && !pending && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(review)}>
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
              <Button type="submit" variant="contained" disabled={counting || sending.loading}>
                {counting ? 'Counting recipients…' : 'Send broadcast'}
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
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {preview.title || 'Title'}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{preview.body || 'Your message appears here.'}</Typography>
              {preview.link ? (
                <Typography variant="body2" color="primary" sx={{ overflowWrap: 'anywhere' }}>
                  Opens {preview.link}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        </section>
        <BroadcastHistory />
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={`Send to ${recipients} recipient${recipients === 1 ? '' : 's'}?`}
        message={
          pending ? (
            <>
              “{pending.values.title}” to {audienceLabel(pending.values.audience)}: {recipients} account{recipients === 1 ? "" : "s"} will
              see it in their notifications. It cannot be recalled.
            </>
          ) : null
        }
        confirmLabel="Send"
        busy={sending.loading}
        error={problem}
        onConfirm={() => void confirm()}
        onClose={() => {
          setPending(null);
          setProblem(null);
        }}
      />
    </PageContainer>
  );
}
