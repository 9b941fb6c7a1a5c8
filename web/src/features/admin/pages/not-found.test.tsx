// A 404 anywhere in the admin area leads Go to Home back to the staff dashboard: each page's own router ends in a
// catch-all, and none of them may send staff to the public site.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AdminApplicationsPage from './applications';
import AdminLoansPage from './loans';
import AdminOrdersPage from './orders';
import AdminPrivacyPage from './privacy';
import AdminSupportPage from './support';

const NESTED: Array<[string, ComponentType]> = [
  ['applications', AdminApplicationsPage],
  ['loans', AdminLoansPage],
  ['orders', AdminOrdersPage],
  ['privacy', AdminPrivacyPage],
  ['support', AdminSupportPage],
];

describe('Page not found in the admin area', () => {
  it.each(NESTED)('/admin/%s/… : Go to Home opens the staff dashboard', (segment, Page) => {
    render(
      <MemoryRouter initialEntries={[`/admin/${segment}/no/such/page`]}>
        <Routes>
          <Route path="/" element={<p>Public home page</p>} />
          <Route path="/admin" element={<p>Staff dashboard</p>} />
          <Route path={`/admin/${segment}/*`} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByText('Staff dashboard')).toBeInTheDocument();
  });
});
