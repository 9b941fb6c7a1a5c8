// Manual payments dated and signed: the received-on day, teller, branch and depositor, and a payment dated
// in the past applied as of its day — penalties, days late and later payments as if it had been recorded then.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { APPROVE_REQUEST } from '../approvals/approval.fixtures.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let finance: Account;
let collections: Account;
let analyst: Account;

const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(at('2026-01-15'));
  finance = await app.signInAs('finance');
  collections = await app.signInAs('recovery_and_collections');
  analyst = await app.signInAs('credit_analyst');
});
beforeEach(() => {
  app.services.clock.set(at('2026-01-15'));
});
afterAll(async () => {
  await app?.stop();
});

const PAYMENT_FIELDS = `id status receivedOn tellerId branch depositorName depositorPhone
  receipt { number amount balanceAfter receivedOn receivedBy branch depositorName depositorPhone allocation { number penalty fee interest principal } }`;
const RECORD = `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { ${PAYMENT_FIELDS} } }`;
const ON_LOAN = `query ($loanId: ID!) { payments(first: 50, loanId: $loanId) { nodes { ${PAYMENT_FIELDS} } } }`;
const LOAN = `query ($id: ID!) { loan(id: $id) { status outstandingBalance amountOverdue daysPastDue schedule { number penaltyDue paid outstanding } } }`;

type Recorded = {
  id: string;
  status: string;
  receivedOn: string;
  tellerId: string;
  branch: string | null;
  depositorName: string | null;
  depositorPhone: string | null;
  receipt: {
    number: string;
    amount: number;
    balanceAfter: number;
    receivedOn: string;
    receivedBy: string;
    branch: string | null;
    depositorName: string | null;
    depositorPhone: string | null;
    allocation: Array<{ number: number; penalty: number; fee: number; interest: number; principal: number }>;
  };
};

let counter = 0;
function record(input: Record<string, unknown>, staff: Account = finance): Promise<GraphQLResult<{ recordManualPayment: Recorded }>> {
  return app.graphql<{ recordManualPayment: Recorded }>(RECORD, { input: { method: 'cash', branch: 'Accra Ridge', reference: `CASH-MP-${++counter}`, ...input } }, staff.cookie);
}
let checker: Account | undefined;
/** Records a payment and, when it waits for a second person (dated in the past, or a large amount), a second finance officer approves it. */
async function recorded(input: Record<string, unknown>, staff: Account = finance): Promise<Recorded> {
  const result = await record(input, staff);
  expect(result.errors).toBeUndefined();
  const payment = result.data!.recordManualPayment;
  if (payment.status !== 'awaiting_approval') return payment;
  const [request] = await app.database.query<{ id: string }>("SELECT id FROM approval_request WHERE subject_id = $1 AND status = 'pending'", [payment.id]);
  checker ??= await app.signInAs('finance');
  const approved = await app.graphql(APPROVE_REQUEST, { id: request.id }, checker.cookie);
  expect(approved.errors).toBeUndefined();
  const listed = await app.graphql<{ payments: { nodes: Recorded[] } }>(ON_LOAN, { loanId: input.loanId }, finance.cookie);
  return listed.data!.payments.nodes.find((node) => node.id === payment.id)!;
}
const errorOf = (result: GraphQLResult) => ({ message: result.errors?.[0]?.message, code: result.errors?.[0]?.extensions?.code, field: result.errors?.[0]?.extensions?.field });

async function onDay<T>(day: string, work: () => Promise<T>): Promise<T> {
  app.services.clock.set(at(day));
  return work();
}
async function closeBusiness(from: string, through: string) {
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= through; day = new Date(day.getTime() + 86_400_000)) {
    await app.services.closeOfBusiness.run(day.toISOString().slice(0, 10));
  }
}
async function penalties(loanId: string): Promise<number> {
  const [row] = await app.database.query<{ total: string }>("SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entry WHERE loan_id = $1 AND kind = 'penalty'", [loanId]);
  return Number(row.total);
}
async function loanFigures(loanId: string) {
  const result = await app.graphql<{ loan: Record<string, unknown> & { schedule: Array<{ number: number; penaltyDue: number; paid: number; outstanding: number }> } }>(LOAN, { id: loanId }, finance.cookie);
  expect(result.errors).toBeUndefined();
  const { schedule, ...loan } = result.data!.loan;
  return { ...loan, rows: schedule.slice(0, 2) };
}

