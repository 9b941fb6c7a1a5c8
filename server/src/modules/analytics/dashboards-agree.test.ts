// Dashboards agree with their pages: every collected, outstanding and overdue figure a staff dashboard shows is the number
// the page it summarises shows, on the demo data (SEED_DEMO_DATA), through GraphQL as the role that sees each screen.
// Both sides send the web's own operations (read from its .graphql files): a dashboard or a page that starts reading
// another field, or a service changed on one side only, fails here.
// - collected (General, Finance and Collections dashboards, Analytics) = the Payments page's successful payments of
//   the period (a reversed payment is listed as reversed), per method too, and the part held in suspense;
// - in arrears, overdue and total owed by days-past-due bucket (Collections dashboard) = the Loans page (and
//   Payments → Loans) filtered by that bucket, summed; the Collections page's queue of the bucket lists the same
//   loans with the same figures, and each loan's collections panel says what the Loans page says;
// - outstanding principal (Collections page, PAR) = the Accounting page's classification = the loans' settlement
//   quotes' principal.
// The demo loans were disbursed 35 days ago with their first instalment paid, so nothing is late today. The app's
// clock is then moved (close of business run for each day: penalties, arrears): two days after the second
// instalment (within the grace days: due, not overdue), two days after the third (finance takes a partial payment,
// a payment clearing a loan's arrears and one that is reversed), and 35 days later (two buckets).
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../finance/index.js';
import { DEMO_SECOND_FINANCE, demoEmail } from '../../seed/seed.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_PASSWORD = 'Demo!2026pass';
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/src');

// ---- the web's operations ---------------------------------------------------------------------------------------

