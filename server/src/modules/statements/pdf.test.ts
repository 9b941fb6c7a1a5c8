// The PDFs read back as text with pdfjs (as a reader or a screen reader would extract them).
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.js';
import type { LoanStatement, StatementEntry, StatementInstalment } from '../loans/loan.statement.js';
import { receiptFileName, renderReceiptPdf, type ReceiptPdfInput } from './receipt.pdf.js';
import { renderLoanStatementPdf, statementFileName } from './statement.pdf.js';

const pdfText = pdfPages;

const squash = (text: string) => text.replace(/\s+/g, ' ');

const instalment = (number: number, overrides: Partial<StatementInstalment> = {}): StatementInstalment => ({
  number,
  dueDate: `2026-0${number + 1}-05`,
  principal: 80_000,
  interest: 20_000,
  fee: 0,
  penalty: 0,
  total: 100_000,
  paid: 0,
  outstanding: 100_000,
  balanceAfter: 480_000 - number * 80_000,
  status: 'upcoming',
  ...overrides,
});

function statement(entries: StatementEntry[], overrides: Partial<LoanStatement> = {}): LoanStatement {
  return {
    loan: {
      id: '1a2b3c4d-0000-4000-8000-000000000001',
      number: 'LN-1A2B3C4D',
      source: 'bnpl',
      status: 'active',
      principal: 500_000,
      months: 6,
      monthlyRateBp: 400,
      nominalAnnualRateBp: 4800,
      effectiveAnnualRateBp: 6010,
      aprBp: 6532,
      method: 'reducing_balance',
      processingFee: 10_000,
      totalRepayable: 958_970,
      totalInterest: 448_970,
      disbursedAt: '2026-01-05T10:00:00.000Z',
      firstDueDate: '2026-02-05',
      paidTo: 'Accra Furniture Ltd',
    },
    borrower: { name: 'Ama Mensah', email: 'ama@example.com', phone: '+233241234567' },
    from: '2026-01-01',
    to: '2026-12-31',
    generatedAt: new Date('2026-11-20T09:30:00Z'),
    openingBalance: 0,
    closingBalance: entries.at(-1)?.balanceAfter ?? 0,
    creditBalance: 2_500,
    entries,
    scheduleVersions: [
      { version: 1, reason: 'original', effectiveOn: '2026-01-05', instalments: [1, 2, 3, 4, 5, 6].map((n) => instalment(n)) },
      {
        version: 2,
        reason: 'prepayment_shorten',
        effectiveOn: '2026-03-10',
        instalments: [instalment(1, { status: 'paid', paid: 100_000, outstanding: 0 }), instalment(2, { status: 'overdue', penalty: 1_250 })],
      },
    ],
    ...overrides,
  };
}

const disbursement: StatementEntry = {
  id: 'e0',
  date: '2026-01-05',
  kind: 'disbursement',
  description: 'Loan disbursed to Accra Furniture Ltd',
  amount: 958_970,
  balanceAfter: 958_970,
  reference: null,
};

