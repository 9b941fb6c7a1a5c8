import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestInstance } from '../test/harness.js';
import { openTestSocket } from '../test/ws-client.js';

const LIMITS = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
  RATE_LIMIT_USER_PER_MINUTE: '3',
  RATE_LIMIT_API_KEY_PER_MINUTE: '4',
  AUTH_RATE_LIMIT: 'true',
  // The tests play a loopback proxy that names each client in X-Forwarded-For (http/client-ip.test.ts: the default trusts none).
  TRUST_PROXY: 'loopback',
};

// Two instances on one database, as behind a load balancer.
let first: TestApp;
let second: TestInstance;
beforeAll(async () => {
  first = await startTestApp(LIMITS);
  second = await first.startAnotherInstance();
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  remaining: string | null;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** One /graphql call from a given client address (TRUST_PROXY=loopback believes its X-Forwarded-For). */
async function ask(url: string, options: { ip: string; cookie?: string; apiKey?: string; query?: string }): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip,
      ...(options.cookie ? { cookie: options.cookie, origin: first.origin } : {}),
      ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
    },
    body: JSON.stringify({ query: options.query ?? '{ me { role } }' }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    remaining: response.headers.get('ratelimit-remaining'),
    body: (await response.json()) as Answer['body'],
  };
}

// Windows are fixed 60 s slices of the clock: start a burst early in one so it cannot straddle two.
async function startOfAWindow(): Promise<void> {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 250));
}

function expectRateLimited(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    errors: [{ message: 'Too many requests. Please wait a moment and try again.', extensions: { code: 'RATE_LIMITED' } }],
  });
  const retryAfter = Number(answer.retryAfter);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('configuration', () => {
  it('limits /graphql everywhere but in tests, and sign-in only in production, unless told otherwise', () => {
    const production = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_SIMULATED_PAYMENTS: 'true', MAIL_TRANSPORT: 'log' });
    expect([production.rateLimitEnabled, production.authRateLimitEnabled]).toEqual([true, true]);
    const development = loadConfig({ NODE_ENV: 'development' });
    expect([development.rateLimitEnabled, development.authRateLimitEnabled]).toEqual([true, false]);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'true' }).rateLimitEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_SIMULATED_PAYMENTS: 'true', MAIL_TRANSPORT: 'log', AUTH_RATE_LIMIT: 'false' }).authRateLimitEnabled).toBe(false);
    expect(development).toMatchObject({ RATE_LIMIT_USER_PER_MINUTE: 600, RATE_LIMIT_API_KEY_PER_MINUTE: 1200, RATE_LIMIT_ANONYMOUS_PER_MINUTE: 300 });
    expect(() => loadConfig({ RATE_LIMIT_USER_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_USER_PER_MINUTE/);
  });
});

