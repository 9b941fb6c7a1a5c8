import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { LOAN, LOAN_FIELDS, applyPayment, bnplLoan, errorOf, ledgerSum } from './loan.fixtures.js';
import { makeApplicationApprovable } from '../../test/approval-fixtures.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

type LoanData = {
  id: string;
  status: string;
  startDate: string | null;
  outstandingBalance: number;
  amountOverdue: number;
  daysPastDue: number;
  arrearsBucket: string | null;
  nextInstalment: { number: number; dueDate: string; amountDue: number } | null;
  schedule: Array<{ number: number; dueDate: string; penaltyDue: number; outstanding: number; status: string }>;
};

async function loanOf(id: string, cookie: string): Promise<LoanData> {
  const result = await app.graphql<{ loan: LoanData }>(LOAN, { id }, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.loan;
}

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const closeBusiness = (date: string) => app.services.closeOfBusiness.run(date);

describe('rent loans', () => {
  it('are created awaiting disbursement on approval, and start a month after finance pays the landlord', async () => {
    const customer = await app.signUp();
    const finance = await app.signInAs('finance');
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const applicationId = submitted.data!.submitApplication.id;
    const [stored] = await app.database.query<{ disclosure: { totalRepayable: number } }>('SELECT disclosure FROM application WHERE id = $1', [applicationId]);
    expect(stored.disclosure.totalRepayable).toBe(validApplicationInput().acceptedDisclosure.totalRepayable);
    await makeApplicationApprovable(app, applicationId);
    const approve = 'mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and landlord verified.") { status } }';
    expect((await app.graphql(approve, { id: applicationId }, analyst.cookie)).errors).toBeUndefined();

    const mine = await app.graphql<{ myLoans: { nodes: LoanData[] } }>(`{ myLoans { nodes { ${LOAN_FIELDS} } } }`, {}, customer.cookie);
    const [loan] = mine.data!.myLoans.nodes;
    expect(loan).toMatchObject({ status: 'awaiting_disbursement', startDate: null, outstandingBalance: 0, schedule: [] });

    const DISBURSE = `mutation D($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { ${LOAN_FIELDS} } }`;
    const input = { method: 'bank_transfer', reference: 'GCB-2026-0001', paidTo: 'Nana Yeboah', note: 'Six months advance' };
    expect(errorOf(await app.graphql(DISBURSE, { loanId: loan.id, input }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(DISBURSE, { loanId: loan.id, input }, finance.cookie))).toMatchObject({ code: 'AGREEMENT_NOT_SIGNED' });
    await signAgreement(app, loan.id, customer);
    app.services.clock.set(new Date('2026-01-31T10:00:00Z'));
    try {
      const asked = await app.graphql<{ recordDisbursement: LoanData }>(DISBURSE, { loanId: loan.id, input }, finance.cookie);
      expect(asked.errors).toBeUndefined();
      // Nothing is paid until a second person approves (maker-checker, approvals.test.ts).
      expect(asked.data!.recordDisbursement).toMatchObject({ status: 'awaiting_disbursement', startDate: null });
      await secondPersonApproves(app, loan.id, 'finance');
      const started = await loanOf(loan.id, finance.cookie);
      // Jan 31 + 1 month is clamped to Feb 28.
      expect(started).toMatchObject({ status: 'active', startDate: '2026-02-28' });
      expect(started.schedule).toHaveLength(12);
      // Each instalment falls on the start day of its month, clamped only in short months: never the 28th throughout.
      expect(started.schedule.slice(0, 4).map((row) => row.dueDate)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
      expect(started.outstandingBalance).toBe(validApplicationInput().acceptedDisclosure.totalRepayable);
      expect(await ledgerSum(app, loan.id)).toBe(started.outstandingBalance);
      expect(errorOf(await app.graphql(DISBURSE, { loanId: loan.id, input }, finance.cookie))).toMatchObject({ code: 'CONFLICT' });
      const [audit] = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_event WHERE action = 'loan.disburse' AND entity_id = $1", [loan.id]);
      expect(audit.n).toBe(1);
    } finally {
      app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
    }
  });
});

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month from 2026-01-15 (hand table, half up):
// instalment 95,381; rows (principal, interest): 1 (75,381, 20,000), 2 (78,396, 16,985), 3 (81,532, 13,849),
// 4 (84,793, 10,588), 5 (88,185, 7,196), 6 (91,713, 3,669); total 572,287.
describe('applyPayment', () => {
  it('pays what is due, then the current instalment early, and only then prepays principal', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // On the first due date: instalment 1 is due; the 4,619 left goes to instalment 2 (interest first), not to #6.
    const result = await applyPayment(app, { loanId, userId: customer.id, amount: 100_000, receivedAt: at('2026-02-15') });
    expect(result).toEqual({
      allocation: [
        { number: 1, penalty: 0, fee: 0, interest: 20_000, principal: 75_381 },
        { number: 2, penalty: 0, fee: 0, interest: 4_619, principal: 0 },
      ],
      prepaid: 0,
      unallocated: 0,
      balanceAfter: 472_287,
      loanStatus: 'active',
    });
    expect(await ledgerSum(app, loanId)).toBe(472_287);
    const view = await loanOf(loanId, customer.cookie);
    expect(view.nextInstalment).toEqual({ number: 2, dueDate: '2026-03-15', amountDue: 95_381 - 4_619 });
  });

  it('ends exactly right after 20 concurrent payments on one loan, each filling the next instalment in due order', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-02-15') })),
    );
    expect(results.every((result) => result.unallocated === 0 && result.prepaid === 0)).toBe(true);
    // 190,762 covers instalments 1 and 2; the last 9,238 goes to instalment 3 (all of it interest: 13,849 is due).
    expect(await ledgerSum(app, loanId)).toBe(572_287 - 200_000);
    const view = await loanOf(loanId, customer.cookie);
    expect(view.outstandingBalance).toBe(372_287);
    expect(view.nextInstalment).toMatchObject({ number: 3, amountDue: 95_381 - 9_238 });
    expect(view.schedule.map((row) => [row.number, row.outstanding])).toEqual([
      [1, 0],
      [2, 0],
      [3, 86_143],
      [4, 95_381],
      [5, 95_381],
      [6, 95_382],
    ]);
  });

  it('ends exactly right after 20 concurrent "pay off principal early" payments, the prepaid part lowering future interest', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-02-15'), prepayment: 'shorten' })),
    );
    expect(results.every((result) => result.unallocated === 0)).toBe(true);
    // 190,762 settles instalments 1 and 2; 9,238 prepays principal: the tail 346,223 → 336,985 is re-scheduled
    // with the same 95,381 instalment: (81,902 + 13,479), (85,178 + 10,203), (88,585 + 6,796), (81,320 + 3,253),
    // 1,571 less interest than before.
    expect(results.reduce((sum, result) => sum + result.prepaid, 0)).toBe(9_238);
    expect(await ledgerSum(app, loanId)).toBe(572_287 - 200_000 - 1_571);
    const view = await loanOf(loanId, customer.cookie);
    expect(view.outstandingBalance).toBe(370_716);
    expect(view.schedule.slice(2).map((row) => [row.number, row.outstanding])).toEqual([
      [3, 95_381],
      [4, 95_381],
      [5, 95_381],
      [6, 84_573],
    ]);
  });

  it('settles the loan with interest only to the day, keeps the surplus as credit, and credits later money too', async () => {
    const customer = await app.signUp();
    const stranger = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await expect(applyPayment(app, { loanId, userId: stranger.id, amount: 10_000, receivedAt: at('2026-02-01') })).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(applyPayment(app, { loanId, userId: customer.id, amount: 0, receivedAt: at('2026-02-01') })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // 2026-02-01 is 17 days into the first period: 500,000 × 48% × 17/365 = 11,178.08 → 11,178; payoff 511,178.
    const paid = await applyPayment(app, { loanId, userId: customer.id, amount: 600_000, receivedAt: at('2026-02-01') });
    expect(paid).toMatchObject({ unallocated: 600_000 - 511_178, balanceAfter: 0, loanStatus: 'paid_off' });
    const late = await applyPayment(app, { loanId, userId: customer.id, amount: 100, receivedAt: at('2026-02-02') });
    expect(late).toMatchObject({ allocation: [], unallocated: 100, loanStatus: 'paid_off' });
    const credit = await app.graphql<{ loan: { creditBalance: number; status: string } }>('query L($id: ID!) { loan(id: $id) { creditBalance status } }', { id: loanId }, customer.cookie);
    expect(credit.data!.loan).toEqual({ creditBalance: 88_822 + 100, status: 'paid_off' });
    // What is owed less the credit we hold: the ledger says the same.
    expect(await ledgerSum(app, loanId)).toBe(-(88_822 + 100));
    expect(errorOf(await app.graphql(LOAN, { id: loanId }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is undone by correcting entries that leave the originals untouched, and reopens the loan', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const paymentId = randomUUID();
    await applyPayment(app, { loanId, userId: customer.id, paymentId, amount: 572_287, receivedAt: at('2026-02-01') });
    expect((await loanOf(loanId, customer.cookie)).status).toBe('paid_off');
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId }));
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId }));
    const after = await loanOf(loanId, customer.cookie);
    expect(after).toMatchObject({ status: 'active', outstandingBalance: 572_287 });
    const kinds = await app.database.query<{ kind: string; amount: string }>('SELECT kind, amount::text FROM ledger_entry WHERE loan_id = $1 ORDER BY seq', [loanId]);
    // Settlement: 61,109 of interest not charged (572,287 − 511,178), then the payment and the surplus as credit.
    expect(kinds.map((row) => [row.kind, Number(row.amount)])).toEqual([
      ['disbursement', 572_287],
      ['rebate', -61_109],
      ['payment', -511_178],
      ['credit', -61_109],
      ['credit', 61_109],
      ['reversal', 511_178],
      ['rebate', 61_109],
    ]);
  });

  it('keeps what is owed less credit equal to the sum of the ledger over random payments and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 250_000 }), day: fc.integer({ min: 0, max: 200 }), reverse: fc.boolean(), lower: fc.boolean() }), { minLength: 1, maxLength: 6 }),
        async (payments) => {
          const customer = await app.signUp();
          const loanId = await bnplLoan(app, customer, analyst.cookie, 300_000, 5);
          const days = payments.map((payment) => payment.day).sort((a, b) => a - b);
          const applied: string[] = [];
          for (const [index, payment] of payments.entries()) {
            const paymentId = randomUUID();
            const receivedAt = new Date(Date.UTC(2026, 0, 20) + days[index] * 86_400_000);
            await applyPayment(app, { loanId, userId: customer.id, paymentId, amount: payment.amount, receivedAt, prepayment: payment.lower ? 'lower_instalment' : 'shorten' });
            applied.push(paymentId);
            // Reversing the first payment re-applies every later one.
            if (payment.reverse) await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: applied[0] }));
            const view = await app.graphql<{ loan: { outstandingBalance: number; creditBalance: number; status: string } }>(
              'query L($id: ID!) { loan(id: $id) { outstandingBalance creditBalance status } }',
              { id: loanId },
              customer.cookie,
            );
            const { outstandingBalance, creditBalance, status } = view.data!.loan;
            expect(outstandingBalance - creditBalance).toBe(await ledgerSum(app, loanId));
            expect(outstandingBalance).toBeGreaterThanOrEqual(0);
            expect(creditBalance).toBeGreaterThanOrEqual(0);
            expect(status === 'paid_off').toBe(outstandingBalance === 0);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('ledger', () => {
  it('refuses UPDATE and DELETE', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await expect(app.database.query('UPDATE ledger_entry SET amount = 0 WHERE loan_id = $1', [loanId])).rejects.toThrow(/append-only/);
    await expect(app.database.query('DELETE FROM ledger_entry WHERE loan_id = $1', [loanId])).rejects.toThrow(/append-only/);
    expect(await ledgerSum(app, loanId)).toBe(572_287);
  });
});