describe('renderLoanStatementPdf', () => {
  it('writes the borrower, the terms, the schedule versions and every entry with its running balance in GH₵', async () => {
    const bytes = await renderLoanStatementPdf(
      statement([
        disbursement,
        { id: 'e1', date: '2026-02-05', kind: 'payment', description: 'Payment RCP-2026-000012', amount: -100_000, balanceAfter: 858_970, reference: 'RCP-2026-000012' },
        { id: 'e2', date: '2026-03-06', kind: 'penalty', description: 'Penalty interest through 2026-03-06', amount: 1_250, balanceAfter: 860_220, reference: null },
        { id: 'e3', date: '2026-03-10', kind: 'credit', description: 'Payment beyond what is owed', amount: -2_500, balanceAfter: 857_720, reference: 'PSK-abc' },
      ]),
      { brandName: 'Ghana Homes Credit Ltd' },
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash((await pdfText(bytes, 'statement.pdf')).join('\n'));
    for (const expected of [
      'Ghana Homes Credit Ltd',
      'Loan statement',
      'LN-1A2B3C4D',
      'Ama Mensah',
      'ama@example.com',
      '024 123 4567',
      'Buy Now Pay Later',
      'GH₵5,000.00',
      '6 months',
      'Monthly interest rate 4.00%',
      'Nominal annual rate 48.00%',
      'Effective annual rate 60.10%',
      'APR (interest and fees) 65.32%',
      'Reducing balance',
      'Total repayable GH₵9,589.70',
      'Money paid to Accra Furniture Ltd',
      '1 Jan 2026 to 31 Dec 2026',
      'Version 1: Original schedule, effective 5 Jan 2026',
      'Version 2: Prepayment: shorter term, effective 10 Mar 2026',
      'Overdue',
      'GH₵12.50',
      'Loan disbursed to Accra Furniture Ltd GH₵9,589.70 GH₵9,589.70',
      'Payment RCP-2026-000012 -GH₵1,000.00 GH₵8,589.70',
      'Penalty interest through 2026-03-06 GH₵12.50 GH₵8,602.20',
      'Payment beyond what is owed (ref. PSK-abc) -GH₵25.00 GH₵8,577.20',
      'Closing balance GH₵8,577.20',
      'Credit balance GH₵25.00',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    // No stand-in glyphs where the cedi sign should be (Helvetica would write "GH μ").
    expect(text).not.toMatch(/GH [^\d₵]/);
  });

  it('continues a long ledger over several pages with the table header on each and the last balance at the end', async () => {
    const entries: StatementEntry[] = [disbursement];
    let balance = disbursement.balanceAfter;
    for (let index = 1; index <= 150; index += 1) {
      balance -= 5_000;
      entries.push({ id: `p${index}`, date: '2026-04-01', kind: 'payment', description: `Payment RCP-2026-${String(index).padStart(6, '0')}`, amount: -5_000, balanceAfter: balance, reference: null });
    }
    const pages = await pdfText(await renderLoanStatementPdf(statement(entries)), 'statement-long.pdf');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages[0]).toContain('Ghana Homes Credit');
    const ledgerPages = pages.filter((page) => page.includes('RCP-2026-'));
    expect(ledgerPages.length).toBeGreaterThanOrEqual(3);
    for (const page of ledgerPages) expect(squash(page)).toContain('Date Description Amount Balance');
    pages.forEach((page, index) => expect(squash(page)).toContain(`Page ${index + 1} of ${pages.length}`));
    const all = squash(pages.join('\n'));
    expect(all).toContain('Payment RCP-2026-000150 -GH₵50.00 GH₵2,089.70');
    expect(all).toContain('Closing balance GH₵2,089.70');
    // Every entry is there once.
    expect(all.match(/RCP-2026-\d{6}/g)).toHaveLength(150);
  });

  it('says so when the period has no entries, and names the file after the loan and the period', async () => {
    const text = squash((await pdfText(await renderLoanStatementPdf(statement([], { scheduleVersions: [] })))).join('\n'));
    expect(text).toContain('No transactions in this period.');
    expect(text).toContain('No repayment schedule yet.');
    expect(statementFileName(statement([]))).toBe('statement-LN-1A2B3C4D-2026-01-01-to-2026-12-31.pdf');
  });
});

const receiptInput: ReceiptPdfInput = {
  brandName: 'Ghana Homes Credit',
  receipt: {
    number: 'RCP-2026-000012',
    amount: 120_000,
    allocation: [
      { number: 1, penalty: 1_250, fee: 0, interest: 20_000, principal: 78_750 },
      { number: 2, penalty: 0, fee: 500, interest: 15_000, principal: 1_500 },
    ],
    prepaid: 1_500,
    unallocated: 3_000,
    balanceAfter: 838_970,
    issuedAt: new Date('2026-02-05T14:20:00Z'),
  },
  payment: { method: 'mtn_momo', providerReference: 'PSK-7f3a9c', loanId: '1a2b3c4d-0000-4000-8000-000000000001', settledAt: new Date('2026-02-05T14:19:00Z') },
  customer: { name: 'Ama Mensah', email: 'ama@example.com' },
};

describe('a statement for a period still running', () => {
  it('closes on the day it was generated and says so, never giving a balance for a day to come', async () => {
    const running = statement([], { to: '2026-12-02', runsTo: '2026-12-31', generatedAt: new Date('2026-12-02T09:30:00Z'), scheduleVersions: [] });
    const text = squash((await pdfText(await renderLoanStatementPdf(running), 'statement-running.pdf')).join('\n'));
    expect(text).toContain('Closing balance (2 Dec 2026)');
    expect(text).toContain('The period runs to 31 Dec 2026 and is still running: this statement closes on 2 Dec 2026, the day it was generated, and its closing balance is the balance on that day.');
    expect(text).not.toContain('31 Dec 2026)');
    // A period that has ended says nothing of the kind.
    const ended = squash((await pdfText(await renderLoanStatementPdf(statement([], { scheduleVersions: [] })))).join('\n'));
    expect(ended).not.toContain('still running');
  });
});

describe('renderReceiptPdf', () => {
  it('names who paid in at a counter with their phone as dialled at home', async () => {
    const counter = { ...receiptInput, receipt: { ...receiptInput.receipt, receivedOn: '2026-02-05', receivedBy: 'Kofi Boateng', branch: 'Accra Ridge', depositorName: 'Yaw Mensah', depositorPhone: '+233244123456' } };
    const text = squash((await pdfText(await renderReceiptPdf(counter), 'receipt-counter.pdf')).join('\n'));
    expect(text).toContain('Paid in by Yaw Mensah, 024 412 3456');
    expect(text).not.toContain('+233');
  });

  it('writes the number, date, amount, method, reference, allocation lines and the balance after', async () => {
    const bytes = await renderReceiptPdf(receiptInput);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfText(bytes, 'receipt.pdf');
    expect(pages).toHaveLength(1);
    const text = squash(pages[0]);
    for (const expected of [
      'Ghana Homes Credit',
      'Payment receipt',
      'Receipt number RCP-2026-000012',
      '5 Feb 2026, 2:19 pm',
      'Received from Ama Mensah',
      'Amount received GH₵1,200.00',
      'Payment method MTN Mobile Money',
      'Reference PSK-7f3a9c',
      'Loan LN-1A2B3C4D',
      'Instalment Penalty Fee Interest Principal Total',
      'Instalment 1 GH₵12.50 GH₵0.00 GH₵200.00 GH₵787.50 GH₵1,000.00',
      'Instalment 2 GH₵0.00 GH₵5.00 GH₵150.00 GH₵15.00 GH₵170.00',
      'Total GH₵12.50 GH₵5.00 GH₵350.00 GH₵802.50 GH₵1,170.00',
      'Principal prepaid (ahead of schedule) GH₵15.00',
      'Added to your credit balance GH₵30.00',
      'Balance after this payment GH₵8,389.70',
    ]) {
      expect(text).toContain(expected);
    }
    expect(receiptFileName('RCP-2026-000012')).toBe('receipt-RCP-2026-000012.pdf');
  });

  it('gives the same bytes for the same receipt (no clock or random id inside)', async () => {
    const [first, second] = await Promise.all([renderReceiptPdf(receiptInput), renderReceiptPdf(receiptInput)]);
    expect(first.equals(second)).toBe(true);
  });
});
