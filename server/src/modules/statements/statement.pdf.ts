// A loan statement as a PDF: borrower, terms and disclosure summary, every schedule version, and every ledger entry
// of the period with the running balance.
import { formatBp, formatCedis } from '../../finance/money.js';
import type { LoanStatement } from '../loans/loan.statement.js';
import { formatGhanaPhone } from '../../shared/phone.js';
import { createDocument, finish, header, heading, keyValues, paragraph, subheading, table } from './pdf-layout.js';
import { formatDay, formatMoment, INSTALMENT_STATUS_LABELS, REASON_LABELS, safeFileName, SOURCE_LABELS, STATUS_LABELS } from './pdf-format.js';

export const DEFAULT_BRAND_NAME = 'Ghana Homes Credit';

export function statementFileName(statement: Pick<LoanStatement, 'loan' | 'from' | 'to'>): string {
  return `statement-${safeFileName(statement.loan.number)}-${safeFileName(statement.from)}-to-${safeFileName(statement.to)}.pdf`;
}

export function renderLoanStatementPdf(statement: LoanStatement, options: { brandName?: string } = {}): Promise<Buffer> {
  const brandName = options.brandName ?? DEFAULT_BRAND_NAME;
  const { loan, borrower } = statement;
  const period = `${formatDay(statement.from)} to ${formatDay(statement.to)}`;
  const doc = createDocument({ title: `Loan statement ${loan.number}`, author: brandName, subject: `Loan statement, ${period}`, createdAt: statement.generatedAt });
  header(doc, brandName, 'Loan statement', `${loan.number} · ${period} · generated ${formatMoment(statement.generatedAt)}`);

  keyValues(doc, [
    ['Borrower', borrower.name],
    ['Loan number', loan.number],
    ['Email', borrower.email],
    ['Loan type', SOURCE_LABELS[loan.source]],
    ['Phone', borrower.phone ? formatGhanaPhone(borrower.phone) : '—'],
    ['Status', STATUS_LABELS[loan.status]],
  ]);

  heading(doc, 'Loan terms and disclosure summary');
  keyValues(doc, [
    ['Amount financed (principal)', formatCedis(loan.principal)],
    ['Term', `${loan.months} ${loan.months === 1 ? 'month' : 'months'}`],
    ['Monthly interest rate', formatBp(loan.monthlyRateBp)],
    ['Interest method', loan.method === 'flat' ? 'Flat' : 'Reducing balance'],
    ['Nominal annual rate', formatBp(loan.nominalAnnualRateBp)],
    ['Effective annual rate', formatBp(loan.effectiveAnnualRateBp)],
    ['APR (interest and fees)', formatBp(loan.aprBp)],
    ['Processing fee', formatCedis(loan.processingFee)],
    ['Total interest', formatCedis(loan.totalInterest)],
    ['Total repayable', formatCedis(loan.totalRepayable)],
    ['Disbursed on', loan.disbursedAt ? formatDay(loan.disbursedAt) : 'Not yet disbursed'],
    ['First instalment due', loan.firstDueDate ? formatDay(loan.firstDueDate) : '—'],
    ['Money paid to', loan.paidTo ?? '—'],
  ]);

  heading(doc, 'Balances for this period');
  keyValues(doc, [
    [`Opening balance (${formatDay(statement.from)})`, formatCedis(statement.openingBalance)],
    [`Closing balance (${formatDay(statement.to)})`, formatCedis(statement.closingBalance)],
    ['Credit balance', formatCedis(statement.creditBalance)],
  ]);
  if (statement.runsTo) {
    paragraph(
      doc,
      `The period runs to ${formatDay(statement.runsTo)} and is still running: this statement closes on ${formatDay(statement.to)}, the day it was generated, and its closing balance is the balance on that day.`,
      { muted: true },
    );
  }

  heading(doc, 'Repayment schedule versions');
  if (statement.scheduleVersions.length === 0) {
    paragraph(doc, 'No repayment schedule yet.', { muted: true });
  } else {
    table(
      doc,
      [
        { header: 'Version', width: 0.8 },
        { header: 'Reason', width: 2.4 },
        { header: 'Effective', width: 1.3 },
        { header: 'Instalments', width: 1, align: 'right' },
        { header: 'Scheduled total', width: 1.5, align: 'right' },
      ],
      statement.scheduleVersions.map((version) => [
        String(version.version),
        REASON_LABELS[version.reason],
        formatDay(version.effectiveOn),
        String(version.instalments.length),
        formatCedis(version.instalments.reduce((sum, row) => sum + row.total, 0)),
      ]),
      { fontSize: 8.5 },
    );
    for (const version of statement.scheduleVersions) {
      subheading(doc, `Version ${version.version}: ${REASON_LABELS[version.reason]}, effective ${formatDay(version.effectiveOn)}`);
      table(
        doc,
        [
          { header: '#', width: 0.45, align: 'right' },
          { header: 'Due date', width: 1.25 },
          { header: 'Principal', width: 1.2, align: 'right' },
          { header: 'Interest', width: 1.1, align: 'right' },
          { header: 'Fee', width: 1, align: 'right' },
          { header: 'Penalty', width: 1, align: 'right' },
          { header: 'Total', width: 1.2, align: 'right' },
          { header: 'Paid', width: 1.2, align: 'right' },
          { header: 'Outstanding', width: 1.25, align: 'right' },
          { header: 'Status', width: 1 },
        ],
        version.instalments.map((row) => [
          String(row.number),
          formatDay(row.dueDate),
          formatCedis(row.principal),
          formatCedis(row.interest),
          formatCedis(row.fee),
          formatCedis(row.penalty),
          formatCedis(row.total),
          formatCedis(row.paid),
          formatCedis(row.outstanding),
          INSTALMENT_STATUS_LABELS[row.status],
        ]),
        { fontSize: 7 },
      );
    }
  }

  heading(doc, 'Transactions');
  paragraph(doc, 'Amounts that add to what you owe are positive; payments and credits are negative. The balance is what you owe less any credit balance.', {
    muted: true,
    size: 8,
  });
  doc.moveDown(0.4);
  const rows: string[][] = [[formatDay(statement.from), 'Opening balance', '', formatCedis(statement.openingBalance)]];
  for (const entry of statement.entries) {
    rows.push([
      formatDay(entry.date),
      entry.reference && !entry.description.includes(entry.reference) ? `${entry.description} (ref. ${entry.reference})` : entry.description,
      formatCedis(entry.amount),
      formatCedis(entry.balanceAfter),
    ]);
  }
  rows.push([formatDay(statement.to), 'Closing balance', '', formatCedis(statement.closingBalance)]);
  if (statement.entries.length === 0) rows.splice(1, 0, ['', 'No transactions in this period.', '', '']);
  table(
    doc,
    [
      { header: 'Date', width: 1.1 },
      { header: 'Description', width: 3.6 },
      { header: 'Amount', width: 1.25, align: 'right' },
      { header: 'Balance', width: 1.25, align: 'right' },
    ],
    rows,
    { fontSize: 8, emphasised: new Set([0, rows.length - 1]) },
  );

  return finish(doc, `${brandName} · ${loan.number} · Statement ${period}`);
}
