import { useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Drawer, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import CloseIcon from '@mui/icons-material/Close';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { StaffDocumentChangedDocument, StaffDocumentHolderDocument, StaffDocumentQueueDocument, StaffRejectDocumentDocument, StaffVerifyDocumentDocument, type DocumentStatus, type StaffDocumentQueueQuery } from '../../gql/graphql';
import { formatDate, formatDateTime } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { formatGhanaPhone } from '../../../../lib/phone-format';
import { toastOptions } from '../../../../lib/toasts';
import { FilterSelect, humanizedOptions } from '../../shared/FilterSelect';
import { describeServerError } from '../../shared/errors';
import { FilePreview } from '../../shared/FilePreview';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StaffListPage } from '../../shared/StaffList';
import { StatusChip, humanize } from '../../shared/StatusChip';
import { useCursorPages, useFilter } from '../../shared/useCursorPages';
import { useLiveRefetch } from '../../shared/useLiveRefetch';
import { forgetApplicationChecks } from '../../shared/staleApplications';
import { usePermissions } from '../../shared/usePermissions';

export type QueueDocument = StaffDocumentQueueQuery['documents']['nodes'][number];
/** A generic kind or one a credit product requires (admission_letter, …): the server's DocumentType scalar. */
type DocumentType = string;

export const DOCUMENT_TYPES: DocumentType[] = ['ghana_card', 'payslip', 'bank_statement', 'momo_statement', 'tenancy_agreement', 'utility_bill', 'other'];
const DOCUMENT_STATUSES: DocumentStatus[] = ['pending', 'verified', 'rejected'];
const PAGE_SIZE = 20;

