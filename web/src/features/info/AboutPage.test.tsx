import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AboutPageDefault, { AboutPage } from './AboutPage';
import { companyDetails } from './company';

function renderAbout() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<p>Contact page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('is exported both as default (lazy routes) and by name', () => {
    expect(AboutPageDefault).toBe(AboutPage);
  });

  it('introduces the company, its mission and its licensing aim', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: `About ${companyDetails.name}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText(/licensed non-bank lender supervised by the Bank of Ghana/)).toBeInTheDocument();
    expect(screen.getByText(/Borrowers and Lenders Act, 2020 \(Act 1052\)/)).toBeInTheDocument();
  });

  it('shows the Accra office address', () => {
    renderAbout();
    expect(screen.getByRole('heading', { name: 'Our office in Accra' })).toBeInTheDocument();
    expect(screen.getByText(/14 Independence Avenue, Ridge, Accra/)).toBeInTheDocument();
  });

  it('leads to the contact page', () => {
    renderAbout();
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByText('Contact page')).toBeInTheDocument();
  });
});
