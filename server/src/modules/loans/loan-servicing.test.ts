import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addDays, penaltyBetween, percentOf } from '../../finance/index.js';
import { approvedRentLoan, signAgreement } from '../agreements/agreement.fixtures.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';
import { applyPayment, bnplLoan, errorOf, ledgerSum } from './loan.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month, approved 2026-01-15 (hand table, half up):
// instalment 95,381; rows (principal, interest): 1 (75,381, 20,000), 2 (78,396, 16,985), 3 (81,532, 13,849),
// 4 (84,793, 10,588), 5 (88,185, 7,196), 6 (91,713, 3,669); total 572,287.
let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
});
afterAll(async () => {
  await app?.stop();
});

const at = (day: string) => new Date(`${day}T12:00:00Z`);
async function onDay<T>(day: string, work: () => Promise<T>): Promise<T> {
  app.services.clock.set(at(day));
  try {
    return await work();
  } finally {
    app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  }
}

const QUOTE = `query Q($loanId: ID!, $on: String) { earlySettlementQuote(loanId: $loanId, on: $on) { amount principal interest fee penalty overdue dailyInterest validUntil } }`;
const PAYABLE = `query P($loanId: ID!) { payableAmounts(loanId: $loanId) { nextInstalment overdue outstanding } }`;
const PREVIEW = `query V($loanId: ID!, $amount: SafeInt!, $prepayment: PrepaymentChoice!) {
  paymentPreview(loanId: $loanId, amount: $amount, prepayment: $prepayment) { settles prepaid interestSaved schedule { number principal interest total balanceAfter } } }`;
const STATEMENT = `query S($loanId: ID!) { loanStatement(loanId: $loanId, to: "2026-12-31") {
  number openingBalance closingBalance creditBalance entries { kind amount balanceAfter } scheduleVersions { version reason instalments { number principal interest } } } }`;

