import { describe, expect, it } from 'vitest';
import { showsUserSidebar } from './sidebar';

describe('who sees the user sidebar (SPEC §2)', () => {
  it('shows it to customers and to staff roles other than admin and superadmin', () => {
    for (const role of ['user', 'sales_executive', 'credit_analyst', 'recovery_and_collections', 'inspection_and_verification', 'finance']) {
      expect(showsUserSidebar(role), role).toBe(true);
    }
  });
  it('hides it from admin, superadmin and signed-out visitors', () => {
    expect(showsUserSidebar('admin')).toBe(false);
    expect(showsUserSidebar('superadmin')).toBe(false);
    expect(showsUserSidebar(null)).toBe(false);
  });
});
