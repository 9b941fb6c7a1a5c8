import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const PRODUCT_CATEGORIES = ['furniture', 'appliances', 'electronics'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const productCategory = pgEnum('product_category', PRODUCT_CATEGORIES);

/** A BNPL shop catalogue item (table "product", older than credit products). Price in pesewas; image_url is a path shipped with the web app. */
export const catalogueItem = pgTable(
  'product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: productCategory('category').notNull(),
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // Millisecond precision: keyset cursors carry an ISO timestamp (ms), so stored values must compare equal to it.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('product_price_positive', sql`${table.price} > 0`),
    check('product_stock_not_negative', sql`${table.stock} >= 0`),
    // The public shop: active products, newest first or by name, optionally in one category.
    index('product_active_category_created_idx')
      .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.active}`),
    index('product_active_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.active}`),
    index('product_active_category_name_idx').on(table.category, table.name, table.id).where(sql`${table.active}`),
    index('product_active_name_idx').on(table.name, table.id).where(sql`${table.active}`),
    // The staff catalogue sees inactive products too.
    index('product_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('product_name_idx').on(table.name, table.id),
  ],
);