// The BNPL test loan: GH₵5,000 over 6 months at 4% a month, approved 2026-01-15; instalment 1 due 2026-02-15 is
// 95,381 (principal 75,381, interest 20,000), instalment 2 due 2026-03-15 is 95,381 (78,396, 16,985); total 572,287.
// Late terms of the product: 5 grace days, penalty 30% a year on the overdue amount only, capped at 10% of principal.
//
// Hand table, penalty on instalment 1 while 95,381 is overdue (A·r/365 = 95,381 × 0.30 / 365 = 78.3953 a day; the
// close of business charges round(A·r·t/365) − round(A·r·(t−1)/365) for penalty day t = days late − 5):
//   day          02-21 02-22 02-23 02-24 02-25 02-26 02-27 02-28
//   t                1     2     3     4     5     6     7     8
//   through t       78   157   235   314   392   470   549   627
// Each loan also pays GH₵100 on 2026-03-01, recorded that day.
//
// A "paid on its day": GH₵956.95 (95,695) in cash on 2026-02-25, recorded that day (close of business had charged
//   02-21..02-24 = 314): penalty 314, interest 20,000, principal 75,381 — instalment 1 fully paid; no penalty after.
//   03-01: 10,000 → instalment 2 interest 10,000.
// B "recorded late, dated back": nothing until 03-01, so penalties 02-21..02-28 = 627; 03-01: 10,000 → instalment 1
//   penalty 627, interest 9,373; overdue now 95,381 − 9,373 = 86,008, A·r/365 = 70.691 a day:
//   day           03-01 03-02 03-03 03-04       through t (t = 9..12):  636 707 778 848 (from 566 at t = 8)
//   charge          70    71    71    70        → 282; penalties before the back-dated payment 627 + 282 = 909
//   On 03-05 the GH₵956.95 is recorded as received on 02-25: the 03-01 payment and the penalties of 02-25..03-04 (595)
//   are undone, the payment is applied on 02-25 exactly as for A, the 03-01 payment is applied again (instalment 2
//   interest 10,000), and no penalty is charged again (nothing overdue). B then equals A.
// C "paid today": nothing until 03-05; penalties 02-21..03-04 (t = 12: round(940.74) = 941), then GH₵956.95 recorded
//   as received today: penalty 941, interest 20,000, principal 74,754 — 627 of instalment 1 still owed, 18 days late
//   (and the 03-05 close of business charges 1 more pesewa of penalty on it).
// A payment dated in the past always waits for a second person (it re-works what the loan was charged), whatever its
//   amount: B's and D's are approved by a second finance officer. D is B's history again, watched while it waits: it
//   is unapplied — D owes what it owed — until the approval, and then applied as of 02-25: D equals A too.
// Every loan: balance = 572,287 + penalties − payments.
describe('a payment dated in the past is allocated as of its day', () => {
  it('equals the payment recorded on its day (hand table); paid today instead costs more and leaves the loan late', async () => {
    const [a, b, c, d] = [await app.signUp(), await app.signUp(), await app.signUp(), await app.signUp()];
    const loanA = await bnplLoan(app, a, analyst.cookie);
    const loanB = await bnplLoan(app, b, analyst.cookie);
    const loanC = await bnplLoan(app, c, analyst.cookie);
    const loanD = await bnplLoan(app, d, analyst.cookie);
    const [terms] = await app.database.query<{ grace: number; rate: number; cap: number }>(
      'SELECT v.grace_days AS grace, v.penalty_rate_annual_bp AS rate, v.penalty_cap_bp AS cap FROM loan l JOIN credit_product_version v ON v.id = l.credit_product_version_id WHERE l.id = $1',
      [loanA],
    );
    expect(terms).toEqual({ grace: 5, rate: 3_000, cap: 1_000 });

    await closeBusiness('2026-02-16', '2026-02-24');
    expect(await penalties(loanA)).toBe(314);
    const paidA = await onDay('2026-02-25', () => recorded({ loanId: loanA, amount: 95_695 }));
    expect(paidA.receipt.allocation).toEqual([{ number: 1, penalty: 314, fee: 0, interest: 20_000, principal: 75_381 }]);
    await closeBusiness('2026-02-25', '2026-02-28');
    expect(await penalties(loanB)).toBe(627);
    await onDay('2026-03-01', async () => {
      await recorded({ loanId: loanA, amount: 10_000, method: 'mtn_momo', branch: null });
      await recorded({ loanId: loanB, amount: 10_000, method: 'mtn_momo', branch: null });
      await recorded({ loanId: loanD, amount: 10_000, method: 'mtn_momo', branch: null });
    });
    await closeBusiness('2026-03-01', '2026-03-04');
    expect(await penalties(loanA)).toBe(314);
    expect(await penalties(loanB)).toBe(909);
    expect(await penalties(loanC)).toBe(941);
    expect(await onDay('2026-03-04', () => loanFigures(loanB))).toMatchObject({ status: 'in_arrears', daysPastDue: 17, outstandingBalance: 572_287 + 909 - 10_000 });

    const paidB = await onDay('2026-03-05', () =>
      recorded({ loanId: loanB, amount: 95_695, receivedOn: '2026-02-25', depositorName: 'Kofi Boateng', depositorPhone: '024 412 3456' }),
    );
    const paidC = await onDay('2026-03-05', () => recorded({ loanId: loanC, amount: 95_695 }));

    // D: a finance maker records it; it waits for a second person, unapplied, with no receipt.
    const owedBefore = await onDay('2026-03-05', () => loanFigures(loanD));
    const asked = await onDay('2026-03-05', () =>
      app.graphql<{ recordManualPayment: { id: string; status: string; receipt: unknown } }>(
        `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id status receipt { number } pendingApprovals { id action amount } } }`,
        { input: { loanId: loanD, amount: 95_695, method: 'cash', branch: 'Accra Ridge', reference: 'CASH-MP-D', receivedOn: '2026-02-25', depositorName: 'Kofi Boateng' } },
        finance.cookie,
      ),
    );
    expect(asked.errors).toBeUndefined();
    const waiting = asked.data!.recordManualPayment;
    expect(waiting).toMatchObject({ status: 'awaiting_approval', receipt: null, pendingApprovals: [{ action: 'manual_payment', amount: 95_695 }] });
    expect(await onDay('2026-03-05', () => loanFigures(loanD))).toEqual(owedBefore);
    const unposted = await app.database.query('SELECT 1 FROM ledger_entry WHERE payment_id = $1', [waiting.id]);
    expect(unposted).toHaveLength(0);
    // The same reference cannot be recorded again while it waits.
    expect(errorOf(await onDay('2026-03-05', () => record({ loanId: loanD, amount: 100, reference: 'CASH-MP-D' })))).toMatchObject({ code: 'CONFLICT' });
    // The maker cannot approve it; a second finance user does, on the same day.
    const [request] = await app.database.query<{ id: string; preview: Array<{ label: string; value: string }> }>("SELECT id, preview FROM approval_request WHERE subject_id = $1 AND status = 'pending'", [waiting.id]);
    // The checker reads what the engine would do with it as of 02-25: A's allocation, as the hand table says.
    expect(request.preview).toEqual(
      expect.arrayContaining([
        { label: 'Received on', value: '25 Feb 2026 (dated back: interest, penalties and days late are re-worked as of that day)' },
        { label: 'Applied to', value: 'Instalment 1: penalty GH₵3.14, interest GH₵200.00, principal GH₵753.81' },
      ]),
    );
    expect(errorOf(await app.graphql(APPROVE_REQUEST, { id: request.id }, finance.cookie)).code).toBe('SECOND_APPROVER_REQUIRED');
    const second = await app.signInAs('finance');
    const approved = await onDay('2026-03-05', () => app.graphql<{ approveRequest: { status: string } }>(APPROVE_REQUEST, { id: request.id }, second.cookie));
    expect(approved.errors).toBeUndefined();
    const [applied] = await app.database.query<{ status: string; recorded_by: string; teller_id: string }>('SELECT status, recorded_by, teller_id FROM payment WHERE id = $1', [waiting.id]);
    // Recorded by the maker, who took the money; approved by the checker.
    expect(applied).toEqual({ status: 'successful', recorded_by: finance.id, teller_id: finance.id });
    const [receiptD] = await app.database.query<{ allocation: unknown }>('SELECT allocation FROM receipt WHERE payment_id = $1', [waiting.id]);
    expect(receiptD.allocation).toEqual([{ number: 1, penalty: 314, fee: 0, interest: 20_000, principal: 75_381 }]);
    await closeBusiness('2026-03-05', '2026-03-05');

    // B's own allocation is A's, as of 02-25; the receipt's balance is the loan's now (after the re-applied 03-01 payment).
    expect(paidB.receipt.allocation).toEqual([{ number: 1, penalty: 314, fee: 0, interest: 20_000, principal: 75_381 }]);
    expect(paidB.receipt).toMatchObject({ receivedOn: '2026-02-25', branch: 'Accra Ridge', depositorName: 'Kofi Boateng', depositorPhone: '+233244123456', balanceAfter: 572_287 + 314 - 95_695 - 10_000 });
    expect(paidB).toMatchObject({ receivedOn: '2026-02-25', tellerId: finance.id, branch: 'Accra Ridge', depositorPhone: '+233244123456' });
    expect(paidC.receipt.allocation).toEqual([{ number: 1, penalty: 941, fee: 0, interest: 20_000, principal: 74_754 }]);

    const expectedA = {
      status: 'active',
      daysPastDue: 0,
      amountOverdue: 0,
      outstandingBalance: 466_906,
      rows: [
        { number: 1, penaltyDue: 314, paid: 95_695, outstanding: 0 },
        { number: 2, penaltyDue: 0, paid: 10_000, outstanding: 85_381 },
      ],
    };
    expect(await loanFigures(loanA)).toEqual(expectedA);
    expect(await loanFigures(loanB)).toEqual(expectedA);
    expect(await penalties(loanB)).toBe(314);
    expect(await loanFigures(loanD)).toEqual(expectedA);
    expect(await penalties(loanD)).toBe(314);
    // C's close of business of 03-05 charges round(627 × 0.30 × 13 / 365) − round(627 × 0.30 × 12 / 365) = 7 − 6 = 1.
    expect(await loanFigures(loanC)).toEqual({
      status: 'in_arrears',
      daysPastDue: 18,
      amountOverdue: 628,
      outstandingBalance: 572_287 + 942 - 95_695,
      rows: [
        { number: 1, penaltyDue: 942, paid: 95_695, outstanding: 628 },
        { number: 2, penaltyDue: 0, paid: 0, outstanding: 95_381 },
      ],
    });

    // The 03-01 payment of B now sits on instalment 2, as A's does.
    const [reapplied] = await app.database.query<{ allocation: unknown }>(
      "SELECT allocation FROM ledger_entry WHERE loan_id = $1 AND kind = 'payment' AND reverses IS NULL AND effective_on = '2026-03-01' AND NOT EXISTS (SELECT 1 FROM ledger_entry u WHERE u.reverses = ledger_entry.id)",
      [loanB],
    );
    expect(reapplied.allocation).toEqual([{ number: 2, penalty: 0, fee: 0, interest: 10_000, principal: 0 }]);
    // The books: the payment's journal entry is dated on the day received, and they still balance.
    const [journal] = await app.database.query<{ posted_on: string }>(
      "SELECT to_char(j.posted_on, 'YYYY-MM-DD') AS posted_on FROM journal_entry j JOIN ledger_entry e ON e.id = j.ledger_entry_id WHERE e.payment_id = $1 AND e.kind = 'payment'",
      [paidB.id],
    );
    expect(journal.posted_on).toBe('2026-02-25');
    const [books] = await app.database.query<{ diff: string }>('SELECT coalesce(sum(debit) - sum(credit), 0)::text AS diff FROM journal_line');
    expect(Number(books.diff)).toBe(0);

    // The receipt PDF prints the day received, who took it, where and who paid it in.
    const [teller] = await app.database.query<{ name: string }>(`SELECT first_name || ' ' || last_name AS name FROM "user" WHERE id = $1`, [finance.id]);
    const response = await fetch(`${app.url}/api/files/receipts/${paidB.id}.pdf`, { headers: { cookie: finance.cookie } });
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer(), 'manual-receipt.pdf');
    expect(text).toContain('Received on 25 Feb 2026');
    expect(text).toContain(`Received by ${teller.name}`);
    expect(text).toContain('Branch Accra Ridge');
    expect(text).toContain('Paid in by Kofi Boateng, 024 412 3456');
    expect(text).toContain('Amount received GH₵956.95');
  });
});

