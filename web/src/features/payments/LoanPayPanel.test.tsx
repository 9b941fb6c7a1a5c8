import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import {
  LoanPayableAmountsDocument,
  LoanPaymentPreviewDocument,
  LoanSettlementQuoteDocument,
  PayLoanInstalmentDocument,
} from '../../gql/graphql';
import { LoanPayPanel, type PayableLoan } from './LoanPayPanel';

const OVERPAYMENT = 'With your pending payments this is more than the GH₵4,700.00 that pays off the loan today.';

const loan: PayableLoan = {
  id: 'loan-1', number: 'LN-AB12CD34', source: 'rent', product: { name: 'Rent assistance' }, status: 'active', months: 6, outstandingBalance: 475_000, amountOverdue: 0,
  daysPastDue: 0, paidInstalments: 1, creditBalance: 2_500, scheduleVersion: 1, nextInstalment: { number: 2, amountDue: 95_000, dueDate: '2026-03-05' },
  schedule: [
    { number: 1, dueDate: '2026-02-05', totalDue: 95_000, paid: 95_000, outstanding: 0, writtenOff: 0, status: 'paid' },
    { number: 2, dueDate: '2026-03-05', totalDue: 95_000, paid: 40_000, outstanding: 55_000, writtenOff: 0, status: 'due' },
  ],
  disclosure: {
    principal: 540_000, months: 6, processingFee: 0, upfrontFee: 0, monthlyRateBp: 250, nominalAnnualRateBp: 3000, aprBp: 3449, effectiveAnnualRateBp: 3449,
    totalInterest: 30_000, totalFees: 0, totalCostOfCredit: 30_000, totalRepayable: 570_000, instalmentAmount: 95_000, firstDueDate: '2026-02-05',
    latePaymentPolicy: 'Penalty interest after 5 days.', method: 'reducing_balance', rateType: 'fixed', product: 'rent', payee: 'The landlord',
    earlySettlementFeeBp: 25, earlySettlementFeeCapBp: 25, earlySettlementFee: 1_350, earlyRepaymentPolicy: 'You may repay early at any time.',
    schedule: [{ number: 1, dueDate: '2026-02-05', principal: 80_000, interest: 15_000, fee: 0, total: 95_000, balanceAfter: 460_000 }],
  },
};

const amountsMock = {
  request: { query: LoanPayableAmountsDocument, variables: { loanId: 'loan-1' } },
  result: { data: { payableAmounts: { __typename: 'PayableAmounts' as const, nextInstalment: 95_000, overdue: 0, outstanding: 470_000 } } },
  maxUsageCount: 5,
};
const quoteMock = {
  request: { query: LoanSettlementQuoteDocument, variables: { loanId: 'loan-1' } },
  result: {
    data: {
      earlySettlementQuote: {
        __typename: 'SettlementQuote' as const, loanId: 'loan-1', on: '2026-03-01', amount: 470_000, principal: 460_000, interest: 8_650, fee: 1_350, penalty: 0,
        overdue: 0, dailyInterest: 378, creditDue: 0, validUntil: '2026-03-27',
      },
    },
  },
  maxUsageCount: 5,
};

const nextPreviewMock = {
  request: { query: LoanPaymentPreviewDocument, variables: { loanId: 'loan-1', amount: 95_000, prepayment: null } },
  result: {
    data: {
      paymentPreview: {
        __typename: 'PaymentPreview' as const, settles: false, prepaid: 0, unallocated: 0, interestSaved: 0, prepayablePrincipal: 380_000,
        covers: [{ __typename: 'InstalmentCover' as const, number: 2, dueDate: '2026-03-05', amount: 95_000, leftAfter: 0 }],
        allocation: [{ __typename: 'AllocationLine' as const, number: 2, penalty: 0, fee: 0, interest: 11_500, principal: 83_500 }],
        schedule: [],
      },
    },
  },
  maxUsageCount: 5,
};

