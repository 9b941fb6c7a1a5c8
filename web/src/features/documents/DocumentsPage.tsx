import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import { PageContainer } from '../../components/PageContainer';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import {
  DeleteMyDocumentDocument,
  FileMyDocumentDocument,
  ListMyDocumentsDocument,
  MyApplicationDocumentRequirementsDocument,
  type ListMyDocumentsQuery,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/money';
import { toastOptions } from '../../lib/toasts';
import { ACCEPTED_UPLOAD_TYPES, checkFileBeforeUpload, UploadError, uploadFile } from '../../lib/upload';

/** A generic kind or one a credit product requires (admission_letter, …): the server's DocumentType scalar. */
type DocumentType = string;

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  ghana_card: 'Ghana Card',
  payslip: 'Payslip',
  bank_statement: 'Bank statement',
  momo_statement: 'Mobile money statement',
  tenancy_agreement: 'Tenancy agreement',
  utility_bill: 'Utility bill',
  other: 'Other',
};

const REQUIREMENT_TEXT: Record<string, string> = {
  missing: 'not uploaded',
  requested: 'requested again',
  pending: 'uploaded, waiting for review',
  verified: 'verified',
  rejected: 'rejected, please upload a new one',
};

const STATUS_CHIP: Record<string, { label: string; color: 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Pending review', color: 'warning' },
  verified: { label: 'Verified', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

export type MyDocument = ListMyDocumentsQuery['myDocuments']['nodes'][number];

/** A kind's label: the generic ones by name, a product's own kind from its code ("admission_letter" → "Admission letter"). */
export function documentTypeLabel(kind: string): string {
  const label = DOCUMENT_TYPE_LABELS[kind] ?? kind.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export interface DocumentUploadFormProps {
  /** Uploads and files the document; resolves when done, rejects with the message to show. */
  onUpload(file: File, type: DocumentType, onProgress: (percent: number) => void): Promise<void>;
  /** Kinds the customer's credit product asks for beyond the generic ones (admission_letter, …), offered first. */
  productKinds?: readonly string[];
}

export function DocumentUploadForm({ onUpload, productKinds = [] }: DocumentUploadFormProps) {
  const [type, setType] = useState<DocumentType>(productKinds[0] ?? 'ghana_card');
  const kinds = [...productKinds, ...Object.keys(DOCUMENT_TYPE_LABELS).filter((kind) => !productKinds.includes(kind))];
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? checkFileBeforeUpload(chosen) : null);
  };

  const upload = async () => {
    if (!file) {
      setError('Choose a file to upload.');
      return;
    }
    const problem = checkFileBeforeUpload(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await onUpload(file, type, setProgress);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'The file could not be uploaded.');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="upload-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="upload-heading" variant="h6" component="h2">
            Upload a document
          </Typography>
          <Typography variant="body2" color="text.secondary">
            PDF, JPEG or PNG, up to 10 MB.
          </Typography>
          <TextField select label="Document type" value={type} onChange={(event) => setType(event.target.value as DocumentType)} disabled={busy} fullWidth>
            {kinds.map((value) => (
              <MenuItem key={value} value={value}>
                {documentTypeLabel(value)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              Choose file
              <input
                ref={inputRef}
                hidden
                type="file"
                accept={ACCEPTED_UPLOAD_TYPES}
                aria-label="File to upload"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : 'No file chosen'}
            </Typography>
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {busy && (
            <Box>
              <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
              <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
                Uploading… {progress}%
              </Typography>
            </Box>
          )}
          <Button variant="contained" onClick={() => void upload()} disabled={busy || !file || Boolean(error)}>
            Upload
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface DocumentListProps {
  documents: readonly MyDocument[];
  onDelete(id: string): void;
  deletingId?: string | null;
}

export function DocumentList({ documents, onDelete, deletingId = null }: DocumentListProps) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">You have not uploaded any documents yet.</Typography>;
  }
  return (
    <List disablePadding aria-label="My documents">
      {documents.map((document) => {
        const chip = STATUS_CHIP[document.status] ?? { label: document.status, color: 'warning' as const };
        return (
          <ListItem key={document.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{documentTypeLabel(document.type)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {document.fileName} · {formatDateTime(document.createdAt)}
                </Typography>
                {document.reviewNote && (
                  <Typography variant="body2" color={document.status === 'rejected' ? 'error' : 'text.secondary'}>
                    Review note: {document.reviewNote}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Chip size="small" color={chip.color} label={chip.label} />
                <Button size="small" href={`/api/files/${encodeURIComponent(document.id)}`} target="_blank" rel="noopener" aria-label={`View ${document.fileName}`}>
                  View
                </Button>
                {document.status === 'pending' && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(document.id)}
                    disabled={deletingId === document.id}
                    aria-label={`Delete ${document.fileName}`}
                  >
                    Delete
                  </Button>
                )}
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

export default function DocumentsPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(ListMyDocumentsDocument, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
  const requirements = useQuery(MyApplicationDocumentRequirementsDocument, { fetchPolicy: 'cache-and-network' });
  const application = requirements.data?.myLatestApplication ?? null;
  const open = application !== null && (application.status === 'pending' || application.status === 'under_review');
  const [fileDocument] = useMutation(FileMyDocumentDocument);
  const [deleteDocument] = useMutation(DeleteMyDocumentDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const onUpload: DocumentUploadFormProps['onUpload'] = async (file, type, onProgress) => {
    let uploadId: string;
    try {
      uploadId = (await uploadFile(file, { type, onProgress })).id;
    } catch (thrown) {
      throw thrown instanceof UploadError ? thrown : new Error('The file could not be uploaded.');
    }
    await fileDocument({ variables: { input: { uploadId, type } } });
    await Promise.all([refetch(), requirements.refetch()]);
    enqueueSnackbar('Document uploaded. We will review it shortly.', toastOptions('success'));
  };

  const onDelete = async (id: string) => {
    if (!window.confirm('Delete this document?')) return;
    setDeletingId(id);
    try {
      await deleteDocument({ variables: { id } });
      await refetch();
      enqueueSnackbar('Document deleted', toastOptions('success'));
    } catch (thrown) {
      enqueueSnackbar(thrown instanceof Error ? thrown.message : 'The document could not be deleted.', toastOptions('error'));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <PageContainer title="Documents" subtitle="Upload your Ghana Card, payslips and statements so we can review your application." maxWidth="md">
      <Stack spacing={3}>
        {open && application.documentRequirements.length > 0 && (
          <Alert severity={application.documentRequirements.every((item) => item.state === 'pending' || item.state === 'verified') ? 'success' : 'info'} aria-label="What your application needs">
            <strong>{application.documentsSummary}</strong>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {application.documentRequirements.map((item) => (
                <li key={item.kind}>
                  {item.text}: {REQUIREMENT_TEXT[item.state] ?? item.state}
                  {item.note ? ` (${item.note})` : ''}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <DocumentUploadForm
          key={open ? application.documentRequirements.map((item) => item.kind).join() : 'generic'}
          onUpload={onUpload}
          productKinds={open ? application.documentRequirements.filter((item) => item.state !== 'verified').map((item) => item.kind) : []}
        />
        <Box component="section" aria-labelledby="my-documents-heading">
          <Typography id="my-documents-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            My documents
          </Typography>
          {error && !data && <Alert severity="error">We could not load your documents. Please try again.</Alert>}
          {loading && !data ? <LoadingSpinner size="small" message="Loading documents…" /> : <DocumentList documents={data?.myDocuments.nodes ?? []} onDelete={(id) => void onDelete(id)} deletingId={deletingId} />}
        </Box>
      </Stack>
    </PageContainer>
  );
}
