import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayInstalmentForm, ghanaMobile } from './PayInstalmentForm';
import { remainingInstalments, type PaymentPreviewView } from './PaymentPreviewPanel';
import type { SettlementQuoteView } from './PayoffQuote';

const amounts = { nextInstalment: 95_000, overdue: 0, outstanding: 470_000 };
const quote: SettlementQuoteView = {
  amount: 470_000, principal: 455_000, interest: 12_000, fee: 1_500, penalty: 1_500, dailyInterest: 450, on: '2026-03-05', validUntil: '2026-04-02',
};
const row = (number: number, dueDate: string, principal: number, interest: number, balanceAfter: number) => ({
  number, dueDate, principal, interest, fee: 0, total: principal + interest, balanceAfter,
});

describe('PayInstalmentForm', () => {
  it('offers next instalment, pay off my loan and other amounts; all overdue only when something is overdue', () => {
    const { rerender } = render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Next instalment: GH₵950.00' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /All overdue/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay off my loan: GH₵4,700.00' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Other amount' })).toBeEnabled();
    expect(screen.queryByText(/Full outstanding balance/)).not.toBeInTheDocument();
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={{ ...amounts, overdue: 95_000 }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'All overdue: GH₵950.00' })).toBeEnabled();
  });

  it('starts the mobile money number as the profile’s mobile, arriving after the form or not, and never over what was typed', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} />);
    const number = screen.getByRole('textbox', { name: 'Mobile money number' });
    expect(number).toHaveValue('');
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} defaultPhone="+233244123456" />);
    await waitFor(() => expect(number).toHaveValue('024 412 3456'));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+233244123456' })));
    await user.clear(number);
    await user.type(number, '020 111 2233');
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} defaultPhone="+233555000111" />);
    expect(number).toHaveValue('020 111 2233');
  });

  it('leaves the number empty when the profile’s phone is a landline', () => {
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} defaultPhone="+233302400100" />);
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('');
  });

  it('sends the next instalment by MoMo with the number in +233 form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Enter your mobile money number, e.g. 024 123 4567')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '024 123 4567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ amount: 95_000, method: 'mtn_momo', phone: '+233241234567', prepayment: null, settle: false }),
    );
  });

  it('shows the payoff quote with its breakdown, validity and daily interest, and pays it with settle', async () => {
    const onSubmit = vi.fn();
    const onChoiceChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} onChoiceChange={onChoiceChange} quoteLoading />);
    await user.click(screen.getByRole('radio', { name: /^Pay off my loan/ }));
    expect(onChoiceChange).toHaveBeenLastCalledWith('payoff');
    expect(screen.getByText('Working out your payoff amount…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();

    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} onChoiceChange={onChoiceChange} quote={quote} />);
    const payoff = screen.getByRole('region', { name: 'Pay off today: GH₵4,700.00' });
    for (const [label, value] of [['Principal', 'GH₵4,550.00'], ['Interest to date', 'GH₵120.00'], ['Fees', 'GH₵15.00'], ['Penalties', 'GH₵15.00']]) {
      const term = within(payoff).getByText(label);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(payoff).toHaveTextContent('GH₵4,700.00 is valid until 2 Apr 2026.');
    expect(payoff).toHaveTextContent('After that date, each further day adds GH₵4.50 of interest, counted from today.');

    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0241234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ amount: 470_000, method: 'mtn_momo', phone: '+233241234567', prepayment: null, settle: true }),
    );
  });

  it('says what the next instalment covers before paying: instalment 2, due 5 Mar 2026', async () => {
    const onPreviewChange = vi.fn();
    const props = { loanLabel: 'Loan', amounts, onSubmit: vi.fn(), onPreviewChange };
    const { rerender } = render(<PayInstalmentForm {...props} />);
    await waitFor(() => expect(onPreviewChange).toHaveBeenLastCalledWith({ amount: 95_000, prepayment: null }));
    expect(screen.getByText('Working out what this payment covers…')).toBeInTheDocument();
    const covers: PaymentPreviewView = {
      amount: 95_000, prepayment: null, settles: false, covers: [{ number: 2, dueDate: '2026-03-05', amount: 95_000, leftAfter: 0 }],
      allocation: [{ number: 2 }], prepaid: 0, interestSaved: 0, schedule: [],
    };
    rerender(<PayInstalmentForm {...props} preview={covers} />);
    expect(screen.getByText('This payment covers instalment 2, due 5 Mar 2026.')).toBeInTheDocument();
    // No choice about principal for the instalment itself, and no new schedule.
    expect(screen.queryByRole('checkbox', { name: /Pay off principal early/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your schedule after this payment' })).not.toBeInTheDocument();
  });

  it('another amount covers the next instalments in order unless "pay off principal early" is chosen; then shorten / lower and the new schedule', async () => {
    const onSubmit = vi.fn();
    const onPreviewChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const props = { loanLabel: 'Loan', amounts, onSubmit, onPreviewChange };
    const { rerender } = render(<PayInstalmentForm {...props} />);
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }), '2,000');

    await waitFor(() => expect(onPreviewChange).toHaveBeenLastCalledWith({ amount: 200_000, prepayment: null }));
    expect(screen.queryByRole('radio', { name: /Shorten my loan/ })).not.toBeInTheDocument();
    const inOrder: PaymentPreviewView = {
      amount: 200_000, prepayment: null, settles: false, allocation: [{ number: 2 }, { number: 3 }], prepaid: 0, interestSaved: 0, schedule: [],
      covers: [{ number: 2, dueDate: '2026-03-05', amount: 95_000, leftAfter: 0 }, { number: 3, dueDate: '2026-04-05', amount: 95_000, leftAfter: 0 }, { number: 4, dueDate: '2026-05-05', amount: 10_000, leftAfter: 85_000 }],
    };
    rerender(<PayInstalmentForm {...props} preview={inOrder} />);
    expect(
      screen.getByText('This payment covers instalments 2 (due 5 Mar 2026) and 3 (due 5 Apr 2026) and pays GH₵100.00 towards instalment 4, due 5 May 2026, leaving GH₵850.00 to pay on it.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Pay off principal early/ }));
    expect(screen.getByRole('radio', { name: /Shorten my loan/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Lower my instalments/ })).not.toBeChecked();
    await waitFor(() => expect(onPreviewChange).toHaveBeenLastCalledWith({ amount: 200_000, prepayment: 'shorten' }));
    expect(screen.getByText('Working out your new schedule…')).toBeInTheDocument();

    const shortened: PaymentPreviewView = {
      amount: 200_000, prepayment: 'shorten', settles: false, allocation: [{ number: 2 }], prepaid: 105_000, interestSaved: 9_870,
      covers: [{ number: 2, dueDate: '2026-03-05', amount: 95_000, leftAfter: 0 }],
      schedule: [row(1, '2026-02-05', 80_000, 15_000, 375_000), row(2, '2026-03-05', 81_000, 14_000, 294_000), row(3, '2026-04-05', 86_000, 9_000, 208_000), row(4, '2026-05-05', 88_000, 7_000, 120_000), row(5, '2026-06-05', 120_000, 4_000, 0)],
    };
    rerender(<PayInstalmentForm {...props} preview={shortened} />);
    const preview = screen.getByRole('region', { name: 'Your schedule after this payment' });
    expect(preview).toHaveTextContent('This payment covers instalment 2, due 5 Mar 2026 and pays GH₵1,050.00 of your principal early.');
    expect(preview).toHaveTextContent('Instalments left3');
    expect(preview).toHaveTextContent('New instalmentGH₵950.00');
    expect(preview).toHaveTextContent('Interest savedGH₵98.70');
    const table = within(preview).getByRole('region', { name: 'New repayment schedule' });
    expect(table).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('5 Jun 2026');

    await user.click(screen.getByRole('radio', { name: /Lower my instalments/ }));
    await waitFor(() => expect(onPreviewChange).toHaveBeenLastCalledWith({ amount: 200_000, prepayment: 'lower_instalment' }));
    expect(screen.queryByRole('region', { name: 'Your schedule after this payment' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0241234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ amount: 200_000, method: 'mtn_momo', phone: '+233241234567', prepayment: 'lower_instalment', settle: false }),
    );
  }, 30_000);

  it('counts only unpaid instalments when the payment goes wholly to principal (paid ahead, nothing current)', () => {
    expect(
      remainingInstalments({
        allocation: [], firstUnpaid: 3,
        schedule: [row(1, '2026-02-05', 80_000, 15_000, 460_000), row(2, '2026-03-05', 81_000, 14_000, 379_000), row(3, '2026-04-05', 60_000, 9_000, 319_000), row(4, '2026-05-05', 61_000, 8_000, 258_000)],
      }).map((instalment) => instalment.number),
    ).toEqual([3, 4]);
  });

  it('says when a custom amount pays off the loan', async () => {
    const user = userEvent.setup({ delay: null });
    const props = { loanLabel: 'Loan', amounts, onSubmit: vi.fn(), onPreviewChange: vi.fn() };
    const { rerender } = render(<PayInstalmentForm {...props} />);
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }), '4700');
    rerender(<PayInstalmentForm {...props} preview={{ amount: 470_000, prepayment: null, settles: true, covers: [], allocation: [], prepaid: 0, interestSaved: 20_000, schedule: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent('This pays off your loan.');
    expect(screen.queryByRole('radio', { name: /Shorten my loan/ })).not.toBeInTheDocument();
  });

  it('refuses another amount under GH₵1.00 or above the payoff amount', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const other = screen.getByRole('textbox', { name: 'Other amount (GH₵)' });
    await user.type(other, '0.99');
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0241234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Enter an amount of at least GH₵1.00')).toBeInTheDocument();
    await user.clear(other);
    await user.type(other, '5000');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(/Paying GH₵4,700.00 today pays off your loan/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(other);
    await user.type(other, '1.00');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 100, method: 'mtn_momo', phone: '+233241234567', prepayment: null, settle: false }));
  }, 30_000);

  it('tells the payer what to do next, and shows the server’s refusal', () => {
    const { rerender } = render(
      <PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} nextAction={{ kind: 'await_prompt', displayText: 'We sent a prompt to 024 123 4567.' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Approve the prompt on your phone to finish.');
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} nextAction={{ kind: 'redirect', url: '/pay/test/abc', displayText: 'Continue on the test payment page.' }} />);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/pay/test/abc');
    rerender(<PayInstalmentForm loanLabel="Loan" amounts={amounts} onSubmit={vi.fn()} error="Too much." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too much.');
  });

  it('reads Ghana mobile numbers', () => {
    expect(ghanaMobile('024-123-4567')).toBe('+233241234567');
    expect(ghanaMobile('+233 24 123 4567')).toBe('+233241234567');
    expect(ghanaMobile('12345')).toBeNull();
  });
});