describe('early settlement quote', () => {
  it('charges interest only to the day: 17 days into the first period the payoff is 511,178, and payableAmounts agrees', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await onDay('2026-02-01', async () => {
      const quote = await app.graphql<{ earlySettlementQuote: Record<string, unknown> }>(QUOTE, { loanId }, customer.cookie);
      expect(quote.errors).toBeUndefined();
      // 500,000 × 48% × 17 / 365 = 11,178.08 → 11,178; a day adds 500,000 × 48% / 365 = 657.53 → 658.
      // Valid 20 Ghanaian working days: 2026-02-02 … 2026-02-27 (no public holiday in between).
      expect(quote.data!.earlySettlementQuote).toEqual({
        amount: 511_178,
        principal: 500_000,
        interest: 11_178,
        fee: 0,
        penalty: 0,
        overdue: 0,
        dailyInterest: 658,
        validUntil: '2026-02-27',
      });
      const payable = await app.graphql<{ payableAmounts: { outstanding: number } }>(PAYABLE, { loanId }, customer.cookie);
      expect(payable.data!.payableAmounts.outstanding).toBe(511_178);
    });
  });

  it('is the customer’s own or staff’s with payments permission; others get NOT_FOUND; past days are refused', async () => {
    const customer = await app.signUp();
    const stranger = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    expect(errorOf(await app.graphql(QUOTE, { loanId }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.graphql(QUOTE, { loanId }, finance.cookie)).errors).toBeUndefined();
    expect(errorOf(await app.graphql(QUOTE, { loanId, on: '2025-12-31' }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await app.graphql(QUOTE, { loanId, on: 'tomorrow' }, customer.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

const COVERS = `query V($loanId: ID!, $amount: SafeInt!, $prepayment: PrepaymentChoice) {
  paymentPreview(loanId: $loanId, amount: $amount, prepayment: $prepayment) { settles prepaid prepayablePrincipal paidBeforePrepayment covers { number dueDate amount leftAfter } } }`;
type Covers = { paymentPreview: { settles: boolean; prepaid: number; prepayablePrincipal: number; paidBeforePrepayment: number; covers: Array<{ number: number; dueDate: string; amount: number; leftAfter: number }> } };
const LOAN_ROWS = 'query L($id: ID!) { loan(id: $id) { nextInstalment { number amountDue } scheduleVersion schedule { number paid outstanding } } }';
type LoanRows = { loan: { nextInstalment: { number: number; amountDue: number } | null; scheduleVersion: number; schedule: Array<{ number: number; paid: number; outstanding: number }> } };

describe('paying early fills the next instalments', () => {
  it('instalment 1 paid early, then the next instalment: the preview says it covers instalment 2, and it does', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // Instalment 1 (due 2026-02-15) paid on 2026-02-05; instalment 1 is still the current one.
    await applyPayment(app, { loanId, userId: customer.id, amount: 95_381, receivedAt: at('2026-02-05') });
    await onDay('2026-02-10', async () => {
      const preview = await app.graphql<Covers>(COVERS, { loanId, amount: 95_381 }, customer.cookie);
      expect(preview.errors).toBeUndefined();
      expect(preview.data!.paymentPreview).toEqual({
        settles: false,
        prepaid: 0,
        // Principal of instalments 2–6: 500,000 − 75,381 = 424,619; nothing must be paid before it.
        prepayablePrincipal: 424_619,
        paidBeforePrepayment: 0,
        covers: [{ number: 2, dueDate: '2026-03-15', amount: 95_381, leftAfter: 0 }],
      });
    });
    const applied = await applyPayment(app, { loanId, userId: customer.id, amount: 95_381, receivedAt: at('2026-02-10') });
    expect(applied).toMatchObject({ prepaid: 0, unallocated: 0, allocation: [{ number: 2, penalty: 0, fee: 0, interest: 16_985, principal: 78_396 }] });
    const view = (await app.graphql<LoanRows>(LOAN_ROWS, { id: loanId }, customer.cookie)).data!.loan;
    // The signed schedule stays in force and the next instalment is no. 3.
    expect(view.scheduleVersion).toBe(1);
    expect(view.nextInstalment).toEqual({ number: 3, amountDue: 95_381 });
    expect(view.schedule.slice(0, 3)).toEqual([
      { number: 1, paid: 95_381, outstanding: 0 },
      { number: 2, paid: 95_381, outstanding: 0 },
      { number: 3, paid: 0, outstanding: 95_381 },
    ]);
    // Settling that day: 26 days on 500,000 earned 500,000 × 48% × 26 / 365 = 17,095.89 → 17,096 of the
    // 20,000 + 16,985 = 36,985 interest paid, so 19,889 comes off the principal 346,223 → 326,334. Interest saved:
    // that 19,889 plus the interest of instalments 3–6 (13,849 + 10,588 + 7,196 + 3,669 = 35,302) = 55,191.
    await onDay('2026-02-10', async () => {
      const SAVED = 'query V($loanId: ID!, $amount: SafeInt!) { paymentPreview(loanId: $loanId, amount: $amount) { settles interestSaved covers { number } } }';
      const settle = await app.graphql<{ paymentPreview: { settles: boolean; interestSaved: number; covers: unknown[] } }>(SAVED, { loanId, amount: 326_334 }, customer.cookie);
      expect(settle.data!.paymentPreview).toEqual({ settles: true, interestSaved: 55_191, covers: [] });
    });
  });

  it('three instalments at once cover 1, 2 and 3; reversing an earlier payment re-applies them in due order', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const small = randomUUID();
    await applyPayment(app, { loanId, userId: customer.id, paymentId: small, amount: 5_000, receivedAt: at('2026-02-01') });
    // 3 × 95,381 = 286,143 on 2026-02-10 after 5,000: instalment 1 takes its remaining 90,381, 2 and 3 are covered
    // in full, and the last 286,143 − 90,381 − 2 × 95,381 = 5,000 goes to instalment 4's interest (10,588 due).
    const three = await applyPayment(app, { loanId, userId: customer.id, amount: 286_143, receivedAt: at('2026-02-10') });
    expect(three.allocation.map((line) => line.number)).toEqual([1, 2, 3, 4]);
    expect(three.allocation[3]).toEqual({ number: 4, penalty: 0, fee: 0, interest: 5_000, principal: 0 });
    expect(three.prepaid).toBe(0);
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: small }));
    // Without the 5,000 the 286,143 covers instalments 1, 2 and 3 exactly.
    const view = (await app.graphql<LoanRows>(LOAN_ROWS, { id: loanId }, customer.cookie)).data!.loan;
    expect(view.schedule.slice(0, 4).map((row) => row.outstanding)).toEqual([0, 0, 0, 95_381]);
    expect(view.nextInstalment).toEqual({ number: 4, amountDue: 95_381 });
    expect(await ledgerSum(app, loanId)).toBe(572_287 - 286_143);
  });
});

describe('prepayment', () => {
  it('previews both choices before the borrower confirms, then stores the chosen schedule as a new version', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await onDay('2026-02-15', async () => {
      // 200,000 on the first due date: 95,381 settles #1, 95,381 settles #2 early, 9,238 prepays principal.
      const shorten = await app.graphql<{ paymentPreview: { settles: boolean; prepaid: number; interestSaved: number; schedule: Array<{ number: number; total: number }> } }>(
        PREVIEW,
        { loanId, amount: 200_000, prepayment: 'shorten' },
        customer.cookie,
      );
      expect(shorten.errors).toBeUndefined();
      expect(shorten.data!.paymentPreview).toMatchObject({ settles: false, prepaid: 9_238, interestSaved: 1_571 });
      expect(shorten.data!.paymentPreview.schedule.slice(2).map((row) => row.total)).toEqual([95_381, 95_381, 95_381, 84_573]);
      const lower = await app.graphql<{ paymentPreview: { interestSaved: number; schedule: Array<{ total: number }> } }>(
        PREVIEW,
        { loanId, amount: 200_000, prepayment: 'lower_instalment' },
        customer.cookie,
      );
      // Tail 336,985 over the same 4 months: 92,836 a month (hand: 336,985 × 0.04 × 1.04⁴ / (1.04⁴ − 1)).
      expect(lower.data!.paymentPreview.schedule.slice(2, 5).map((row) => row.total)).toEqual([92_836, 92_836, 92_836]);
      expect(lower.data!.paymentPreview.interestSaved).toBeLessThan(1_571);
    });

    const applied = await applyPayment(app, { loanId, userId: customer.id, amount: 200_000, receivedAt: at('2026-02-15'), prepayment: 'lower_instalment' });
    expect(applied.prepaid).toBe(9_238);
    // Read on the day of the payment: a statement closes on today at the latest.
    const statement = await onDay('2026-02-15', () =>
      app.graphql<{ loanStatement: { closingBalance: number; scheduleVersions: Array<{ version: number; reason: string; instalments: Array<{ principal: number; interest: number }> }> } }>(
        STATEMENT,
        { loanId },
        customer.cookie,
      ),
    );
    expect(statement.errors).toBeUndefined();
    const versions = statement.data!.loanStatement.scheduleVersions;
    expect(versions.map((version) => [version.version, version.reason])).toEqual([
      [1, 'original'],
      [2, 'prepayment_lower'],
    ]);
    // The signed schedule is kept as it was.
    expect(versions[0].instalments[2]).toEqual({ number: 3, principal: 81_532, interest: 13_849 });
    expect(statement.data!.loanStatement.closingBalance).toBe(await ledgerSum(app, loanId));
  });
});

describe('reversal in the middle of a history', () => {
  it('re-applies every later payment exactly as if the reversed one had never been made', async () => {
    const customer = await app.signUp();
    const control = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const controlId = await bnplLoan(app, control, analyst.cookie);
    const first = randomUUID();
    await applyPayment(app, { loanId, userId: customer.id, paymentId: first, amount: 95_381, receivedAt: at('2026-02-15') });
    // "Pay off principal early, shorten": instalment 2 in full and 4,619 prepaid, a new schedule version.
    const second = await applyPayment(app, { loanId, userId: customer.id, amount: 100_000, receivedAt: at('2026-03-10'), prepayment: 'shorten' });
    expect(second.prepaid).toBe(4_619);
    // The ledger line a person reads says the interest saved in cedis, not in pesewas.
    const [rescheduled] = await app.database.query<{ note: string }>("SELECT note FROM ledger_entry WHERE loan_id = $1 AND kind = 'reschedule'", [loanId]);
    expect(rescheduled.note).toMatch(/^Schedule version \d+: GH₵\d[\d,]*\.\d\d of interest no longer due$/);
    await applyPayment(app, { loanId, userId: customer.id, amount: 95_381, receivedAt: at('2026-04-15') });

    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: first }));

    // The same two later payments on an identical loan that never had the first one.
    await applyPayment(app, { loanId: controlId, userId: control.id, amount: 100_000, receivedAt: at('2026-03-10'), prepayment: 'shorten' });
    await applyPayment(app, { loanId: controlId, userId: control.id, amount: 95_381, receivedAt: at('2026-04-15') });
    const schedule = async (id: string, cookie: string) =>
      (await app.graphql<{ loan: { outstandingBalance: number; schedule: unknown[] } }>(
        'query L($id: ID!) { loan(id: $id) { outstandingBalance schedule { number dueDate principalDue interestDue penaltyDue paid outstanding } } }',
        { id },
        cookie,
      )).data!.loan;
    const [reversed, expected] = [await schedule(loanId, customer.cookie), await schedule(controlId, control.cookie)];
    expect(reversed).toEqual(expected);
    // Without the first payment, 100,000 on 2026-03-10 pays overdue #1 (95,381) and 4,619 of #2: nothing is prepaid.
    expect(reversed.outstandingBalance).toBe(572_287 - 195_381);
    expect(await ledgerSum(app, loanId)).toBe(572_287 - 195_381);
  });
});

