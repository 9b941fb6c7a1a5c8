import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Footer } from './Footer';
import type { FooterProps } from './Footer';

const props: FooterProps = {
  brand: { name: 'Ghana Homes Credit', tagline: 'Rent today, pay monthly.' },
  contact: {
    supportEmail: 'support@ghanahomescredit.example',
    supportPhone: '+233 30 000 0000',
    officeAddress: '14 Liberation Road, Airport Residential Area, Accra',
  },
  social: [
    { label: 'Facebook', url: 'https://facebook.com/example' },
    { label: 'X', url: 'https://x.com/example' },
    { label: 'Instagram', url: 'https://instagram.com/example' },
    { label: 'LinkedIn', url: 'https://linkedin.com/company/example' },
    { label: 'WhatsApp', url: 'https://wa.me/233300000000' },
  ],
  year: 2026,
};

function renderFooter(overrides: Partial<FooterProps> = {}) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<Footer {...props} {...overrides} />} />
        <Route path="/privacy" element={<p>Privacy page</p>} />
        <Route path="/terms" element={<p>Terms page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links to every social network with a descriptive label, in a new tab', () => {
    renderFooter();
    for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn', 'WhatsApp']) {
      const link = screen.getByRole('link', { name: `Ghana Homes Credit on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/233300000000');
  });

  it('shows the support email, phone and the Accra office address', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'support@ghanahomescredit.example' })).toHaveAttribute(
      'href',
      'mailto:support@ghanahomescredit.example',
    );
    expect(screen.getByRole('link', { name: '+233 30 000 0000' })).toHaveAttribute('href', 'tel:+233300000000');
    expect(screen.getByText(/Airport Residential Area, Accra/)).toBeInTheDocument();
  });

  it('links to the privacy and terms pages', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    fireEvent.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByText('Privacy page')).toBeInTheDocument();
  });

  it('has a terms link to /terms', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('prints the copyright line with the given year', () => {
    renderFooter();
    expect(screen.getByText('© 2026 Ghana Homes Credit. All rights reserved.')).toBeInTheDocument();
  });

  it('uses the current year when none is given', () => {
    renderFooter({ year: undefined });
    expect(screen.getByText(`© ${new Date().getFullYear()} Ghana Homes Credit. All rights reserved.`)).toBeInTheDocument();
  });
});
