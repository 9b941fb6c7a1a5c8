import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { SIGN_UP_THROTTLED_MESSAGE } from './sign-up-guard.js';

// Sign-up keeps SPEC's "already registered" answer, so enumeration is made expensive:
// attempts per IP and per email are limited, and an IP that keeps finding registered addresses is paused and logged.
let app: TestApp;
const lines: Array<{ level: string; line: string }> = [];
beforeAll(async () => {
  app = await startTestApp(
    { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', SIGN_UP_LIMIT_ENABLED: 'true', SIGN_UP_PER_IP_PER_HOUR: '4', SIGN_UP_PER_EMAIL_PER_HOUR: '2', SIGN_UP_TAKEN_PER_IP_PER_HOUR: '3' },
    { log: (level, line) => lines.push({ level, line }) },
  );
});
afterAll(async () => {
  await app?.stop();
});

const email = () => `sign-up-${randomBytes(5).toString('hex')}@example.com`;
async function signUp(address: string, ip: string, password = TEST_PASSWORD) {
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: address, password, firstName: 'Ama', lastName: 'Mensah', acceptTerms: true }),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string; message?: string } };
}

describe('sign-up throttling', () => {
  it('limits sign-ups per IP; another address is unaffected', async () => {
    for (let index = 0; index < 4; index += 1) expect((await signUp(email(), '198.51.100.1')).status).toBe(200);
    expect(await signUp(email(), '198.51.100.1')).toEqual({ status: 429, body: expect.objectContaining({ code: 'TOO_MANY_SIGN_UPS', message: SIGN_UP_THROTTLED_MESSAGE }) });
    expect((await signUp(email(), '198.51.100.2')).status).toBe(200);
  });

  it('limits attempts per email whatever the IP', async () => {
    const address = email();
    expect((await signUp(address, '198.51.100.10')).status).toBe(200);
    expect((await signUp(address, '198.51.100.11')).body.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect((await signUp(address, '198.51.100.12')).body.code).toBe('TOO_MANY_SIGN_UPS');
  });

  it('pauses an IP that keeps hitting registered addresses and logs one warning without the addresses', async () => {
    const registered = [email(), email(), email()];
    for (const [index, address] of registered.entries()) expect((await signUp(address, `198.51.100.${20 + index}`)).status).toBe(200);
    lines.length = 0;
    for (const address of registered) expect((await signUp(address, '203.0.113.50')).status).toBe(422);
    // Now even a new address from that IP waits: the probe cannot go on.
    expect((await signUp(email(), '203.0.113.50')).body.code).toBe('TOO_MANY_SIGN_UPS');
    const warnings = lines.filter(({ level, line }) => level === 'warn' && line.includes('already-registered'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].line).toContain('203.0.113.50');
    for (const address of registered) expect(lines.map(({ line }) => line).join('\n')).not.toContain(address);
    // The counts live in PostgreSQL (every instance reads the same rows), emails only as hashes.
    const rows = await app.database.query<{ key: string }>('SELECT key FROM sign_up_throttle');
    expect(rows.some((row) => row.key === 'taken:203.0.113.50')).toBe(true);
    expect(rows.every((row) => !row.key.includes('@'))).toBe(true);
  });
});

describe('the password policy at every entry', () => {
  it('refuses weak, email-based and the published demo password at sign-up, with PASSWORD_TOO_WEAK', async () => {
    for (const [index, make] of [() => 'iloveyou12345', () => 'P@ssw0rd2026', (address: string) => `${address.split('@')[0]}-2026!`, () => 'Demo!2026pass'].entries()) {
      const address = email();
      expect(await signUp(address, `192.0.2.${index + 1}`, make(address))).toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_WEAK' } });
    }
    // Even on an address of the demo domain: only the server's own seed may use the demo password.
    expect((await signUp('someone@ghanahomes.example', '192.0.2.10', 'Demo!2026pass')).body.code).toBe('PASSWORD_TOO_WEAK');
    expect((await signUp(email(), '192.0.2.11', 'Ɔkɔmfo Anɔkye na ɔde sika dwa')).status).toBe(200);
  });

  it('judges a reset password against the account it resets', async () => {
    const customer = await app.signUp();
    const post = (path: string, body: Record<string, unknown>) =>
      fetch(`${app.url}/api/auth/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.origin }, body: JSON.stringify(body) });
    expect((await post('request-password-reset', { email: customer.email, redirectTo: '/reset-password' })).status).toBe(200);
    const token = app.mailer.outbox?.findLast((message) => message.to === customer.email)?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const ownEmail = await post('reset-password', { token, newPassword: `${customer.email.split('@')[0]} forever` });
    expect(ownEmail.status).toBe(400);
    expect(((await ownEmail.json()) as { code?: string }).code).toBe('PASSWORD_TOO_WEAK');
    expect((await post('reset-password', { token, newPassword: 'Harmattan-Dust-Morning-9' })).status).toBe(200);
  });
});
