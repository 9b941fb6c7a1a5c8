import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

/** What a credit decision is about: a rent application or a BNPL order. */
export const APPROVAL_SUBJECTS = ['application', 'order'] as const;
export type ApprovalSubject = (typeof APPROVAL_SUBJECTS)[number];

/** One check of the approval checklist as it stood when someone decided (the snapshot kept with each approval). */
export interface ApprovalCheckSnapshot {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}

/**
 * Each approval given to an application or order (four eyes: above the product version's four-eyes threshold the first is
 * recorded here and the subject stays pending until a second, different approver completes it). The completing
 * approval is recorded too, so the table holds who approved what, with the checklist each of them saw.
 */
export const creditApproval = pgTable(
  'credit_approval',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: APPROVAL_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    approverId: text('approver_id')
      .notNull()
      .references(() => user.id),
    checks: jsonb('checks').$type<ApprovalCheckSnapshot[]>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The same person approves a subject once: a second approval must come from someone else.
    uniqueIndex('credit_approval_subject_approver_idx').on(table.subjectKind, table.subjectId, table.approverId),
    index('credit_approval_subject_created_idx').on(table.subjectKind, table.subjectId, table.createdAt),
    check('credit_approval_subject_kind_check', sql`${table.subjectKind} in ('application', 'order')`),
  ],
);
