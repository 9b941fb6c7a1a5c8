// The loan money movements a second person confirms: paying out a loan, refunding and applying a
// borrower's credit balance. Each handler describes the effect for the checker and applies it through LoanService.
import { formatCedis } from '../../finance/money.js';
import type { ApprovalHandler } from '../approvals/approval.service.js';
import { METHOD_LABELS } from '../payments/receipt.js';
import type { LoanService } from './loan.service.js';

export interface DisbursementRequest {
  loanId: string;
  method: string;
  reference: string;
  paidTo: string;
  note?: string | null;
}

export interface CreditRefundRequest {
  loanId: string;
  amount: number;
  reference: string;
  note?: string | null;
}

/** How the payout went, in the words receipts use for the same methods (a cheque is payout-only). */
const METHOD_NAMES: Record<string, string> = { ...METHOD_LABELS, cheque: 'cheque' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function loanApprovalHandlers(loans: LoanService): [ApprovalHandler<DisbursementRequest>, ApprovalHandler<CreditRefundRequest>, ApprovalHandler<{ loanId: string }>] {
  return [
    {
      action: 'disbursement',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'loan', id: input.loanId }),
      async describe(tx, input) {
        const facts = await loans.movementFacts(tx, input.loanId);
        return {
          summary: `Disburse ${formatCedis(facts.loan.principal)} to ${input.paidTo.trim()} for loan ${facts.number}`,
          amount: facts.loan.principal,
          lines: [
            { label: 'Loan', value: `${facts.number} (${facts.borrower})` },
            { label: 'Amount', value: formatCedis(facts.loan.principal) },
            { label: 'Paid to', value: input.paidTo.trim() },
            { label: 'Method', value: capitalised(METHOD_NAMES[input.method] ?? input.method) },
            { label: 'Reference', value: input.reference.trim() },
            ...(input.note?.trim() ? [{ label: 'Note', value: input.note.trim() }] : []),
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => loans.disburseIn(tx, afterCommit, maker, input.loanId, input),
    },
    {
      action: 'refund',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'loan', id: input.loanId }),
      async describe(tx, input) {
        const facts = await loans.movementFacts(tx, input.loanId);
        return {
          summary: `Refund ${formatCedis(input.amount)} of the credit balance of loan ${facts.number}`,
          amount: input.amount,
          lines: [
            { label: 'Loan', value: `${facts.number} (${facts.borrower})` },
            { label: 'Refund', value: formatCedis(input.amount) },
            { label: 'Credit balance now', value: formatCedis(facts.creditBalance) },
            { label: 'Credit balance after', value: formatCedis(facts.creditBalance - input.amount) },
            { label: 'Reference', value: input.reference.trim() },
            ...(input.note?.trim() ? [{ label: 'Note', value: input.note.trim() }] : []),
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => loans.refundCreditIn(tx, afterCommit, maker, input.loanId, input),
    },
    {
      action: 'credit_applied',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'loan', id: input.loanId }),
      async describe(tx, input) {
        const facts = await loans.movementFacts(tx, input.loanId);
        const amount = await loans.creditToApply(tx, facts.loan);
        return {
          summary: `Apply ${formatCedis(amount)} of credit balance to loan ${facts.number}`,
          amount,
          lines: [
            { label: 'Loan', value: `${facts.number} (${facts.borrower})` },
            { label: 'Credit balance', value: formatCedis(facts.creditBalance) },
            { label: 'Applied to what is owed (as of approval day)', value: formatCedis(amount) },
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => loans.applyCreditIn(tx, afterCommit, maker, input.loanId),
    },
  ];
}
