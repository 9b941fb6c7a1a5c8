import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger.js';
import { loadFixture } from '../../payments-providers/fixtures/load.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';

// Paystack itself is the one thing replaced: a local stand-in answers with the recorded fixtures (no network).
const SECRET = 'sk_test_webhook_secret_0123456789';

type Account = { cookie: string; id: string; email: string };
type Recorded = { response: { status: number; body: unknown } };

let app: TestApp;
let fakePaystack: http.Server;
let customer: Account;
let analyst: Account;
const verifyAnswers = new Map<string, { fixture: string; amount: number }>();
let verifyCalls = 0;

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
        verifyAnswers.set(body.reference, { fixture: 'paystack-verify-success', amount: body.amount });
        return answer(loadFixture<Recorded>('paystack-charge-momo', { reference: body.reference, email: body.email }));
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && verify) {
        verifyCalls += 1;
        const reference = decodeURIComponent(verify[1]);
        const configured = verifyAnswers.get(reference);
        if (!configured) return answer({ response: { status: 404, body: { status: false, message: 'Transaction reference not found' } } });
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
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => fakePaystack?.close(resolve));
});

const PAY = `mutation ($input: PayInstalmentInput!, $key: String!) { payInstalment(input: $input, idempotencyKey: $key) {
  payment { id status providerReference } nextAction { kind url displayText } } }`;

async function startPayment(amount: number): Promise<{ loanId: string; paymentId: string; reference: string }> {
  const loanId = await bnplLoan(app, customer, analyst.cookie);
  const result = await app.graphql<{ payInstalment: { payment: { id: string; providerReference: string }; nextAction: { kind: string; url: string | null; displayText: string } } }>(
    PAY,
    { input: { loanId, amount, method: 'mtn_momo', phone: '+233241234567' }, key: randomUUID() },
    customer.cookie,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.payInstalment.nextAction).toEqual({ kind: 'await_prompt', url: null, displayText: 'Please complete authorization process on your mobile phone' });
  return { loanId, paymentId: result.data!.payInstalment.payment.id, reference: result.data!.payInstalment.payment.providerReference };
}

function webhookBody(reference: string, amount: number, email = customer.email): string {
  return JSON.stringify(loadFixture<{ body: unknown }>('paystack-webhook-charge-success', { reference, email, amount }).body);
}

function deliver(body: string, signature = createHmac('sha512', SECRET).update(body).digest('hex')) {
  return fetch(`${app.url}/api/webhooks/paystack`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body });
}

async function stateOf(paymentId: string, loanId: string) {
  const [row] = await app.database.query<{ status: string; receipts: number }>(
    'SELECT status, (SELECT count(*)::int FROM receipt WHERE payment_id = $1) AS receipts FROM payment WHERE id = $1',
    [paymentId],
  );
  const { outstanding } = await app.services.loans.amountDue(loanId, { id: customer.id, email: customer.email, firstName: 'Esi', lastName: 'Quaye', role: 'user' });
  return { ...row, outstanding };
}

