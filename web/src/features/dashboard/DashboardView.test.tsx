import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DashboardView, type DashboardViewProps } from './DashboardView';
import { currentLoan, loanToShow, loansToShow, roleLabel } from './DashboardPage';

const base: DashboardViewProps = {
  firstName: 'Ama',
  roleLabel: 'Customer',
  showAdminLink: false,
  application: null,
  loans: [],
  payments: [],
  documents: [],
  applyTarget: '/eligibility',
};

function renderView(props: Partial<DashboardViewProps> = {}) {
  render(
    <MemoryRouter>
      <DashboardView {...base} {...props} />
    </MemoryRouter>,
  );
}

describe('DashboardView', () => {
  it('greets by first name and shows pending when there is no application', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ama' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check eligibility' })).toHaveAttribute('href', '/eligibility');
    expect(screen.getByText(/You have no active loan/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the admin area' })).not.toBeInTheDocument();
  });

  it('summarises the loan: balance, next instalment with its due date, progress and arrears', () => {
    renderView({
      application: { status: 'approved', amountRequested: 1_200_000, repaymentMonths: 6, createdAt: '2026-10-01T10:00:00Z' },
      loans: [{
        id: 'l1', source: 'rent', status: 'in_arrears', principal: 1_200_000, outstandingBalance: 845_000, amountOverdue: 210_000,
        months: 6, paidInstalments: 2, nextInstalment: { number: 3, amountDue: 228_000, dueDate: '2026-12-05' }, daysPastDue: 12,
      }],
    });
    const loan = screen.getByRole('region', { name: 'Loan summary' });
    expect(within(loan).getByText('GH₵8,450.00')).toBeInTheDocument();
    expect(within(loan).getByText('GH₵2,280.00')).toBeInTheDocument();
    expect(within(loan).getByText(/due 5 Dec 2026/)).toBeInTheDocument();
    expect(within(loan).getByText('2 of 6 instalments paid')).toBeInTheDocument();
    expect(within(loan).getByRole('progressbar', { name: 'Repayment progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(loan).getByText(/GH₵2,100.00 is overdue/)).toBeInTheDocument();
    expect(within(loan).getByText(/In Arrears · 12 days late/)).toBeInTheDocument();
    expect(within(loan).getByRole('link', { name: 'Pay an instalment' })).toHaveAttribute('href', '/payments?loan=l1');
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows the next instalment by number, the credit balance with what happens to it, and the loan terms', async () => {
    const user = userEvent.setup({ delay: null });
    renderView({
      loans: [{
        id: 'l1', number: 'LN-AB12CD34', source: 'rent', status: 'active', principal: 540_000, outstandingBalance: 380_000, amountOverdue: 0,
        months: 6, paidInstalments: 2, nextInstalment: { number: 4, amountDue: 95_000, dueDate: '2026-04-05' }, creditBalance: 1_250,
        disclosure: {
          principal: 540_000, months: 6, processingFee: 0, totalFees: 0, monthlyRateBp: 250, nominalAnnualRateBp: 3000, aprBp: 3449, totalInterest: 30_000,
          totalCostOfCredit: 30_000, totalRepayable: 570_000, instalmentAmount: 95_000, firstDueDate: '2026-02-05', latePaymentPolicy: 'Penalty interest after 5 days.',
          method: 'reducing_balance', rateType: 'fixed', payee: 'The landlord', earlyRepaymentPolicy: 'You may repay early at any time.',
          schedule: [{ number: 1, dueDate: '2026-02-05', principal: 80_000, interest: 15_000, fee: 0, total: 95_000, balanceAfter: 460_000 }],
        },
      }],
    });
    const loan = screen.getByRole('region', { name: 'Loan summary' });
    expect(within(loan).getByText(/LN-AB12CD34/)).toBeInTheDocument();
    expect(within(loan).getByText('Next instalment (no. 4, due 5 Apr 2026)')).toBeInTheDocument();
    expect(within(loan).getByText('Credit balance: GH₵12.50. We will refund or apply it; contact support.')).toBeInTheDocument();
    await user.click(within(loan).getByRole('button', { name: 'Loan terms' }));
    expect(within(loan).getByText('Effective annual rate (APR)')).toBeVisible();
  });

  it('shows a paid-off loan as closed, without a pay button', () => {
    renderView({
      loans: [{ id: 'l1', source: 'rent', status: 'paid_off', principal: 540_000, outstandingBalance: 0, amountOverdue: 0, months: 6, paidInstalments: 6, nextInstalment: null }],
    });
    const loan = screen.getByRole('region', { name: 'Loan summary' });
    expect(within(loan).getByText(/Paid Off/)).toBeInTheDocument();
    expect(within(loan).getByText('This loan is paid off. Your statement is on the Payments page.')).toBeInTheDocument();
    expect(within(loan).queryByRole('link', { name: 'Pay an instalment' })).not.toBeInTheDocument();
  });

  it('lists every open loan with its product, number, balance, next due date, status and days late, each with its own pay link', () => {
    renderView({
      loans: [
        { id: 'bnpl', number: 'LN-BNPL0001', source: 'bnpl', status: 'active', principal: 300_000, outstandingBalance: 286_146, amountOverdue: 0, months: 6, paidInstalments: 0, nextInstalment: { number: 1, amountDue: 57_229, dueDate: '2026-12-20' }, daysPastDue: 0 },
        { id: 'rent', number: 'LN-RENT0001', source: 'rent', status: 'in_arrears', principal: 900_000, outstandingBalance: 909_226, amountOverdue: 95_897, months: 12, paidInstalments: 1, nextInstalment: { number: 2, amountDue: 95_897, dueDate: '2026-11-22' }, daysPastDue: 10 },
      ],
      paidOffCount: 1,
    });
    const summary = screen.getByRole('region', { name: 'Loan summary' });
    expect(within(summary).getByText('2 open loans · GH₵11,953.72 outstanding in all · GH₵958.97 overdue')).toBeInTheDocument();
    const cards = within(within(summary).getByRole('list', { name: 'Your loans' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['dashboard-loan-bnpl', 'dashboard-loan-rent']);
    const bnpl = within(summary).getByRole('article', { name: 'Buy Now Pay Later LN-BNPL0001' });
    expect(within(bnpl).getByText('GH₵2,861.46')).toBeInTheDocument();
    expect(within(bnpl).getByText('Next instalment (no. 1, due 20 Dec 2026)')).toBeInTheDocument();
    expect(within(bnpl).getByText('Active')).toBeInTheDocument();
    expect(within(bnpl).queryByText(/days? late/)).not.toBeInTheDocument();
    expect(within(bnpl).getByRole('link', { name: 'Pay this loan: Buy Now Pay Later LN-BNPL0001' })).toHaveAttribute('href', '/payments?loan=bnpl');
    const rent = within(summary).getByRole('article', { name: 'Rent assistance LN-RENT0001' });
    expect(within(rent).getByText('GH₵9,092.26')).toBeInTheDocument();
    expect(within(rent).getByText('Next instalment (no. 2, due 22 Nov 2026)')).toBeInTheDocument();
    expect(within(rent).getByText('In Arrears')).toBeInTheDocument();
    expect(within(rent).getByText('10 days late')).toBeInTheDocument();
    expect(within(rent).getByRole('link', { name: 'Pay this loan: Rent assistance LN-RENT0001' })).toHaveAttribute('href', '/payments?loan=rent');
    expect(within(summary).getByText('1 loan is paid off: statements are on the Payments page.')).toBeInTheDocument();
  });

  it('lists recent payments and documents with their status', () => {
    renderView({
      payments: [{ id: 'p1', signedAmount: 228_000, method: 'mtn_momo', status: 'successful', createdAt: '2026-11-05T09:00:00Z' }],
      documents: [{ id: 'd1', fileName: 'card.pdf', type: 'ghana_card', status: 'verified', createdAt: '2026-10-01T09:00:00Z' }],
    });
    const payments = screen.getByRole('region', { name: 'Recent payments' });
    expect(within(payments).getByText('GH₵2,280.00')).toBeInTheDocument();
    expect(within(payments).getByText(/MTN Mobile Money/)).toBeInTheDocument();
    expect(within(payments).getByText('Successful')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Recent documents' });
    expect(within(documents).getByText('Ghana Card')).toBeInTheDocument();
    expect(within(documents).getByText('Verified')).toBeInTheDocument();
  });

  it('gives staff a way into the admin area and everyone quick actions', () => {
    renderView({ showAdminLink: true, roleLabel: roleLabel('credit_analyst') });
    expect(screen.getByText('Role: Credit Analyst')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Upload a document' })).toHaveAttribute('href', '/documents');
    expect(within(actions).getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/payments');
  });

  it('picks the loan still being repaid', () => {
    expect(currentLoan([{ status: 'paid_off', id: 'a' }, { status: 'active', id: 'b' }])).toEqual({ status: 'active', id: 'b' });
    expect(currentLoan([{ status: 'paid_off' }])).toBeNull();
    expect(loanToShow([{ status: 'paid_off', id: 'a' }, { status: 'active', id: 'b' }])).toEqual({ status: 'active', id: 'b' });
    expect(loanToShow([{ status: 'written_off', id: 'a' }, { status: 'paid_off', id: 'b' }])).toEqual({ status: 'paid_off', id: 'b' });
  });

  it('shows every open loan, the one due soonest first, else the newest paid-off one', () => {
    const loans = [
      { id: 'new-bnpl', status: 'active', nextInstalment: { dueDate: '2027-01-02' } },
      { id: 'done', status: 'paid_off', nextInstalment: null },
      { id: 'waiting', status: 'awaiting_disbursement', nextInstalment: null },
      { id: 'old-rent', status: 'in_arrears', nextInstalment: { dueDate: '2026-12-22' } },
      { id: 'gone', status: 'written_off', nextInstalment: null },
    ];
    expect(loansToShow(loans)).toEqual({ shown: [loans[3], loans[0], loans[2]], paidOffCount: 1 });
    const closed = [{ id: 'b', status: 'paid_off' }, { id: 'a', status: 'paid_off' }];
    expect(loansToShow(closed)).toEqual({ shown: [closed[0]], paidOffCount: 1 });
    expect(loansToShow([])).toEqual({ shown: [], paidOffCount: 0 });
  });

  it('names the product applied for and says which documents are still missing', () => {
    renderView({
      application: {
        status: 'pending', amountRequested: 500_000, repaymentMonths: 6, createdAt: '2026-10-01T10:00:00Z',
        creditProduct: { name: 'School fees' },
        documentsSummary: '1 of 2 documents: an admission letter is missing',
        documentRequirements: [{ state: 'pending' }, { state: 'missing' }],
      },
    });
    const section = screen.getByRole('region', { name: 'School fees application' });
    expect(within(section).getByText('1 of 2 documents: an admission letter is missing')).toBeInTheDocument();
  });
});
