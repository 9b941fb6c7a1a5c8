// The payment movements a second person confirms: money staff record as received (above a threshold), taking a
// successful payment back, and allocating or refunding money held in suspense.
import { formatCedis } from '../../finance/money.js';
import { formatDate } from '../../shared/dates.js';
import { formatGhanaPhone } from '../../shared/phone.js';
import type { ApprovalHandler, ApprovalPreviewLine } from '../approvals/approval.service.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { CheckedManualPayment, PaymentService, PaymentWithCustomer, ReceiptAllocationLine } from './payment.service.js';
import { METHOD_LABELS } from './receipt.js';
import type { AllocationResult, RefundResult, SuspenseService } from './suspense.service.js';

export interface ReversalRequest {
  paymentId: string;
  reason: string;
}

export interface SuspenseAllocationRequest {
  paymentId: string;
  loanId: string;
  note?: string | null;
}

export interface SuspenseRefundRequest {
  paymentId: string;
  reference: string;
  reason: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const person = (someone: { firstName: string; lastName: string }) => `${someone.firstName} ${someone.lastName}`.trim();

const PART_NAMES = { penalty: 'penalty', fee: 'fees', interest: 'interest', principal: 'principal' } as const;

/** "Instalment 2: interest GH₵39.06, principal GH₵10.94", one line per instalment, then the balance after. */
function allocationLines(receipt: { allocation: ReceiptAllocationLine[]; prepaid: number; unallocated: number; balanceAfter: number }): ApprovalPreviewLine[] {
  const parts = receipt.allocation.map((line) => {
    const named = (Object.keys(PART_NAMES) as Array<keyof typeof PART_NAMES>).filter((part) => line[part] > 0).map((part) => `${PART_NAMES[part]} ${formatCedis(line[part])}`);
    return `instalment ${line.number}: ${named.join(', ')}`;
  });
  if (receipt.prepaid > 0) parts.push(`principal paid early ${formatCedis(receipt.prepaid)}`);
  if (receipt.unallocated > 0) parts.push(`credit balance ${formatCedis(receipt.unallocated)}`);
  return [
    { label: 'Applied to', value: capitalised(parts.join('; ') || 'nothing') },
    { label: 'Balance after', value: formatCedis(receipt.balanceAfter) },
  ];
}

export function paymentApprovalHandlers(
  payments: PaymentService,
  suspense: SuspenseService,
): [ApprovalHandler<CheckedManualPayment, PaymentWithCustomer>, ApprovalHandler<ReversalRequest>, ApprovalHandler<SuspenseAllocationRequest, AllocationResult>, ApprovalHandler<SuspenseRefundRequest, RefundResult>] {
  return [
    {
      action: 'manual_payment',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'payment', id: input.paymentId! }),
      async describe(tx, input) {
        const borrower = await payments.customerName(tx, input.userId);
        const number = loanNumber(input.loanId);
        const depositor = [input.depositorName, input.depositorPhone].filter(Boolean).join(', ');
        const backdated = payments.isBackdated(input);
        return {
          summary: `Record ${formatCedis(input.amount)} paid by ${METHOD_LABELS[input.method]} on ${formatDate(input.receivedOn)} for loan ${number}`,
          amount: input.amount,
          // Dated in the past, it re-works the interest, penalties and days late already charged: always checked.
          always: backdated,
          lines: [
            { label: 'Loan', value: `${number} (${borrower})` },
            { label: 'Amount', value: `${formatCedis(input.amount)} by ${METHOD_LABELS[input.method]}, reference ${input.reference}` },
            {
              label: 'Received on',
              value: backdated ? `${formatDate(input.receivedOn)} (dated back: interest, penalties and days late are re-worked as of that day)` : `${formatDate(input.receivedOn)} (today)`,
            },
            { label: 'Received by', value: input.branch ? `${input.tellerName}, ${input.branch}` : input.tellerName },
            ...(depositor ? [{ label: 'Depositor', value: depositor }] : []),
            ...(input.note ? [{ label: 'Note', value: input.note }] : []),
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => payments.recordManualIn(tx, afterCommit, maker, input),
      // What the loan would do with it if approved now (the engine's allocation as of the day received).
      explain: (recorded) => (recorded.receipt ? allocationLines(recorded.receipt) : []),
      hold: (tx, afterCommit, maker, input) => payments.holdManualIn(tx, afterCommit, maker, input),
      release: (tx, afterCommit, input) => payments.releaseManualIn(tx, afterCommit, input.paymentId),
    },
    {
      action: 'reversal',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'payment', id: input.paymentId }),
      async describe(tx, input) {
        const original = await payments.forReversal(tx, input.paymentId, input.reason);
        const payer = person(original.customer);
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
    {
      action: 'suspense_allocation',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'payment', id: input.paymentId }),
      async describe(tx, input) {
        const item = await suspense.heldItem(tx, input.paymentId);
        const number = loanNumber(input.loanId);
        return {
          summary: `Allocate ${formatCedis(item.amount)} from suspense to loan ${number}`,
          amount: item.amount,
          lines: [
            { label: 'Money', value: `${formatCedis(item.amount)} by ${METHOD_LABELS[item.method]}${item.reference ? `, reference ${item.reference}` : ''}` },
            { label: 'Came in under', value: item.payerPhone ? `${person(item.payer)}, ${formatGhanaPhone(item.payerPhone)}` : person(item.payer) },
            { label: 'Arrived', value: `${formatDate(item.receivedAt)}: applied to the loan as of that day` },
            { label: 'Loan', value: number },
            ...(input.note?.trim() ? [{ label: 'Note', value: input.note.trim() }] : []),
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => suspense.allocateIn(tx, afterCommit, maker, input),
    },
    {
      action: 'suspense_refund',
      permission: 'manageAllPayments',
      subject: (input) => ({ kind: 'payment', id: input.paymentId }),
      async describe(tx, input) {
        const item = await suspense.heldItem(tx, input.paymentId);
        return {
          summary: `Refund ${formatCedis(item.amount)} held in suspense to ${person(item.payer)}`,
          amount: item.amount,
          lines: [
            { label: 'Money', value: `${formatCedis(item.amount)} by ${METHOD_LABELS[item.method]}${item.reference ? `, reference ${item.reference}` : ''}` },
            { label: 'Came in under', value: item.payerPhone ? `${person(item.payer)}, ${formatGhanaPhone(item.payerPhone)}` : person(item.payer) },
            { label: 'Arrived', value: formatDate(item.receivedAt) },
            { label: 'Refund reference', value: input.reference.trim() },
            { label: 'Reason', value: capitalised(input.reason.trim()) },
          ],
        };
      },
      apply: (tx, afterCommit, maker, input) => suspense.refundIn(tx, afterCommit, maker, input),
    },
  ];
}
