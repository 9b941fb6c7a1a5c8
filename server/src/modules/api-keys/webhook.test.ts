// Partner webhooks end to end on the real database: an admin registers a URL for a finance key, a payment succeeds,
// the signed delivery reaches a real HTTP server and passes the verification example of docs/partners.md; failures are
// retried and dead after 24 hours, a dead delivery can be resent; keys only hear of what their role may read.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { webhookUrlProblem } from './webhook.url.js';

const GUIDE = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/partners.md'), 'utf8');
const EXAMPLE = /<!-- webhook verification -->\n```js\n([\s\S]*?)```/.exec(GUIDE)?.[1];

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let app: TestApp;
let admin: { cookie: string };
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answerWith = 200;
let verifyGhcSignature: (secret: string, rawBody: string, header: string) => boolean;

const CREATE_KEY = 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } secret } }';
const CREATE_ENDPOINT = 'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events secretPrefix } } }';
const DELIVERIES = 'query ($id: ID!) { webhookDeliveries(endpointId: $id, first: 20) { nodes { id eventType status attempts lastStatusCode lastError } } }';

async function createKey(role: string): Promise<string> {
  const created = await app.graphql<{ createApiKey: { apiKey: { id: string } } }>(CREATE_KEY, { input: { name: `Webhooks ${role}`, role, expiresInDays: 30 } }, admin.cookie);
  expect(created.errors).toBeUndefined();
  return created.data!.createApiKey.apiKey.id;
}

beforeAll(async () => {
  expect(EXAMPLE, 'docs/partners.md has the webhook verification example').toBeDefined();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-webhook-')), 'verify.mjs');
  fs.writeFileSync(file, EXAMPLE!);
  ({ verifyGhcSignature } = (await import(pathToFileURL(file).href)) as { verifyGhcSignature: typeof verifyGhcSignature });

  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address() as { port: number };
  receiverUrl = `http://127.0.0.1:${address.port}/hooks`;
  app = await startTestApp();
  admin = await app.signInAs('admin');
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('partner webhooks', () => {
  let endpointId: string;
  let secret: string;

  it('registers a URL for a key, with a secret shown once, only for events the key’s role may read', async () => {
    const salesKey = await createKey('sales_executive');
    const refused = await app.graphql(CREATE_ENDPOINT, { input: { apiKeyId: salesKey, url: receiverUrl, events: ['payment_succeeded'] } }, admin.cookie);
    expect(refused.errors?.[0]).toMatchObject({
      message: "The key's role (sales_executive) cannot read what these events carry: payment.succeeded.",
      extensions: { code: 'BAD_USER_INPUT', field: 'events' },
    });
    const badUrl = await app.graphql(CREATE_ENDPOINT, { input: { apiKeyId: salesKey, url: 'ftp://partner.example/x', events: ['application_decided'] } }, admin.cookie);
    expect(badUrl.errors?.[0]).toMatchObject({ message: 'The URL must start with https://.', extensions: { code: 'BAD_USER_INPUT', field: 'url' } });

    const financeKey = await createKey('finance');
    const created = await app.graphql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string; url: string; events: string[]; secretPrefix: string } } }>(
      CREATE_ENDPOINT,
      { input: { apiKeyId: financeKey, url: receiverUrl, events: ['payment_succeeded', 'loan_disbursed'] } },
      admin.cookie,
    );
    expect(created.errors).toBeUndefined();
    ({ secret } = created.data!.createWebhookEndpoint);
    endpointId = created.data!.createWebhookEndpoint.endpoint.id;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.data!.createWebhookEndpoint.endpoint).toMatchObject({ url: receiverUrl, events: ['payment_succeeded', 'loan_disbursed'], secretPrefix: secret.slice(0, 12) });
    // Kept sealed: the secret is nowhere in the row.
    const [row] = await app.database.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhook_endpoint WHERE id = $1', [endpointId]);
    expect(row.secret_sealed).not.toContain(secret.slice(6));
    // Nobody but manageSystem sees or registers endpoints.
    const finance = await app.signInAs('finance');
    expect((await app.graphql('{ webhookEndpoints { id } }', {}, finance.cookie)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('delivers a loan’s disbursement and a payment that succeeded, signed so the guide’s example verifies them', async () => {
    const customer = await app.signUp();
    const analyst = await app.signInAs('credit_analyst');
    const loanId = await bnplLoan(app, customer, analyst.cookie, 300_000);
    const finance = await app.signInAs('finance');
    const paid = await app.graphql<{ recordManualPayment: { id: string } }>(
      'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }',
      { input: { loanId, amount: 25_000, method: 'mtn_momo', reference: 'MP261202.0001', note: 'Paid at the Ridge office.' } },
      finance.cookie,
    );
    expect(paid.errors).toBeUndefined();

    const run = await app.services.webhooks.run();
    expect(run).toMatchObject({ queued: 2, delivered: 2, failed: 0 });
    const byType = new Map(received.map((delivery) => [delivery.headers['x-ghc-event'], delivery]));
    const payment = byType.get('payment.succeeded')!;
    expect(JSON.parse(payment.body)).toMatchObject({ type: 'payment.succeeded', data: { paymentId: paid.data!.recordManualPayment.id, loanId, amount: 25_000, method: 'mtn_momo', status: 'successful' } });
    expect(JSON.parse(byType.get('loan.disbursed')!.body)).toMatchObject({ type: 'loan.disbursed', data: { loanId, principal: 300_000, source: 'bnpl' } });
    for (const delivery of received) {
      expect(verifyGhcSignature(secret, delivery.body, String(delivery.headers['x-ghc-signature']))).toBe(true);
      // One changed byte, or another secret, and the example refuses it.
      expect(verifyGhcSignature(secret, `${delivery.body} `, String(delivery.headers['x-ghc-signature']))).toBe(false);
      expect(verifyGhcSignature(`${secret}x`, delivery.body, String(delivery.headers['x-ghc-signature']))).toBe(false);
    }
    // A second run sends nothing again.
    expect(await app.services.webhooks.run()).toMatchObject({ events: 0, queued: 0, delivered: 0 });
    expect(received).toHaveLength(2);
  });

  it('retries a failing endpoint with backoff, gives up after 24 hours, and an admin can resend from the log', async () => {
    received.length = 0;
    answerWith = 503;
    // Within the key's 30 days.
    const start = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    app.services.clock.set(start);
    const finance = await app.signInAs('finance');
    const customer = await app.signUp();
    const analyst = await app.signInAs('credit_analyst');
    const loanId = await bnplLoan(app, customer, analyst.cookie, 200_000);
    await app.graphql('mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }', {
      input: { loanId, amount: 10_000, method: 'cash', reference: 'CASH-0001', note: 'Paid at the Ridge office.', branch: 'Accra Ridge' },
    }, finance.cookie);
    expect(await app.services.webhooks.run()).toMatchObject({ queued: 2, delivered: 0, failed: 2 });
    const log = async () => (await app.graphql<{ webhookDeliveries: { nodes: Array<{ id: string; eventType: string; status: string; attempts: number; lastStatusCode: number | null; lastError: string | null }> } }>(DELIVERIES, { id: endpointId }, admin.cookie)).data!.webhookDeliveries.nodes;
    const failing = (await log()).filter((delivery) => delivery.status !== 'delivered');
    expect(failing).toHaveLength(2);
    expect(failing[0]).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 503, lastError: 'HTTP 503' });
    // Not due a second early; due after a minute.
    app.services.clock.set(new Date(start.getTime() + 59_000));
    expect(await app.services.webhooks.run()).toMatchObject({ failed: 0, delivered: 0 });
    app.services.clock.set(new Date(start.getTime() + 60_000));
    expect(await app.services.webhooks.run()).toMatchObject({ failed: 2 });
    // Keep failing for a day: every attempt spaced by the backoff, then dead.
    let at = start.getTime() + 60_000;
    for (let step = 0; step < 40; step += 1) {
      at += 6 * 60 * 60_000;
      app.services.clock.set(new Date(at));
      await app.services.webhooks.run();
    }
    const dead = (await log()).filter((delivery) => delivery.status === 'dead');
    expect(dead).toHaveLength(2);
    expect(dead[0].attempts).toBeGreaterThan(5);
    const attemptsSent = received.length;

    answerWith = 204;
    const resent = await app.graphql<{ resendWebhookDelivery: { status: string } }>('mutation ($id: ID!) { resendWebhookDelivery(id: $id) { status } }', { id: dead[0].id }, admin.cookie);
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendWebhookDelivery.status).toBe('queued');
    expect(await app.services.webhooks.run()).toMatchObject({ delivered: 1 });
    expect(received).toHaveLength(attemptsSent + 1);
    expect((await log()).find((delivery) => delivery.id === dead[0].id)).toMatchObject({ status: 'delivered', lastStatusCode: 204 });
    app.services.clock.set(null);
  });

  it('stops at once when the endpoint is disabled', async () => {
    const disabled = await app.graphql<{ disableWebhookEndpoint: { disabledAt: string | null } }>('mutation ($id: ID!) { disableWebhookEndpoint(id: $id) { disabledAt } }', { id: endpointId }, admin.cookie);
    expect(disabled.data!.disableWebhookEndpoint.disabledAt).not.toBeNull();
    const customer = await app.signUp();
    const analyst = await app.signInAs('credit_analyst');
    await bnplLoan(app, customer, analyst.cookie, 150_000);
    const before = received.length;
    expect(await app.services.webhooks.run()).toMatchObject({ queued: 0, delivered: 0 });
    expect(received).toHaveLength(before);
  });
});

