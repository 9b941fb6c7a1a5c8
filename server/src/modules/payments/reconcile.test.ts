import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../payments-providers/fixtures/load.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';

// Reconciliation of old pending payments and the staff "Re-check", against a local stand-in for Paystack that answers
// verify with the recorded fixtures (no network).
const SECRET = 'sk_test_reconcile_secret_0123456789';
const MINUTE = 60_000;

type Account = { cookie: string; id: string; email: string };
type Recorded = { response: { status: number; body: unknown } };

let app: TestApp;
let fakePaystack: http.Server;
let customer: Account;
let analyst: Account;
let finance: Account;
/** reference → the verify fixture Paystack answers with (a charge starts as "ongoing"). */
const verifyAnswers = new Map<string, { fixture: string; amount: number }>();
const verifyCalls: string[] = [];

beforeAll(async () => {
  fakePaystack = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const answer = (recorded: Recorded) => {
        res.writeHead(recorded.response.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(recorded.response.body));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`) return answer({ response: { status: 401, body: { status: false, message: 'Invalid key' } } });
      if (req.method === 'POST' && req.url === '/charge') {
        const body = JSON.parse(raw) as { reference: string; amount: number; email: string };
        verifyAnswers.set(body.reference, { fixture: 'paystack-verify-ongoing', amount: body.amount });
        return answer(loadFixture<Recorded>('paystack-charge-momo', { reference: body.reference, email: body.email }));
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && verify) {
        const reference = decodeURIComponent(verify[1]);
        verifyCalls.push(reference);
        const configured = verifyAnswers.get(reference);
        if (!configured) return answer(loadFixture<Recorded>('paystack-verify-not-found', {}));
        if (configured.fixture === 'down') return answer({ response: { status: 503, body: { status: false, message: 'Service unavailable' } } });
        return answer(loadFixture<Recorded>(configured.fixture, { reference, email: 'payer@example.com', amount: configured.amount }));
      }
      answer({ response: { status: 404, body: { status: false, message: 'Not found' } } });
    });
  });
  await new Promise<void>((resolve) => fakePaystack.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(fakePaystack.address() as AddressInfo).port}`;
  app = await startTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: baseUrl });
  customer = await app.signUp();
  analyst = await app.signInAs('credit_analyst');
  finance = await app.signInAs('finance');
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => fakePaystack?.close(resolve));
});

