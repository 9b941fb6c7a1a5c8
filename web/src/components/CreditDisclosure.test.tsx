import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CreditDisclosure, formatRate, type CreditDisclosureQuote } from './CreditDisclosure';

const quote: CreditDisclosureQuote = {
  principal: 500_000, months: 2, processingFee: 5_000, totalFees: 5_000, monthlyRateBp: 400, nominalAnnualRateBp: 4800, aprBp: 6234,
  totalInterest: 30_000, totalCostOfCredit: 35_000, totalRepayable: 535_000, instalmentAmount: 267_500, firstDueDate: '2026-02-15',
  latePaymentPolicy: 'No penalty interest is charged on a late instalment.',
  method: 'reducing_balance', rateType: 'fixed', payee: 'The landlord, on the day we pay your rent',
  earlyRepaymentPolicy: 'You may repay early at any time, in part or in full. (server text)',
  schedule: [
    { number: 1, dueDate: '2026-02-15', principal: 247_500, interest: 20_000, fee: 2_500, total: 270_000, balanceAfter: 252_500 },
    { number: 2, dueDate: '2026-03-15', principal: 252_500, interest: 10_000, fee: 2_500, total: 265_000, balanceAfter: 0 },
  ],
};

const figure = (label: string) => screen.getByTestId(`disclosure-${label}`);

describe('CreditDisclosure', () => {
  it('labels the APR as the effective annual rate and shows the nominal annual rate beside it', () => {
    render(<CreditDisclosure quote={quote} />);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    const apr = labels.indexOf('Effective annual rate (APR)');
    expect(labels[apr - 1]).toBe('Nominal annual rate');
    expect(figure('Nominal annual rate')).toHaveTextContent('48% per year');
    expect(figure('Effective annual rate (APR)')).toHaveTextContent('62.34% per year, fees included');
    expect(figure('Monthly interest rate')).toHaveTextContent('4% per month');
    expect(figure('Total cost of credit')).toHaveTextContent('GH₵350.00');
    expect(figure('First instalment due')).toHaveTextContent('15 Feb 2026');
  });

  it('states the fixed rate, the interest method, who is paid, early repayment and late payment', () => {
    render(<CreditDisclosure quote={quote} />);
    expect(figure('Rate type')).toHaveTextContent('Fixed for the whole term');
    expect(figure('Interest method')).toHaveTextContent('Reducing balance: each month’s interest is on the principal still owed');
    expect(figure('Who receives the money')).toHaveTextContent('The landlord, on the day we pay your rent');
    expect(screen.getByRole('heading', { level: 3, name: 'Repaying early' })).toBeInTheDocument();
    expect(screen.getByText('You may repay early at any time, in part or in full. (server text)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Late payment' })).toBeInTheDocument();
  });

  it('shows every schedule column, the fee only when there is one, inside a scrolling region for narrow phones', () => {
    const { unmount } = render(<CreditDisclosure quote={quote} />);
    const region = screen.getByRole('region', { name: 'Repayment schedule' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '#', 'Due', 'Principal', 'Interest', 'Fee', 'Instalment', 'Balance after',
    ]);
    expect(within(within(region).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1', '15 Feb 2026', 'GH₵2,475.00', 'GH₵200.00', 'GH₵25.00', 'GH₵2,700.00', 'GH₵2,525.00',
    ]);
    unmount();

    render(<CreditDisclosure quote={{ ...quote, schedule: quote.schedule.map((row) => ({ ...row, fee: 0 })) }} />);
    expect(within(screen.getByRole('region', { name: 'Repayment schedule' })).queryByRole('columnheader', { name: 'Fee' })).toBeNull();
  });

  it('stacks each instalment as labelled figures on a phone, so it never asks to scroll sideways', () => {
    render(<CreditDisclosure quote={quote} />);
    const region = screen.getByRole('region', { name: 'Repayment schedule' });
    // Each figure carries its column's name, shown above it when the row becomes a card below the md breakpoint.
    expect(within(within(region).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Instalment number', 'Due', 'Principal', 'Interest', 'Fee', 'Instalment', 'Balance after',
    ]);
    expect(screen.queryByText(/scroll the table sideways/i)).not.toBeInTheDocument();
  });

  it('names the payee from the product for a disclosure stored before the server recorded it', () => {
    const { unmount } = render(<CreditDisclosure quote={{ ...quote, payee: null }} product="bnpl" />);
    expect(figure('Who receives the money')).toHaveTextContent('The merchant, on the day we approve your order');
    unmount();
    render(<CreditDisclosure quote={{ ...quote, payee: null, method: 'flat' }} />);
    expect(screen.queryByTestId('disclosure-Who receives the money')).toBeNull();
    expect(figure('Interest method')).toHaveTextContent('Flat: each month’s interest is on the original principal');
  });

  it('formats basis points without trailing zeros', () => {
    expect(formatRate(400)).toBe('4%');
    expect(formatRate(6010)).toBe('60.1%');
    expect(formatRate(4825)).toBe('48.25%');
  });
});
