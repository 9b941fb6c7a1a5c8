// Credit products as data: a product (code, name, status) and its versions. A version is a complete set
// of terms; it is edited only while a draft, and once activated it never changes: editing an active product makes a
// new draft version, and activating it (four eyes) supersedes the old one. Applications and loans name the version
// they were priced on and keep its terms for life.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';

export const PRODUCT_STATUSES = ['draft', 'active', 'retired'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const VERSION_STATUSES = ['draft', 'active', 'superseded'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];
/** Who receives the money the product advances. */
export const PAYEE_KINDS = ['landlord', 'merchant', 'school', 'customer', 'other'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
export const PRODUCT_METHODS = ['reducing_balance', 'flat'] as const;
/** The approval checks a product may require (the keys of credit-decisions/approval-checks.ts; property: an inspected property). */
export const PRODUCT_APPROVAL_CHECKS = ['documents', 'property', 'affordability', 'identity'] as const;
export type ProductApprovalCheck = (typeof PRODUCT_APPROVAL_CHECKS)[number];

/** A document the customer must provide, with the sentence they see at the upload step. */
export interface RequiredDocument {
  kind: string;
  text: string;
}

/** The texts the disclosure and the agreement print for this product. */
export interface DisclosureTexts {
  /** Who is paid and when ("The landlord, on the day we pay your rent"). */
  payee: string;
  /** Anything else the product's disclosure must say (may be empty). */
  notes: string;
}

/** Stable ids of the two seeded products and their first versions (the migration inserts them, backfills use them). */
export const SEEDED_PRODUCTS = {
  rent: { productId: '00000000-0000-4000-8000-000000000101', versionId: '00000000-0000-4000-8000-000000000201' },
  bnpl: { productId: '00000000-0000-4000-8000-000000000102', versionId: '00000000-0000-4000-8000-000000000202' },
} as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const creditProduct = pgTable(
  'credit_product',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case letters, digits and dashes; never changes (applications and URLs name it). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    /** The active version (null until the first activation). */
    currentVersionId: uuid('current_version_id'),
    createdBy: text('created_by').references(() => user.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_product_code_idx').on(table.code),
    check('credit_product_status_check', sql`${table.status} in (${quoted(PRODUCT_STATUSES)})`),
  ],
);

export const creditProductVersion = pgTable(
  'credit_product_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => creditProduct.id),
    /** 1, 2, … per product. */
    version: integer('version').notNull(),
    status: text('status', { enum: VERSION_STATUSES }).notNull().default('draft'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    payeeKind: text('payee_kind', { enum: PAYEE_KINDS }).notNull(),
    purpose: text('purpose').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    /** Allowed terms in months, ascending. */
    termMonths: jsonb('term_months').$type<number[]>().notNull(),
    monthlyRateBp: integer('monthly_rate_bp').notNull(),
    method: text('method', { enum: PRODUCT_METHODS }).notNull(),
    /** Processing fee: basis points of the principal plus a fixed amount, capped at `fee_cap` when set. */
    feeBp: integer('fee_bp').notNull().default(0),
    feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
    feeCap: bigint('fee_cap', { mode: 'number' }),
    /** true: the fee is added to the first instalment; false: paid at disbursement. */
    feeFinanced: boolean('fee_financed').notNull().default(false),
    graceDays: integer('grace_days').notNull(),
    penaltyRateAnnualBp: integer('penalty_rate_annual_bp').notNull(),
    /** Most penalty a loan can be charged, basis points of its principal. */
    penaltyCapBp: integer('penalty_cap_bp').notNull(),
    /** At most 25 (Bank of Ghana: 0.25% of the original principal). */
    earlySettlementFeeBp: integer('early_settlement_fee_bp').notNull(),
    /** Amounts financed above this (pesewas) need a second approver. */
    fourEyesThreshold: bigint('four_eyes_threshold', { mode: 'number' }).notNull(),
    /** Largest share of net income an instalment may take (basis points): the affordability check. */
    maxInstalmentShareBp: integer('max_instalment_share_bp').notNull(),
    requiredDocuments: jsonb('required_documents').$type<RequiredDocument[]>().notNull(),
    approvalChecks: jsonb('approval_checks').$type<ProductApprovalCheck[]>().notNull(),
    disclosure: jsonb('disclosure').$type<DisclosureTexts>().notNull(),
    /** Null for the versions the migration seeded. */
    createdBy: text('created_by').references(() => user.id),
    /** Whoever last edited the draft: neither they nor the creator may activate it. */
    updatedBy: text('updated_by').references(() => user.id),
    activatedBy: text('activated_by').references(() => user.id),
    activatedAt: timestamp('activated_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_product_version_number_idx').on(table.productId, table.version),
    index('credit_product_version_product_idx').on(table.productId, table.status),
    check('credit_product_version_status_check', sql`${table.status} in (${quoted(VERSION_STATUSES)})`),
    check('credit_product_version_payee_check', sql`${table.payeeKind} in (${quoted(PAYEE_KINDS)})`),
    check('credit_product_version_method_check', sql`${table.method} in (${quoted(PRODUCT_METHODS)})`),
    check('credit_product_version_rate_check', sql`${table.monthlyRateBp} > 0`),
    check('credit_product_version_amounts_check', sql`${table.minAmount} > 0 and ${table.minAmount} <= ${table.maxAmount}`),
    check('credit_product_version_settlement_fee_check', sql`${table.earlySettlementFeeBp} between 0 and 25`),
  ],
);
