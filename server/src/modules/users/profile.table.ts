import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

/** A customer's KYC details, one row per user; every column but the key is optional until filled in. */
export const profile = pgTable('profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  ghanaCardNumber: text('ghana_card_number').unique('profile_ghana_card_number_unique'),
  residentialAddress: text('residential_address'),
  digitalAddress: text('digital_address'),
  city: text('city'),
  region: text('region'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
