import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCedis } from '../../finance/money.js';
import type { Viewer } from '../../graphql/context.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';
import { loanNumber } from '../loans/loan.statement.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let customer: Account;
let otherCustomer: Account;
let finance: Account;
let collections: Account;
let creditAnalyst: Account;
let salesExecutive: Account;
let verifier: Account;
/** A running GH₵5,000 BNPL loan of `customer` that most tests record small payments against. */
let loanId: string;

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp({ firstName: 'Ama', lastName: 'Mensah' });
  otherCustomer = await app.signUp({ firstName: 'Kwabena', lastName: 'Osei' });
  finance = await app.signInAs('finance');
  collections = await app.signInAs('recovery_and_collections');
  creditAnalyst = await app.signInAs('credit_analyst');
  salesExecutive = await app.signInAs('sales_executive');
  verifier = await app.signInAs('inspection_and_verification');
  loanId = await bnplLoan(app, customer, creditAnalyst.cookie);
});
afterAll(async () => {
  await app?.stop();
});

const PAYMENT_FIELDS =
  'id kind amount signedAmount method providerReference status note reversalOf loanId prepayment createdAt updatedAt customer { id firstName lastName email } receipt { number amount prepaid unallocated balanceAfter }';
const RECORD = `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { ${PAYMENT_FIELDS} recordedBy } }`;
const REVERSE = `mutation ($id: ID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { ${PAYMENT_FIELDS} recordedBy } }`;
const MY_PAYMENTS = `query ($first: Int, $after: String) { myPayments(first: $first, after: $after) { nodes { ${PAYMENT_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const STAFF_PAYMENTS = `query ($first: Int, $after: String, $status: PaymentStatus, $method: PaymentMethod, $userId: ID) {
  payments(first: $first, after: $after, status: $status, method: $method, userId: $userId) { nodes { ${PAYMENT_FIELDS} recordedBy } pageInfo { hasNextPage endCursor } } }`;

/**
 * A reversal as the product does it (maker-checker): `maker` asks, the payment stays successful until a second
 * person approves, then the reversal record exists. Returns that record as staff see it.
 */
async function reverseApproved(id: string, reason: string, maker: { cookie: string }): Promise<PaymentData> {
  const asked = await app.graphql<{ reversePayment: PaymentData }>(REVERSE, { id, reason }, maker.cookie);
  expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();
  expect(asked.data!.reversePayment).toMatchObject({ id, kind: 'payment', status: 'successful' });
  await secondPersonApproves(app, id, 'finance');
  const [owner] = await app.database.query<{ user_id: string }>('SELECT user_id FROM payment WHERE id = $1', [id]);
  const listed = await app.graphql<{ payments: { nodes: PaymentData[] } }>(STAFF_PAYMENTS, { userId: owner.user_id, first: 100 }, finance.cookie);
  const reversal = listed.data!.payments.nodes.find((node) => node.reversalOf === id);
  expect(reversal, 'the reversal record').toBeDefined();
  return reversal!;
}
const STATS = `query ($from: DateTimeISO!, $to: DateTimeISO!) { paymentStats(from: $from, to: $to) {
  from to count collectedAmount successRateBp
  byStatus { status count amount }
  byMethod { method count amount successfulCount successfulAmount } } }`;

interface PaymentData {
  id: string;
  kind: string;
  amount: number;
  signedAmount: number;
  method: string;
  providerReference: string | null;
  status: string;
  note: string | null;
  reversalOf: string | null;
  loanId: string | null;
  prepayment: string | null;
  receipt: { number: string; amount: number; prepaid: number; unallocated: number; balanceAfter: number } | null;
  recordedBy?: string | null;
  customer: { id: string; firstName: string; lastName: string; email: string };
}

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
let referenceCounter = 0;
const nextReference = () => `MP2611${String(++referenceCounter).padStart(4, '0')}.TEST`;

type RecordInput = Partial<{ loanId: string; amount: number; method: string; reference: string; note: string | null; prepayment: string }>;

async function record(staff: Account, input: RecordInput = {}) {
  return app.graphql<{ recordManualPayment: PaymentData }>(
    RECORD,
    // Cash is taken at a branch (payments.branches): the seeded first one.
    { input: { loanId, amount: 10_000, method: 'mtn_momo', reference: nextReference(), note: 'Paid at the Ridge office.', ...(input.method === 'cash' ? { branch: 'Accra Ridge' } : {}), ...input } },
    staff.cookie,
  );
}

/** A new customer with a running GH₵5,000 loan of their own. */
async function customerWithLoan(): Promise<Account & { loanId: string }> {
  const account = await app.signUp();
  return { ...account, loanId: await bnplLoan(app, account, creditAnalyst.cookie) };
}

const viewerOf = (account: Account): Viewer => ({ id: account.id, email: account.email, firstName: 'Esi', lastName: 'Quaye', role: 'user' });
const outstanding = async (loan: string, owner: Account = customer) => (await app.services.loans.amountDue(loan, viewerOf(owner))).outstanding;

async function recorded(staff: Account = finance, input: RecordInput = {}): Promise<PaymentData> {
  const result = await record(staff, input);
  expect(result.errors).toBeUndefined();
  return result.data!.recordManualPayment;
}

async function paymentById(id: string): Promise<PaymentData> {
  const [owner] = await app.database.query<{ user_id: string }>('SELECT user_id FROM payment WHERE id = $1', [id]);
  const listed = await app.graphql<{ payments: { nodes: PaymentData[] } }>(STAFF_PAYMENTS, { userId: owner.user_id, first: 100 }, finance.cookie);
  expect(listed.errors).toBeUndefined();
  return listed.data!.payments.nodes.find((node) => node.id === id)!;
}

async function counts(): Promise<{ payments: number; audit: number; notifications: number }> {
  const [row] = await app.database.query<{ payments: number; audit: number; notifications: number }>(
    `SELECT (SELECT count(*)::int FROM payment) AS payments, (SELECT count(*)::int FROM audit_event) AS audit,
            (SELECT count(*)::int FROM notification) AS notifications`,
  );
  return row;
}

async function insertPayment(userId: string, values: { amount: number; method: string; status: string; createdAt?: string }): Promise<string> {
  const [row] = await app.database.query<{ id: string }>(
    `INSERT INTO payment (user_id, amount, method, status, created_at) VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now())) RETURNING id`,
    [userId, values.amount, values.method, values.status, values.createdAt ?? null],
  );
  return row.id;
}

describe('recordManualPayment', () => {
  it('records a successful payment against the loan: applied, a receipt, audited, the customer notified, an event published', async () => {
    const balanceBefore = await outstanding(loanId);
    const events: Array<{ id: string; userId: string }> = [];
    const unsubscribe = app.services.events.subscribe('payment.changed', (payload) => events.push(payload));
    const reference = nextReference();
    const result = await record(finance, { amount: 125_050, method: 'telecel_cash', reference, note: '  Receipt 0042  ' });
    unsubscribe();
    expect(result.errors).toBeUndefined();
    const payment = result.data!.recordManualPayment;
    expect(payment).toMatchObject({
      kind: 'payment',
      amount: 125_050,
      signedAmount: 125_050,
      method: 'telecel_cash',
      providerReference: reference,
      status: 'successful',
      note: 'Receipt 0042',
      reversalOf: null,
      loanId,
      // No choice given: money beyond what is due covers the next instalments; nothing is prepaid.
      prepayment: null,
      recordedBy: finance.id,
      customer: { id: customer.id, firstName: 'Ama', lastName: 'Mensah', email: customer.email },
    });
    expect(events).toEqual([{ id: payment.id, userId: customer.id }]);
    // GH₵1,250.50 is less than one instalment: all of it goes to the loan, which owes less afterwards.
    const issued = payment.receipt!;
    expect(issued).toMatchObject({ amount: 125_050, unallocated: 0 });
    expect(issued.number).toMatch(new RegExp(`^RCP-${new Date().getUTCFullYear()}-\\d{6}$`));
    const balanceAfter = await outstanding(loanId);
    // Today's payoff falls by exactly what was paid (interest paid ahead of time is never kept).
    expect(balanceBefore - balanceAfter).toBe(125_050);
    expect(issued.balanceAfter).toBeGreaterThan(0);

    const audit = await app.database.query<{ action: string; actor_id: string; actor_role: string }>(
      `SELECT action, actor_id, actor_role FROM audit_event WHERE entity = 'payment' AND entity_id = $1`,
      [payment.id],
    );
    expect(audit).toEqual([{ action: 'payment.record_manual', actor_id: finance.id, actor_role: 'finance' }]);
    const [receipts] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM receipt WHERE payment_id = $1', [payment.id]);
    expect(receipts.count).toBe(1);
    const notifications = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; target: { kind: string; id: string | null } }> } }>(
      '{ myNotifications(first: 1) { nodes { kind title body target { kind id } } } }',
      {},
      customer.cookie,
    );
    expect(notifications.data!.myNotifications.nodes[0]).toEqual({
      kind: 'payment',
      title: 'Payment received',
      body: `We received your payment of GH₵1,250.50 by Telecel Cash (reference ${reference}) on loan ${loanNumber(loanId)}. Receipt ${issued.number}; balance now ${formatCedis(issued.balanceAfter)}. Thank you.`,
      target: { kind: 'PAYMENT', id: payment.id },
    });
  });

  it('is allowed to manageAllPayments only', async () => {
    expect((await record(collections)).errors).toBeUndefined();
    const before = await counts();
    for (const account of [customer, creditAnalyst, salesExecutive, verifier]) {
      expect(codeOf(await record(account))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.graphql(RECORD, { input: { loanId, amount: 1, method: 'cash', reference: 'ABC-1' } }))).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });

  it('validates the input and writes nothing on failure', async () => {
    const taken = await recorded();
    const before = await counts();
    const cases: Array<[RecordInput, string, string | undefined]> = [
      [{ amount: 0 }, 'BAD_USER_INPUT', 'amount'],
      [{ amount: -500 }, 'BAD_USER_INPUT', 'amount'],
      [{ amount: 100.5 }, 'BAD_USER_INPUT', undefined],
      [{ reference: 'x' }, 'BAD_USER_INPUT', 'reference'],
      [{ reference: 'DROP TABLE; --' }, 'BAD_USER_INPUT', 'reference'],
      [{ loanId: 'no-such-loan' }, 'NOT_FOUND', undefined],
      [{ loanId: randomUUID() }, 'NOT_FOUND', undefined],
      [{ reference: taken.providerReference! }, 'CONFLICT', undefined],
    ];
    for (const [input, code, field] of cases) {
      const result = await record(finance, input);
      expect(codeOf(result), JSON.stringify(input)).toBe(code);
      if (field) expect(result.errors?.[0].extensions?.field).toMatch(new RegExp(`${field}$`));
    }
    expect(await counts()).toEqual(before);
  });
});

describe('recordManualPayment against a loan', () => {
  it('reduces the balance by the amount when it is less than owed, and keeps the borrower’s prepayment choice', async () => {
    const borrower = await customerWithLoan();
    const before = await outstanding(borrower.loanId, borrower);
    const payment = await recorded(collections, { loanId: borrower.loanId, amount: 30_000, method: 'cash', prepayment: 'lower_instalment' });
    expect(payment).toMatchObject({ status: 'successful', loanId: borrower.loanId, prepayment: 'lower_instalment', customer: { id: borrower.id } });
    const after = await outstanding(borrower.loanId, borrower);
    expect(payment.receipt).toMatchObject({ amount: 30_000, unallocated: 0 });
    expect(before - after).toBe(30_000);
  });

  it('accepts more than the loan owes (the money is already in): the loan closes and the receipt shows the excess as credit', async () => {
    const borrower = await customerWithLoan();
    const owed = await outstanding(borrower.loanId, borrower);
    expect(owed).toBeGreaterThan(0);
    // Today's settlement amount plus GH₵50.00 more.
    const asked = await recorded(finance, { loanId: borrower.loanId, amount: owed + 5_000, method: 'bank_transfer' });
    // Above approvals.manual_payment_threshold: it waits, unapplied, until a second person approves it.
    expect(asked.status).toBe('awaiting_approval');
    expect(asked.receipt).toBeNull();
    expect(await outstanding(borrower.loanId, borrower)).toBe(owed);
    await secondPersonApproves(app, asked.id);
    const payment = await paymentById(asked.id);
    expect(payment.status).toBe('successful');
    expect(payment.receipt).toMatchObject({ amount: owed + 5_000, unallocated: 5_000, balanceAfter: 0 });
    expect(await outstanding(borrower.loanId, borrower)).toBe(0);
    const notes = await app.graphql<{ myNotifications: { nodes: Array<{ body: string }> } }>('{ myNotifications(first: 1) { nodes { body } } }', {}, borrower.cookie);
    expect(notes.data!.myNotifications.nodes[0].body).toContain(`${formatCedis(5_000)} is kept as credit on your account.`);
  });

  it('dates the payment on the app clock, so a payment recorded on a moved test day applies on that day', async () => {
    const own = await customerWithLoan();
    const day = new Date(Date.now() + 10 * 86_400_000);
    day.setUTCHours(11, 0, 0, 0);
    app.services.clock.set(day);
    try {
      const paid = await recorded(finance, { loanId: own.loanId, amount: 5_000 });
      const [row] = await app.database.query<{ settled: string; effective: string }>(
        `SELECT to_char(p.settled_at at time zone 'UTC', 'YYYY-MM-DD') AS settled, to_char(l.effective_on, 'YYYY-MM-DD') AS effective
           FROM payment p JOIN ledger_entry l ON l.payment_id = p.id WHERE p.id = $1 AND l.kind = 'payment'`,
        [paid.id],
      );
      const iso = day.toISOString().slice(0, 10);
      expect(row).toEqual({ settled: iso, effective: iso });
    } finally {
      app.services.clock.set(null);
    }
  });

  it('refuses a loan the recorder may not see and a loan that does not exist, writing nothing', async () => {
    const before = await counts();
    expect(codeOf(await record(finance, { loanId: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('reversing a manual loan payment gives the loan exactly its balance back', async () => {
    const borrower = await customerWithLoan();
    const before = await outstanding(borrower.loanId, borrower);
    const payment = await recorded(finance, { loanId: borrower.loanId, amount: 40_000, method: 'cash' });
    expect(await outstanding(borrower.loanId, borrower)).toBeLessThan(before);
    expect(await reverseApproved(payment.id, 'Counterfeit notes.', finance)).toMatchObject({ kind: 'reversal', amount: 40_000, signedAmount: -40_000, reversalOf: payment.id });
    expect(await outstanding(borrower.loanId, borrower)).toBe(before);
  });
});

describe('reversePayment', () => {
  it('reverses a successful payment once, in one audited transaction', async () => {
    const original = await recorded(finance, { amount: 50_000, method: 'bank_transfer' });
    const balanceRecorded = await outstanding(loanId);
    const reversal = await reverseApproved(original.id, 'Bank recalled the transfer.', collections);
    expect(reversal).toMatchObject({
      kind: 'reversal',
      amount: 50_000,
      signedAmount: -50_000,
      method: 'bank_transfer',
      status: 'successful',
      note: 'Bank recalled the transfer.',
      reversalOf: original.id,
      recordedBy: collections.id,
      providerReference: null,
    });
    const [row] = await app.database.query<{ status: string }>('SELECT status FROM payment WHERE id = $1', [original.id]);
    expect(row.status).toBe('reversed');
    const audit = await app.database.query<{ action: string; after: { reversalId: string } }>(
      `SELECT action, after FROM audit_event WHERE entity = 'payment' AND entity_id = $1 ORDER BY at`,
      [original.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['payment.record_manual', 'payment.reverse']);
    expect(audit[1].after.reversalId).toBe(reversal.id);
    // The reversal gives the loan its balance back: it owes more than just after the payment.
    expect(await outstanding(loanId)).toBeGreaterThan(balanceRecorded);

    const before = await counts();
    const again = await app.graphql(REVERSE, { id: original.id, reason: 'Once more.' }, finance.cookie);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0].message).toBe('This payment has already been reversed.');
    const ofReversal = await app.graphql(REVERSE, { id: reversal.id, reason: 'Undo the undo.' }, finance.cookie);
    expect(codeOf(ofReversal)).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two simultaneous reversals through', async () => {
    const original = await recorded();
    const results = await Promise.all(
      [finance, collections].map((staff) => app.graphql(REVERSE, { id: original.id, reason: 'Duplicate payment.' }, staff.cookie)),
    );
    // One request waits for a second person; the other is told it already waits.
    expect(results.map(codeOf).sort()).toEqual(['CONFLICT', undefined]);
    await secondPersonApproves(app, original.id, 'finance');
    const [row] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM payment WHERE reversal_of = $1', [original.id]);
    expect(row.count).toBe(1);
  });

  it('refuses pending and failed payments, unknown ids, a short reason and callers without manageAllPayments', async () => {
    const pending = await insertPayment(customer.id, { amount: 10_000, method: 'card', status: 'pending' });
    const failed = await insertPayment(customer.id, { amount: 10_000, method: 'card', status: 'failed' });
    const successful = await recorded();
    const before = await counts();
    for (const id of [pending, failed]) {
      const result = await app.graphql(REVERSE, { id, reason: 'Customer asked.' }, finance.cookie);
      expect(codeOf(result)).toBe('CONFLICT');
      expect(result.errors?.[0].message).toBe('Only a successful payment can be reversed.');
    }
    expect(codeOf(await app.graphql(REVERSE, { id: '00000000-0000-4000-8000-000000000000', reason: 'Customer asked.' }, finance.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(REVERSE, { id: 'abc', reason: 'Customer asked.' }, finance.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(REVERSE, { id: successful.id, reason: '   ' }, finance.cookie))).toBe('BAD_USER_INPUT');
    for (const account of [customer, creditAnalyst, salesExecutive]) {
      expect(codeOf(await app.graphql(REVERSE, { id: successful.id, reason: 'Customer asked.' }, account.cookie))).toBe('FORBIDDEN');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('myPayments and payments', () => {
  it('shows a customer only their own payments, newest first, without staff-only fields', async () => {
    const fresh = await customerWithLoan();
    const first = await recorded(finance, { loanId: fresh.loanId, amount: 10_000 });
    const second = await recorded(finance, { loanId: fresh.loanId, amount: 20_000 });
    await recorded(finance, { loanId: (await customerWithLoan()).loanId });
    const page1 = await app.graphql<{ myPayments: { nodes: PaymentData[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(MY_PAYMENTS, { first: 1 }, fresh.cookie);
    expect(page1.data!.myPayments.nodes.map((node) => node.id)).toEqual([second.id]);
    expect(page1.data!.myPayments.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.graphql<{ myPayments: { nodes: PaymentData[]; pageInfo: { hasNextPage: boolean } } }>(
      MY_PAYMENTS,
      { first: 1, after: page1.data!.myPayments.pageInfo.endCursor },
      fresh.cookie,
    );
    expect(page2.data!.myPayments.nodes.map((node) => node.id)).toEqual([first.id]);
    expect(page2.data!.myPayments.pageInfo.hasNextPage).toBe(false);

    expect(codeOf(await app.graphql('{ myPayments { nodes { id recordedBy } } }', {}, fresh.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(MY_PAYMENTS, {}))).toBe('UNAUTHENTICATED');
  });

  it('lists every payment for viewAllPayments with filters, and is refused to others', async () => {
    const fresh = await customerWithLoan();
    const momo = await recorded(finance, { loanId: fresh.loanId, method: 'mtn_momo' });
    const cash = await recorded(finance, { loanId: fresh.loanId, method: 'cash' });
    await reverseApproved(cash.id, 'Counterfeit notes.', finance);

    type ListData = { payments: { nodes: PaymentData[] } };
    const all = await app.graphql<ListData>(STAFF_PAYMENTS, { userId: fresh.id }, creditAnalyst.cookie);
    expect(all.data!.payments.nodes.map((node) => [node.kind, node.status])).toEqual([
      ['reversal', 'successful'],
      ['payment', 'reversed'],
      ['payment', 'successful'],
    ]);
    const reversed = await app.graphql<ListData>(STAFF_PAYMENTS, { userId: fresh.id, status: 'reversed' }, collections.cookie);
    expect(reversed.data!.payments.nodes.map((node) => node.id)).toEqual([cash.id]);
    const byMethod = await app.graphql<ListData>(STAFF_PAYMENTS, { userId: fresh.id, method: 'mtn_momo' }, finance.cookie);
    expect(byMethod.data!.payments.nodes.map((node) => node.id)).toEqual([momo.id]);

    for (const account of [fresh, salesExecutive, verifier]) {
      expect(codeOf(await app.graphql(STAFF_PAYMENTS, {}, account.cookie))).toBe('FORBIDDEN');
    }
  });

  it('reads a page of 20 and of 100 with the same number of SQL statements', async () => {
    await app.database.query(
      `INSERT INTO payment (user_id, amount, method, status) SELECT $1, 1000 + g, 'cash', 'pending' FROM generate_series(1, 120) g`,
      [otherCustomer.id],
    );
    const statementsFor = async (first: number) => {
      app.statements.reset();
      const result = await app.graphql<{ payments: { nodes: unknown[] } }>(STAFF_PAYMENTS, { first }, finance.cookie);
      expect(result.data!.payments.nodes).toHaveLength(first);
      return app.statements.count;
    };
    expect(await statementsFor(100)).toBe(await statementsFor(20));
  });
});

describe('paymentStats', () => {
  interface StatsData {
    count: number;
    collectedAmount: number;
    successRateBp: number | null;
    byStatus: Array<{ status: string; count: number; amount: number }>;
    byMethod: Array<{ method: string; count: number; amount: number; successfulCount: number; successfulAmount: number }>;
  }

  it('counts and sums by status and method, leaving reversal records out', async () => {
    // A period in the past that no other test writes into.
    const at = '2025-03-10T10:00:00Z';
    const reversedId = await insertPayment(customer.id, { amount: 40_000, method: 'bank_transfer', status: 'successful', createdAt: at });
    await insertPayment(customer.id, { amount: 100_000, method: 'mtn_momo', status: 'successful', createdAt: at });
    await insertPayment(customer.id, { amount: 50_000, method: 'mtn_momo', status: 'successful', createdAt: at });
    await insertPayment(customer.id, { amount: 30_000, method: 'mtn_momo', status: 'failed', createdAt: at });
    await insertPayment(customer.id, { amount: 20_000, method: 'card', status: 'pending', createdAt: at });
    await app.database.query(
      `WITH original AS (UPDATE payment SET status = 'reversed' WHERE id = $1 RETURNING *)
       INSERT INTO payment (user_id, kind, amount, method, status, reversal_of, created_at)
       SELECT user_id, 'reversal', amount, method, 'successful', id, created_at FROM original`,
      [reversedId],
    );
    await insertPayment(customer.id, { amount: 999_999, method: 'cash', status: 'successful', createdAt: '2025-04-01T00:00:00Z' });

    const result = await app.graphql<{ paymentStats: StatsData }>(STATS, { from: '2025-03-01T00:00:00Z', to: '2025-04-01T00:00:00Z' }, salesExecutive.cookie);
    expect(result.errors).toBeUndefined();
    const stats = result.data!.paymentStats;
    expect(stats.count).toBe(5);
    expect(stats.collectedAmount).toBe(150_000);
    // 3 went through (2 successful, 1 reversed) of 4 settled (+1 failed): 75.00%.
    expect(stats.successRateBp).toBe(7_500);
    expect(stats.byStatus).toEqual([
      { status: 'pending', count: 1, amount: 20_000 },
      { status: 'awaiting_approval', count: 0, amount: 0 },
      { status: 'successful', count: 2, amount: 150_000 },
      { status: 'failed', count: 1, amount: 30_000 },
      { status: 'abandoned', count: 0, amount: 0 },
      { status: 'expired', count: 0, amount: 0 },
      { status: 'reversed', count: 1, amount: 40_000 },
      { status: 'refunded', count: 0, amount: 0 },
    ]);
    expect(stats.byMethod.find((entry) => entry.method === 'mtn_momo')).toEqual({
      method: 'mtn_momo',
      count: 3,
      amount: 180_000,
      successfulCount: 2,
      successfulAmount: 150_000,
    });
    expect(stats.byMethod.find((entry) => entry.method === 'cash')).toEqual({ method: 'cash', count: 0, amount: 0, successfulCount: 0, successfulAmount: 0 });
    expect(stats.byMethod).toHaveLength(6);
  });

  it('counts money on the day it was received: cash dated back by staff, an online payment on the day it settled', async () => {
    // Cash taken on 31 May, recorded on 2 June; a MoMo payment started on 31 May that settled on 1 June.
    const cash = await insertPayment(customer.id, { amount: 70_000, method: 'cash', status: 'successful', createdAt: '2025-06-02T09:00:00Z' });
    await app.database.query(`UPDATE payment SET received_on = '2025-05-31', settled_at = '2025-06-02T09:00:00Z' WHERE id = $1`, [cash]);
    const momo = await insertPayment(customer.id, { amount: 25_000, method: 'mtn_momo', status: 'successful', createdAt: '2025-05-31T23:58:00Z' });
    await app.database.query(`UPDATE payment SET settled_at = '2025-06-01T00:03:00Z' WHERE id = $1`, [momo]);
    const collected = async (from: string, to: string) =>
      (await app.graphql<{ paymentStats: StatsData }>(STATS, { from, to }, finance.cookie)).data!.paymentStats.byMethod
        .filter((entry) => entry.method === 'cash' || entry.method === 'mtn_momo')
        .map((entry) => [entry.method, entry.successfulAmount]);
    expect(await collected('2025-05-01T00:00:00Z', '2025-06-01T00:00:00Z')).toEqual([['mtn_momo', 0], ['cash', 70_000]]);
    expect(await collected('2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z')).toEqual([['mtn_momo', 25_000], ['cash', 0]]);
  });

  it('answers null for the success rate of an empty period and refuses a backwards or too long one', async () => {
    const empty = await app.graphql<{ paymentStats: StatsData }>(STATS, { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' }, finance.cookie);
    expect(empty.data!.paymentStats).toMatchObject({ count: 0, collectedAmount: 0, successRateBp: null });
    expect(codeOf(await app.graphql(STATS, { from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, finance.cookie))).toBe('BAD_USER_INPUT');
    expect(codeOf(await app.graphql(STATS, { from: '2020-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, finance.cookie))).toBe('BAD_USER_INPUT');
  });

  it('is allowed to viewAnalytics only', async () => {
    const period = { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:00Z' };
    for (const account of [customer, verifier]) {
      expect(codeOf(await app.graphql(STATS, period, account.cookie))).toBe('FORBIDDEN');
    }
    expect(codeOf(await app.graphql(STATS, period))).toBe('UNAUTHENTICATED');
  });
});