const columns: GridColDef<QueueDocument>[] = [
  { field: 'owner', headerName: 'Customer', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => `${row.owner.firstName} ${row.owner.lastName}` },
  { field: 'type', headerName: 'Type', width: 150, sortable: false, valueFormatter: (value: string) => humanize(value) },
  { field: 'status', headerName: 'Status', width: 110, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'fileName', headerName: 'File', flex: 1, minWidth: 160, sortable: false },
  { field: 'createdAt', headerName: 'Uploaded', width: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
];

interface DocumentDrawerProps {
  document: QueueDocument | null;
  canVerify: boolean;
  busy: boolean;
  onVerify(document: QueueDocument): void;
  onReject(document: QueueDocument): void;
  onClose(): void;
}

/**
 * Who the upload belongs to, as the server holds it, to compare with the file: name, date of birth, Ghana Card number
 * (the server masks it for staff without viewAllUsers) and phone, with a link to the application.
 */
function DocumentHolderFacts({ documentId }: { documentId: string }) {
  // Read afresh on each opening: a correction or a profile change may have landed since.
  const { data, loading, error } = useQuery(StaffDocumentHolderDocument, { variables: { documentId }, fetchPolicy: 'cache-and-network' });
  const holder = data?.documentHolder;
  if (loading && !holder) return <Typography color="text.secondary">Loading the customer’s details…</Typography>;
  if (!holder) return <Alert severity="error">{error ? describeServerError(error).message : 'The customer’s details are not available.'}</Alert>;
  const facts: Array<[string, string]> = [
    ['Name', `${holder.firstName} ${holder.lastName}`],
    ['Date of birth', holder.dateOfBirth ? formatDate(holder.dateOfBirth) : 'Not given'],
    ['Ghana Card number', holder.ghanaCardNumber ? `${holder.ghanaCardNumber}${holder.ghanaCardNumberMasked ? ' (partly hidden)' : ''}` : 'Not given'],
    ['Phone', holder.phone ? formatGhanaPhone(holder.phone) : 'Not given'],
  ];
  return (
    <Box component="section" aria-label="Customer details" sx={{ mb: 2 }}>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {facts.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {holder.applicationId ? (
        <Link component={RouterLink} to={paths.adminApplication(holder.applicationId)} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          Open the application
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No application yet.
        </Typography>
      )}
    </Box>
  );
}

/** The opened upload: the customer's details to compare with it, its preview, review note, and Verify / Reject while it is pending. */
function DocumentDrawer({ document: selected, canVerify, busy, onVerify, onReject, onClose }: DocumentDrawerProps) {
  return (
    <Drawer anchor="right" open={Boolean(selected)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      {selected ? (
        <Box component="section" aria-labelledby="document-drawer-title" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="document-drawer-title" variant="h6" component="h2">
              {humanize(selected.type)} from {selected.owner.firstName} {selected.owner.lastName}
            </Typography>
            <IconButton aria-label="Close document" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={selected.status} />
            <Typography variant="body2" color="text.secondary">
              {selected.owner.email} · uploaded {formatDateTime(selected.createdAt)}
            </Typography>
          </Stack>
          <DocumentHolderFacts documentId={selected.id} />
          <FilePreview url={selected.url} mimeType={selected.mimeType} fileName={selected.fileName} height={420} />
          {selected.reviewNote ? (
            <Alert severity={selected.status === 'rejected' ? 'error' : 'info'} sx={{ mt: 2 }}>
              Review note: {selected.reviewNote}
            </Alert>
          ) : null}
          {canVerify && selected.status === 'pending' ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" color="success" onClick={() => onVerify(selected)} disabled={busy}>
                Verify
              </Button>
              <Button variant="contained" color="error" onClick={() => onReject(selected)} disabled={busy}>
                Reject
              </Button>
            </Stack>
          ) : null}
        </Box>
      ) : null}
    </Drawer>
  );
}

type Decision = { kind: 'verify' | 'reject'; document: QueueDocument };

export function DocumentQueueRoute() {
  const { enqueueSnackbar } = useSnackbar();
  const { can } = usePermissions();
  const paging = useCursorPages();
  // Pending first: the queue opens on what still needs a decision.
  const [status, setStatus] = useFilter<DocumentStatus | ''>(paging, 'pending');
  const [type, setType] = useFilter<DocumentType | ''>(paging, '');
  const [selected, setSelected] = useState<QueueDocument | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const { data, previousData, loading, error } = useQuery(StaffDocumentQueueDocument, {
    variables: { first: PAGE_SIZE, after: paging.after, status: status || null, type: type || null },
    fetchPolicy: 'cache-and-network',
  });
  useLiveRefetch(StaffDocumentChangedDocument, ['StaffDocumentQueue']);
  // A decision changes the customer's required documents and approval checks wherever their applications are cached.
  const decided = { refetchQueries: ['StaffDocumentQueue'], update: (cache: ApolloCache) => forgetApplicationChecks(cache) };
  const [verify, verifying] = useMutation(StaffVerifyDocumentDocument, decided);
  const [reject, rejecting] = useMutation(StaffRejectDocumentDocument, decided);
  const busy = verifying.loading || rejecting.loading;

  const decide = async (note: string) => {
    if (!decision) return;
    setDecisionError(null);
    try {
      if (decision.kind === 'verify') await verify({ variables: { id: decision.document.id, note: note || null } });
      else await reject({ variables: { id: decision.document.id, note } });
      enqueueSnackbar(decision.kind === 'verify' ? 'Document verified' : 'Document rejected', toastOptions('success'));
      setDecision(null);
      setSelected(null);
    } catch (caught) {
      const problem = describeServerError(caught);
      setDecisionError(problem.message);
      enqueueSnackbar(problem.message, toastOptions('error'));
    }
  };

  return (
    <StaffListPage<QueueDocument>
      title="Documents"
      subtitle="Verification queue: check each upload against the customer's details, then verify or reject it."
      label="Documents"
      filters={
        <>
          <FilterSelect label="Status" value={status} allLabel="All statuses" options={humanizedOptions(DOCUMENT_STATUSES)} onChange={setStatus} width={180} />
          <FilterSelect label="Type" value={type} allLabel="All types" options={humanizedOptions(DOCUMENT_TYPES)} onChange={setType} width={200} />
        </>
      }
      connection={(data ?? previousData)?.documents}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      onRowClick={setSelected}
      noRowsText="No documents in this queue"
    >
      <DocumentDrawer
        document={selected}
        onClose={() => setSelected(null)}
        canVerify={can('verifyDocuments')}
        busy={busy}
        onVerify={(document) => {
          setDecisionError(null);
          setDecision({ kind: 'verify', document });
        }}
        onReject={(document) => {
          setDecisionError(null);
          setDecision({ kind: 'reject', document });
        }}
      />
      <ReasonDialog
        open={Boolean(decision)}
        title={decision?.kind === 'verify' ? 'Verify this document?' : 'Reject this document?'}
        message={
          decision
            ? `${humanize(decision.document.type)} from ${decision.document.owner.firstName} ${decision.document.owner.lastName}. The customer is notified.`
            : undefined
        }
        label="Note"
        minLength={decision?.kind === 'reject' ? 1 : 0}
        helperText={decision?.kind === 'reject' ? 'Tell the customer what to fix.' : 'Optional.'}
        confirmLabel={decision?.kind === 'verify' ? 'Verify' : 'Reject'}
        destructive={decision?.kind === 'reject'}
        busy={busy}
        error={decisionError}
        onSubmit={(note) => void decide(note)}
        onClose={() => {
          setDecision(null);
          setDecisionError(null);
        }}
      />
    </StaffListPage>
  );
}
