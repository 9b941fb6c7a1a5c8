import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import { containsPattern } from '../../db/like.js';
import { peopleMatching } from '../users/people.js';
import { personName, sameId } from '../users/user.lookup.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { application } from './application.table.js';

/** The applicant ("Ama Mensah") for each of these, in one query (the audit trail's records). */
export async function applicationLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: application.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(application)
    .innerJoin(user, eq(user.id, application.userId))
    .where(inArray(application.id, uuids));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

/** Applications by id or the applicant's name, email or phone, or the payee or property named; newest first. */
export async function findApplications(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const rows = await db
    .select({ id: application.id, status: application.status, payee: application.payeeName, address: application.propertyAddress, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(application)
    .innerJoin(user, eq(user.id, application.userId))
    .where(or(sameId(application.id, text), inArray(application.userId, peopleMatching(db, text)), ilike(application.payeeName, containsPattern(text)), ilike(application.propertyAddress, containsPattern(text))))
    .orderBy(desc(application.createdAt), desc(application.id))
    .limit(limit);
  return rows.map((row) => ({ kind: 'application', id: row.id, title: `Application · ${personName(row)}`, subtitle: `${row.address ?? row.payee ?? ''}${row.address ?? row.payee ? ' · ' : ''}${row.status.replaceAll('_', ' ')}`, loanId: null }));
}
