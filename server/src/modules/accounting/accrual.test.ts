// Interest earned day by day on real PostgreSQL, against a hand-computed table.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { reconcile } from './reconciliation.js';

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month (48% a year nominal), disbursed 2026-01-15, first due
// 2026-02-15: row 1 = 75,381 principal + 20,000 interest; rows 2–6 principal 78,396 … 91,713.
// Earned through a day of the first period: 500,000 × 4,800 bp × days / (10,000 × 365), half up:
//   2026-01-16: 1 day = 657.53 → 658        2026-01-17: 2 days = 1,315.07 → 1,315
//   2026-02-01: 17 days = 11,178.08 → 11,178 (the early-settlement quote of that day)
//   2026-02-15: row 1 due, earned in full = 20,000
// After the first instalment is paid on 2026-02-16, row 2 runs on 424,619: 1 day = 558.38… → 558.
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

async function receivable(loanId: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>(
    `SELECT coalesce(sum(debit - credit), 0)::text AS total FROM journal_line WHERE loan_id = $1 AND account_code = '1200'`,
    [loanId],
  );
  return Number(row.total);
}
async function interestIncome(): Promise<number> {
  const [row] = await app.database.query<{ total: string }>(`SELECT coalesce(sum(credit - debit), 0)::text AS total FROM journal_line WHERE account_code = '4000'`);
  return Number(row.total);
}
async function closeBusiness(day: string) {
  app.services.clock.set(new Date(`${day}T20:00:00Z`));
  return app.services.closeOfBusiness.run(day);
}

describe('daily interest accrual', () => {
  it('earns interest for the days used, clears it with the payment, and is idempotent per date', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    expect((await closeBusiness('2026-01-16')).interestAccrued).toBe(658);
    expect(await receivable(loanId)).toBe(658);
    expect((await closeBusiness('2026-01-17')).interestAccrued).toBe(657);
    expect(await receivable(loanId)).toBe(1_315);
    // The same date again (forced) accrues nothing more.
    expect((await app.services.closeOfBusiness.run('2026-01-17', { force: true })).interestAccrued).toBe(0);
    expect(await receivable(loanId)).toBe(1_315);
    // Days without a run are caught up by the next one.
    expect((await closeBusiness('2026-02-01')).interestAccrued).toBe(11_178 - 1_315);
    expect((await closeBusiness('2026-02-15')).interestAccrued).toBe(20_000 - 11_178);
    expect(await interestIncome()).toBe(20_000);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
    // The first instalment paid the next day: its interest clears the receivable; the day then earns row 2's.
    app.services.clock.set(new Date('2026-02-16T10:00:00Z'));
    const paid = await app.graphql(`mutation M($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }`, {
      input: { loanId, amount: 95_381, method: 'mtn_momo', reference: 'ACCRUAL-TEST-1' },
    }, finance.cookie);
    expect(paid.errors).toBeUndefined();
    expect(await receivable(loanId)).toBe(0);
    expect((await closeBusiness('2026-02-16')).interestAccrued).toBe(558);
    expect(await receivable(loanId)).toBe(558);
    expect(await interestIncome()).toBe(20_558);
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
    // An earlier date after a later one was accrued is refused quietly (nothing written).
    expect((await app.services.closeOfBusiness.run('2026-02-10')).interestAccrued).toBe(0);
    expect(await interestIncome()).toBe(20_558);
  });
});
