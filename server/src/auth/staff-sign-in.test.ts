import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '../graphql/errors.js';
import { startTestApp, TEST_PASSWORD, type GraphQLResult, type TestApp } from '../test/harness.js';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { totpCode, totpKeyOf, withTotpCode } from './totp.js';

const stepOf = (ms: number) => Math.floor(ms / 30_000);
/** The code of a given 30-second step (RFC 6238 as better-auth computes it). */
const codeAt = (key: string, step: number) => createOTP(base32.decode(key)).hotp(step);

// Issue 20, finding 9: staff sign in with a second factor, change a temporary password first, and their sessions
// end after 12 h or 30 min without a request. Customers keep password-only sign-in and 7-day sessions.

let app: TestApp;
let admin: { cookie: string; id: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
});

const STAFF_QUERY = '{ applications(first: 1) { nodes { id } } }';
const CREATE_STAFF = `mutation ($input: CreateStaffUserInput!) { createStaffUser(input: $input) { id mustChangePassword twoFactorEnabled } }`;
const RESET_2FA = `mutation ($userId: ID!) { resetStaffTwoFactor(userId: $userId) { id twoFactorEnabled } }`;
const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
const verifyTotp = (code: string, cookie: string) => app.authPost('/two-factor/verify-totp', { code }, cookie);

/** A staff account signed in with its password only (no second factor yet), as after an admin created it. */
async function unenrolledStaff(role = 'credit_analyst') {
  const account = await app.signUp({ email: `${role}-${randomBytes(4).toString('hex')}@example.com` });
  await app.database.query('UPDATE "user" SET role = $1 WHERE id = $2', [role, account.id]);
  return { ...account, cookie: await app.signIn(account.email) };
}

async function sessionRow(cookie: string) {
  const token = decodeURIComponent(/ghc\.session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];
  const [row] = await app.database.query<{ id: string; created_at: Date; expires_at: Date }>(
    'SELECT id, created_at, expires_at FROM session WHERE token = $1',
    [token],
  );
  return row;
}

const minutesFromNow = (date: Date) => (new Date(date).getTime() - Date.now()) / 60_000;

