// The audit trail with entity / action / actor filters; a row opens its before → after view.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ListAuditEventsDocument, type ListAuditEventsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { StaffList, useCursorPages } from '../../shared';
import { JsonDiff } from './JsonDiff';

type AuditRow = ListAuditEventsQuery['auditEvents']['nodes'][number];

const columns: GridColDef<AuditRow>[] = [
  { field: 'at', headerName: 'When', minWidth: 170, flex: 1, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'action', headerName: 'Action', minWidth: 180, flex: 1, sortable: false },
  { field: 'entity', headerName: 'Entity', minWidth: 180, flex: 1, sortable: false, valueGetter: (_value, row) => `${row.entity} ${row.entityId}` },
  {
    field: 'actorEmail',
    headerName: 'Actor',
    minWidth: 200,
    flex: 1,
    sortable: false,
    valueGetter: (_value, row) => `${row.actorEmail ?? 'deleted account'} (${row.actorRole})${row.apiKeyId ? ' via API key' : ''}`,
  },
];

export function AuditLog() {
  const [filters, setFilters] = useState({ entity: '', action: '', actorId: '' });
  const [draft, setDraft] = useState(filters);
  const [selected, setSelected] = useState<AuditRow | null>(null);
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(ListAuditEventsDocument, {
    variables: {
      first: 25,
      after: paging.after,
      entity: filters.entity || null,
      action: filters.action || null,
      actorId: filters.actorId || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <StaffList<AuditRow>
        filters={
          // Typed filters applied together: the form takes the whole row.
          <Stack
            component="form"
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ width: '100%' }}
            onSubmit={(event) => {
              event.preventDefault();
              setFilters({ entity: draft.entity.trim(), action: draft.action.trim(), actorId: draft.actorId.trim() });
              paging.reset();
            }}
            aria-label="Audit filters"
          >
            <TextField label="Entity" placeholder="e.g. setting, user, payment" value={draft.entity} onChange={(event) => setDraft({ ...draft, entity: event.target.value })} />
            <TextField label="Action" placeholder="e.g. setting.updated" value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })} />
            <TextField label="Actor id" value={draft.actorId} onChange={(event) => setDraft({ ...draft, actorId: event.target.value })} />
            <Button type="submit" variant="outlined">
              Apply filters
            </Button>
          </Stack>
        }
        label="Audit events"
        connection={data?.auditEvents}
        paging={paging}
        loading={loading}
        error={error}
        columns={columns}
        onRowClick={setSelected}
        noRowsText="No audit events match these filters"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Select an event to see what changed.
      </Typography>
      <Dialog open={selected !== null} onClose={() => setSelected(null)} aria-labelledby="audit-event-title" fullWidth maxWidth="md">
        <DialogTitle id="audit-event-title">{selected ? selected.action : 'Audit event'}</DialogTitle>
        <DialogContent>
          {selected && (
            <Stack spacing={2}>
              <Typography variant="body2">
                {formatDateTime(selected.at)} · {selected.entity} {selected.entityId} · by {selected.actorEmail ?? 'a deleted account'} ({selected.actorRole})
                {selected.ip ? ` from ${selected.ip}` : ''} · request {selected.requestId}
              </Typography>
              <JsonDiff before={selected.before} after={selected.after} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSelected(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
