// "Attach a file" for a ticket message: each chosen file is checked, uploaded (POST /api/files) and listed; the
// message sends the upload ids. The server checks the content again and claims each upload once.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { fileSizeLabel } from '../../components/TicketAttachments';
import { ACCEPTED_UPLOAD_TYPES, checkFileBeforeUpload, UPLOAD_NETWORK_MESSAGE, UploadError, type UploadedFile } from '../../lib/upload';

/** Files a customer may attach to one message (the server's limit). */
export const MAX_ATTACHMENTS = 3;

export interface AttachFilesProps {
  files: readonly UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  onUpload: (file: File) => Promise<UploadedFile>;
  disabled?: boolean;
}

export function AttachFiles({ files, onChange, onUpload, disabled = false }: AttachFilesProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const refused = checkFileBeforeUpload(file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      onChange([...files, await onUpload(file)]);
    } catch (caught) {
      setError(caught instanceof UploadError ? caught.message : UPLOAD_NETWORK_MESSAGE);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1}>
      {files.length > 0 ? (
        <Stack component="ul" spacing={0.5} aria-label="Files to send" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((file) => (
            <Stack component="li" key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.fileName} ({fileSizeLabel(file.size)})
              </Typography>
              <Button size="small" onClick={() => onChange(files.filter((other) => other.id !== file.id))} aria-label={`Remove ${file.fileName}`} disabled={disabled}>
                Remove
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
      <div>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled || uploading || files.length >= MAX_ATTACHMENTS}>
          {uploading ? 'Uploading…' : 'Attach a file'}
          <input
            type="file"
            hidden
            accept={ACCEPTED_UPLOAD_TYPES}
            onChange={(event) => {
              const input = event.currentTarget;
              void attach(input.files?.[0]).finally(() => (input.value = ''));
            }}
          />
        </Button>
      </div>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error ?? `PDF, JPEG or PNG, up to 10 MB; at most ${MAX_ATTACHMENTS} files.`}
      </Typography>
    </Stack>
  );
}
