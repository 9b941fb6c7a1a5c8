import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters of /graphql per caller and fixed 60 s window, shared by every instance. */
export const rateLimitBucket = pgTable(
  'rate_limit_bucket',
  {
    /** `user:<id>`, `apikey:<id>` or `ip:<address>`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    // Supports the periodic delete of old windows.
    index('rate_limit_bucket_window_idx').on(table.windowStart),
  ],
);
