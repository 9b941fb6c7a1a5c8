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
import { ListAuditEventsDocument, type ListAuditEventsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { StaffList, useCursorPages, type StaffColumn } from '../../shared';
import { JsonDiff } from './JsonDiff';

type AuditRow = ListAuditEventsQuery['auditEvents']['nodes'][number];

/** The record as staff name it (the server resolves names and numbers), else its kind and id. */
export function auditRecord(row: Pick<AuditRow, 'entity' | 'entityId' | 'entityLabel'>): string {
  return row.entityLabel ? `${humanizeEntity(row.entity)}: ${row.entityLabel}` : `${humanizeEntity(row.entity)} ${row.entityId}`;
}

/** Who acted: their name (or email), role, and whether through an API key. */
export function auditActor(row: Pick<AuditRow, 'actorName' | 'actorEmail' | 'actorRole' | 'apiKeyId'>): string {
  const who = row.actorName ?? row.actorEmail ?? (row.actorRole === 'system' ? 'Scheduled job' : 'deleted account');
  return `${who} (${row.actorRole.replaceAll('_', ' ')})${row.apiKeyId ? ' via API key' : ''}`;
}

function humanizeEntity(entity: string): string {
  const words = entity === 'bnpl_order' ? 'order' : entity.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const columns: StaffColumn<AuditRow>[] = [
  { field: 'at', headerName: 'When', minWidth: 170, flex: 1, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'action', headerName: 'Action', minWidth: 170, flex: 1, priority: 3, sortable: false },
  { field: 'entity', headerName: 'Record', minWidth: 220, flex: 1.4, priority: 1, sortable: false, valueGetter: (_value, row) => auditRecord(row) },
  { field: 'actorEmail', headerName: 'Actor', minWidth: 200, flex: 1, priority: 2, sortable: false, valueGetter: (_value, row) => auditActor(row) },
];

export function AuditLog() {
  const [filters, setFilters] = useState({ entity: '', action: '', actor: '' });
  const [draft, setDraft] = useState(filters);
  const [selected, setSelected] = useState<AuditRow | null>(null);
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(ListAuditEventsDocument, {
    variables: {
      first: 25,
      after: paging.after,
      entity: filters.entity || null,
      action: filters.action || null,
      actor: filters.actor || null,
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
              setFilters({ entity: draft.entity.trim(), action: draft.action.trim(), actor: draft.actor.trim() });
              paging.reset();
            }}
            aria-label="Audit filters"
          >
            <TextField label="Entity" placeholder="e.g. setting, user, payment" value={draft.entity} onChange={(event) => setDraft({ ...draft, entity: event.target.value })} />
            <TextField label="Action" placeholder="e.g. setting.updated" value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })} />
            <TextField label="Person" placeholder="Name or email of who acted" value={draft.actor} onChange={(event) => setDraft({ ...draft, actor: event.target.value })} />
            <Button type="submit" variant="outlined">
              Apply filters
            </Button>
          </Stack>
        }
        label="Audit events"
        exportHref={paths.listExport('audit', { entity: filters.entity, action: filters.action, actor: filters.actor })}
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
                {formatDateTime(selected.at)} · {auditRecord(selected)} · by {auditActor(selected)}
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
