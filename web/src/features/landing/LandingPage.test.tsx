import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import LandingRoute, { bnplRateNote, LandingPage } from './LandingPage';
import { AuthProvider } from '../../lib/auth-context';
import { creditTermsFrom } from '../../lib/site-settings';
import type { LandingPageProps } from './LandingPage';
import { testimonials } from './testimonials';

function renderLanding(props: LandingPageProps = {}) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LandingPage {...props} />} />
        <Route path="/eligibility" element={<p>Eligibility page</p>} />
        <Route path="/register" element={<p>Register page</p>} />
        <Route path="/application" element={<p>Application page</p>} />
        <Route path="/bnpl" element={<p>BNPL page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has one h1 and presents both offers', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Rent assistance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Buy Now Pay Later' })).toBeInTheDocument();
    expect(screen.getByText(/We pay the landlord upfront, and you\s+repay us monthly/)).toBeInTheDocument();
  });

  it('shows the BNPL monthly rate together with the annual-rate disclosure', () => {
    renderLanding();
    const rate = screen.getByText('4% per month');
    expect(screen.getByText(/5-6 month plans/)).toBeInTheDocument();
    expect(rate.parentElement).toHaveTextContent(
      '4% per month = 48% per annum nominal; APR and total cost are shown before you commit.',
    );
  });

  it('makes the four SPEC claims', () => {
    renderLanding();
    const claims = screen.getByRole('region', { name: 'Why customers choose us' });
    for (const claim of ['24-48 hour approval', '5000+ users', '98% success rate', '24/7 support']) {
      expect(within(claims).getByText((_, element) => element?.tagName === 'P' && element.textContent === claim)).toBeInTheDocument();
    }
  });

  it('explains how it works in four ordered steps', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'How it works' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText(/annual rate, the APR, the total cost/)).toBeInTheDocument();
  });

  it('sends Check eligibility to the eligibility page', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: 'Check eligibility' });
    expect(links.length).toBeGreaterThanOrEqual(1);
    for (const link of links) expect(link).toHaveAttribute('href', '/eligibility');
    fireEvent.click(links[0]);
    expect(screen.getByText('Eligibility page')).toBeInTheDocument();
  });

  it('sends visitors who apply for rent assistance to registration', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: 'Apply for rent assistance' });
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
    fireEvent.click(links[0]);
    expect(screen.getByText('Register page')).toBeInTheDocument();
  });

  it('sends signed-in users who apply for rent assistance to the application', () => {
    renderLanding({ isAuthenticated: true });
    for (const link of screen.getAllByRole('link', { name: 'Apply for rent assistance' })) {
      expect(link).toHaveAttribute('href', '/application');
    }
  });

  it('the / route knows a signed-in visitor: Apply for rent assistance opens the application, not the sign-up form', async () => {
    const user = { id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', role: 'user' };
    render(
      <AuthProvider getSession={() => Promise.resolve(user)} sessionTickMs={60_000}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<LandingRoute />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    );
    await vi.waitFor(() => {
      for (const link of screen.getAllByRole('link', { name: 'Apply for rent assistance' })) expect(link).toHaveAttribute('href', '/application');
    }, { timeout: 10_000 });
  });

  it('prints the marketing figures staff set (rate, plan and repayment lengths), not fixed text', () => {
    const terms = creditTermsFrom(
      new Map<string, unknown>([
        ['credit.bnpl_monthly_rate_bp', 500],
        ['credit.bnpl_plan_months', [3, 6]],
        ['credit.rent_monthly_rate_bp', 350],
        ['credit.rent_repayment_months', [6, 12, 24]],
      ]),
    );
    renderLanding({ terms });
    expect(screen.getByText('5% per month')).toBeInTheDocument();
    expect(screen.getByText(bnplRateNote(500))).toHaveTextContent('5% per month = 60% per annum nominal');
    expect(screen.queryByText(/4% per month/)).not.toBeInTheDocument();
    expect(screen.getByText(/repay us monthly over 6-24 months at 3.5% per month/)).toBeInTheDocument();
    expect(screen.getByText(/paid over 3-6 month plans/)).toBeInTheDocument();
  });

  it('sends Shop with BNPL to the BNPL page', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: 'Shop with BNPL' });
    for (const link of links) expect(link).toHaveAttribute('href', '/bnpl');
    fireEvent.click(links[0]);
    expect(screen.getByText('BNPL page')).toBeInTheDocument();
  });

  it('rotates the testimonials every 5 seconds', () => {
    vi.useFakeTimers();
    renderLanding();
    expect(screen.getByText(testimonials[0].content)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText(testimonials[1].content)).toBeInTheDocument();
    expect(screen.queryByText(testimonials[0].content)).not.toBeInTheDocument();
  });
});