describe('a back-dated payment before a prepayment', () => {
  const SCHEDULE = `query ($id: ID!) { loan(id: $id) { status outstandingBalance schedule { number dueDate principalDue interestDue paid outstanding } } }`;
  const scheduleOf = async (loanId: string) => {
    const result = await app.graphql<{ loan: unknown }>(SCHEDULE, { id: loanId }, finance.cookie);
    expect(result.errors).toBeUndefined();
    return result.data!.loan;
  };

  it('re-draws the prepaid schedule as if the payments had been recorded in order on their days', async () => {
    const [ordered, late] = [await app.signUp(), await app.signUp()];
    const inOrder = await bnplLoan(app, ordered, analyst.cookie);
    const backDated = await bnplLoan(app, late, analyst.cookie);
    // In order: instalment 1 paid on 02-05; GH₵2,000 on 02-10 prepays principal and shortens the loan.
    await onDay('2026-02-05', () => recorded({ loanId: inOrder, amount: 95_381, method: 'mtn_momo', branch: null }));
    await onDay('2026-02-10', () => recorded({ loanId: inOrder, amount: 200_000, method: 'mtn_momo', branch: null, prepayment: 'shorten' }));
    // Late: the GH₵2,000 first (it pays instalment 1 and prepays the rest), then on 02-12 the 02-05 money is recorded.
    await onDay('2026-02-10', () => recorded({ loanId: backDated, amount: 200_000, method: 'mtn_momo', branch: null, prepayment: 'shorten' }));
    const before = await onDay('2026-02-12', () => scheduleOf(backDated));
    await onDay('2026-02-12', () => recorded({ loanId: backDated, amount: 95_381, receivedOn: '2026-02-05' }));
    const expected = await onDay('2026-02-12', () => scheduleOf(inOrder));
    expect(before).not.toEqual(expected);
    expect(await onDay('2026-02-12', () => scheduleOf(backDated))).toEqual(expected);
    // 572,287 − 95,381 − 200,000 paid, less the interest the prepayment saved: the shortened schedule owes less.
    expect((expected as { outstandingBalance: number }).outstandingBalance).toBeLessThan(572_287 - 95_381 - 200_000);
  });
});

