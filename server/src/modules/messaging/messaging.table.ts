import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const MESSAGE_CHANNELS = ['sms', 'email', 'in_app'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * queued → sending → sent; a failed attempt is `failed` until its retry (next_attempt_at), `dead` when retries are spent,
 * the provider refused it for good (invalid number) or its sender died mid-send (never retried: never sent twice).
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'dead'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The durable outbox: every SMS, email and in-app message we send, written with the change that causes it. */
export const outboundMessage = pgTable(
  'outbound_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** The customer it is for (null for mail to an address without an account). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** E.164 phone (sms), email address (email) or the user id (in_app). */
    recipient: text('recipient').notNull(),
    /** What it is: reminder.before_3, reminder.late_7, notification.payment, account.password_reset… */
    kind: text('kind').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** Holds a sign-in link or token: never shown to staff, and the body is wiped once delivered. */
    sensitive: boolean('sensitive').notNull().default(false),
    /** Sent at most once per key, whatever the retries and instances. */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure in words (provider message or error class; never a key or a link). */
    lastError: text('last_error'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    /** In-app messages: the record they open. */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    /** Reminder SMS only: the Accra day it counts against (one reminder SMS per customer per day). */
    smsDay: date('sms_day', { mode: 'string' }),
    /** Not delivered before this moment (quiet hours, retry backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbound_message_dedupe_key').on(table.dedupeKey),
    uniqueIndex('outbound_message_sms_day_key').on(table.userId, table.smsDay).where(sql`${table.smsDay} is not null`),
    index('outbound_message_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('queued', 'failed')`),
    index('outbound_message_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('outbound_message_channel_check', sql`${table.channel} in (${quoted(MESSAGE_CHANNELS)})`),
    check('outbound_message_status_check', sql`${table.status} in (${quoted(MESSAGE_STATUSES)})`),
  ],
);

/** A customer's choice of channels; no row means the defaults (COMMUNICATION_DEFAULTS). */
export const communicationPreference = pgTable('communication_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sms: boolean('sms').notNull().default(true),
  email: boolean('email').notNull().default(false),
  inApp: boolean('in_app').notNull().default(true),
  /** Offers and news: off until the customer opts in; separate from service messages. */
  marketing: boolean('marketing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Service messages by SMS and in-app, email off, marketing off (opt-in), for a customer who never chose. */
export const COMMUNICATION_DEFAULTS = { sms: true, email: false, inApp: true, marketing: false } as const;
