// Dashboard figures computed in SQL over every loan and order, checked against loans built through the real flows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { LOAN, applyPayment, bnplLoan, checkout, createCatalogueItem } from '../loans/loan.fixtures.js';

type Instalment = { number: number; dueDate: string; principalDue: number; interestDue: number; feeDue: number; totalDue: number; outstanding: number };
type LoanData = { id: string; principal: number; outstandingBalance: number; amountOverdue: number; daysPastDue: number; arrearsBucket: string | null; schedule: Instalment[] };

let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string };
const loans: Record<'a' | 'b' | 'c', LoanData> = {} as never;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function loanOf(id: string): Promise<LoanData> {
  const result = await app.graphql<{ loan: LoanData }>(LOAN, { id }, analyst.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.loan;
}

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  const [a, b, c] = [await app.signUp(), await app.signUp(), await app.signUp()];
  // A and B are approved on 15 January (instalments due on the 15th), C on 18 January (due on the 18th).
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  const loanA = await bnplLoan(app, a, analyst.cookie, 500_000, 6);
  const loanB = await bnplLoan(app, b, analyst.cookie, 300_000, 6);
  app.services.clock.set(new Date('2026-01-18T09:00:00Z'));
  const loanC = await bnplLoan(app, c, analyst.cookie, 600_000, 5);
  const scheduleB = (await loanOf(loanB)).schedule;
  const scheduleC = (await loanOf(loanC)).schedule;
  // B pays its first two instalments, C its first three; A pays one instalment that is then reversed.
  await applyPayment(app, { loanId: loanB, userId: b.id, amount: scheduleB[0].totalDue + scheduleB[1].totalDue, receivedAt: new Date('2026-03-16T10:00:00Z') });
  await applyPayment(app, { loanId: loanC, userId: c.id, amount: sum(scheduleC.slice(0, 3).map((inst) => inst.totalDue)), receivedAt: new Date('2026-04-19T10:00:00Z') });
  const reversed = randomUUID();
  const firstA = (await loanOf(loanA)).schedule[0].totalDue;
  await applyPayment(app, { loanId: loanA, userId: a.id, amount: firstA, receivedAt: new Date('2026-02-16T10:00:00Z'), paymentId: reversed });
  await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: reversed }));
  // Figures as of 15 May 2026 (grace: 5 days).
  app.services.clock.set(new Date('2026-05-15T09:00:00Z'));
  loans.a = await loanOf(loanA);
  loans.b = await loanOf(loanB);
  loans.c = await loanOf(loanC);
});
afterAll(async () => {
  await app?.stop();
});

const COLLECTIONS = `{ collectionStats {
  asOf loansInArrears amountOverdue
  arrears { bucket loans amountOverdue outstandingBalance }
  dueToday { instalments amount } dueThisWeek { instalments amount } } }`;

describe('collectionStats', () => {
  it('puts every running loan in its days-past-due bucket with overdue and outstanding amounts', async () => {
    const { a, b, c } = loans;
    // A: oldest unpaid due 15 Feb → 89 days → 61–90; overdue: Feb, Mar and Apr (May is within grace).
    expect(a).toMatchObject({ daysPastDue: 89, arrearsBucket: 'days_61_90' });
    // B: paid Feb and Mar; Apr is 30 days late → 1–30.
    expect(b).toMatchObject({ daysPastDue: 30, arrearsBucket: 'days_1_30' });
    // C: paid through 18 Apr; 18 May not yet due.
    expect(c).toMatchObject({ daysPastDue: 0, arrearsBucket: null });
    const overdueA = sum(a.schedule.slice(0, 3).map((inst) => inst.totalDue));
    const overdueB = b.schedule[2].totalDue;
    expect([a.amountOverdue, b.amountOverdue]).toEqual([overdueA, overdueB]);

    const result = await app.graphql(COLLECTIONS, {}, finance.cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      collectionStats: {
        asOf: '2026-05-15',
        loansInArrears: 2,
        amountOverdue: overdueA + overdueB,
        arrears: [
          { bucket: 'days_1_30', loans: 1, amountOverdue: overdueB, outstandingBalance: b.outstandingBalance },
          { bucket: 'days_31_60', loans: 0, amountOverdue: 0, outstandingBalance: 0 },
          { bucket: 'days_61_90', loans: 1, amountOverdue: overdueA, outstandingBalance: a.outstandingBalance },
          { bucket: 'days_90_plus', loans: 0, amountOverdue: 0, outstandingBalance: 0 },
        ],
        // Due 15 May: A #4 and B #4. The week (15–21 May) adds C #4 on the 18th.
        dueToday: { instalments: 2, amount: a.schedule[3].totalDue + b.schedule[3].totalDue },
        dueThisWeek: { instalments: 3, amount: a.schedule[3].totalDue + b.schedule[3].totalDue + c.schedule[3].totalDue },
      },
    });
  });

  it('moves loans between buckets as days pass and counts 90+ past the grace days', async () => {
    app.services.clock.set(new Date('2026-05-20T09:00:00Z'));
    try {
      const result = await app.graphql<{ collectionStats: { arrears: Array<{ bucket: string; loans: number }>; dueToday: { instalments: number } } }>(COLLECTIONS, {}, finance.cookie);
      // A: 94 days; B: 35 days; C's 18 May instalment is 2 days late, still within grace.
      expect(result.data!.collectionStats.arrears.map((bucket) => [bucket.bucket, bucket.loans])).toEqual([
        ['days_1_30', 0],
        ['days_31_60', 1],
        ['days_61_90', 0],
        ['days_90_plus', 1],
      ]);
      expect(result.data!.collectionStats.dueToday.instalments).toBe(0);
    } finally {
      app.services.clock.set(new Date('2026-05-15T09:00:00Z'));
    }
  });
});

