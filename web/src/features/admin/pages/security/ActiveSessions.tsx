// Sessions that have not expired; revoking one signs that device out at once (confirmed, audited).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { ListActiveSessionsDocument, RevokeActiveSessionDocument, type ListActiveSessionsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError, StaffList, useCursorPages } from '../../shared';

type SessionRow = ListActiveSessionsQuery['activeSessions']['nodes'][number];

export function ActiveSessions() {
  const { enqueueSnackbar } = useSnackbar();
  const paging = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ListActiveSessionsDocument, { variables: { first: 25, after: paging.after }, fetchPolicy: 'cache-and-network' });
  const [revoke, revoking] = useMutation(RevokeActiveSessionDocument);
  const [target, setTarget] = useState<SessionRow | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const columns: GridColDef<SessionRow>[] = [
    { field: 'userEmail', headerName: 'Account', minWidth: 220, flex: 1.2, sortable: false },
    { field: 'ipAddress', headerName: 'IP address', minWidth: 130, sortable: false },
    { field: 'userAgent', headerName: 'Device', minWidth: 200, flex: 1, sortable: false },
    { field: 'createdAt', headerName: 'Signed in', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'expiresAt', headerName: 'Expires', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          aria-label={`Revoke session of ${row.userEmail}`}
          onClick={() => {
            setRevokeError(null);
            setTarget(row);
          }}
        >
          Revoke
        </Button>
      ),
    },
  ];

  const confirm = async () => {
    if (!target) return;
    try {
      await revoke({ variables: { id: target.id } });
      enqueueSnackbar(`Session of ${target.userEmail} revoked`, toastOptions('success'));
      setTarget(null);
      await refetch();
    } catch (caught) {
      setRevokeError(describeServerError(caught).message);
    }
  };

  return (
    <>
      <StaffList<SessionRow>
        label="Active sessions"
        connection={data?.activeSessions}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        noRowsText="No active sessions"
      />
      <ConfirmDialog
        open={target !== null}
        title="Revoke this session?"
        message={target ? `${target.userEmail} is signed out on this device at once (signed in ${formatDateTime(target.createdAt)}${target.ipAddress ? ` from ${target.ipAddress}` : ''}).` : ''}
        confirmLabel="Revoke session"
        destructive
        busy={revoking.loading}
        error={revokeError}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
