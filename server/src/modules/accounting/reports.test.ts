// The books' reports over GraphQL and the reconciliation after random servicing histories: loans
// receivable per product = Σ principal outstanding, interest receivable = Σ earned unpaid, suspense = 0, customer
// credit = Σ credit held, checked after every close of business; the trial balance balances at every step.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
});
afterAll(async () => {
  await app?.stop();
});

const TRIAL = `query T($on: String) { trialBalance(on: $on) { on totalDebit totalCredit balanced accounts { code debit credit } } }`;
const INCOME = `query I($from: String!, $to: String!) { incomeStatement(from: $from, to: $to) { totalIncome totalExpenses netIncome income { code amount } } }`;
const SHEET = `query B($on: String) { balanceSheet(on: $on) { totalAssets totalLiabilitiesAndEquity currentEarnings balanced } }`;
const LINES = `query L($code: String!, $loanId: ID) { accountLines(accountCode: $code, loanId: $loanId, first: 200) { kind loanId ledgerEntryId debit credit postedOn } }`;
const RECON = `{ booksReconciliation { check books subledger difference } }`;
const MANUAL = `mutation M($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }`;
const REVERSE = `mutation R($id: ID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }`;

/** A small deterministic generator (mulberry32), so a failing history can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function expectClean(label: string) {
  const recon = await app.graphql<{ booksReconciliation: Array<{ check: string; difference: number }> }>(RECON, {}, finance.cookie);
  expect(recon.errors, label).toBeUndefined();
  expect(recon.data!.booksReconciliation.filter((line) => line.difference !== 0), label).toEqual([]);
  const trial = await app.graphql<{ trialBalance: { balanced: boolean; totalDebit: number; totalCredit: number } }>(TRIAL, {}, finance.cookie);
  expect(trial.data!.trialBalance.balanced, label).toBe(true);
  const sheet = await app.graphql<{ balanceSheet: { balanced: boolean } }>(SHEET, {}, finance.cookie);
  expect(sheet.data!.balanceSheet.balanced, label).toBe(true);
}

describe('books reports', () => {
  it('are for finance, admin and superadmin only; bad dates are refused', async () => {
    expect(errorOf(await app.graphql(TRIAL, {}, analyst.cookie)).code).toBe('FORBIDDEN');
    const admin = await app.signInAs('admin');
    expect((await app.graphql(TRIAL, {}, admin.cookie)).errors).toBeUndefined();
    expect(errorOf(await app.graphql(INCOME, { from: '2026-02-30x', to: '2026-03-01' }, finance.cookie)).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await app.graphql(INCOME, { from: '2026-03-02', to: '2026-03-01' }, finance.cookie)).code).toBe('BAD_USER_INPUT');
  });

  it('reconcile with the loan subledger after every close of business of random servicing histories', async () => {
    const next = random(36);
    const loans: Array<{ id: string; customer: { cookie: string }; payments: string[] }> = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await app.signUp();
      loans.push({ id: await bnplLoan(app, customer, analyst.cookie, 200_000 + Math.floor(next() * 6) * 50_000), customer, payments: [] });
    }
    const methods = ['mtn_momo', 'telecel_cash', 'airteltigo_money', 'card', 'bank_transfer', 'cash'];
    let day = new Date('2026-01-16T12:00:00Z');
    let reference = 0;
    // Money beyond the current instalment first (paid ahead on the later instalments).
    app.services.clock.set(day);
    const prepaid = await app.graphql(MANUAL, { input: { loanId: loans[0].id, amount: 150_000, method: 'mtn_momo', reference: 'RANDOM-0', prepayment: 'lower_instalment' } }, finance.cookie);
    expect(prepaid.errors).toBeUndefined();
    await app.services.closeOfBusiness.run('2026-01-16');
    await expectClean('prepayment');
    for (let step = 0; step < 14; step += 1) {
      day = new Date(day.getTime() + (3 + Math.floor(next() * 12)) * 86_400_000);
      app.services.clock.set(day);
      const iso = day.toISOString().slice(0, 10);
      for (const loan of loans) {
        const roll = next();
        if (roll < 0.45) {
          // An instalment, a part of one, or a prepayment; sometimes far more than owed (settles, leaves credit).
          const amount = roll < 0.05 ? 900_000 : 10_000 + Math.floor(next() * 250_000);
          reference += 1;
          const paid = await app.graphql<{ recordManualPayment: { id: string } }>(
            MANUAL,
            { input: { loanId: loan.id, amount, method: methods[Math.floor(next() * methods.length)], reference: `RANDOM-${reference}`, branch: 'Accra Ridge', prepayment: next() < 0.5 ? 'shorten' : 'lower_instalment' } },
            finance.cookie,
          );
          if (!paid.errors) loan.payments.push(paid.data!.recordManualPayment.id);
        } else if (roll < 0.55 && loan.payments.length > 0) {
          // Reversing the latest payment (refused once a refund or write-off followed it: then nothing happens).
          const id = loan.payments.pop()!;
          const asked = await app.graphql(REVERSE, { id, reason: 'Bounced at the network' }, finance.cookie);
          // Asked and possible: a second person approves it the same day (maker-checker).
          if (!asked.errors) await secondPersonApproves(app, id, 'finance');
        }
      }
      await app.services.closeOfBusiness.run(iso);
      await expectClean(`step ${step} (${iso})`);
    }
    // The history met the events that move the books: payments, reversals, penalties, money beyond what is owed.
    const kinds = await app.database.query<{ kind: string }>(`SELECT DISTINCT kind FROM ledger_entry WHERE loan_id = ANY($1::uuid[]) ORDER BY kind`, [loans.map((loan) => loan.id)]);
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['disbursement', 'payment', 'reversal', 'penalty', 'credit']));
    // Each account's lines name the loan and ledger entry they came from.
    const lines = await app.graphql<{ accountLines: Array<{ kind: string; loanId: string | null; ledgerEntryId: string | null }> }>(LINES, { code: '1101', loanId: loans[0].id }, finance.cookie);
    expect(lines.data!.accountLines.length).toBeGreaterThan(0);
    expect(lines.data!.accountLines.every((line) => line.loanId === loans[0].id && line.ledgerEntryId !== null)).toBe(true);
    // The income statement of the whole history equals the income accounts' lines.
    const income = await app.graphql<{ incomeStatement: { totalIncome: number; income: Array<{ code: string; amount: number }> } }>(INCOME, { from: '2026-01-01', to: '2026-12-31' }, finance.cookie);
    const [row] = await app.database.query<{ total: string }>(
      `SELECT coalesce(sum(l.credit - l.debit), 0)::text AS total FROM journal_line l JOIN gl_account a ON a.code = l.account_code WHERE a.type = 'income'`,
    );
    expect(income.data!.incomeStatement.totalIncome).toBe(Number(row.total));
    expect(income.data!.incomeStatement.income.find((item) => item.code === '4000')!.amount).toBeGreaterThan(0);
  });
});