describe('close of business (penalties and arrears)', () => {
  it('charges penalty on the overdue amount only, once a day, and moves the loan in and out of arrears', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // Inside the grace days (due Feb 15, grace 5): nothing.
    await closeBusiness('2026-02-20');
    expect(await ledgerSum(app, loanId)).toBe(572_287);

    // Feb 25: 10 days late, 5 beyond grace: 95,381 × 30% × 5/365 = 391.98 → 392 pesewas.
    const [first, again] = [await closeBusiness('2026-02-25'), await closeBusiness('2026-02-25')];
    // The date is closed: a second run does nothing, and a forced one charges nothing already charged.
    expect([first.ran, again.ran]).toEqual([true, false]);
    expect((await app.services.closeOfBusiness.run('2026-02-25', { force: true })).penaltyTotal).toBe(0);
    expect(await ledgerSum(app, loanId)).toBe(572_287 + 392);
    // Feb 26: one more day on the same overdue amount (not on the penalty): 95,381 × 30% / 365 = 78.39 → 78.
    await closeBusiness('2026-02-26');
    expect(await ledgerSum(app, loanId)).toBe(572_287 + 392 + 78);

    app.services.clock.set(at('2026-02-26'));
    try {
      const inArrears = await loanOf(loanId, customer.cookie);
      expect(inArrears).toMatchObject({ status: 'in_arrears', amountOverdue: 95_381 + 470, daysPastDue: 11, arrearsBucket: 'days_1_30' });
      expect(inArrears.schedule[0]).toMatchObject({ penaltyDue: 470, status: 'overdue' });
      const listed = await app.graphql<{ loans: { nodes: Array<{ id: string }> } }>(
        '{ loans(first: 100, arrearsBucket: days_1_30) { nodes { id } } }',
        {},
        analyst.cookie,
      );
      expect(listed.data!.loans.nodes.map((node) => node.id)).toContain(loanId);

      const cured = await applyPayment(app, { loanId, userId: customer.id, amount: 95_381 + 470, receivedAt: at('2026-02-26') });
      expect(cured.allocation[0]).toEqual({ number: 1, penalty: 470, fee: 0, interest: 20_000, principal: 75_381 });
      expect(cured.loanStatus).toBe('active');
    } finally {
      app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
    }
  });

  it('lets two concurrent runners share the work without charging anything twice', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const before = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty'");
    // Each lane's batches are taken under a lock per date and lane: one runner may do a lane while the other does the
    // other lane, or one runner may do both; either way every penalty is written once, by whichever runner took it.
    const results = await Promise.all([closeBusiness('2026-03-01'), closeBusiness('2026-03-01')]);
    const written = results.reduce((sum, result) => sum + result.penaltiesWritten, 0);
    expect(written).toBeGreaterThan(0);
    const penalties = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty' AND loan_id = $1", [loanId]);
    expect(penalties[0].n).toBe(1);
    const after = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty'");
    expect(after[0].n - before[0].n).toBe(written);
  });
});
