// Staff access to customers' document files (Act 843): the writer used by GET /api/files/:id and the read
// for admins (manageSystem); its GraphQL surface is document-access.resolver.ts.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import type { AppDatabase } from '../../db/client.js';
import type { Viewer } from '../../graphql/context.js';
import { afterCursor, toPage, type Page } from '../../graphql/pagination.js';
import { documentAccess } from './document-access.table.js';

export interface DocumentAccessView {
  id: string;
  documentId: string;
  fileName: string;
  customerId: string;
  customerName: string | null;
  customerEmail: string | null;
  staffId: string;
  staffName: string | null;
  staffEmail: string | null;
  staffRole: string;
  ip: string | null;
  requestId: string;
  at: Date;
}

export class DocumentAccessService {
  constructor(private readonly db: AppDatabase) {}

  /** One entry per staff open/download of a customer's file; a customer reading their own file writes none. */
  async recordIfStaff(viewer: Viewer, file: { documentId: string; fileName: string; customerId: string }, request: { ip: string | null; requestId: string }): Promise<boolean> {
    if (viewer.id === file.customerId) return false;
    await this.db.insert(documentAccess).values({
      documentId: file.documentId,
      fileName: file.fileName,
      customerId: file.customerId,
      staffId: viewer.id,
      staffRole: viewer.role,
      ip: request.ip,
      requestId: request.requestId,
    });
    return true;
  }

  async list({ first, after, customerId, staffId }: { first: number; after?: string | null; customerId?: string | null; staffId?: string | null }): Promise<Page<DocumentAccessView & { createdAt: Date }>> {
    const customer = alias(user, 'customer');
    const staff = alias(user, 'staff');
    const conditions: Array<SQL | undefined> = [afterCursor(after, documentAccess.at, documentAccess.id)];
    if (customerId) conditions.push(eq(documentAccess.customerId, customerId));
    if (staffId) conditions.push(eq(documentAccess.staffId, staffId));
    const rows = await this.db
      .select({
        id: documentAccess.id,
        documentId: documentAccess.documentId,
        fileName: documentAccess.fileName,
        customerId: documentAccess.customerId,
        customerName: customer.name,
        customerEmail: customer.email,
        staffId: documentAccess.staffId,
        staffName: staff.name,
        staffEmail: staff.email,
        staffRole: documentAccess.staffRole,
        ip: documentAccess.ip,
        requestId: documentAccess.requestId,
        at: documentAccess.at,
      })
      .from(documentAccess)
      .leftJoin(customer, eq(customer.id, documentAccess.customerId))
      .leftJoin(staff, eq(staff.id, documentAccess.staffId))
      .where(and(...conditions))
      .orderBy(desc(documentAccess.at), desc(documentAccess.id))
      .limit(first + 1);
    return toPage(rows.map((row) => ({ ...row, createdAt: row.at })), first);
  }
}