describe('credit balance', () => {
  it('finance refunds at most what is held, audited, and the customer is told', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await applyPayment(app, { loanId, userId: customer.id, amount: 520_000, receivedAt: at('2026-02-01') });
    // Payoff on 2026-02-01 is 511,178: 8,822 is held as credit.
    const REFUND = `mutation R($loanId: ID!, $input: RefundCreditInput!) { refundCredit(loanId: $loanId, input: $input) { status creditBalance } }`;
    expect(errorOf(await app.graphql(REFUND, { loanId, input: { amount: 8_823, reference: 'MOMO-REF-1' } }, finance.cookie))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The credit balance is GH₵88.22; a refund cannot be more.',
    });
    expect(errorOf(await app.graphql(REFUND, { loanId, input: { amount: 100, reference: 'MOMO-REF-1' } }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const HOLDING = '{ loans(first: 100, hasCredit: true) { nodes { id creditBalance } } }';
    const holding = async () => (await app.graphql<{ loans: { nodes: Array<{ id: string; creditBalance: number }> } }>(HOLDING, {}, finance.cookie)).data!.loans.nodes;
    expect(await holding()).toContainEqual({ id: loanId, creditBalance: 8_822 });
    const refunded = await app.graphql<{ refundCredit: { status: string; creditBalance: number } }>(REFUND, { loanId, input: { amount: 8_822, reference: 'MOMO-REF-1', note: 'Sent to 0244123456' } }, finance.cookie);
    expect(refunded.errors).toBeUndefined();
    // The refund waits for a second person (maker-checker): the money is still held until then.
    expect(refunded.data!.refundCredit).toEqual({ status: 'paid_off', creditBalance: 8_822 });
    await secondPersonApproves(app, loanId, 'finance');
    expect((await holding()).map((node) => node.id)).not.toContain(loanId);
    const [audit] = await app.database.query<{ action: string }>("SELECT action FROM audit_event WHERE entity_id = $1 AND action = 'loan.refund_credit'", [loanId]);
    expect(audit?.action).toBe('loan.refund_credit');
    const [note] = await app.database.query<{ title: string }>("SELECT title FROM notification WHERE user_id = $1 AND title = 'Refund sent'", [customer.id]);
    expect(note?.title).toBe('Refund sent');
  });

  it('interest paid ahead is given back on settlement; money after that is credit, which finance can apply only to a running loan', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await applyPayment(app, { loanId, userId: customer.id, amount: 95_381, receivedAt: at('2026-02-15') });
    // 10,000 on 2026-02-20 pays interest of instalment 2 ahead of time.
    await applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-02-20') });
    // Settling that day: 5 days on 424,619 earned 424,619 × 48% × 5 / 365 = 2,792.02 → 2,792, so 7,208 paid ahead
    // comes off the principal.
    const payoff = await onDay('2026-02-20', async () => (await app.graphql<{ payableAmounts: { outstanding: number } }>(PAYABLE, { loanId }, customer.cookie)).data!.payableAmounts.outstanding);
    expect(payoff).toBe(424_619 - (10_000 - 2_792));
    const settled = await applyPayment(app, { loanId, userId: customer.id, amount: payoff, receivedAt: at('2026-02-20') });
    expect(settled).toMatchObject({ balanceAfter: 0, loanStatus: 'paid_off', unallocated: 0 });
    const late = await applyPayment(app, { loanId, userId: customer.id, amount: 5_000, receivedAt: at('2026-02-21') });
    expect(late.unallocated).toBe(5_000);
    const APPLY = 'mutation A($loanId: ID!) { applyCreditBalance(loanId: $loanId) { creditBalance } }';
    expect(errorOf(await app.graphql(APPLY, { loanId }, finance.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(await ledgerSum(app, loanId)).toBe(-5_000);
  });

  it('finance applies a credit balance to a running loan', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const settled = randomUUID();
    await applyPayment(app, { loanId, userId: customer.id, paymentId: settled, amount: 520_000, receivedAt: at('2026-02-01') });
    // Reverse the settlement (the loan runs again), then hold 8,000 of credit for the borrower.
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: settled }));
    await app.database.query(
      "INSERT INTO ledger_entry (loan_id, user_id, kind, amount, effective_on, note) VALUES ($1, $2, 'credit', -8000, '2026-02-02', 'test: money held')",
      [loanId, customer.id],
    );
    const APPLY = 'mutation A($loanId: ID!) { applyCreditBalance(loanId: $loanId) { creditBalance outstandingBalance } }';
    const asked = await onDay('2026-02-02', () => app.graphql<{ applyCreditBalance: { creditBalance: number; outstandingBalance: number } }>(APPLY, { loanId }, finance.cookie));
    expect(asked.errors).toBeUndefined();
    // Above approvals.credit_applied_threshold (0) a second person approves it first; until then the credit is held.
    expect(asked.data!.applyCreditBalance).toEqual({ creditBalance: 8_000, outstandingBalance: 572_287 });
    await onDay('2026-02-02', () => secondPersonApproves(app, loanId, 'finance'));
    const LOAN_BALANCES = 'query L($id: ID!) { loan(id: $id) { creditBalance outstandingBalance } }';
    const applied = await app.graphql<{ loan: { creditBalance: number; outstandingBalance: number } }>(LOAN_BALANCES, { id: loanId }, finance.cookie);
    // 8,000 pays interest of instalment 1 (the current one) first.
    expect(applied.data!.loan).toEqual({ creditBalance: 0, outstandingBalance: 572_287 - 8_000 });
  });
});

