import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FALLBACK_SITE } from '../../lib/site-settings';
import { companyDetails } from './company';
import { ContactPage } from './ContactPage';
import { TermsPage } from './TermsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company details (one source with the footer)', () => {
  it('start from the same seeded details the footer shows', () => {
    expect(companyDetails.supportPhone).toBe(FALLBACK_SITE.supportPhone);
    expect(companyDetails.officeAddress).toBe(FALLBACK_SITE.officeAddress);
    expect(companyDetails.supportEmail).toBe(FALLBACK_SITE.supportEmail);
  });

  it('show what an admin set in the public settings on the Contact and Terms pages', async () => {
    const settings = [
      { key: 'contact.support_phone', value: '+233 30 111 2222' },
      { key: 'contact.office_address', value: '3 Castle Road, Osu, Accra' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { publicSettings: settings } }), { headers: { 'content-type': 'application/json' } })),
    );
    render(
      <MemoryRouter>
        <ContactPage onSubmit={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('+233 30 111 2222')).toBeInTheDocument();
    expect(screen.getByText('3 Castle Road, Osu, Accra')).toBeInTheDocument();
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/3 Castle Road, Osu, Accra/).length).toBeGreaterThan(1);
  });
});
