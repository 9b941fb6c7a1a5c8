import { fromNodeHeaders } from 'better-auth/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { resolveViewer } from './viewer.js';

// The /graphql and upload session check reads the cookie with better-auth's public helpers (session-reader.ts); it must
// agree with better-auth's getSession on every kind of cookie, or a signed-out, expired or forged session would open the API.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** What better-auth itself says about a Cookie header: the user id, or null. */
async function betterAuthSays(cookie: string): Promise<string | null> {
  const result = await app.auth.api.getSession({ headers: fromNodeHeaders({ cookie }) });
  return result?.user.id ?? null;
}

const tokenOf = (cookie: string) => decodeURIComponent(/ghc\.session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];

describe('the session cookie of /graphql and uploads', () => {
  it('finds the signed-in user with their role and names, as better-auth does', async () => {
    const { cookie, id, email } = await app.signUp({ firstName: 'Kojo', lastName: 'Asante' });
    expect(await app.auth.readSession(cookie)).toEqual({ id, email, firstName: 'Kojo', lastName: 'Asante', role: 'user', banned: false, twoFactorEnabled: false, mustChangePassword: false });
    expect(await betterAuthSays(cookie)).toBe(id);
    // Other cookies around it change nothing.
    expect((await app.auth.readSession(`theme=dark; ${cookie}; other=1`))?.id).toBe(id);
  });

  it('refuses a forged or altered signature, a token without one, and no cookie at all', async () => {
    const { cookie } = await app.signUp();
    const token = tokenOf(cookie);
    const forged = [
      `ghc.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`,
      `ghc.session_token=${encodeURIComponent(`${token}x.${decodeURIComponent(cookie.split('=')[1]).split('.')[1]}`)}`,
      `ghc.session_token=${token}`,
      'theme=dark',
    ];
    for (const header of forged) {
      expect(await app.auth.readSession(header), header).toBeNull();
      expect(await betterAuthSays(header), header).toBeNull();
    }
    expect(await app.auth.readSession(undefined)).toBeNull();
  });

  it('refuses a session that has expired or was signed out', async () => {
    const expiring = await app.signUp();
    await app.database.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE token = $1`, [tokenOf(expiring.cookie)]);
    expect(await app.auth.readSession(expiring.cookie)).toBeNull();
    expect(await betterAuthSays(expiring.cookie)).toBeNull();

    const leaving = await app.signUp();
    const signOut = await fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie: leaving.cookie, origin: app.origin, 'content-type': 'application/json' }, body: '{}' });
    expect(signOut.ok).toBe(true);
    expect(await app.auth.readSession(leaving.cookie)).toBeNull();
    expect(await betterAuthSays(leaving.cookie)).toBeNull();
  });

  it('gives no viewer for a suspended account or an unknown role', async () => {
    const suspended = await app.signUp();
    await app.database.query('UPDATE "user" SET banned = true WHERE id = $1', [suspended.id]);
    expect(await resolveViewer(app.auth, { cookie: suspended.cookie })).toBeNull();
    const odd = await app.signUp();
    await app.database.query(`UPDATE "user" SET role = 'intern' WHERE id = $1`, [odd.id]);
    expect(await resolveViewer(app.auth, { cookie: odd.cookie })).toBeNull();
    const fine = await app.signUp();
    expect((await resolveViewer(app.auth, { cookie: fine.cookie }))?.id).toBe(fine.id);
  });
});
