import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { formatCedis } from '../../finance/money.js';
import { isUuid } from '../../graphql/ids.js';
import { containsPattern } from '../../db/like.js';
import { personName, sameId } from '../users/user.lookup.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { payment } from './payment.table.js';

/** "GH₵450.00 from Ama Mensah (MOMO-7781)" for each of these payments, in one query. */
export async function paymentLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: payment.id, amount: payment.amount, reference: payment.providerReference, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(payment)
    .innerJoin(user, eq(user.id, payment.userId))
    .where(inArray(payment.id, uuids));
  return new Map(rows.map((row) => [row.id, `${formatCedis(row.amount)} from ${personName(row)}${row.reference ? ` (${row.reference})` : ''}`]));
}

/** Payments by the provider's or receipt's reference, or id; newest first. */
export async function findPayments(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const rows = await db
    .select({ id: payment.id, amount: payment.amount, kind: payment.kind, status: payment.status, loanId: payment.loanId, reference: payment.providerReference, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(payment)
    .innerJoin(user, eq(user.id, payment.userId))
    .where(or(ilike(payment.providerReference, containsPattern(text)), sameId(payment.id, text)))
    .orderBy(desc(payment.createdAt), desc(payment.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'payment',
    id: row.id,
    title: `${formatCedis(row.amount)} ${row.kind === 'reversal' ? 'reversed for' : 'from'} ${personName(row)}`,
    subtitle: `${row.reference ?? 'no reference'} · ${row.status.replaceAll('_', ' ')}`,
    loanId: row.loanId,
  }));
}
