import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loanNumber, StatementDownload, statementPdfUrl, yearBefore } from './StatementDownload';

const loans = [
  { id: '1a2b3c4d-0000-4000-8000-000000000001', label: 'Buy Now Pay Later loan LN-1A2B3C4D' },
  { id: '9f8e7d6c-0000-4000-8000-000000000002', label: 'Rent assistance loan LN-9F8E7D6C' },
];

describe('StatementDownload', () => {
  it('offers the last 12 months by default as a PDF link to the statement route', () => {
    render(<StatementDownload loans={loans.slice(0, 1)} today="2026-11-20" />);
    expect(screen.getByText('Buy Now Pay Later loan LN-1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2025-11-20');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    const link = screen.getByRole('link', { name: 'Download statement PDF' });
    expect(link).toHaveAttribute('href', '/api/files/loans/1a2b3c4d-0000-4000-8000-000000000001/statement.pdf?from=2025-11-20&to=2026-11-20');
    expect(link).toHaveAttribute('download');
  });

  it('follows the chosen dates and loan, and refuses an end before the start', async () => {
    const user = userEvent.setup({ delay: null });
    render(<StatementDownload loans={loans} today="2026-11-20" />);
    await user.click(screen.getByRole('combobox', { name: 'Loan' }));
    await user.click(screen.getByRole('option', { name: 'Rent assistance loan LN-9F8E7D6C' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    expect(screen.getByRole('link', { name: 'Download statement PDF' })).toHaveAttribute(
      'href',
      '/api/files/loans/9f8e7d6c-0000-4000-8000-000000000002/statement.pdf?from=2026-01-01&to=2026-11-20',
    );
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-31');
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download statement PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement PDF' })).toBeDisabled();
  });

  it('explains that a statement needs a loan', () => {
    render(<StatementDownload loans={[]} today="2026-11-20" />);
    expect(screen.getByText('You can download a statement once you have a loan.')).toBeInTheDocument();
  });

  it('computes the year before (29 February included), the URL and the loan number', () => {
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
    expect(yearBefore('2026-01-15')).toBe('2025-01-15');
    expect(statementPdfUrl('a b', '2026-01-01', '2026-02-01')).toBe('/api/files/loans/a%20b/statement.pdf?from=2026-01-01&to=2026-02-01');
    expect(loanNumber('1a2b3c4d-0000-4000-8000-000000000001')).toBe('LN-1A2B3C4D');
  });
});
