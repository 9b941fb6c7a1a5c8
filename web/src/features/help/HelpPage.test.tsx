import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HelpPage } from './HelpPage';
import { FAQS, searchFaqs } from './faqs';

function renderHelp() {
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

describe('HelpPage', () => {
  it('covers every topic customers ask about', () => {
    const text = FAQS.map((faq) => `${faq.question} ${faq.answer.join(' ')}`).join(' ');
    for (const topic of ['rent', 'Buy Now Pay Later', 'per annum', 'APR', 'late', 'PDF', 'Ghana Card', 'mobile money', 'Data Protection Act', 'Pay off my loan', 'receipt', 'struggling']) {
      expect(text.toLowerCase()).toContain(topic.toLowerCase());
    }
  });

  it('shows the questions as collapsed accordions that open with the keyboard', async () => {
    const user = userEvent.setup();
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: /Can I pay with mobile money\?/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /Can I pay with mobile money\?/ })).toHaveTextContent('MTN Mobile Money');
  });

  it('filters the questions live as the customer types', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'ghana card');
    expect(screen.getByRole('button', { name: /Why do you need my Ghana Card\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Can I pay with mobile money\?/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/match “ghana card”/);
  });

  it('offers a ticket when nothing matches', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'zebra crossing');
    expect(screen.getByText(/No answers match your search/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a ticket' })[0]).toHaveAttribute('href', '/tickets/create');
  });

  it('matches every word in any order and any case', () => {
    expect(searchFaqs('ANNUM apr').map((faq) => faq.id)).toEqual(['interest-apr']);
    // What people in Ghana type: "momo" finds the mobile money answer, "NIA" the Ghana Card one.
    expect(searchFaqs('momo').map((faq) => faq.id)).toContain('pay-momo');
    expect(searchFaqs('NIA').map((faq) => faq.id)).toContain('ghana-card');
    expect(searchFaqs('APR INTEREST').map((faq) => faq.id)).toEqual(['interest-apr', 'hardship']);
    expect(searchFaqs('   ')).toHaveLength(FAQS.length);
  });
});
