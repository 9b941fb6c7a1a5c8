import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.js';
import { MAX_FAILED_SIGN_INS, SIGN_IN_PAUSED_MESSAGE } from './sign-in-throttle.js';

let app: TestApp;
// LOG_LEVEL=debug: every line the server writes is captured, so a leaked link or token would show.
const written: string[] = [];
beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      written.push(String(chunk));
      return original(chunk, ...rest);
    }) as typeof stream.write);
  }
  app = await startTestApp({ LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await app?.stop();
});

async function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string; message?: string } };
}

const signIn = (email: string, password: string, ip = '203.0.113.7') => post('sign-in/email', { email, password }, { 'x-forwarded-for': ip });

describe('password reset without SMTP', () => {
  it('keeps the link out of every log line', async () => {
    const customer = await app.signUp();
    written.length = 0;
    expect((await post('request-password-reset', { email: customer.email, redirectTo: '/reset-password' })).status).toBe(200);
    const mail = app.mailer.outbox?.findLast((message) => message.to === customer.email);
    const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const log = written.join('');
    expect(log).toContain('Reset your password');
    expect(log).not.toContain(token!);
    expect(log).not.toMatch(/reset-password\//);
  });
});

describe('per-account lockout', () => {
  it('locks after 10 failures from rotating addresses, says so without confirming the account, audits, mails once, and unlocks', async () => {
    const customer = await app.signUp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      const answer = await signIn(customer.email, `Wrong-guess-${attempt}`, `198.51.100.${attempt + 1}`);
      expect(answer.status).toBe(401);
    }
    const wrong = await signIn(customer.email.toUpperCase(), 'Wrong-guess-x', '198.51.100.99');
    const locked = await signIn(`  ${customer.email}`, TEST_PASSWORD, '198.51.100.100');
    expect(locked).toEqual(wrong);
    expect(locked).toEqual({ status: 429, body: expect.objectContaining({ code: 'SIGN_IN_PAUSED', message: SIGN_IN_PAUSED_MESSAGE }) });
    // An address with no account pauses alike: the answer tells a stranger nothing about who is registered.
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) await signIn('nobody-here@example.com', `Wrong-guess-${attempt}`);
    expect(await signIn('nobody-here@example.com', TEST_PASSWORD)).toEqual(locked);

    const audit = await app.database.query<{ action: string; entity_id: string; actor_role: string }>(
      "SELECT action, entity_id, actor_role FROM audit_event WHERE action = 'user.sign_in_locked' AND entity_id = $1",
      [customer.id],
    );
    expect(audit).toEqual([{ action: 'user.sign_in_locked', entity_id: customer.id, actor_role: 'system' }]);
    const notices = app.mailer.outbox?.filter((message) => message.to === customer.email && /paused/.test(message.subject)) ?? [];
    expect(notices).toHaveLength(1);
    // The owner learns when it reopens and where to choose a new password.
    expect(notices[0].text).toMatch(/paused until \d{1,2} \w{3} \d{4}/);
    expect(notices[0].text).toContain('http://localhost:4000/forgot-password');

    // Staff with manageSystem lift the lock, audited; nobody else may.
    const UNLOCK = 'mutation U($email: String!) { unlockSignIn(email: $email) }';
    const refused = await app.graphql(UNLOCK, { email: customer.email }, customer.cookie);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await app.signInAs('superadmin');
    const unlocked = await app.graphql<{ unlockSignIn: boolean }>(UNLOCK, { email: customer.email.toUpperCase() }, admin.cookie);
    expect(unlocked.data?.unlockSignIn).toBe(true);
    const [unlockAudit] = await app.database.query<{ actor_id: string }>("SELECT actor_id FROM audit_event WHERE action = 'user.sign_in_unlocked' AND entity_id = $1", [customer.id]);
    expect(unlockAudit?.actor_id).toBe(admin.id);
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(200);
    expect((await app.graphql<{ unlockSignIn: boolean }>(UNLOCK, { email: customer.email }, admin.cookie)).data?.unlockSignIn).toBe(false);
  });

  it('the owner’s notice carries a one-time reset link that works during the pause, and the new password signs in at once; the link is logged nowhere', async () => {
    const customer = await app.signUp();
    written.length = 0;
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) await signIn(customer.email, `Wrong-guess-${attempt}`);
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(429);
    const notice = app.mailer.outbox?.findLast((message) => message.to === customer.email && /paused/.test(message.subject));
    expect(notice?.text).toMatch(/paused until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    const link = notice?.text.match(/http:\/\/localhost:4000\/api\/auth\/reset-password\/([A-Za-z0-9_-]{20,})\?callbackURL=\S+/);
    expect(link, notice?.text).toBeTruthy();
    const [url, token] = link!;

    // The link opens the reset page with its token, as the reset email's link does.
    const opened = await fetch(url.replace('http://localhost:4000', app.url), { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`http://localhost:4000/reset-password?token=${token}`);
    const newPassword = 'Harmattan-Lagoon-Evening-3';
    expect((await post('reset-password', { token, newPassword })).status).toBe(200);
    // Spent: the same link cannot set a password twice.
    expect((await post('reset-password', { token, newPassword: 'Harmattan-Lagoon-Evening-4' })).body.code).toBe('INVALID_TOKEN');

    // The pause ends with the new password (audited as the owner's own unlock); the old one no longer opens it.
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(customer.email, newPassword)).status).toBe(200);
    const audit = await app.database.query<{ actor_id: string; actor_role: string; after: { by: string } }>(
      "SELECT actor_id, actor_role, after FROM audit_event WHERE action = 'user.sign_in_unlocked' AND entity_id = $1",
      [customer.id],
    );
    expect(audit).toEqual([{ actor_id: customer.id, actor_role: 'user', after: { locked: false, by: 'password_reset' } }]);

    const log = written.join('');
    expect(log).toContain('Sign-in to your account is paused');
    expect(log).not.toContain(token);
    // The outbox keeps no readable copy once it is delivered.
    const [stored] = await app.database.query<{ body: string; sensitive: boolean }>(
      "SELECT body, sensitive FROM outbound_message WHERE recipient = $1 AND subject LIKE 'Sign-in%' ORDER BY created_at DESC LIMIT 1",
      [customer.email],
    );
    expect(stored.sensitive).toBe(true);
    expect(stored.body).not.toContain(token);
  });

  it('ends the lock after its time', async () => {
    const customer = await app.signUp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) await signIn(customer.email, 'Wrong-guess-1');
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(429);
    await app.database.query("UPDATE sign_in_throttle SET locked_until = now() - interval '1 second' WHERE email = $1", [customer.email]);
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('never locks for correct passwords, and a success clears earlier failures', async () => {
    const customer = await app.signUp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS + 5; attempt += 1) expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS - 1; attempt += 1) await signIn(customer.email, 'Wrong-guess-1');
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS - 1; attempt += 1) await signIn(customer.email, 'Wrong-guess-1');
    expect((await signIn(customer.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('password policy', () => {
  it('refuses short and common passwords at sign-up and reset, and accepts the test password (not the demo one)', async () => {
    for (const password of ['password1', 'password123', 'qwertyuiop1', 'Short1a']) {
      const answer = await post('sign-up/email', { email: `weak-${password}@example.com`, password, firstName: 'A', lastName: 'B' });
      expect(answer.body.code, password).toBe('PASSWORD_TOO_WEAK');
    }
    // The published demo password opens only the seeded demo accounts; nobody else may choose it.
    expect((await post('sign-up/email', { email: 'demo-copy@example.com', password: 'Demo!2026pass', firstName: 'A', lastName: 'B' })).body.code).toBe('PASSWORD_TOO_WEAK');
    expect((await post('sign-up/email', { email: 'ok-test@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B' })).status).toBe(200);
    const customer = await app.signUp();
    await post('request-password-reset', { email: customer.email, redirectTo: '/reset-password' });
    const token = app.mailer.outbox?.findLast((message) => message.to === customer.email)?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect((await post('reset-password', { token, newPassword: 'password123' })).body.code).toBe('PASSWORD_TOO_WEAK');
    expect((await post('reset-password', { token, newPassword: 'Harmattan-Dust-Morning-9' })).status).toBe(200);
  });
});
