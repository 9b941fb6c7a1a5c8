import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

/**
 * Maker-checker: what one person may start but only a second may complete. Each action names the
 * setting that holds its threshold (`approvals.<action>_threshold`, pesewas): amounts above it wait for a checker.
 */
export const APPROVAL_ACTIONS = [
  'disbursement',
  'manual_payment',
  'reversal',
  'refund',
  'credit_applied',
  'suspense_allocation',
  'suspense_refund',
  'restructure',
  'write_off',
  'setting_change',
  'period_reopen',
  'application_approval',
  'order_approval',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** pending → approved (the effect applied) | declined (with a reason) | cancelled (by the maker). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What an approval acts on: the record the web opens from the inbox. */
export const APPROVAL_SUBJECT_KINDS = ['loan', 'payment', 'setting', 'period', 'application', 'order'] as const;
export type ApprovalSubjectKind = (typeof APPROVAL_SUBJECT_KINDS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export interface ApprovalPreviewLine {
  label: string;
  value: string;
}

export const approvalRequest = pgTable(
  'approval_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: APPROVAL_ACTIONS }).notNull(),
    subjectKind: text('subject_kind', { enum: APPROVAL_SUBJECT_KINDS }).notNull(),
    /** A loan, payment, application or order id, a setting key, or an accounting month (YYYY-MM). */
    subjectId: text('subject_id').notNull(),
    /** Exactly what the maker asked for: the checker applies this, nothing else. */
    input: jsonb('input').notNull(),
    /** The effect as the maker saw it when asking (a summary and labelled lines), shown to the checker. */
    summary: text('summary').notNull(),
    preview: jsonb('preview').$type<ApprovalPreviewLine[]>().notNull(),
    /** The money involved (pesewas), when the action moves money. */
    amount: bigint('amount', { mode: 'number' }),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    makerId: text('maker_id')
      .notNull()
      .references(() => user.id),
    makerNote: text('maker_note'),
    checkerId: text('checker_id').references(() => user.id),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // One open request per action and record: a second disbursement of the same loan waits behind the first.
    uniqueIndex('approval_request_one_pending').on(table.action, table.subjectId).where(sql`${table.status} = 'pending'`),
    index('approval_request_status_created_idx').on(table.status, table.createdAt),
    index('approval_request_subject_idx').on(table.subjectId),
    check('approval_request_action_check', sql`${table.action} in (${quoted(APPROVAL_ACTIONS)})`),
    check('approval_request_status_check', sql`${table.status} in (${quoted(APPROVAL_STATUSES)})`),
    check('approval_request_subject_kind_check', sql`${table.subjectKind} in (${quoted(APPROVAL_SUBJECT_KINDS)})`),
    // Four eyes, enforced by the database too: the checker is never the maker.
    check('approval_request_four_eyes', sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`),
    check('approval_request_decided', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);
