import { randomUUID } from 'node:crypto';
import 'reflect-metadata';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loanNumber } from '../loans/loan.statement.js';
import { APPROVE_REQUEST, secondPersonApproves } from '../approvals/approval.fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { withTransaction } from '../../db/transaction.js';
import { applyPayment, bnplLoan, errorOf, ledgerSum } from '../loans/loan.fixtures.js';

// BNPL loans of GH₵5,000 over 6 months at 4% a month, signed 2026-01-15: instalment 1 due 2026-02-15 is 95,381
// (interest 20,000 + principal 75,381). Grace 5 days, penalty 30% a year on the overdue amount.
const at = (day: string) => new Date(`${day}T12:00:00Z`);

const PREVIEW_FIELDS = `loanId on principal capitalised carriedInterest arrearsKept monthlyRateBp monthlyAmount firstDueDate endDate months
  totalInterest totalRepayable aprBp difference interestDifference current { total interest endDate monthlyAmount }
  newRows { number dueDate principal interest fee total balanceAfter }`;
const REQUEST_FIELDS = `id loanId status reason affordable holidayMonths capitaliseArrears approvedAffordable decisionNote appliedVersion`;
const PREVIEW = `query P($loanId: ID!, $terms: HardshipTermsInput!) { hardshipPreview(loanId: $loanId, terms: $terms) { ${PREVIEW_FIELDS} } }`;
const REQUEST = `mutation R($input: HardshipRequestInput!) { requestHardship(input: $input) { ${REQUEST_FIELDS} } }`;
const APPROVE = `mutation A($id: ID!, $terms: HardshipTermsInput, $note: String) { approveHardshipRequest(id: $id, terms: $terms, note: $note) { ${REQUEST_FIELDS} } }`;
const DECLINE = `mutation D($id: ID!, $reason: String!) { declineHardshipRequest(id: $id, reason: $reason) { ${REQUEST_FIELDS} } }`;
const ACCEPT = `mutation X($id: ID!) { acceptHardshipTerms(id: $id) { ${REQUEST_FIELDS} } }`;
const CANCEL = `mutation C($id: ID!) { cancelHardshipRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const ONE = `query O($id: ID!) { hardshipRequest(id: $id) { ${REQUEST_FIELDS} preview { ${PREVIEW_FIELDS} } } }`;
const QUEUE = `{ hardshipRequests { ${REQUEST_FIELDS} } }`;

interface Row { number: number; dueDate: string; principal: number; interest: number; fee: number; total: number; balanceAfter: number }
interface Preview { newRows: Row[]; monthlyAmount: number; endDate: string; firstDueDate: string; capitalised: number; carriedInterest: number; totalInterest: number; aprBp: number }
interface Request { id: string; status: string; appliedVersion: number | null; approvedAffordable: number | null }

let running: TestApp[] = [];
afterEach(async () => {
  await Promise.all(running.map((app) => app.stop()));
  running = [];
});
vi.setConfig({ testTimeout: 180_000 });

async function setup(loans = 1) {
  const app = await startTestApp();
  running.push(app);
  app.services.clock.set(at('2026-01-15'));
  const analyst = await app.signInAs('credit_analyst');
  const customers = await Promise.all(Array.from({ length: loans }, () => app.signUp()));
  const ids: string[] = [];
  for (const customer of customers) ids.push(await bnplLoan(app, customer, analyst.cookie));
  return { app, analyst, customers, ids };
}

/** Owed by the borrower (schedule + charges − paid), from the stored balances. */
async function owed(app: TestApp, loanId: string): Promise<number> {
  const rows = (await app.services.loans.instalmentBalances(app.database.db, [loanId])).get(loanId)!;
  return rows.reduce((sum, r) => sum + r.principalDue + r.interestDue + r.feeDue + r.penaltyDue - r.principalPaid - r.interestPaid - r.feePaid - r.penaltyPaid, 0);
}

const terms = { affordable: 60_000, holidayMonths: 1, capitaliseArrears: true };

describe('hardship restructuring', () => {
  it('request → approve → accept applies exactly the previewed schedule, keeping the ledger invariant', async () => {
    const { app, analyst, customers, ids } = await setup(2);
    const [customer, other] = customers;
    const loanId = ids[0];
    app.services.clock.set(at('2026-02-25'));

    const preview = await app.graphql<{ hardshipPreview: Preview }>(PREVIEW, { loanId, terms }, customer.cookie);
    expect(preview.errors).toBeUndefined();
    const shown = preview.data!.hardshipPreview;
    // Instalment 1 (75,381 + 20,000) capitalised; the rest 424,619 of principal. 10 days into the period from 02-15:
    // 424,619 × 48% × 10/365 = 5,584.03 → 5,584 carried. First due: 03-15 + 1 month = 04-15.
    expect(shown.capitalised).toBe(95_381);
    expect(shown.carriedInterest).toBe(5_584);
    expect(shown.firstDueDate).toBe('2026-04-15');
    expect(shown.monthlyAmount).toBe(60_000);
    expect(shown.newRows[0].number).toBe(2);

    // Someone else's loan is not found; an impossible amount is refused with the engine's sentence.
    expect(errorOf(await app.graphql(PREVIEW, { loanId, terms }, other.cookie)).code).toBe('NOT_FOUND');
    const tooLow = errorOf(await app.graphql(PREVIEW, { loanId, terms: { ...terms, affordable: 1_000 } }, customer.cookie));
    expect(tooLow).toMatchObject({ code: 'BAD_USER_INPUT', field: 'terms.affordable' });
    expect(tooLow.message).toContain('does not cover the interest');
    const input = { loanId, reason: 'job_loss', details: 'I lost my job in January.', ...terms };
    expect(errorOf(await app.graphql(REQUEST, { input }, other.cookie)).code).toBe('NOT_FOUND');

    const requested = await app.graphql<{ requestHardship: Request }>(REQUEST, { input }, customer.cookie);
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestHardship.id;
    expect(requested.data!.requestHardship.status).toBe('pending');
    // One open request per loan; accepting before approval is refused; the customer cannot approve.
    expect(errorOf(await app.graphql(REQUEST, { input }, customer.cookie))).toMatchObject({ code: 'CONFLICT', message: 'This loan already has an open hardship request.' });
    expect(errorOf(await app.graphql(ACCEPT, { id }, customer.cookie))).toMatchObject({ code: 'CONFLICT', message: 'This request has not been approved yet.' });
    expect(errorOf(await app.graphql(APPROVE, { id }, customer.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(ONE, { id }, other.cookie)).code).toBe('NOT_FOUND');

    const queue = await app.graphql<{ hardshipRequests: Request[] }>(QUEUE, {}, analyst.cookie);
    expect(queue.data!.hardshipRequests.map((r) => r.id)).toEqual([id]);
    const [notice] = await app.database.query<{ title: string }>("SELECT title FROM notification WHERE user_id = $1 AND kind = 'hardship'", [analyst.id]);
    expect(notice.title).toBe('New hardship request');

    // The analyst cannot raise the rate; approves with a higher amount instead.
    expect(errorOf(await app.graphql(APPROVE, { id, terms: { ...terms, monthlyRateBp: 500 } }, analyst.cookie)).message).toBe('A restructure cannot raise the monthly rate.');
    const approved = await app.graphql<{ approveHardshipRequest: Request }>(APPROVE, { id, terms: { ...terms, affordable: 70_000 }, note: 'A little more, shorter.' }, analyst.cookie);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveHardshipRequest).toMatchObject({ status: 'approved', approvedAffordable: 70_000 });
    const [told] = await app.database.query<{ title: string; body: string }>("SELECT title, body FROM notification WHERE user_id = $1 AND kind = 'hardship'", [customer.id]);
    expect(told.title).toBe('Your hardship request was approved');
    // A customer may have several loans: the message names this one.
    expect(told.body).toMatch(new RegExp(`^New terms for loan ${loanNumber(loanId)}: GH₵`));

    // The customer sees the approved terms' preview, then accepts the same day: the version equals it exactly.
    const again = await app.graphql<{ hardshipRequest: Request & { preview: Preview } }>(ONE, { id }, customer.cookie);
    const agreed = again.data!.hardshipRequest.preview;
    expect(agreed.monthlyAmount).toBe(70_000);
    const before = await ledgerSum(app, loanId);
    const accepted = await app.graphql<{ acceptHardshipTerms: Request }>(ACCEPT, { id }, customer.cookie);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptHardshipTerms).toMatchObject({ status: 'accepted', appliedVersion: 2 });

    const applied = await app.database.query<{ number: number; due_date: string; principal_due: string; interest_due: string; fee_due: string }>(
      'SELECT number, due_date::text, principal_due::text, interest_due::text, fee_due::text FROM loan_instalment WHERE loan_id = $1 AND version = 2 ORDER BY number',
      [loanId],
    );
    expect(applied[0]).toMatchObject({ number: 1, principal_due: '0', interest_due: '0' });
    expect(applied.slice(1).map((r) => ({ number: r.number, dueDate: r.due_date, principal: Number(r.principal_due), interest: Number(r.interest_due), fee: Number(r.fee_due) }))).toEqual(
      agreed.newRows.map(({ total: _t, balanceAfter: _b, ...row }) => row),
    );
    const [version] = await app.database.query<{ reason: string }>('SELECT reason FROM loan_schedule_version WHERE loan_id = $1 AND version = 2', [loanId]);
    expect(version.reason).toBe('restructure');
    // Σ ledger = owed − credit (no credit here); the reschedule entry is the change of the scheduled total.
    expect(await ledgerSum(app, loanId)).toBe(await owed(app, loanId));
    const [entry] = await app.database.query<{ amount: string }>("SELECT amount::text FROM ledger_entry WHERE loan_id = $1 AND kind = 'reschedule'", [loanId]);
    expect(before + Number(entry.amount)).toBe(await ledgerSum(app, loanId));
    // Capitalised: nothing is overdue any more.
    const [loanRow] = await app.database.query<{ status: string; schedule_version: number }>('SELECT status, schedule_version FROM loan WHERE id = $1', [loanId]);
    expect(loanRow).toEqual({ status: 'active', schedule_version: 2 });
    const audits = await app.database.query<{ action: string }>("SELECT action FROM audit_event WHERE entity_id = $1", [id]);
    expect(audits.map((a) => a.action).sort()).toEqual(['hardship.accept', 'hardship.approve', 'hardship.request']);
    // Accepting twice is refused.
    expect(errorOf(await app.graphql(ACCEPT, { id }, customer.cookie)).code).toBe('CONFLICT');
  });

  it('a payment made before the restructure cannot be reversed afterwards (it would undo the accepted terms)', async () => {
    const { app, analyst, customers, ids } = await setup(1);
    const [customer] = customers;
    const loanId = ids[0];
    const paymentId = randomUUID();
    app.services.clock.set(at('2026-02-20'));
    await applyPayment(app, { paymentId, loanId, userId: customer.id, amount: 10_000, receivedAt: at('2026-02-20') });
    app.services.clock.set(at('2026-02-25'));
    const requested = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: { loanId, reason: 'job_loss', details: 'I lost my job.', ...terms } }, customer.cookie);
    expect(requested.errors).toBeUndefined();
    const id = requested.data!.requestHardship.id;
    expect((await app.graphql(APPROVE, { id }, analyst.cookie)).errors).toBeUndefined();
    expect((await app.graphql(ACCEPT, { id }, customer.cookie)).errors).toBeUndefined();
    const owedBefore = await owed(app, loanId);
    const refused = await withTransaction(app.database.db, (tx) => app.services.loans.reversePayment(tx, { paymentId })).then(
      () => null,
      (error: { extensions?: { code?: string }; message: string }) => error,
    );
    expect(refused?.extensions?.code).toBe('CONFLICT');
    expect(refused?.message).toBe('The loan was restructured after this payment; correct it by hand with finance.');
    // Nothing changed: the restructured schedule is still in force and the balance is the same.
    const [loanRow] = await app.database.query<{ schedule_version: number }>('SELECT schedule_version FROM loan WHERE id = $1', [loanId]);
    expect(loanRow.schedule_version).toBe(2);
    expect(await owed(app, loanId)).toBe(owedBefore);
  });

  it('declines with a reason, lets the customer cancel, refuses a paid-off loan', async () => {
    const { app, analyst, customers, ids } = await setup(2);
    app.services.clock.set(at('2026-02-25'));
    const input = (loanId: string) => ({ loanId, reason: 'illness', details: 'In hospital for two weeks.', ...terms });
    const first = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: input(ids[0]) }, customers[0].cookie);
    const id = first.data!.requestHardship.id;
    expect(errorOf(await app.graphql(DECLINE, { id, reason: '  ' }, analyst.cookie)).code).toBe('BAD_USER_INPUT');
    const declined = await app.graphql<{ declineHardshipRequest: Request }>(DECLINE, { id, reason: 'Your income covers the instalment.' }, analyst.cookie);
    expect(declined.data!.declineHardshipRequest.status).toBe('declined');
    expect(errorOf(await app.graphql(ACCEPT, { id }, customers[0].cookie)).code).toBe('CONFLICT');
    // A new request after a decline is allowed, and the customer may withdraw it.
    const second = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: input(ids[0]) }, customers[0].cookie);
    const cancelled = await app.graphql<{ cancelHardshipRequest: Request }>(CANCEL, { id: second.data!.requestHardship.id }, customers[0].cookie);
    expect(cancelled.data!.cancelHardshipRequest.status).toBe('cancelled');

    // Loan 2 settled in full: nothing to restructure.
    const quote = await app.services.loans.earlySettlementQuote({ id: customers[1].id, role: 'user' } as never, ids[1]);
    await applyPayment(app, { loanId: ids[1], userId: customers[1].id, amount: quote.amount, receivedAt: at('2026-02-25') });
    expect(errorOf(await app.graphql(REQUEST, { input: input(ids[1]) }, customers[1].cookie))).toMatchObject({ code: 'CONFLICT', message: 'This loan is already paid off.' });
  });

  it('close of business charges no penalty while a request is open, nor later for those days', async () => {
    const { app, analyst, customers, ids } = await setup(2);
    app.services.clock.set(at('2026-02-20'));
    const requested = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: { loanId: ids[0], reason: 'reduced_income', details: 'Fewer shifts.', ...terms } }, customers[0].cookie);
    expect(requested.errors).toBeUndefined();
    const run = await app.services.closeOfBusiness.run('2026-02-25');
    // Only loan 2: 95,381 × 3000 × 5 / 3,650,000 = 391.98 → 392.
    expect(run).toMatchObject({ penaltiesWritten: 1, penaltyTotal: 392 });
    const penalties = async (loanId: string) =>
      (await app.database.query<{ amount: string }>("SELECT amount::text FROM ledger_entry WHERE loan_id = $1 AND kind = 'penalty' ORDER BY accrual_date", [loanId])).map((r) => Number(r.amount));
    expect(await penalties(ids[0])).toEqual([]);

    app.services.clock.set(at('2026-02-27'));
    await app.graphql(DECLINE, { id: requested.data!.requestHardship.id, reason: 'Not eligible.' }, analyst.cookie);
    await app.services.closeOfBusiness.run('2026-03-01');
    // 14 days late, 9 beyond grace, only the 2 days after the decline charged:
    // round(95,381 × 3000 × 9 / 3,650,000) = 706 − round(… × 7 …) = 549 → 157.
    expect(await penalties(ids[0])).toEqual([157]);
  });
  it('after an early payment, and with an offer below the interest, the request still reaches an analyst', async () => {
    const { app, analyst, customers, ids } = await setup(2);
    const [customer, second] = customers;
    // Instalment 1 (95,381) paid in full and 10,000 ahead on instalment 2 (due 03-15).
    app.services.clock.set(at('2026-02-10'));
    await applyPayment(app, { loanId: ids[0], userId: customer.id, amount: 105_381, receivedAt: at('2026-02-10') });
    app.services.clock.set(at('2026-02-25'));
    const requested = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: { loanId: ids[0], reason: 'job_loss', details: 'I lost my job.', ...terms } }, customer.cookie);
    expect(requested.errors).toBeUndefined();
    expect(requested.data!.requestHardship.status).toBe('pending');
    // The preview applies: the 10,000 paid ahead is kept on instalment 2, the rest spread.
    const shown = await app.graphql<{ hardshipRequest: { preview: Preview | null } }>(ONE, { id: requested.data!.requestHardship.id }, customer.cookie);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.hardshipRequest.preview!.newRows[0].number).toBe(3);

    // GH₵10 a month does not cover the interest: sent anyway, without a preview, for the analyst to decide.
    const low = await app.graphql<{ requestHardship: Request }>(REQUEST, { input: { loanId: ids[1], reason: 'illness', details: 'In hospital.', ...terms, affordable: 1_000 } }, second.cookie);
    expect(low.errors).toBeUndefined();
    const lowShown = await app.graphql<{ hardshipRequest: { preview: Preview | null } }>(ONE, { id: low.data!.requestHardship.id }, second.cookie);
    expect(lowShown.errors).toBeUndefined();
    expect(lowShown.data!.hardshipRequest.preview).toBeNull();
    const queue = await app.graphql<{ hardshipRequests: Request[] }>(QUEUE, {}, analyst.cookie);
    expect(queue.data!.hardshipRequests.map((r) => r.id).sort()).toEqual([requested.data!.requestHardship.id, low.data!.requestHardship.id].sort());
    const notices = await app.database.query<{ body: string }>("SELECT body FROM notification WHERE user_id = $1 AND kind = 'hardship' ORDER BY created_at", [analyst.id]);
    expect(notices).toHaveLength(2);
    expect(notices[1].body).toContain('cannot be applied as asked');
  });
  it('staff restructure: proposed after an early payment and in arrears, previewed = applied, accepted or declined only by the borrower', async () => {
    const { app, analyst, customers, ids } = await setup(2);
    const [early, late] = customers;
    const PROPOSE = `mutation Pr($input: RestructureProposalInput!) { proposeRestructure(input: $input) { id action status summary preview { label value } } }`;
    const STAFF_PREVIEW = `query SP($loanId: ID!, $terms: HardshipTermsInput!) { restructurePreview(loanId: $loanId, terms: $terms) { ${PREVIEW_FIELDS} } }`;
    app.services.clock.set(at('2026-02-10'));
    await applyPayment(app, { loanId: ids[0], userId: early.id, amount: 105_381, receivedAt: at('2026-02-10') });
    // Loan 2 is in arrears at 02-25 (instalment 1 unpaid past the grace days).
    app.services.clock.set(at('2026-02-25'));
    await app.services.closeOfBusiness.run('2026-02-25');
    const [arrears] = await app.database.query<{ status: string }>('SELECT status FROM loan WHERE id = $1', [ids[1]]);
    expect(arrears.status).toBe('in_arrears');
    const proposal = { affordable: 50_000, holidayMonths: 0, capitaliseArrears: true, monthlyRateBp: 300 };

    // Customers cannot preview or propose staff restructures.
    expect(errorOf(await app.graphql(STAFF_PREVIEW, { loanId: ids[0], terms: proposal }, early.cookie)).code).toBe('FORBIDDEN');
    expect(errorOf(await app.graphql(PROPOSE, { input: { loanId: ids[0], terms: proposal, note: 'x' } }, early.cookie)).code).toBe('FORBIDDEN');

    for (const [index, customer] of [early, late].entries()) {
      const loanId = ids[index];
      const previewed = await app.graphql<{ restructurePreview: Preview }>(STAFF_PREVIEW, { loanId, terms: proposal }, analyst.cookie);
      expect(previewed.errors).toBeUndefined();
      const proposed = await app.graphql<{ proposeRestructure: { id: string; status: string; preview: Array<{ label: string; value: string }> } }>(PROPOSE, { input: { loanId, terms: proposal, note: 'Lower rate, longer term.' } }, analyst.cookie);
      expect(proposed.errors).toBeUndefined();
      // A second person confirms the terms before the borrower sees them (maker-checker); never the analyst who proposed.
      expect(proposed.data!.proposeRestructure).toMatchObject({ action: 'restructure', status: 'pending' });
      expect(proposed.data!.proposeRestructure.preview).toContainEqual({ label: 'Monthly rate', value: '3.00%' });
      expect(await app.database.query('SELECT id FROM hardship_request WHERE loan_id = $1', [loanId])).toEqual([]);
      expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: proposed.data!.proposeRestructure.id }, analyst.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
      await secondPersonApproves(app, loanId, 'credit_analyst');
      const [offer] = await app.database.query<{ id: string; status: string; approved_affordable: number }>('SELECT id, status, approved_affordable::int FROM hardship_request WHERE loan_id = $1', [loanId]);
      expect(offer).toMatchObject({ status: 'approved', approved_affordable: 50_000 });
      const id = offer.id;
      // Another customer can neither see nor accept it.
      const other = index === 0 ? late : early;
      expect(errorOf(await app.graphql(ACCEPT, { id }, other.cookie)).code).toBe('NOT_FOUND');
      expect(errorOf(await app.graphql(CANCEL, { id }, other.cookie)).code).toBe('NOT_FOUND');
      const seen = await app.graphql<{ hardshipRequest: { preview: Preview } }>(ONE, { id }, customer.cookie);
      expect(seen.data!.hardshipRequest.preview).toEqual(previewed.data!.restructurePreview);
      if (index === 0) {
        const accepted = await app.graphql<{ acceptHardshipTerms: Request }>(ACCEPT, { id }, customer.cookie);
        expect(accepted.errors).toBeUndefined();
        const applied = await app.database.query<{ number: number; due_date: string; principal_due: string; interest_due: string }>(
          'SELECT number, due_date::text, principal_due::text, interest_due::text FROM loan_instalment WHERE loan_id = $1 AND version = 2 ORDER BY number',
          [loanId],
        );
        const rows = previewed.data!.restructurePreview.newRows;
        expect(applied.slice(-rows.length).map((r) => ({ number: r.number, dueDate: r.due_date, principal: Number(r.principal_due), interest: Number(r.interest_due) }))).toEqual(
          rows.map((r) => ({ number: r.number, dueDate: r.dueDate, principal: r.principal, interest: r.interest })),
        );
        // The 10,000 paid ahead on instalment 2 stays on it, exactly paid.
        expect(applied[1]).toMatchObject({ number: 2 });
        expect(await ledgerSum(app, loanId)).toBe(await owed(app, loanId));
      } else {
        const declined = await app.graphql<{ cancelHardshipRequest: Request }>(CANCEL, { id }, customer.cookie);
        expect(declined.data!.cancelHardshipRequest.status).toBe('cancelled');
        const [loanRow] = await app.database.query<{ schedule_version: number }>('SELECT schedule_version FROM loan WHERE id = $1', [loanId]);
        expect(loanRow.schedule_version).toBe(1);
      }
    }
  });
});
