import { describe, expect, it } from 'vitest';
import { searchScopes } from './AdminViewerContext';

// Permissions and admin routes as `me` returns them for each role (SPEC §6 and the routes the flags add).
const FINANCE = {
  permissions: ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics', 'viewAccounting', 'manageAccounting'],
  adminRoutes: ['dashboard', 'payments', 'suspense', 'loans', 'analytics', 'accounting', 'approvals'],
} as const;
const CREDIT_ANALYST = {
  permissions: ['viewAllApplications', 'manageAllApplications', 'viewAllPayments', 'viewAllDocuments', 'verifyDocuments', 'viewAnalytics'],
  adminRoutes: ['dashboard', 'applications', 'loans', 'orders', 'documents', 'analytics', 'hardship', 'approvals'],
} as const;
const ADMIN = {
  permissions: ['viewAllUsers', 'manageAllUsers', 'viewAllApplications', 'manageAllApplications', 'viewAllPayments', 'manageSystem'],
  adminRoutes: ['dashboard', 'users', 'applications', 'payments', 'loans', 'orders', 'support'],
} as const;

const scopesOf = (role: { permissions: readonly string[]; adminRoutes: readonly string[] }) =>
  searchScopes({ permissions: [...role.permissions], adminRoutes: [...role.adminRoutes] } as Parameters<typeof searchScopes>[0]);

describe('the header search', () => {
  it('gives finance loans and payments, and nothing it cannot open: reading applications through loans is not an Applications page', () => {
    expect(scopesOf(FINANCE)).toEqual(['loans', 'payments']);
  });

  it('gives reviewers applications, loans and orders, and admins every kind', () => {
    expect(scopesOf(CREDIT_ANALYST)).toEqual(['applications', 'loans', 'orders']);
    expect(scopesOf(ADMIN)).toEqual(['users', 'applications', 'loans', 'orders', 'payments', 'tickets']);
  });
});
