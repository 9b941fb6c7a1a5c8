import { useState } from 'react';
import { paths } from '../../../../lib/paths';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Chip } from '@mui/material';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useSearchParams } from 'react-router-dom';
import { AdminBanUserDocument, AdminChangeUserRoleDocument, AdminCreateStaffUserDocument, AdminListUsersDocument, AdminResetStaffTwoFactorDocument, AdminUnbanUserDocument, AdminUserDetailDocument, ListStaffLoansDocument, type AdminListUsersQuery, type Role } from '../../gql/graphql';
import { formatDate } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FilterSelect } from '../../shared/FilterSelect';
import { describeServerError } from '../../shared/errors';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StaffListPage } from '../../shared/StaffList';
import { humanize } from '../../shared/StatusChip';
import { useCursorPages } from '../../shared/useCursorPages';
import { usePermissions } from '../../shared/usePermissions';
import { CreateStaffDialog, type CreateStaffValues } from './CreateStaffDialog';
import { UserDrawer } from './UserDrawer';

export const ALL_ROLES: Role[] = ['user', 'sales_executive', 'credit_analyst', 'recovery_and_collections', 'inspection_and_verification', 'finance', 'admin', 'superadmin'];
const ADMIN_ROLES: Role[] = ['admin', 'superadmin'];
const PAGE_SIZE = 20;

/** Staff roles this person may grant: admin roles only for a superadmin (the server enforces the same). */
export function grantableStaffRoles(viewerRole: Role | null | undefined): Role[] {
  return ALL_ROLES.filter((role) => role !== 'user' && (viewerRole === 'superadmin' || !ADMIN_ROLES.includes(role)));
}

export type UserRow = AdminListUsersQuery['users']['nodes'][number];

const columns: GridColDef<UserRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 210, sortable: false },
  { field: 'role', headerName: 'Role', width: 190, sortable: false, valueFormatter: (value: string) => humanize(value) },
  {
    field: 'banned', headerName: 'Banned', width: 100, sortable: false,
    renderCell: ({ row }) => (row.banned ? <Chip size="small" color="error" label="Banned" /> : 'No'),
  },
  { field: 'createdAt', headerName: 'Created', width: 120, sortable: false, valueFormatter: (value: string) => formatDate(value) },
];

type PendingAction = { kind: 'role'; role: Role } | { kind: 'ban' } | { kind: 'unban' } | { kind: 'resetTwoFactor' };

