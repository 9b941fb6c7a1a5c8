import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TermsPageDefault, { TermsPage } from './TermsPage';

function renderTerms() {
  return render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

function section(name: RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('TermsPage', () => {
  it('is exported both as default (lazy routes) and by name', () => {
    expect(TermsPageDefault).toBe(TermsPage);
  });

  it('has a title and numbered sections', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Who can use our services' })).toBeInTheDocument();
  });

  it('sets out eligibility and both credit products', () => {
    renderTerms();
    expect(section(/Who can use our services/)).toHaveTextContent('18 years or older');
    expect(section(/Who can use our services/)).toHaveTextContent('Ghana Card');
    expect(section(/Rent assistance/)).toHaveTextContent('directly to your landlord');
    expect(section(/Buy Now Pay Later/)).toHaveTextContent('4% per month equals 48% per annum');
  });

  it('promises the Act 1052 cost of credit disclosure before commitment', () => {
    renderTerms();
    const cost = section(/Cost of credit/);
    expect(cost).toHaveTextContent('Borrowers and Lenders Act, 2020 (Act 1052)');
    expect(cost).toHaveTextContent('annual rate');
    expect(cost).toHaveTextContent('annual percentage rate (APR)');
    expect(cost).toHaveTextContent('nominal annual rate), which is fixed for the whole term, and the interest method');
    expect(cost).toHaveTextContent('who receives the money and when');
    expect(cost).toHaveTextContent('your right to repay early and how the settlement amount is worked out');
    expect(cost).toHaveTextContent('total amount you will repay');
    expect(cost).toHaveTextContent('Nothing is binding until you confirm');
  });

  it('limits late charges to overdue amounts and explains early repayment, its settlement amount and the capped fee', () => {
    renderTerms();
    expect(section(/Late payment/)).toHaveTextContent('applies only to the overdue amount');
    const early = section(/Early repayment/);
    expect(early).toHaveTextContent('You may repay all or part of your balance early at any time.');
    expect(early).toHaveTextContent('interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period');
    expect(early).toHaveTextContent('never more than 0.25% of the original principal');
    expect(early).toHaveTextContent('You choose whether it shortens the loan or lowers your instalments.');
  });

  it('covers complaints to the Bank of Ghana and Ghanaian governing law', () => {
    renderTerms();
    expect(section(/Complaints/)).toHaveTextContent('Bank of Ghana');
    expect(section(/Governing law/)).toHaveTextContent('laws of the Republic of Ghana');
  });

  it('links to the privacy policy', () => {
    renderTerms();
    expect(within(section(/Your personal data/)).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
