import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import { rentActWarning, rentPrincipal } from '../../finance/index.js';
import type { PropertySummaryRow } from '../properties/property.service.js';
import { property } from '../properties/property.table.js';
import { application, emergencyContact, employerInformation } from './application.table.js';

// How applications are read: ONE statement per page (or per application) whose row is one json value, holding only
// what the operation selects. The service adds WHERE, ORDER BY and LIMIT; this module owns the SELECT and the shape.

export type ApplicationRow = typeof application.$inferSelect;
export type ContactRow = typeof emergencyContact.$inferSelect;
export type EmployerRow = typeof employerInformation.$inferSelect;

/** An application as the API returns it: the row, its joined contacts and employer, and derived figures. */
export interface ApplicationView extends ApplicationRow {
  amountRequested: number;
  rentActWarning: string | null;
  applicant: { id: string; firstName: string; lastName: string; email: string };
  reviewer: { id: string; firstName: string; lastName: string } | null;
  property: PropertySummaryRow | null;
  emergencyContacts: ContactView[];
  employerInformation: EmployerView;
}
/** Contacts and employer carry the applicant's id: their field rules compare it with the caller. */
type ContactView = ContactRow & { userId: string };
type EmployerView = EmployerRow & { userId: string };

/**
 * An application read for one operation: what it did not select is absent (undefined). The id, the owner (field rules
 * compare it with the caller) and createdAt (page cursors) are always there.
 */
export type ApplicationRead = Pick<ApplicationView, 'id' | 'userId' | 'createdAt'> &
  Partial<Omit<ApplicationView, 'emergencyContacts' | 'employerInformation'>> & {
    emergencyContacts?: Array<Pick<ContactView, 'userId'> & Partial<ContactView>>;
    employerInformation?: Pick<EmployerView, 'userId' | 'applicationId'> & Partial<EmployerView>;
  };

/** A set of field names (a Set<string> is one); ALL_FIELDS's sets hold every name. */
export interface FieldNames {
  has(name: string): boolean;
}

/**
 * What a read fetches, by GraphQL field name: the Application's own fields, and those of its emergency contacts and
 * employer (graphql/selection.ts works them out from the operation). Each name left out is SQL PostgreSQL does not
 * run: the bench's detail statement, without what its query does not select, ran about a fifth more times per
 * second in pgbench (~27,000 → 31,000–33,000; BENCHMARKS.md).
 */
export interface ApplicationFields {
  application: FieldNames;
  contact: FieldNames;
  employer: FieldNames;
}

const EVERY_NAME: FieldNames = { has: () => true };
/** Everything: the service's own reads (mutations, realtime events, ownership checks). */
export const ALL_FIELDS: ApplicationFields = { application: EVERY_NAME, contact: EVERY_NAME, employer: EVERY_NAME };

const reviewer = alias(user, 'reviewer');

/** A timestamp as epoch milliseconds (float8): the same number on pg and PGlite, whatever their text formats. */
const epochMs = (column: SQL | AnyPgColumn) => sql`(floor(extract(epoch from ${column}) * 1000))::float8`;

type Wants = (fields: ApplicationFields) => boolean;
const always: Wants = () => true;
const field = (...names: string[]): Wants => (fields) => names.some((name) => fields.application.has(name));
const employerField = (name: string): Wants => (fields) => fields.application.has('employerInformation') && fields.employer.has(name);
const contactField = (name: string): Wants => (fields) => fields.contact.has(name);

