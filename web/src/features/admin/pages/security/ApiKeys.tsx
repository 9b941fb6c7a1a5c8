// Partner API keys: create one bound to a staff role (its secret is shown once), list them, revoke.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { GridColDef } from '@mui/x-data-grid';
import { CreatePartnerApiKeyDocument, ListApiKeysDocument, RevokePartnerApiKeyDocument, type ApiKeyStatus, type ListApiKeysQuery, type Role } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, humanize, StaffList, useCursorPages } from '../../shared';

type KeyRow = ListApiKeysQuery['apiKeys']['nodes'][number];

/** The roles a partner key may carry (never admin, superadmin or customer). */
export const PARTNER_ROLES = ['sales_executive', 'credit_analyst', 'recovery_and_collections', 'inspection_and_verification', 'finance'] as const satisfies readonly Role[];

const STATUS_COLORS: Record<ApiKeyStatus, 'success' | 'default' | 'error'> = { active: 'success', expired: 'default', revoked: 'error' };

const schema = z.object({
  name: z.string().trim().min(3, 'Name who uses the key, at least 3 characters').max(100, 'At most 100 characters'),
  role: z.enum(PARTNER_ROLES, { message: 'Choose the role the key acts as' }),
  expiresInDays: z.coerce.number<string>().int('Whole days only').min(1, 'From 1 to 365 days').max(365, 'From 1 to 365 days'),
});
type CreateKeyValues = z.input<typeof schema>;
type CreateKeyOutput = z.output<typeof schema>;

/** A secret shown once (an API key's, a webhook's signing secret), with a copy button. */
export function SecretOnceDialog({
  secret,
  name,
  onClose,
  title = 'API key created',
  label = 'API key secret',
  hint = (
    <>
      The partner sends it as the <code>x-api-key</code> header.
    </>
  ),
}: {
  secret: string | null;
  name: string;
  onClose(): void;
  title?: string;
  label?: string;
  hint?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={secret !== null} aria-labelledby="api-key-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-secret-title">
        {title}: {name}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this secret now and store it safely. It is shown only once: nobody, not even an administrator, can see it again.
        </Alert>
        <Box
          component="code"
          aria-label={label}
          sx={{ display: 'block', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {secret}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => {
            if (secret) void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          I have stored it
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CreateKeyDialog({ open, busy, serverError, onSubmit, onClose }: { open: boolean; busy: boolean; serverError: string | null; onSubmit(values: CreateKeyOutput): void; onClose(): void }) {
  const { register, control, handleSubmit, formState } = useForm<CreateKeyValues, unknown, CreateKeyOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', role: 'finance', expiresInDays: '90' },
  });
  const errors = formState.errors;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="create-api-key-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="create-api-key-title">Create a partner API key</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Name" required {...register('name')} error={Boolean(errors.name)} helperText={errors.name?.message ?? 'Who uses it, e.g. Hubtel payment reconciliation'} />
            <Controller
              name="role"
              control={control}
              render={({ field }) => (
                <TextField select label="Role" required {...field} error={Boolean(errors.role)} helperText={errors.role?.message ?? 'Every call made with the key has this role’s permissions'}>
                  {PARTNER_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {humanize(role)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Expires in (days)"
              required
              {...register('expiresInDays')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(errors.expiresInDays)}
              helperText={errors.expiresInDays?.message ?? '1 to 365 days'}
            />
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create key
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ApiKeys() {
  const { enqueueSnackbar } = useSnackbar();
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListApiKeysDocument, { variables: { first: 25, after: paging.after }, fetchPolicy: 'cache-and-network' });
  const [createKey, creating] = useMutation(CreatePartnerApiKeyDocument);
  const [revokeKey, revoking] = useMutation(RevokePartnerApiKeyDocument);
  const [createOpen, setCreateOpen] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const [target, setTarget] = useState<KeyRow | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const create = async (values: CreateKeyOutput) => {
    setCreateError(null);
    try {
      const result = await createKey({ variables: { input: values } });
      const answer = result.data?.createApiKey;
      if (!answer) return;
      setCreateOpen(false);
      setCreated({ secret: answer.secret, name: answer.apiKey.name });
      enqueueSnackbar(`API key ${answer.apiKey.name} created`, toastOptions('success'));
      paging.reset();
      await refetch();
    } catch (caught) {
      setCreateError(describeServerError(caught).message);
    }
  };

  const revoke = async () => {
    if (!target) return;
    try {
      await revokeKey({ variables: { id: target.id } });
      enqueueSnackbar(`API key ${target.name} revoked`, toastOptions('success'));
      setTarget(null);
      await refetch();
    } catch (caught) {
      setRevokeError(describeServerError(caught).message);
    }
  };

  const columns: GridColDef<KeyRow>[] = [
    { field: 'name', headerName: 'Name', minWidth: 200, flex: 1.2, sortable: false },
    { field: 'prefix', headerName: 'Key starts', minWidth: 130, sortable: false, valueFormatter: (value: string) => `ghc_live_${value}…` },
    { field: 'role', headerName: 'Role', minWidth: 160, sortable: false, valueFormatter: (value: string) => humanize(value) },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={STATUS_COLORS[row.status]} label={humanize(row.status)} />,
    },
    { field: 'expiresAt', headerName: 'Expires', minWidth: 130, sortable: false, valueFormatter: (value: string) => formatDate(value) },
    { field: 'lastUsedAt', headerName: 'Last used', minWidth: 170, sortable: false, valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never') },
    { field: 'createdByName', headerName: 'Created by', minWidth: 150, sortable: false },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'active' ? (
          <Button
            size="small"
            color="error"
            aria-label={`Revoke API key ${row.name}`}
            onClick={() => {
              setRevokeError(null);
              setTarget(row);
            }}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <StaffList<KeyRow>
        above={
          <Box sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setCreateError(null);
                setCreateOpen(true);
              }}
            >
              Create API key
            </Button>
          </Box>
        }
        label="API keys"
        connection={data?.apiKeys}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        noRowsText="No API keys yet"
      />
      {createOpen && <CreateKeyDialog open busy={creating.loading} serverError={createError} onSubmit={(values) => void create(values)} onClose={() => setCreateOpen(false)} />}
      <SecretOnceDialog secret={created?.secret ?? null} name={created?.name ?? ''} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={target !== null}
        title="Revoke this API key?"
        message={target ? `${target.name} (ghc_live_${target.prefix}…) stops working at once on every server. The partner needs a new key to continue.` : ''}
        confirmLabel="Revoke key"
        destructive
        busy={revoking.loading}
        error={revokeError}
        onConfirm={() => void revoke()}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
