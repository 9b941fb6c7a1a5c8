// Settling a loan whose borrower paid ahead more interest than the principal left: the interest not earned comes
// back as the borrower's credit balance, booked against interest received in advance, and the books reconcile.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { recordManualPaymentApplied } from '../approvals/approval.fixtures.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';
import { reconcile } from '../accounting/reconciliation.js';
import { bnplLoan } from './loan.fixtures.js';

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month from 2026-01-15 (hand table in loan-servicing.test.ts):
// instalment 95,381; rows (principal, interest): 1 (75,381, 20,000), 2 (78,396, 16,985), 3 (81,532, 13,849),
// 4 (84,793, 10,588), 5 (88,185, 7,196), 6 (91,713, 3,669); signed with a 0.25% early-settlement fee (1,250).
let app: TestApp;
let finance: { cookie: string };
let restore: (() => Promise<void>) | null = null;
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  finance = await app.signInAs('finance');
  restore = await reviseProduct(app, 'bnpl', { earlySettlementFeeBp: 25 });
});
afterAll(async () => {
  await restore?.();
  await app?.stop();
});

async function onDay<T>(day: string, work: () => Promise<T>): Promise<T> {
  app.services.clock.set(new Date(`${day}T12:00:00Z`));
  try {
    return await work();
  } finally {
    app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  }
}

let reference = 0;
function pay(loanId: string, amount: number): Promise<string> {
  reference += 1;
  return recordManualPaymentApplied(app, finance.cookie, { loanId, amount, method: 'mtn_momo', reference: `SETTLE-CREDIT-${reference}`, branch: 'Accra Ridge' });
}

const QUOTE = `query Q($loanId: ID!) { earlySettlementQuote(loanId: $loanId) { amount principal fee creditDue } }`;
const LOAN = `query L($id: ID!) { loan(id: $id) { status outstandingBalance creditBalance } }`;

describe('settling after paying ahead more interest than the principal left (hand table)', () => {
  it('settles the loan, holds the unearned interest as the borrower’s credit and the books reconcile', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, (await app.signInAs('credit_analyst')).cookie);
    const [{ fee }] = await app.database.query<{ fee: number }>("SELECT (disclosure->>'earlySettlementFeeBp')::int AS fee FROM loan WHERE id = $1", [loanId]);
    expect(fee).toBe(25);
    await onDay('2026-02-15', () => pay(loanId, 95_381));
    // 2026-02-20, 5 days into instalment 2's period: earned 424,619 × 48% × 5 / 365 = 2,792.02 → 2,792, so the loan
    // closes for 424,619 + 2,792 + 1,250 fee = 428,661. 428,411 is below that: it fills rows 2–5 (4 × 95,381 =
    // 381,524) and puts 46,887 on row 6 (interest 3,669, then 43,218 principal: 48,495 principal left).
    await onDay('2026-02-20', () => pay(loanId, 428_411));
    // Interest paid ahead 16,985 + 13,849 + 10,588 + 7,196 + 3,669 = 52,287, less 2,792 earned = 49,495: 48,495 of it
    // clears the principal left and 1,000 is the borrower's. Check: paid 95,381 + 428,411 + 1,250 = 525,042; owed
    // 500,000 + 20,000 + 2,792 + 1,250 = 524,042; 525,042 − 524,042 = 1,000.
    const quote = await onDay('2026-02-20', () => app.graphql<{ earlySettlementQuote: Record<string, number> }>(QUOTE, { loanId }, customer.cookie));
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.earlySettlementQuote).toEqual({ amount: 1_250, principal: 0, fee: 1_250, creditDue: 1_000 });
    await onDay('2026-02-20', () => pay(loanId, 1_250));
    const view = await app.graphql<{ loan: Record<string, unknown> }>(LOAN, { id: loanId }, customer.cookie);
    expect(view.data!.loan).toEqual({ status: 'paid_off', outstandingBalance: 0, creditBalance: 1_000 });
    // Booked: interest received in advance (1200) debited, customer credit (2010) credited, balanced.
    const lines = await app.database.query<{ account: string; debit: string; credit: string }>(
      `SELECT l.account_code AS account, l.debit::text, l.credit::text FROM journal_entry j JOIN journal_line l ON l.entry_id = j.id
       WHERE j.loan_id = $1 AND j.kind = 'settlement_credit' ORDER BY l.account_code`,
      [loanId],
    );
    expect(lines).toEqual([
      { account: '1200', debit: '1000', credit: '0' },
      { account: '2010', debit: '0', credit: '1000' },
    ]);
    await onDay('2026-02-20', () => app.services.closeOfBusiness.run('2026-02-20'));
    expect((await reconcile(app.database.db)).filter((line) => line.difference !== 0)).toEqual([]);
    // Interest income is what the days used earned: 20,000 + 2,792.
    const [income] = await app.database.query<{ total: string }>(
      `SELECT coalesce(sum(l.credit - l.debit), 0)::text AS total FROM journal_line l WHERE l.account_code = '4000'`,
    );
    expect(Number(income.total)).toBe(22_792);
  });
});
