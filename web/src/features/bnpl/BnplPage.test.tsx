import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { BnplPage } from './BnplPage';

const EARLY_REPAYMENT =
  'You may repay early at any time, in part or in full. To settle the loan early you pay the principal still owed, interest only up to the day you repay (the nominal annual rate × actual days ÷ 365 on the balance of the current period, never more than that instalment’s interest), any fees still owed, anything overdue with its penalty interest, and an early-settlement fee of 0.10% of the original principal (GH₵2.00; Bank of Ghana rules cap it at 0.25%). A payment beyond what is due covers your next instalments in due order. You may instead choose to pay off principal early: that lowers the interest still to come, and you choose whether it shortens the loan or lowers the instalments.';

const quote: CreditDisclosureQuote = {
  principal: 200_000, months: 5, processingFee: 0, totalFees: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6010,
  totalInterest: 24_000, totalCostOfCredit: 24_000, totalRepayable: 224_000, instalmentAmount: 44_800, firstDueDate: '2026-04-21',
  latePaymentPolicy: 'No penalty interest is charged on a late instalment.',
  method: 'reducing_balance', rateType: 'fixed', payee: 'The merchant, on the day we approve your order', earlyRepaymentPolicy: EARLY_REPAYMENT,
  schedule: [{ number: 1, dueDate: '2026-04-21', principal: 40_000, interest: 8_000, fee: 0, total: 44_800, balanceAfter: 160_000 }],
};

describe('BnplPage', () => {
  it('explains how it works, links to the shop and shows the plan figures', async () => {
    const onMonthsChange = vi.fn();
    const onAmountChange = vi.fn();
    render(
      <MemoryRouter>
        <BnplPage amountText="2,000" onAmountChange={onAmountChange} planOptions={[5, 6]} months={5} onMonthsChange={onMonthsChange} monthlyRateBp={400} quote={quote} quoteLoading={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getAllByText('GH₵448.00').length).toBeGreaterThan(0);
    expect(screen.getByTestId('disclosure-Monthly interest rate')).toHaveTextContent('4% per month');
    expect(screen.getByTestId('disclosure-Nominal annual rate')).toHaveTextContent('48% per year');
    expect(screen.getByTestId('disclosure-Effective annual rate (APR)')).toHaveTextContent('60.1% per year, fees included');
    expect(screen.getByTestId('disclosure-Rate type')).toHaveTextContent('Fixed for the whole term');
    expect(screen.getByTestId('disclosure-Interest method')).toHaveTextContent('Reducing balance');
    expect(screen.getByTestId('disclosure-Who receives the money')).toHaveTextContent('The merchant, on the day we approve your order');
    expect(screen.getByText(EARLY_REPAYMENT)).toBeInTheDocument();
    // BNPL shows the principal and balance columns of the schedule too.
    const schedule = screen.getByRole('region', { name: 'Repayment schedule' });
    expect(within(schedule).getByRole('columnheader', { name: 'Principal' })).toBeInTheDocument();
    expect(within(schedule).getByRole('columnheader', { name: 'Balance after' })).toBeInTheDocument();
    expect(within(schedule).getByRole('cell', { name: 'GH₵400.00' })).toBeInTheDocument();
    expect(within(schedule).getByRole('cell', { name: 'GH₵1,600.00' })).toBeInTheDocument();
    expect(screen.getByTestId('disclosure-Total interest')).toHaveTextContent('GH₵240.00');
    expect(screen.getByTestId('disclosure-Total repayable')).toHaveTextContent('GH₵2,240.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '6 months' }));
    expect(onMonthsChange).toHaveBeenCalledWith(6);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0');
    expect(onAmountChange).toHaveBeenCalledWith('2,0000');
  });

  it('shows why an amount cannot be quoted', () => {
    render(
      <MemoryRouter>
        <BnplPage amountText="abc" onAmountChange={vi.fn()} amountError="Enter an amount in cedis, e.g. 2,500.00" planOptions={[5, 6]} months={6} onMonthsChange={vi.fn()} monthlyRateBp={400} quote={null} quoteLoading={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Enter an amount in cedis, e.g. 2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });
});
