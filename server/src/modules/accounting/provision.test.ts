// The month-end loan-loss provision on real PostgreSQL, against a hand-computed table.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { classificationRules, isMonthEnd, loanTapePage } from './provision.js';
import { reconcile } from './reconciliation.js';

// Two BNPL loans disbursed 2026-01-15 (4% a month, 6 months, first due 2026-02-15, grace 5 days); Bank of Ghana
// defaults: current 1%, OLEM (31–90 days) 10%, substandard (91–180) 25%; each loan's provision half up to the pesewa.
//   A: GH₵5,000.00 (row 1 = 75,381 principal + 20,000 interest)   B: GH₵3,333.33, never paid
// | month end  | A principal · days late · provision   | B principal · days late · provision | allowance | change  |
// | 2026-01-31 | 500,000 · 0 · 1% = 5,000              | 333,333 · 0 · 1% = 3,333.33 → 3,333  | 8,333     | +8,333  |
// | 2026-02-28 | 424,619 (row 1 paid 16 Feb) · 0 · 4,246.19 → 4,246 | 333,333 · 13 · 1% = 3,333 | 7,579 | −754 |
// | 2026-05-31 | 424,619 · 77 (row 2, 15 Mar) · 10% = 42,461.9 → 42,462 | 333,333 · 105 · 25% = 83,333.25 → 83,333 | 125,795 | +118,216 |
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  app?.services.clock.set(null);
  await app?.stop();
});

async function balance(accountCode: string, loanId?: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>(
    `SELECT coalesce(sum(debit - credit), 0)::text AS total FROM journal_line WHERE account_code = $1 AND ($2::uuid IS NULL OR loan_id = $2::uuid)`,
    [accountCode, loanId ?? null],
  );
  return Number(row.total);
}
async function closeBusiness(day: string) {
  app.services.clock.set(new Date(`${day}T20:00:00Z`));
  return app.services.closeOfBusiness.run(day);
}

describe('month-end provision', () => {
  it('knows the last day of a month', () => {
    expect(['2026-01-31', '2026-02-28', '2028-02-29', '2026-12-31'].map(isMonthEnd)).toEqual([true, true, true, true]);
    expect(['2026-01-30', '2028-02-28', '2026-12-01'].map(isMonthEnd)).toEqual([false, false, false]);
  });

  it('posts the change in required provision per loan at each month end, releasing what a payment no longer needs', async () => {
    app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
    const analyst = await app.signInAs('credit_analyst');
    const finance = await app.signInAs('finance');
    const a = await bnplLoan(app, await app.signUp(), analyst.cookie, 500_000);
    const b = await bnplLoan(app, await app.signUp(), analyst.cookie, 333_333);

    // A day that is not a month end posts no provision.
    expect((await closeBusiness('2026-01-30')).provisionChange).toBe(0);
    expect(await balance('1290')).toBe(0);

    expect((await closeBusiness('2026-01-31')).provisionChange).toBe(8_333);
    expect(await balance('1290', a)).toBe(-5_000);
    expect(await balance('1290', b)).toBe(-3_333);
    expect(await balance('5100')).toBe(8_333);
    // The report's required provision is the sum of the same per-loan figures.
    const book = await app.graphql<{ loanClassification: { provision: number } }>('{ loanClassification { provision } }', {}, finance.cookie);
    expect(book.data!.loanClassification.provision).toBe(8_333);
    // The same month end again posts nothing more.
    expect((await app.services.closeOfBusiness.run('2026-01-31', { force: true })).provisionChange).toBe(0);
    expect(await balance('1290')).toBe(-8_333);

    app.services.clock.set(new Date('2026-02-16T10:00:00Z'));
    const paid = await app.graphql(`mutation M($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }`, {
      input: { loanId: a, amount: 95_381, method: 'mtn_momo', reference: 'PROVISION-TEST-1' },
    }, finance.cookie);
    expect(paid.errors).toBeUndefined();
    expect((await closeBusiness('2026-02-28')).provisionChange).toBe(-754);
    expect(await balance('1290', a)).toBe(-4_246);
    expect(await balance('5100')).toBe(7_579);

    expect((await closeBusiness('2026-05-31')).provisionChange).toBe(118_216);
    expect(await balance('1290', a)).toBe(-42_462);
    expect(await balance('1290', b)).toBe(-83_333);
    expect(await balance('1290')).toBe(-125_795);
    expect(await balance('5100')).toBe(125_795);
    const may = await app.graphql<{ loanClassification: { provision: number; rows: Array<{ classification: string; provision: number }> } }>(
      '{ loanClassification { provision rows { classification provision } } }', {}, finance.cookie);
    expect(may.data!.loanClassification.provision).toBe(125_795);
    expect(may.data!.loanClassification.rows.filter((row) => row.provision > 0)).toEqual([
      { classification: 'olem', provision: 42_462 },
      { classification: 'substandard', provision: 83_333 },
    ]);
    // One provision entry per month end that changed something, each balanced; the subledger still agrees.
    const entries = await app.database.query<{ accrual_date: string; debit: string; credit: string }>(
      `SELECT e.accrual_date::text, sum(l.debit)::text AS debit, sum(l.credit)::text AS credit FROM journal_entry e JOIN journal_line l ON l.entry_id = e.id
       WHERE e.source = 'provision' GROUP BY e.id, e.accrual_date ORDER BY e.accrual_date`,
    );
    expect(entries.map((entry) => entry.accrual_date)).toEqual(['2026-01-31', '2026-02-28', '2026-05-31']);
    for (const entry of entries) expect(entry.debit).toBe(entry.credit);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);

    // The loan tape (streamed CSV) carries each loan's figures as the books hold them on that day.
    const response = await fetch(`${app.url}/api/files/accounting/loan-tape.csv`, { headers: { cookie: finance.cookie } });
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).trim().split(/\r?\n/).map((line) => line.split(','));
    expect(header).toEqual(['Loan', 'Loan id', 'Product', 'Status', 'Disbursed on', 'Principal outstanding', 'Interest receivable', 'Days past due', 'Class', 'Provision rate', 'Required provision', 'Allowance held']);
    const byId = new Map(rows.map((row) => [row[1], row]));
    expect(byId.get(a)!.slice(5)).toEqual(['4246.19', byId.get(a)![6], '77', 'Other loans especially mentioned (OLEM)', '10.00%', '424.62', '424.62']);
    expect(byId.get(b)!.slice(2, 5)).toEqual(['bnpl', 'in_arrears', '2026-01-15']);
    expect(byId.get(b)!.slice(5)).toEqual(['3333.33', byId.get(b)![6], '105', 'Substandard', '25.00%', '833.33', '833.33']);
    // Interest receivable is the loan's own interest-receivable lines (earned through 31 May, less interest paid).
    const receivableA = Math.round(Number(byId.get(a)![6]) * 100);
    expect(receivableA).toBe(await balance('1200', a));
    expect(receivableA).toBeGreaterThan(0);
    // Page by page in loan id order: a page of one, then the next after it, then nothing.
    const rules = await classificationRules(app.database.db);
    const first = await loanTapePage(app.database.db, '2026-05-31', rules, null, 1);
    const second = await loanTapePage(app.database.db, '2026-05-31', rules, first[0].loanId, 1);
    expect([first[0].loanId, second[0].loanId]).toEqual([a, b].sort());
    expect(await loanTapePage(app.database.db, '2026-05-31', rules, second[0].loanId, 1)).toEqual([]);
  });
});
