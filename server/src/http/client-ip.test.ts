import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { clientIp } from './request-context.js';

// Default configuration: no TRUST_PROXY, so a client on loopback cannot choose its address with X-Forwarded-For.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2', AUTH_RATE_LIMIT: 'true' });
});
afterAll(async () => {
  await app?.stop();
});

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(clientIp(request('127.0.0.1', '203.0.113.9'), parseTrustProxy(undefined))).toBe('127.0.0.1');
    expect(clientIp(request('10.0.0.2', '203.0.113.9'), parseTrustProxy(undefined))).toBe('10.0.0.2');
    expect(clientIp(request('10.0.0.2', '203.0.113.9'), parseTrustProxy('1'))).toBe('203.0.113.9');
    expect(clientIp(request('10.0.0.2', '198.51.100.1, 203.0.113.9'), parseTrustProxy('1'))).toBe('203.0.113.9');
    expect(clientIp(request('10.0.0.2', '203.0.113.9'), parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.9');
    expect(clientIp(request('192.168.0.2', '203.0.113.9'), parseTrustProxy('10.0.0.0/8'))).toBe('192.168.0.2');
  });
});

describe('rotating X-Forwarded-For buys nothing by default', () => {
  it('charges sign-in attempts to the real address: the 6th in a minute is refused whatever the header says', async () => {
    const { email } = await app.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.origin, 'x-forwarded-for': `198.51.100.${attempt + 1}` },
        body: JSON.stringify({ email, password: `${TEST_PASSWORD}-wrong` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('charges anonymous /graphql calls to the real address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        body: JSON.stringify({ query: '{ me { role } }' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('records the socket address on the session, not the header', async () => {
    const { email } = await app.signUp();
    await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.origin, 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const rows = await app.database.query<{ ip_address: string }>(
      'SELECT s.ip_address FROM session s JOIN "user" u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ip_address).not.toBe('203.0.113.77');
  });
});
