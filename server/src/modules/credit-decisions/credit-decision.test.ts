// Credit decisions with checks and four eyes, on the real database: each check refuses an approval, all
// passing approve, above the threshold a second (different) approver completes it, and every decision is audited
// with the checklist it was taken on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { addDocument, declareIncome, giveGhanaCard, linkInspectedProperty, makeApplicationApprovable, makeOrderApprovable } from '../../test/approval-fixtures.js';
import { checkout, createCatalogueItem, errorOf } from '../loans/loan.fixtures.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';
import { APPROVE_REQUEST } from '../approvals/approval.fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
let secondAnalyst: { cookie: string; id: string };

beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
  secondAnalyst = await app.signInAs('admin');
  // Every test account signs up as Esi Quaye: the admin gets a name of their own, so a step credited to the wrong
  // person shows.
  await app.database.query(`UPDATE "user" SET first_name = 'Kofi', last_name = 'Boateng' WHERE id = $1`, [secondAnalyst.id]);
});
afterAll(async () => {
  await app?.stop();
});

const CHECKS = 'approvalChecks { key label passed detail }';
const PROGRESS = 'approvalProgress { required threshold approvals { approverId approverName reason approvedAt } }';
const APPLICATION = `query A($id: ID!) { application(id: $id) { id status ${CHECKS} ${PROGRESS} } }`;
const APPROVE = `mutation Approve($id: ID!, $reason: String!) { approveApplication(id: $id, reason: $reason) { id status ${PROGRESS} } }`;
const REJECT = `mutation Reject($id: ID!, $reason: String!) { rejectApplication(id: $id, reason: $reason) { id status } }`;
const STEPS = 'decisionSteps { kind label person { id firstName lastName role } at reason }';
const APPLICATION_STEPS = `query S($id: ID!) { application(id: $id) { id status decisionReason ${STEPS} } }`;
const ORDER_STEPS = `query S($id: ID!) { order(id: $id) { id status ${STEPS} } }`;
const ORDER = `query O($id: ID!) { order(id: $id) { id status ${CHECKS} ${PROGRESS} } }`;
const APPROVE_ORDER = `mutation A($id: ID!) { approveOrder(id: $id) { id status loanId ${PROGRESS} } }`;

interface Step {
  kind: string;
  label: string;
  person: { id: string; firstName: string; lastName: string; role: string } | null;
  at: string | null;
  reason: string | null;
}

async function stepsOf(id: string, cookie = analyst.cookie): Promise<Step[]> {
  const result = await app.graphql<{ application: { decisionSteps: Step[] } }>(APPLICATION_STEPS, { id }, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.application.decisionSteps;
}

/** A step as the screen reads it: label, whose name, what they said. */
const said = (step: Step) => [step.kind, step.label, step.person ? `${step.person.firstName} ${step.person.lastName}` : null, step.reason];

interface Check {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}
interface Progress {
  required: number;
  threshold: number;
  approvals: Array<{ approverId: string; approverName: string; reason: string | null }>;
}

async function submitted(overrides: Record<string, unknown> = {}) {
  const customer = await app.signUp();
  const result = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput(overrides) }, customer.cookie);
  expect(result.errors).toBeUndefined();
  return { customer, id: result.data!.submitApplication.id };
}

