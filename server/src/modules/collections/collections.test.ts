// The collections workspace on real PostgreSQL: queue bucketing on a crafted portfolio (injected clock),
// contact and promise validation, who may act, promises decided by close of business, write-off through maker-checker
// (a collector asks, the proposer can never approve, an admin approves in Approvals; a decline books nothing) and
// recovery after a write-off.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { applyPayment, bnplLoan, errorOf, ledgerSum } from '../loans/loan.fixtures.js';
import { settlePromises } from './promises.js';

let app: TestApp;
let analyst: { cookie: string };
let collector: { cookie: string; id: string };
let admin: { cookie: string; id: string };
let superadmin: { cookie: string; id: string };
let sales: { cookie: string };
let finance: { cookie: string };
let customer: { cookie: string; id: string };
const loans: Record<string, string> = {};
const owners: Record<string, string> = {};

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const TODAY = '2026-04-20';

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  collector = await app.signInAs('recovery_and_collections');
  admin = await app.signInAs('admin');
  superadmin = await app.signInAs('superadmin');
  sales = await app.signInAs('sales_executive');
  finance = await app.signInAs('finance');
  // These loans are written off well before the loss classification (361 days); the gate itself is tested in
  // accounting/write-off.test.ts, so here a write-off is allowed from 30 days past due.
  await app.database.query(`INSERT INTO system_settings (key, type, value) VALUES ('collections.write_off_min_days_past_due', 'integer', '30') ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  // Started on these days, first instalment a month later; on 2026-04-20 with 5 grace days:
  // over90 due 01-01 (109 late), d61 due 02-15 (64), d31 due 03-10 (41), d1 due 04-01 (19), today due 04-20, soon due 04-24.
  const starts: Record<string, string> = { over90: '2025-12-01', d61: '2026-01-15', d31: '2026-02-10', d1: '2026-03-01', today: '2026-03-20', soon: '2026-03-24' };
  for (const [name, day] of Object.entries(starts)) {
    const borrower = await app.signUp({ firstName: `Borrower${name}`, lastName: 'Test' });
    if (name === 'd1') customer = borrower;
    app.services.clock.set(at(day));
    loans[name] = await bnplLoan(app, borrower, analyst.cookie, 300_000, 6);
    owners[name] = borrower.id;
  }
  app.services.clock.set(at(TODAY));
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

const QUEUE = `query Q($queue: CollectionQueue, $sort: CollectionSort, $first: Int, $after: String, $search: String) {
  collectionQueue(queue: $queue, sort: $sort, first: $first, after: $after, search: $search) {
    nodes { loanId customerName amountDue daysPastDue nextDueDate promiseStatus promiseAmount lastContactOutcome collectorName }
    pageInfo { hasNextPage endCursor }
  }
}`;
type Item = { loanId: string; customerName: string; amountDue: number; daysPastDue: number; promiseStatus: string | null; promiseAmount: number | null; lastContactOutcome: string | null; collectorName: string | null };

async function queue(variables: Record<string, unknown>, cookie = collector.cookie) {
  const result = await app.graphql<{ collectionQueue: { nodes: Item[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(QUEUE, variables, cookie);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.collectionQueue;
}
const idsOf = (nodes: Item[]) => nodes.map((node) => node.loanId);

const PANEL = 'loanId loanStatus promises { id amount promisedOn status paid } contacts { channel outcome note } collector { id name } writeOffs { id status amount proposedBy decidedBy writtenOff }';
const CONTACT = `mutation C($input: LogContactInput!) { logCollectionContact(input: $input) { ${PANEL} } }`;
const PROMISE = `mutation P($input: PromiseToPayInput!) { recordPromiseToPay(input: $input) { ${PANEL} } }`;
const ASSIGN = `mutation A($input: AssignCollectorInput!) { assignCollector(input: $input) { ${PANEL} } }`;
const PROPOSE = `mutation W($input: ProposeWriteOffInput!) { proposeWriteOff(input: $input) { ${PANEL} } }`;
const APPROVE = `mutation A($id: ID!) { approveWriteOff(proposalId: $id) { ${PANEL} } }`;
const REJECT = `mutation R($id: ID!, $reason: String!) { rejectWriteOff(proposalId: $id, reason: $reason) { ${PANEL} } }`;
type Panel = { loanId: string; loanStatus: string; promises: Array<{ id: string; amount: number; promisedOn: string; status: string; paid: number }>; contacts: Array<{ outcome: string }>; collector: { id: string } | null; writeOffs: Array<{ id: string; status: string; amount: number; proposedBy: string; decidedBy: string | null; writtenOff: number | null }> };

describe('collections queues', () => {
  it('buckets the portfolio by days past due, due today and due in the next 7 days', async () => {
    expect(idsOf((await queue({ queue: 'days_90_plus' })).nodes)).toEqual([loans.over90]);
    expect(idsOf((await queue({ queue: 'days_61_90' })).nodes)).toEqual([loans.d61]);
    expect(idsOf((await queue({ queue: 'days_31_60' })).nodes)).toEqual([loans.d31]);
    expect(idsOf((await queue({ queue: 'days_1_30' })).nodes)).toEqual([loans.d1]);
    expect(idsOf((await queue({ queue: 'due_today' })).nodes)).toEqual([loans.today]);
    expect(idsOf((await queue({ queue: 'due_next_7_days' })).nodes)).toEqual([loans.soon]);
    const d1 = (await queue({ queue: 'days_1_30' })).nodes[0];
    expect(d1.daysPastDue).toBe(19);
    expect(d1.amountDue).toBeGreaterThan(0);
  });

  it('sorts by days past due with a cursor across pages', async () => {
    const seen: Item[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 10; guard += 1) {
      const page = await queue({ queue: 'all', sort: 'days_past_due_desc', first: 2, after });
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(idsOf(seen).slice(0, 4)).toEqual([loans.over90, loans.d61, loans.d31, loans.d1]);
    expect(new Set(idsOf(seen)).size).toBe(6);
    const search = await queue({ queue: 'all', search: 'Borrowerd31' });
    expect(idsOf(search.nodes)).toEqual([loans.d31]);
  });

  it('refuses customers and sales staff', async () => {
    expect(errorOf(await app.graphql(QUEUE, { queue: 'all' }, customer.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(QUEUE, { queue: 'all' }, sales.cookie)).code).toBe('FORBIDDEN');
    const input = { loanId: loans.d1, channel: 'call', outcome: 'reached' };
    expect(errorOf(await app.graphql(CONTACT, { input }, customer.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(CONTACT, { input }, sales.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(PROMISE, { input: { loanId: loans.d1, amount: 1000, promisedOn: '2026-04-25' } }, sales.cookie)).code).toBe('FORBIDDEN');
  });
});

describe('contacts, promises and assignment', () => {
  it('logs a contact and validates channel and outcome', async () => {
    const logged = await app.graphql<{ logCollectionContact: Panel }>(CONTACT, { input: { loanId: loans.d1, channel: 'call', outcome: 'promised', note: 'Will pay Friday' } }, collector.cookie);
    expect(logged.errors).toBeUndefined();
    expect(logged.data!.logCollectionContact.contacts.map((c) => c.outcome)).toEqual(['promised']);
    expect(errorOf(await app.graphql(CONTACT, { input: { loanId: loans.d1, channel: 'pigeon', outcome: 'reached' } }, collector.cookie)).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await app.graphql(CONTACT, { input: { loanId: randomUUID(), channel: 'sms', outcome: 'reached' } }, collector.cookie)).code).toBe('NOT_FOUND');
  });

  it('validates a promise: a future date within the setting, above zero and at most what is owed', async () => {
    const promise = (input: Record<string, unknown>) => app.graphql<{ recordPromiseToPay: Panel }>(PROMISE, { input: { loanId: loans.d1, ...input } }, collector.cookie);
    expect(errorOf(await promise({ amount: 10_000, promisedOn: TODAY })).field).toBe('input.promisedOn');
    expect(errorOf(await promise({ amount: 10_000, promisedOn: '2026-06-30' })).field).toBe('input.promisedOn');
    expect(errorOf(await promise({ amount: 0, promisedOn: '2026-04-25' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await promise({ amount: 100_000_000, promisedOn: '2026-04-25' })).field).toBe('input.amount');
    const made = await promise({ amount: 10_000, promisedOn: '2026-04-25' });
    expect(made.errors).toBeUndefined();
    expect(made.data!.recordPromiseToPay.promises[0]).toMatchObject({ amount: 10_000, promisedOn: '2026-04-25', status: 'open', paid: 0 });
  });

  it('assigns a loan to a collector only', async () => {
    const assigned = await app.graphql<{ assignCollector: Panel }>(ASSIGN, { input: { loanId: loans.d1, collectorId: collector.id } }, admin.cookie);
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data!.assignCollector.collector?.id).toBe(collector.id);
    expect(errorOf(await app.graphql(ASSIGN, { input: { loanId: loans.d1, collectorId: admin.id } }, admin.cookie)).field).toBe('input.collectorId');
    const row = (await queue({ queue: 'days_1_30' })).nodes[0];
    expect(row).toMatchObject({ lastContactOutcome: 'promised', promiseAmount: 10_000, promiseStatus: 'open' });
    expect(row.collectorName).toBeTruthy();
  });

  it('never offers or accepts an API key of the collections role as a collector', async () => {
    const created = await app.graphql<{ createApiKey: { apiKey: { id: string } } }>(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } } }',
      { input: { name: 'Collections call-centre pilot', role: 'recovery_and_collections', expiresInDays: 30 } },
      admin.cookie,
    );
    expect(created.errors).toBeUndefined();
    const [serviceAccount] = await app.database.query<{ service_user_id: string }>('SELECT service_user_id FROM api_key WHERE id = $1', [created.data!.createApiKey.apiKey.id]);
    const listed = await app.graphql<{ collectors: Array<{ id: string; name: string }> }>('{ collectors { id name } }', {}, admin.cookie);
    expect(listed.data!.collectors.map((person) => person.id)).toContain(collector.id);
    expect(listed.data!.collectors.map((person) => person.id)).not.toContain(serviceAccount.service_user_id);
    expect(listed.data!.collectors.some((person) => /API key/.test(person.name))).toBe(false);
    expect(errorOf(await app.graphql(ASSIGN, { input: { loanId: loans.d1, collectorId: serviceAccount.service_user_id } }, admin.cookie)).field).toBe('input.collectorId');
  });

  it('decides promises at close of business: kept when paid by the date, broken when short; idempotent', async () => {
    const kept = await app.graphql<{ recordPromiseToPay: Panel }>(PROMISE, { input: { loanId: loans.d31, amount: 20_000, promisedOn: '2026-04-24' } }, collector.cookie);
    expect(kept.errors).toBeUndefined();
    app.services.clock.set(at('2026-04-22'));
    await applyPayment(app, { loanId: loans.d31, userId: owners.d31, amount: 20_000, receivedAt: at('2026-04-22') });
    // Kept at read time as soon as the money is in.
    expect((await queue({ queue: 'days_31_60' })).nodes[0].promiseStatus).toBe('kept');
    await app.services.closeOfBusiness.run('2026-04-25');
    const [rows] = [await app.database.query<{ loan_id: string; status: string; decided_on: string }>("SELECT loan_id, status, decided_on::text FROM promise_to_pay WHERE status IN ('kept', 'broken') ORDER BY status")];
    expect(rows.map((row) => [row.loan_id, row.status])).toEqual([
      [loans.d1, 'broken'],
      [loans.d31, 'kept'],
    ]);
    expect(await settlePromises(app.database.db, '2026-04-25')).toEqual({ kept: 0, broken: 0 });
    app.services.clock.set(at('2026-04-26'));
    const broken = await queue({ queue: 'broken_promises' });
    expect(idsOf(broken.nodes)).toEqual([loans.d1]);
    expect(broken.nodes[0].promiseStatus).toBe('broken');
    app.services.clock.set(at(TODAY));
  });
});

describe('write-off through maker-checker', () => {
  const APPROVE_REQUEST = `mutation Approve($id: ID!, $reason: String) { approveRequest(id: $id, reason: $reason) { id status checker { id } } }`;
  const DECLINE_REQUEST = `mutation Decline($id: ID!, $reason: String!) { declineRequest(id: $id, reason: $reason) { id status decisionReason } }`;
  const INBOX = `{ approvalRequests(waitingForMe: true, first: 50) { nodes { id action subjectId summary amount preview { label value } maker { id } } } approvalsWaiting }`;
  const LOAN_STATE = `query L($id: ID!) { loan(id: $id) { status outstandingBalance pendingApprovals { id action maker { id } } } }`;
  type Inbox = { approvalRequests: { nodes: Array<{ id: string; action: string; subjectId: string; summary: string; amount: number; preview: Array<{ label: string; value: string }>; maker: { id: string } }> }; approvalsWaiting: number };
  let requestId = '';
  let asked = 0;

  it('a collector asks on a running loan in arrears, once: it waits for an admin in Approvals with what it would book', async () => {
    expect(errorOf(await app.graphql(PROPOSE, { input: { loanId: loans.soon, reason: 'Borrower emigrated' } }, collector.cookie)).code).toBe('CONFLICT');
    expect(errorOf(await app.graphql(PROPOSE, { input: { loanId: loans.d61, reason: 'Borrower emigrated' } }, sales.cookie)).code).toBe('FORBIDDEN');
    const ledgerBefore = await ledgerSum(app, loans.d61);
    const proposed = await app.graphql<{ proposeWriteOff: Panel }>(PROPOSE, { input: { loanId: loans.d61, reason: 'Borrower emigrated, no assets' } }, collector.cookie);
    expect(proposed.errors, JSON.stringify(proposed.errors)).toBeUndefined();
    const [proposal] = proposed.data!.proposeWriteOff.writeOffs;
    expect(proposal).toMatchObject({ status: 'pending', proposedBy: collector.id, decidedBy: null, writtenOff: null });
    requestId = proposal.id;
    asked = proposal.amount;
    // Nothing is booked yet: the loan runs on, with the request on it.
    expect(proposed.data!.proposeWriteOff.loanStatus).toBe('in_arrears');
    expect(await ledgerSum(app, loans.d61)).toBe(ledgerBefore);
    const loan = await app.graphql<{ loan: { status: string; pendingApprovals: Array<{ id: string; action: string; maker: { id: string } }> } }>(LOAN_STATE, { id: loans.d61 }, admin.cookie);
    expect(loan.data!.loan.pendingApprovals).toEqual([{ id: requestId, action: 'write_off', maker: { id: collector.id } }]);
    expect(errorOf(await app.graphql(PROPOSE, { input: { loanId: loans.d61, reason: 'Second attempt' } }, collector.cookie)).code).toBe('CONFLICT');

    // The admin's inbox holds it with its effect part by part; whoever only proposes is never asked to check it.
    const inbox = await app.graphql<Inbox>(INBOX, {}, admin.cookie);
    const waiting = inbox.data!.approvalRequests.nodes.find((node) => node.id === requestId)!;
    expect(waiting).toMatchObject({ action: 'write_off', subjectId: loans.d61, amount: asked, maker: { id: collector.id } });
    expect(waiting.summary).toMatch(/^Write off GH₵[\d,]+\.\d{2} owed on loan LN-[0-9A-F]{8} \(Borrowerd61 Test\)$/);
    const labels = waiting.preview.map((line) => line.label);
    expect(labels).toEqual(expect.arrayContaining(['Principal', 'Interest earned to date', 'Penalties', 'Written off', 'Reason']));
    expect(waiting.preview.find((line) => line.label === 'Days past due')!.value).toBe('64 (a write-off is allowed from 30)');
    const collectorInbox = await app.graphql<Inbox>(INBOX, {}, collector.cookie);
    expect(collectorInbox.data!.approvalRequests.nodes.map((node) => node.id)).not.toContain(requestId);
    expect(collectorInbox.data!.approvalsWaiting).toBe(0);
    const [notice] = await app.database.query<{ title: string; kind: string }>("SELECT title, kind FROM notification WHERE user_id = $1 AND target_kind = 'APPROVAL' AND target_id = $2", [admin.id, requestId]);
    expect(notice).toEqual({ title: 'Waiting for your approval', kind: 'approval' });
    expect(await app.database.query("SELECT 1 FROM notification WHERE user_id = $1 AND target_id = $2", [collector.id, requestId])).toEqual([]);
  });

  it('refuses approval by the collector and by the proposer (SECOND_APPROVER_REQUIRED); a decline leaves the loan as it was', async () => {
    expect(errorOf(await app.graphql(APPROVE, { id: requestId }, collector.cookie)).code).toBe('FORBIDDEN');
    // Through the inbox's mutation the proposer is told a second person must approve; another collector (who moves
    // money, so reaches approveRequest) is refused: a write-off needs approveWriteOffs.
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: requestId }, collector.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    const otherCollector = await app.signInAs('recovery_and_collections');
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: requestId }, otherCollector.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(DECLINE_REQUEST, { id: requestId, reason: 'Not convinced' }, otherCollector.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(APPROVE, { id: randomUUID() }, admin.cookie)).code).toBe('NOT_FOUND');
    const before = { ledger: await ledgerSum(app, loans.over90), loan: (await app.graphql<{ loan: unknown }>(LOAN_STATE, { id: loans.over90 }, admin.cookie)).data!.loan };
    const own = await app.graphql<{ proposeWriteOff: Panel }>(PROPOSE, { input: { loanId: loans.over90, reason: 'Deceased, no estate' } }, admin.cookie);
    expect(own.errors).toBeUndefined();
    const ownId = own.data!.proposeWriteOff.writeOffs.find((proposal) => proposal.status === 'pending')!.id;
    expect(errorOf(await app.graphql(APPROVE, { id: ownId }, admin.cookie))).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: 'You made this request: a second person must approve it.' });
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: ownId }, admin.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    expect(errorOf(await app.graphql(REJECT, { id: ownId, reason: 'no' }, superadmin.cookie)).code).toBe('BAD_USER_INPUT');
    const rejected = await app.graphql<{ rejectWriteOff: Panel }>(REJECT, { id: ownId, reason: 'Estate has a house' }, superadmin.cookie);
    expect(rejected.errors, JSON.stringify(rejected.errors)).toBeUndefined();
    expect(rejected.data!.rejectWriteOff.writeOffs).toEqual([expect.objectContaining({ id: ownId, status: 'rejected', decidedBy: superadmin.id, writtenOff: null })]);
    expect(errorOf(await app.graphql(APPROVE, { id: ownId }, superadmin.cookie))).toMatchObject({ code: 'CONFLICT', message: 'This request was already declined.' });
    // Declined: the loan, its ledger and its pending requests are as they were.
    expect(await ledgerSum(app, loans.over90)).toBe(before.ledger);
    expect((await app.graphql<{ loan: unknown }>(LOAN_STATE, { id: loans.over90 }, admin.cookie)).data!.loan).toEqual(before.loan);
    const [told] = await app.database.query<{ title: string }>("SELECT title FROM notification WHERE user_id = $1 AND target_id = $2 AND title = 'Your request was declined'", [admin.id, ownId]);
    expect(told).toBeDefined();

    // Asked again, declined through the inbox's own mutation: the same.
    const again = await app.graphql<{ proposeWriteOff: Panel }>(PROPOSE, { input: { loanId: loans.over90, reason: 'Deceased, no estate at all' } }, collector.cookie);
    // The test clock stands still, so both requests carry the same time: the waiting one is found by its status.
    const againId = again.data!.proposeWriteOff.writeOffs.find((proposal) => proposal.status === 'pending')!.id;
    const declined = await app.graphql<{ declineRequest: { status: string; decisionReason: string } }>(DECLINE_REQUEST, { id: againId, reason: 'Estate still has a house' }, admin.cookie);
    expect(declined.data!.declineRequest).toMatchObject({ status: 'declined', decisionReason: 'Estate still has a house' });
    expect(await ledgerSum(app, loans.over90)).toBe(before.ledger);
    const history = await app.graphql<{ loanCollections: Panel }>(`query P($loanId: ID!) { loanCollections(loanId: $loanId) { ${PANEL} } }`, { loanId: loans.over90 }, collector.cookie);
    expect(history.data!.loanCollections.writeOffs.map((proposal) => [proposal.id, proposal.status])).toEqual(
      expect.arrayContaining([
        [againId, 'rejected'],
        [ownId, 'rejected'],
      ]),
    );
    expect(history.data!.loanCollections.writeOffs).toHaveLength(2);
  });

  it('an admin approves: the ledger books the write-off as the collector’s, the status holds through close of business, recoveries are accepted', async () => {
    const approved = await app.graphql<{ approveWriteOff: Panel }>(APPROVE, { id: requestId }, admin.cookie);
    expect(approved.errors, JSON.stringify(approved.errors)).toBeUndefined();
    const panel = approved.data!.approveWriteOff;
    expect(panel.loanStatus).toBe('written_off');
    expect(panel.writeOffs[0]).toMatchObject({ id: requestId, status: 'approved', proposedBy: collector.id, decidedBy: admin.id });
    const written = panel.writeOffs[0].writtenOff!;
    // Approved the day it was asked: what it books is what the checker was shown.
    expect(written).toBe(asked);
    expect(written).toBeGreaterThan(300_000);
    expect(await ledgerSum(app, loans.d61)).toBe(0);
    const [entry] = await app.database.query<{ amount: string; recorded_by: string }>("SELECT amount::text, recorded_by FROM ledger_entry WHERE loan_id = $1 AND kind = 'write_off'", [loans.d61]);
    expect(entry).toEqual({ amount: String(-written), recorded_by: collector.id });
    const trail = await app.database.query<{ action: string; actor_id: string }>(
      "SELECT action, actor_id FROM audit_event WHERE (entity_id = $1 AND action = 'loan.write_off') OR entity_id = $2 ORDER BY at",
      [loans.d61, requestId],
    );
    expect(trail).toHaveLength(3);
    expect(trail).toEqual(expect.arrayContaining([
      { action: 'approval.request', actor_id: collector.id },
      { action: 'loan.write_off', actor_id: collector.id },
      { action: 'approval.approve', actor_id: admin.id },
    ]));
    const [told] = await app.database.query<{ title: string }>('SELECT title FROM notification WHERE user_id = $1 AND target_id = $2', [collector.id, requestId]);
    expect(told.title).toBe('Your request was approved');
    await app.services.closeOfBusiness.run('2026-04-27');
    const [after] = await app.database.query<{ status: string }>('SELECT status FROM loan WHERE id = $1', [loans.d61]);
    expect(after.status).toBe('written_off');
    expect(errorOf(await app.graphql(APPROVE, { id: requestId }, superadmin.cookie)).code).toBe('CONFLICT');

    // A recovery: recorded by finance, receipted, booked against the written-off amount; the loan still owes nothing.
    const RECORD = `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id status amount } }`;
    const paid = await app.graphql<{ recordManualPayment: { id: string; status: string } }>(RECORD, { input: { loanId: loans.d61, amount: 50_000, method: 'cash', reference: 'REC-0001', branch: 'Accra Ridge' } }, finance.cookie);
    expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
    expect(paid.data!.recordManualPayment.status).toBe('successful');
    expect(await ledgerSum(app, loans.d61)).toBe(0);
    const [remaining] = await app.database.query<{ total: string }>("SELECT (-sum(amount))::text AS total FROM ledger_entry WHERE loan_id = $1 AND kind = 'write_off'", [loans.d61]);
    expect(Number(remaining.total)).toBe(written - 50_000);
    const loan = await app.graphql<{ loan: { status: string; outstandingBalance: number } }>('query L($id: ID!) { loan(id: $id) { status outstandingBalance } }', { id: loans.d61 }, finance.cookie);
    expect(loan.data!.loan).toEqual({ status: 'written_off', outstandingBalance: 0 });
  });
});

describe('portfolio at risk', () => {
  it('answers PAR today and the monthly trend from snapshots', async () => {
    const result = await app.graphql<{ parToday: { par30Bp: number; par90Bp: number; outstandingPrincipal: number }; parTrend: Array<{ businessDate: string; par30Bp: number }> }>(
      '{ parToday { par30Bp par60Bp par90Bp outstandingPrincipal } parTrend(months: 12) { businessDate par30Bp } }',
      {},
      collector.cookie,
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.parToday.par30Bp).toBeGreaterThan(0);
    expect(result.data!.parToday.par90Bp).toBeGreaterThan(0);
    expect(result.data!.parTrend.map((point) => point.businessDate)).toEqual(['2026-04-27']);
  });
});
