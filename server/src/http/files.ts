import express, { type Request, type Response } from 'express';
import type { Auth } from '../auth/auth.js';
import { resolveViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { tooLargeMessage, UploadRejected, type DocumentDownload } from '../modules/documents/document.service.js';
import type { Services } from '../modules/index.js';
import { requestIdOf } from './request-context.js';
import { hasTrustedOrigin, UNTRUSTED_ORIGIN_MESSAGE } from './trusted-origin.js';

/** Room for the multipart boundaries, part headers and the small `type` field around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** After refusing an upload we read and discard at most this much more, then drop the connection. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

const HTTP_STATUS = { PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, BAD_REQUEST: 400 } as const;

function sendError(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.status(status).setHeader('cache-control', 'no-store');
  res.json({ error: { code, message } });
}

/**
 * Answers now without reading the rest of the body. A modest remainder is drained so the browser reads the
 * answer cleanly; a huge one is cut off once the answer is out.
 */
function refuseBody(req: Request, res: Response, status: number, code: string, message: string): void {
  let drained = 0;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT_BYTES) res.setHeader('connection', 'close');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
  sendError(res, status, code, message);
  if (declared > DRAIN_LIMIT_BYTES) res.once('finish', () => req.destroy());
}

/** Reads the whole body, or stops at `limit` bytes and reports it as too large. */
function readBody(req: Request, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve('too_large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('the client closed the upload before it ended'));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * `inline; filename="..."` (or attachment), with an RFC 5987 UTF-8 form when the name is not plain ASCII; quotes,
 * backslashes and control characters never reach the header.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `${disposition}; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The Content-Security-Policy of every stored or drawn file we send: a sandboxed document with no scripts, no
 * same-origin access and nothing loaded, should a file ever be read as something other than its type. Inline styles
 * stay allowed for the browser's own image and PDF viewer pages (Chromium styles them inline).
 */
export const DOWNLOAD_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** Streams a stored file inline in a sandbox (documents, ticket attachments); a file the store cannot read is a 404. */
function sendStoredFile(req: Request, res: Response, download: DocumentDownload, logger: Logger): void {
  download.stream.once('error', (error) => {
    logger.error('stored file could not be read', { requestId: requestIdOf(req), path: req.path, error: String(error) });
    if (res.headersSent) return res.destroy();
    for (const header of ['content-length', 'content-disposition', 'content-security-policy', 'cross-origin-resource-policy']) res.removeHeader(header);
    sendError(res, 404, 'NOT_FOUND', 'Not found.');
  });
  res.status(200);
  res.setHeader('content-type', download.mimeType);
  res.setHeader('content-length', String(download.sizeBytes));
  // Inline: the web opens documents in a tab and previews them in an <img> or <iframe>; the sandbox makes that safe.
  res.setHeader('content-disposition', contentDisposition(download.fileName));
  res.setHeader('content-security-policy', DOWNLOAD_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'private, no-store');
  // Other sites may not embed a customer's documents.
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  download.stream.pipe(res);
}

/**
 * POST /api/files: a signed-in customer uploads one file (multipart field `file`); it is checked by content and
 * kept as a pending upload that createDocument files. GET /api/files/:documentId streams a document's file to its
 * owner or to staff with viewAllDocuments. The browser shows progress from XMLHttpRequest upload events.
 */
export function createFilesRouter({ auth, services, config, logger }: { auth: Auth; services: Services; config: Config; logger: Logger }): express.Router {
  const router = express.Router();

  router.post('/', async (req, res) => {
    if (!hasTrustedOrigin(req.headers, config.trustedOrigins)) {
      return refuseBody(req, res, 403, 'FORBIDDEN', UNTRUSTED_ORIGIN_MESSAGE);
    }
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return refuseBody(req, res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data;.*boundary=/i.test(contentType)) {
      return refuseBody(req, res, 400, 'BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
    }

    const maxBytes = await services.documents.maxUploadBytes();
    const bodyLimit = maxBytes + MULTIPART_OVERHEAD_BYTES;
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit) {
      return refuseBody(req, res, 413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
    }
    const body = await readBody(req, bodyLimit);
    if (body === 'too_large') return refuseBody(req, res, 413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));

    // Node's built-in multipart parser (undici); the body is already capped above.
    let form: FormData;
    try {
      form = await new Request('http://uploads.local/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
    } catch {
      return sendError(res, 400, 'BAD_REQUEST', 'The upload could not be read.');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') {
      return sendError(res, 400, 'BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
    }
    // The browser may name the intended document type; a bad one fails before any bytes are stored (createDocument sets it).
    const declaredType = form.get('type');
    if (declaredType !== null && (typeof declaredType !== 'string' || !(await services.documents.uploadableKinds(viewer.id)).has(declaredType))) {
      return sendError(res, 400, 'BAD_REQUEST', 'The document type is not valid.');
    }

    try {
      const upload = await services.documents.receiveUpload(viewer, {
        content: Buffer.from(await file.arrayBuffer()),
        originalName: file.name,
      });
      res.status(201).setHeader('cache-control', 'no-store');
      res.json({ upload: { id: upload.id, fileName: upload.fileName, mimeType: upload.mimeType, size: upload.sizeBytes } });
    } catch (error) {
      if (error instanceof UploadRejected) return sendError(res, HTTP_STATUS[error.code], error.code, error.message);
      throw error;
    }
  });

  // A file a customer attached to a ticket message: the ticket's customer, or staff who handle tickets (manageSystem).
  router.get('/tickets/attachments/:attachmentId', async (req, res) => {
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    const download = await services.tickets.openAttachment(viewer, req.params.attachmentId);
    if (!download) return sendError(res, 404, 'NOT_FOUND', 'Not found.');
    sendStoredFile(req, res, download, logger);
  });

  router.get('/:documentId', async (req, res) => {
    const viewer = await resolveViewer(auth, req.headers);
    if (!viewer) return sendError(res, 401, 'UNAUTHENTICATED', 'You need to log in to access this feature.');
    const download = await services.documents.openDownload(viewer, req.params.documentId);
    if (!download) return sendError(res, 404, 'NOT_FOUND', 'Not found.');
    // Act 843: every staff open/download of a customer's file is logged before a byte is sent.
    try {
      await services.documentAccess.recordIfStaff(
        viewer,
        { documentId: req.params.documentId, fileName: download.fileName, customerId: download.userId },
        { ip: req.ip ?? null, requestId: requestIdOf(req) },
      );
    } catch (error) {
      download.stream.destroy();
      throw error;
    }

    sendStoredFile(req, res, download, logger);
  });

  return router;
}