async function checksOf(id: string): Promise<Check[]> {
  const result = await app.graphql<{ application: { approvalChecks: Check[] } }>(APPLICATION, { id }, analyst.cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.application.approvalChecks;
}

const failing = (checks: Check[]) => checks.filter((check) => !check.passed).map((check) => check.key);

async function statusOf(id: string): Promise<string> {
  const [row] = await app.database.query<{ status: string }>('SELECT status FROM application WHERE id = $1', [id]);
  return row.status;
}

async function auditOf(entityId: string) {
  return app.database.query<{ action: string; actor_id: string; after: { checks?: Check[]; approvals?: number; status?: string } }>(
    'SELECT action, actor_id, after FROM audit_event WHERE entity_id = $1 ORDER BY at, id',
    [entityId],
  );
}

const INBOX = `query Inbox { approvalRequests(waitingForMe: true, first: 50) { nodes { id action subjectKind subjectId status summary makerNote maker { id } preview { label value } } } }`;
const DECLINE_REQUEST = `mutation Decline($id: ID!, $reason: String!) { declineRequest(id: $id, reason: $reason) { id status } }`;

interface InboxRequest {
  id: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  status: string;
  summary: string;
  makerNote: string | null;
  maker: { id: string };
  preview: Array<{ label: string; value: string }>;
}

/** What waits for this staff member in the approvals inbox on one application or order. */
async function inboxOn(subjectId: string, cookie: string): Promise<InboxRequest[]> {
  const result = await app.graphql<{ approvalRequests: { nodes: InboxRequest[] } }>(INBOX, {}, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.approvalRequests.nodes.filter((node) => node.subjectId === subjectId);
}

describe('rent application approval checks', () => {
  it('refuses while documents are not verified, naming each, and approves once they are', async () => {
    const { customer, id } = await submitted();
    await giveGhanaCard(app, customer.id);
    await linkInspectedProperty(app, id);
    await addDocument(app, customer.id, 'ghana_card');
    await addDocument(app, customer.id, 'momo_statement', 'pending');
    const checks = await checksOf(id);
    expect(checks.map((check) => check.key)).toEqual(['documents', 'property', 'affordability', 'identity']);
    expect(failing(checks)).toEqual(['documents']);
    expect(checks[0].detail).toBe('Not verified: mobile money statement (waiting for review).');

    const refused = errorOf(await app.graphql(APPROVE, { id, reason: 'Looks fine to me.' }, analyst.cookie));
    expect(refused.code).toBe('APPROVAL_CHECKS_FAILED');
    expect(refused.message).toBe('Approval refused: Required documents verified — Not verified: mobile money statement (waiting for review).');
    expect(await statusOf(id)).toBe('pending');
    expect(await app.database.query('SELECT id FROM credit_approval WHERE subject_id = $1', [id])).toHaveLength(0);
    expect(await app.database.query('SELECT id FROM loan WHERE application_id = $1', [id])).toHaveLength(0);

    await app.database.query(`UPDATE document SET status = 'verified' WHERE user_id = $1`, [customer.id]);
    const approved = await app.graphql<{ approveApplication: { status: string; approvalProgress: Progress } }>(APPROVE, { id, reason: 'Documents verified.' }, analyst.cookie);
    expect(approved.errors).toBeUndefined();
    // GH₵4,800 is below the four-eyes threshold: one approval decides.
    expect(approved.data!.approveApplication).toMatchObject({ status: 'approved', approvalProgress: { required: 1, threshold: 1_000_000 } });
    expect(approved.data!.approveApplication.approvalProgress.approvals).toMatchObject([{ approverId: analyst.id, reason: 'Documents verified.' }]);
    expect(await app.database.query('SELECT id FROM loan WHERE application_id = $1', [id])).toHaveLength(1);
  });

  it('refuses without a linked property, and with one not inspected or failed', async () => {
    const { customer, id } = await submitted();
    await giveGhanaCard(app, customer.id);
    for (const type of ['ghana_card', 'momo_statement']) await addDocument(app, customer.id, type);
    expect(failing(await checksOf(id))).toEqual(['property']);
    expect((await checksOf(id))[1].detail).toBe('The application is not linked to an inspected property.');
    expect(errorOf(await app.graphql(APPROVE, { id, reason: 'Looks fine to me.' }, analyst.cookie)).code).toBe('APPROVAL_CHECKS_FAILED');
    const propertyId = await linkInspectedProperty(app, id, 'pending');
    expect((await checksOf(id))[1]).toMatchObject({ passed: false, detail: '5 Test Close, Osu, Accra: not inspected yet.' });
    await app.database.query(`UPDATE property SET inspection_status = 'failed' WHERE id = $1`, [propertyId]);
    expect((await checksOf(id))[1]).toMatchObject({ passed: false, detail: '5 Test Close, Osu, Accra: the inspection failed.' });
    expect(errorOf(await app.graphql(APPROVE, { id, reason: 'Looks fine to me.' }, analyst.cookie))).toMatchObject({
      code: 'APPROVAL_CHECKS_FAILED',
      message: 'Approval refused: Property inspected and passed — 5 Test Close, Osu, Accra: the inspection failed.',
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses an instalment above the affordability share of the product version the application was priced on', async () => {
    // GH₵4,800 over 12 months at 4% a month: GH₵511.45 a month against GH₵1,500 of income is 34.1%, over 30%.
    const { id } = await submitted({ employer: { ...validApplicationInput().employer, monthlyNetIncome: 150_000 } });
    await makeApplicationApprovable(app, id);
    const [affordability] = (await checksOf(id)).filter((check) => check.key === 'affordability');
    expect(affordability).toEqual({
      key: 'affordability',
      label: 'Instalment at most 30% of income',
      passed: false,
      detail: 'GH₵511.45 a month against a monthly net income of GH₵1,500.00 (34.1%); the limit is GH₵450.00.',
    });
    expect(errorOf(await app.graphql(APPROVE, { id, reason: 'Looks fine to me.' }, analyst.cookie)).code).toBe('APPROVAL_CHECKS_FAILED');
    // The limit is the product version's: a new version at 35% changes nothing for this application (it keeps the
    // terms it was priced on), and the same request made on the new version passes.
    const restore = await reviseProduct(app, 'rent', { maxInstalmentShareBp: 3500 });
    try {
      expect(failing(await checksOf(id))).toEqual(['affordability']);
      const again = await submitted({ employer: { ...validApplicationInput().employer, monthlyNetIncome: 150_000 } });
      await makeApplicationApprovable(app, again.id);
      expect(failing(await checksOf(again.id))).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('refuses without a Ghana Card number on the profile', async () => {
    const { customer, id } = await submitted();
    await makeApplicationApprovable(app, id);
    await app.database.query('UPDATE profile SET ghana_card_number = NULL WHERE user_id = $1', [customer.id]);
    const checks = await checksOf(id);
    expect(failing(checks)).toEqual(['identity']);
    expect(checks.at(-1)!.detail).toBe('The customer has no Ghana Card number on their profile.');
    expect(errorOf(await app.graphql(APPROVE, { id, reason: 'Looks fine to me.' }, analyst.cookie))).toMatchObject({
      code: 'APPROVAL_CHECKS_FAILED',
      message: 'Approval refused: Ghana Card number on file and unique — The customer has no Ghana Card number on their profile.',
    });
  });

  it('audits a rejection with the checklist it was taken on', async () => {
    const { id } = await submitted();
    const rejected = await app.graphql(REJECT, { id, reason: 'The landlord could not be reached.' }, analyst.cookie);
    expect(rejected.errors).toBeUndefined();
    const [entry] = (await auditOf(id)).filter((row) => row.action === 'application.reject');
    expect(entry.after.checks!.map((check) => [check.key, check.passed])).toEqual([
      ['documents', false],
      ['property', false],
      ['affordability', true],
      ['identity', false],
    ]);
  });
});

describe('four eyes', () => {
  // GH₵2,000 × 6 = GH₵12,000 financed: above the GH₵10,000 threshold.
  const large = () => submitted({ monthlyRent: 200_000, employer: { ...validApplicationInput().employer, monthlyNetIncome: 1_000_000 } });

  it('records the first approval, refuses the same person again, and completes with a second approver', async () => {
    const { customer, id } = await large();
    await makeApplicationApprovable(app, id);
    const first = await app.graphql<{ approveApplication: { status: string; approvalProgress: Progress } }>(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie);
    expect(first.errors).toBeUndefined();
    expect(first.data!.approveApplication.status).toBe('pending');
    expect(first.data!.approveApplication.approvalProgress).toMatchObject({ required: 2, approvals: [{ approverId: analyst.id, approverName: 'Esi Quaye', reason: 'Income verified with the employer.' }] });
    expect(await app.database.query('SELECT id FROM loan WHERE application_id = $1', [id])).toHaveLength(0);
    // The applicant is not told anything yet: the decision is not taken.
    const notes = await app.database.query(`SELECT title FROM notification WHERE user_id = $1`, [customer.id]);
    expect(notes).toEqual([]);

    expect(errorOf(await app.graphql(APPROVE, { id, reason: 'Approving it again.' }, analyst.cookie))).toMatchObject({
      code: 'SECOND_APPROVER_REQUIRED',
      message: 'You already approved this application. Amounts above GH₵10,000.00 need a second approver: another colleague with the right to approve must complete it.',
    });
    expect(await statusOf(id)).toBe('pending');

    const second = await app.graphql<{ approveApplication: { status: string; approvalProgress: Progress } }>(APPROVE, { id, reason: 'Second check done.' }, secondAnalyst.cookie);
    expect(second.errors).toBeUndefined();
    expect(second.data!.approveApplication.status).toBe('approved');
    expect(second.data!.approveApplication.approvalProgress.approvals.map((approval) => approval.approverId)).toEqual([analyst.id, secondAnalyst.id]);
    expect(await app.database.query('SELECT id FROM loan WHERE application_id = $1', [id])).toHaveLength(1);

    const audit = await auditOf(id);
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([
      ['application.approve_first', analyst.id],
      ['application.approve', secondAnalyst.id],
    ]);
    for (const row of audit) expect(row.after.checks!.every((check) => check.passed)).toBe(true);
    expect(audit[0].after).toMatchObject({ approvals: 1 });
    expect(audit[1].after).toMatchObject({ status: 'approved', approvals: 2 });
    expect((await checksOf(id)).map((check) => check.key)).toEqual(['documents', 'property', 'affordability', 'identity']);
  });

  it('lists each step of an analyst-then-admin approval with its own person, role, time and reason, in order', async () => {
    const { customer, id } = await large();
    await makeApplicationApprovable(app, id);
    expect(await stepsOf(id)).toEqual([]);
    expect((await app.graphql(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    // Half approved: the first step is there while the application waits.
    expect((await stepsOf(id)).map(said)).toEqual([['approval', 'First approval', 'Esi Quaye', 'Income verified with the employer.']]);
    expect((await app.graphql(APPROVE, { id, reason: 'Second approval: file reviewed, arrears cleared.' }, secondAnalyst.cookie)).errors).toBeUndefined();

    const read = await app.graphql<{ application: { status: string; decisionReason: string; decisionSteps: Step[] } }>(APPLICATION_STEPS, { id }, secondAnalyst.cookie);
    expect(read.errors).toBeUndefined();
    const { status, decisionReason, decisionSteps: steps } = read.data!.application;
    expect(status).toBe('approved');
    expect(decisionReason).toBe('Second approval: file reviewed, arrears cleared.');
    // The admin's words sit under the admin's name, the analyst's under the analyst's.
    expect(steps.map(said)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', 'Income verified with the employer.'],
      ['approved', 'Second approval', 'Kofi Boateng', 'Second approval: file reviewed, arrears cleared.'],
    ]);
    expect(steps.map((step) => [step.person!.id, step.person!.role])).toEqual([
      [analyst.id, 'credit_analyst'],
      [secondAnalyst.id, 'admin'],
    ]);
    // Each step carries the time of its own record, oldest first.
    const recorded = await app.database.query<{ approver_id: string; created_at: Date }>(
      'SELECT approver_id, created_at FROM credit_approval WHERE subject_id = $1 ORDER BY created_at',
      [id],
    );
    expect(steps.map((step) => new Date(step.at!).getTime())).toEqual(recorded.map((row) => row.created_at.getTime()));
    expect(new Date(steps[0].at!).getTime()).toBeLessThanOrEqual(new Date(steps[1].at!).getTime());

    // A customer never reads staff names: the steps are staff-only, like the reviewer; the decision and its reason are theirs.
    const mine = `query { myLatestApplication { id status decisionReason ${STEPS} } }`;
    const refused = await app.graphql<{ myLatestApplication: unknown }>(mine, {}, customer.cookie);
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(refused.data?.myLatestApplication ?? null).toBeNull();
    const own = await app.graphql<{ myLatestApplication: { id: string; status: string; decisionReason: string } }>(
      'query { myLatestApplication { id status decisionReason } }',
      {},
      customer.cookie,
    );
    expect(own.data!.myLatestApplication).toEqual({ id, status: 'approved', decisionReason: 'Second approval: file reviewed, arrears cleared.' });
  });

  it('puts the first approval in the approvals inbox with its preview; the second approver completes it there', async () => {
    const { id } = await large();
    await makeApplicationApprovable(app, id);
    expect((await app.graphql(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    const [request] = await inboxOn(id, secondAnalyst.cookie);
    expect(request).toMatchObject({
      action: 'application_approval',
      subjectKind: 'application',
      status: 'pending',
      summary: 'Approve the rent assistance application of Esi Quaye for GH₵12,000.00',
      makerNote: 'Income verified with the employer.',
      maker: { id: analyst.id },
    });
    expect(request.preview).toEqual([
      { label: 'Customer', value: 'Esi Quaye' },
      { label: 'Product', value: 'Rent assistance' },
      { label: 'Amount financed', value: 'GH₵12,000.00' },
      { label: 'Four-eyes threshold', value: 'GH₵10,000.00' },
      { label: 'Approval checks', value: '4 of 4 passed' },
    ]);
    // Not in the maker's own inbox, and the maker cannot approve it there either.
    expect(await inboxOn(id, analyst.cookie)).toEqual([]);
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: request.id, reason: null }, analyst.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');

    const approved = await app.graphql(APPROVE_REQUEST, { id: request.id, reason: 'Title deed and tenancy checked.' }, secondAnalyst.cookie);
    expect(approved.errors).toBeUndefined();
    expect(await statusOf(id)).toBe('approved');
    expect(await app.database.query('SELECT id FROM loan WHERE application_id = $1', [id])).toHaveLength(1);
    const read = await app.graphql<{ application: { decisionReason: string; decisionSteps: Step[] } }>(APPLICATION_STEPS, { id }, secondAnalyst.cookie);
    expect(read.data!.application.decisionReason).toBe('Title deed and tenancy checked.');
    expect(read.data!.application.decisionSteps.map(said)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', 'Income verified with the employer.'],
      ['approved', 'Second approval', 'Kofi Boateng', 'Title deed and tenancy checked.'],
    ]);
    const [decided] = await app.database.query<{ status: string; checker_id: string }>('SELECT status, checker_id FROM approval_request WHERE id = $1', [request.id]);
    expect(decided).toEqual({ status: 'approved', checker_id: secondAnalyst.id });
  });

  it('approving on the application page approves the waiting request too; a checker without a note leaves the first reason to the applicant', async () => {
    const { id } = await large();
    await makeApplicationApprovable(app, id);
    expect((await app.graphql(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    expect((await app.graphql(APPROVE, { id, reason: 'Second check done.' }, secondAnalyst.cookie)).errors).toBeUndefined();
    const rows = await app.database.query<{ status: string; checker_id: string; decision_reason: string }>(
      "SELECT status, checker_id, decision_reason FROM approval_request WHERE subject_id = $1 AND action = 'application_approval'",
      [id],
    );
    expect(rows).toEqual([{ status: 'approved', checker_id: secondAnalyst.id, decision_reason: 'Second check done.' }]);
    expect(await inboxOn(id, secondAnalyst.cookie)).toEqual([]);

    const other = await large();
    await makeApplicationApprovable(app, other.id);
    expect((await app.graphql(APPROVE, { id: other.id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    const [request] = await inboxOn(other.id, secondAnalyst.cookie);
    expect((await app.graphql(APPROVE_REQUEST, { id: request.id, reason: null }, secondAnalyst.cookie)).errors).toBeUndefined();
    const read = await app.graphql<{ application: { decisionReason: string; decisionSteps: Step[] } }>(APPLICATION_STEPS, { id: other.id }, secondAnalyst.cookie);
    expect(read.data!.application.decisionReason).toBe('Income verified with the employer.');
    expect(read.data!.application.decisionSteps.map(said)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', 'Income verified with the employer.'],
      ['approved', 'Second approval', 'Kofi Boateng', null],
    ]);
  });

  it('a declined request withdraws the first approval; a rejection closes the waiting request with its reason', async () => {
    const { id } = await large();
    await makeApplicationApprovable(app, id);
    expect((await app.graphql(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    const [request] = await inboxOn(id, secondAnalyst.cookie);
    const declined = await app.graphql(DECLINE_REQUEST, { id: request.id, reason: 'The payslips are from another employer.' }, secondAnalyst.cookie);
    expect(declined.errors).toBeUndefined();
    const read = await app.graphql<{ application: { status: string; approvalProgress: Progress } }>(APPLICATION, { id }, analyst.cookie);
    expect(read.data!.application).toMatchObject({ status: 'pending', approvalProgress: { required: 2, approvals: [] } });
    // The analyst may approve again once the file is put right: a new request waits.
    expect((await app.graphql(APPROVE, { id, reason: 'Payslips replaced with the right employer.' }, analyst.cookie)).errors).toBeUndefined();
    const [again] = await inboxOn(id, secondAnalyst.cookie);
    expect(again.id).not.toBe(request.id);

    expect((await app.graphql(REJECT, { id, reason: 'The landlord withdrew the flat.' }, secondAnalyst.cookie)).errors).toBeUndefined();
    const [closed] = await app.database.query<{ status: string; decision_reason: string }>('SELECT status, decision_reason FROM approval_request WHERE id = $1', [again.id]);
    expect(closed).toEqual({ status: 'declined', decision_reason: 'The application was rejected: The landlord withdrew the flat.' });
    // The first approval stays in the history, before the rejection.
    expect((await stepsOf(id)).map((step) => step.kind)).toEqual(['approval', 'rejected']);
  });

  it('credits a decision stored before approvals were recorded (the seed) to the subject’s own reviewer', async () => {
    const { id } = await submitted();
    await app.database.query(
      `UPDATE application SET status = 'approved', reviewer_id = $2, decision_reason = 'Seeded approval.', decided_at = '2026-11-20T09:00:00Z' WHERE id = $1`,
      [id, secondAnalyst.id],
    );
    const steps = await stepsOf(id);
    expect(steps.map(said)).toEqual([['approved', 'Approved', 'Kofi Boateng', 'Seeded approval.']]);
    expect(steps[0].at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('a single approval below the threshold is one step, "Approved"', async () => {
    const { id } = await submitted();
    await makeApplicationApprovable(app, id);
    expect((await app.graphql(APPROVE, { id, reason: 'Documents verified.' }, secondAnalyst.cookie)).errors).toBeUndefined();
    expect((await stepsOf(id)).map(said)).toEqual([['approved', 'Approved', 'Kofi Boateng', 'Documents verified.']]);
  });

  it('follows the four-eyes threshold of the version the application was priced on', async () => {
    // GH₵4,800 financed: one approval under the seeded rent version (threshold GH₵10,000).
    const before = await submitted();
    const restore = await reviseProduct(app, 'rent', { fourEyesThreshold: 300_000 });
    let after: { id: string };
    try {
      // The same amount priced on a version with a GH₵3,000 threshold needs two approvers.
      after = await submitted();
    } finally {
      await restore();
    }
    // A newer version (back to GH₵10,000) changes neither application: each keeps its version's threshold.
    for (const { id } of [before, after]) await makeApplicationApprovable(app, id);
    const progressOf = async (id: string) => (await app.graphql<{ application: { approvalProgress: Progress } }>(APPLICATION, { id }, analyst.cookie)).data!.application.approvalProgress;
    expect(await progressOf(before.id)).toMatchObject({ required: 1, threshold: 1_000_000 });
    expect(await progressOf(after.id)).toMatchObject({ required: 2, threshold: 300_000 });
    const first = await app.graphql<{ approveApplication: { status: string } }>(APPROVE, { id: after.id, reason: 'Income verified with the employer.' }, analyst.cookie);
    expect(first.data!.approveApplication.status).toBe('pending');
    expect(errorOf(await app.graphql(APPROVE, { id: after.id, reason: 'Again.' }, analyst.cookie))).toMatchObject({
      code: 'SECOND_APPROVER_REQUIRED',
      message: 'You already approved this application. Amounts above GH₵3,000.00 need a second approver: another colleague with the right to approve must complete it.',
    });
    const single = await app.graphql<{ approveApplication: { status: string } }>(APPROVE, { id: before.id, reason: 'Income verified with the employer.' }, analyst.cookie);
    expect(single.data!.approveApplication.status).toBe('approved');
  });

  it('lets a rejection end a half-approved application', async () => {
    const { id } = await large();
    await makeApplicationApprovable(app, id);
    expect((await app.graphql(APPROVE, { id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    expect((await app.graphql(REJECT, { id, reason: 'The second review found arrears elsewhere.' }, secondAnalyst.cookie)).errors).toBeUndefined();
    expect(await statusOf(id)).toBe('rejected');
    // The rejection is the admin's, with the admin's reason; the analyst's approval stays theirs.
    expect((await stepsOf(id)).map(said)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', 'Income verified with the employer.'],
      ['rejected', 'Rejected', 'Kofi Boateng', 'The second review found arrears elsewhere.'],
    ]);
  });

  it('follows a rejection with the customer’s review request and the analyst’s answer', async () => {
    const { customer, id } = await submitted();
    expect((await app.graphql(REJECT, { id, reason: 'The landlord could not be reached.' }, secondAnalyst.cookie)).errors).toBeUndefined();
    const asked = await app.graphql<{ requestApplicationReview: { id: string } }>(
      'mutation Q($applicationId: ID!, $message: String!) { requestApplicationReview(applicationId: $applicationId, message: $message) { id } }',
      { applicationId: id, message: 'My landlord was travelling; he is back now.' },
      customer.cookie,
    );
    expect(asked.errors).toBeUndefined();
    const answered = await app.graphql(
      'mutation A($id: ID!, $answer: String!) { answerApplicationReview(id: $id, answer: $answer) { id } }',
      { id: asked.data!.requestApplicationReview.id, answer: 'We reached the landlord; please apply again.' },
      analyst.cookie,
    );
    expect(answered.errors).toBeUndefined();
    const steps = await stepsOf(id);
    expect(steps.map(said)).toEqual([
      ['rejected', 'Rejected', 'Kofi Boateng', 'The landlord could not be reached.'],
      ['review_requested', 'Review requested', 'Esi Quaye', 'My landlord was travelling; he is back now.'],
      ['review_answered', 'Review answered', 'Esi Quaye', 'We reached the landlord; please apply again.'],
    ]);
    expect(steps.map((step) => step.person!.id)).toEqual([secondAnalyst.id, customer.id, analyst.id]);
  });
});

describe('BNPL order approval checks', () => {
  it('refuses without documents, a Ghana Card or a declared income; then approves; four eyes above the threshold', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 500_000, stock: 5 });
    const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 500_000);
    const id = ordered.data!.checkout.id;
    const read = await app.graphql<{ order: { approvalChecks: Check[]; approvalProgress: Progress } }>(ORDER, { id }, analyst.cookie);
    expect(read.errors).toBeUndefined();
    expect(read.data!.order.approvalChecks.map((check) => [check.key, check.passed])).toEqual([
      ['documents', false],
      ['affordability', false],
      ['identity', false],
    ]);
    expect(read.data!.order.approvalChecks[1].detail).toBe('No monthly net income declared: the customer has no application with employer details.');
    expect(read.data!.order.approvalProgress).toMatchObject({ required: 1, approvals: [] });
    // Customers do not read the checklist.
    expect(errorOf(await app.graphql(ORDER, { id }, customer.cookie)).code).toBe('FORBIDDEN');
    const refused = errorOf(await app.graphql(APPROVE_ORDER, { id }, analyst.cookie));
    expect(refused.code).toBe('APPROVAL_CHECKS_FAILED');
    expect(refused.message).toMatch(/^Approval refused: Required documents verified — Not verified: Ghana Card \(not uploaded\)\. Instalment at most 30% of income — No monthly net income declared/);
    const [stock] = await app.database.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [productId]);
    expect(stock.stock).toBe(5);

    await makeOrderApprovable(app, id);
    const approved = await app.graphql<{ approveOrder: { status: string; loanId: string } }>(APPROVE_ORDER, { id }, analyst.cookie);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveOrder.status).toBe('approved');
    const [entry] = (await auditOf(id)).filter((row) => row.action === 'order.approve');
    expect(entry.after.checks!.map((check) => check.key)).toEqual(['documents', 'affordability', 'identity']);

    // GH₵12,000 of goods: a first approval leaves it waiting; the same analyst cannot finish it; another can.
    const bigProduct = await createCatalogueItem(app, { price: 1_200_000, stock: 2 });
    const big = await checkout(app, customer.cookie, [{ productId: bigProduct, quantity: 1 }], 1_200_000);
    const bigId = big.data!.checkout.id;
    const first = await app.graphql<{ approveOrder: { status: string; loanId: string | null; approvalProgress: Progress } }>(APPROVE_ORDER, { id: bigId }, analyst.cookie);
    expect(first.errors).toBeUndefined();
    expect(first.data!.approveOrder).toMatchObject({ status: 'pending_approval', loanId: null, approvalProgress: { required: 2, approvals: [{ approverId: analyst.id }] } });
    expect(errorOf(await app.graphql(APPROVE_ORDER, { id: bigId }, analyst.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    // The second approval is given from the approvals inbox.
    const [request] = await inboxOn(bigId, secondAnalyst.cookie);
    expect(request).toMatchObject({ action: 'order_approval', subjectKind: 'order', summary: 'Approve the Buy Now Pay Later order of Esi Quaye for GH₵12,000.00' });
    const second = await app.graphql(APPROVE_REQUEST, { id: request.id, reason: null }, secondAnalyst.cookie);
    expect(second.errors).toBeUndefined();
    const approvedOrder = await app.graphql<{ order: { status: string; loanId: string | null } }>('query O($id: ID!) { order(id: $id) { status loanId } }', { id: bigId }, analyst.cookie);
    expect(approvedOrder.data!.order.status).toBe('approved');
    expect(approvedOrder.data!.order.loanId).not.toBeNull();
    expect((await auditOf(bigId)).map((row) => row.action)).toEqual(['order.approve_first', 'order.approve']);

    // Each step with its own person: the analyst's first approval, the admin's completing one (no reason given).
    const steps = await app.graphql<{ order: { decisionSteps: Step[] } }>(ORDER_STEPS, { id: bigId }, analyst.cookie);
    expect(steps.errors).toBeUndefined();
    expect(steps.data!.order.decisionSteps.map(said)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', null],
      ['approved', 'Second approval', 'Kofi Boateng', null],
    ]);
    expect(errorOf(await app.graphql(ORDER_STEPS, { id: bigId }, customer.cookie)).code).toBe('FORBIDDEN');
  });

  it('lists a rejected order’s rejection, and a cancelled order’s cancellation, with who and why', async () => {
    const customer = await app.signUp();
    const productId = await createCatalogueItem(app, { price: 1_200_000, stock: 5 });
    const rejectedId = (await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 1_200_000)).data!.checkout.id;
    await makeOrderApprovable(app, rejectedId);
    expect((await app.graphql(APPROVE_ORDER, { id: rejectedId }, analyst.cookie)).errors).toBeUndefined();
    const rejected = await app.graphql('mutation R($id: ID!, $reason: String!) { rejectOrder(id: $id, reason: $reason) { id status } }', { id: rejectedId, reason: 'The customer has arrears elsewhere.' }, secondAnalyst.cookie);
    expect(rejected.errors).toBeUndefined();
    const read = async (id: string) => (await app.graphql<{ order: { decisionSteps: Step[] } }>(ORDER_STEPS, { id }, analyst.cookie)).data!.order.decisionSteps.map(said);
    expect(await read(rejectedId)).toEqual([
      ['approval', 'First approval', 'Esi Quaye', null],
      ['rejected', 'Rejected', 'Kofi Boateng', 'The customer has arrears elsewhere.'],
    ]);

    const smallProduct = await createCatalogueItem(app, { price: 200_000, stock: 5 });
    const cancelledId = (await checkout(app, customer.cookie, [{ productId: smallProduct, quantity: 1 }], 200_000)).data!.checkout.id;
    await makeOrderApprovable(app, cancelledId);
    expect((await app.graphql(APPROVE_ORDER, { id: cancelledId }, analyst.cookie)).errors).toBeUndefined();
    const cancelled = await app.graphql('mutation C($id: ID!, $reason: String!) { staffCancelOrder(id: $id, reason: $reason) { id status } }', { id: cancelledId, reason: 'Out of stock at the supplier.' }, secondAnalyst.cookie);
    expect(cancelled.errors).toBeUndefined();
    expect(await read(cancelledId)).toEqual([
      ['approved', 'Approved', 'Esi Quaye', null],
      ['cancelled', 'Cancelled', 'Kofi Boateng', 'Out of stock at the supplier.'],
    ]);
  });

  it('takes the income of the customer’s latest application', async () => {
    const customer = await app.signUp();
    await declareIncome(app, customer.id, 100_000);
    const productId = await createCatalogueItem(app, { price: 500_000, stock: 5 });
    const ordered = await checkout(app, customer.cookie, [{ productId, quantity: 1 }], 500_000);
    const read = await app.graphql<{ order: { approvalChecks: Check[] } }>(ORDER, { id: ordered.data!.checkout.id }, analyst.cookie);
    const affordability = read.data!.order.approvalChecks.find((check) => check.key === 'affordability')!;
    expect(affordability.passed).toBe(false);
    expect(affordability.detail).toMatch(/against a monthly net income of GH₵1,000\.00 \(\d+(\.\d+)?%\); the limit is GH₵300\.00\.$/);
  });
});

describe('settings and the product version', () => {
  it('validates the settings; the documents checked are the ones the product version requires', async () => {
    const admin = await app.signInAs('superadmin');
    const UPDATE = 'mutation U($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) { key value } }';
    for (const value of [{ rent: ['passport'], bnpl: [] }, { rent: ['ghana_card', 'ghana_card'], bnpl: [] }, { rent: [] }, ['ghana_card']]) {
      expect(errorOf(await app.graphql(UPDATE, { key: 'credit.required_documents', value }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'credit.required_documents' });
    }
    expect(errorOf(await app.graphql(UPDATE, { key: 'credit.four_eyes_threshold', value: 0 }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    // A new rent version asking for a payslip instead of the mobile money statement: applications priced on it are checked for it.
    const restore = await reviseProduct(app, 'rent', {
      requiredDocuments: [
        { kind: 'ghana_card', text: 'Your Ghana Card (front and back)' },
        { kind: 'payslip', text: 'Your latest payslip' },
      ],
    });
    try {
      const { customer, id } = await submitted();
      await giveGhanaCard(app, customer.id);
      await linkInspectedProperty(app, id);
      await addDocument(app, customer.id, 'ghana_card');
      expect((await checksOf(id))[0]).toMatchObject({ passed: false, detail: 'Not verified: payslip (not uploaded).' });
      await addDocument(app, customer.id, 'payslip');
      expect((await checksOf(id))[0]).toMatchObject({ passed: true, detail: 'Ghana Card and payslip verified.' });
    } finally {
      await restore();
    }
  });
});
