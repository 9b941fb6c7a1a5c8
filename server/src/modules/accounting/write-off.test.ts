// Writing off what is really owed, on real PostgreSQL: principal + interest earned to the day (the early-settlement
// rule, actual/365) + penalties and fees; the interest not yet earned is cancelled, never written off nor shown as
// paid; the checker sees those figures in Approvals before anything is booked; the schedule rows say "written_off";
// the days-past-due gate and its audited admin override (the proposer's and the approver's); the journal uses the
// loan-loss allowance before write-off expense, and a recovery posts to recoveries income.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { formatCedis } from '../../finance/money.js';
import { bnplLoan, errorOf } from '../loans/loan.fixtures.js';
import { reviseProduct } from '../credit-products/credit-product.fixtures.js';

let app: TestApp;
let analyst: { cookie: string };
let finance: { cookie: string };
let collector: { cookie: string };
let admin: { cookie: string };
let superadmin: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2026-01-15T09:00:00Z'));
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
  collector = await app.signInAs('recovery_and_collections');
  admin = await app.signInAs('admin');
  superadmin = await app.signInAs('superadmin');
  // One analyst approves the GH₵12,000 loan (the second approver above the threshold is tested elsewhere): a BNPL
  // version with a GH₵50,000 four-eyes threshold.
  await reviseProduct(app, 'bnpl', { fourEyesThreshold: 5_000_000 });
});
afterAll(async () => {
  await app?.stop();
});

function onDay(day: string): void {
  app.services.clock.set(new Date(`${day}T12:00:00Z`));
}

const PROPOSE = `mutation W($input: ProposeWriteOffInput!) { proposeWriteOff(input: $input) { writeOffs { id status amount writtenOff } } }`;
const APPROVE = `mutation A($id: ID!, $override: String) { approveWriteOff(proposalId: $id, overrideReason: $override) { loanStatus writeOffs { id status writtenOff } } }`;
const SCHEDULE = 'schedule { number principalDue interestDue feeDue penaltyDue totalDue paid outstanding writtenOff status }';
const LOAN = `query L($id: ID!) { loan(id: $id) { status daysPastDue outstandingBalance writtenOff recovered paidInstalments ${SCHEDULE} } }`;
const MY_LOANS = `{ myLoans(first: 20) { nodes { id status ${SCHEDULE} } } }`;
const STATEMENT = `query S($id: ID!) { loanStatement(loanId: $id) { entries { kind description amount } } }`;
const TRIAL = `{ trialBalance { totalDebit totalCredit balanced } }`;
const RECON = `{ booksReconciliation { check books subledger difference } }`;
const MANUAL = `mutation M($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }`;

interface Row {
  number: number;
  principalDue: number;
  interestDue: number;
  feeDue: number;
  penaltyDue: number;
  totalDue: number;
  paid: number;
  outstanding: number;
  writtenOff: number;
  status: string;
}

async function balance(loanId: string, account: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>('SELECT coalesce(sum(debit - credit), 0)::text AS total FROM journal_line WHERE loan_id = $1 AND account_code = $2', [loanId, account]);
  return Number(row.total);
}

async function expectBooksClean() {
  const trial = await app.graphql<{ trialBalance: { totalDebit: number; totalCredit: number; balanced: boolean } }>(TRIAL, {}, finance.cookie);
  expect(trial.errors).toBeUndefined();
  expect(trial.data!.trialBalance.balanced).toBe(true);
  expect(trial.data!.trialBalance.totalDebit).toBe(trial.data!.trialBalance.totalCredit);
  const recon = await app.graphql<{ booksReconciliation: Array<{ check: string; difference: number }> }>(RECON, {}, finance.cookie);
  expect(recon.errors).toBeUndefined();
  expect(recon.data!.booksReconciliation.length).toBeGreaterThan(0);
  expect(recon.data!.booksReconciliation.filter((line) => line.difference !== 0)).toEqual([]);
}

