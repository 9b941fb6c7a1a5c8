import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { application } from './application.table.js';

export const REVIEW_REQUEST_STATUSES = ['open', 'answered'] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];
export const reviewRequestStatus = pgEnum('review_request_status', REVIEW_REQUEST_STATUSES);

/**
 * A customer's request for a human review of a rejected application (Act 843, automated decisions): one per
 * application, answered by a credit analyst (manageAllApplications), the customer notified of the answer.
 */
export const applicationReviewRequest = pgTable(
  'application_review_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: reviewRequestStatus('status').notNull().default('open'),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('application_review_request_application_idx').on(table.applicationId),
    index('application_review_request_status_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
