import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { creditProductVersion } from '../credit-products/credit-product.table.js';
import { catalogueItem } from '../catalogue/catalogue.table.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';

export const ORDER_STATUSES = ['pending_approval', 'approved', 'rejected', 'cancelled', 'dispatched', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves an order makes (anything else is refused with CONFLICT):
 * pending_approval → approved | rejected | cancelled; approved → dispatched | cancelled (stock back, loan cancelled);
 * dispatched → delivered (the merchant is paid on the delivery date). rejected, cancelled and delivered are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_approval: ['approved', 'rejected', 'cancelled'],
  approved: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A BNPL checkout waiting for (or past) credit approval; prices are the catalogue's at checkout. */
export const bnplOrder = pgTable(
  'bnpl_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_approval'),
    months: smallint('months').notNull(),
    /** Sum of the items at catalogue prices. */
    subtotal: integer('subtotal').notNull(),
    /** The region the goods go to (a GhanaRegion key); null on orders placed before checkout asked for it. */
    deliveryRegion: text('delivery_region'),
    /** The region's delivery fee at checkout (pesewas, may be 0): subtotal + deliveryFee is the amount financed. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The credit product version it was priced on; kept for life. Null only on rows older than products. */
    creditProductVersionId: uuid('credit_product_version_id').references(() => creditProductVersion.id),
    /** Exactly what the borrower was shown and accepted. */
    disclosure: jsonb('disclosure').$type<CreditQuoteView>().notNull(),
    disclosureAcceptedAt: timestamp('disclosure_accepted_at', { withTimezone: true }).notNull(),
    disclosureIp: text('disclosure_ip'),
    reviewerId: text('reviewer_id').references(() => user.id),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where and to whom the goods go (checkout asks for them; orders placed before delivery details were asked have none). */
    deliveryAddress: text('delivery_address'),
    /** GhanaPost GPS code, e.g. GA-123-4567 (optional). */
    deliveryGpsCode: text('delivery_gps_code'),
    /** E.164, e.g. +233241234567. */
    deliveryPhone: text('delivery_phone'),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedBy: text('dispatched_by').references(() => user.id),
    /** The day the customer received the goods: the merchant is paid on this date. */
    deliveredOn: date('delivered_on', { mode: 'string' }),
    deliveredBy: text('delivered_by').references(() => user.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => user.id),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bnpl_order_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('bnpl_order_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('bnpl_order_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('bnpl_order_subtotal_positive', sql`${table.subtotal} > 0`),
    check('bnpl_order_delivery_fee_not_negative', sql`${table.deliveryFee} >= 0`),
    check('bnpl_order_status_check', sql`${table.status} in (${quoted(ORDER_STATUSES)})`),
  ],
);

/** What the order's plan finances: the goods and their delivery (pesewas). */
export function orderTotal(row: { subtotal: number; deliveryFee: number }): number {
  return row.subtotal + row.deliveryFee;
}

/** A line of an order, with the product's name and price as they were at checkout. */
export const bnplOrderItem = pgTable(
  'bnpl_order_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bnplOrder.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => catalogueItem.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: smallint('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (table) => [
    uniqueIndex('bnpl_order_item_order_position_idx').on(table.orderId, table.position),
    check('bnpl_order_item_quantity_positive', sql`${table.quantity} > 0`),
    check('bnpl_order_item_line_total', sql`${table.lineTotal} = ${table.unitPrice} * ${table.quantity}`),
  ],
);
