import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminSidebar } from './AdminSidebar';
import { adminPageTitle } from './menu';

const labels = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('AdminSidebar', () => {
  it('lists exactly the given routes, in menu order whatever order they arrive in', () => {
    render(
      <MemoryRouter>
        <AdminSidebar adminRoutes={['properties', 'documents', 'dashboard', 'applications']} />
      </MemoryRouter>,
    );
    expect(labels()).toEqual(['Dashboard', 'Applications', 'Documents', 'Properties']);
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/admin/documents');
  });

  it('shows Roles only when the routes contain it', () => {
    const { unmount } = render(
      <MemoryRouter>
        <AdminSidebar adminRoutes={['dashboard', 'help']} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <AdminSidebar adminRoutes={['dashboard', 'roles']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Roles' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    render(
      <MemoryRouter initialEntries={['/admin/payments']}>
        <AdminSidebar adminRoutes={['dashboard', 'payments']} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('adminPageTitle', () => {
  it('names the page from the path', () => {
    expect(adminPageTitle('/admin')).toBe('Dashboard');
    expect(adminPageTitle('/admin/applications/abc')).toBe('Applications');
    expect(adminPageTitle('/admin/whatever')).toBe('Page not found');
  });
});
