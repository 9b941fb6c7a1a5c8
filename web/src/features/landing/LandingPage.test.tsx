import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LandingPage } from './LandingPage';
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
