import { desc, eq, inArray, or } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { formatCedis } from '../../finance/money.js';
import { isUuid } from '../../graphql/ids.js';
import { peopleMatching } from '../users/people.js';
import { personName, sameId } from '../users/user.lookup.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { bnplOrder } from './order.table.js';

/** The customer ("Ama Mensah") for each of these, in one query (the audit trail's records). */
export async function orderLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: bnplOrder.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(bnplOrder)
    .innerJoin(user, eq(user.id, bnplOrder.userId))
    .where(inArray(bnplOrder.id, uuids));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

/** BNPL orders by id or the customer's name, email or phone; newest first. */
export async function findOrders(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const rows = await db
    .select({ id: bnplOrder.id, status: bnplOrder.status, subtotal: bnplOrder.subtotal, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(bnplOrder)
    .innerJoin(user, eq(user.id, bnplOrder.userId))
    .where(or(sameId(bnplOrder.id, text), inArray(bnplOrder.userId, peopleMatching(db, text))))
    .orderBy(desc(bnplOrder.createdAt), desc(bnplOrder.id))
    .limit(limit);
  return rows.map((row) => ({ kind: 'order', id: row.id, title: `Order · ${personName(row)}`, subtitle: `${formatCedis(row.subtotal)} · ${row.status.replaceAll('_', ' ')}`, loanId: null }));
}