export function UsersRoute() {
  const { enqueueSnackbar } = useSnackbar();
  const { me, can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const focusId = params.get('focus');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null);
  const pages = useCursorPages();
  const list = useQuery(AdminListUsersDocument, {
    variables: { first: PAGE_SIZE, after: pages.after, search: search || null, role: role || null },
    fetchPolicy: 'cache-and-network',
  });
  const detail = useQuery(AdminUserDetailDocument, { variables: { id: focusId ?? '' }, skip: !focusId });
  const canReadLoans = can('viewAllPayments') || can('viewAllApplications');
  const customerLoans = useQuery(ListStaffLoansDocument, {
    variables: { first: 20, userId: focusId ?? '' },
    skip: !focusId || !canReadLoans || detail.data?.user.role !== 'user',
  });
  const refetchQueries = ['AdminListUsers'];
  const [createStaff, creation] = useMutation(AdminCreateStaffUserDocument, { refetchQueries });
  const [changeRole, roleChange] = useMutation(AdminChangeUserRoleDocument, { refetchQueries });
  const [ban, banning] = useMutation(AdminBanUserDocument, { refetchQueries });
  const [unban, unbanning] = useMutation(AdminUnbanUserDocument, { refetchQueries });
  const [resetTwoFactor, resetting] = useMutation(AdminResetStaffTwoFactorDocument, { refetchQueries });
  const busy = creation.loading || roleChange.loading || banning.loading || unbanning.loading || resetting.loading;
  const connection = (list.data ?? list.previousData)?.users;
  const canManage = can('manageAllUsers');
  const staffRoles = grantableStaffRoles(me?.role);
  const user = detail.data?.user ?? null;
  const assignable = canManage && user && user.id !== me?.id && (me?.role === 'superadmin' || !ADMIN_ROLES.includes(user.role))
    ? (['user', ...staffRoles] as Role[])
    : null;

  const openUser = (id: string | null) => {
    setParams(id ? { focus: id } : {}, { replace: true });
  };
  const fail = (caught: unknown) => {
    const described = describeServerError(caught);
    setProblem({ message: described.message, field: described.field });
    enqueueSnackbar(described.message, toastOptions('error'));
  };
  const closeAction = () => {
    setPending(null);
    setProblem(null);
  };
  const submitCreate = async (values: CreateStaffValues) => {
    setProblem(null);
    try {
      const result = await createStaff({ variables: { input: { ...values, role: values.role as Role } } });
      setCreating(false);
      enqueueSnackbar(`Staff account created for ${result.data?.createStaffUser.email ?? values.email}`, toastOptions('success'));
    } catch (caught) {
      fail(caught);
    }
  };
  const runPending = async (reason?: string) => {
    if (!user || !pending) return;
    setProblem(null);
    try {
      if (pending.kind === 'role') {
        await changeRole({ variables: { userId: user.id, role: pending.role } });
        enqueueSnackbar(`Role changed to ${humanize(pending.role)}`, toastOptions('success'));
      } else if (pending.kind === 'ban') {
        await ban({ variables: { userId: user.id, reason: reason ?? '' } });
        enqueueSnackbar('Account banned', toastOptions('success'));
      } else if (pending.kind === 'resetTwoFactor') {
        await resetTwoFactor({ variables: { userId: user.id } });
        enqueueSnackbar('Two-factor sign-in reset', toastOptions('success'));
      } else {
        await unban({ variables: { userId: user.id } });
        enqueueSnackbar('Account unbanned', toastOptions('success'));
      }
      setPending(null);
    } catch (caught) {
      fail(caught);
    }
  };
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  return (
    <>
      <StaffListPage<UserRow>
        title="Users"
        subtitle="Customers and staff accounts, newest first."
        actions={
          canManage ? (
            <Button
              variant="contained"
              startIcon={<PersonAddOutlined />}
              onClick={() => {
                setProblem(null);
                setCreating(true);
              }}
            >
              Create staff account
            </Button>
          ) : null
        }
        label="Users"
        exportHref={paths.listExport('users', { search, role })}
        search={{
          label: 'Search',
          placeholder: 'Name, email or phone',
          onSearch: (term) => {
            setSearch(term);
            pages.reset();
          },
        }}
        filters={
          <FilterSelect
            label="Role"
            value={role}
            allLabel="All roles"
            options={ALL_ROLES.map((value) => ({ value, label: value === 'user' ? 'Customer' : humanize(value) }))}
            onChange={(next) => {
              setRole(next);
              pages.reset();
            }}
            width={220}
          />
        }
        connection={connection}
        paging={pages}
        loading={list.loading}
        error={list.error}
        columns={columns}
        onRowClick={(row) => openUser(row.id)}
        noRowsText="No accounts match"
      />
      <UserDrawer
        loans={customerLoans.data && detail.data?.user.role === 'user' ? customerLoans.data.loans.nodes : null}
        open={Boolean(focusId)}
        user={user}
        loading={detail.loading}
        error={detail.error ? describeServerError(detail.error).message : null}
        assignableRoles={assignable}
        busy={busy}
        onChangeRole={(next) => {
          setProblem(null);
          setPending({ kind: 'role', role: next });
        }}
        onBan={() => {
          setProblem(null);
          setPending({ kind: 'ban' });
        }}
        onUnban={() => {
          setProblem(null);
          setPending({ kind: 'unban' });
        }}
        onResetTwoFactor={() => {
          setProblem(null);
          setPending({ kind: 'resetTwoFactor' });
        }}
        onClose={() => openUser(null)}
      />
      <CreateStaffDialog
        open={creating}
        roles={staffRoles}
        busy={creation.loading}
        error={creating ? (problem?.message ?? null) : null}
        errorField={creating ? (problem?.field ?? null) : null}
        onSubmit={(values) => void submitCreate(values)}
        onClose={() => {
          setCreating(false);
          setProblem(null);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title="Change role?"
        message={pending?.kind === 'role' ? `${name} becomes ${humanize(pending.role)} and gets exactly that role's permissions.` : ''}
        confirmLabel="Change role"
        busy={busy}
        error={pending?.kind === 'role' ? problem?.message : null}
        onConfirm={() => void runPending()}
        onClose={closeAction}
      />
      <ConfirmDialog
        open={pending?.kind === 'unban'}
        title="Unban this account?"
        message={`${name} can sign in again.`}
        confirmLabel="Unban"
        busy={busy}
        error={pending?.kind === 'unban' ? problem?.message : null}
        onConfirm={() => void runPending()}
        onClose={closeAction}
      />
      <ConfirmDialog
        open={pending?.kind === 'resetTwoFactor'}
        title="Reset two-factor sign-in?"
        message={`${name} is signed out everywhere and must set up two-factor sign-in again at their next sign-in (for a lost or replaced phone).`}
        confirmLabel="Reset two-factor"
        busy={busy}
        error={pending?.kind === 'resetTwoFactor' ? problem?.message : null}
        onConfirm={() => void runPending()}
        onClose={closeAction}
      />
      <ReasonDialog
        open={pending?.kind === 'ban'}
        title={`Ban ${name}?`}
        message="The account is suspended and signed out everywhere at once."
        label="Reason"
        minLength={1}
        helperText="Staff see this reason on the account."
        confirmLabel="Ban account"
        destructive
        busy={busy}
        error={pending?.kind === 'ban' ? problem?.message : null}
        onSubmit={(reason) => void runPending(reason)}
        onClose={closeAction}
      />
    </>
  );
}
