// THE role / permission / admin-route catalogue of SPEC §6. The server enforces it; the web reads it from `me`.

export const ROLES = [
  'user',
  'admin',
  'superadmin',
  'sales_executive',
  'credit_analyst',
  'recovery_and_collections',
  'inspection_and_verification',
  'finance',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'viewAllUsers',
  'manageAllUsers',
  'viewAllApplications',
  'manageAllApplications',
  'viewAllPayments',
  'manageAllPayments',
  'viewAllDocuments',
  'verifyDocuments',
  'manageSystem',
  'viewAnalytics',
  'manageProperties',
  /** Not in SPEC §6: dispatching, delivering and cancelling approved BNPL orders (operations, not a credit decision). */
  'fulfilOrders',
  /** Not in SPEC §6: the Data Protection Act queue (exports, corrections, closures). Admins only. */
  'managePrivacyRequests',
  /** Not in SPEC §6: the collections workspace: contacts, promises to pay, assignment, proposing write-offs. */
  'manageCollections',
  /** Not in SPEC §6: approving or declining, in Approvals, a write-off someone else proposed (admins only: four eyes). */
  'approveWriteOffs',
  /** Not in SPEC §6: creating, editing, activating (four eyes) and retiring credit products. Admins only. */
  'manageCreditProducts',
  /** Not in SPEC §6: the books: chart of accounts, journal, trial balance, statements, reconciliation. */
  'viewAccounting',
  /** Not in SPEC §6: closing a month of the books and asking for or approving its reopening (finance, admins). */
  'manageAccounting',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Every entry of the admin menu, in menu order. `roles` is a menu entry that no role lists, so it never shows. */
export const ADMIN_MENU = [
  'dashboard',
  'users',
  'applications',
  'payments',
  /** Money that arrived with no loan (/admin/suspense): allocate or refund it. */
  'suspense',
  'loans',
  'collections',
  'orders',
  'catalogue',
  'documents',
  'configuration',
  /** Credit products and their versions (the page lives at /admin/credit-products): manageCreditProducts. */
  'creditProducts',
  'support',
  'analytics',
  'properties',
  'security',
  'notifications',
  'settings',
  'messages',
  'help',
  /** Background jobs, close of business, reconciliation: manageSystem. */
  'system',
  'roles',
  'privacy',
  'hardship',
  /** The books (viewAccounting): chart, journal, trial balance, statements, reconciliation, exports. */
  'accounting',
  /** Maker-checker's inbox: what waits for a second person (whoever may make or check an action). */
  'approvals',
] as const;
export type AdminRoute = (typeof ADMIN_MENU)[number];

interface RoleEntry {
  permissions: readonly Permission[];
  /** SPEC §6 writes the admin index as "admin" for staff roles and "dashboard" for admins: both are `dashboard` here. */
  adminRoutes: readonly AdminRoute[];
}

const ALL_ADMIN_ROUTES = ADMIN_MENU.filter((route) => route !== 'roles');

/**
 * Pages beyond SPEC §6's table that follow from a role's flags: the loans list and loan view for every
 * role that may read loans (payments or applications). Added to the table's routes in menu order.
 */
const ROUTES_BY_PERMISSION: ReadonlyArray<{ route: AdminRoute; anyOf: readonly Permission[] }> = [
  { route: 'loans', anyOf: ['viewAllPayments', 'viewAllApplications'] },
  // Sent messages (the outbox): who manages the system's messages.
  { route: 'messages', anyOf: ['manageSystem'] },
  // Hardship requests: the credit decision's queue.
  { route: 'hardship', anyOf: ['manageAllApplications'] },
  { route: 'collections', anyOf: ['manageCollections'] },
  { route: 'system', anyOf: ['manageSystem'] },
  { route: 'creditProducts', anyOf: ['manageCreditProducts'] },
  { route: 'accounting', anyOf: ['viewAccounting'] },
  // Maker-checker's inbox: whoever makes or checks an action (write-offs: collections ask, admins approve; month
  // reopening: the books).
  { route: 'approvals', anyOf: ['manageAllPayments', 'manageAllApplications', 'manageSystem', 'manageCollections', 'approveWriteOffs', 'manageAccounting'] },
  // The suspense queue: a work page for who moves money (the query itself is open to viewAllPayments).
  { route: 'suspense', anyOf: ['manageAllPayments'] },
];

function withPermissionRoutes(entry: RoleEntry): RoleEntry {
  const routes = new Set<AdminRoute>(entry.adminRoutes);
  for (const { route, anyOf } of ROUTES_BY_PERMISSION) if (anyOf.some((flag) => entry.permissions.includes(flag))) routes.add(route);
  return { permissions: entry.permissions, adminRoutes: ADMIN_MENU.filter((route) => routes.has(route)) };
}

const SPEC_TABLE: Readonly<Record<Role, RoleEntry>> = {
  user: { permissions: [], adminRoutes: [] },
  admin: { permissions: PERMISSIONS, adminRoutes: ALL_ADMIN_ROUTES },
  superadmin: { permissions: PERMISSIONS, adminRoutes: ALL_ADMIN_ROUTES },
  sales_executive: {
    permissions: ['viewAllApplications', 'viewAnalytics', 'fulfilOrders'],
    adminRoutes: ['dashboard', 'applications', 'orders', 'analytics'],
  },
  credit_analyst: {
    permissions: [
      'viewAllApplications',
      'manageAllApplications',
      'viewAllPayments',
      'viewAllDocuments',
      'verifyDocuments',
      'viewAnalytics',
    ],
    adminRoutes: ['dashboard', 'applications', 'orders', 'documents', 'analytics'],
  },
  recovery_and_collections: {
    permissions: ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics', 'manageCollections'],
    adminRoutes: ['dashboard', 'applications', 'payments', 'analytics'],
  },
  inspection_and_verification: {
    permissions: ['viewAllApplications', 'viewAllDocuments', 'verifyDocuments', 'manageProperties'],
    adminRoutes: ['dashboard', 'applications', 'documents', 'properties'],
  },
  finance: {
    permissions: ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics', 'viewAccounting', 'manageAccounting'],
    adminRoutes: ['dashboard', 'payments', 'analytics'],
  },
};

export const CATALOGUE: Readonly<Record<Role, RoleEntry>> = Object.fromEntries(
  Object.entries(SPEC_TABLE).map(([role, entry]) => [role, withPermissionRoutes(entry)]),
) as Record<Role, RoleEntry>;

export const STAFF_ROLES = ROLES.filter((role) => role !== 'user');

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: Role): readonly Permission[] {
  return CATALOGUE[role].permissions;
}

export function adminRoutesOf(role: Role): readonly AdminRoute[] {
  return CATALOGUE[role].adminRoutes;
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return CATALOGUE[role].permissions.includes(permission);
}

/** isAdmin is true only for admin and superadmin (SPEC §6): they use the admin layout. */
export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'superadmin';
}

export function isStaffRole(role: Role): boolean {
  return role !== 'user';
}
