import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('health', () => {
  it('reports the database probe as ok', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('GraphQL answers', () => {
  it('are never cached and carry no ETag', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.origin },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('sign-up and me', () => {
  it('always creates a customer, even when the request asks for another role', async () => {
    const { cookie } = await app.signUp({ role: 'superadmin', firstName: 'Kwesi', lastName: 'Adjei' });
    const result = await app.graphql<{ me: { role: string; firstName: string; isAdmin: boolean; permissions: string[]; adminRoutes: string[] } }>(
      '{ me { role firstName isAdmin permissions adminRoutes } }',
      {},
      cookie,
    );
    expect(result.data?.me).toEqual({ role: 'user', firstName: 'Kwesi', isAdmin: false, permissions: [], adminRoutes: [] });
  });

  it('returns null for a visitor without a session', async () => {
    const result = await app.graphql('{ me { id } }');
    expect(result.data).toEqual({ me: null });
  });

  it('describes a staff role from the catalogue', async () => {
    const { cookie } = await app.signInAs('finance');
    const result = await app.graphql<{ me: { role: string; isAdmin: boolean; permissions: string[]; adminRoutes: string[] } }>(
      '{ me { role isAdmin permissions adminRoutes } }',
      {},
      cookie,
    );
    expect(result.data?.me).toEqual({
      role: 'finance',
      isAdmin: false,
      permissions: ['viewAllApplications', 'viewAllPayments', 'manageAllPayments', 'viewAnalytics', 'viewAccounting', 'manageAccounting'],
      adminRoutes: ['dashboard', 'payments', 'suspense', 'loans', 'analytics', 'accounting', 'approvals'],
    });
  });

  it('rejects a duplicate email, a weak password and a wrong password with codes the web maps to SPEC texts', async () => {
    const { email } = await app.signUp();
    const post = (path: string, body: unknown) =>
      fetch(`${app.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.origin },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code: string } }));
    expect((await post('sign-up/email', { email, password: TEST_PASSWORD, firstName: 'A', lastName: 'B' })).body.code).toMatch(/^USER_ALREADY_EXISTS/);
    expect((await post('sign-up/email', { email: 'weak@example.com', password: 'password', firstName: 'A', lastName: 'B' })).body.code).toBe('PASSWORD_TOO_WEAK');
    expect((await post('sign-up/email', { email: 'short@example.com', password: 'a1', firstName: 'A', lastName: 'B' })).body.code).toBe('PASSWORD_TOO_WEAK');
    const wrong = await post('sign-in/email', { email, password: 'not-the-password1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await app.signUp();
    const out = await fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers: { origin: app.origin, cookie } });
    expect(out.status).toBe(200);
    expect((await app.graphql('{ me { id } }', {}, cookie)).data).toEqual({ me: null });
  });
});

describe('bad GraphQL', () => {
  it('answers a syntax error with 400 and a code', async () => {
    const result = await app.graphql('{ me { id ');
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = '{ me { id } ' + 'a: __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }' + ' }';
    const result = await app.graphql(deep);
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toMatch(/too deep/);
  });

  it('masks unexpected errors: no SQL, no stack, a request id', async () => {
    const { cookie } = await app.signUp();
    await app.database.query('ALTER TABLE system_settings RENAME TO system_settings_moved');
    try {
      const result = await app.graphql('{ publicSettings { key } }', {}, cookie);
      const error = result.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.message).toMatch(/request id: [0-9a-f-]{36}/);
      expect(JSON.stringify(result)).not.toMatch(/select|system_settings|stack|at /i);
    } finally {
      await app.database.query('ALTER TABLE system_settings_moved RENAME TO system_settings');
    }
  });
});

describe('web app and developer sandbox', () => {
  it('serves the Apollo Sandbox to a browser outside production', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/apollo/i);
  });
});

describe('the built web app', () => {
  it('is served compressed, with hashed assets cached for a year and index.html revalidated', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-web-'));
    const script = `export const x = ${JSON.stringify('a'.repeat(5000))};\n`;
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><title>t</title>${'<p>shell</p>'.repeat(200)}`);
    const web = await startTestApp({ WEB_DIST_DIR: webDir });
    try {
      const asset = await fetch(`${web.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toContain('text/javascript');
      expect(Number(asset.headers.get('content-length'))).toBeLessThan(script.length / 10);
      expect(await asset.text()).toBe(script); // fetch decodes the body

      const page = await fetch(`${web.url}/dashboard`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<p>shell</p>');

      const plain = await fetch(`${web.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(script);
    } finally {
      await web.stop();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('sends its page with a Content-Security-Policy that lets only its own scripts and inline scripts run', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createHash } = await import('node:crypto');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-web-'));
    const bootstrap = 'window.started = Date.now();';
    const entry = 'import "/assets/app.js";';
    const write = (body: string) =>
      fs.writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><script>${body}</script><script type="module">${entry}</script>` +
        '<script type="application/json" id="data">{"a":1}</script><script type="module" src="/assets/app.js"></script>');
    write(bootstrap);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const web = await startTestApp({ WEB_DIST_DIR: webDir });
    try {
      for (const route of ['/', '/dashboard', '/index.html']) {
        const policy = (await fetch(`${web.url}${route}`)).headers.get('content-security-policy') ?? '';
        const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
        // Only the page's own two inline scripts, not the JSON data block (it never runs).
        expect(scriptSrc, route).toBe(`script-src 'self' ${sha(bootstrap)} ${sha(entry)}`);
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("base-uri 'self'");
      }
      // Files other than the page carry none (a document preview must not inherit the page's rules).
      fs.mkdirSync(path.join(webDir, 'assets'));
      fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'export {};');
      expect((await fetch(`${web.url}/assets/app.js`)).headers.get('content-security-policy')).toBeNull();

      // A new web build (the page changed) gets its new hashes without a restart.
      write('window.started = 0;');
      fs.utimesSync(path.join(webDir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      const policy = (await fetch(`${web.url}/`)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain(sha('window.started = 0;'));
      expect(policy).not.toContain(sha(bootstrap));
    } finally {
      await web.stop();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
