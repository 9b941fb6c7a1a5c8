// /admin/privacy (managePrivacyRequests): the Data Protection Act queue (exports, corrections, closures) and one request.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { PageContainer } from '../../../../components/PageContainer';
import { paths } from '../../../../lib/paths';
import { formatDate, formatDateTime } from '../../../../lib/money';
import {
  AdminApplyDataCorrectionDocument,
  AdminDeclineDataCorrectionDocument,
  AdminPrivacyEvidenceDocument,
  AdminPrivacyRequestDocument,
  AdminPrivacyRequestsDocument,
  type AdminPrivacyRequestFieldsFragment,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '../../gql/graphql';
import { ConfirmDialog, describeServerError, FilePreview, FilterSelect, optionsOf, ReasonDialog, StaffListPage, useCursorPages, useFilter } from '../../shared';

type Row = AdminPrivacyRequestFieldsFragment;

const KIND_LABELS: Record<PrivacyRequestKind, string> = { export: 'Copy of data', correction: 'Correction', closure: 'Account closure' };
const STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  declined: 'Declined',
  refused: 'Refused',
  expired: 'Expired',
  failed: 'Failed',
};
const STATUS_COLORS: Record<PrivacyRequestStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'info',
  processing: 'info',
  completed: 'success',
  declined: 'warning',
  refused: 'warning',
  expired: 'default',
  failed: 'error',
};
const FIELD_LABELS: Record<string, string> = { firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Date of birth', ghanaCardNumber: 'Ghana Card number' };

const privacyPath = (id: string) => `${paths.adminPage('privacy')}/${encodeURIComponent(id)}`;

const columns: GridColDef<Row>[] = [
  { field: 'kind', headerName: 'Request', minWidth: 140, sortable: false, valueFormatter: (value: PrivacyRequestKind) => KIND_LABELS[value] },
  { field: 'customer', headerName: 'Customer', minWidth: 180, flex: 1, sortable: false, valueGetter: (_value, row) => `${row.customer.firstName} ${row.customer.lastName} (${row.customer.email})` },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    sortable: false,
    renderCell: ({ row }) => <Chip size="small" color={STATUS_COLORS[row.status]} label={STATUS_LABELS[row.status]} />,
  },
  {
    field: 'dueOn',
    headerName: 'Due',
    minWidth: 150,
    sortable: false,
    renderCell: ({ row }) =>
      row.overdue ? <Chip size="small" color="error" label={`Overdue · ${formatDate(row.dueOn)}`} /> : <span>{formatDate(row.dueOn)}</span>,
  },
  { field: 'createdAt', headerName: 'Received', minWidth: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
];

function PrivacyQueue() {
  const navigate = useNavigate();
  const paging = useCursorPages();
  const [kind, setKind] = useFilter<PrivacyRequestKind | ''>(paging, '');
  const [status, setStatus] = useFilter<PrivacyRequestStatus | ''>(paging, '');
  const [overdue, setOverdue] = useState(false);
  const { data, loading, error } = useQuery(AdminPrivacyRequestsDocument, {
    variables: { first: 25, after: paging.after, kind: kind || null, status: status || null, overdue: overdue || null },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <StaffListPage<Row>
      title="Privacy requests"
      subtitle="Data Protection Act, 2012 (Act 843): answer each request by its due day."
      label="Privacy requests"
      filters={
        <>
          <FilterSelect
            label="Request"
            value={kind}
            allLabel="All requests"
            options={optionsOf(KIND_LABELS)}
            onChange={setKind}
            width={180}
          />
          <FilterSelect
            label="Status"
            value={status}
            allLabel="All statuses"
            options={optionsOf(STATUS_LABELS)}
            onChange={setStatus}
            width={160}
          />
          <FilterSelect
            label="Due"
            value={overdue ? 'overdue' : ''}
            allLabel="Any"
            options={[{ value: 'overdue', label: 'Overdue only' }]}
            onChange={(value) => {
              setOverdue(value === 'overdue');
              paging.reset();
            }}
            width={160}
          />
        </>
      }
      connection={data?.privacyRequests}
      paging={paging}
      loading={loading}
      error={error}
      columns={columns}
      onRowClick={(row) => void navigate(privacyPath(row.id))}
      noRowsText="No privacy requests match these filters"
    />
  );
}

function Evidence({ row }: { row: Row }) {
  const { data } = useQuery(AdminPrivacyEvidenceDocument, { variables: { userId: row.customer.id }, skip: !row.evidenceDocumentId });
  if (!row.evidenceDocumentId) return <Typography color="text.secondary">No evidence attached.</Typography>;
  const document = data?.documents.nodes.find((node) => node.id === row.evidenceDocumentId);
  if (!document) return <Typography color="text.secondary">Loading the evidence…</Typography>;
  return <FilePreview url={`/api/files/${document.id}`} mimeType={document.mimeType} fileName={document.fileName} />;
}

function PrivacyRequestDetail() {
  const { requestId = '' } = useParams();
  const { data, loading, error } = useQuery(AdminPrivacyRequestDocument, { variables: { id: requestId } });
  const [apply, applying] = useMutation(AdminApplyDataCorrectionDocument);
  const [decline, declining] = useMutation(AdminDeclineDataCorrectionDocument);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const row = data?.privacyRequest;
  if (loading && !row) return <PageContainer title="Privacy request"><Typography>Loading…</Typography></PageContainer>;
  if (!row) return <PageContainer title="Privacy request"><Alert severity="error">{error ? describeServerError(error).message : 'Not found.'}</Alert></PageContainer>;
  const facts: Array<[string, string]> = [
    ['Customer', `${row.customer.firstName} ${row.customer.lastName} (${row.customer.email})`],
    ['Status', STATUS_LABELS[row.status]],
    ['Received', formatDateTime(row.createdAt)],
    ['Answer due', `${formatDate(row.dueOn)}${row.overdue ? ' (overdue)' : ''}`],
  ];
  if (row.decidedAt) facts.push(['Decided', formatDateTime(row.decidedAt)]);
  if (row.reason) facts.push(['Reason given', row.reason]);
  if (row.kind === 'export') {
    facts.push(['Files', row.downloads.length > 0 ? row.downloads.map((file) => file.format.toUpperCase()).join(', ') : 'None available']);
    if (row.expiresAt) facts.push(['Link valid until', formatDateTime(row.expiresAt)]);
  }
  if (row.kind === 'closure') {
    facts.push(['Loan records kept until', row.retainUntil ? formatDate(row.retainUntil) : '—']);
    facts.push(['Anonymised', row.anonymisedAt ? formatDateTime(row.anonymisedAt) : 'Not yet']);
  }
  if (row.kind === 'correction') {
    facts.push(['Field', FIELD_LABELS[row.field ?? ''] ?? row.field ?? '—']);
    // What the field held when the customer asked, and what the record holds now: after Apply, the corrected value.
    facts.push(['Value when asked', row.currentValue ?? '—']);
    facts.push(['Asked for', row.newValue ?? '—']);
    facts.push(['Current value', row.valueNow ?? '—']);
    facts.push(['Customer’s reason', row.customerReason ?? '—']);
  }
  const pending = row.kind === 'correction' && row.status === 'pending';
  return (
    <PageContainer title={KIND_LABELS[row.kind]} subtitle={`${row.customer.firstName} ${row.customer.lastName}`}>
      <Stack spacing={2}>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1} component="dl" sx={{ m: 0 }}>
              {facts.map(([label, value]) => (
                <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                  <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
        {row.kind === 'correction' ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Evidence
              </Typography>
              <Evidence row={row} />
            </CardContent>
          </Card>
        ) : null}
        {pending ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => setConfirmOpen(true)}>
              Apply correction
            </Button>
            <Button variant="outlined" color="warning" onClick={() => setDeclineOpen(true)}>
              Decline
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title="Apply this correction?"
        message={`The customer's ${FIELD_LABELS[row.field ?? ''] ?? 'detail'} becomes “${row.newValue ?? ''}”. The change is audited and the customer is told.`}
        confirmLabel="Apply"
        busy={applying.loading}
        onConfirm={() => {
          setProblem(null);
          apply({ variables: { id: row.id } })
            .catch((caught: unknown) => setProblem(describeServerError(caught).message))
            .finally(() => setConfirmOpen(false));
        }}
        onClose={() => setConfirmOpen(false)}
      />
      <ReasonDialog
        open={declineOpen}
        title="Decline this correction"
        label="Reason"
        helperText="The customer reads this reason."
        confirmLabel="Decline"
        minLength={3}
        destructive
        busy={declining.loading}
        onSubmit={(reason) => {
          setProblem(null);
          decline({ variables: { id: row.id, reason } })
            .catch((caught: unknown) => setProblem(describeServerError(caught).message))
            .finally(() => setDeclineOpen(false));
        }}
        onClose={() => setDeclineOpen(false)}
      />
    </PageContainer>
  );
}

export default function AdminPrivacyPage() {
  return (
    <Routes>
      <Route index element={<PrivacyQueue />} />
      <Route path=":requestId" element={<PrivacyRequestDetail />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
