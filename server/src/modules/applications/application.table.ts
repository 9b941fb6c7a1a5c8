import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { creditProductVersion } from '../credit-products/credit-product.table.js';
import { property } from '../properties/property.table.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';

export const APPLICATION_STATUSES = ['pending', 'under_review', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** A customer may hold only one application in these states at a time. */
export const OPEN_STATUSES = ['pending', 'under_review'] as const satisfies readonly ApplicationStatus[];

// THE list, shared with the eligibility check and the web (shared/employment.ts).
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../shared/employment.js';
export { EMPLOYMENT_TYPES, type EmploymentType };

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const employmentTypeEnum = pgEnum('employment_type', EMPLOYMENT_TYPES);

/**
 * A credit request on one product version. Rent assistance (the landlord is paid `advance_months` of rent upfront)
 * fills the rent columns; any other product fills `amount` and the payee block (who we pay: the school, …). Either
 * way it is repaid over `repayment_months`, one of the version's terms.
 */
export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    monthlyRent: integer('monthly_rent'),
    advanceMonths: smallint('advance_months'),
    repaymentMonths: smallint('repayment_months').notNull(),
    /** The credit product version it was priced on; kept for life. Null only on rows older than products. */
    creditProductVersionId: uuid('credit_product_version_id').references(() => creditProductVersion.id),
    propertyAddress: text('property_address'),
    propertyDigitalAddress: text('property_digital_address'),
    landlordName: text('landlord_name'),
    landlordPhone: text('landlord_phone'),
    /** Pesewas financed on a product other than rent (rent: monthly rent × advance months). */
    amount: bigint('amount', { mode: 'number' }),
    /** Who a product other than rent pays (the school, …), and what identifies the customer there (student, account). */
    payeeName: text('payee_name'),
    payeePhone: text('payee_phone'),
    payeeReference: text('payee_reference'),
    propertyId: uuid('property_id').references(() => property.id, { onDelete: 'set null' }),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The disclosure the applicant accepted on submission (exactly what they were shown). */
    disclosure: jsonb('disclosure').$type<CreditQuoteView>(),
    disclosureAcceptedAt: timestamp('disclosure_accepted_at', { withTimezone: true }),
    disclosureIp: text('disclosure_ip'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('application_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('application_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('application_property_created_idx').on(table.propertyId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Decision analytics filter on decided_at.
    index('application_decided_at_idx').on(table.decidedAt),
    // Holds the one-open-application rule even when two submissions race.
    uniqueIndex('application_one_open_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('pending', 'under_review')`),
    check('application_monthly_rent_positive', sql`${table.monthlyRent} > 0`),
    check('application_advance_months_range', sql`${table.advanceMonths} between 1 and 24`),
    check('application_repayment_months_positive', sql`${table.repaymentMonths} > 0`),
    // Exactly one shape: the rent columns, or the amount and payee of another product.
    check(
      'application_shape_check',
      sql`(${table.monthlyRent} is not null and ${table.advanceMonths} is not null and ${table.propertyAddress} is not null
        and ${table.propertyDigitalAddress} is not null and ${table.landlordName} is not null and ${table.landlordPhone} is not null
        and ${table.amount} is null)
       or (${table.monthlyRent} is null and ${table.advanceMonths} is null and ${table.amount} > 0 and ${table.payeeName} is not null
        and ${table.payeePhone} is not null and ${table.creditProductVersionId} is not null)`,
    ),
  ],
);

export const emergencyContact = pgTable(
  'emergency_contact',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    /** Order the applicant gave the contacts in (0 = first to call). */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relationship: text('relationship').notNull(),
  },
  (table) => [uniqueIndex('emergency_contact_application_position_idx').on(table.applicationId, table.position)],
);

/** One row per application: the applicant's employment as declared when applying. */
export const employerInformation = pgTable(
  'employer_information',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => application.id, { onDelete: 'cascade' }),
    employerName: text('employer_name').notNull(),
    employerAddress: text('employer_address').notNull(),
    employerPhone: text('employer_phone').notNull(),
    jobTitle: text('job_title').notNull(),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    monthlyNetIncome: integer('monthly_net_income').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (table) => [check('employer_information_income_non_negative', sql`${table.monthlyNetIncome} >= 0`)],
);
