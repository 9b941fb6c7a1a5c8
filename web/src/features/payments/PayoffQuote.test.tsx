import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PayoffQuote, type SettlementQuoteView } from './PayoffQuote';

// A loan paid ahead beyond the principal left, settled for the early-settlement fee alone (hand figures in
// server/src/modules/loans/loan-settlement-credit.test.ts): 1,250 to pay, 1,000 of interest paid ahead given back.
const quote: SettlementQuoteView = {
  amount: 1_250, principal: 0, interest: 0, fee: 1_250, penalty: 0, dailyInterest: 0, creditDue: 1_000, on: '2026-02-20', validUntil: '2026-03-20',
};

describe('PayoffQuote', () => {
  it('tells the borrower the interest paid ahead for unused time comes back as credit', () => {
    render(<PayoffQuote quote={quote} />);
    expect(screen.getByRole('heading', { name: 'Pay off today: GH₵12.50' })).toBeInTheDocument();
    expect(screen.getByText('You paid GH₵10.00 of interest ahead for time you will not use: settling gives it back to you as credit.')).toBeInTheDocument();
  });

  it('says nothing about credit when none is due', () => {
    render(<PayoffQuote quote={{ ...quote, amount: 420_000, principal: 418_750, creditDue: 0 }} />);
    expect(screen.queryByText(/gives it back to you as credit/)).not.toBeInTheDocument();
  });
});