const definitions: DefinitionNode[] = [];
for (const dir of ['features/admin', 'components']) {
  for (const file of fs.readdirSync(path.join(WEB, dir), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.graphql')) definitions.push(...parse(fs.readFileSync(path.join(WEB, dir, file), 'utf8')).definitions);
  }
}
const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
const operations = new Map(definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((d) => [d.name!.value, d]));

/** The web's operation with the fragments it spreads (transitively), as the generated document sends it. */
function webOperation(name: string): string {
  const operation = operations.get(name);
  if (!operation) throw new Error(`no operation ${name} in the web's .graphql files`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)!;
        if (!needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...needed.values()].map((node) => print(node)).join('\n');
}

// ---- who asks ---------------------------------------------------------------------------------------------------

type Staff = 'admin' | 'superadmin' | 'finance' | 'checker' | 'recovery_and_collections';
let app: TestApp;
const cookies = {} as Record<Staff, string>;

async function ask<T>(staff: Staff, name: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await app.graphql<T>(webOperation(name), variables, cookies[staff]);
  expect(result.errors, `${name} as ${staff}`).toBeUndefined();
  return result.data!;
}

type Connection<N> = { nodes: N[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** Every row a page lists, page after page, as its grid pages through them. */
async function every<N>(staff: Staff, name: string, root: string, variables: Record<string, unknown> = {}): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  do {
    const data: Record<string, Connection<N>> = await ask(staff, name, { ...variables, first: 100, after });
    nodes.push(...data[root].nodes);
    after = data[root].pageInfo.hasNextPage ? data[root].pageInfo.endCursor : null;
  } while (after);
  return nodes;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ids = (rows: Array<{ id: string } | { loanId: string }>) => rows.map((row) => ('id' in row ? row.id : row.loanId)).sort();

/** A period as the dashboards compute it in the browser (useDashboardPeriod, lastDays): `days` whole days through today. */
const startOfNextDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + DAY_MS;

/** The last `days` days up to the end of today, as the dashboards ask; `until` stretches the end to a later day. */
function lastDays(days: number, now: Date, until: Date = now): { from: string; to: string } {
  return { from: new Date(startOfNextDay(now) - days * DAY_MS).toISOString(), to: new Date(Math.max(startOfNextDay(now), startOfNextDay(until))).toISOString() };
}

// ---- collected ------------------------------------------------------------------------------------------------------

type Payment = { id: string; kind: string; amount: number; method: string; status: string; receivedAt: string; inSuspense: boolean };
type PaymentStats = { paymentStats: { collectedAmount: number; inSuspenseAmount?: number; byMethod: Array<{ method: string; successfulAmount: number; successfulCount: number }> } };

/** Collected in a period on the Payments page: its successful payments received then (a reversed one is listed as reversed). */
async function collectedOnPaymentsPage(staff: Staff, period: { from: string; to: string }) {
  const successful = (await every<Payment>(staff, 'ListAdminPayments', 'payments', { status: 'successful' })).filter(
    (row) => row.kind === 'payment' && new Date(row.receivedAt) >= new Date(period.from) && new Date(row.receivedAt) < new Date(period.to),
  );
  const byMethod = new Map<string, { amount: number; count: number }>();
  for (const row of successful) {
    const figure = byMethod.get(row.method) ?? { amount: 0, count: 0 };
    byMethod.set(row.method, { amount: figure.amount + row.amount, count: figure.count + 1 });
  }
  return { amount: sum(successful.map((row) => row.amount)), inSuspense: sum(successful.filter((row) => row.inSuspense).map((row) => row.amount)), byMethod };
}

/**
 * The dashboards' 30 days and a wider range as the Analytics page is asked for, from the browser's clock (the real
 * one), stretched to the app's business day when the test has moved it on (money is counted on the day it was
 * received, which is the app's day); what each collected.
 */
async function expectCollectedAgrees(): Promise<number[]> {
  const collected: number[] = [];
  const businessNow = app.services.clock.now();
  for (const period of [lastDays(30, new Date(), businessNow), lastDays(90, new Date(), businessNow)]) {
    const page = await collectedOnPaymentsPage('finance', period);
    // Recovery and collections read the same Payments page.
    expect((await collectedOnPaymentsPage('recovery_and_collections', period)).amount).toBe(page.amount);
    const general = (await ask<PaymentStats>('admin', 'AdminDashboardPaymentStats', period)).paymentStats;
    const finance = (await ask<PaymentStats>('finance', 'AdminDashboardPaymentStats', period)).paymentStats;
    const collections = (await ask<PaymentStats>('recovery_and_collections', 'AdminDashboardPaymentStats', period)).paymentStats;
    const analytics = (await ask<PaymentStats>('superadmin', 'AdminAnalyticsFigures', period)).paymentStats;
    for (const [screen, figure] of Object.entries({ general, finance, collections, analytics })) {
      expect(figure.collectedAmount, `${screen}: collected from ${period.from}`).toBe(page.amount);
    }
    expect(finance.inSuspenseAmount, 'finance dashboard: of it in suspense').toBe(page.inSuspense);
    // Finance dashboard, "Collections by method".
    expect(
      Object.fromEntries(finance.byMethod.filter((figure) => figure.successfulCount > 0).map((figure) => [figure.method, { amount: figure.successfulAmount, count: figure.successfulCount }])),
    ).toEqual(Object.fromEntries(page.byMethod));
    collected.push(page.amount);
  }
  return collected;
}

// ---- overdue, total owed, in arrears ----------------------------------------------------------------------------------

type LoanRow = { id: string; status: string; outstandingBalance: number; amountOverdue: number; daysPastDue: number; arrearsBucket: string | null; nextInstalment: { dueDate: string } | null };
type QueueRow = { loanId: string; amountOverdue: number; outstandingBalance: number; daysPastDue: number };
type CollectionStats = {
  collectionStats: { loansInArrears: number; amountOverdue: number; arrears: Array<{ bucket: string; loans: number; amountOverdue: number; outstandingBalance: number }> };
};
const BUCKETS = ['days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
const figuresOf = (rows: Array<{ amountOverdue: number; outstandingBalance: number }>) => ({
  loans: rows.length,
  amountOverdue: sum(rows.map((row) => row.amountOverdue)),
  outstandingBalance: sum(rows.map((row) => row.outstandingBalance)),
});

/** The running loans of the Loans page (its status filter: active, then in arrears). */
async function runningLoans(): Promise<LoanRow[]> {
  return [
    ...(await every<LoanRow>('recovery_and_collections', 'ListStaffLoans', 'loans', { status: 'active' })),
    ...(await every<LoanRow>('recovery_and_collections', 'ListStaffLoans', 'loans', { status: 'in_arrears' })),
  ];
}

/** The Collections dashboard's arrears against the Loans, Payments → Loans and Collections pages; the buckets it shows. */
async function expectArrearsAgree(): Promise<Record<string, number>> {
  const stats = (await ask<CollectionStats>('recovery_and_collections', 'AdminDashboardCollectionStats')).collectionStats;
  const running = await runningLoans();
  const late = running.filter((row) => row.daysPastDue > 0);
  expect(stats.loansInArrears, 'collections dashboard: loans in arrears').toBe(late.length);
  expect(stats.amountOverdue, 'collections dashboard: overdue').toBe(sum(running.map((row) => row.amountOverdue)));
  const byId = new Map(running.map((row) => [row.id, row]));
  const shown: Record<string, number> = {};
  for (const bucket of BUCKETS) {
    const figure = stats.arrears.find((row) => row.bucket === bucket)!;
    const listed = await every<LoanRow>('recovery_and_collections', 'ListStaffLoans', 'loans', { arrearsBucket: bucket });
    expect({ loans: figure.loans, amountOverdue: figure.amountOverdue, outstandingBalance: figure.outstandingBalance }, `bucket ${bucket}: dashboard vs Loans page`).toEqual(figuresOf(listed));
    expect(ids(listed), `bucket ${bucket}: the Loans page's filter vs its rows' own bucket`).toEqual(ids(late.filter((row) => row.arrearsBucket === bucket)));
    const onPayments = await every<LoanRow>('finance', 'ListAdminLoans', 'loans', { arrearsBucket: bucket });
    expect(ids(onPayments), `bucket ${bucket}: Payments → Loans`).toEqual(ids(listed));
    const queue = await every<QueueRow>('recovery_and_collections', 'CollectionQueue', 'collectionQueue', { queue: bucket, sort: 'days_past_due_desc' });
    expect(ids(queue), `bucket ${bucket}: the Collections page's queue`).toEqual(ids(listed));
    for (const row of queue) {
      const loan = byId.get(row.loanId)!;
      expect({ amountOverdue: row.amountOverdue, outstandingBalance: row.outstandingBalance, daysPastDue: row.daysPastDue }).toEqual({
        amountOverdue: loan.amountOverdue,
        outstandingBalance: loan.outstandingBalance,
        daysPastDue: loan.daysPastDue,
      });
    }
    if (figure.loans > 0) shown[bucket] = figure.loans;
  }
  // Loans not late are the Loans page's "current" ones, and in no queue of days past due.
  const current = [
    ...(await every<LoanRow>('recovery_and_collections', 'ListStaffLoans', 'loans', { current: true })),
  ];
  expect(ids(current)).toEqual(ids(running.filter((row) => row.daysPastDue === 0)));
  // Each late loan's collections panel (the loan view) says what the Loans page says.
  for (const row of late) {
    const { loanCollections } = await ask<{ loanCollections: { amountOverdue: number; outstandingBalance: number; daysPastDue: number } }>('recovery_and_collections', 'LoanCollections', {
      loanId: row.id,
    });
    expect(loanCollections).toMatchObject({ amountOverdue: row.amountOverdue, outstandingBalance: row.outstandingBalance, daysPastDue: row.daysPastDue });
  }
  return shown;
}

/** Outstanding principal: the Collections page (PAR) = the Accounting page's classification = Σ the loans' settlement principal. */
async function expectPrincipalAgrees(): Promise<void> {
  const { parToday } = await ask<{ parToday: { openLoans: number; outstandingPrincipal: number } }>('recovery_and_collections', 'CollectionsPar');
  const { loanClassification } = await ask<{ loanClassification: { loans: number; principal: number } }>('finance', 'LoanClassification');
  const running = await runningLoans();
  let principal = 0;
  for (const row of running) principal += (await ask<{ earlySettlementQuote: { principal: number } }>('finance', 'StaffLoanSettlement', { loanId: row.id })).earlySettlementQuote.principal;
  expect({ loans: parToday.openLoans, principal: parToday.outstandingPrincipal }).toEqual({ loans: running.length, principal });
  expect({ loans: loanClassification.loans, principal: loanClassification.principal }).toEqual({ loans: running.length, principal });
}

// ---- moving money and time -----------------------------------------------------------------------------------------

async function onDay(day: string): Promise<void> {
  app.services.clock.set(new Date(`${day}T12:00:00Z`));
  expect((await app.services.closeOfBusiness.run(day)).ran).toBe(true);
}

let reference = 0;
/** Finance records money received today on a loan (below the four-eyes threshold: applied at once). */
async function received(loanId: string, amount: number): Promise<string> {
  const { recordManualPayment } = await ask<{ recordManualPayment: { id: string; status: string } }>('finance', 'RecordManualPayment', {
    input: { loanId, amount, method: 'bank_transfer', reference: `GCB/DASH/${++reference}` },
  });
  expect(recordManualPayment.status).toBe('successful');
  return recordManualPayment.id;
}

async function reversed(paymentId: string): Promise<void> {
  const { reversePayment } = await ask<{ reversePayment: { pendingApprovals: Array<{ id: string }> } }>('finance', 'ReversePayment', { id: paymentId, reason: 'Transfer recalled by the bank.' });
  const [request] = reversePayment.pendingApprovals;
  await ask('checker', 'ApproveApprovalRequest', { id: request.id });
  const [row] = await every<Payment>('finance', 'ListAdminPayments', 'payments', { status: 'reversed' }).then((rows) => rows.filter((entry) => entry.id === paymentId));
  expect(row?.status).toBe('reversed');
}

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO_DATA: 'true' });
  for (const role of ['admin', 'superadmin', 'finance', 'recovery_and_collections'] as const) cookies[role] = await app.signIn(demoEmail(role), DEMO_PASSWORD);
  cookies.checker = await app.signIn(DEMO_SECOND_FINANCE.email, DEMO_PASSWORD);
}, 180_000);
afterAll(async () => {
  app?.services.clock.set(null);
  await app?.stop();
});