describe('/graphql rate limits', () => {
  it('deletes windows older than ten minutes now and then', async () => {
    await first.database.query(
      `INSERT INTO rate_limit_bucket (key, window_start, count) VALUES ('ip:192.0.2.99', now() - interval '20 minutes', 7), ('ip:192.0.2.98', now() - interval '2 minutes', 3)`,
    );
    // The first request an instance serves cleans up (then at most once a minute).
    expect((await ask(first.url, { ip: '192.0.2.1' })).status).toBe(200);
    const left = await first.database.query<{ key: string }>(`SELECT key FROM rate_limit_bucket WHERE key IN ('ip:192.0.2.99', 'ip:192.0.2.98')`);
    expect(left).toEqual([{ key: 'ip:192.0.2.98' }]);
  });

  it('limits an anonymous caller per IP address with 429, RATE_LIMITED and Retry-After', async () => {
    await startOfAWindow();
    const answers = [await ask(first.url, { ip: '198.51.100.1' }), await ask(first.url, { ip: '198.51.100.1' })];
    expect(answers.map((answer) => [answer.status, answer.remaining])).toEqual([[200, '1'], [200, '0']]);
    expectRateLimited(await ask(first.url, { ip: '198.51.100.1' }));
    expect((await ask(first.url, { ip: '198.51.100.2' })).status).toBe(200);
  });

  it('limits anonymous sockets per client address as HTTP reads it (TRUST_PROXY), not per proxy address', async () => {
    await startOfAWindow();
    const behindProxy = (ip: string) => openTestSocket(first.url, { origin: first.origin, 'x-forwarded-for': ip });
    const one = behindProxy('203.0.113.41');
    const two = behindProxy('203.0.113.42');
    try {
      const codes = async (socket: ReturnType<typeof behindProxy>) => {
        const result = await socket.execute('{ __typename }');
        return result.data ? 'ok' : JSON.stringify(result.error ?? result.errors).match(/RATE_LIMITED/)?.[0] ?? 'other';
      };
      expect([await codes(one), await codes(one), await codes(one)]).toEqual(['ok', 'ok', 'RATE_LIMITED']);
      // Another client behind the same (loopback) proxy has its own allowance.
      expect(await codes(two)).toBe('ok');
    } finally {
      await Promise.all([one.dispose(), two.dispose()]);
    }
  });

  it('limits a signed-in user per account, whatever address the requests come from', async () => {
    await startOfAWindow();
    const { cookie } = await first.signUp();
    for (const ip of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) {
      const answer = await ask(first.url, { ip, cookie });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ me: { role: 'user' } });
    }
    expectRateLimited(await ask(first.url, { ip: '198.51.100.13', cookie }));
    // Another caller from the same address keeps its own allowance.
    expect((await ask(first.url, { ip: '198.51.100.10' })).status).toBe(200);
  });

  it('limits an API key per key with its own, larger allowance; bad keys count against the address', async () => {
    const admin = await first.signInAs('admin');
    const created = await first.graphql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "Rate test partner", role: finance, expiresInDays: 1 }) { secret } }',
      {},
      admin.cookie,
    );
    const secret = created.data!.createApiKey.secret;
    await startOfAWindow();
    for (let index = 0; index < 4; index += 1) {
      expect((await ask(first.url, { ip: '198.51.100.20', apiKey: secret })).body.data).toEqual({ me: { role: 'finance' } });
    }
    expectRateLimited(await ask(first.url, { ip: '198.51.100.20', apiKey: secret }));

    const badKey = `ghc_live_${'C'.repeat(43)}`;
    expect((await ask(first.url, { ip: '198.51.100.21', apiKey: badKey })).status).toBe(401);
    expect((await ask(first.url, { ip: '198.51.100.21', apiKey: badKey })).status).toBe(401);
    expectRateLimited(await ask(first.url, { ip: '198.51.100.21', apiKey: badKey }));
  });

  it('holds across two instances sharing the database', async () => {
    await startOfAWindow();
    const { cookie } = await first.signUp();
    expect((await ask(first.url, { ip: '198.51.100.30', cookie })).status).toBe(200);
    expect((await ask(second.url, { ip: '198.51.100.30', cookie })).status).toBe(200);
    expect((await ask(first.url, { ip: '198.51.100.30', cookie })).status).toBe(200);
    expectRateLimited(await ask(second.url, { ip: '198.51.100.30', cookie }));

    expect((await ask(second.url, { ip: '198.51.100.31' })).status).toBe(200);
    expect((await ask(first.url, { ip: '198.51.100.31' })).status).toBe(200);
    expectRateLimited(await ask(second.url, { ip: '198.51.100.31' }));
    expectRateLimited(await ask(first.url, { ip: '198.51.100.31' }));
  });
});

describe('sign-in rate limit (better-auth, database storage)', () => {
  it('answers the 6th sign-in attempt within a minute with 429, counting across both instances in the rate_limit table', async () => {
    const { email } = await first.signUp();
    const signIn = (url: string) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.origin, 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email, password: `${TEST_PASSWORD}-wrong` }),
      });
    const statuses: number[] = [];
    for (const url of [first.url, second.url, first.url, second.url, first.url]) statuses.push((await signIn(url)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const [counter] = await first.database.query<{ count: number }>(
      `SELECT count FROM rate_limit WHERE key LIKE '%203.0.113.50%' AND key LIKE '%/sign-in/email%'`,
    );
    expect(counter).toEqual({ count: 5 });

    const sixth = await signIn(second.url);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('x-retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const elsewhere = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.origin, 'x-forwarded-for': '203.0.113.51' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(elsewhere.status).toBe(200);
  });
});
