// Tests that move money as one person ask a second person to approve it, as maker-checker requires (docs/architecture.md, Maker-checker).
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';

const checkers = new WeakMap<TestApp, Map<string, Promise<{ cookie: string; id: string }>>>();

/** A signed-in staff member of this role, other than any maker of the test (one per app and role). */
export function checkerOf(app: TestApp, role = 'admin'): Promise<{ cookie: string; id: string }> {
  let byRole = checkers.get(app);
  if (!byRole) checkers.set(app, (byRole = new Map()));
  let checker = byRole.get(role);
  if (!checker) byRole.set(role, (checker = app.signInAs(role)));
  return checker;
}

export const APPROVE_REQUEST = `mutation Approve($id: ID!, $reason: String) { approveRequest(id: $id, reason: $reason) { id status checker { id } } }`;

/** The pending request on a record (a loan or payment id, a setting key) is approved by a second person. */
export async function secondPersonApproves(app: TestApp, subjectId: string, role = 'admin'): Promise<void> {
  const rows = await app.database.query<{ id: string }>("SELECT id FROM approval_request WHERE subject_id = $1 AND status = 'pending' ORDER BY created_at", [subjectId]);
  expect(rows.length, `a request waits on ${subjectId}`).toBeGreaterThan(0);
  const checker = await checkerOf(app, role);
  for (const row of rows) {
    const result = await app.graphql<{ approveRequest: { status: string } }>(APPROVE_REQUEST, { id: row.id }, checker.cookie);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data!.approveRequest.status).toBe('approved');
  }
}

const RECORD_MANUAL = `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id status } }`;

/**
 * Records a manual payment as `cookie`'s staff member; above approvals.manual_payment_threshold it waits, so a second
 * person approves it. Returns the payment id once the payment is applied.
 */
export async function recordManualPaymentApplied(app: TestApp, cookie: string, input: Record<string, unknown>, checkerRole = 'admin'): Promise<string> {
  const recorded = await app.graphql<{ recordManualPayment: { id: string; status: string } }>(RECORD_MANUAL, { input }, cookie);
  expect(recorded.errors, JSON.stringify(recorded.errors)).toBeUndefined();
  const { id, status } = recorded.data!.recordManualPayment;
  if (status === 'awaiting_approval') await secondPersonApproves(app, id, checkerRole);
  return id;
}
