import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import { containsPattern } from '../../db/like.js';
import { peopleMatching } from '../users/people.js';
import { personName, sameId } from '../users/user.lookup.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { ticket } from './ticket.table.js';

/** "“Late receipt” · Ama Mensah" for each of these, in one query (the audit trail's records). */
export async function ticketLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: ticket.id, subject: ticket.subject, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(ticket)
    .innerJoin(user, eq(user.id, ticket.userId))
    .where(inArray(ticket.id, uuids));
  return new Map(rows.map((row) => [row.id, `“${row.subject}” · ${personName(row)}`]));
}

/** Support tickets by id, subject, or the customer's name, email or phone; newest first. */
export async function findTickets(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const rows = await db
    .select({ id: ticket.id, subject: ticket.subject, status: ticket.status, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(ticket)
    .innerJoin(user, eq(user.id, ticket.userId))
    .where(or(sameId(ticket.id, text), inArray(ticket.userId, peopleMatching(db, text)), ilike(ticket.subject, containsPattern(text))))
    .orderBy(desc(ticket.createdAt), desc(ticket.id))
    .limit(limit);
  return rows.map((row) => ({ kind: 'ticket', id: row.id, title: `${row.subject}`, subtitle: `${personName(row)} · ${row.status.replaceAll('_', ' ')}`, loanId: null }));
}
