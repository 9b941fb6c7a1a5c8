import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROKEN_TEXT_MESSAGE } from '../graphql/input-text.js';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestInstance } from '../test/harness.js';

// NUL or a lone surrogate is refused with 400 and BAD_USER_INPUT at every entry outside GraphQL (GraphQL's own are in
// graphql-input-safety.test.ts): better-auth's endpoints, provider webhooks, path parameters and queries. Before, these
// reached PostgreSQL ("invalid byte sequence"): an empty 500, and better-auth printed the database error with the
// email past our logger. Nothing the auth library prints may bypass the logger.

const SECRET = 'sk_test_broken_text_secret_0123456789';
const logLines: string[] = [];
let app: TestApp;
let paystack: TestInstance;
let customer: { cookie: string; id: string; email: string };

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'warn' }, { log: (_level, line) => logLines.push(line) });
  paystack = await app.startAnotherInstance({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
  customer = await app.signUp();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await paystack?.stop();
  await app?.stop();
});

/** Everything better-auth (or anything else) writes around our logger while `work` runs. */
async function consoleOutputDuring(work: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const capture = (...parts: unknown[]) => void written.push(parts.map((part) => (part instanceof Error ? `${part.message} ${part.stack}` : String(part))).join(' '));
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);
  await work();
  return written.join('\n');
}

/** A JSON body sent as text, so `\\u0000` and `\\ud800` escapes reach the server's JSON.parse as they are. */
async function postAuth(path: string, json: string, cookie?: string) {
  const response = await fetch(`${app.url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, ...(cookie ? { cookie } : {}) },
    body: json,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const REFUSED_AUTH = { status: 400, body: expect.objectContaining({ code: 'BAD_USER_INPUT', message: BROKEN_TEXT_MESSAGE }) };
const REFUSED_REST = { status: 400, body: { error: { code: 'BAD_USER_INPUT', message: BROKEN_TEXT_MESSAGE } } };

describe('better-auth endpoints', () => {
  it('refuse NUL in a sign-in email with 400 BAD_USER_INPUT (was an empty 500), and print nothing past the logger', async () => {
    const email = 'victim\\u0000@example.com';
    let answer: Awaited<ReturnType<typeof postAuth>> | undefined;
    const printed = await consoleOutputDuring(async () => {
      answer = await postAuth('/sign-in/email', `{"email":"${email}","password":"${TEST_PASSWORD}"}`);
    });
    expect(answer).toEqual(REFUSED_AUTH);
    expect(printed).toBe('');
    expect(logLines.join('\n')).not.toContain('victim');
  });

  it('refuse broken text in any field of any endpoint: sign-up, password reset, a signed-in change', async () => {
    expect(await postAuth('/sign-up/email', `{"email":"new@example.com","password":"${TEST_PASSWORD}","firstName":"Ama\\ud800","lastName":"Mensah"}`)).toEqual(REFUSED_AUTH);
    expect(await postAuth('/request-password-reset', '{"email":"a\\u0000@example.com","redirectTo":"/reset-password"}')).toEqual(REFUSED_AUTH);
    expect(await postAuth('/change-password', `{"currentPassword":"${TEST_PASSWORD}","newPassword":"x\\udc00yz-Passw0rd!"}`, customer.cookie)).toEqual(REFUSED_AUTH);
    // A key of the body counts too.
    expect(await postAuth('/sign-in/email', `{"email":"${customer.email}","password":"${TEST_PASSWORD}","\\u0000":1}`)).toEqual(REFUSED_AUTH);
    // Nothing was created or changed: the customer still signs in with the old password.
    expect((await app.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "user" WHERE email = 'new@example.com'`))[0].n).toBe(0);
    expect(await app.signIn(customer.email)).toContain('session_token');
  });

  it('refuse NUL in a query parameter', async () => {
    const response = await fetch(`${app.url}/api/auth/verify-email?token=abc%00def`, { headers: { origin: app.origin } });
    expect({ status: response.status, body: await response.json() }).toEqual(REFUSED_AUTH);
  });

  it('answer an unexpected failure inside better-auth with a JSON 500 and a request id, logged through our logger with SQL parameters redacted', async () => {
    // A database failure while a session is created (the table is gone): the insert's parameters hold the new
    // session's token and the client's address.
    await app.database.query('ALTER TABLE "session" RENAME TO session_moved_away');
    let response: Response | undefined;
    let printed: string;
    try {
      printed = await consoleOutputDuring(async () => {
        response = await fetch(`${app.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.origin, 'user-agent': 'agent-marker-7731' },
          body: JSON.stringify({ email: customer.email, password: TEST_PASSWORD }),
        });
      });
    } finally {
      await app.database.query('ALTER TABLE session_moved_away RENAME TO "session"');
    }
    expect(response!.status).toBe(500);
    const requestId = response!.headers.get('x-request-id');
    expect(await response!.json()).toEqual({ error: { code: 'INTERNAL_SERVER_ERROR', message: `Internal server error (request id: ${requestId}).`, requestId } });
    expect(printed).toBe('');
    const logged = logLines.filter((line) => line.includes(requestId!));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('"level":"error"');
    expect(logged[0]).not.toContain('agent-marker-7731');
  });
});

describe('path parameters and other entries', () => {
  it('refuse an encoded NUL in a path parameter: the test checkout, files, PDFs (was a 500)', async () => {
    for (const path of ['/pay/simulate/%00', '/pay/simulate/ref%00x', '/api/files/%00', '/api/files/receipts/%00.pdf']) {
      const response = await fetch(`${app.url}${path}`, { headers: { cookie: customer.cookie, origin: app.origin } });
      expect({ path, status: response.status, body: await response.json() }).toEqual({ path, ...REFUSED_REST });
    }
    // An encoded lone surrogate is not UTF-8: express cannot decode the parameter and answers 400 itself.
    expect((await fetch(`${app.url}/pay/simulate/%ED%A0%80`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/files/%ED%A0%80`, { headers: { cookie: customer.cookie } })).status).toBe(400);
  });

  it('refuse NUL in the test checkout form', async () => {
    const response = await fetch(`${app.url}/pay/simulate/ref-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin },
      body: 'token=abc%00&decision=approve',
    });
    expect(response.status).toBe(400);
  });

  it('refuse a correctly signed Paystack webhook whose reference holds NUL (was a 500, so Paystack would retry it forever)', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ghc_\u0000x', amount: 20_000, currency: 'GHS', status: 'success' } });
    const response = await fetch(`${paystack.url}/api/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') },
      body,
    });
    expect({ status: response.status, body: await response.json() }).toEqual(REFUSED_REST);
  });
});
