// The signed-in staff member (`me`) for every admin screen: role, permission flags and admin routes.
import { createContext, useContext } from 'react';
import type { AdminViewerQuery } from '../gql/graphql';

export type AdminViewer = NonNullable<AdminViewerQuery['me']>;

export const AdminViewerContext = createContext<AdminViewer | null>(null);

export function useAdminViewer(): AdminViewer {
  const viewer = useContext(AdminViewerContext);
  if (!viewer) throw new Error('useAdminViewer must be used inside the admin area');
  return viewer;
}

export function hasPermission(viewer: AdminViewer, permission: AdminViewer['permissions'][number]): boolean {
  return viewer.permissions.includes(permission);
}

/** The kinds of record the header search finds, with the page each opens on and the permission its list needs. */
const SEARCH_KINDS = [
  { kind: 'users', route: 'users', anyOf: ['viewAllUsers'] },
  { kind: 'applications', route: 'applications', anyOf: ['viewAllApplications'] },
  { kind: 'loans', route: 'loans', anyOf: ['viewAllPayments', 'viewAllApplications'] },
  { kind: 'orders', route: 'orders', anyOf: ['viewAllApplications'] },
  { kind: 'payments', route: 'payments', anyOf: ['viewAllPayments'] },
  { kind: 'tickets', route: 'support', anyOf: ['manageSystem'] },
] as const satisfies ReadonlyArray<{ kind: string; route: AdminViewer['adminRoutes'][number]; anyOf: ReadonlyArray<AdminViewer['permissions'][number]> }>;

export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

/**
 * What the header search says it finds: only records this person can open (the server scopes the answer the same
 * way, per kind). A permission to read applications is not enough — finance reads them through loans but has no
 * Applications page.
 */
export function searchScopes(viewer: Pick<AdminViewer, 'permissions' | 'adminRoutes'>): SearchKind[] {
  return SEARCH_KINDS.filter(({ route, anyOf }) => viewer.adminRoutes.includes(route) && anyOf.some((permission) => viewer.permissions.includes(permission))).map(({ kind }) => kind);
}
