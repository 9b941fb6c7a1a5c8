// Maker-checker through the API: a disbursement waits for a second person, who sees its effect in
// their inbox; the maker can never check their own; approving applies it in one transaction, declining applies
// nothing; a refusal the effect would meet reaches the maker when asking; settings changes wait the same way.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { makeApplicationApprovable } from '../../test/approval-fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signAgreement } from '../agreements/agreement.fixtures.js';
import { errorOf } from '../loans/loan.fixtures.js';
import { APPROVE_REQUEST } from './approval.fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
let maker: { cookie: string; id: string };
let checker: { cookie: string; id: string };

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-03-02T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  maker = await app.signInAs('finance');
  checker = await app.signInAs('finance');
});
afterAll(async () => {
  await app?.stop();
});

const DISBURSE = `mutation D($loanId: ID!, $input: DisbursementInput!) {
  recordDisbursement(loanId: $loanId, input: $input) { id status startDate pendingApprovals { id action status summary maker { id } } }
}`;
const INBOX = `query Inbox($waitingForMe: Boolean, $status: ApprovalStatus) {
  approvalRequests(waitingForMe: $waitingForMe, status: $status, first: 50) {
    nodes { id action subjectId summary amount status preview { label value } maker { id } checker { id } decisionReason }
  }
}`;
const DECLINE = `mutation Decline($id: ID!, $reason: String!) { declineRequest(id: $id, reason: $reason) { id status decisionReason checker { id } } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelApprovalRequest(id: $id) { id status } }`;
const LOAN_STATUS = `query L($id: ID!) { loan(id: $id) { id status startDate pendingApprovals { id } } }`;

type InboxNode = { id: string; action: string; subjectId: string; summary: string; amount: number | null; status: string; preview: Array<{ label: string; value: string }>; maker: { id: string }; checker: { id: string } | null; decisionReason: string | null };

/** A signed rent loan awaiting disbursement (GH₵ from the valid application input). */
async function loanAwaitingDisbursement(signed = true): Promise<{ loanId: string; principal: number }> {
  const customer = await app.signUp({ firstName: 'Abena', lastName: 'Sarpong' });
  const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
  expect(submitted.errors).toBeUndefined();
  const applicationId = submitted.data!.submitApplication.id;
  await makeApplicationApprovable(app, applicationId);
  const approved = await app.graphql('mutation A($id: ID!) { approveApplication(id: $id, reason: "Income and landlord verified.") { status } }', { id: applicationId }, analyst.cookie);
  expect(approved.errors).toBeUndefined();
  const [row] = await app.database.query<{ id: string; principal: number }>('SELECT id, principal::int AS principal FROM loan WHERE application_id = $1', [applicationId]);
  if (signed) await signAgreement(app, row.id, customer);
  return { loanId: row.id, principal: row.principal };
}

async function inbox(cookie: string, variables: Record<string, unknown> = { waitingForMe: true }): Promise<InboxNode[]> {
  const result = await app.graphql<{ approvalRequests: { nodes: InboxNode[] } }>(INBOX, variables, cookie);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.approvalRequests.nodes;
}

const input = { method: 'bank_transfer', reference: 'GCB-2026-0420', paidTo: 'Nana Yeboah', note: 'Twelve months advance' };

