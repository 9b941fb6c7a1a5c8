import express, { type Response } from 'express';
import type { Auth } from '../auth/auth.js';
import { resolveViewer } from '../auth/viewer.js';
import type { Services } from '../modules/index.js';
import { contentDisposition, DOWNLOAD_POLICY } from './files.js';

function sendError(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.status(status).setHeader('cache-control', 'no-store');
  res.json({ error: { code, message } });
}

const CODES = { 404: 'NOT_FOUND', 409: 'NOT_READY', 410: 'EXPIRED' } as const;

/**
 * GET /api/files/privacy/:requestId/my-data.(json|pdf|zip): a customer's copy of their data (Act 843), for that
 * customer only (staff included: nobody else reads it), until the request's expiresAt; then 410 with a clear message.
 */
export function createPrivacyFilesRouter({ auth, services }: { auth: Auth; services: Services }): express.Router {
  const router = express.Router();
  router.get('/privacy/:requestId/my-data.:format', async (req, res) => {
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    const format = req.params.format;
    if (format !== 'json' && format !== 'pdf' && format !== 'zip') return sendError(res, 404, 'NOT_FOUND', 'Not found.');
    const file = await services.privacy.openExportFile(viewer, req.params.requestId, format);
    if (!file.ok) return sendError(res, file.status, CODES[file.status], file.message);
    res.status(200);
    res.setHeader('content-type', file.mimeType);
    res.setHeader('content-length', String(file.bytes.length));
    res.setHeader('content-disposition', contentDisposition(file.fileName, 'attachment'));
    res.setHeader('content-security-policy', DOWNLOAD_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    res.end(file.bytes);
  });
  return router;
}
