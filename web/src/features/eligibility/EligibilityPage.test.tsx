import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EligibilityForm, EligibilityResultCard, repaymentMonthsFrom } from './EligibilityPage';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('EligibilityForm', () => {
  it('sends amounts typed in cedis as exact integer pesewas', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<EligibilityForm months={[3, 6, 9, 12]} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Monthly net income (GH₵)'), '4,567.89');
    await choose(user, 'Employment type', 'Self-employed');
    await user.type(screen.getByLabelText('Amount you want (GH₵)'), '0.29');
    await user.clear(screen.getByLabelText('Existing monthly debt payments (GH₵)'));
    await user.type(screen.getByLabelText('Existing monthly debt payments (GH₵)'), '150.1');
    await choose(user, 'Repayment months', '12 months');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ monthlyNetIncome: 456789, employmentType: 'self_employed', amountRequested: 29, existingMonthlyDebts: 15010, months: 12 }),
    );
  });

  it('explains what is wrong instead of submitting', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<EligibilityForm months={[6]} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Monthly net income (GH₵)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Enter an amount in cedis, like 2,500 or 2500.50.')).toBeInTheDocument();
    expect(screen.getByText('Choose your employment type.')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount you want.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EligibilityResultCard', () => {
  const eligible = { __typename: 'EligibilityResult' as const, eligible: true, reasons: [], explanations: [{ __typename: 'EligibilityReason' as const, code: 'AFFORDABILITY' as const, passed: true, text: 'The monthly instalment of GH₵1,100.50 fits within 30% of your net income after existing debts.' }], maxAffordableInstalment: 240000, estimatedInstalment: 110050, suggestion: null };

  it('shows the figures in GH₵ and invites a signed-in customer to apply', () => {
    render(<EligibilityResultCard result={eligible} signedIn />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'You are eligible' })).toBeInTheDocument();
    expect(screen.getByText('GH₵2,400.00')).toBeInTheDocument();
    expect(screen.getByText('GH₵1,100.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/application');
  });

  it('sends a visitor to register, and lists the reasons when not eligible', () => {
    const { unmount } = render(<EligibilityResultCard result={eligible} signedIn={false} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Register to apply' })).toHaveAttribute('href', '/register');
    unmount();
    render(<EligibilityResultCard result={{ ...eligible, eligible: false, reasons: ['Your debts take too much of your income.'] }} signedIn />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'You are not eligible yet' })).toBeInTheDocument();
    expect(screen.getByText('Your debts take too much of your income.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('says what would work when the amount is not affordable', () => {
    const refused = {
      ...eligible,
      eligible: false,
      reasons: ['The monthly instalment of GH₵1,278.63 would exceed 30% of your net income after existing debts.'],
      suggestion: {
        __typename: 'EligibilitySuggestion' as const,
        maxAmountAtTerm: 900_900,
        shortestTerm: 18,
        texts: ['You could borrow up to GH₵9,009.00 over 12 months.', 'GH₵12,000.00 would be affordable over 18 months.'],
      },
    };
    render(<EligibilityResultCard result={refused} signedIn />, { wrapper: MemoryRouter });
    const section = screen.getByRole('region', { name: 'What would work' });
    expect(section).toHaveTextContent('You could borrow up to GH₵9,009.00 over 12 months.');
    expect(section).toHaveTextContent('GH₵12,000.00 would be affordable over 18 months.');
  });

  it('has no suggestion when eligible', () => {
    render(<EligibilityResultCard result={eligible} signedIn />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('region', { name: 'What would work' })).not.toBeInTheDocument();
  });

  it('offers the repayment lengths from settings', () => {
    expect(repaymentMonthsFrom(new Map([['credit.rent_repayment_months', [6, 12]]]))).toEqual([6, 12]);
    expect(repaymentMonthsFrom(new Map())).toEqual([3, 6, 9, 12, 18, 24]);
  });
});
