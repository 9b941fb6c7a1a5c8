import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

let secure: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [secure, plain] = await Promise.all([startTestApp({ PUBLIC_URL: 'https://loans.example' }), startTestApp({ PUBLIC_URL: 'http://localhost:4000' })]);
});
afterAll(async () => {
  await Promise.all([secure?.stop(), plain?.stop()]);
});

/** One answer of each kind: express routes, POST /graphql, an API 404, the web app's page. */
function answers(app: TestApp): Promise<Response[]> {
  const proxied = { 'x-forwarded-proto': 'https' };
  return Promise.all([
    fetch(`${app.url}/healthz`, { headers: proxied }),
    fetch(`${app.url}/readyz`, { headers: proxied }),
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { ...proxied, 'content-type': 'application/json', origin: app.origin },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
    fetch(`${app.url}/api/no-such-thing`, { headers: proxied }),
    fetch(`${app.url}/api/files/00000000-0000-4000-8000-000000000000`, { headers: proxied }),
    fetch(`${app.url}/dashboard`, { headers: proxied }),
  ]);
}

describe('security headers on every answer', () => {
  it('send Strict-Transport-Security when PUBLIC_URL is https', async () => {
    for (const response of await answers(secure)) {
      expect(response.headers.get('strict-transport-security'), response.url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('send no Strict-Transport-Security when PUBLIC_URL is plain http (a browser would ignore it, and local use stays on http)', async () => {
    for (const response of await answers(plain)) expect(response.headers.get('strict-transport-security'), response.url).toBeNull();
  });

  it('deny the browser features the app never uses', async () => {
    for (const response of [...(await answers(secure)), ...(await answers(plain))]) {
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
        expect(policy, response.url).toContain(`${feature}=()`);
      }
      // The API key page copies its secret to the clipboard.
      expect(policy).not.toContain('clipboard-write');
    }
  });
});

describe('deploy/nginx.conf', () => {
  it('adds the same policies to the answers it makes itself (502/504), HSTS only over https', () => {
    const conf = fs.readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(conf).toContain(`"${PERMISSIONS_POLICY}"`);
    expect(conf).toContain(`"${STRICT_TRANSPORT_SECURITY}"`);
    expect(conf).toMatch(/add_header Permissions-Policy \$permissions_policy always;/);
    expect(conf).toMatch(/add_header Strict-Transport-Security \$strict_transport_security always;/);
  });
});
