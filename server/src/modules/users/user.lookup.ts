import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { user } from '../../auth/auth.table.js';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../graphql/ids.js';
import type { StaffSearchHit } from '../search/search.types.js';
import { isPerson, peopleMatching } from './people.js';

/** A person as staff name them: "Ama Mensah", or the email when the account has no name. */
export function personName(person: { firstName: string; lastName: string; email?: string | null }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email || '';
}

/** The names of these accounts, in one query (the audit trail's records and actors). */
export async function userLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

/** People (not API keys' accounts) whose name, email or phone contains the text, or with this id; newest first. */
export async function findUsers(db: DbOrTx, text: string, limit: number): Promise<StaffSearchHit[]> {
  const matches: SQL | undefined = or(inArray(user.id, peopleMatching(db, text)), eq(user.id, text));
  const rows = await db
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role })
    .from(user)
    .where(and(isPerson(), matches))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit);
  return rows.map((row) => ({ kind: 'user', id: row.id, title: personName(row), subtitle: `${row.email} · ${row.role.replaceAll('_', ' ')}`, loanId: null }));
}

/** The condition "this uuid column is the text", or nothing when the text is not a uuid (comparing would fail in SQL). */
export function sameId(column: Parameters<typeof eq>[0], text: string): SQL | undefined {
  return isUuid(text) ? eq(column, text) : undefined;
}
