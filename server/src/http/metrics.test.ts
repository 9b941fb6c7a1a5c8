import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { operationLabel, routeGroup } from '../metrics.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await app?.stop();
});

const scrape = (authorization?: string) => fetch(`${app.url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('GET /metrics (Prometheus)', () => {
  it('is refused without the bearer token, or with a wrong one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(401);
  });

  it('counts GraphQL operations by name with their latency, HTTP requests by route group, the pool and payments by status', async () => {
    const query = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query SiteSettingsForMetrics { __typename }', operationName: 'SiteSettingsForMetrics' }),
    });
    expect(query.status).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/ghc_graphql_operations_total\{operation="SiteSettingsForMetrics",type="query",outcome="ok"\} 1/);
    expect(text).toMatch(/ghc_graphql_operation_duration_seconds_count\{operation="SiteSettingsForMetrics",type="query"\} 1/);
    expect(text).toMatch(/ghc_http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+/);
    // The pool gauge reads node-postgres's pool; PGlite (no TEST_DATABASE_URL) has none, and the gauge is left out.
    if (app.databaseUrl) expect(text).toMatch(/ghc_db_pool_connections\{state="total"\} \d+/);
    else expect(text).not.toMatch(/ghc_db_pool_connections\{/);
    expect(text).toContain('# TYPE ghc_payments gauge');
    expect(text).toContain('ghc_process_resident_memory_bytes');
    // Nothing secret or personal: no token, no email addresses.
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/@[a-z]+\.example/);
  });
});

describe('labels stay bounded', () => {
  it('groups paths, and odd or endless operation names', () => {
    expect(routeGroup('/api/files/3f1c/receipt.pdf?x=1')).toBe('/api/files');
    expect(routeGroup('/payments/123')).toBe('web');
    expect(routeGroup('/api/unknown')).toBe('/api');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('Robert"); DROP')).toBe('other');
    for (let index = 0; index < 400; index += 1) operationLabel(`Generated${index}`);
    expect(operationLabel('Generated399')).toBe('other');
  });
});
