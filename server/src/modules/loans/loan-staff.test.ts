// The staff loans list and loan view: who may read what, search and filters, server-side sorting with its
// cursor, and the ledger's running balance through payments, a prepayment reschedule and a reversal.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { withTransaction } from '../../db/transaction.js';
import { applyPayment, bnplLoan, errorOf, ledgerSum } from './loan.fixtures.js';
import { makeApplicationApprovable } from '../../test/approval-fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string };
let sales: { cookie: string };
let admin: { cookie: string };
type Customer = { cookie: string; id: string; email: string };
let ama: Customer;
let kofi: Customer;
let yaw: Customer;
let esi: Customer;
const loans: Record<'ama' | 'kofi' | 'yaw' | 'esi', string> = { ama: '', kofi: '', yaw: '', esi: '' };

const at = (day: string) => new Date(`${day}T09:00:00Z`);

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  sales = await app.signInAs('sales_executive');
  admin = await app.signInAs('admin');
  [ama, kofi, yaw, esi] = [
    await app.signUp({ firstName: 'Ama', lastName: 'Owusu' }),
    await app.signUp({ firstName: 'Kofi', lastName: 'Mensah' }),
    await app.signUp({ firstName: 'Yaw', lastName: 'Boateng' }),
    await app.signUp({ firstName: 'Esi', lastName: 'Quaye' }),
  ];
  await app.database.query(
    "INSERT INTO profile (user_id, phone, residential_address, digital_address, city) VALUES ($1, '+233244123456', '4 Oak Lane, Osu', 'GA-183-8164', 'Accra')",
    [ama.id],
  );
  // Four loans started on different days, none paid: on 2026-04-20 (grace 5 days) Ama's first instalment
  // (due 02-15) is 64 days late, Kofi's (03-10) 41, Yaw's (04-01) 19, and Esi's loan starts that day.
  app.services.clock.set(at('2026-01-15'));
  loans.ama = await bnplLoan(app, ama, analyst.cookie, 500_000, 6);
  app.services.clock.set(at('2026-02-10'));
  loans.kofi = await bnplLoan(app, kofi, analyst.cookie, 300_000, 6);
  app.services.clock.set(at('2026-03-01'));
  loans.yaw = await bnplLoan(app, yaw, analyst.cookie, 200_000, 6);
  app.services.clock.set(at('2026-04-20'));
  loans.esi = await bnplLoan(app, esi, analyst.cookie, 100_000, 6);
});
afterAll(async () => {
  await app?.stop();
});

