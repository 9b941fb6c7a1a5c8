import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { rentActWarning, rentPrincipal } from '../../finance/index.js';
import type { PropertySummaryRow } from '../properties/property.service.js';
import { property } from '../properties/property.table.js';
import { application, emergencyContact, employerInformation } from './application.table.js';

// How applications are read: ONE statement per page (or per application) whose row is one json value shaped like the
// GraphQL Application, holding only what the operation selects. The service adds WHERE, ORDER BY and LIMIT.
// A new field is ONE entry in APPLICATION (or CONTACT / EMPLOYER) below.

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
type Join = 'reviewer' | 'property' | 'employer';

/** How one GraphQL field is read: its SQL (and the join it needs), or a figure derived from other fields. */
interface Part {
  value?: SQL;
  join?: Join;
  /** Epoch milliseconds in the json, a Date in the view. */
  date?: boolean;
  derive?: { from: string[]; compute: (row: Record<string, unknown>) => unknown };
}

const column = (value: AnyPgColumn | SQL, join?: Join): Part => ({ value: sql`${value}`, join });
/** A timestamp as epoch milliseconds (float8): the same number on pg and PGlite, whatever their text formats. */
const timestamp = (value: AnyPgColumn): Part => ({ value: sql`(floor(extract(epoch from ${value}) * 1000))::float8`, date: true });
/** `'key', value, …`: the arguments of a json_build_object (keys are this module's own names). */
const pairs = (entries: Array<[string, SQL | AnyPgColumn]>) => sql.join(entries.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`), sql`, `);
/** A joined object, null when the LEFT JOIN found no row. */
const joined = (join: Join, key: AnyPgColumn, entries: Record<string, AnyPgColumn>): Part => ({
  value: sql`CASE WHEN ${key} IS NULL THEN NULL ELSE json_build_object(${pairs(Object.entries(entries))}) END`,
  join,
});

/** The Application's fields the read fetches: GraphQL field name → how. Fields not here have their own resolvers. */
const APPLICATION: Record<string, Part> = {
  id: column(application.id),
  userId: column(application.userId),
  createdAt: timestamp(application.createdAt),
  status: column(application.status),
  monthlyRent: column(application.monthlyRent),
  advanceMonths: column(application.advanceMonths),
  repaymentMonths: column(application.repaymentMonths),
  propertyAddress: column(application.propertyAddress),
  propertyDigitalAddress: column(application.propertyDigitalAddress),
  landlordName: column(application.landlordName),
  landlordPhone: column(application.landlordPhone),
  amount: column(application.amount),
  payeeName: column(application.payeeName),
  payeePhone: column(application.payeePhone),
  payeeReference: column(application.payeeReference),
  creditProductVersionId: column(application.creditProductVersionId),
  propertyId: column(application.propertyId),
  reviewerId: column(application.reviewerId),
  decisionReason: column(application.decisionReason),
  decidedAt: timestamp(application.decidedAt),
  disclosure: column(application.disclosure),
  disclosureAcceptedAt: timestamp(application.disclosureAcceptedAt),
  disclosureIp: column(application.disclosureIp),
  updatedAt: timestamp(application.updatedAt),
  amountRequested: {
    derive: {
      from: ['amount', 'monthlyRent', 'advanceMonths'],
      compute: (row) => (row.amount !== null ? Number(row.amount) : rentPrincipal(row.monthlyRent as number, row.advanceMonths as number)),
    },
  },
  rentActWarning: { derive: { from: ['advanceMonths'], compute: (row) => (row.advanceMonths === null ? null : rentActWarning(row.advanceMonths as number)) } },
  // Resolved from the version (ApplicationResolver.creditProduct): the read only fetches the version's id.
  creditProduct: { derive: { from: ['creditProductVersionId'], compute: () => undefined } },
  applicant: column(sql`json_build_object(${pairs([['id', user.id], ['firstName', user.firstName], ['lastName', user.lastName], ['email', user.email]])})`),
  reviewer: joined('reviewer', reviewer.id, { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName }),
  property: joined('property', property.id, {
    id: property.id,
    address: property.address,
    digitalAddress: property.digitalAddress,
    propertyType: property.propertyType,
    inspectionStatus: property.inspectionStatus,
  }),
};

/** The fields of each emergency contact and of the employer (their applicationId and the owner's userId always come). */
const CONTACT: Record<string, AnyPgColumn> = {
  id: emergencyContact.id,
  applicationId: emergencyContact.applicationId,
  position: emergencyContact.position,
  name: emergencyContact.name,
  phone: emergencyContact.phone,
  relationship: emergencyContact.relationship,
};
const EMPLOYER: Record<string, AnyPgColumn> = {
  employerName: employerInformation.employerName,
  employerAddress: employerInformation.employerAddress,
  employerPhone: employerInformation.employerPhone,
  jobTitle: employerInformation.jobTitle,
  employmentType: employerInformation.employmentType,
  monthlyNetIncome: employerInformation.monthlyNetIncome,
  startDate: employerInformation.startDate,
};

const ALWAYS = ['id', 'userId', 'createdAt'];

/** The json keys a read of `fields` fetches, in a stable order (the statement's text and its cache key follow it). */
function keysOf(fields: ApplicationFields) {
  const wanted = new Set(ALWAYS);
  for (const [name, part] of Object.entries(APPLICATION)) {
    if (!fields.application.has(name)) continue;
    if (part.derive) part.derive.from.forEach((from) => wanted.add(from));
    else wanted.add(name);
  }
  return {
    application: Object.keys(APPLICATION).filter((name) => wanted.has(name)),
    contact: fields.application.has('emergencyContacts') ? Object.keys(CONTACT).filter((name) => fields.contact.has(name)) : null,
    employer: fields.application.has('employerInformation') ? Object.keys(EMPLOYER).filter((name) => fields.employer.has(name)) : null,
  };
}

/** What `fields` reads, as one string: the cache key of its prepared statements. */
export function readKey(fields: ApplicationFields): string {
  const keys = keysOf(fields);
  return `${keys.application.join(',')}|${keys.contact?.join(',') ?? '-'}|${keys.employer?.join(',') ?? '-'}`;
}

/**
 * SELECT json_build_object(…) AS row FROM application JOIN user …: the wanted keys, and only the joins they need. The
 * contacts are a json_agg subquery in the applicant's order.
 */
export function selectApplications(db: DbOrTx, fields: ApplicationFields) {
  const keys = keysOf(fields);
  const entries: Array<[string, SQL]> = keys.application.map((name) => [name, APPLICATION[name].value!]);
  const joins = new Set(keys.application.map((name) => APPLICATION[name].join));
  if (keys.contact) {
    const contact = pairs([...keys.contact.map((name): [string, AnyPgColumn] => [name, CONTACT[name]]), ['userId', application.userId]]);
    entries.push([
      'emergencyContacts',
      sql`(SELECT coalesce(json_agg(json_build_object(${contact}) ORDER BY ${emergencyContact.position}), '[]'::json)
        FROM ${emergencyContact} WHERE ${emergencyContact.applicationId} = ${application.id})`,
    ]);
  }
  if (keys.employer) {
    joins.add('employer');
    entries.push([
      'employerInformation',
      joined('employer', employerInformation.applicationId, {
        applicationId: employerInformation.applicationId,
        userId: application.userId,
        ...Object.fromEntries(keys.employer.map((name) => [name, EMPLOYER[name]])),
      }).value!,
    ]);
  }
  let query = db
    .select({ row: sql<Record<string, unknown>>`json_build_object(${pairs(entries)})` })
    .from(application)
    .innerJoin(user, eq(user.id, application.userId))
    .$dynamic();
  if (joins.has('reviewer')) query = query.leftJoin(reviewer, eq(reviewer.id, application.reviewerId));
  if (joins.has('property')) query = query.leftJoin(property, eq(property.id, application.propertyId));
  if (joins.has('employer')) query = query.leftJoin(employerInformation, eq(employerInformation.applicationId, application.id));
  return query;
}

/** The view of a row: its timestamps as Dates, its derived figures; what the row does not hold stays absent. */
export function toApplicationView({ row }: { row: Record<string, unknown> }): ApplicationRead {
  // Submission writes the employer row in the same transaction: missing is a broken invariant.
  if (row.employerInformation === null) throw new Error(`application ${String(row.id)} has no employer information`);
  for (const [name, part] of Object.entries(APPLICATION)) {
    if (part.date && typeof row[name] === 'number') row[name] = new Date(row[name]);
    if (part.derive && part.derive.from.every((from) => row[from] !== undefined)) row[name] = part.derive.compute(row);
  }
  return row as unknown as ApplicationRead;
}
