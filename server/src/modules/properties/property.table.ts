import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const PROPERTY_TYPES = ['apartment', 'single_room', 'chamber_and_hall', 'self_contained', 'house', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const INSPECTION_STATUSES = ['pending', 'passed', 'failed'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const inspectionStatusEnum = pgEnum('inspection_status', INSPECTION_STATUSES);

/** A rented home the provider pays rent for; inspection staff confirm it exists and is fit to live in. */
export const property = pgTable(
  'property',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    digitalAddress: text('digital_address').notNull(),
    landlordName: text('landlord_name').notNull(),
    landlordPhone: text('landlord_phone').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    inspectionStatus: inspectionStatusEnum('inspection_status').notNull().default('pending'),
    inspectorId: text('inspector_id').references(() => user.id, { onDelete: 'set null' }),
    inspectionNotes: text('inspection_notes'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('property_inspection_created_idx').on(table.inspectionStatus, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
