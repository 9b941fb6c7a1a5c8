import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only trail of every staff mutation (a trigger refuses UPDATE and DELETE). */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorRole: text('actor_role').notNull(),
    apiKeyId: text('api_key_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_event_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_event_entity_idx').on(table.entity, table.entityId, table.at.desc().nullsFirst()),
    index('audit_event_actor_idx').on(table.actorId, table.at.desc().nullsFirst()),
  ],
);
