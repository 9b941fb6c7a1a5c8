import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PrivacyPageDefault, { PrivacyPage } from './PrivacyPage';
import { companyDetails } from './company';

function renderPrivacy() {
  return render(
    <MemoryRouter>
      <PrivacyPage lastUpdated="1 November 2026" />
    </MemoryRouter>,
  );
}

function section(name: RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('PrivacyPage', () => {
  it('is exported both as default (lazy routes) and by name', () => {
    expect(PrivacyPageDefault).toBe(PrivacyPage);
  });

  it('has a title, the date it was last updated and a contents list', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 1 November 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
  });

  it('names the data controller, Act 843 and the Data Protection Commission registration', () => {
    renderPrivacy();
    const who = section(/Who we are/);
    expect(who).toHaveTextContent('Data Protection Act, 2012 (Act 843)');
    expect(who).toHaveTextContent('registered as a data controller with the Data Protection Commission');
  });

  it('lists what is collected, including the Ghana Card, income and documents', () => {
    renderPrivacy();
    const collected = section(/What we collect/);
    expect(collected).toHaveTextContent('Ghana Card');
    expect(collected).toHaveTextContent('Contact details');
    expect(collected).toHaveTextContent('Income and employment');
    expect(collected).toHaveTextContent('Documents');
  });

  it('explains the lawful basis and credit bureau sharing under Act 726', () => {
    renderPrivacy();
    expect(section(/lawful basis/)).toHaveTextContent('perform our agreement');
    expect(section(/Who we share it with/)).toHaveTextContent('Credit Reporting Act, 2007 (Act 726)');
    expect(section(/How long we keep it/)).toHaveTextContent('five years');
  });

  it('lists the rights to access, correction, objection and complaint', () => {
    renderPrivacy();
    const rights = section(/Your rights/);
    for (const right of ['Access', 'Correction', 'Objection', 'Complain']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(rights).toHaveTextContent('Data Protection Commission');
  });

  it('gives the data protection officer contact', () => {
    renderPrivacy();
    const contact = section(/Contact our Data Protection Officer/);
    expect(within(contact).getByRole('link', { name: companyDetails.dataProtectionOfficerEmail })).toHaveAttribute(
      'href',
      `mailto:${companyDetails.dataProtectionOfficerEmail}`,
    );
    expect(section(/How we protect your data/)).toHaveTextContent('encrypted');
  });
});
