import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dueNow, LoanPicker, type PickableLoan } from './LoanPicker';
import { payableLoans, receiptsOf } from './PaymentsRoute';

const rent: PickableLoan = {
  id: 'rent', number: 'LN-RENT0001', source: 'rent', outstandingBalance: 909_226, amountOverdue: 95_897, daysPastDue: 10,
  nextInstalment: { number: 2, dueDate: '2026-11-22', amountDue: 95_897 },
};
const bnpl: PickableLoan = {
  id: 'bnpl', number: 'LN-BNPL0001', source: 'bnpl', outstandingBalance: 286_146, amountOverdue: 0, daysPastDue: 0,
  nextInstalment: { number: 1, dueDate: '2026-12-20', amountDue: 57_229 },
};

describe('LoanPicker', () => {
  it('names each loan with its figures, marks the chosen one and tells which the customer picks', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<LoanPicker loans={[rent, bnpl]} selectedId="rent" onSelect={onSelect} />);
    const group = screen.getByRole('radiogroup', { name: 'Loan to pay' });
    const rentChoice = within(group).getByRole('radio', { name: /^Rent assistance loan LN-RENT0001/ });
    expect(rentChoice).toBeChecked();
    expect(within(group).getByText('GH₵9,092.26 outstanding · GH₵958.97 overdue · next GH₵958.97 due 22 Nov 2026 · 10 days late')).toBeInTheDocument();
    expect(within(group).getByText('GH₵2,861.46 outstanding · next GH₵572.29 due 20 Dec 2026')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /^Buy Now Pay Later loan LN-BNPL0001/ }));
    expect(onSelect).toHaveBeenCalledWith('bnpl');
  });

  it('adds up what is due now across the loans, each loan with its own amount', () => {
    render(<LoanPicker loans={[rent, bnpl]} selectedId="rent" onSelect={() => undefined} />);
    const note = screen.getByRole('note', { name: 'Everything due now' });
    // Overdue on the rent loan, the next instalment on the BNPL loan: 958.97 + 572.29.
    expect(note).toHaveTextContent('Everything due now: GH₵1,531.26');
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'GH₵958.97 on Rent assistance loan LN-RENT0001',
      'GH₵572.29 on Buy Now Pay Later loan LN-BNPL0001',
    ]);
    expect(dueNow({ ...bnpl, nextInstalment: null })).toBe(0);
  });
});

describe('payableLoans', () => {
  it('keeps the loans with money to pay, the one due soonest first', () => {
    const loans = [
      { id: 'bnpl', status: 'active', outstandingBalance: 1, nextInstalment: { dueDate: '2026-12-20' } },
      { id: 'closed', status: 'paid_off', outstandingBalance: 0, nextInstalment: null },
      { id: 'waiting', status: 'awaiting_disbursement', outstandingBalance: 5, nextInstalment: null },
      { id: 'rent', status: 'in_arrears', outstandingBalance: 1, nextInstalment: { dueDate: '2026-11-22' } },
    ];
    expect(payableLoans(loans).map((loan) => loan.id)).toEqual(['rent', 'bnpl']);
  });
});

describe('receiptsOf', () => {
  it('names the loan each receipt paid', () => {
    const receipt = { id: 'r', number: 'RCP-2026-000001', amount: 100, allocation: [], prepaid: 0, unallocated: 0, balanceAfter: 0, issuedAt: '2026-03-05T10:00:00Z' };
    const base = { amount: 100, signedAmount: 100, kind: 'payment', method: 'mtn_momo', status: 'successful', createdAt: '2026-03-05T10:00:00Z', receipt } as const;
    const receipts = receiptsOf(
      [
        { ...base, id: 'a', loanId: 'rent', loanNumber: 'LN-RENT0001' },
        { ...base, id: 'b', loanId: 'gone', loanNumber: 'LN-GONE0001' },
      ],
      new Map([['rent', 'Rent assistance loan LN-RENT0001']]),
    );
    expect(receipts.map((entry) => entry.loanLabel)).toEqual(['Rent assistance loan LN-RENT0001', 'Loan LN-GONE0001']);
  });
});
