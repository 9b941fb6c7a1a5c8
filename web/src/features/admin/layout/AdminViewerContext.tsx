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

/**
 * What the header search may offer: only records this person can open. A permission to read applications is not
 * enough — finance reads them through payments but has no Applications page, so offering one would bounce to /admin.
 */
export function searchScopes(viewer: Pick<AdminViewer, 'permissions' | 'adminRoutes'>): { users: boolean; applications: boolean } {
  return {
    users: viewer.permissions.includes('viewAllUsers') && viewer.adminRoutes.includes('users'),
    applications: viewer.permissions.includes('viewAllApplications') && viewer.adminRoutes.includes('applications'),
  };
}