describe('two-factor sign-in for staff', () => {
  it('refuses every staff operation until the staff member has enrolled, and lets `me` tell the app why', async () => {
    const staff = await unenrolledStaff();
    const refused = await app.graphql(STAFF_QUERY, {}, staff.cookie);
    expect(refused.errors?.[0]).toMatchObject({ message: TWO_FACTOR_REQUIRED_MESSAGE, extensions: { code: 'TWO_FACTOR_REQUIRED' } });
    expect(codeOf(await app.graphql('{ myProfile { id } }', {}, staff.cookie))).toBe('TWO_FACTOR_REQUIRED');
    const me = await app.graphql<{ me: { role: string } }>('{ me { role } }', {}, staff.cookie);
    expect(me.data?.me.role).toBe('credit_analyst');
    // Files are refused too: without the second factor the session opens nothing outside enrolment.
    const file = await fetch(`${app.url}/api/files/anything`, { headers: { cookie: staff.cookie, origin: app.origin } });
    expect(file.status).toBeGreaterThanOrEqual(400);
  });

  it('enrols with a TOTP code, then works; the next sign-in asks for a code before any session exists', async () => {
    const staff = await unenrolledStaff();
    const enabled = await app.authPost('/two-factor/enable', { password: TEST_PASSWORD }, staff.cookie);
    expect(enabled.status).toBe(200);
    expect(String(enabled.body?.totpURI)).toMatch(/^otpauth:\/\/totp\/Ghana%20Homes%20Credit:.+secret=[A-Z2-7]+/);
    expect(enabled.body?.backupCodes).toHaveLength(10);
    // Not enrolled until a code proves the app has the key.
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, staff.cookie))).toBe('TWO_FACTOR_REQUIRED');
    const key = totpKeyOf(String(enabled.body?.totpURI));
    expect((await app.authPost('/two-factor/verify-totp', { code: '000000' === (await totpCode(key)) ? '111111' : '000000' }, staff.cookie)).status).toBe(401);
    const verifiedCode = await totpCode(key);
    const verified = await app.authPost('/two-factor/verify-totp', { code: verifiedCode }, staff.cookie);
    expect(verified.status).toBe(200);
    expect((await app.graphql(STAFF_QUERY, {}, verified.cookie)).errors).toBeUndefined();

    const signIn = await app.authPost('/sign-in/email', { email: staff.email, password: TEST_PASSWORD });
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(signIn.cookie).not.toMatch(/ghc\.session_token=[^;]/);
    const wrong = await app.authPost('/two-factor/verify-totp', { code: '12345' }, signIn.cookie);
    expect(wrong.status).toBe(401);
    // The code that enrolled is spent; the next step's code (accepted a step early for clock drift) signs in.
    expect(await verifyTotp(verifiedCode, signIn.cookie)).toMatchObject({ status: 401, body: { code: 'INVALID_CODE' } });
    const second = await verifyTotp(await codeAt(key, stepOf(Date.now()) + 1), signIn.cookie);
    expect(second.status).toBe(200);
    expect((await app.graphql(STAFF_QUERY, {}, second.cookie)).errors).toBeUndefined();
  });

  it('accepts a TOTP code once: a replay, an earlier step and a race of two sign-ins all fail but one', async () => {
    const staff = await unenrolledStaff('finance');
    const { key } = await app.enrolTwoFactor(staff.cookie, staff.email);
    const pending = async () => (await app.authPost('/sign-in/email', { email: staff.email, password: TEST_PASSWORD })).cookie;
    const step = stepOf(Date.now()) + 1;
    // Two sign-ins send the same fresh code at once: exactly one gets in.
    const [first, second] = await Promise.all([pending(), pending()]);
    const race = await Promise.all([verifyTotp(await codeAt(key, step), first), verifyTotp(await codeAt(key, step), second)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(race.find((answer) => answer.status === 401)?.body?.code).toBe('INVALID_CODE');
    // The same code again, and a code of an earlier (still in-window) step, are refused like a wrong code.
    expect((await verifyTotp(await codeAt(key, step), await pending())).status).toBe(401);
    expect((await verifyTotp(await codeAt(key, step - 1), await pending())).status).toBe(401);
    // A replay is not counted as a wrong guess against the pending sign-in: its next real code still works.
    const retry = await pending();
    expect((await verifyTotp(await codeAt(key, step), retry)).status).toBe(401);
    let accepted = false;
    await withTotpCode(key, staff.email, async (code) => (accepted = (await verifyTotp(code, retry)).status === 200));
    expect(accepted).toBe(true);
  }, 120_000);

  it('accepts each backup code once', async () => {
    const staff = await unenrolledStaff('finance');
    const { backupCodes } = await app.enrolTwoFactor(staff.cookie, staff.email);
    const useBackupCode = async () => {
      const signIn = await app.authPost('/sign-in/email', { email: staff.email, password: TEST_PASSWORD });
      expect(signIn.body?.twoFactorRedirect).toBe(true);
      return app.authPost('/two-factor/verify-backup-code', { code: backupCodes[0] }, signIn.cookie);
    };
    const first = await useBackupCode();
    expect(first.status).toBe(200);
    expect((await app.graphql('{ payments(first: 1) { nodes { id } } }', {}, first.cookie)).errors).toBeUndefined();
    const again = await useBackupCode();
    expect(again.status).toBe(401);
    expect(again.body?.code).toBe('INVALID_BACKUP_CODE');
  });

  it('lets an admin reset a staff member’s two-factor sign-in: audited, signed out, enrolment again', async () => {
    const staff = await app.signInAs('inspection_and_verification');
    expect((await app.graphql(STAFF_QUERY, {}, staff.cookie)).errors).toBeUndefined();

    // Only those who manage users may, and nobody resets their own.
    const analyst = await app.signInAs('credit_analyst');
    expect(codeOf(await app.graphql(RESET_2FA, { userId: staff.id }, analyst.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(RESET_2FA, { userId: admin.id }, admin.cookie))).toBe('FORBIDDEN');

    const reset = await app.graphql<{ resetStaffTwoFactor: { twoFactorEnabled: boolean } }>(RESET_2FA, { userId: staff.id }, admin.cookie);
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetStaffTwoFactor.twoFactorEnabled).toBe(false);
    const [event] = await app.database.query<{ actor_id: string; before: unknown; after: unknown }>(
      "SELECT actor_id, before, after FROM audit_event WHERE entity_id = $1 AND action = 'user.two_factor_reset'",
      [staff.id],
    );
    expect(event).toMatchObject({ actor_id: admin.id, before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } });
    expect((event.after as { sessionsRevoked: number }).sessionsRevoked).toBeGreaterThan(0);

    // Their open session is gone; signing in again gives a session that must enrol before any staff work.
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, staff.cookie))).toBe('UNAUTHENTICATED');
    const signIn = await app.authPost('/sign-in/email', { email: staff.email, password: TEST_PASSWORD });
    expect(signIn.body?.twoFactorRedirect).toBeUndefined();
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, signIn.cookie))).toBe('TWO_FACTOR_REQUIRED');
    const enrolled = await app.enrolTwoFactor(signIn.cookie, staff.email);
    expect((await app.graphql(STAFF_QUERY, {}, enrolled.cookie)).errors).toBeUndefined();

    // A customer has no staff second factor to reset.
    const customer = await app.signUp();
    expect(codeOf(await app.graphql(RESET_2FA, { userId: customer.id }, admin.cookie))).toBe('BAD_USER_INPUT');
  });
});

