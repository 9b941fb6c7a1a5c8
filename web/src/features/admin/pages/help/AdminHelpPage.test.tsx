import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { meMock, renderAdminPage } from '../../shared/testing';
import AdminHelpPage from './index';

describe('staff guide', () => {
  it('opens the reader’s own role first and covers Act 1052 and the Rent Act', async () => {
    renderAdminPage(<AdminHelpPage />, { path: '/admin/help', route: 'help', mocks: [meMock('credit_analyst', ['viewAllApplications'])] });
    expect(screen.getByRole('heading', { name: 'Staff guide', level: 1 })).toBeInTheDocument();
    await screen.findByText(/Rent Act 1963, s\.25\(5\)/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Credit analyst' })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText(/Act 1052/).length).toBeGreaterThan(0);
  });
});
