// Month-end close on real PostgreSQL: the checklist refuses a month not ready, a closed month takes no postings (a
// back-dated payment posts on the first open day and keeps the day it belongs to), reopening takes two people: one
// finance user asks, another approves (or declines) it in Approvals.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { applyPayment, bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { PERIOD_MESSAGES } from './period.service.js';

type Account = { id: string; cookie: string };
let app: TestApp;
let analyst: Account;
let finance: Account;
/** A second finance user: the one who checks what the first asks. */
let checker: Account;
let customer: Account;
let loanId: string;

const PERIODS = 'query { accountingPeriods { month status closedBy reopenRequestedBy reopenReason reopenedBy } }';
const CHECKLIST = 'query C($month: String!) { accountingPeriodChecklist(month: $month) { key passed detail } }';
const CLOSE = 'mutation C($month: String!) { closeAccountingPeriod(month: $month) { month status closedBy } }';
const REQUEST = 'mutation R($month: String!, $reason: String!) { requestAccountingPeriodReopen(month: $month, reason: $reason) { status reopenRequestedBy } }';
const APPROVE = 'mutation A($month: String!) { approveAccountingPeriodReopen(month: $month) { status reopenedBy } }';
const APPROVE_REQUEST = 'mutation A($id: ID!) { approveRequest(id: $id) { id status } }';
const DECLINE_REQUEST = 'mutation D($id: ID!, $reason: String!) { declineRequest(id: $id, reason: $reason) { id status } }';
const INBOX = '{ approvalRequests(waitingForMe: true, first: 50) { nodes { id preview { label value } } } }';
const PENDING = 'query { accountingPeriods { month pendingApprovals { id action subjectKind subjectId summary maker { id } } } }';

const at = (day: string, hour = 20) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10));
  return days;
};
async function closeBusiness(days: string[]) {
  for (const day of days) {
    app.services.clock.set(at(day));
    await app.services.closeOfBusiness.run(day);
  }
}

async function pendingOn(month: string, cookie: string) {
  const result = await app.graphql<{ accountingPeriods: Array<{ month: string; pendingApprovals: Array<{ id: string }> }> }>(PENDING, {}, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.accountingPeriods.find((period) => period.month === month)!.pendingApprovals;
}

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(at('2026-01-15', 9));
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  checker = await app.signInAs('finance');
  customer = await app.signUp();
  loanId = await bnplLoan(app, customer, analyst.cookie);
});
afterAll(async () => {
  app.services.clock.set(null);
  await app?.stop();
});