describe('penalty cap', () => {
  it('never charges more penalty than the cap of the loan\'s product version allows', async () => {
    // 10 bp of GH₵5,000 = 500 pesewas of penalty at most.
    const restore = await reviseProduct(app, 'bnpl', { penaltyCapBp: 10 });
    try {
      const customer = await app.signUp();
      const loanId = await bnplLoan(app, customer, analyst.cookie);
      for (const day of ['2026-03-01', '2026-03-20', '2026-04-30', '2026-06-30']) await app.services.closeOfBusiness.run(day);
      const [row] = await app.database.query<{ total: string }>("SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry WHERE loan_id = $1 AND kind = 'penalty'", [loanId]);
      expect(Number(row.total)).toBe(500);
    } finally {
      await restore();
    }
  });
});

describe('servicing terms of the product version', () => {
  const penalties = async (loanId: string) =>
    Number((await app.database.query<{ total: string }>("SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry WHERE loan_id = $1 AND kind = 'penalty'", [loanId]))[0].total);
  const firstInstalment = async (loanId: string) =>
    (await app.database.query<{ due: string; total: string }>('SELECT due_date::text AS due, (principal_due + interest_due + fee_due)::text AS total FROM loan_instalment WHERE loan_id = $1 AND number = 1', [loanId]))[0];
  const LOAN = 'query L($id: ID!) { loan(id: $id) { status daysPastDue } }';

  it('a loan is serviced on its own version\'s grace days, penalty rate and cap for life; a rent loan and a loan of the earlier version keep their own', async () => {
    const [early, late, renter] = [await app.signUp(), await app.signUp(), await app.signUp()];
    // A rent loan, signed and paid out today: the rent version's terms (5 grace days, 30% a year).
    const rentLoan = await approvedRentLoan(app, renter, analyst.cookie);
    await signAgreement(app, rentLoan, renter);
    const DISBURSE = 'mutation D($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { status } }';
    const paidOut = await app.graphql(DISBURSE, { loanId: rentLoan, input: { method: 'bank_transfer', reference: 'GCB-TERMS-1', paidTo: 'The landlord', note: null } }, finance.cookie);
    expect(paidOut.errors).toBeUndefined();
    await secondPersonApproves(app, rentLoan, 'finance');
    const rentTerms = await app.services.creditProducts.version((await app.database.query<{ id: string }>('SELECT credit_product_version_id AS id FROM loan WHERE id = $1', [rentLoan]))[0].id);
    // Booked on the version in force today: 5 grace days, 30% a year, cap 10% of the principal.
    const earlyLoan = await bnplLoan(app, early, analyst.cookie);
    const before = await app.services.creditProducts.version((await app.database.query<{ id: string }>('SELECT credit_product_version_id AS id FROM loan WHERE id = $1', [earlyLoan]))[0].id);
    const restore = await reviseProduct(app, 'bnpl', { graceDays: 10, penaltyRateAnnualBp: 6_000, penaltyCapBp: 50 });
    let restored = false;
    try {
      const lateLoan = await bnplLoan(app, late, analyst.cookie);
      // A newer version activated after both loans were signed changes neither.
      await restore();
      restored = true;
      const [versions] = [await app.database.query<{ id: string; v: string }>('SELECT id::text, credit_product_version_id::text AS v FROM loan WHERE id = ANY($1::uuid[])', [[earlyLoan, lateLoan]])];
      const versionOf = new Map(versions.map((row) => [row.id, row.v]));
      expect(versionOf.get(lateLoan)).not.toBe(versionOf.get(earlyLoan));
      const current = (await app.services.creditProducts.byCode('bnpl')).currentVersionId;
      expect([versionOf.get(earlyLoan), versionOf.get(lateLoan)]).not.toContain(current);

      const first = await firstInstalment(lateLoan);
      expect((await firstInstalment(earlyLoan)).due).toBe(first.due);
      const rentFirst = await firstInstalment(rentLoan);
      expect(rentFirst.due).toBe(first.due);
      // Seven days late: past the early loan's 5 grace days, within the late loan's 10.
      await app.services.closeOfBusiness.run(addDays(first.due, 7), { force: true });
      expect(await penalties(earlyLoan)).toBe(
        penaltyBetween({ overdueAmount: Number(first.total), penaltyRateAnnualBp: before.penaltyRateAnnualBp, fromDays: 0, toDays: 7 - before.graceDays }),
      );
      expect(await penalties(lateLoan)).toBe(0);
      expect(await penalties(rentLoan)).toBe(
        penaltyBetween({ overdueAmount: Number(rentFirst.total), penaltyRateAnnualBp: rentTerms.penaltyRateAnnualBp, fromDays: 0, toDays: 7 - rentTerms.graceDays }),
      );
      expect(rentTerms.graceDays).toBe(5);
      await onDay(addDays(first.due, 7), async () => {
        expect((await app.graphql<{ loan: { status: string; daysPastDue: number } }>(LOAN, { id: earlyLoan }, finance.cookie)).data!.loan).toEqual({ status: 'in_arrears', daysPastDue: 7 });
        expect((await app.graphql<{ loan: { status: string; daysPastDue: number } }>(LOAN, { id: lateLoan }, finance.cookie)).data!.loan).toEqual({ status: 'active', daysPastDue: 0 });
      });
      // Fourteen days late: the late loan is charged 60% a year for the 4 days past its grace.
      await app.services.closeOfBusiness.run(addDays(first.due, 14), { force: true });
      expect(await penalties(lateLoan)).toBe(penaltyBetween({ overdueAmount: Number(first.total), penaltyRateAnnualBp: 6_000, fromDays: 0, toDays: 4 }));
      // Months later the late loan stops at its own cap (50 bp of GH₵5,000 = GH₵25.00); the early one goes past it.
      await app.services.closeOfBusiness.run(addDays(first.due, 160), { force: true });
      expect(await penalties(lateLoan)).toBe(2_500);
      expect(await penalties(earlyLoan)).toBeGreaterThan(2_500);
      expect(await penalties(earlyLoan)).toBeLessThanOrEqual(percentOf(500_000, before.penaltyCapBp));
    } finally {
      if (!restored) await restore();
    }
  });
});

describe('finding a loan', () => {
  it('finance searches by borrower phone in any Ghana format and by loan number; customers cannot list loans', async () => {
    const customer = await app.signUp({ firstName: 'Akosua', lastName: 'Searchable' });
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await app.database.query("INSERT INTO profile (user_id, phone) VALUES ($1, '+233244123999') ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone", [customer.id]);
    const SEARCH = 'query S($search: String) { loans(first: 20, search: $search) { nodes { id number customer { lastName } } } }';
    const ids = async (search: string) => (await app.graphql<{ loans: { nodes: Array<{ id: string; number: string }> } }>(SEARCH, { search }, finance.cookie)).data!.loans.nodes.map((node) => node.id);
    expect(await ids('024 412 3999')).toContain(loanId);
    expect(await ids('+233 24 412 3999')).toContain(loanId);
    expect(await ids('akosua searchable')).toContain(loanId);
    const number = `LN-${loanId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(await ids(number)).toEqual([loanId]);
    expect(await ids('nobody-by-this-name')).toEqual([]);
    expect(errorOf(await app.graphql(SEARCH, { search: 'a' }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