describe('webhook URLs in production', () => {
  const publicHost = async () => ['41.215.160.10'];
  it('takes https on a public address only', async () => {
    expect(await webhookUrlProblem('https://partner.example/hooks', true, publicHost)).toBeNull();
    expect(await webhookUrlProblem('http://partner.example/hooks', true, publicHost)).toBe('The URL must start with https://.');
    expect(await webhookUrlProblem('https://user:pw@partner.example/hooks', true, publicHost)).toMatch(/user name or password/);
    expect(await webhookUrlProblem('not a url', true, publicHost)).toMatch(/full URL/);
  });

  it('refuses loopback, private, link-local and metadata addresses, by name or by what the name resolves to', async () => {
    for (const url of ['https://127.0.0.1/x', 'https://[::1]/x', 'https://10.1.2.3/x', 'https://192.168.0.10/x', 'https://169.254.169.254/latest', 'https://localhost/x', 'https://[::ffff:127.0.0.1]/x']) {
      expect(await webhookUrlProblem(url, true, publicHost), url).not.toBeNull();
    }
    expect(await webhookUrlProblem('https://sneaky.example/x', true, async () => ['41.215.160.10', '172.16.5.4'])).toMatch(/private or loopback/);
    expect(await webhookUrlProblem('https://nowhere.example/x', true, async () => [])).toMatch(/could not be found/);
    // Outside production a developer receives on their own machine.
    expect(await webhookUrlProblem('http://127.0.0.1:4000/x', false)).toBeNull();
  });
});