describe('month-end close', () => {
  it('refuses a month that has not ended or whose close of business did not run every day, naming what is missing', async () => {
    app.services.clock.set(at('2026-01-20', 9));
    expect(errorOf(await app.graphql(CLOSE, { month: '2026-01' }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.notEnded });
    await closeBusiness(daysOf('2026-01-01', '2026-01-29'));
    app.services.clock.set(at('2026-02-02', 9));
    const checklist = await app.graphql<{ accountingPeriodChecklist: Array<{ key: string; passed: boolean; detail: string }> }>(CHECKLIST, { month: '2026-01' }, finance.cookie);
    expect(checklist.errors).toBeUndefined();
    const byKey = new Map(checklist.data!.accountingPeriodChecklist.map((check) => [check.key, check]));
    expect(byKey.get('ended')).toMatchObject({ passed: true });
    expect(byKey.get('close_of_business')).toEqual({ key: 'close_of_business', passed: false, detail: '29 of 31 days completed; missing 2026-01-30, 2026-01-31.' });
    expect(byKey.get('suspense')).toMatchObject({ passed: true });
    const refused = errorOf(await app.graphql(CLOSE, { month: '2026-01' }, finance.cookie));
    expect(refused).toMatchObject({ code: 'CONFLICT' });
    expect(refused?.message).toBe(PERIOD_MESSAGES.checklist(['close of business ran every day (29 of 31 days completed; missing 2026-01-30, 2026-01-31)']));
    // Bad input and the wrong role are refused before anything is looked at.
    expect(errorOf(await app.graphql(CLOSE, { month: '2026-13' }, finance.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month' });
    expect(errorOf(await app.graphql(CLOSE, { month: '2026-01' }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await app.graphql(PERIODS, {}, analyst.cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('closes a month whose checklist passes; a back-dated payment then posts on the first open day, keeping the day it belongs to', async () => {
    await closeBusiness(['2026-01-30', '2026-01-31']);
    app.services.clock.set(at('2026-02-02', 9));
    const closed = await app.graphql<{ closeAccountingPeriod: { month: string; status: string; closedBy: string } }>(CLOSE, { month: '2026-01' }, finance.cookie);
    expect(closed.errors).toBeUndefined();
    expect(closed.data!.closeAccountingPeriod).toEqual({ month: '2026-01', status: 'closed', closedBy: finance.id });
    expect(errorOf(await app.graphql(CLOSE, { month: '2026-01' }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.alreadyClosed });
    const [audit] = await app.database.query<{ action: string; actor_id: string }>("SELECT action, actor_id FROM audit_event WHERE entity = 'accounting_period' AND entity_id = '2026-01'");
    expect(audit).toEqual({ action: 'accounting_period.close', actor_id: finance.id });

    // Money received on 30 January, recorded only now: its entry posts on 1 February and belongs to 30 January.
    await applyPayment(app, { loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-01-30', 12) });
    const [posted] = await app.database.query<{ posted_on: string; belongs_on: string }>(
      "SELECT to_char(posted_on, 'YYYY-MM-DD') AS posted_on, to_char(belongs_on, 'YYYY-MM-DD') AS belongs_on FROM journal_entry WHERE loan_id = $1 AND kind = 'payment'",
      [loanId],
    );
    expect(posted).toEqual({ posted_on: '2026-02-01', belongs_on: '2026-01-30' });
    // January's trial balance is what it was when closed: the payment is February's.
    const [january] = await app.database.query<{ lines: string }>(
      "SELECT count(*)::text AS lines FROM journal_line l JOIN journal_entry e ON e.id = l.entry_id WHERE e.loan_id = $1 AND e.kind = 'payment' AND e.posted_on <= '2026-01-31'",
      [loanId],
    );
    expect(january.lines).toBe('0');
  });

  it('reopens the latest closed month only when a second finance user approves in Approvals; a decline leaves it closed', async () => {
    expect(errorOf(await app.graphql(APPROVE, { month: '2026-01' }, checker.cookie))).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.noRequest });
    expect(errorOf(await app.graphql(REQUEST, { month: '2026-01', reason: 'short' }, finance.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    expect(errorOf(await app.graphql(REQUEST, { month: '2025-12', reason: 'A bank charge of 31 December was missed.' }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.notClosed });
    const ask = () => app.graphql<{ requestAccountingPeriodReopen: { status: string; reopenRequestedBy: string } }>(REQUEST, { month: '2026-01', reason: 'A bank charge of 31 January was missed.' }, finance.cookie);
    const asked = await ask();
    expect(asked.errors).toBeUndefined();
    // Still closed: the request waits, and the month says who asked.
    expect(asked.data!.requestAccountingPeriodReopen).toEqual({ status: 'closed', reopenRequestedBy: finance.id });
    expect(errorOf(await ask())).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.alreadyRequested });
    const pending = await pendingOn('2026-01', checker.cookie);
    expect(pending).toEqual([{ id: expect.any(String), action: 'period_reopen', subjectKind: 'period', subjectId: '2026-01', summary: 'Reopen January 2026 in the books', maker: { id: finance.id } }]);
    const firstId = pending[0].id;
    const inbox = await app.graphql<{ approvalRequests: { nodes: Array<{ id: string; preview: Array<{ label: string; value: string }> }> } }>(INBOX, {}, checker.cookie);
    expect(inbox.data!.approvalRequests.nodes.find((node) => node.id === firstId)?.preview).toEqual(expect.arrayContaining([{ label: 'Reason', value: 'A bank charge of 31 January was missed.' }]));
    const [told] = await app.database.query<{ title: string }>("SELECT title FROM notification WHERE user_id = $1 AND target_kind = 'APPROVAL' AND target_id = $2", [checker.id, firstId]);
    expect(told.title).toBe('Waiting for your approval');

    // The asker cannot approve their own, through either mutation.
    expect(errorOf(await app.graphql(APPROVE, { month: '2026-01' }, finance.cookie))).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: PERIOD_MESSAGES.sameApprover });
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: firstId }, finance.cookie))).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });

    // Declined by the second finance user: the month stays closed and nobody is asking any more.
    const declined = await app.graphql(DECLINE_REQUEST, { id: firstId, reason: 'Post the charge in February instead.' }, checker.cookie);
    expect(declined.errors).toBeUndefined();
    const afterDecline = await app.graphql<{ accountingPeriods: Array<{ month: string; status: string; reopenRequestedBy: string | null; reopenReason: string | null }> }>(PERIODS, {}, finance.cookie);
    expect(afterDecline.data!.accountingPeriods.find((period) => period.month === '2026-01')).toMatchObject({ status: 'closed', reopenRequestedBy: null, reopenReason: null });
    expect(await pendingOn('2026-01', checker.cookie)).toEqual([]);

    // Asked again and approved by the second finance user: reopened, recorded as asked by one and approved by the other.
    expect((await ask()).errors).toBeUndefined();
    const reopened = await app.graphql<{ approveAccountingPeriodReopen: { status: string; reopenedBy: string } }>(APPROVE, { month: '2026-01' }, checker.cookie);
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.approveAccountingPeriodReopen).toEqual({ status: 'reopened', reopenedBy: checker.id });
    expect(await pendingOn('2026-01', checker.cookie)).toEqual([]);
    const [reopenAudit] = await app.database.query<{ actor_id: string; after: { requestedBy: string; approvedBy: string } }>(
      "SELECT actor_id, after FROM audit_event WHERE entity = 'accounting_period' AND entity_id = '2026-01' AND action = 'accounting_period.reopen'",
    );
    expect(reopenAudit).toMatchObject({ actor_id: finance.id, after: { requestedBy: finance.id, approvedBy: checker.id } });
    expect(errorOf(await app.graphql(REQUEST, { month: '2026-01', reason: 'Reopen it once more please.' }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: PERIOD_MESSAGES.notClosed });

    await applyPayment(app, { loanId, userId: customer.id, amount: 5_000, receivedAt: at('2026-01-31', 12) });
    const rows = await app.database.query<{ posted_on: string; belongs_on: string | null }>(
      "SELECT to_char(posted_on, 'YYYY-MM-DD') AS posted_on, to_char(belongs_on, 'YYYY-MM-DD') AS belongs_on FROM journal_entry WHERE loan_id = $1 AND kind = 'payment' ORDER BY seq",
      [loanId],
    );
    expect(rows).toEqual([
      { posted_on: '2026-02-01', belongs_on: '2026-01-30' },
      { posted_on: '2026-01-31', belongs_on: null },
    ]);
    const periods = await app.graphql<{ accountingPeriods: Array<{ month: string; status: string; reopenReason: string | null }> }>(PERIODS, {}, finance.cookie);
    expect(periods.data!.accountingPeriods.map((period) => [period.month, period.status])).toEqual([
      ['2026-02', 'open'],
      ['2026-01', 'reopened'],
    ]);
    expect(periods.data!.accountingPeriods[1].reopenReason).toBe('A bank charge of 31 January was missed.');
  });
});
