// The one way a file of rows leaves the server: the download's headers, its error answer, and the CSV streamed row by
// row. The books' reports (accounting-export.ts) and the staff lists (list-export.ts) both write through it.
import type { Response } from 'express';
import { csvField, type ExportCell } from '../modules/accounting/accounting.export.js';
import { contentDisposition, DOWNLOAD_POLICY } from './files.js';

export function sendDownloadError(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.status(status).setHeader('cache-control', 'no-store');
  res.json({ error: { code, message } });
}

export function downloadHeaders(res: Response, type: string, fileName: string): void {
  res.status(200);
  res.setHeader('content-type', type);
  res.setHeader('content-disposition', contentDisposition(fileName, 'attachment'));
  res.setHeader('content-security-policy', DOWNLOAD_POLICY);
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
}

/** Streams the CSV row by row, waiting for the socket to drain (a UTF-8 byte-order mark first, so spreadsheets read "₵" and "−"). */
export async function writeCsv(res: Response, fileName: string, headers: readonly string[], rows: AsyncIterable<ExportCell[]>): Promise<void> {
  downloadHeaders(res, 'text/csv; charset=utf-8', fileName);
  res.write(`\uFEFF${headers.map(csvField).join(',')}\r\n`);
  for await (const row of rows) {
    if (!res.write(`${row.map(csvField).join(',')}\r\n`)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
