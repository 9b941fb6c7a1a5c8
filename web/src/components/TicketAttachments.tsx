// The files attached to a ticket message, as links that open them in a new tab (the customer's thread, staff's support view).
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AttachFileIcon from '@mui/icons-material/AttachFile';

export interface TicketAttachmentView {
  id: string;
  fileName: string;
  sizeBytes: number;
  url: string;
}

/** "240 KB", "1.5 MB": how big a file is, as people read it. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export function TicketAttachments({ attachments }: { attachments: readonly TicketAttachmentView[] | undefined }) {
  if (!attachments || attachments.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} aria-label="Attachments" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {attachments.map((file) => (
        <li key={file.id}>
          <Link href={file.url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
            <AttachFileIcon fontSize="small" aria-hidden="true" />
            {file.fileName} ({fileSizeLabel(file.sizeBytes)})
          </Link>
        </li>
      ))}
    </Stack>
  );
}
