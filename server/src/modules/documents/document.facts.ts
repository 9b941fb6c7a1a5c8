// The document vocabulary and what other modules read of documents (the approval checklist), through the caller's
// handle: a leaf of the module (tables only), so settings, credit decisions and the upload route depend on it without
// depending on the document service.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { document, type DocumentStatus, type DocumentType } from './document.table.js';

export { DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from './document.table.js';

/** A customer's documents, newest first: type and review status only (the approval checklist reads them). */
export function documentStatusesOf(dbOrTx: DbOrTx, userId: string): Promise<Array<{ type: DocumentType; status: DocumentStatus }>> {
  return dbOrTx.select({ type: document.type, status: document.status }).from(document).where(eq(document.userId, userId)).orderBy(desc(document.createdAt));
}
