import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

/** The documents a customer accepts: the Terms of Service and the Privacy Policy (Act 843). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export const legalDocumentKind = pgEnum('legal_document', LEGAL_DOCUMENTS);

/**
 * THE list of published versions of each document, with what changed: the newest per document is the one in force.
 * Rows are only ever added (an admin publishes a new version); the web's pages link to the text.
 */
export const legalDocumentVersion = pgTable(
  'legal_document_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document: legalDocumentKind('document').notNull(),
    version: text('version').notNull(),
    summary: text('summary').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('legal_document_version_unique_idx').on(table.document, table.version),
    index('legal_document_version_current_idx').on(table.document, table.publishedAt.desc().nullsFirst()),
  ],
);

/** One row per acceptance: which version of which document, when, from which address and browser. */
export const consent = pgTable(
  'consent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    document: legalDocumentKind('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('consent_user_document_version_idx').on(table.userId, table.document, table.version),
  ],
);
