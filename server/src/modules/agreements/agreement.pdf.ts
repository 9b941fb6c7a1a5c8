// The credit agreement as the borrower reads and signs it: the parties, the product version, the approved terms, the
// schedule and the Act 1052 disclosure. Built once per loan and kept byte for byte (its hash is what was signed).
import { formatBp, formatCedis } from '../../finance/money.js';
import type { CreditQuoteView } from '../quotes/quote.types.js';
import { formatGhanaPhone } from '../../shared/phone.js';
import { createDocument, finish, header, heading, keyValues, paragraph, table } from '../statements/pdf-layout.js';
import { formatDay, formatMoment } from '../statements/pdf-format.js';

export interface AgreementContent {
  brandName: string;
  loanNumber: string;
  preparedAt: Date;
  borrower: { name: string; email: string; phone: string | null; ghanaCardNumber: string | null };
  product: { name: string; version: number | null; purpose: string | null; notes: string | null };
  /** Who is paid and when, as the product version words it. */
  payee: string;
  terms: CreditQuoteView;
}

export function renderAgreementPdf(content: AgreementContent): Promise<Buffer> {
  const { terms, borrower, product } = content;
  const productLine = product.version === null ? product.name : `${product.name} (version ${product.version})`;
  const doc = createDocument({ title: `Credit agreement ${content.loanNumber}`, author: content.brandName, subject: `Credit agreement, ${productLine}`, createdAt: content.preparedAt });
  header(doc, content.brandName, 'Credit agreement', `${content.loanNumber} · ${productLine} · prepared ${formatMoment(content.preparedAt)}`);

  heading(doc, 'The parties');
  keyValues(doc, [
    ['Lender', content.brandName],
    ['Borrower', borrower.name],
    ['Email', borrower.email],
    ['Phone', borrower.phone ? formatGhanaPhone(borrower.phone) : '—'],
    ['Ghana Card', borrower.ghanaCardNumber ?? '—'],
    ['Loan number', content.loanNumber],
  ]);

  heading(doc, 'The credit');
  keyValues(doc, [
    ['Product', productLine],
    ['Purpose', product.purpose ?? '—'],
    ['Money paid to', content.payee],
  ]);

  heading(doc, 'Cost of credit (Borrowers and Lenders Act, 2020 (Act 1052))');
  keyValues(doc, [
    ['Amount financed (principal)', formatCedis(terms.principal)],
    ...(terms.financedParts ?? []).map((part): [string, string] => [`Of which: ${part.label}`, formatCedis(part.amount)]),
    ['Term', `${terms.months} ${terms.months === 1 ? 'month' : 'months'}`],
    ['Monthly interest rate', formatBp(terms.monthlyRateBp)],
    ['Interest method', terms.method === 'flat' ? 'Flat' : 'Reducing balance'],
    ['Nominal annual rate', formatBp(terms.nominalAnnualRateBp)],
    ['Effective annual rate', formatBp(terms.effectiveAnnualRateBp)],
    ['APR (interest and fees)', formatBp(terms.aprBp)],
    ['Processing fee', `${formatCedis(terms.processingFee)}${terms.feeFinanced ? ' (added to the first instalment)' : ''}`],
    ['Total interest', formatCedis(terms.totalInterest)],
    ['Total cost of credit', formatCedis(terms.totalCostOfCredit)],
    ['Total repayable', formatCedis(terms.totalRepayable)],
    ['Monthly instalment', formatCedis(terms.instalmentAmount)],
    ['Rate', 'Fixed for the whole term'],
  ]);

  heading(doc, 'Repayment schedule');
  paragraph(doc, 'The amounts are fixed. The first instalment falls due one month after the money is paid out, and each later one a month after the one before; the dates below are as quoted and move with the day the money is paid.', {
    muted: true,
    size: 8,
  });
  doc.moveDown(0.4);
  table(
    doc,
    [
      { header: '#', width: 0.5, align: 'right' },
      { header: 'Due (as quoted)', width: 1.5 },
      { header: 'Principal', width: 1.3, align: 'right' },
      { header: 'Interest', width: 1.2, align: 'right' },
      { header: 'Fee', width: 1, align: 'right' },
      { header: 'Instalment', width: 1.3, align: 'right' },
      { header: 'Balance after', width: 1.4, align: 'right' },
    ],
    terms.schedule.map((row) => [
      String(row.number),
      formatDay(row.dueDate),
      formatCedis(row.principal),
      formatCedis(row.interest),
      formatCedis(row.fee),
      formatCedis(row.total),
      formatCedis(row.balanceAfter),
    ]),
    { fontSize: 8 },
  );

  heading(doc, 'Late payment');
  paragraph(doc, terms.latePaymentPolicy);
  heading(doc, 'Repaying early');
  paragraph(doc, terms.earlyRepaymentPolicy ?? 'You may repay all or part of the loan early at any time; you pay interest only for the time you used the money.');
  if (terms.rentActWarning) {
    heading(doc, 'Rent Act');
    paragraph(doc, terms.rentActWarning);
  }
  if (product.notes) {
    heading(doc, 'Further terms of this product');
    paragraph(doc, product.notes);
  }

  heading(doc, 'Signing');
  paragraph(
    doc,
    'You sign this agreement electronically by entering the one-time code we send by SMS to your phone. We keep this document exactly as you read it, its fingerprint (SHA-256), and the time, IP address and browser of your signature, as the Electronic Transactions Act, 2008 (Act 772) allows. The money is paid out only after you sign.',
  );
  return finish(doc, `${content.brandName} · ${content.loanNumber} · Credit agreement`);
}
