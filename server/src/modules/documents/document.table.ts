import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { application } from '../applications/application.table.js';

export const DOCUMENT_TYPES = [
  'ghana_card',
  'payslip',
  'bank_statement',
  'momo_statement',
  'tenancy_agreement',
  'utility_bill',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The only file types accepted, decided from the file's content (magic bytes). */
export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A file received by POST /api/files, waiting for createDocument to claim it (then the row is removed). */
export const fileUpload = pgTable(
  'file_upload',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: UPLOAD_MIME_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Lets a clean-up job find abandoned uploads by age.
    index('file_upload_created_idx').on(table.createdAt),
    check('file_upload_mime_type_check', sql`${table.mimeType} in (${quoted(UPLOAD_MIME_TYPES)})`),
    check('file_upload_size_check', sql`${table.sizeBytes} > 0`),
  ],
);

export const document = pgTable(
  'document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    // A document outlives a deleted application (it stays the customer's record).
    applicationId: uuid('application_id').references(() => application.id, { onDelete: 'set null' }),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: UPLOAD_MIME_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    reviewerId: text('reviewer_id').references(() => user.id),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('document_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('document_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('document_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('document_type_created_idx').on(table.type, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('document_application_idx').on(table.applicationId),
    check('document_type_check', sql`${table.type} in (${quoted(DOCUMENT_TYPES)})`),
    check('document_status_check', sql`${table.status} in (${quoted(DOCUMENT_STATUSES)})`),
    check('document_mime_type_check', sql`${table.mimeType} in (${quoted(UPLOAD_MIME_TYPES)})`),
    check('document_size_check', sql`${table.sizeBytes} > 0`),
  ],
);