describe('recording a manual payment: date, teller, branch, depositor', () => {
  it('names the teller (the recorder by default, or another staff member who takes payments) on the receipt', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const [names] = await app.database.query<{ finance: string; collections: string }>(
      `SELECT (SELECT first_name || ' ' || last_name FROM "user" WHERE id = $1) AS finance, (SELECT first_name || ' ' || last_name FROM "user" WHERE id = $2) AS collections`,
      [finance.id, collections.id],
    );
    await onDay('2026-01-20', async () => {
      const own = await recorded({ loanId, amount: 5_000 });
      expect(own).toMatchObject({ receivedOn: '2026-01-20', tellerId: finance.id });
      expect(own.receipt).toMatchObject({ receivedOn: '2026-01-20', receivedBy: names.finance, branch: 'Accra Ridge' });
      const other = await recorded({ loanId, amount: 5_000, tellerId: collections.id, branch: 'Kumasi Adum' });
      expect(other.receipt).toMatchObject({ receivedBy: names.collections, branch: 'Kumasi Adum' });
      // Bank and mobile money are recorded from statements at head office: no branch needed.
      const bank = await recorded({ loanId, amount: 5_000, method: 'bank_transfer', branch: null });
      expect(bank.receipt.branch).toBeNull();
      expect(errorOf(await record({ loanId, amount: 5_000, tellerId: customer.id }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tellerId', message: 'The teller must be a staff member who takes payments.' });
    });
    const branches = await app.graphql<{ paymentBranches: string[] }>('{ paymentBranches }', {}, finance.cookie);
    expect(branches.data!.paymentBranches).toEqual(['Accra Ridge', 'Kumasi Adum', 'Tamale Central']);
  });

  it('refuses a day after today, a day in a closed month, an unknown branch, cash without a branch and a bad phone, writing nothing', async () => {
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    await app.database.query(
      `INSERT INTO accounting_period (starts_on, ends_on, status, closed_by, closed_at, checklist) VALUES ('2025-12-01', '2025-12-31', 'closed', $1, now(), '[]')`,
      [finance.id],
    );
    await onDay('2026-01-20', async () => {
      const [{ before }] = await app.database.query<{ before: number }>('SELECT count(*)::int AS before FROM payment WHERE user_id = $1', [customer.id]);
      expect(errorOf(await record({ loanId, amount: 5_000, receivedOn: '2026-01-21' }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'receivedOn',
        message: 'The money cannot have been received after today: give today or an earlier day.',
      });
      expect(errorOf(await record({ loanId, amount: 5_000, receivedOn: '2025-12-31' }))).toEqual({
        code: 'CONFLICT',
        field: undefined,
        message: '2025-12-31 is in a closed accounting month: date the payment in an open month, or ask finance to reopen the month first.',
      });
      expect(errorOf(await record({ loanId, amount: 5_000, receivedOn: '20-01-2026' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(errorOf(await record({ loanId, amount: 5_000, branch: 'Cape Coast' }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'branch',
        message: 'Choose one of the branches: Accra Ridge, Kumasi Adum, Tamale Central.',
      });
      expect(errorOf(await record({ loanId, amount: 5_000, branch: null }))).toEqual({ code: 'BAD_USER_INPUT', field: 'branch', message: 'Cash is taken at a branch: choose the branch.' });
      const badPhone = errorOf(await record({ loanId, amount: 5_000, depositorPhone: '011 234 5678' }));
      expect(badPhone.code).toBe('BAD_USER_INPUT');
      expect(badPhone.message).toContain('is not a Ghana phone prefix');
      const [{ after }] = await app.database.query<{ after: number }>('SELECT count(*)::int AS after FROM payment WHERE user_id = $1', [customer.id]);
      expect(after).toBe(before);
    });
    await app.database.query(`DELETE FROM accounting_period WHERE starts_on = '2025-12-01'`);
  });
});

describe('a manual payment a second person declines', () => {
  it('is removed with nothing applied, and its reference can be recorded again; the maker may cancel one too', async () => {
    const borrower = await app.signUp();
    const loanId = await bnplLoan(app, borrower, analyst.cookie);
    const before = await loanFigures(loanId);
    // GH₵6,000 is above the default approvals.manual_payment_threshold (GH₵5,000).
    const asked = (await record({ loanId, amount: 600_000, reference: 'CASH-DECLINE-1' })).data!.recordManualPayment;
    expect(asked.status).toBe('awaiting_approval');
    const [request] = await app.database.query<{ id: string }>("SELECT id FROM approval_request WHERE subject_id = $1 AND status = 'pending'", [asked.id]);
    const checker = await app.signInAs('finance');
    const declined = await app.graphql(`mutation ($id: ID!) { declineRequest(id: $id, reason: "The slip says GH₵600.00, not GH₵6,000.00.") { status } }`, { id: request.id }, checker.cookie);
    expect(declined.errors).toBeUndefined();
    expect(await app.database.query('SELECT 1 FROM payment WHERE id = $1', [asked.id])).toHaveLength(0);
    expect(await loanFigures(loanId)).toEqual(before);
    // The right amount, under the same reference, applies at once (below the threshold).
    const corrected = await recorded({ loanId, amount: 60_000, reference: 'CASH-DECLINE-1' });
    expect(corrected.receipt.amount).toBe(60_000);

    const again = (await record({ loanId, amount: 500_001, reference: 'CASH-CANCEL-1' })).data!.recordManualPayment;
    expect(again.status).toBe('awaiting_approval');
    const [mine] = await app.database.query<{ id: string }>("SELECT id FROM approval_request WHERE subject_id = $1 AND status = 'pending'", [again.id]);
    const cancelled = await app.graphql(`mutation ($id: ID!) { cancelApprovalRequest(id: $id) { status } }`, { id: mine.id }, finance.cookie);
    expect(cancelled.errors).toBeUndefined();
    expect(await app.database.query('SELECT 1 FROM payment WHERE id = $1', [again.id])).toHaveLength(0);
  });
});
