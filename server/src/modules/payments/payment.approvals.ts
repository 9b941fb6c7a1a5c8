// The payment movements a second person confirms: taking a successful payment back.
import { formatCedis } from '../../finance/money.js';
import { formatDate } from '../../shared/dates.js';
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { PaymentService } from './payment.service.js';
import { METHOD_LABELS } from './receipt.js';

export interface ReversalRequest {
  paymentId: string;
  reason: string;
}

export function paymentApprovalHandlers(payments: PaymentService): [ApprovalHandler<ReversalRequest>] {
  return [
    {
      action: 'reversal',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'payment', id: input.paymentId }),
      async describe(tx, input) {
        const original = await payments.forReversal(tx, input.paymentId, input.reason);
        const payer = `${original.customer.firstName} ${original.customer.lastName}`.trim();
        return {
          summary: `Reverse the payment of ${formatCedis(original.amount)} by ${payer}`,
          amount: original.amount,
          lines: [
            { label: 'Payment', value: `${formatCedis(original.amount)} by ${METHOD_LABELS[original.method]}${original.providerReference ? `, reference ${original.providerReference}` : ''}` },
            { label: 'Customer', value: payer },
            { label: 'Received', value: formatDate(original.settledAt ?? original.createdAt) },
            { label: 'Receipt', value: original.receipt?.number ?? '—' },
            { label: 'Reason', value: input.reason.trim() },
            { label: 'Effect', value: original.loanId ? 'The loan’s allocation is undone and every later payment re-applied.' : 'No loan is affected.' },
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => payments.reverseIn(tx, afterCommit, maker, input.paymentId, input.reason),
    },
  ];
}
