// Who sees SPEC §2's user sidebar. Kept apart from its data (SignedInServices) so the landing route stays small.

/** admin and superadmin use the admin layout; every other signed-in role sees the sidebar (SPEC §2). */
export function showsUserSidebar(role: string | null | undefined): boolean {
  return Boolean(role) && role !== 'admin' && role !== 'superadmin';
}
