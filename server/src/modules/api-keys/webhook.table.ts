// Webhooks for partners. `webhook_event` rows are written by triggers (migration `webhook_events`) in the transaction
// of the change itself, so an event exists exactly when its change committed; `webhook_delivery` is one event for one
// endpoint, delivered by the deliver-webhooks job with retries for 24 hours.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { apiKey } from './api-key.table.js';

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A partner's URL that hears of the events it chose, for one API key (its role bounds what it may hear). */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKey.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret, sealed with AES-256-GCM under a key derived from BETTER_AUTH_SECRET (shown once). */
    secretSealed: text('secret_sealed').notNull(),
    /** The first characters of the secret, so staff and partner can tell which one is in use. */
    secretPrefix: text('secret_prefix').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoint_key_idx').on(table.apiKeyId)],
);

/** Something that happened, written by a trigger with the change; fanned out to endpoints once (`fanned_out_at`). */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('webhook_event_pending_idx').on(table.seq).where(sql`${table.fannedOutAt} is null`)],
);

/** One event for one endpoint: its attempts, the last answer, and when to try again. */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvent.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastLatencyMs: integer('last_latency_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_delivery_event_endpoint_key').on(table.eventId, table.endpointId),
    index('webhook_delivery_due_idx').on(table.nextAttemptAt).where(sql`${table.status} in ('queued', 'failed')`),
    index('webhook_delivery_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_delivery_status_check', sql`${table.status} in (${sql.raw(WEBHOOK_DELIVERY_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);