type Node = { id: string; outstandingBalance: number; daysPastDue: number; nextInstalment: { dueDate: string } | null; customer: { firstName: string } };
const LIST = `query L($first: Int, $after: String, $search: String, $sort: LoanSort, $arrearsBucket: ArrearsBucket, $current: Boolean, $userId: ID, $applicationId: ID) {
  loans(first: $first, after: $after, search: $search, sort: $sort, arrearsBucket: $arrearsBucket, current: $current, userId: $userId, applicationId: $applicationId) {
    nodes { id outstandingBalance daysPastDue nextInstalment { dueDate } customer { firstName } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function list(variables: Record<string, unknown>, cookie = finance.cookie) {
  const result = await app.graphql<{ loans: { nodes: Node[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(LIST, variables, cookie);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.loans;
}
const names = (nodes: Node[]) => nodes.map((node) => node.customer.firstName);

/** Every page of a sorted list, two at a time, following the cursor. */
async function allPages(variables: Record<string, unknown>): Promise<Node[]> {
  const seen: Node[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 10; guard += 1) {
    const page = await list({ ...variables, first: 2, after });
    seen.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('staff loans list', () => {
  it('finds a borrower by phone in any usual Ghana format, by name and by loan number', async () => {
    expect(names((await list({ search: '024 412 3456' })).nodes)).toEqual(['Ama']);
    expect(names((await list({ search: '+233 24 412 3456' })).nodes)).toEqual(['Ama']);
    expect(names((await list({ search: 'kofi mensah' })).nodes)).toEqual(['Kofi']);
    const number = `LN-${loans.yaw.slice(0, 8).toUpperCase()}`;
    expect(names((await list({ search: number })).nodes)).toEqual(['Yaw']);
  });

  it('sorts on the server by amount outstanding, days past due and next due date, across pages', async () => {
    app.services.clock.set(at('2026-04-20'));
    const byOutstanding = await allPages({ sort: 'outstanding_desc' });
    expect(names(byOutstanding)).toEqual(['Ama', 'Kofi', 'Yaw', 'Esi']);
    const amounts = byOutstanding.map((node) => node.outstandingBalance);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(names(await allPages({ sort: 'outstanding_asc' }))).toEqual(['Esi', 'Yaw', 'Kofi', 'Ama']);

    const byLateness = await allPages({ sort: 'days_past_due_desc' });
    expect(byLateness.map((node) => [node.customer.firstName, node.daysPastDue])).toEqual([['Ama', 64], ['Kofi', 41], ['Yaw', 19], ['Esi', 0]]);
    expect(names(await allPages({ sort: 'days_past_due_asc' }))).toEqual(['Esi', 'Yaw', 'Kofi', 'Ama']);

    const byNextDue = await allPages({ sort: 'next_due_asc' });
    expect(byNextDue.map((node) => node.nextInstalment?.dueDate)).toEqual(['2026-02-15', '2026-03-10', '2026-04-01', '2026-05-20']);
    expect(names(await allPages({ sort: 'next_due_desc' }))).toEqual(['Esi', 'Yaw', 'Kofi', 'Ama']);

    // A cursor of one order is refused by another (it names a different position).
    const page = await list({ first: 1, sort: 'outstanding_desc' });
    expect(errorOf(await app.graphql(LIST, { first: 1, after: page.pageInfo.endCursor }, finance.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('filters by arrears bucket, current loans and borrower', async () => {
    app.services.clock.set(at('2026-04-20'));
    expect(names((await list({ arrearsBucket: 'days_61_90' })).nodes)).toEqual(['Ama']);
    expect(names((await list({ arrearsBucket: 'days_31_60' })).nodes)).toEqual(['Kofi']);
    expect(names((await list({ arrearsBucket: 'days_1_30' })).nodes)).toEqual(['Yaw']);
    expect((await list({ arrearsBucket: 'days_90_plus' })).nodes).toEqual([]);
    expect(names((await list({ current: true })).nodes)).toEqual(['Esi']);
    expect(names((await list({ userId: kofi.id })).nodes)).toEqual(['Kofi']);
    expect((await list({ userId: 'not-an-id' })).nodes).toEqual([]);
  });

  it('finds the loan of a rent application for its detail page', async () => {
    app.services.clock.set(at('2026-04-20'));
    const customer = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const applicationId = submitted.data!.submitApplication.id;
    expect((await list({ applicationId })).nodes).toEqual([]);
    await makeApplicationApprovable(app, applicationId);
    const approve = 'mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and landlord verified.") { status } }';
    expect((await app.graphql(approve, { id: applicationId }, analyst.cookie)).errors).toBeUndefined();
    const found = await list({ applicationId }, sales.cookie);
    expect(found.nodes).toHaveLength(1);
    expect(found.nodes[0].customer.firstName).toBe('Esi');
  });

  it('is open to every role that reads payments or applications, and refused to customers', async () => {
    expect((await list({ first: 10 }, sales.cookie)).nodes.length).toBeGreaterThanOrEqual(4);
    expect(errorOf(await app.graphql(LIST, { first: 10 }, ama.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(LIST, { first: 10 }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const me = await app.graphql<{ me: { adminRoutes: string[] } }>('{ me { adminRoutes } }', {}, sales.cookie);
    expect(me.data!.me.adminRoutes).toContain('loans');
    const customerMe = await app.graphql<{ me: { adminRoutes: string[] } }>('{ me { adminRoutes } }', {}, ama.cookie);
    expect(customerMe.data!.me.adminRoutes).toEqual([]);
  });
});

const VIEW = `query V($id: ID!) { loan(id: $id) { id number customer { firstName phone email city } } }`;
const ADDRESS = `query V($id: ID!) { loan(id: $id) { id customer { residentialAddress digitalAddress } } }`;
const STATEMENT = `query S($loanId: ID!) { loanStatement(loanId: $loanId) { closingBalance creditBalance entries { kind amount balanceAfter } scheduleVersions { version reason } } }`;
const PAYMENTS = `query P($loanId: ID!) { payments(loanId: $loanId, first: 20) { nodes { id kind amount loanId receipt { number } } } }`;
const QUOTE = `query Q($loanId: ID!) { earlySettlementQuote(loanId: $loanId) { amount } }`;

describe('loan view', () => {
  it('shows staff the borrower’s contact details; addresses only to those who see user records', async () => {
    const view = await app.graphql<{ loan: { customer: Record<string, string> } }>(VIEW, { id: loans.ama }, sales.cookie);
    expect(view.errors).toBeUndefined();
    expect(view.data!.loan.customer).toEqual({ firstName: 'Ama', phone: '+233244123456', email: ama.email, city: 'Accra' });
    expect(errorOf(await app.graphql(ADDRESS, { id: loans.ama }, finance.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const withAddress = await app.graphql<{ loan: { customer: Record<string, string> } }>(ADDRESS, { id: loans.ama }, admin.cookie);
    expect(withAddress.data!.loan.customer).toEqual({ residentialAddress: '4 Oak Lane, Osu', digitalAddress: 'GA-183-8164' });
    // The borrower reads their own.
    const own = await app.graphql<{ loan: { customer: Record<string, string> } }>(ADDRESS, { id: loans.ama }, ama.cookie);
    expect(own.data!.loan.customer.residentialAddress).toBe('4 Oak Lane, Osu');
  });

  it('keeps a loan from other customers and answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const query of [VIEW, ADDRESS]) expect(errorOf(await app.graphql(query, { id: loans.ama }, kofi.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(STATEMENT, { loanId: loans.ama }, kofi.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(QUOTE, { loanId: loans.ama }, kofi.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(VIEW, { id: randomUUID() }, finance.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(VIEW, { id: 'x' }, finance.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(STATEMENT, { loanId: randomUUID() }, finance.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    // The statement PDF follows the same rule: another customer gets a 404, staff the file.
    const pdf = (cookie: string) => fetch(`${app.url}/api/files/loans/${loans.ama}/statement.pdf`, { headers: { cookie, origin: app.origin } });
    expect((await pdf(kofi.cookie)).status).toBe(404);
    const staffPdf = await pdf(sales.cookie);
    expect(staffPdf.status).toBe(200);
    expect(staffPdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('refuses a loan’s payments list and settlement quote to a role without the payments permission', async () => {
    expect(errorOf(await app.graphql(PAYMENTS, { loanId: loans.ama }, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(PAYMENTS, { loanId: loans.ama }, ama.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(QUOTE, { loanId: loans.ama }, sales.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    const quote = await app.graphql<{ earlySettlementQuote: { amount: number } }>(QUOTE, { loanId: loans.ama }, finance.cookie);
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.earlySettlementQuote.amount).toBeGreaterThan(0);
  });

  it('keeps the ledger’s running balance right through payments, a prepayment reschedule and a reversal', async () => {
    // GH₵5,000 over 6 months at 4% a month from 2026-01-15: instalment 95,381, total 572,287 (see loan.test.ts).
    app.services.clock.set(at('2026-01-15'));
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie, 500_000, 6);
    await applyPayment(app, { loanId, userId: customer.id, amount: 95_381, receivedAt: at('2026-02-15') });
    // Instalment 2 (due), instalment 3 (current), then 9,238 prepays principal: a new schedule version.
    const prepaymentId = randomUUID();
    await applyPayment(app, { paymentId: prepaymentId, loanId, userId: customer.id, amount: 200_000, receivedAt: at('2026-03-15'), prepayment: 'shorten' });
    await applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-03-20') });
    app.services.clock.set(at('2026-03-25'));
    // The bank takes the 200,000 back: it and every later payment are undone, then the later ones re-applied.
    await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId: prepaymentId }));

    type Statement = { closingBalance: number; creditBalance: number; entries: Array<{ kind: string; amount: number; balanceAfter: number }>; scheduleVersions: Array<{ version: number; reason: string }> };
    const read = async (cookie: string) => {
      const result = await app.graphql<{ loanStatement: Statement }>(STATEMENT, { loanId }, cookie);
      expect(result.errors).toBeUndefined();
      return result.data!.loanStatement;
    };
    const statement = await read(finance.cookie);
    // Each line's balance is the previous one plus its amount, from the disbursement of the scheduled total.
    let running = 0;
    for (const entry of statement.entries) {
      running += entry.amount;
      expect(entry.balanceAfter).toBe(running);
    }
    expect(statement.entries[0]).toEqual({ kind: 'disbursement', amount: 572_287, balanceAfter: 572_287 });
    expect(statement.entries[1]).toEqual({ kind: 'payment', amount: -95_381, balanceAfter: 476_906 });
    const kinds = statement.entries.map((entry) => entry.kind);
    for (const kind of ['payment', 'reschedule', 'reversal']) expect(kinds).toContain(kind);
    const reasons = statement.scheduleVersions.map((version) => version.reason);
    expect(reasons[0]).toBe('original');
    expect(reasons).toContain('prepayment_shorten');
    // The version in force is the one the reversal wrote: the schedule as it was before the 200,000.
    expect(reasons.at(-1)).toBe('reallocation');

    // The last balance is what the loan owes less credit held: the ledger, the schedule and the view agree.
    const view = await app.graphql<{ loan: { outstandingBalance: number; creditBalance: number; scheduleVersion: number } }>(
      'query V($id: ID!) { loan(id: $id) { outstandingBalance creditBalance scheduleVersion } }',
      { id: loanId },
      finance.cookie,
    );
    const { outstandingBalance, creditBalance, scheduleVersion } = view.data!.loan;
    expect(scheduleVersion).toBe(statement.scheduleVersions.at(-1)!.version);
    expect(statement.closingBalance).toBe(outstandingBalance - creditBalance);
    expect(await ledgerSum(app, loanId)).toBe(statement.closingBalance);
    // With the 200,000 taken back, only instalment 1 and the 10,000 remain paid: 572,287 − 95,381 − 10,000.
    expect(statement.closingBalance).toBe(466_906);
    // The borrower reads the same facts about their own loan.
    expect(await read(customer.cookie)).toEqual(statement);
  });

  it('lists a loan’s payments and reversals with their receipts', async () => {
    // Manual payments are dated by the wall clock: the loan starts then too.
    app.services.clock.set(new Date());
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie, 300_000, 6);
    const other = await bnplLoan(app, await app.signUp(), analyst.cookie, 300_000, 6);
    const RECORD = 'mutation R($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }';
    const ids: string[] = [];
    for (const [target, reference] of [[loanId, 'MOMO-LV-1'], [loanId, 'MOMO-LV-2'], [other, 'MOMO-LV-3']]) {
      const result = await app.graphql<{ recordManualPayment: { id: string } }>(RECORD, { input: { loanId: target, amount: 20_000, method: 'mtn_momo', reference } }, finance.cookie);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      ids.push(result.data!.recordManualPayment.id);
    }
    const reversed = await app.graphql('mutation X($id: ID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }', { id: ids[1], reason: 'Bounced transfer' }, finance.cookie);
    expect(reversed.errors, JSON.stringify(reversed.errors)).toBeUndefined();
    await secondPersonApproves(app, ids[1], 'finance');
    const payments = await app.graphql<{ payments: { nodes: Array<{ id: string; kind: string; loanId: string; receipt: { number: string } | null }> } }>(PAYMENTS, { loanId }, finance.cookie);
    expect(payments.errors).toBeUndefined();
    const nodes = payments.data!.payments.nodes;
    expect(nodes.every((node) => node.loanId === loanId)).toBe(true);
    expect(nodes.map((node) => node.kind).sort()).toEqual(['payment', 'payment', 'reversal']);
    expect(nodes.filter((node) => node.kind === 'payment').every((node) => node.receipt !== null)).toBe(true);
    expect((await app.graphql<{ payments: { nodes: unknown[] } }>(PAYMENTS, { loanId: 'nope' }, finance.cookie)).data!.payments.nodes).toEqual([]);
  });
});