const FINANCE = `query F($from: DateTimeISO!, $to: DateTimeISO!) { financeStats(from: $from, to: $to) {
  disbursements { source loans principal scheduledInterest }
  disbursedLoans disbursedAmount appliedToLoans collectedAmount principalCollected interestEarned feesEarned penaltiesEarned } }`;

describe('financeStats', () => {
  it('sums disbursements by source and what payments (net of reversals) paid of principal, interest and fees', async () => {
    const { a, b, c } = loans;
    const january = await app.graphql(FINANCE, { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }, finance.cookie);
    expect(january.errors).toBeUndefined();
    const scheduledInterest = sum([a, b, c].flatMap((loan) => loan.schedule.map((inst) => inst.interestDue)));
    const paid = [...b.schedule.slice(0, 2), ...c.schedule.slice(0, 3)];
    // Ledger rows carry the real time they were written, so collections are read around now.
    expect(january.data).toMatchObject({
      financeStats: {
        disbursements: [
          { source: 'rent', loans: 0, principal: 0, scheduledInterest: 0 },
          { source: 'bnpl', loans: 3, principal: 1_400_000, scheduledInterest },
        ],
        disbursedLoans: 3,
        disbursedAmount: 1_400_000,
      },
    });
    const now = Date.now();
    const recent = await app.graphql(FINANCE, { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() }, finance.cookie);
    expect(recent.data).toEqual({
      financeStats: {
        disbursements: [
          { source: 'rent', loans: 0, principal: 0, scheduledInterest: 0 },
          { source: 'bnpl', loans: 0, principal: 0, scheduledInterest: 0 },
        ],
        disbursedLoans: 0,
        disbursedAmount: 0,
        appliedToLoans: sum(paid.map((inst) => inst.totalDue)),
        // Deprecated name of the same figure (it is not money collected: paymentStats.collectedAmount is).
        collectedAmount: sum(paid.map((inst) => inst.totalDue)),
        principalCollected: sum(paid.map((inst) => inst.principalDue)),
        interestEarned: sum(paid.map((inst) => inst.interestDue)),
        feesEarned: sum(paid.map((inst) => inst.feeDue)),
        penaltiesEarned: 0,
      },
    });
    expect(sum(paid.map((inst) => inst.interestDue))).toBeGreaterThan(0);
  });
});

describe('orderStats', () => {
  it('counts BNPL orders and their value per day, every day of the range', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 250_000, stock: 5 });
    const pending = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 250_000, 6);
    expect(pending.errors).toBeUndefined();
    // Place the four orders on known days: the three approved ones on 1 and 3 March, the pending one on 3 March.
    const orders = await app.database.query<{ id: string; subtotal: number }>('SELECT id, subtotal FROM bnpl_order ORDER BY subtotal');
    const days = new Map([[250_000, '2026-03-03T10:00:00Z'], [300_000, '2026-03-01T08:00:00Z'], [500_000, '2026-03-01T23:59:59Z'], [600_000, '2026-03-03T00:00:00Z']]);
    for (const order of orders) await app.database.query('UPDATE bnpl_order SET created_at = $2 WHERE id = $1', [order.id, days.get(order.subtotal)]);
    const STATS = 'query O($from: DateTimeISO!, $to: DateTimeISO!) { orderStats(from: $from, to: $to) { totalOrders totalAmount perDay { date count amount } } }';
    const result = await app.graphql(STATS, { from: '2026-03-01T00:00:00Z', to: '2026-03-04T00:00:00Z' }, (await app.signInAs('sales_executive')).cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      orderStats: {
        totalOrders: 4,
        totalAmount: 1_650_000,
        perDay: [
          { date: '2026-03-01', count: 2, amount: 800_000 },
          { date: '2026-03-02', count: 0, amount: 0 },
          { date: '2026-03-03', count: 2, amount: 850_000 },
        ],
      },
    });
  });
});

describe('who may read the loan figures', () => {
  it('needs viewAnalytics', async () => {
    const customer = await app.signUp();
    const inspector = await app.signInAs('inspection_and_verification');
    const range = { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' };
    for (const cookie of [customer.cookie, inspector.cookie]) {
      expect((await app.graphql(COLLECTIONS, {}, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql(FINANCE, range, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await app.graphql('query O($from: DateTimeISO!, $to: DateTimeISO!) { orderStats(from: $from, to: $to) { totalOrders } }', range, cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const backwards = await app.graphql(FINANCE, { from: range.to, to: range.from }, finance.cookie);
    expect(backwards.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'to' });
  });
});
