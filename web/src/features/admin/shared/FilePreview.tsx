import { Box, Link, Typography } from '@mui/material';

export interface FilePreviewProps {
  /** The download path, /api/files/<id>. */
  url: string;
  mimeType: string;
  fileName: string;
  /** Height of the preview box in px. */
  height?: number;
}

/** Shows an image or a PDF inline (files are served only to staff who may read them), with a link to open it. */
export function FilePreview({ url, mimeType, fileName, height = 320 }: FilePreviewProps) {
  return (
    <Box>
      {mimeType.startsWith('image/') ? (
        <Box component="img" src={url} alt={`Preview of ${fileName}`} sx={{ display: 'block', maxWidth: '100%', maxHeight: height, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : mimeType === 'application/pdf' ? (
        <Box component="iframe" src={url} title={`Preview of ${fileName}`} sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      ) : (
        <Typography color="text.secondary">No preview for this file type.</Typography>
      )}
      <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-block', mt: 0.5, overflowWrap: 'anywhere' }}>
        Open {fileName} in a new tab
      </Link>
    </Box>
  );
}
