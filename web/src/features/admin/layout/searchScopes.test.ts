import { describe, expect, it } from 'vitest';
import { searchScopes } from './AdminViewerContext';

// Permissions and admin routes as `me` returns them for each role (SPEC §6).
const FINANCE = {
  permissions: ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics'],
  adminRoutes: ['dashboard', 'payments', 'analytics'],
} as const;
const CREDIT_ANALYST = {
  permissions: ['viewAllApplications', 'manageAllApplications', 'viewAllPayments', 'viewAllDocuments', 'verifyDocuments', 'viewAnalytics'],
  adminRoutes: ['dashboard', 'applications', 'documents', 'analytics'],
} as const;
const ADMIN = {
  permissions: ['viewAllUsers', 'manageAllUsers', 'viewAllApplications', 'manageAllApplications'],
  adminRoutes: ['dashboard', 'users', 'applications'],
} as const;

describe('the header search', () => {
  it('offers finance nothing it cannot open: reading applications through payments is not an Applications page', () => {
    expect(searchScopes({ permissions: [...FINANCE.permissions], adminRoutes: [...FINANCE.adminRoutes] })).toEqual({ users: false, applications: false });
  });

  it('offers applications to reviewers and both kinds to admins', () => {
    expect(searchScopes({ permissions: [...CREDIT_ANALYST.permissions], adminRoutes: [...CREDIT_ANALYST.adminRoutes] })).toEqual({ users: false, applications: true });
    expect(searchScopes({ permissions: [...ADMIN.permissions], adminRoutes: [...ADMIN.adminRoutes] })).toEqual({ users: true, applications: true });
  });
});
