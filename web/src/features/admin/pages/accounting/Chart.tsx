// The chart of accounts tab: every account with all its lines to date; staff who keep the books (manageAccounting)
// add an account, rename one, deactivate or reactivate it, and delete one that has no lines. The server refuses
// what would break the books (a product's account, an account with entries) and the page shows its words.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChartOfAccountsDocument, CreateGlAccountDocument, DeleteGlAccountDocument, RenameGlAccountDocument, SetGlAccountActiveDocument, type ChartOfAccountsQuery } from '../../gql/graphql';
import { ConfirmDialog, describeServerError, humanize } from '../../shared';
import { ResponsiveDialog } from '../../shared/ResponsiveDialog';
import { usePermissions } from '../../shared/usePermissions';
import { Downloads, moneyColumn, ReportGrid, Toolbar } from './parts';

type Account = ChartOfAccountsQuery['chartOfAccounts'][number];
const TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;

const accountSchema = z.object({
  code: z.string().trim().regex(/^\d{4,6}$/, 'Give the account code as 4 to 6 digits.'),
  name: z.string().trim().min(2, 'Give the account a name of 2 to 80 characters.').max(80, 'Give the account a name of 2 to 80 characters.'),
  type: z.enum(TYPES, { error: 'Choose the type.' }),
});
type AccountValues = z.infer<typeof accountSchema>;

type Editing = { kind: 'create' } | { kind: 'rename'; account: Account } | { kind: 'active'; account: Account } | { kind: 'delete'; account: Account } | null;

function AccountDialog({ editing, busy, error, errorField, onSubmit, onClose }: { editing: Editing; busy: boolean; error: string | null; errorField: string | null; onSubmit(values: AccountValues): void; onClose(): void }) {
  const open = editing?.kind === 'create' || editing?.kind === 'rename';
  const account = editing?.kind === 'rename' ? editing.account : null;
  const { control, handleSubmit, reset, setError } = useForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: { code: '', name: '', type: 'asset' } });
  useEffect(() => {
    if (open) reset(account ? { code: account.code, name: account.name, type: account.type as AccountValues['type'] } : { code: '', name: '', type: 'asset' });
  }, [open, account, reset]);
  useEffect(() => {
    const field = errorField?.replace(/^input\./, '');
    if (error && (field === 'code' || field === 'name' || field === 'type')) setError(field, { message: error });
  }, [error, errorField, setError]);
  const blamed = errorField?.replace(/^input\./, '');
  return (
    <ResponsiveDialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="account-dialog-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="account-dialog-title">{account ? `Rename account ${account.code}` : 'Add an account'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              name="code"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} label="Code" required disabled={Boolean(account)} inputMode="numeric" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? '4 to 6 digits: 1… assets, 2… liabilities, 3… equity, 4… income, 5… expenses.'} />
              )}
            />
            <Controller name="name" control={control} render={({ field, fieldState }) => <TextField {...field} label="Name" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />} />
            <Controller
              name="type"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select label="Type" required disabled={Boolean(account)} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {humanize(type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {error && !(blamed === 'code' || blamed === 'name' || blamed === 'type') ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {account ? 'Rename' : 'Add account'}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}

export function ChartOfAccounts() {
  const { can } = usePermissions();
  const canManage = can('manageAccounting');
  const { data, loading, error } = useQuery(ChartOfAccountsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: ChartOfAccountsDocument }];
  const [create, creating] = useMutation(CreateGlAccountDocument, { refetchQueries });
  const [rename, renaming] = useMutation(RenameGlAccountDocument, { refetchQueries });
  const [setActive, toggling] = useMutation(SetGlAccountActiveDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteGlAccountDocument, { refetchQueries });
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      setEditing(null);
    } catch (caught) {
      const { message, field } = describeServerError(caught);
      setProblem({ message, field });
    }
  };
  const close = () => {
    setEditing(null);
    setProblem(null);
  };

  const columns: GridColDef<Account>[] = [
    { field: 'code', headerName: 'Code', width: 80, sortable: false },
    { field: 'name', headerName: 'Account', minWidth: 200, flex: 2, sortable: false },
    { field: 'type', headerName: 'Type', minWidth: 90, sortable: false, valueFormatter: (value: string) => humanize(value) },
    { field: 'active', headerName: 'Status', minWidth: 90, sortable: false, valueFormatter: (value: boolean) => (value ? 'Active' : 'Inactive') },
    moneyColumn<Account>('debit', 'Debits'),
    moneyColumn<Account>('credit', 'Credits'),
    moneyColumn<Account>('balance', 'Balance (Dr − Cr)'),
    ...(canManage
      ? [
          {
            field: 'actions',
            type: 'actions',
            headerName: 'Actions',
            width: 80,
            getActions: ({ row }) => [
              <GridActionsCellItem key="rename" label={`Rename ${row.code}`} showInMenu onClick={() => setEditing({ kind: 'rename', account: row })} />,
              <GridActionsCellItem key="active" label={row.active ? `Deactivate ${row.code}` : `Reactivate ${row.code}`} showInMenu onClick={() => setEditing({ kind: 'active', account: row })} />,
              ...(row.debit === 0 && row.credit === 0 ? [<GridActionsCellItem key="delete" label={`Delete ${row.code}`} showInMenu onClick={() => setEditing({ kind: 'delete', account: row })} />] : []),
            ],
          } satisfies GridColDef<Account>,
        ]
      : []),
  ];

  const target = editing && editing.kind !== 'create' ? editing.account : null;
  return (
    <>
      <Toolbar downloads={<Downloads report="chart" label="chart of accounts" />}>
        <Typography variant="body2" color="text.secondary">
          Every account with all its lines to date.
        </Typography>
        {canManage ? (
          <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setEditing({ kind: 'create' })}>
            Add account
          </Button>
        ) : null}
      </Toolbar>
      <ReportGrid<Account> label="Chart of accounts" rows={data?.chartOfAccounts ?? []} columns={columns} loading={loading} error={error} getRowId={(row) => row.code} />
      <AccountDialog
        editing={editing}
        busy={creating.loading || renaming.loading}
        error={problem?.message ?? null}
        errorField={problem?.field ?? null}
        onSubmit={(values) =>
          run(() => (editing?.kind === 'rename' ? rename({ variables: { code: editing.account.code, name: values.name } }) : create({ variables: { input: values } })))
        }
        onClose={close}
      />
      <ConfirmDialog
        open={editing?.kind === 'active'}
        title={target ? `${target.active ? 'Deactivate' : 'Reactivate'} ${target.code} ${target.name}?` : ''}
        message={target?.active ? 'It keeps its lines and balance, but no product can be set to post to it.' : 'Products can be set to post to it again.'}
        confirmLabel={target?.active ? 'Deactivate' : 'Reactivate'}
        destructive={Boolean(target?.active)}
        busy={toggling.loading}
        error={problem?.message ?? null}
        onConfirm={() => target && run(() => setActive({ variables: { code: target.code, active: !target.active } }))}
        onClose={close}
      />
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={target ? `Delete ${target.code} ${target.name}?` : ''}
        message="It has no entries; it leaves the chart for good."
        confirmLabel="Delete"
        destructive
        busy={removing.loading}
        error={problem?.message ?? null}
        onConfirm={() => target && run(() => remove({ variables: { code: target.code } }))}
        onClose={close}
      />
    </>
  );
}
