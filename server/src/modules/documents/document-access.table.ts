import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every time a staff member opens or downloads a customer's document file (GET /api/files/:id): who, which file,
 * whose, when. Plain ids without foreign keys, so the trail outlives the document and the accounts (Act 843).
 */
export const documentAccess = pgTable(
  'document_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id').notNull(),
    fileName: text('file_name').notNull(),
    customerId: text('customer_id').notNull(),
    staffId: text('staff_id').notNull(),
    staffRole: text('staff_role').notNull(),
    ip: text('ip'),
    requestId: text('request_id').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('document_access_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('document_access_customer_idx').on(table.customerId, table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
