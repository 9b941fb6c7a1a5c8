import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/admin" element={<p>Staff dashboard</p>} />
        <Route path="/admin/*" element={<NotFoundPage home="/admin" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it("says 'Page not found' as the page heading", () => {
    renderAt(['/no-such-page']);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('goes to the home page with Go to Home', () => {
    renderAt(['/dashboard', '/no-such-page']);
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('inside the admin area, Go to Home leads to the staff dashboard, not the public site', () => {
    renderAt(['/admin/no-such-page']);
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByText('Staff dashboard')).toBeInTheDocument();
  });

  it('returns to the previous page with Go Back', () => {
    renderAt(['/dashboard', '/admin/nowhere']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });
});
