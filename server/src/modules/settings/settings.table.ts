import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Typed key/value settings: `type` says how `value` (JSON) is read; staff edit them in configuration.
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  type: text('type', { enum: ['integer', 'string', 'boolean', 'integer_list', 'json'] }).notNull(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