describe('POST /api/webhooks/paystack', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { loanId, paymentId, reference } = await startPayment(20_000);
    const before = await stateOf(paymentId, loanId);
    const body = webhookBody(reference, 20_000);
    const callsBefore = verifyCalls;
    expect((await deliver(body, createHmac('sha512', 'sk_test_wrong').update(body).digest('hex'))).status).toBe(401);
    expect((await deliver(body, '')).status).toBe(401);
    expect((await deliver(body.replace('20000', '2000000'), createHmac('sha512', SECRET).update(body).digest('hex'))).status).toBe(401);
    expect(verifyCalls).toBe(callsBefore);
    expect(await stateOf(paymentId, loanId)).toEqual({ ...before, status: 'pending', receipts: 0 });
  });

  it('confirms with verify before crediting: a failed verification fails the payment and credits nothing', async () => {
    const { loanId, paymentId, reference } = await startPayment(20_000);
    const before = await stateOf(paymentId, loanId);
    verifyAnswers.set(reference, { fixture: 'paystack-verify-failed', amount: 20_000 });
    expect((await deliver(webhookBody(reference, 20_000))).status).toBe(200);
    expect(await stateOf(paymentId, loanId)).toEqual({ status: 'failed', receipts: 0, outstanding: before.outstanding });
  });

  it('credits once when the same event is delivered 100 times at once', async () => {
    const { loanId, paymentId, reference } = await startPayment(35_000);
    const before = await stateOf(paymentId, loanId);
    const body = webhookBody(reference, 35_000);
    const responses = await Promise.all(Array.from({ length: 100 }, () => deliver(body)));
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200));
    const after = await stateOf(paymentId, loanId);
    expect(after).toMatchObject({ status: 'successful', receipts: 1 });
    expect(after.outstanding).toBeLessThan(before.outstanding);
    const [ledger] = await app.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ledger_entry WHERE payment_id = $1 AND kind = 'payment'`, [paymentId]);
    expect(ledger.count).toBe(1);
  });

  it('does not credit when the webhook, verify and payment disagree on the amount', async () => {
    const first = await startPayment(25_000);
    const firstBefore = await stateOf(first.paymentId, first.loanId);
    // The event claims more than Paystack's verify reports.
    expect((await deliver(webhookBody(first.reference, 2_500_000))).status).toBe(200);
    expect(await stateOf(first.paymentId, first.loanId)).toEqual(firstBefore);

    const second = await startPayment(25_000);
    const secondBefore = await stateOf(second.paymentId, second.loanId);
    // Webhook and verify agree with each other but not with what we asked for.
    verifyAnswers.set(second.reference, { fixture: 'paystack-verify-success', amount: 100 });
    expect((await deliver(webhookBody(second.reference, 100))).status).toBe(200);
    expect(await stateOf(second.paymentId, second.loanId)).toEqual(secondBefore);
    expect(secondBefore).toMatchObject({ status: 'pending', receipts: 0 });
  });

  it('acknowledges a correctly signed event for a reference we never issued from a payer we do not know with 200, logs it, and asks Paystack nothing', async () => {
    const warn = vi.spyOn((app.services.onlinePayments as unknown as { logger: Logger }).logger, 'warn');
    try {
      const callsBefore = verifyCalls;
      for (const reference of [`GHC-${randomUUID()}`, 'T123456789_other_integration']) {
        const response = await deliver(webhookBody(reference, 20_000, 'someone.else@example.com'));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true });
        expect(warn).toHaveBeenCalledWith('paystack webhook for an unknown reference acknowledged', { event: 'charge.success', reference });
      }
      // An event without a reference at all (another event type) is acknowledged too.
      expect((await deliver(JSON.stringify({ event: 'transfer.success', data: { id: 1 } }))).status).toBe(200);
      expect((await deliver('null')).status).toBe(200);
      expect(verifyCalls).toBe(callsBefore);
    } finally {
      warn.mockRestore();
    }
  });

  it('holds a verified success for a reference we never issued, paid by our customer, in suspense (no loan, no receipt)', async () => {
    const reference = `T${Date.now()}_wrong_reference`;
    // Paystack knows it: the customer paid with a reference of their own making.
    verifyAnswers.set(reference, { fixture: 'paystack-verify-success', amount: 31_000 });
    const callsBefore = verifyCalls;
    expect((await deliver(webhookBody(reference, 31_000))).status).toBe(200);
    expect(verifyCalls).toBe(callsBefore + 1);
    const [held] = await app.database.query<{ id: string; user_id: string; status: string; loan_id: string | null; method: string; suspense_reason: string; receipts: number }>(
      `SELECT id, user_id, status, loan_id, method, suspense_reason, (SELECT count(*)::int FROM receipt r WHERE r.payment_id = payment.id) AS receipts
       FROM payment WHERE provider_reference = $1`,
      [reference],
    );
    expect(held).toMatchObject({ user_id: customer.id, status: 'successful', loan_id: null, method: 'mtn_momo', receipts: 0 });
    expect(held.suspense_reason).toMatch(/Unknown reference/);
    const [posted] = await app.database.query<{ kind: string }>(`SELECT kind FROM journal_entry WHERE source = 'suspense' AND payment_id = $1`, [held.id]);
    expect(posted.kind).toBe('suspense_in');
    // Delivered again: nothing more is recorded.
    expect((await deliver(webhookBody(reference, 31_000))).status).toBe(200);
    const [count] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE provider_reference = $1', [reference]);
    expect(count.n).toBe(1);
  });

  it('marks a payment Paystack reports as abandoned "abandoned", not failed, and credits a later success', async () => {
    const { loanId, paymentId, reference } = await startPayment(22_000);
    verifyAnswers.set(reference, { fixture: 'paystack-verify-abandoned', amount: 22_000 });
    expect((await deliver(webhookBody(reference, 22_000))).status).toBe(200);
    const abandoned = await stateOf(paymentId, loanId);
    expect(abandoned).toMatchObject({ status: 'abandoned', receipts: 0 });

    verifyAnswers.set(reference, { fixture: 'paystack-verify-success', amount: 22_000 });
    expect((await deliver(webhookBody(reference, 22_000))).status).toBe(200);
    const credited = await stateOf(paymentId, loanId);
    expect(credited).toMatchObject({ status: 'successful', receipts: 1 });
    expect(credited.outstanding).toBe(abandoned.outstanding - 22_000);
  });

  it('serves no test-mode checkout when Paystack is the provider', async () => {
    const { reference } = await startPayment(10_000);
    expect(await (await fetch(`${app.url}/pay/simulate/${reference}`)).text()).not.toContain('TEST MODE');
  });
});
