import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { ROLES, type Role } from '../../auth/permissions.js';

/** What a notification opens: a record of one of these kinds; the web maps kind + id to its own route. */
export const NOTIFICATION_TARGET_KINDS = ['LOAN', 'ORDER', 'APPLICATION', 'TICKET', 'PAYMENT', 'DOCUMENT', 'APPROVAL'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Broadcasts only: the in-app path the staff member typed. Everything else names a record (target_kind + target_id). */
    link: text('link'),
    targetKind: text('target_kind', { enum: NOTIFICATION_TARGET_KINDS }),
    /** The record's id; null opens the kind's list (e.g. a notification stored before targets were typed). */
    targetId: text('target_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Millisecond precision: keyset cursors carry an ISO timestamp (ms), so stored values compare equal to it.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('notification_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('notification_target_kind_check', sql`${table.targetKind} is null or ${table.targetKind} in (${sql.raw(NOTIFICATION_TARGET_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    check('notification_target_id_needs_kind', sql`${table.targetId} is null or ${table.targetKind} is not null`),
  ],
);

/** Who a broadcast goes to: every customer, or every member of one staff role (the catalogue's roles). */
const STAFF_ROLES = ROLES.filter((role): role is Exclude<Role, 'user'> => role !== 'user');
export const BROADCAST_AUDIENCES: readonly ['all_customers', ...Exclude<Role, 'user'>[]] = ['all_customers', ...STAFF_ROLES];
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** One message sent by staff to an audience; each recipient gets a `notification` row of kind 'broadcast'. */
export const broadcast = pgTable(
  'broadcast',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id),
    audience: text('audience', { enum: BROADCAST_AUDIENCES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** Marketing (offers, news): only customers who opted in receive it. */
    marketing: boolean('marketing').notNull().default(false),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('broadcast_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
