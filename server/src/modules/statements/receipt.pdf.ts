// A payment receipt as a one-page PDF: what was paid, how it was allocated and what is still owed.
import { formatCedis } from '../../finance/money.js';
import { loanNumber } from '../loans/loan.statement.js';
import type { PaymentMethod, ReceiptAllocationLine } from '../payments/payment.service.js';
import { createDocument, finish, header, heading, keyValues, paragraph, table } from './pdf-layout.js';
import { formatMoment, METHOD_LABELS, safeFileName } from './pdf-format.js';
import { formatDate } from '../../shared/dates.js';
import { formatGhanaPhone } from '../../shared/phone.js';

export interface ReceiptPdfInput {
  brandName: string;
  receipt: {
    number: string;
    amount: number;
    allocation: readonly ReceiptAllocationLine[];
    /** Principal paid ahead of the schedule. */
    prepaid: number;
    /** Kept as the borrower's credit balance. */
    unallocated: number;
    balanceAfter: number;
    issuedAt: Date;
    /** A payment staff recorded: the day received, the teller's name, branch and depositor (null otherwise). */
    receivedOn?: string | null;
    receivedBy?: string | null;
    branch?: string | null;
    depositorName?: string | null;
    depositorPhone?: string | null;
  };
  payment: { method: PaymentMethod; providerReference: string | null; loanId: string | null; settledAt: Date | null };
  customer: { name: string; email: string };
}

/** Who took the money and where, for a payment staff recorded. */
function counterRows(receipt: ReceiptPdfInput['receipt']): Array<[string, string]> {
  if (!receipt.receivedBy) return [];
  const depositor = [receipt.depositorName, receipt.depositorPhone ? formatGhanaPhone(receipt.depositorPhone) : null].filter(Boolean).join(', ');
  return [
    ['Received by', receipt.receivedBy],
    ['Branch', receipt.branch ?? '—'],
    ['Paid in by', depositor || '—'],
  ];
}

export function receiptFileName(number: string): string {
  return `receipt-${safeFileName(number)}.pdf`;
}

export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { receipt, payment, customer, brandName } = input;
  const doc = createDocument({ title: `Receipt ${receipt.number}`, author: brandName, subject: 'Payment receipt', createdAt: receipt.issuedAt });
  header(doc, brandName, 'Payment receipt', `Receipt ${receipt.number} · issued ${formatMoment(receipt.issuedAt)}`);

  keyValues(doc, [
    ['Receipt number', receipt.number],
    receipt.receivedOn ? ['Received on', formatDate(receipt.receivedOn)] : ['Date', formatMoment(payment.settledAt ?? receipt.issuedAt)],
    ['Received from', customer.name],
    ['Email', customer.email],
    ['Amount received', formatCedis(receipt.amount)],
    ['Payment method', METHOD_LABELS[payment.method]],
    ['Reference', payment.providerReference ?? '—'],
    ['Loan', payment.loanId ? loanNumber(payment.loanId) : '—'],
    ...counterRows(receipt),
  ]);

  heading(doc, 'How this payment was applied');
  if (receipt.allocation.length === 0) {
    paragraph(doc, 'No instalment was due: the whole amount went to your credit balance or ahead of the schedule.', { muted: true });
  } else {
    const totals = receipt.allocation.reduce(
      (sum, line) => ({ penalty: sum.penalty + line.penalty, fee: sum.fee + line.fee, interest: sum.interest + line.interest, principal: sum.principal + line.principal }),
      { penalty: 0, fee: 0, interest: 0, principal: 0 },
    );
    const lineTotal = (line: Omit<ReceiptAllocationLine, 'number'>) => line.penalty + line.fee + line.interest + line.principal;
    const rows = receipt.allocation.map((line) => [
      `Instalment ${line.number}`,
      formatCedis(line.penalty),
      formatCedis(line.fee),
      formatCedis(line.interest),
      formatCedis(line.principal),
      formatCedis(lineTotal(line)),
    ]);
    rows.push(['Total', formatCedis(totals.penalty), formatCedis(totals.fee), formatCedis(totals.interest), formatCedis(totals.principal), formatCedis(lineTotal(totals))]);
    table(
      doc,
      [
        { header: 'Instalment', width: 1.3 },
        { header: 'Penalty', width: 1, align: 'right' },
        { header: 'Fee', width: 1, align: 'right' },
        { header: 'Interest', width: 1, align: 'right' },
        { header: 'Principal', width: 1, align: 'right' },
        { header: 'Total', width: 1.1, align: 'right' },
      ],
      rows,
      { fontSize: 8.5, emphasised: new Set([rows.length - 1]) },
    );
  }

  heading(doc, 'After this payment');
  keyValues(
    doc,
    [
      ['Principal prepaid (ahead of schedule)', formatCedis(receipt.prepaid)],
      ['Added to your credit balance', formatCedis(receipt.unallocated)],
      ['Balance after this payment', formatCedis(receipt.balanceAfter)],
    ],
    { columns: 1, labelWidth: 220 },
  );
  doc.moveDown(1);
  paragraph(doc, `Thank you for your payment. Keep this receipt for your records and quote ${receipt.number} if you contact us about it.`, { muted: true });

  return finish(doc, `${brandName} · Receipt ${receipt.number}`);
}