const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) { payment { id providerReference createdAt } } }`;
const RECHECK = `mutation ($id: ID!) { recheckPayment(id: $id) { id status failureReason receipt { number amount } } }`;

const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

async function startPayment(amount: number): Promise<{ id: string; reference: string; createdAt: Date }> {
  const loanId = await bnplLoan(app, customer, analyst.cookie);
  const result = await app.graphql<{ payInstalment: { payment: { id: string; providerReference: string; createdAt: string } } }>(
    PAY,
    { input: { loanId, amount, method: 'mtn_momo', phone: '+233241234567' }, key: randomUUID() },
    customer.cookie,
  );
  expect(result.errors).toBeUndefined();
  const { id, providerReference, createdAt } = result.data!.payInstalment.payment;
  return { id, reference: providerReference, createdAt: new Date(createdAt) };
}

async function stateOf(paymentId: string) {
  const [row] = await app.database.query<{ status: string; receipts: number }>(
    'SELECT status, (SELECT count(*)::int FROM receipt WHERE payment_id = $1) AS receipts FROM payment WHERE id = $1',
    [paymentId],
  );
  return row;
}

const reconcileAt = (moment: Date) => app.services.onlinePayments.reconcilePendingPayments(moment);
const after = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('reconcilePendingPayments', () => {
  it('verifies pending payments older than the setting (30 minutes): success is credited, abandoned stays not final, still pending waits', async () => {
    const credited = await startPayment(20_000);
    const abandoned = await startPayment(30_000);
    const waiting = await startPayment(40_000);
    verifyAnswers.set(credited.reference, { fixture: 'paystack-verify-success', amount: 20_000 });
    verifyAnswers.set(abandoned.reference, { fixture: 'paystack-verify-abandoned', amount: 30_000 });
    const latest = waiting.createdAt;

    // 29 minutes after the last one started: too young, nobody asks Paystack about it.
    verifyCalls.length = 0;
    await reconcileAt(after(latest, 29));
    expect(verifyCalls).not.toContain(waiting.reference);
    expect(await stateOf(waiting.id)).toEqual({ status: 'pending', receipts: 0 });

    const result = await reconcileAt(after(latest, 31));
    expect(result).toMatchObject({ credited: 1, abandoned: 1, stillPending: 1, expired: 0, errors: 0 });
    expect(await stateOf(credited.id)).toEqual({ status: 'successful', receipts: 1 });
    expect(await stateOf(abandoned.id)).toEqual({ status: 'abandoned', receipts: 0 });
    expect(await stateOf(waiting.id)).toEqual({ status: 'pending', receipts: 0 });

    // The next run asks only about what is still pending.
    verifyCalls.length = 0;
    await reconcileAt(after(latest, 36));
    expect(verifyCalls).toEqual([waiting.reference]);
  });

  it('expires a payment Paystack still calls pending (or never saw) after 24 hours, and follows the setting', async () => {
    const lingering = await startPayment(25_000);
    const unknownToPaystack = await startPayment(26_000);
    verifyAnswers.delete(unknownToPaystack.reference);
    const result = await reconcileAt(after(unknownToPaystack.createdAt, 24 * 60 + 1));
    expect(result.expired).toBeGreaterThanOrEqual(2);
    expect(await stateOf(lingering.id)).toEqual({ status: 'expired', receipts: 0 });
    expect(await stateOf(unknownToPaystack.id)).toEqual({ status: 'expired', receipts: 0 });

    // With the setting at 120 minutes, a payment 31 minutes old is left alone.
    await app.database.query(`UPDATE system_settings SET value = '120'::jsonb WHERE key = 'payments.reconcile_after_minutes'`);
    try {
      const young = await startPayment(27_000);
      verifyAnswers.set(young.reference, { fixture: 'paystack-verify-success', amount: 27_000 });
      verifyCalls.length = 0;
      await reconcileAt(after(young.createdAt, 31));
      expect(verifyCalls).not.toContain(young.reference);
      expect((await stateOf(young.id)).status).toBe('pending');
      await reconcileAt(after(young.createdAt, 121));
      expect((await stateOf(young.id)).status).toBe('successful');
    } finally {
      await app.database.query(`UPDATE system_settings SET value = '30'::jsonb WHERE key = 'payments.reconcile_after_minutes'`);
    }
  });

  it('counts a payment Paystack cannot be asked about as an error and keeps it pending for the next run', async () => {
    const payment = await startPayment(12_000);
    verifyAnswers.set(payment.reference, { fixture: 'down', amount: 12_000 });
    const result = await reconcileAt(after(payment.createdAt, 31));
    expect(result.errors).toBeGreaterThanOrEqual(1);
    expect((await stateOf(payment.id)).status).toBe('pending');
    verifyAnswers.set(payment.reference, { fixture: 'paystack-verify-success', amount: 12_000 });
    await reconcileAt(after(payment.createdAt, 36));
    expect(await stateOf(payment.id)).toEqual({ status: 'successful', receipts: 1 });
  });
});

describe('recheckPayment', () => {
  it('lets manageAllPayments staff ask Paystack now: the answer is applied and audited', async () => {
    const payment = await startPayment(15_000);
    const young = await app.graphql<{ recheckPayment: { status: string } }>(RECHECK, { id: payment.id }, finance.cookie);
    expect(young.errors).toBeUndefined();
    expect(young.data!.recheckPayment.status).toBe('pending');

    verifyAnswers.set(payment.reference, { fixture: 'paystack-verify-abandoned', amount: 15_000 });
    const abandoned = await app.graphql<{ recheckPayment: { status: string; failureReason: string } }>(RECHECK, { id: payment.id }, finance.cookie);
    expect(abandoned.data!.recheckPayment).toMatchObject({ status: 'abandoned', failureReason: 'The transaction was not completed' });

    // The payer finished after all: a later re-check credits it.
    verifyAnswers.set(payment.reference, { fixture: 'paystack-verify-success', amount: 15_000 });
    const credited = await app.graphql<{ recheckPayment: { status: string; receipt: { number: string; amount: number } | null } }>(RECHECK, { id: payment.id }, finance.cookie);
    expect(credited.data!.recheckPayment).toMatchObject({ status: 'successful', receipt: { amount: 15_000 } });

    const audit = await app.database.query<{ action: string; actor_id: string; before: { status: string }; after: { status: string; result: string } }>(
      `SELECT action, actor_id, before, after FROM audit_event WHERE entity = 'payment' AND entity_id = $1 ORDER BY at`,
      [payment.id],
    );
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.before.status, entry.after.status, entry.after.result])).toEqual([
      ['payment.recheck', finance.id, 'pending', 'pending', 'still_pending'],
      ['payment.recheck', finance.id, 'pending', 'abandoned', 'abandoned'],
      ['payment.recheck', finance.id, 'abandoned', 'successful', 'credited'],
    ]);
  });

  it('is refused to customers, viewers without manageAllPayments and visitors; unknown ids are NOT_FOUND', async () => {
    const payment = await startPayment(11_000);
    expect(codeOf(await app.graphql(RECHECK, { id: payment.id }, customer.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(RECHECK, { id: payment.id }, analyst.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(RECHECK, { id: payment.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.graphql(RECHECK, { id: randomUUID() }, finance.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(RECHECK, { id: 'nope' }, finance.cookie))).toBe('NOT_FOUND');
  });

  it('refuses a payment staff recorded by hand (there is nothing to ask the provider)', async () => {
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const recorded = await app.graphql<{ recordManualPayment: { id: string } }>(
      `mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }`,
      { input: { loanId, amount: 5_000, method: 'cash', reference: `CASH-${randomUUID().slice(0, 8)}`, branch: 'Accra Ridge' } },
      finance.cookie,
    );
    expect(recorded.errors).toBeUndefined();
    const result = await app.graphql(RECHECK, { id: recorded.data!.recordManualPayment.id }, finance.cookie);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0].message).toBe('Only an online payment can be re-checked with the provider.');
  });
});
