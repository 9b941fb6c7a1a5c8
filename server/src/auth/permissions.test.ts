import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, CATALOGUE, PERMISSIONS, ROLES, adminRoutesOf, hasPermission, isAdminRole } from './permissions.js';

describe('SPEC §6 catalogue', () => {
  it('gives admins and superadmins every flag and every admin route except roles', () => {
    for (const role of ['admin', 'superadmin'] as const) {
      expect([...CATALOGUE[role].permissions].sort()).toEqual([...PERMISSIONS].sort());
      expect(adminRoutesOf(role)).toEqual([
        'dashboard', 'users', 'applications', 'payments', 'suspense', 'loans', 'collections', 'orders', 'catalogue', 'documents', 'configuration', 'creditProducts',
        'support', 'analytics', 'properties', 'security', 'notifications', 'settings', 'messages', 'help', 'system', 'privacy', 'hardship', 'accounting', 'approvals',
      ]);
    }
  });

  it('lists /admin/roles for no role, so the menu entry never shows', () => {
    expect(ADMIN_MENU).toContain('roles');
    for (const role of ROLES) expect(adminRoutesOf(role)).not.toContain('roles');
  });

  it('gives the customer role nothing', () => {
    expect(CATALOGUE.user).toEqual({ permissions: [], adminRoutes: [] });
  });

  it('matches the staff rows of the table', () => {
    // SPEC's rows plus the loans pages (every role that reads payments or applications opens them) and BNPL orders
    // credit analysts decide orders, sales executives fulfil them.
    expect(adminRoutesOf('sales_executive')).toEqual(['dashboard', 'applications', 'loans', 'orders', 'analytics']);
    expect(adminRoutesOf('credit_analyst')).toEqual(['dashboard', 'applications', 'loans', 'orders', 'documents', 'analytics', 'hardship', 'approvals']);
    expect(hasPermission('sales_executive', 'fulfilOrders')).toBe(true);
    expect(hasPermission('credit_analyst', 'fulfilOrders')).toBe(false);
    expect(adminRoutesOf('recovery_and_collections')).toEqual(['dashboard', 'applications', 'payments', 'suspense', 'loans', 'collections', 'analytics', 'approvals']);
    expect(hasPermission('recovery_and_collections', 'manageCollections')).toBe(true);
    expect(hasPermission('finance', 'manageCollections')).toBe(false);
    expect(hasPermission('recovery_and_collections', 'approveWriteOffs')).toBe(false);
    // Credit products: admins only.
    for (const role of ROLES) expect(hasPermission(role, 'manageCreditProducts'), role).toBe(role === 'admin' || role === 'superadmin');
    expect(adminRoutesOf('inspection_and_verification')).toEqual(['dashboard', 'applications', 'loans', 'documents', 'properties']);
    expect(adminRoutesOf('finance')).toEqual(['dashboard', 'payments', 'suspense', 'loans', 'analytics', 'accounting', 'approvals']);
    expect(hasPermission('credit_analyst', 'manageAllApplications')).toBe(true);
    expect(hasPermission('sales_executive', 'manageAllApplications')).toBe(false);
    expect(hasPermission('finance', 'manageAllPayments')).toBe(true);
    expect(hasPermission('inspection_and_verification', 'manageProperties')).toBe(true);
    expect(hasPermission('recovery_and_collections', 'verifyDocuments')).toBe(false);
  });

  it('marks only admin and superadmin as admins', () => {
    expect(ROLES.filter(isAdminRole)).toEqual(['admin', 'superadmin']);
  });
});