describe('a disbursement', () => {
  it('waits for a second person, who sees its effect; the maker cannot approve it; approval starts the loan', async () => {
    const { loanId, principal } = await loanAwaitingDisbursement();
    const asked = await app.graphql<{ recordDisbursement: { status: string; startDate: string | null; pendingApprovals: Array<{ id: string; action: string; maker: { id: string } }> } }>(DISBURSE, { loanId, input }, maker.cookie);
    expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();
    // Nothing is paid out yet: the loan still awaits disbursement, with the request on it.
    expect(asked.data!.recordDisbursement).toMatchObject({ status: 'awaiting_disbursement', startDate: null });
    const [pending] = asked.data!.recordDisbursement.pendingApprovals;
    expect(pending).toMatchObject({ action: 'disbursement', maker: { id: maker.id } });

    // The checker's inbox shows the effect as the maker saw it; the maker's own inbox does not list it.
    const waiting = (await inbox(checker.cookie)).find((node) => node.id === pending.id)!;
    expect(waiting).toMatchObject({ action: 'disbursement', subjectId: loanId, amount: principal, status: 'pending' });
    expect(waiting.summary).toContain('to Nana Yeboah');
    expect(waiting.preview).toEqual(expect.arrayContaining([{ label: 'Paid to', value: 'Nana Yeboah' }, { label: 'Reference', value: 'GCB-2026-0420' }]));
    expect((await inbox(maker.cookie)).map((node) => node.id)).not.toContain(pending.id);
    // A credit analyst cannot move money, so the request is not theirs to see.
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: pending.id }, analyst.cookie))).toMatchObject({ code: 'FORBIDDEN' });

    // The maker is refused by the API as well as by the screen; asking twice is a conflict, not a second request.
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: pending.id }, maker.cookie))).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED', message: 'You made this request: a second person must approve it.' });
    expect(errorOf(await app.graphql(DISBURSE, { loanId, input }, maker.cookie))).toMatchObject({ code: 'CONFLICT', message: 'This is already waiting for a second person’s approval.' });

    const approved = await app.graphql<{ approveRequest: { status: string; checker: { id: string } } }>(APPROVE_REQUEST, { id: pending.id, reason: 'Transfer seen on the GCB statement.' }, checker.cookie);
    expect(approved.errors, JSON.stringify(approved.errors)).toBeUndefined();
    expect(approved.data!.approveRequest).toEqual({ id: pending.id, status: 'approved', checker: { id: checker.id } });
    const loan = await app.graphql<{ loan: { status: string; startDate: string; pendingApprovals: unknown[] } }>(LOAN_STATUS, { id: loanId }, maker.cookie);
    expect(loan.data!.loan).toMatchObject({ status: 'active', startDate: '2026-04-02', pendingApprovals: [] });
    // The disbursement is the maker's (who paid), the approval the checker's: both in the trail.
    const [disbursed] = await app.database.query<{ recorded_by: string }>("SELECT disbursement->>'recordedBy' AS recorded_by FROM loan WHERE id = $1", [loanId]);
    expect(disbursed.recorded_by).toBe(maker.id);
    const trail = await app.database.query<{ action: string; actor_id: string }>("SELECT action, actor_id FROM audit_event WHERE (entity_id = $1 AND action = 'loan.disburse') OR (entity_id = $2) ORDER BY at", [loanId, pending.id]);
    // The effect and its approval share one transaction (one timestamp), so the trail is compared as a set.
    expect(trail).toHaveLength(3);
    expect(trail).toEqual(expect.arrayContaining([
      { action: 'approval.request', actor_id: maker.id },
      { action: 'loan.disburse', actor_id: maker.id },
      { action: 'approval.approve', actor_id: checker.id },
    ]));
    // Deciding twice is refused; the maker was told.
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: pending.id }, checker.cookie))).toMatchObject({ code: 'CONFLICT', message: 'This request was already approved.' });
    const [told] = await app.database.query<{ title: string }>("SELECT title FROM notification WHERE user_id = $1 AND target_kind = 'APPROVAL' AND target_id = $2", [maker.id, pending.id]);
    expect(told.title).toBe('Your request was approved');
  });

  it('is refused to the maker at once when the effect would be (agreement unsigned): nothing waits', async () => {
    const { loanId } = await loanAwaitingDisbursement(false);
    expect(errorOf(await app.graphql(DISBURSE, { loanId, input }, maker.cookie))).toMatchObject({ code: 'AGREEMENT_NOT_SIGNED' });
    const rows = await app.database.query('SELECT id FROM approval_request WHERE subject_id = $1', [loanId]);
    expect(rows).toEqual([]);
  });

  it('declined with a reason applies nothing; the maker may cancel a request and ask again', async () => {
    const { loanId } = await loanAwaitingDisbursement();
    const first = await app.graphql<{ recordDisbursement: { pendingApprovals: Array<{ id: string }> } }>(DISBURSE, { loanId, input }, maker.cookie);
    const firstId = first.data!.recordDisbursement.pendingApprovals[0].id;
    expect(errorOf(await app.graphql(DECLINE, { id: firstId, reason: 'x' }, checker.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const declined = await app.graphql<{ declineRequest: { status: string; decisionReason: string } }>(DECLINE, { id: firstId, reason: 'Reference not on the statement.' }, checker.cookie);
    expect(declined.data!.declineRequest).toMatchObject({ status: 'declined', decisionReason: 'Reference not on the statement.' });
    expect((await app.graphql<{ loan: { status: string } }>(LOAN_STATUS, { id: loanId }, maker.cookie)).data!.loan.status).toBe('awaiting_disbursement');

    const second = await app.graphql<{ recordDisbursement: { pendingApprovals: Array<{ id: string }> } }>(DISBURSE, { loanId, input: { ...input, reference: 'GCB-2026-0421' } }, maker.cookie);
    const secondId = second.data!.recordDisbursement.pendingApprovals[0].id;
    expect(errorOf(await app.graphql(CANCEL, { id: secondId }, checker.cookie))).toMatchObject({ code: 'FORBIDDEN', message: 'Only the person who made the request can cancel it.' });
    expect((await app.graphql<{ cancelApprovalRequest: { status: string } }>(CANCEL, { id: secondId }, maker.cookie)).data!.cancelApprovalRequest.status).toBe('cancelled');
    const history = await inbox(checker.cookie, { status: null });
    expect(history.filter((node) => node.subjectId === loanId).map((node) => node.status).sort()).toEqual(['cancelled', 'declined']);
  });
});

describe('a credit setting', () => {
  it('changes only when a second admin approves; other settings change at once', async () => {
    const admin = await app.signInAs('admin');
    const otherAdmin = await app.signInAs('superadmin');
    const UPDATE = `mutation U($key: String!, $value: JSON!) { updateSetting(key: $key, value: $value) { key value pendingApprovals { id summary } } }`;
    const asked = await app.graphql<{ updateSetting: { value: number; pendingApprovals: Array<{ id: string; summary: string }> } }>(UPDATE, { key: 'credit.min_amount', value: 60_000 }, admin.cookie);
    expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();
    expect(asked.data!.updateSetting.value).toBe(50_000);
    expect(asked.data!.updateSetting.pendingApprovals).toEqual([{ id: expect.any(String), summary: 'Change credit.min_amount from 50000 to 60000' }]);
    // Out of range is refused when asking, not when approving.
    expect(errorOf(await app.graphql(UPDATE, { key: 'credit.penalty_cap_bp', value: 99_999 }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const approved = await app.graphql(APPROVE_REQUEST, { id: asked.data!.updateSetting.pendingApprovals[0].id }, otherAdmin.cookie);
    expect(approved.errors).toBeUndefined();
    const [minimum] = await app.database.query<{ value: number; updated_by: string }>("SELECT value, updated_by FROM system_settings WHERE key = 'credit.min_amount'", []);
    expect(minimum).toEqual({ value: 60_000, updated_by: admin.id });

    const brand = await app.graphql<{ updateSetting: { value: string; pendingApprovals: unknown[] } }>(UPDATE, { key: 'client.toast_max', value: 10 }, admin.cookie);
    expect(brand.data!.updateSetting).toMatchObject({ value: 10, pendingApprovals: [] });
  });
});
