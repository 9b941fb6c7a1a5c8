import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

/** What a customer may ask of us under the Data Protection Act, 2012 (Act 843), ss. 32-35 and 33 (closure). */
export const PRIVACY_REQUEST_KINDS = ['export', 'correction', 'closure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * pending → processing → completed (export ready / correction applied / account closed) → expired (export files gone);
 * pending → declined (a correction refused by staff, with the reason); refused (a closure refused at once, with the reason).
 */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'processing', 'completed', 'declined', 'refused', 'expired', 'failed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Fields a customer asks us to correct (identity details that staff check against evidence). */
export const CORRECTABLE_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'ghanaCardNumber'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export interface PrivacyExportFiles {
  json: string;
  pdf: string;
  zip: string;
  /** Sizes in bytes, for the download list. */
  sizes: { json: number; pdf: number; zip: number };
}

export interface PrivacyRequestPayload {
  /** Correction: the field, the value held when asked, the value asked for and the evidence document. */
  field?: CorrectableField;
  currentValue?: string | null;
  newValue?: string;
  evidenceDocumentId?: string | null;
  /** Export: storage keys of the generated files (removed when the link expires). */
  files?: PrivacyExportFiles | null;
  /** Closure: what was erased at once. */
  erased?: Record<string, number>;
}

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const privacyRequest = pgTable(
  'privacy_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: PRIVACY_REQUEST_STATUSES }).notNull().default('pending'),
    payload: jsonb('payload').$type<PrivacyRequestPayload>().notNull().default({}),
    /** The customer's reason (correction) or why we refused/declined it. */
    customerReason: text('customer_reason'),
    reason: text('reason'),
    /** Statutory response deadline (privacy.<kind>_response_days after the request). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Export: the download link stops working then (files deleted by the daily job). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Closure: loan records kept until this day, then anonymised by the daily job. */
    retainUntil: date('retain_until', { mode: 'string' }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('privacy_request_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('privacy_request_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('privacy_request_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('privacy_request_kind_check', sql`${table.kind} in (${quoted(PRIVACY_REQUEST_KINDS)})`),
    check('privacy_request_status_check', sql`${table.status} in (${quoted(PRIVACY_REQUEST_STATUSES)})`),
  ],
);
