import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../graphql/context.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { secondPersonApproves } from '../approvals/approval.fixtures.js';

type Account = { cookie: string; id: string; email: string };

let app: TestApp;
let customer: Account;
let otherCustomer: Account;
let finance: Account;
let analyst: Account;

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp({ firstName: 'Ama', lastName: 'Mensah' });
  otherCustomer = await app.signUp({ firstName: 'Kwabena', lastName: 'Osei' });
  finance = await app.signInAs('finance');
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) {
  payment { id status amount method loanId payerPhone providerReference receipt { number } }
  nextAction { kind url displayText } } }`;
const RECEIPT = `query ($paymentId: ID!) { receipt(paymentId: $paymentId) { number amount unallocated balanceAfter paymentId
  allocation { number penalty fee interest principal } } }`;
const PAYABLE = `query ($loanId: ID!) { payableAmounts(loanId: $loanId) { nextInstalment overdue outstanding } }`;

interface PayData {
  payInstalment: {
    payment: { id: string; status: string; amount: number; method: string; loanId: string; payerPhone: string | null; providerReference: string; receipt: { number: string } | null };
    nextAction: { kind: string; url: string | null; displayText: string };
  };
}

const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
const viewerOf = (account: Account): Viewer => ({ id: account.id, email: account.email, firstName: 'Ama', lastName: 'Mensah', role: 'user' });

/** A running BNPL loan of GH₵5,000 over 6 months, through checkout and a credit analyst's approval. */
const openLoan = (owner: Account = customer) => bnplLoan(app, owner, analyst.cookie);

const outstanding = async (loanId: string, owner: Account = customer) => (await app.services.loans.amountDue(loanId, viewerOf(owner))).outstanding;

function pay(account: Account, input: Record<string, unknown>, key: string = randomUUID()) {
  return app.graphql<PayData>(PAY, { input: { method: 'mtn_momo', phone: '+233241234567', amount: 10_000, ...input }, key }, account.cookie);
}

async function counts(): Promise<{ payments: number; keys: number; receipts: number }> {
  const [row] = await app.database.query<{ payments: number; keys: number; receipts: number }>(
    `SELECT (SELECT count(*)::int FROM payment) AS payments, (SELECT count(*)::int FROM idempotency_key) AS keys,
            (SELECT count(*)::int FROM receipt) AS receipts`,
  );
  return row;
}

/** Opens the test-mode checkout page and answers it as the payer would. */
async function answerCheckout(url: string, decision: 'approve' | 'decline'): Promise<{ status: number; html: string }> {
  const path = new URL(url).pathname;
  const page = await fetch(`${app.url}${path}`);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
    body: new URLSearchParams({ token: token!, decision }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

describe('payInstalment: bad input', () => {
  it('refuses zero, negative, fractional and below GH₵1.00 amounts, bad phones and keys, writing nothing', async () => {
    const loanId = await openLoan();
    const before = await counts();
    for (const amount of [0, -500, 99, 150.5]) {
      const result = await pay(customer, { loanId, amount });
      expect(codeOf(result), `amount ${amount}`).toBe('BAD_USER_INPUT');
    }
    expect((await pay(customer, { loanId, amount: 99 })).errors?.[0].message).toBe('Invalid amount: The amount must be at least GH₵1.00.');
    // A landline is no mobile-money wallet; the message names the networks' prefixes.
    const landline = await pay(customer, { loanId, phone: '030 212 3456' });
    expect(codeOf(landline)).toBe('BAD_USER_INPUT');
    expect(landline.errors?.[0].message).toMatch(/030 is not a Ghana mobile network prefix.*Telecel 020 or 050/);
    expect(codeOf(await pay(customer, { loanId, phone: null }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await pay(customer, { loanId, method: 'cash' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await pay(customer, { loanId }, 'short'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await pay(customer, { loanId, amount: 10_000_000 }))).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });

  it('refuses another customer’s loan, staff paying for a customer, unknown loans and visitors', async () => {
    const loanId = await openLoan();
    const before = await counts();
    expect(codeOf(await pay(otherCustomer, { loanId }))).toBe('NOT_FOUND');
    const staff = await pay(finance, { loanId });
    expect(codeOf(staff)).toBe('FORBIDDEN');
    expect(codeOf(await pay(customer, { loanId: randomUUID() }))).toBe('NOT_FOUND');
    expect(codeOf(await pay(customer, { loanId: 'not-a-loan' }))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(PAY, { input: { loanId, amount: 10_000, method: 'card' }, key: randomUUID() }))).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });
});

describe('payInstalment: idempotency', () => {
  it('answers the same key and details with the same payment, and other details with CONFLICT', async () => {
    const loanId = await openLoan();
    const key = randomUUID();
    const first = await pay(customer, { loanId, amount: 25_000 }, key);
    expect(first.errors).toBeUndefined();
    const started = first.data!.payInstalment;
    expect(started.payment).toMatchObject({ status: 'pending', amount: 25_000, method: 'mtn_momo', loanId, payerPhone: '+233241234567', receipt: null });
    expect(started.payment.providerReference).toMatch(/^GHC-[0-9a-f-]{36}$/);
    expect(started.nextAction.kind).toBe('redirect');
    expect(started.nextAction.url).toBe(`http://localhost:4000/pay/simulate/${started.payment.providerReference}`);
    const before = await counts();

    const again = await pay(customer, { loanId, amount: 25_000 }, key);
    expect(again.data!.payInstalment).toEqual(started);
    const changed = await pay(customer, { loanId, amount: 26_000 }, key);
    expect(codeOf(changed)).toBe('CONFLICT');
    expect(changed.errors?.[0].message).toBe('This Idempotency-Key was used with different details.');
    expect(codeOf(await pay(customer, { loanId, amount: 25_000, phone: '+233201234567' }, key))).toBe('CONFLICT');
    expect(await counts()).toEqual(before);

    // Keys belong to one customer: another customer's identical key is a different request.
    const otherLoan = await openLoan(otherCustomer);
    const theirs = await pay(otherCustomer, { loanId: otherLoan, amount: 25_000 }, key);
    expect(theirs.data!.payInstalment.payment.id).not.toBe(started.payment.id);
  });

  it('creates exactly one payment from 100 concurrent requests with one key', async () => {
    const loanId = await openLoan();
    const key = randomUUID();
    const before = await counts();
    const results = await Promise.all(Array.from({ length: 100 }, () => pay(customer, { loanId, amount: 12_345 }, key)));
    const ids = new Set(results.map((result) => result.data?.payInstalment.payment.id ?? codeOf(result)));
    expect([...ids]).toHaveLength(1);
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    const after = await counts();
    expect(after.payments - before.payments).toBe(1);
    expect(after.keys - before.keys).toBe(1);
  });
});

