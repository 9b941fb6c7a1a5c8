// A restructure a credit analyst proposes is confirmed by a second person before the borrower sees it;
// the borrower then accepts or declines it as any hardship offer.
import { formatCedis } from '../../finance/money.js';
import { formatDate } from '../../shared/dates.js';
import type { ApprovalHandler } from '../approvals/approval.service.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { HardshipTermsInput } from './hardship.inputs.js';
import type { HardshipService } from './hardship.service.js';

export interface RestructureRequest {
  loanId: string;
  terms: HardshipTermsInput;
  note: string;
}

export function hardshipApprovalHandlers(hardship: HardshipService): [ApprovalHandler<RestructureRequest>] {
  return [
    {
      action: 'restructure',
      permission: 'manageAllApplications',
      subject: (input) => ({ kind: 'loan', id: input.loanId }),
      async describe(tx, input) {
        const preview = await hardship.proposalPreview(tx, input);
        const holiday = input.terms.holidayMonths;
        return {
          summary: `Offer new terms on loan ${loanNumber(input.loanId)}: ${formatCedis(preview.monthlyAmount)} a month to ${formatDate(preview.endDate)}`,
          // Restructuring changes what is owed, not a sum moved: always a second person.
          amount: null,
          lines: [
            { label: 'Loan', value: loanNumber(input.loanId) },
            { label: 'New instalment', value: `${formatCedis(preview.monthlyAmount)} a month, ${preview.newRows.length} instalments` },
            { label: 'First due', value: formatDate(preview.firstDueDate) },
            { label: 'Last due', value: formatDate(preview.endDate) },
            { label: 'Payment holiday', value: holiday > 0 ? `${holiday} month${holiday === 1 ? '' : 's'}` : 'None' },
            { label: 'Arrears', value: preview.capitalised > 0 ? `${formatCedis(preview.capitalised)} added to the principal` : preview.arrearsKept > 0 ? `${formatCedis(preview.arrearsKept)} stay due now` : 'None' },
            { label: 'Monthly rate', value: `${(preview.monthlyRateBp / 100).toFixed(2)}%` },
            { label: 'Total interest', value: formatCedis(preview.totalInterest) },
            { label: 'Total repayable', value: formatCedis(preview.totalRepayable) },
            { label: 'Why', value: input.note.trim() },
          ],
        };
      },
      apply: async (tx, afterCommit, maker, input) => {
        await hardship.applyRestructureProposal(tx, maker, input, afterCommit);
      },
    },
  ];
}
