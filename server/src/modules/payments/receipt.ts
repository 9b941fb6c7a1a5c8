// The one receipt writer for both ways money arrives: an online payment the provider confirmed, and a payment staff
// recorded by hand. Both apply the payment to its loan first (LoanPayments.applyPayment) and then come here.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AfterCommit } from '../../db/transaction.js';
import { formatCedis } from '../../finance/money.js';
import { formatDate } from '../../shared/dates.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { AppliedPayment } from './loan-port.js';
import { receipt, type PaymentMethod } from './payment.table.js';

export type ReceiptRow = typeof receipt.$inferSelect;

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  mtn_momo: 'MTN Mobile Money',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'card',
  bank_transfer: 'bank transfer',
  cash: 'cash',
};

interface PaidPayment {
  id: string;
  userId: string;
  amount: number;
  method: PaymentMethod;
  providerReference: string | null;
  /** The loan it paid: named in the message, since a customer may repay several. */
  loanId: string | null;
}

/** A payment staff recorded: printed on its receipt as it stood when taken. */
export interface ReceiptCounter {
  receivedOn: string;
  /** The teller's name ("Received by"). */
  receivedBy: string;
  branch: string | null;
  depositorName: string | null;
  depositorPhone: string | null;
}

/**
 * Writes the receipt of an applied payment (number from one sequence: RCP-<year>-000123) and tells the customer its
 * number and the balance after it, in the caller's transaction.
 */
export async function issueReceipt(
  tx: Tx,
  afterCommit: AfterCommit,
  notifications: NotificationService,
  paid: PaidPayment,
  applied: AppliedPayment,
  issuedAt: Date,
  counter: ReceiptCounter | null = null,
): Promise<ReceiptRow> {
  const [{ next }] = (await tx.execute(sql`select nextval('receipt_number_seq')::text as next`) as unknown as { rows: Array<{ next: string }> }).rows;
  const [issued] = await tx
    .insert(receipt)
    .values({
      paymentId: paid.id,
      userId: paid.userId,
      number: `RCP-${issuedAt.getUTCFullYear()}-${next.padStart(6, '0')}`,
      amount: paid.amount,
      allocation: applied.allocation.map(({ number, penalty, fee, interest, principal }) => ({ number, penalty, fee, interest, principal })),
      prepaid: applied.prepaid,
      unallocated: applied.unallocated,
      balanceAfter: applied.balanceAfter,
      ...(counter ?? {}),
      issuedAt,
    })
    .returning();
  const reference = paid.providerReference ? ` (reference ${paid.providerReference})` : '';
  const onLoan = paid.loanId ? ` on loan ${loanNumber(paid.loanId)}` : '';
  const day = counter && counter.receivedOn !== issuedAt.toISOString().slice(0, 10) ? ` on ${formatDate(counter.receivedOn)}` : '';
  const credit = applied.unallocated > 0 ? ` ${formatCedis(applied.unallocated)} is kept as credit on your account.` : '';
  await notifications.notify(tx, afterCommit, {
    userId: paid.userId,
    kind: 'payment',
    title: 'Payment received',
    body: `We received your payment of ${formatCedis(paid.amount)} by ${METHOD_LABELS[paid.method]}${reference}${onLoan}${day}. Receipt ${issued.number}; balance now ${formatCedis(applied.balanceAfter)}.${credit} Thank you.`,
    // The Payments page scrolls to and highlights this receipt.
    target: { kind: 'PAYMENT', id: paid.id },
  });
  return issued;
}