describe('dashboards agree with the pages they summarise (demo data)', () => {
  it('as seeded, the arrears after the grace days, finance taking money (one payment reversed), and 35 days later', { timeout: 240_000 }, async () => {
    // As seeded: every demo payment, the reversed one and the money in suspense, nothing late.
    const [seeded30, seeded90] = await expectCollectedAgrees();
    expect(seeded30).toBeGreaterThan(0);
    expect(seeded90).toBeGreaterThanOrEqual(seeded30);
    expect(await expectArrearsAgree()).toEqual({});
    await expectPrincipalAgrees();

    const running = await runningLoans();
    expect(running.length).toBeGreaterThanOrEqual(3);
    // The demo loans started on one day: their instalments fall due together.
    const second = running[0].nextInstalment!.dueDate;
    const { loan } = await ask<{ loan: { schedule: Array<{ number: number; dueDate: string }> } }>('admin', 'StaffLoanView', { id: running[0].id, withAddress: false });
    const third = loan.schedule.find((row) => row.number === 3)!.dueDate;
    expect(running.every((row) => row.nextInstalment?.dueDate === second)).toBe(true);

    // Two days after the second instalment: due, within the grace days, so not overdue anywhere.
    await onDay(addDays(second, 2));
    expect(await expectArrearsAgree()).toEqual({});
    expect((await runningLoans()).every((row) => row.amountOverdue === 0 && row.daysPastDue === 0)).toBe(true);

    // Two days after the third: the second is 30-odd days late, with penalties. Finance takes half of one loan's
    // arrears, all of another's (it is then current: the third instalment is still within its grace days), and a
    // payment on a third loan that is reversed.
    await onDay(addDays(third, 2));
    const [partly, cleared, reversedOn] = await runningLoans();
    expect(partly.amountOverdue).toBeGreaterThan(0);
    await received(partly.id, Math.floor(partly.amountOverdue / 2));
    await received(cleared.id, cleared.amountOverdue);
    await reversed(await received(reversedOn.id, 12_345));
    const late = await expectArrearsAgree();
    expect(Object.values(late).reduce((total, count) => total + count, 0)).toBe(running.length - 1);
    const [recent30] = await expectCollectedAgrees();
    expect(recent30 - seeded30, 'the partial and the clearing payments; the reversed one is not kept').toBe(Math.floor(partly.amountOverdue / 2) + cleared.amountOverdue);
    await expectPrincipalAgrees();

    // 35 days on: the loan that cleared its arrears is late on the third instalment only, the others on the second.
    await onDay(addDays(third, 37));
    const later = await expectArrearsAgree();
    expect(Object.keys(later)).toHaveLength(2);
    await expectCollectedAgrees();
    await expectPrincipalAgrees();
  });
});
