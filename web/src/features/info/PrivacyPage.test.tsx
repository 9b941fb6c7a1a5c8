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
    expect(within(contents).getByRole('link', { name: 'Your rights and how to use them in the app' })).toHaveAttribute('href', '#your-rights');
  });

  it('names the data controller, Act 843 and the Data Protection Commission registration', () => {
    renderPrivacy();
    const who = section(/Who we are/);
    expect(who).toHaveTextContent('Data Protection Act, 2012 (Act 843)');
    expect(who).toHaveTextContent('registered as a data controller with the Data Protection Commission');
  });

  it('lists what is collected and why, including the Ghana Card, income, documents and consent records', () => {
    renderPrivacy();
    const collected = section(/What we collect and why/);
    for (const text of ['Ghana Card', 'income', 'Documents', 'Consent records', 'IP address']) expect(collected).toHaveTextContent(text);
  });

  it('explains consent, versions and the banner before new credit', () => {
    renderPrivacy();
    const consent = section(/Consent and versions/);
    expect(consent).toHaveTextContent('never ticked for you');
    expect(consent).toHaveTextContent('summary of what changed');
    expect(consent).toHaveTextContent('cannot submit a new application or check out with Buy Now Pay Later');
  });

  it('describes automated decisions, the human review, staff access logging and retention', () => {
    renderPrivacy();
    expect(section(/Automated decisions and human review/)).toHaveTextContent('Ask for a human review');
    expect(section(/Who at our company sees your data/)).toHaveTextContent('opens or downloads one of your documents, we record who, which file and when');
    const retention = section(/How long we keep it/);
    expect(retention).toHaveTextContent('6 years after the loan closes, then anonymised');
    expect(retention).toHaveTextContent('support tickets, and files that are not tied to a loan');
    expect(section(/Who we share it with/)).toHaveTextContent('Credit Reporting Act, 2007 (Act 726)');
  });

  it('lists the rights under Act 843 with where to use them in the app', () => {
    renderPrivacy();
    const rights = section(/Your rights/);
    for (const right of ['Access', 'Correction', 'Erasure', 'Object to marketing', 'Complain']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(rights).toHaveTextContent('Download my data');
    expect(rights).toHaveTextContent('valid for 7 days');
    expect(rights).toHaveTextContent('We refuse it while you have a loan open');
    expect(rights).toHaveTextContent('Messages');
    expect(within(rights).getByRole('link', { name: 'www.dataprotection.org.gh' })).toHaveAttribute('href', 'https://www.dataprotection.org.gh');
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