describe('temporary passwords', () => {
  it('must be changed (through the password policy) before anything else, then two-factor enrolment follows', async () => {
    const email = `new.analyst-${randomBytes(3).toString('hex')}@example.com`;
    const created = await app.graphql<{ createStaffUser: { id: string; mustChangePassword: boolean; twoFactorEnabled: boolean } }>(
      CREATE_STAFF,
      { input: { email, firstName: 'Ama', lastName: 'Owusu', role: 'credit_analyst', temporaryPassword: 'Temp-Cassava-Field-2026' } },
      admin.cookie,
    );
    expect(created.data?.createStaffUser).toMatchObject({ mustChangePassword: true, twoFactorEnabled: false });

    const cookie = await app.signIn(email, 'Temp-Cassava-Field-2026');
    const refused = await app.graphql(STAFF_QUERY, {}, cookie);
    expect(refused.errors?.[0]).toMatchObject({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE, extensions: { code: 'PASSWORD_CHANGE_REQUIRED' } });
    expect(codeOf(await app.graphql('{ myProfile { id } }', {}, cookie))).toBe('PASSWORD_CHANGE_REQUIRED');
    const enrolFirst = await app.authPost('/two-factor/enable', { password: 'Temp-Cassava-Field-2026' }, cookie);
    expect(enrolFirst.status).toBe(403);
    expect(enrolFirst.body?.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const weak = await app.authPost('/change-password', { currentPassword: 'Temp-Cassava-Field-2026', newPassword: 'password1', revokeOtherSessions: true }, cookie);
    expect(weak.body?.code).toBe('PASSWORD_TOO_WEAK');
    const changed = await app.authPost(
      '/change-password',
      { currentPassword: 'Temp-Cassava-Field-2026', newPassword: 'Kente-Weaver-2027', revokeOtherSessions: true },
      cookie,
    );
    expect(changed.status).toBe(200);
    const afterChange = changed.cookie || cookie;
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, afterChange))).toBe('TWO_FACTOR_REQUIRED');
    const enrolled = await app.enrolTwoFactor(afterChange, email, 'Kente-Weaver-2027');
    expect((await app.graphql(STAFF_QUERY, {}, enrolled.cookie)).errors).toBeUndefined();
    const [row] = await app.database.query<{ must_change_password: boolean }>('SELECT must_change_password FROM "user" WHERE email = $1', [email]);
    expect(row.must_change_password).toBe(false);
  });

  it('counts a password chosen through an emailed reset link as changed', async () => {
    const email = `reset.analyst-${randomBytes(3).toString('hex')}@example.com`;
    await app.graphql(CREATE_STAFF, { input: { email, firstName: 'Kofi', lastName: 'Boateng', role: 'finance', temporaryPassword: 'Temp-Cassava-Field-2026' } }, admin.cookie);
    const mustChange = async () =>
      (await app.database.query<{ must_change_password: boolean }>('SELECT must_change_password FROM "user" WHERE email = $1', [email]))[0].must_change_password;
    expect(await mustChange()).toBe(true);
    expect((await app.authPost('/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
    const token = app.mailer.outbox?.findLast((message) => message.to === email)?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    // A weak choice is refused and changes nothing; the person's own strong password clears the flag.
    expect((await app.authPost('/reset-password', { token, newPassword: 'password1234' })).body?.code).toBe('PASSWORD_TOO_WEAK');
    expect(await mustChange()).toBe(true);
    expect((await app.authPost('/reset-password', { token, newPassword: 'Kente-Weaver-2027' })).status).toBe(200);
    expect(await mustChange()).toBe(false);
    const cookie = await app.signIn(email, 'Kente-Weaver-2027');
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, cookie))).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('staff session lifetime', () => {
  it('ends 30 minutes after the last request, and the 30 s session check does not count as one', async () => {
    const staff = await app.signInAs('sales_executive');
    const row = await sessionRow(staff.cookie);
    expect(minutesFromNow(row.expires_at)).toBeGreaterThan(29);
    expect(minutesFromNow(row.expires_at)).toBeLessThanOrEqual(30);

    // 25 idle minutes later (the row as it would be): the web app's get-session tick leaves the expiry alone...
    await app.database.query("UPDATE session SET expires_at = now() + interval '5 minutes' WHERE id = $1", [row.id]);
    const tick = await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie: staff.cookie, origin: app.origin } });
    expect(((await tick.json()) as { user?: { id: string } }).user?.id).toBe(staff.id);
    expect(minutesFromNow((await sessionRow(staff.cookie)).expires_at)).toBeLessThan(6);
    // ...while a request the person makes starts the 30 minutes again.
    expect((await app.graphql(STAFF_QUERY, {}, staff.cookie)).errors).toBeUndefined();
    expect(minutesFromNow((await sessionRow(staff.cookie)).expires_at)).toBeGreaterThan(29);

    // 30 idle minutes: the session is over, for GraphQL and for better-auth alike.
    await app.database.query("UPDATE session SET expires_at = now() - interval '1 second' WHERE id = $1", [row.id]);
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, staff.cookie))).toBe('UNAUTHENTICATED');
    const expired = await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie: staff.cookie, origin: app.origin } });
    expect(await expired.json()).toBeNull();
  });

  it('ends 12 hours after sign-in however busy the session is', async () => {
    const staff = await app.signInAs('finance');
    const row = await sessionRow(staff.cookie);
    // Signed in 11 h 50 min ago: a request slides the idle timer only up to the 12-hour mark.
    await app.database.query("UPDATE session SET created_at = now() - interval '11 hours 50 minutes' WHERE id = $1", [row.id]);
    expect((await app.graphql(STAFF_QUERY, {}, staff.cookie)).errors).toBeUndefined();
    const slid = minutesFromNow((await sessionRow(staff.cookie)).expires_at);
    expect(slid).toBeGreaterThan(9);
    expect(slid).toBeLessThanOrEqual(10.1);
    // Past 12 hours it is refused even if its expiry says otherwise (a row written before the limit existed).
    await app.database.query(
      "UPDATE session SET created_at = now() - interval '12 hours 1 minute', expires_at = now() + interval '7 days' WHERE id = $1",
      [row.id],
    );
    expect(codeOf(await app.graphql(STAFF_QUERY, {}, staff.cookie))).toBe('UNAUTHENTICATED');
  });
});

describe('customers', () => {
  it('sign in with their password alone and keep 7-day sessions', async () => {
    const customer = await app.signUp();
    const signIn = await app.authPost('/sign-in/email', { email: customer.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body?.twoFactorRedirect).toBeUndefined();
    expect((await app.graphql('{ myProfile { id } }', {}, signIn.cookie)).errors).toBeUndefined();
    expect(minutesFromNow((await sessionRow(signIn.cookie)).expires_at) / 60 / 24).toBeGreaterThan(6.9);
  });
});
