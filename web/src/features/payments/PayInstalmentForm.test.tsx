import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayInstalmentForm, ghanaMobile } from './PayInstalmentForm';

const amounts = { nextInstalment: 95_000, overdue: 0, outstanding: 570_000 };

describe('PayInstalmentForm', () => {
  it('offers next instalment, overdue, full outstanding and other amounts', () => {
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Next instalment: GH₵950.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All overdue: GH₵0.00' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Full outstanding balance: GH₵5,700.00' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Other amount' })).toBeEnabled();
  });

  it('sends the next instalment by MoMo with the number in +233 form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Enter your mobile money number, e.g. 024 123 4567')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '024 123 4567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 95_000, method: 'mtn_momo', phone: '+233241234567' });
  });

  it('refuses another amount under GH₵1.00', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }), '0.99');
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0241234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Enter an amount of at least GH₵1.00')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }), '1.00');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 100, method: 'mtn_momo', phone: '+233241234567' });
  }, 30_000);

  it('tells the payer what to do next', () => {
    const { rerender } = render(
      <PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} nextAction={{ kind: 'await_prompt', displayText: 'We sent a prompt to 024 123 4567.' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Approve the prompt on your phone to finish.');
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} nextAction={{ kind: 'redirect', url: '/pay/test/abc', displayText: 'Continue on the test payment page.' }} />);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/pay/test/abc');
  });

  it('reads Ghana mobile numbers', () => {
    expect(ghanaMobile('024-123-4567')).toBe('+233241234567');
    expect(ghanaMobile('+233 24 123 4567')).toBe('+233241234567');
    expect(ghanaMobile('12345')).toBeNull();
  });
});
