import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { application } from '../applications/application.table.js';

/**
 * The generic kinds any customer may file. A credit product's version names the documents it requires
 * (`requiredDocuments`), which may add kinds of its own (admission_letter, …): a document's `type` is one of these or
 * one its applicant's product requires.
 */
export const DOCUMENT_TYPES = [
  'ghana_card',
  'payslip',
  'bank_statement',
  'momo_statement',
  'tenancy_agreement',
  'utility_bill',
  'other',
] as const;
export type GenericDocumentType = (typeof DOCUMENT_TYPES)[number];
/** A generic kind or one a product requires (credit-products' kind format: lower-case letters, digits, underscores). */
export type DocumentType = string;
export const DOCUMENT_KIND_PATTERN = '^[a-z][a-z0-9_]{1,39}$';

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
    type: text('type').notNull(),
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
    check('document_type_check', sql`${table.type} ~ ${sql.raw(`'${DOCUMENT_KIND_PATTERN}'`)}`),
    check('document_status_check', sql`${table.status} in (${quoted(DOCUMENT_STATUSES)})`),
    check('document_mime_type_check', sql`${table.mimeType} in (${quoted(UPLOAD_MIME_TYPES)})`),
    check('document_size_check', sql`${table.sizeBytes} > 0`),
  ],
);

/**
 * An analyst asked the customer for a document (missing, or unreadable) on an application: the checklist shows it
 * "requested" until the customer files a document of that kind after the request.
 */
export const documentRequest = pgTable(
  'document_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('document_request_application_idx').on(table.applicationId, table.createdAt),
    check('document_request_type_check', sql`${table.type} ~ ${sql.raw(`'${DOCUMENT_KIND_PATTERN}'`)}`),
  ],
);