/** Each key of the row's json: its SQL and when it is fetched. The order is the statement's, so keep it stable. */
const ROW_KEYS: Array<[key: keyof PageRow, value: SQL, wanted: Wants]> = [
  ['id', sql`${application.id}`, always],
  ['userId', sql`${application.userId}`, always],
  ['createdAt', epochMs(application.createdAt), always],
  ['status', sql`${application.status}`, field('status')],
  ['monthlyRent', sql`${application.monthlyRent}`, field('monthlyRent', 'amountRequested')],
  ['advanceMonths', sql`${application.advanceMonths}`, field('advanceMonths', 'amountRequested', 'rentActWarning')],
  ['repaymentMonths', sql`${application.repaymentMonths}`, field('repaymentMonths')],
  ['propertyAddress', sql`${application.propertyAddress}`, field('propertyAddress')],
  ['propertyDigitalAddress', sql`${application.propertyDigitalAddress}`, field('propertyDigitalAddress')],
  ['landlordName', sql`${application.landlordName}`, field('landlordName')],
  ['landlordPhone', sql`${application.landlordPhone}`, field('landlordPhone')],
  ['propertyId', sql`${application.propertyId}`, field('propertyId')],
  ['reviewerId', sql`${application.reviewerId}`, field('reviewerId')],
  ['decisionReason', sql`${application.decisionReason}`, field('decisionReason')],
  ['decidedAt', epochMs(application.decidedAt), field('decidedAt')],
  ['disclosure', sql`${application.disclosure}`, field('disclosure')],
  ['disclosureAcceptedAt', epochMs(application.disclosureAcceptedAt), field('disclosureAcceptedAt')],
  ['disclosureIp', sql`${application.disclosureIp}`, field('disclosureIp')],
  ['updatedAt', epochMs(application.updatedAt), field('updatedAt')],
  ['applicantFirstName', sql`${user.firstName}`, field('applicant')],
  ['applicantLastName', sql`${user.lastName}`, field('applicant')],
  ['applicantEmail', sql`${user.email}`, field('applicant')],
  ['reviewerUserId', sql`${reviewer.id}`, field('reviewer')],
  ['reviewerFirstName', sql`${reviewer.firstName}`, field('reviewer')],
  ['reviewerLastName', sql`${reviewer.lastName}`, field('reviewer')],
  ['linkedPropertyId', sql`${property.id}`, field('property')],
  ['propertyAddressLine', sql`${property.address}`, field('property')],
  ['propertyDigitalAddressLine', sql`${property.digitalAddress}`, field('property')],
  ['propertyType', sql`${property.propertyType}`, field('property')],
  ['propertyInspectionStatus', sql`${property.inspectionStatus}`, field('property')],
  // Whether the employer row exists (submission writes it in the same transaction: missing is a broken invariant).
  ['employerApplicationId', sql`${employerInformation.applicationId}`, field('employerInformation')],
  ['employerName', sql`${employerInformation.employerName}`, employerField('employerName')],
  ['employerAddress', sql`${employerInformation.employerAddress}`, employerField('employerAddress')],
  ['employerPhone', sql`${employerInformation.employerPhone}`, employerField('employerPhone')],
  ['jobTitle', sql`${employerInformation.jobTitle}`, employerField('jobTitle')],
  ['employmentType', sql`${employerInformation.employmentType}`, employerField('employmentType')],
  ['monthlyNetIncome', sql`${employerInformation.monthlyNetIncome}`, employerField('monthlyNetIncome')],
  ['startDate', sql`${employerInformation.startDate}::text`, employerField('startDate')],
];

/** The contacts' keys (a json_agg in a subquery, in the applicant's order). */
const CONTACT_KEYS: Array<[key: keyof ContactRow, column: SQL, wanted: Wants]> = [
  ['id', sql`c.id`, contactField('id')],
  ['applicationId', sql`c.application_id`, contactField('applicationId')],
  ['position', sql`c.position`, contactField('position')],
  ['name', sql`c.name`, contactField('name')],
  ['phone', sql`c.phone`, contactField('phone')],
  ['relationship', sql`c.relationship`, contactField('relationship')],
];

type PageRow = Omit<ApplicationRow, 'decidedAt' | 'disclosureAcceptedAt' | 'createdAt' | 'updatedAt'> & {
  decidedAt: number | null;
  disclosureAcceptedAt: number | null;
  createdAt: number;
  updatedAt: number;
  applicantFirstName: string;
  applicantLastName: string;
  applicantEmail: string;
  reviewerUserId: string | null;
  reviewerFirstName: string;
  reviewerLastName: string;
  linkedPropertyId: string | null;
  propertyAddressLine: string;
  propertyDigitalAddressLine: string;
  propertyType: PropertySummaryRow['propertyType'];
  propertyInspectionStatus: PropertySummaryRow['inspectionStatus'];
  employerApplicationId: string | null;
  employerName: string;
  employerAddress: string;
  employerPhone: string;
  jobTitle: string;
  employmentType: EmployerRow['employmentType'];
  monthlyNetIncome: number;
  startDate: string;
  emergencyContacts: Array<Partial<ContactRow>>;
};
/** A row as read: only the keys its fields wanted (ROW_KEYS). */
export type ReadRow = Pick<PageRow, 'id' | 'userId' | 'createdAt'> & Partial<PageRow>;

const dialect = new PgDialect();

/**
 * Rendered SELECTs by the keys they fetch. There are at most 2^(keys) of them, so the map stops growing at
 * MAX_CACHED_SELECTS (a caller crafting ever new selections then gets its SELECT rendered per request).
 */
const selectsByKeys = new Map<string, SQL>();
export const MAX_CACHED_SELECTS = 512;
/** And by the fields object: the resolver keeps one per operation (graphql/selection.ts), so this is the hot lookup. */
const selectsByFields = new WeakMap<ApplicationFields, SQL>();

/**
 * The SELECT … FROM … JOIN … for `fields`, rendered to text: the json row with the wanted keys, and only the joins
 * those keys need. The same `fields` object gives the same SQL object (the service keeps its statements by it).
 */
export function applicationSelect(fields: ApplicationFields): SQL {
  let select = selectsByFields.get(fields);
  if (select) return select;
  const keys = ROW_KEYS.filter(([, , wanted]) => wanted(fields));
  const contactKeys = fields.application.has('emergencyContacts') ? CONTACT_KEYS.filter(([, , wanted]) => wanted(fields)) : null;
  const cacheKey = `${keys.map(([name]) => name).join(',')}|${contactKeys?.map(([name]) => name).join(',') ?? '-'}`;
  select = selectsByKeys.get(cacheKey);
  if (!select) {
    select = sql.raw(dialect.sqlToQuery(buildSelect(keys, contactKeys)).sql);
    if (selectsByKeys.size < MAX_CACHED_SELECTS) selectsByKeys.set(cacheKey, select);
  }
  selectsByFields.set(fields, select);
  return select;
}

