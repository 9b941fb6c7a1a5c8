import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestInstance } from '../test/harness.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';

// A second instance reaches this test's database through a proxy that plays a PostgreSQL outage (the shared server
// is never restarted; faults/db-restart.fault.ts restarts a private cluster).
const baseUrl = process.env.TEST_DATABASE_URL;
const UNAVAILABLE = 'Unable to connect to the database. The server might be busy or your connection is unstable. Please try again later.';
let app: TestApp;
let proxy: TcpProxy;
let instance: TestInstance;

beforeAll(async () => {
  if (!baseUrl) return;
  app = await startTestApp();
  const target = new URL(app.databaseUrl!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  instance = await app.startAnotherInstance({ DATABASE_URL: proxy.urlFor(app.databaseUrl!) });
});
afterAll(async () => {
  await instance?.stop();
  await proxy?.close();
  await app?.stop();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${instance.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.origin, ...headers }, body: JSON.stringify(body) });

describe.runIf(baseUrl)('while PostgreSQL is unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a plain message whether GraphQL or the session read fails, /readyz is not ready, and both recover', async () => {
    const products = { query: '{ products(first: 1) { nodes { id } } }' };
    expect((await post(products)).status).toBe(200);
    expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    const customer = await app.signUp();

    proxy.cut();
    proxy.refuse(true);
    try {
      // A resolver's query fails.
      const failed = await post(products);
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('2');
      const failedBody = (await failed.json()) as { errors: Array<{ message: string; extensions: { code: string; requestId: string } }> };
      expect(failedBody.errors[0]).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', requestId: failed.headers.get('x-request-id') } });
      // Reading the session fails before GraphQL runs.
      const signedIn = await post({ query: '{ myProfile { id } }' }, { cookie: customer.cookie });
      expect(signedIn.status).toBe(503);
      const signedInText = await signedIn.text();
      expect(signedInText).toContain('SERVICE_UNAVAILABLE');
      expect(signedInText).not.toMatch(/Failed query|select|ECONNREFUSED|terminated/i);
      const ready = await fetch(`${instance.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', db: 'down' });
      // Liveness asks nothing of the database: a failover must not get every instance restarted.
      const live = await fetch(`${instance.url}/livez`);
      expect(live.status).toBe(200);
      expect(await live.json()).toMatchObject({ status: 'alive' });
    } finally {
      proxy.refuse(false);
    }
    expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    expect((await post(products)).status).toBe(200);
    expect((await post({ query: '{ myProfile { id } }' }, { cookie: customer.cookie })).status).toBe(200);
  });
});
