// Partner webhooks: register a URL for an API key's events (its signing secret is shown once), see each endpoint's
// delivery log, resend a delivery, disable an endpoint. The server decides which events a key's role may receive.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CreatePartnerWebhookDocument,
  DisablePartnerWebhookDocument,
  ListApiKeysDocument,
  ListWebhookDeliveriesDocument,
  ListWebhookEndpointsDocument,
  ResendPartnerWebhookDeliveryDocument,
  type ListWebhookDeliveriesQuery,
  type WebhookEndpointFieldsFragment,
  type WebhookEvent,
} from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, StaffList, StatusChip, useCursorPages } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { SecretOnceDialog } from './ApiKeys';

type EndpointRow = WebhookEndpointFieldsFragment;
type DeliveryRow = ListWebhookDeliveriesQuery['webhookDeliveries']['nodes'][number];

/** The events, as partners see them on the wire, with what they mean. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  payment_succeeded: 'payment.succeeded: a payment settled',
  payment_failed: 'payment.failed: a payment failed',
  loan_disbursed: 'loan.disbursed: a loan was paid out',
  loan_settled: 'loan.settled: a loan was paid off',
  loan_late: 'loan.late: a loan fell into arrears',
  application_decided: 'application.decided: approved or rejected',
  order_status_changed: 'order.status_changed: a BNPL order moved on',
};
const EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEvent[];
const wireName = (event: string) => event.replace('_', '.');

const schema = z.object({
  apiKeyId: z.string().min(1, 'Choose the API key the endpoint belongs to'),
  url: z.url({ message: 'Enter a full URL, such as https://partner.example/webhooks' }).max(500, 'At most 500 characters'),
  events: z.array(z.enum(EVENTS as [WebhookEvent, ...WebhookEvent[]])).min(1, 'Choose at least one event'),
});
type EndpointValues = z.infer<typeof schema>;

function AddEndpointDialog({ busy, serverError, onSubmit, onClose }: { busy: boolean; serverError: string | null; onSubmit(values: EndpointValues): void; onClose(): void }) {
  const keys = useQuery(ListApiKeysDocument, { variables: { first: 100 } });
  const active = (keys.data?.apiKeys.nodes ?? []).filter((key) => key.status === 'active');
  const { register, control, handleSubmit, formState } = useForm<EndpointValues>({ resolver: zodResolver(schema), defaultValues: { apiKeyId: '', url: '', events: ['payment_succeeded'] } });
  const errors = formState.errors;
  return (
    <ResponsiveDialog open onClose={busy ? undefined : onClose} aria-labelledby="add-webhook-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="add-webhook-title">Add a webhook endpoint</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="apiKeyId"
              control={control}
              render={({ field }) => (
                <TextField select label="API key" required {...field} error={Boolean(errors.apiKeyId)} helperText={errors.apiKeyId?.message ?? 'Its role decides which events it may receive'}>
                  {active.map((key) => (
                    <MenuItem key={key.id} value={key.id}>
                      {key.name} (ghc_live_{key.prefix}…)
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="URL"
              required
              {...register('url')}
              slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
              error={Boolean(errors.url)}
              helperText={errors.url?.message ?? 'https:// on a public address; we POST signed JSON to it'}
            />
            <Controller
              name="events"
              control={control}
              render={({ field }) => (
                <FormControl error={Boolean(errors.events)} component="fieldset">
                  <FormLabel component="legend">Events</FormLabel>
                  <FormGroup>
                    {EVENTS.map((event) => (
                      <FormControlLabel
                        key={event}
                        label={WEBHOOK_EVENT_LABELS[event]}
                        control={
                          <Checkbox
                            checked={field.value.includes(event)}
                            onChange={(_, checked) => field.onChange(checked ? [...field.value, event] : field.value.filter((chosen) => chosen !== event))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.events && <FormHelperText>{errors.events.message}</FormHelperText>}
                </FormControl>
              )}
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add endpoint
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}

function DeliveriesDialog({ endpoint, onClose }: { endpoint: EndpointRow; onClose(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListWebhookDeliveriesDocument, { variables: { endpointId: endpoint.id, first: 20, after: paging.after }, fetchPolicy: 'cache-and-network' });
  const [resend, resending] = useMutation(ResendPartnerWebhookDeliveryDocument);
  const columns: GridColDef<DeliveryRow>[] = [
    { field: 'createdAt', headerName: 'Created', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'eventType', headerName: 'Event', minWidth: 170, sortable: false },
    { field: 'status', headerName: 'Status', minWidth: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    { field: 'attempts', headerName: 'Attempts', minWidth: 90, sortable: false, type: 'number' },
    {
      field: 'lastStatusCode',
      headerName: 'Last answer',
      minWidth: 170,
      sortable: false,
      valueGetter: (_value, row) => [row.lastStatusCode ? `HTTP ${row.lastStatusCode}` : row.lastError, row.lastLatencyMs === null ? null : `${row.lastLatencyMs} ms`].filter(Boolean).join(' · ') || '—',
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'sending' || row.status === 'queued' ? null : (
          <Button
            size="small"
            disabled={resending.loading}
            aria-label={`Resend ${row.eventType} delivery`}
            onClick={() =>
              void resend({ variables: { id: row.id } }).then(
                async () => {
                  enqueueSnackbar('Delivery queued again', toastOptions('success'));
                  await refetch();
                },
                (caught: unknown) => enqueueSnackbar(describeServerError(caught).message, toastOptions('error')),
              )
            }
          >
            Resend
          </Button>
        ),
    },
  ];
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="lg" aria-labelledby="webhook-deliveries-title">
      <DialogTitle id="webhook-deliveries-title" sx={{ overflowWrap: 'anywhere' }}>
        Deliveries to {endpoint.url}
      </DialogTitle>
      <DialogContent>
        <StaffList<DeliveryRow> label="Webhook deliveries" connection={data?.webhookDeliveries} paging={paging} loading={loading} error={error} columns={columns} noRowsText="Nothing sent yet" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

export function Webhooks() {
  const { enqueueSnackbar } = useSnackbar();
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListWebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [createEndpoint, creating] = useMutation(CreatePartnerWebhookDocument);
  const [disableEndpoint, disabling] = useMutation(DisablePartnerWebhookDocument);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ secret: string; url: string } | null>(null);
  const [viewing, setViewing] = useState<EndpointRow | null>(null);
  const [target, setTarget] = useState<EndpointRow | null>(null);
  const [disableError, setDisableError] = useState<string | null>(null);

  const add = async (values: EndpointValues) => {
    setAddError(null);
    try {
      const result = await createEndpoint({ variables: { input: values } });
      const answer = result.data?.createWebhookEndpoint;
      if (!answer) return;
      setAdding(false);
      setCreated({ secret: answer.secret, url: answer.endpoint.url });
      enqueueSnackbar('Webhook endpoint added', toastOptions('success'));
      await refetch();
    } catch (caught) {
      setAddError(describeServerError(caught).message);
    }
  };

  const disable = async () => {
    if (!target) return;
    try {
      await disableEndpoint({ variables: { id: target.id } });
      enqueueSnackbar('Webhook endpoint disabled', toastOptions('success'));
      setTarget(null);
      await refetch();
    } catch (caught) {
      setDisableError(describeServerError(caught).message);
    }
  };

  const columns: GridColDef<EndpointRow>[] = [
    // The partner's key names the endpoint first: it stays beside the actions on a phone.
    { field: 'apiKeyName', headerName: 'API key', minWidth: 140, flex: 0.8, sortable: false },
    { field: 'url', headerName: 'URL', minWidth: 200, flex: 1.4, sortable: false },
    { field: 'events', headerName: 'Events', minWidth: 180, flex: 1, sortable: false, valueFormatter: (value: string[]) => value.map(wireName).join(', ') },
    {
      field: 'disabledAt',
      headerName: 'Status',
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => <StatusChip status={row.disabledAt ? 'disabled' : 'active'} />,
    },
    { field: 'createdAt', headerName: 'Added', minWidth: 150, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" aria-label={`Deliveries to ${row.url}`} onClick={() => setViewing(row)}>
            Deliveries
          </Button>
          {row.disabledAt ? null : (
            <Button
              size="small"
              color="error"
              aria-label={`Disable webhook ${row.url}`}
              onClick={() => {
                setDisableError(null);
                setTarget(row);
              }}
            >
              Disable
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  const endpoints = data?.webhookEndpoints;
  return (
    <>
      <StaffList<EndpointRow>
        above={
          <Box sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setAddError(null);
                setAdding(true);
              }}
            >
              Add endpoint
            </Button>
          </Box>
        }
        label="Webhook endpoints"
        connection={endpoints ? { nodes: endpoints, pageInfo: { hasNextPage: false, endCursor: null } } : undefined}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        noRowsText="No webhook endpoints yet"
      />
      {adding && <AddEndpointDialog busy={creating.loading} serverError={addError} onSubmit={(values) => void add(values)} onClose={() => setAdding(false)} />}
      {viewing && <DeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />}
      <SecretOnceDialog
        secret={created?.secret ?? null}
        name={created?.url ?? ''}
        title="Webhook added"
        label="Webhook signing secret"
        hint={
          <>
            The partner checks the <code>x-ghc-signature</code> header of every delivery with it (docs/partners.md, section 10).
          </>
        }
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={target !== null}
        title="Disable this webhook endpoint?"
        message={target ? `${target.url} receives nothing from now on; deliveries waiting to be retried are dropped.` : ''}
        confirmLabel="Disable endpoint"
        destructive
        busy={disabling.loading}
        error={disableError}
        onConfirm={() => void disable()}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
