import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const TICKET_CATEGORIES = ['account', 'application', 'payment', 'documents', 'shop', 'technical', 'other'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketCategory = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);

// Millisecond precision: keyset cursors carry an ISO timestamp (ms), so stored values must compare equal to it.
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const ticket = pgTable(
  'ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: ticketCategory('category').notNull(),
    priority: ticketPriority('priority').notNull().default('normal'),
    status: ticketStatus('status').notNull().default('open'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ticket_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ticket_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ticket_assignee_created_idx').on(table.assigneeId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ticket_priority_created_idx').on(table.priority, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const ticketMessage = pgTable(
  'ticket_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    // Kept when a staff account is removed, so the thread still reads correctly.
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    /** A staff-only note: never shown to the customer. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_message_ticket_created_idx').on(table.ticketId, table.createdAt, table.id)],
);

/**
 * A file a customer attached to one of their messages: an upload checked by content like a document's (PDF, JPEG or
 * PNG, documents' size limit), claimed from file_upload when the message is written.
 */
export const ticketAttachment = pgTable(
  'ticket_attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessage.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_attachment_message_idx').on(table.messageId), index('ticket_attachment_ticket_idx').on(table.ticketId)],
);

/** What visitors send from the public contact page; linked to a ticket when the email belongs to an account. */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => ticket.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_message_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
