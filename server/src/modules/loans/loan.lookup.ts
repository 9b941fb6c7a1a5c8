import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import { peopleMatching } from '../users/people.js';
import { personName, sameId } from '../users/user.lookup.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { loan } from './loan.table.js';
import { loanNumber } from './loan.statement.js';

/** "LN-1A2B3C4D · Ama Mensah" for each of these loans, in one query. */
export async function loanLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: loan.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(loan)
    .innerJoin(user, eq(user.id, loan.userId))
    .where(inArray(loan.id, uuids));
  return new Map(rows.map((row) => [row.id, `${loanNumber(row.id)} · ${personName(row)}`]));
}

/** Loans by loan number (LN-1A2B3C4D, with or without LN-), id, or the borrower's name, email or phone; newest first. */
export async function findLoans(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const number = /^(?:LN-?)?([0-9a-f]{8})$/i.exec(text.replaceAll(' ', ''));
  const hex = number?.[1].toLowerCase();
  const rows = await db
    .select({ id: loan.id, status: loan.status, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(loan)
    .innerJoin(user, eq(user.id, loan.userId))
    .where(
      or(
        hex ? sql`${loan.id} between ${`${hex}-0000-0000-0000-000000000000`}::uuid and ${`${hex}-ffff-ffff-ffff-ffffffffffff`}::uuid` : undefined,
        sameId(loan.id, text),
        inArray(loan.userId, peopleMatching(db, text)),
      ),
    )
    .orderBy(desc(loan.createdAt), desc(loan.id))
    .limit(limit);
  return rows.map((row) => ({ kind: 'loan', id: row.id, title: `${loanNumber(row.id)} · ${personName(row)}`, subtitle: row.status.replaceAll('_', ' '), loanId: row.id }));
}
