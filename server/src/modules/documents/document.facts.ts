// The document vocabulary and what other modules read of documents (the approval checklist), through the caller's
// handle: a leaf of the module (tables only), so settings, credit decisions and the upload route depend on it without
// depending on the document service.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { document, type DocumentStatus, type DocumentType } from './document.table.js';

export { DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from './document.table.js';

/** How messages and the checklist name the generic kinds; a product's own kind is named from its code. */
const GENERIC_LABELS: Record<string, string> = {
  ghana_card: 'Ghana Card',
  payslip: 'payslip',
  bank_statement: 'bank statement',
  momo_statement: 'mobile money statement',
  tenancy_agreement: 'tenancy agreement',
  utility_bill: 'utility bill',
  other: 'other document',
};

/** "mobile money statement", "admission letter" (admission_letter). */
export function documentLabel(kind: string): string {
  return GENERIC_LABELS[kind] ?? kind.replace(/_/g, ' ');
}

/** A customer's documents, newest first: type and review status only (the approval checklist reads them). */
export function documentStatusesOf(dbOrTx: DbOrTx, userId: string): Promise<Array<{ type: DocumentType; status: DocumentStatus }>> {
  return dbOrTx.select({ type: document.type, status: document.status }).from(document).where(eq(document.userId, userId)).orderBy(desc(document.createdAt));
}
