import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminViewerDocument, type AdminRoute, type Permission, type Role } from './gql/graphql';
import { AuthProvider } from '../../lib/auth-context';
import type { AuthUser } from '../../lib/auth-client';
import AdminRoutes from './AdminRoutes';

const ALL: AdminRoute[] = ['dashboard', 'users', 'applications', 'payments', 'documents', 'configuration', 'support', 'analytics', 'properties', 'security', 'notifications', 'settings', 'help', 'system'];

function viewerMock(role: Role, adminRoutes: AdminRoute[], permissions: Permission[] = []): MockedResponse {
  return {
    request: { query: AdminViewerDocument },
    result: {
      data: {
        me: { __typename: 'Me', id: 'u1', email: 'staff@example.com', firstName: 'Kofi', lastName: 'Mensah', role, isAdmin: role === 'admin', permissions, adminRoutes },
      },
    },
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, { signedIn = true, mocks = [] as MockedResponse[], steps = { twoFactorEnabled: true, mustChangePassword: false } } = {}) {
  const user = { id: 'u1', email: 'staff@example.com', firstName: 'Kofi', lastName: 'Mensah', role: 'finance', ...steps } as unknown as AuthUser;
  const getSession = async () => (signedIn ? user : null);
  return render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <AuthProvider getSession={getSession}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/admin/*" element={<AdminRoutes />} />
              <Route path="/login" element={<h1>Login page</h1>} />
              <Route path="/dashboard" element={<h1>Customer dashboard</h1>} />
              <Route path="/account/two-factor" element={<h1>Two-factor setup</h1>} />
              <Route path="/account/change-password" element={<h1>Change password</h1>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </AuthProvider>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

const menuLabels = () =>
  within(screen.getAllByRole('navigation', { name: 'Admin menu' })[0])
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin area', () => {
  it('sends a visitor to /login, remembering where they were going', async () => {
    renderAt('/admin/payments', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login|{"from":"/admin/payments"}');
  });

  it('sends staff who owe a sign-in step to it first: a temporary password, then two-factor setup', async () => {
    renderAt('/admin/payments', { steps: { twoFactorEnabled: false, mustChangePassword: true } });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/account/change-password|{"from":"/admin/payments"}');
  });

  it('sends staff without two-factor sign-in to set it up, remembering where they were going', async () => {
    renderAt('/admin', { steps: { twoFactorEnabled: false, mustChangePassword: false } });
    expect(await screen.findByRole('heading', { name: 'Two-factor setup' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/account/two-factor|{"from":"/admin"}');
  });

  it('sends a customer (no admin routes) to /dashboard', async () => {
    renderAt('/admin', { mocks: [viewerMock('user', [])] });
    expect(await screen.findByRole('heading', { name: 'Customer dashboard' })).toBeInTheDocument();
  });

  it('shows finance exactly its pages and sends it from /admin/users back to its dashboard', async () => {
    renderAt('/admin/users', { mocks: [viewerMock('finance', ['dashboard', 'payments', 'analytics'], ['viewAllPayments', 'viewAnalytics'])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/admin\|/);
    expect(menuLabels()).toEqual(['Dashboard', 'Payments', 'Analytics']);
    expect(screen.getAllByText('Finance').length).toBeGreaterThan(0);
  });

  it('shows an admin every page in menu order, never Roles', async () => {
    renderAt('/admin/nonsense', { mocks: [viewerMock('admin', ALL, ['viewAllUsers', 'viewAllApplications'])] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Dashboard', 'Users', 'Applications', 'Payments', 'Documents', 'Configuration', 'Support', 'Analytics', 'Properties', 'Security', 'Notifications', 'Settings', 'Help', 'System']);
    expect(screen.getAllByRole('combobox', { name: /^Search users and applications$/ }).length).toBeGreaterThan(0);
  });

  it('sends /admin/roles to the dashboard, since no role lists it', async () => {
    renderAt('/admin/roles', { mocks: [viewerMock('sales_executive', ['dashboard', 'applications', 'analytics'], ['viewAllApplications', 'viewAnalytics'])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Dashboard', 'Applications', 'Analytics']);
  });

  it('opens /admin/credit-products only for a role the server gives the creditProducts route, with its menu link', async () => {
    const { unmount } = renderAt('/admin/credit-products', { mocks: [viewerMock('finance', ['dashboard', 'payments', 'analytics'], ['viewAllPayments', 'viewAnalytics'])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(menuLabels()).not.toContain('Credit products');
    unmount();
    renderAt('/admin/nonsense', { mocks: [viewerMock('admin', ['dashboard', 'configuration', 'creditProducts'], ['manageSystem', 'manageCreditProducts'])] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Dashboard', 'Configuration', 'Credit products']);
    const link = within(screen.getAllByRole('navigation', { name: 'Admin menu' })[0]).getByRole('link', { name: 'Credit products' });
    expect(link).toHaveAttribute('href', '/admin/credit-products');
  });
});
