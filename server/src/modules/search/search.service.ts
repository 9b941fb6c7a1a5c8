import { CATALOGUE, hasPermission, type AdminRoute, type Permission, type Role } from '../../auth/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { badInput } from '../../graphql/errors.js';
import { findApplications } from '../applications/application.lookup.js';
import { findLoans } from '../loans/loan.lookup.js';
import { findOrders } from '../orders/order.lookup.js';
import { findPayments } from '../payments/payment.lookup.js';
import { findTickets } from '../tickets/ticket.lookup.js';
import { findUsers } from '../users/user.lookup.js';
import type { StaffSearchHit, StaffSearchKind } from './search.types.js';

export type { StaffSearchHit, StaffSearchKind } from './search.types.js';
export { STAFF_SEARCH_KINDS } from './search.types.js';

/** At most this many records of each kind: the search opens one record, the lists narrow many. */
const PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/**
 * Who may find each kind: the permission its own query needs (any one of them) and the page it opens on, so a role is
 * never offered a record it cannot open (finance reads applications through loans but has no Applications page).
 */
const KINDS: Record<StaffSearchKind, { anyOf: readonly Permission[]; route: AdminRoute; find: (db: DbOrTx, text: string, limit: number) => Promise<StaffSearchHit[]> }> = {
  user: { anyOf: ['viewAllUsers'], route: 'users', find: findUsers },
  application: { anyOf: ['viewAllApplications'], route: 'applications', find: findApplications },
  loan: { anyOf: ['viewAllPayments', 'viewAllApplications'], route: 'loans', find: findLoans },
  order: { anyOf: ['viewAllApplications'], route: 'orders', find: findOrders },
  payment: { anyOf: ['viewAllPayments'], route: 'payments', find: findPayments },
  ticket: { anyOf: ['manageSystem'], route: 'support', find: findTickets },
};

/** The kinds a role may search: it holds the kind's permission and has its page. */
export function searchableKinds(role: Role): StaffSearchKind[] {
  return (Object.keys(KINDS) as StaffSearchKind[]).filter((kind) => {
    const { anyOf, route } = KINDS[kind];
    return anyOf.some((permission) => hasPermission(role, permission)) && CATALOGUE[role].adminRoutes.includes(route);
  });
}

/** The staff header search: every kind the viewer may open, each kind's query run only when allowed. */
export class SearchService {
  constructor(private readonly db: DbOrTx) {}

  async search(role: Role, text: string): Promise<StaffSearchHit[]> {
    const term = text.trim();
    if (term.length < SEARCH_MIN_LENGTH || term.length > SEARCH_MAX_LENGTH) {
      throw badInput(`Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.`, 'text');
    }
    const found = await Promise.all(searchableKinds(role).map((kind) => KINDS[kind].find(this.db, term, PER_KIND)));
    return found.flat();
  }
}