function renderPanel(mocks: ReadonlyArray<unknown>) {
  render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <LoanPayPanel loan={loan} />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

describe('LoanPayPanel', () => {
  it('loads the payoff quote from the server and shows its breakdown and validity; shows the credit balance and the loan terms', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel([amountsMock, nextPreviewMock, quoteMock]);
    expect(screen.getByText(/Credit balance on Rent assistance loan LN-AB12CD34: GH₵25.00\. We will refund or apply it; contact support\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loan terms' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Pay off my loan: GH₵4,700.00' }));
    const payoff = await screen.findByRole('region', { name: 'Pay off today: GH₵4,700.00' });
    expect(within(payoff).getByText('Interest to date').nextElementSibling).toHaveTextContent('GH₵86.50');
    expect(within(payoff).getByText('Fees').nextElementSibling).toHaveTextContent('GH₵13.50');
    expect(payoff).toHaveTextContent('is valid until 27 Mar 2026.');
    expect(payoff).toHaveTextContent('After that date, each further day adds GH₵3.78 of interest, counted from today.');
  });

  it('says what the next instalment covers before paying, and shows paid and left per instalment of the schedule', async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel([amountsMock, nextPreviewMock]);
    expect(await screen.findByText('This payment covers instalment 2, due 5 Mar 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Your schedule' }));
    const rows = within(screen.getByRole('list', { name: 'Your schedule: paid and left per instalment' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('No. 1, due 5 Feb 2026GH₵950.00 · paid GH₵950.00 · left GH₵0.00Paid');
    expect(rows[1]).toHaveTextContent('No. 2, due 5 Mar 2026GH₵950.00 · paid GH₵400.00 · left GH₵550.00Due');
  });

  it('previews paying off principal early through paymentPreview', async () => {
    const user = userEvent.setup({ delay: null });
    const previewMock = {
      request: { query: LoanPaymentPreviewDocument, variables: { loanId: 'loan-1', amount: 200_000, prepayment: 'shorten' } },
      result: {
        data: {
          paymentPreview: {
            __typename: 'PaymentPreview' as const, settles: false, prepaid: 105_000, unallocated: 0, interestSaved: 5_000, prepayablePrincipal: 380_000,
            covers: [{ __typename: 'InstalmentCover' as const, number: 2, dueDate: '2026-03-05', amount: 95_000, leftAfter: 0 }],
            allocation: [{ __typename: 'AllocationLine' as const, number: 2, penalty: 0, fee: 0, interest: 11_500, principal: 83_500 }],
            schedule: [
              { __typename: 'ScheduleRow' as const, number: 2, dueDate: '2026-03-05', principal: 83_500, interest: 11_500, fee: 0, total: 95_000, balanceAfter: 271_500 },
              { __typename: 'ScheduleRow' as const, number: 3, dueDate: '2026-04-05', principal: 88_200, interest: 6_800, fee: 0, total: 95_000, balanceAfter: 183_300 },
              { __typename: 'ScheduleRow' as const, number: 4, dueDate: '2026-05-05', principal: 183_300, interest: 4_600, fee: 0, total: 187_900, balanceAfter: 0 },
            ],
          },
        },
      },
    };
    renderPanel([amountsMock, nextPreviewMock, previewMock]);
    await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
    await user.click(screen.getByRole('checkbox', { name: /Pay off principal early/ }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount (GH₵)' }), '2000');
    const preview = await screen.findByRole('region', { name: 'Your schedule after this payment' });
    expect(preview).toHaveTextContent('Instalments left2');
    expect(preview).toHaveTextContent('Interest savedGH₵50.00');
  });

  it('shows the server’s message when the amount is more than pays the loan off', async () => {
    const user = userEvent.setup({ delay: null });
    const payMock = {
      request: { query: PayLoanInstalmentDocument, variables: () => true },
      result: { errors: [new GraphQLError(OVERPAYMENT, { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    renderPanel([amountsMock, nextPreviewMock, payMock]);
    await screen.findByRole('radio', { name: 'Next instalment: GH₵950.00' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0241234567');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByText(OVERPAYMENT)).closest('[role="alert"]')).not.toBeNull();
  });
});