describe('test-mode checkout (simulated provider)', () => {
  it('approving settles the payment: successful, a receipt, the loan reduced by exactly the allocation', async () => {
    const loanId = await openLoan();
    const due = (await app.graphql<{ payableAmounts: { nextInstalment: number; overdue: number; outstanding: number } }>(PAYABLE, { loanId }, customer.cookie)).data!
      .payableAmounts;
    expect(due.outstanding).toBe(await outstanding(loanId));
    expect(due.nextInstalment).toBeGreaterThan(0);
    const balanceBefore = due.outstanding;

    const events: string[] = [];
    const unsubscribers = [
      app.services.events.subscribe('payment.changed', () => events.push('payment.changed')),
      app.services.events.subscribe('loan.changed', () => events.push('loan.changed')),
    ];
    const started = (await pay(customer, { loanId, amount: due.nextInstalment })).data!.payInstalment;
    const page = await fetch(`${app.url}${new URL(started.nextAction.url!).pathname}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('TEST MODE');
    expect(html).toContain(`GH₵${(due.nextInstalment / 100).toLocaleString('en-GH', { minimumFractionDigits: 2 })}`);
    expect(html).toContain('Approve');
    expect(html).toContain('Decline');

    const answered = await answerCheckout(started.nextAction.url!, 'approve');
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    expect(answered.status).toBe(200);
    expect(answered.html).toContain('Payment approved');
    expect(events).toEqual(expect.arrayContaining(['payment.changed', 'loan.changed']));

    const receipt = await app.graphql<{ receipt: { number: string; amount: number; unallocated: number; balanceAfter: number; paymentId: string; allocation: Array<Record<string, number>> } }>(
      RECEIPT,
      { paymentId: started.payment.id },
      customer.cookie,
    );
    expect(receipt.errors).toBeUndefined();
    const issued = receipt.data!.receipt;
    expect(issued.number).toMatch(new RegExp(`^RCP-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(issued.amount).toBe(due.nextInstalment);
    const allocated = issued.allocation.reduce((sum, part) => sum + part.penalty + part.fee + part.interest + part.principal, 0);
    expect(allocated + issued.unallocated).toBe(due.nextInstalment);
    // Today's payoff falls by exactly what was paid.
    const balanceAfter = await outstanding(loanId);
    expect(balanceBefore - balanceAfter).toBe(due.nextInstalment);

    const [row] = await app.database.query<{ status: string; settled_at: Date | null }>('SELECT status, settled_at FROM payment WHERE id = $1', [started.payment.id]);
    expect(row.status).toBe('successful');
    expect(row.settled_at).not.toBeNull();
    const mine = await app.graphql<{ myPayments: { nodes: Array<{ id: string; status: string; receipt: { number: string } | null }> } }>(
      '{ myPayments(first: 5) { nodes { id status receipt { number } } } }',
      {},
      customer.cookie,
    );
    expect(mine.data!.myPayments.nodes.find((node) => node.id === started.payment.id)).toEqual({ id: started.payment.id, status: 'successful', receipt: { number: issued.number } });
    const notes = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string }> } }>('{ myNotifications(first: 1) { nodes { kind title body } } }', {}, customer.cookie);
    expect(notes.data!.myNotifications.nodes[0]).toMatchObject({ kind: 'payment', title: 'Payment received' });
    expect(notes.data!.myNotifications.nodes[0].body).toContain(issued.number);

    // The used page cannot be posted again, and the page now only reports the outcome.
    const before = await counts();
    const replay = await fetch(`${app.url}${new URL(started.nextAction.url!).pathname}`);
    expect(await replay.text()).toContain('This payment was approved.');
    expect(await counts()).toEqual(before);
  });

  it('declining fails the payment and credits nothing', async () => {
    const loanId = await openLoan();
    const balanceBefore = await outstanding(loanId);
    const started = (await pay(customer, { loanId, amount: 30_000, method: 'telecel_cash', phone: '+233201234567' })).data!.payInstalment;
    const answered = await answerCheckout(started.nextAction.url!, 'decline');
    expect(answered.html).toContain('Payment declined');
    const [row] = await app.database.query<{ status: string; failure_reason: string }>('SELECT status, failure_reason FROM payment WHERE id = $1', [started.payment.id]);
    expect(row).toEqual({ status: 'failed', failure_reason: 'Declined on the test checkout page.' });
    expect(await outstanding(loanId)).toBe(balanceBefore);
    expect(codeOf(await app.graphql(RECEIPT, { paymentId: started.payment.id }, customer.cookie))).toBe('NOT_FOUND');
  });

  it('refuses a forged token, a foreign origin and a replayed form', async () => {
    const loanId = await openLoan();
    const started = (await pay(customer, { loanId, amount: 10_000 })).data!.payInstalment;
    const path = new URL(started.nextAction.url!).pathname;
    const html = await (await fetch(`${app.url}${path}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1];
    const post = (body: Record<string, string>, origin = app.url) =>
      fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: new URLSearchParams(body).toString() });

    expect((await post({ token, decision: 'approve' }, 'https://evil.example')).status).toBe(403);
    expect((await post({ token: 'forged', decision: 'approve' })).status).toBe(409);
    expect((await post({ token, decision: 'maybe' })).status).toBe(400);
    const [pending] = await app.database.query<{ status: string }>('SELECT status FROM payment WHERE id = $1', [started.payment.id]);
    expect(pending.status).toBe('pending');
    expect((await post({ token, decision: 'approve' })).status).toBe(200);
    expect((await post({ token, decision: 'approve' })).status).toBe(409);
    const [receipts] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM receipt WHERE payment_id = $1', [started.payment.id]);
    expect(receipts.count).toBe(1);
    expect((await fetch(`${app.url}/pay/simulate/GHC-unknown`)).status).toBe(404);
  });

  it('credits once when the same payment is settled 100 times at once', async () => {
    const loanId = await openLoan();
    const balanceBefore = await outstanding(loanId);
    const started = (await pay(customer, { loanId, amount: 40_000 })).data!.payInstalment;
    const outcome = { status: 'success' as const, amount: 40_000, currency: 'GHS', paidAt: new Date(), reason: null };
    const results = await Promise.all(Array.from({ length: 100 }, () => app.services.onlinePayments.settle(started.payment.providerReference, outcome, 'test')));
    expect(results.filter((result) => result === 'credited')).toHaveLength(1);
    expect(results.filter((result) => result === 'already_settled')).toHaveLength(99);
    const [row] = await app.database.query<{ receipts: number; ledger: number }>(
      `SELECT (SELECT count(*)::int FROM receipt WHERE payment_id = $1) AS receipts,
              (SELECT count(*)::int FROM ledger_entry WHERE payment_id = $1 AND kind = 'payment') AS ledger`,
      [started.payment.id],
    );
    expect(row).toEqual({ receipts: 1, ledger: 1 });
    expect(await outstanding(loanId)).toBeLessThan(balanceBefore);
  });
});

describe('paid-off loans, receipts and reversals', () => {
  it('refuses a payment on a paid-off loan with CONFLICT', async () => {
    const loanId = await openLoan();
    const everything = await outstanding(loanId);
    const started = (await pay(customer, { loanId, amount: everything })).data!.payInstalment;
    await answerCheckout(started.nextAction.url!, 'approve');
    expect(await outstanding(loanId)).toBe(0);
    const before = await counts();
    const late = await pay(customer, { loanId, amount: 10_000 });
    expect(codeOf(late)).toBe('CONFLICT');
    expect(late.errors?.[0].message).toBe('This loan is already paid off.');
    expect(await counts()).toEqual(before);
  });

  it('shows a receipt to its owner and viewAllPayments staff only', async () => {
    const loanId = await openLoan();
    const started = (await pay(customer, { loanId, amount: 15_000, method: 'card', phone: null })).data!.payInstalment;
    await answerCheckout(started.nextAction.url!, 'approve');
    expect((await app.graphql(RECEIPT, { paymentId: started.payment.id }, customer.cookie)).errors).toBeUndefined();
    expect((await app.graphql(RECEIPT, { paymentId: started.payment.id }, finance.cookie)).errors).toBeUndefined();
    expect(codeOf(await app.graphql(RECEIPT, { paymentId: started.payment.id }, otherCustomer.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(RECEIPT, { paymentId: 'nope' }, customer.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(RECEIPT, { paymentId: started.payment.id }))).toBe('UNAUTHENTICATED');
  });

  it('reversing a loan payment gives the loan its balance back in the same transaction', async () => {
    const loanId = await openLoan();
    const balanceBefore = await outstanding(loanId);
    const started = (await pay(customer, { loanId, amount: 20_000 })).data!.payInstalment;
    await answerCheckout(started.nextAction.url!, 'approve');
    expect(await outstanding(loanId)).toBe(balanceBefore - 20_000);
    const [applied] = await app.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ledger_entry WHERE payment_id = $1 AND kind = 'payment'`, [started.payment.id]);
    expect(applied.count).toBe(1);
    const reversed = await app.graphql(`mutation ($id: ID!) { reversePayment(id: $id, reason: "Paid twice by mistake.") { id kind } }`, { id: started.payment.id }, finance.cookie);
    expect(reversed.errors).toBeUndefined();
    // Nothing moves until a second person approves the reversal (maker-checker); then the balance comes back at once.
    expect(await outstanding(loanId)).toBe(balanceBefore - 20_000);
    await secondPersonApproves(app, started.payment.id, 'finance');
    expect(await outstanding(loanId)).toBe(balanceBefore);
  });

  it('reads payments with their receipts at a constant number of statements per page', async () => {
    const loanId = await openLoan(otherCustomer);
    await app.database.query(
      `INSERT INTO payment (user_id, amount, method, status, loan_id) SELECT $1, 1000 + g, 'mtn_momo', 'pending', $2 FROM generate_series(1, 120) g`,
      [otherCustomer.id, loanId],
    );
    const statementsFor = async (first: number) => {
      app.statements.reset();
      const result = await app.graphql<{ payments: { nodes: unknown[] } }>(
        `query ($first: Int) { payments(first: $first) { nodes { id loanId receipt { number allocation { number principal } } } } }`,
        { first },
        finance.cookie,
      );
      expect(result.data!.payments.nodes).toHaveLength(first);
      return app.statements.count;
    };
    expect(await statementsFor(100)).toBe(await statementsFor(20));
  });
});