describe('a write-off of what is really owed', () => {
  it('a GH₵12,000 loan 39 days late with no payment: principal + earned interest + penalty, future interest cancelled', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie, 1_200_000, 6);
    // The schedule the engine wrote (4% a month, reducing balance, from 2026-01-15): instalment
    // round(1,200,000 × 0.04 / (1 − 1.04⁻⁶)) = 228,914; row 1 interest 48,000 + principal 180,914; row 2 interest
    // round(1,019,086 × 0.04) = 40,763 + principal 188,151; principal scheduled from row 3 on 830,935.
    const rows = await app.database.query<{ number: number; due_date: string; principal_due: number; interest_due: number }>(
      'SELECT number, due_date::text, principal_due::int, interest_due::int FROM loan_instalment WHERE loan_id = $1 ORDER BY number',
      [loanId],
    );
    expect(rows.slice(0, 3).map((row) => [row.due_date, row.principal_due + row.interest_due])).toEqual([
      ['2026-02-15', 228_914],
      ['2026-03-15', 228_914],
      ['2026-04-15', 228_914],
    ]);
    expect([rows[0].interest_due, rows[0].principal_due, rows[1].interest_due, rows[1].principal_due]).toEqual([48_000, 180_914, 40_763, 188_151]);
    const scheduledInterest = rows.reduce((sum, row) => sum + row.interest_due, 0);

    // 2026-03-26: row 1 is 39 days late, row 2 is 11; close of business charges penalty interest at 30% a year
    // after the 5 grace days on each overdue instalment: round(228,914 × 0.30 × 34 / 365) = round(6,397.05) = 6,397
    // and round(228,914 × 0.30 × 6 / 365) = round(1,128.89) = 1,129 — 7,526 in all.
    onDay('2026-03-26');
    await app.services.closeOfBusiness.run('2026-03-26');
    const before = await app.graphql<{ loan: { daysPastDue: number; status: string } }>(LOAN, { id: loanId }, admin.cookie);
    expect(before.data!.loan).toMatchObject({ daysPastDue: 39, status: 'in_arrears' });
    expect(await balance(loanId, '1220')).toBe(7_526);

    // Under the 361 days of the loss classification: a collector may not propose it; an admin may, with a reason.
    const refused = await app.graphql(PROPOSE, { input: { loanId, reason: 'Borrower emigrated, no assets' } }, collector.cookie);
    expect(errorOf(refused).message).toMatch(/from 361 days past due \(this one is 39\)/);
    const noReason = await app.graphql(PROPOSE, { input: { loanId, reason: 'Borrower emigrated, no assets' } }, admin.cookie);
    expect(errorOf(noReason).code).toBe('BAD_USER_INPUT');
    const proposed = await app.graphql<{ proposeWriteOff: { writeOffs: Array<{ id: string; amount: number }> } }>(
      PROPOSE,
      { input: { loanId, reason: 'Borrower emigrated, no assets', overrideReason: 'Fraud confirmed by the police report' } },
      admin.cookie,
    );
    expect(proposed.errors).toBeUndefined();
    const proposal = proposed.data!.proposeWriteOff.writeOffs[0];
    // What is really owed on 2026-03-26 (settlementQuote without a settlement fee): principal 1,200,000 (nothing
    // paid) + interest of rows 1–2 in full (48,000 + 40,763) + row 3 for the 11 days since 2026-03-15 on 830,935 at
    // 48% a year: round(830,935 × 0.48 × 11 / 365) = round(12,020.10) = 12,020 → interest 100,783 + penalty 7,526
    // = 1,308,309. The interest of later months (and the rest of row 3) was never earned.
    const owed = 1_200_000 + 48_000 + 40_763 + 12_020 + 7_526;
    expect(owed).toBe(1_308_309);
    expect(proposal.amount).toBe(owed);

    // It waits in Approvals (a write-off always takes a second person); the checker sees exactly what it books.
    const request = await app.graphql<{ approvalRequest: { action: string; status: string; amount: number; summary: string; preview: Array<{ label: string; value: string }> } }>(
      'query R($id: ID!) { approvalRequest(id: $id) { action status amount summary preview { label value } } }',
      { id: proposal.id },
      superadmin.cookie,
    );
    expect(request.errors).toBeUndefined();
    expect(request.data!.approvalRequest).toMatchObject({ action: 'write_off', status: 'pending', amount: owed });
    expect(request.data!.approvalRequest.summary).toMatch(/^Write off GH₵13,083\.09 owed on loan LN-/);
    const lines = Object.fromEntries(request.data!.approvalRequest.preview.map((line) => [line.label, line.value]));
    expect(lines).toMatchObject({
      'Days past due': '39, under the 361 for a write-off: written off early, so the approver gives the reason too (the approval note)',
      Principal: 'GH₵12,000.00',
      'Interest earned to date': 'GH₵1,007.83',
      Penalties: 'GH₵75.26',
      'Written off': 'GH₵13,083.09 as of 26 Mar 2026 (approval writes off what is owed on its day)',
      'Interest not yet earned': `${formatCedis(scheduledInterest - 100_783)} cancelled, never written off`,
      Reason: 'Borrower emigrated, no assets',
      'Why now': 'Fraud confirmed by the police report',
    });
    expect(lines.Fees).toBeUndefined();
    expect(await balance(loanId, '5000')).toBe(0);

    const approveRefused = await app.graphql(APPROVE, { id: proposal.id }, superadmin.cookie);
    expect(errorOf(approveRefused).code).toBe('BAD_USER_INPUT');
    const approved = await app.graphql<{ approveWriteOff: { loanStatus: string; writeOffs: Array<{ status: string; writtenOff: number }> } }>(
      APPROVE,
      { id: proposal.id, override: 'Fraud confirmed; recovery unlikely' },
      superadmin.cookie,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveWriteOff.loanStatus).toBe('written_off');
    expect(approved.data!.approveWriteOff.writeOffs[0]).toMatchObject({ status: 'approved', writtenOff: owed });
    const [audit] = await app.database.query<{ after: { overrideReason?: string; amount: number; daysPastDue: number } }>(
      `SELECT after FROM audit_event WHERE action = 'loan.write_off' AND entity_id = $1`,
      [loanId],
    );
    expect(audit.after).toMatchObject({ amount: owed, daysPastDue: 39, overrideReason: 'Fraud confirmed; recovery unlikely', proposalOverrideReason: 'Fraud confirmed by the police report' });

    // The ledger: a cancellation of the interest never earned (not written off), then the write-off of what was owed.
    const entries = await app.database.query<{ kind: string; amount: string; note: string | null }>(
      `SELECT kind, amount::text, note FROM ledger_entry WHERE loan_id = $1 AND kind IN ('rebate', 'write_off') ORDER BY seq`,
      [loanId],
    );
    expect(entries.map((entry) => [entry.kind, Number(entry.amount)])).toEqual([
      ['rebate', -(scheduledInterest - 100_783)],
      ['write_off', -owed],
    ]);

    // Staff and customer views: every row "written_off" with its dues before the write-off, nothing shown as paid.
    const staff = await app.graphql<{ loan: { status: string; outstandingBalance: number; writtenOff: number; recovered: number; paidInstalments: number; schedule: Row[] } }>(LOAN, { id: loanId }, admin.cookie);
    const view = staff.data!.loan;
    expect(view).toMatchObject({ status: 'written_off', outstandingBalance: 0, writtenOff: owed, recovered: 0, paidInstalments: 0 });
    expect(view.schedule.map((row) => row.status)).toEqual(Array(6).fill('written_off'));
    expect(view.schedule.every((row) => row.paid === 0 && row.outstanding === 0 && row.writtenOff === row.totalDue)).toBe(true);
    expect(view.schedule.reduce((sum, row) => sum + row.writtenOff, 0)).toBe(owed);
    expect(view.schedule.reduce((sum, row) => sum + row.interestDue, 0)).toBe(100_783);
    expect(view.schedule.reduce((sum, row) => sum + row.penaltyDue, 0)).toBe(7_526);
    const mine = await app.graphql<{ myLoans: { nodes: Array<{ id: string; schedule: Row[] }> } }>(MY_LOANS, {}, customer.cookie);
    const own = mine.data!.myLoans.nodes.find((node) => node.id === loanId)!;
    expect(own.schedule.map((row) => row.status)).toEqual(Array(6).fill('written_off'));
    expect(own.schedule.every((row) => row.paid === 0)).toBe(true);
    const statement = await app.graphql<{ loanStatement: { entries: Array<{ kind: string; description: string }> } }>(STATEMENT, { id: loanId }, customer.cookie);
    expect(statement.data!.loanStatement.entries.map((entry) => entry.description)).toContain('Interest not yet earned cancelled at write-off');

    // The books: the receivables are cleared, the earned interest stays income, the loss is write-off expense
    // (no allowance held), and the trial balance and the reconciliation stay clean.
    expect(await balance(loanId, '1101')).toBe(0);
    expect(await balance(loanId, '1200')).toBe(0);
    expect(await balance(loanId, '1220')).toBe(0);
    // The close of business on 2026-03-26 had earned the 100,783 to interest income (its receivable line per loan);
    // the write-off then credits that receivable: the earned interest stays income, none is recognised twice.
    const [earned] = await app.database.query<{ debit: string; credit: string }>(
      `SELECT coalesce(sum(debit), 0)::text AS debit, coalesce(sum(credit), 0)::text AS credit FROM journal_line WHERE loan_id = $1 AND account_code = '1200'`,
      [loanId],
    );
    expect([Number(earned.debit), Number(earned.credit)]).toEqual([100_783, 100_783]);
    expect(await balance(loanId, '4000')).toBe(0);
    expect(await balance(loanId, '5000')).toBe(owed);
    await expectBooksClean();

    // A recovery of GH₵500 by MTN MoMo: recoveries income, shown on the loan.
    onDay('2026-04-10');
    const paid = await app.graphql(MANUAL, { input: { loanId, amount: 50_000, method: 'mtn_momo', reference: `WO-RECOVERY-${Date.now()}` } }, finance.cookie);
    expect(paid.errors).toBeUndefined();
    expect(await balance(loanId, '4300')).toBe(-50_000);
    expect(await balance(loanId, '1010')).toBe(50_000);
    const after = await app.graphql<{ loan: { writtenOff: number; recovered: number; schedule: Row[] } }>(LOAN, { id: loanId }, admin.cookie);
    expect(after.data!.loan).toMatchObject({ writtenOff: owed, recovered: 50_000 });
    // The recovery paid row 1's penalty then interest first: its row shows what was paid.
    expect(after.data!.loan.schedule[0].paid).toBe(50_000);
    expect(after.data!.loan.schedule.reduce((sum, row) => sum + row.writtenOff, 0)).toBe(owed - 50_000);
    await app.services.closeOfBusiness.run('2026-04-10');
    await expectBooksClean();
  });

  it('uses the loan-loss allowance held for the loan before write-off expense', async () => {
    onDay('2026-01-15');
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie, 500_000, 6);
    // A provision of GH₵2,000 for this loan (provision expense / loan-loss allowance), posted as finance would.
    await app.database.query(`
      WITH e AS (INSERT INTO journal_entry (source, kind, loan_id, posted_on, description) VALUES ('ledger', 'provision', '${loanId}', '2026-01-20', 'Provision') RETURNING id)
      INSERT INTO journal_line (entry_id, account_code, loan_id, debit, credit)
      SELECT id, '5100', '${loanId}'::uuid, 200000, 0 FROM e UNION ALL SELECT id, '1290', '${loanId}'::uuid, 0, 200000 FROM e`);
    onDay('2026-02-25');
    await app.services.closeOfBusiness.run('2026-02-25');
    const proposed = await app.graphql<{ proposeWriteOff: { writeOffs: Array<{ id: string; amount: number }> } }>(
      PROPOSE,
      { input: { loanId, reason: 'Borrower deceased, no estate', overrideReason: 'Death certificate on file' } },
      admin.cookie,
    );
    expect(proposed.errors).toBeUndefined();
    const { id, amount } = proposed.data!.proposeWriteOff.writeOffs[0];
    const approved = await app.graphql(APPROVE, { id, override: 'Death certificate on file' }, superadmin.cookie);
    expect(approved.errors).toBeUndefined();
    expect(amount).toBeGreaterThan(200_000);
    expect(await balance(loanId, '1290')).toBe(0);
    expect(await balance(loanId, '5000')).toBe(amount - 200_000);
    expect(await balance(loanId, '1101')).toBe(0);
    await expectBooksClean();
  });
});
