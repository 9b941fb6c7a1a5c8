import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicationDetailsFieldsFragment } from '../../gql/graphql';
import { ApplicationStatusView } from './ApplicationStatusView';

const WARNING = 'More than 6 months of advance rent was requested. The Rent Act, 1963 (Act 220) s.25(5) limits rent advances to 6 months.';

const disclosure = {
  principal: 900_300, months: 2, processingFee: 9_003, upfrontFee: 0, monthlyRateBp: 400, nominalAnnualRateBp: 4_800, aprBp: 6_234,
  effectiveAnnualRateBp: 6_010, totalInterest: 54_018, totalFees: 9_003, totalCostOfCredit: 63_021, totalRepayable: 963_321,
  instalmentAmount: 481_660, firstDueDate: '2026-12-21', latePaymentPolicy: 'A late fee of 5% applies after 7 days.', method: 'flat',
  rateType: 'fixed', product: 'rent', payee: 'The landlord, on the day we pay your rent', earlySettlementFeeBp: 0, earlySettlementFeeCapBp: 25,
  earlySettlementFee: 0, earlyRepaymentPolicy: 'You may repay early at any time, in part or in full.', rentActWarning: WARNING,
  schedule: [
    { number: 1, dueDate: '2026-12-21', principal: 450_000, interest: 36_012, fee: 4_501, total: 490_513, balanceAfter: 450_300 },
    { number: 2, dueDate: '2027-01-21', principal: 450_300, interest: 18_006, fee: 4_502, total: 472_808, balanceAfter: 0 },
  ],
};

// The fields the status page shows; the rest of the fragment does not change what this test looks at.
const application = {
  id: 'a1', status: 'pending', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z', decidedAt: null, decisionReason: null,
  reviewRequest: null, creditProduct: null, monthlyRent: 150_000, advanceMonths: 12, repaymentMonths: 6, amountRequested: 1_800_000,
  payeeName: null, payeePhone: null, payeeReference: null, documentsSummary: 'No documents are needed.', documentRequirements: [],
  propertyAddress: 'House 4, Kaneshie Market Road, Accra', propertyDigitalAddress: 'GA-183-2211', landlordName: 'Mr Yaw Mensah',
  landlordPhone: '+233244778899', rentActWarning: WARNING, disclosureAcceptedAt: '2026-11-20T10:00:00Z', disclosure,
  employerInformation: { employerName: 'Ghana Revenue Authority', employerAddress: 'Starlets 91 Road, Accra', employerPhone: '+233302675701', jobTitle: 'Tax Officer', employmentType: 'full_time', monthlyNetIncome: 800_000, startDate: '2018-02-01' },
  emergencyContacts: [{ id: 'c1', name: 'Akosua Owusu', phone: '+233209998877', relationship: 'sister' }],
} as unknown as ApplicationDetailsFieldsFragment;

describe('ApplicationStatusView', () => {
  it('shows the Rent Act warning once, even with the accepted terms below that carry it too', () => {
    render(
      <MemoryRouter>
        <ApplicationStatusView application={application} onCancel={vi.fn()} onStartNew={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'The terms you accepted' })).toBeInTheDocument();
    expect(screen.getAllByText(WARNING)).toHaveLength(1);
  });
});