/** `'key', value, …`: the arguments of a json_build_object. */
const jsonPairs = (keys: Array<[key: string, value: SQL, wanted: Wants]>) => sql.join(keys.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`), sql`, `);

function buildSelect(keys: typeof ROW_KEYS, contactKeys: typeof CONTACT_KEYS | null): SQL {
  const pairs = [jsonPairs(keys)];
  if (contactKeys) {
    pairs.push(sql`'emergencyContacts', (SELECT coalesce(json_agg(json_build_object(${jsonPairs(contactKeys)}) ORDER BY c.position), '[]'::json)
         FROM ${emergencyContact} c WHERE c.application_id = ${application.id})`);
  }
  const has = (name: keyof PageRow) => keys.some(([key]) => key === name);
  return sql`SELECT json_build_object(${sql.join(pairs, sql`, `)}) AS "row"
  FROM ${application}
  JOIN ${user} ON ${user.id} = ${application.userId}
  ${has('reviewerUserId') ? sql`LEFT JOIN ${user} AS ${reviewer} ON ${reviewer.id} = ${application.reviewerId}` : sql``}
  ${has('linkedPropertyId') ? sql`LEFT JOIN ${property} ON ${property.id} = ${application.propertyId}` : sql``}
  ${has('employerApplicationId') ? sql`LEFT JOIN ${employerInformation} ON ${employerInformation.applicationId} = ${application.id}` : sql``}`;
}

const dateOf = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));
const nullableDateOf = (ms: number | null | undefined) => (ms === undefined || ms === null ? ms : new Date(ms));

/** The parsed row is this read's alone: its contacts get the applicant's id in place rather than as copies. */
function withOwner<T extends object>(contacts: T[], userId: string): Array<T & { userId: string }> {
  for (const contact of contacts) (contact as T & { userId: string }).userId = userId;
  return contacts as Array<T & { userId: string }>;
}

/** The view of a row; what the row does not hold stays absent. */
export function toApplicationView(row: ReadRow): ApplicationRead {
  if (row.employerApplicationId === null) throw new Error(`application ${row.id} has no employer information`);
  const userId = row.userId;
  return {
    id: row.id,
    userId,
    status: row.status,
    monthlyRent: row.monthlyRent,
    advanceMonths: row.advanceMonths,
    repaymentMonths: row.repaymentMonths,
    propertyAddress: row.propertyAddress,
    propertyDigitalAddress: row.propertyDigitalAddress,
    landlordName: row.landlordName,
    landlordPhone: row.landlordPhone,
    propertyId: row.propertyId,
    reviewerId: row.reviewerId,
    decisionReason: row.decisionReason,
    decidedAt: nullableDateOf(row.decidedAt),
    disclosure: row.disclosure,
    disclosureAcceptedAt: nullableDateOf(row.disclosureAcceptedAt),
    disclosureIp: row.disclosureIp,
    createdAt: new Date(row.createdAt),
    updatedAt: dateOf(row.updatedAt),
    amountRequested: row.monthlyRent === undefined || row.advanceMonths === undefined ? undefined : rentPrincipal(row.monthlyRent, row.advanceMonths),
    rentActWarning: row.advanceMonths === undefined ? undefined : rentActWarning(row.advanceMonths),
    applicant:
      row.applicantEmail === undefined
        ? undefined
        : { id: userId, firstName: row.applicantFirstName!, lastName: row.applicantLastName!, email: row.applicantEmail },
    // The applicant's, reviewer's and property's keys are fetched together. LEFT JOINs: no reviewer (or property) row, null.
    reviewer:
      row.reviewerUserId === undefined
        ? undefined
        : row.reviewerUserId === null
          ? null
          : { id: row.reviewerUserId, firstName: row.reviewerFirstName!, lastName: row.reviewerLastName! },
    property:
      row.linkedPropertyId === undefined
        ? undefined
        : row.linkedPropertyId === null
          ? null
          : {
              id: row.linkedPropertyId,
              address: row.propertyAddressLine!,
              digitalAddress: row.propertyDigitalAddressLine!,
              propertyType: row.propertyType!,
              inspectionStatus: row.propertyInspectionStatus!,
            },
    emergencyContacts: row.emergencyContacts && withOwner(row.emergencyContacts, userId),
    employerInformation:
      row.employerApplicationId === undefined
        ? undefined
        : {
            applicationId: row.employerApplicationId,
            employerName: row.employerName,
            employerAddress: row.employerAddress,
            employerPhone: row.employerPhone,
            jobTitle: row.jobTitle,
            employmentType: row.employmentType,
            monthlyNetIncome: row.monthlyNetIncome,
            startDate: row.startDate,
            userId,
          },
  };
}
