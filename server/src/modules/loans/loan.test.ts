import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { runOverdueJob } from '../../jobs/overdue.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { LOAN, LOAN_FIELDS, applyPayment, bnplLoan, errorOf, ledgerSum } from './loan.fixtures.js';

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
const overdueDeps = () => ({ db: app.database.db, loans: app.services.loans, quotes: app.services.quotes });

describe('rent loans', () => {
  it('are created awaiting disbursement on approval, and start a month after finance pays the landlord', async () => {
    const customer = await app.signUp();
    const finance = await app.signInAs('finance');
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const applicationId = submitted.data!.submitApplication.id;
    const [stored] = await app.database.query<{ disclosure: { totalRepayable: number } }>('SELECT disclosure FROM application WHERE id = $1', [applicationId]);
    expect(stored.disclosure.totalRepayable).toBe(validApplicationInput().acceptedDisclosure.totalRepayable);
    const approve = 'mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and landlord verified.") { status } }';
    expect((await app.graphql(approve, { id: applicationId }, analyst.cookie)).errors).toBeUndefined();

    const mine = await app.graphql<{ myLoans: { nodes: LoanData[] } }>(`{ myLoans { nodes { ${LOAN_FIELDS} } } }`, {}, customer.cookie);
    const [loan] = mine.data!.myLoans.nodes;
    expect(loan).toMatchObject({ status: 'awaiting_disbursement', startDate: null, outstandingBalance: 0, schedule: [] });

    const DISBURSE = `mutation D($loanId: ID!, $input: DisbursementInput!) { recordDisbursement(loanId: $loanId, input: $input) { ${LOAN_FIELDS} } }`;
    const input = { method: 'bank_transfer', reference: 'GCB-2026-0001', paidTo: 'Nana Yeboah', note: 'Six months advance' };
    expect(errorOf(await app.graphql(DISBURSE, { loanId: loan.id, input }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    app.services.clock.set(new Date('2026-01-31T10:00:00Z'));
    try {
      const disbursed = await app.graphql<{ recordDisbursement: LoanData }>(DISBURSE, { loanId: loan.id, input }, finance.cookie);
      expect(disbursed.errors).toBeUndefined();
      const started = disbursed.data!.recordDisbursement;
      // Jan 31 + 1 month is clamped to Feb 28.
      expect(started).toMatchObject({ status: 'active', startDate: '2026-02-28' });
      expect(started.schedule).toHaveLength(12);
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

describe('applyPayment', () => {
  it('pays penalty, fee, interest, principal of what is due, then shortens the loan from the last instalment', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // On the first due date: instalment 1 is due (GH₵200.00 interest + GH₵753.81 principal), the rest prepays #6.
    const result = await applyPayment(app, { loanId, userId: customer.id, amount: 100_000, receivedAt: at('2026-02-15') });
    expect(result).toEqual({
      allocation: [
        { number: 1, penalty: 0, fee: 0, interest: 20_000, principal: 75_381 },
        { number: 6, penalty: 0, fee: 0, interest: 0, principal: 4_619 },
      ],
      unallocated: 0,
      balanceAfter: 472_287,
      loanStatus: 'active',
    });
    expect(await ledgerSum(app, loanId)).toBe(472_287);
    expect(await app.services.loans.amountDue(loanId, { id: customer.id, role: 'user' } as never)).toMatchObject({ outstanding: 472_287, overdue: 0 });
  });

  it('ends exactly right after 20 concurrent payments on one loan', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-02-15') })),
    );
    expect(results.every((result) => result.unallocated === 0)).toBe(true);
    expect(Math.min(...results.map((result) => result.balanceAfter))).toBe(572_287 - 200_000);
    expect(await ledgerSum(app, loanId)).toBe(372_287);
    expect((await loanOf(loanId, customer.cookie)).outstandingBalance).toBe(372_287);
  });

  it('marks the loan paid off, returns the surplus, then refuses further payments; strangers get NOT_FOUND', async () => {
    const customer = await app.signUp();
    const stranger = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await expect(applyPayment(app, { loanId, userId: stranger.id, amount: 10_000, receivedAt: at('2026-02-01') })).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(applyPayment(app, { loanId, userId: customer.id, amount: 0, receivedAt: at('2026-02-01') })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const paid = await applyPayment(app, { loanId, userId: customer.id, amount: 600_000, receivedAt: at('2026-02-01') });
    expect(paid).toMatchObject({ unallocated: 600_000 - 572_287, balanceAfter: 0, loanStatus: 'paid_off' });
    await expect(applyPayment(app, { loanId, userId: customer.id, amount: 100, receivedAt: at('2026-02-02') })).rejects.toMatchObject({
      message: 'This loan is already paid off.',
      extensions: { code: 'CONFLICT' },
    });
    expect(errorOf(await app.graphql(LOAN, { id: loanId }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is undone by a reversal entry that leaves the original untouched', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const paymentId = randomUUID();
    await applyPayment(app, { loanId, userId: customer.id, paymentId, amount: 572_287, receivedAt: at('2026-02-01') });
    expect((await loanOf(loanId, customer.cookie)).status).toBe('paid_off');
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId }));
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId }));
    const after = await loanOf(loanId, customer.cookie);
    expect(after).toMatchObject({ status: 'active', outstandingBalance: 572_287 });
    const kinds = await app.database.query<{ kind: string; amount: string }>('SELECT kind, amount::text FROM ledger_entry WHERE loan_id = $1 ORDER BY created_at, kind', [loanId]);
    expect(kinds.map((row) => [row.kind, Number(row.amount)])).toEqual([['disbursement', 572_287], ['payment', -572_287], ['reversal', 572_287]]);
  });

  it('keeps every balance equal to the sum of its ledger entries over random payment sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 250_000 }), day: fc.integer({ min: 0, max: 200 }), reverse: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        async (payments) => {
          const customer = await app.signUp();
          const loanId = await bnplLoan(app, customer, analyst.cookie, 300_000, 5);
          for (const payment of payments) {
            const paymentId = randomUUID();
            const receivedAt = new Date(Date.UTC(2026, 0, 20) + payment.day * 86_400_000);
            try {
              await applyPayment(app, { loanId, userId: customer.id, paymentId, amount: payment.amount, receivedAt });
            } catch (error) {
              expect(error).toMatchObject({ extensions: { code: 'CONFLICT' } });
              continue;
            }
            if (payment.reverse) await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId }));
            const view = await loanOf(loanId, customer.cookie);
            expect(view.outstandingBalance).toBe(await ledgerSum(app, loanId));
            expect(view.status === 'paid_off').toBe(view.outstandingBalance === 0);
          }
        },
      ),
      { numRuns: 8 },
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

describe('overdue job', () => {
  it('charges penalty on the overdue amount only, once a day, and moves the loan in and out of arrears', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // Inside the grace days (due Feb 15, grace 5): nothing.
    await runOverdueJob(overdueDeps(), '2026-02-20');
    expect(await ledgerSum(app, loanId)).toBe(572_287);

    // Feb 25: 10 days late, 5 beyond grace: 95,381 × 30% × 5/365 = 391.98 → 392 pesewas.
    const [first, again] = [await runOverdueJob(overdueDeps(), '2026-02-25'), await runOverdueJob(overdueDeps(), '2026-02-25')];
    expect(first.ran && again.ran).toBe(true);
    expect(await ledgerSum(app, loanId)).toBe(572_287 + 392);
    // Feb 26: one more day on the same overdue amount (not on the penalty): 95,381 × 30% / 365 = 78.39 → 78.
    await runOverdueJob(overdueDeps(), '2026-02-26');
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

  it('lets only one of two concurrent runners do the work', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const before = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty'");
    const results = await Promise.all([runOverdueJob(overdueDeps(), '2026-03-01'), runOverdueJob(overdueDeps(), '2026-03-01')]);
    expect(results.filter((result) => result.penaltiesWritten > 0)).toHaveLength(1);
    const penalties = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty' AND loan_id = $1", [loanId]);
    expect(penalties[0].n).toBe(1);
    const after = await app.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'penalty'");
    expect(after[0].n - before[0].n).toBe(results.find((result) => result.penaltiesWritten > 0)!.penaltiesWritten);
  });
});
