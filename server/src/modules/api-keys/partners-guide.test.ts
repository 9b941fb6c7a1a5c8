// docs/partners.md cannot rot: every example it marks with `<!-- run as: role -->` or `<!-- subscribe as: role -->`
// runs here with an API key of that role, and what the guide says about headers, limits and errors is checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../graphql/errors.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { openTestSocket } from '../../test/ws-client.js';
import { INVALID_API_KEY_MESSAGE } from '../../auth/viewer.js';

const GUIDE = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/partners.md'), 'utf8');

interface Example {
  mode: 'run' | 'subscribe';
  role: string;
  variables: Record<string, unknown>;
  document: string;
}

const EXAMPLES: Example[] = [...GUIDE.matchAll(/<!-- (run|subscribe) as: ([a-z_]+)(?:; variables: (\{.*?\}))? -->\n```graphql\n([\s\S]*?)```/g)].map(
  ([, mode, role, variables, document]) => ({ mode: mode as Example['mode'], role, variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {}, document }),
);
const operationName = (document: string) => /^(?:query|subscription|mutation) (\w+)/m.exec(document)?.[1] ?? 'anonymous';

let app: TestApp;
const keys = new Map<string, string>();

async function post(body: unknown, headers: Record<string, string>): Promise<{ status: number; headers: Headers; body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }> {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENABLED: 'true' });
  const admin = await app.signInAs('admin');
  for (const role of new Set(EXAMPLES.map((example) => example.role).concat('sales_executive'))) {
    const created = await app.graphql<{ createApiKey: { secret: string } }>(
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
      { input: { name: `Partner guide ${role}`, role, expiresInDays: 30 } },
      admin.cookie,
    );
    expect(created.errors, role).toBeUndefined();
    keys.set(role, created.data!.createApiKey.secret);
  }
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe('the partner guide', () => {
  it('has examples for every role an API key can have, and a subscription', () => {
    expect(new Set(EXAMPLES.filter((example) => example.mode === 'run').map((example) => example.role))).toEqual(
      new Set(['finance', 'recovery_and_collections', 'credit_analyst', 'sales_executive', 'inspection_and_verification']),
    );
    expect(EXAMPLES.some((example) => example.mode === 'subscribe')).toBe(true);
  });

  it('runs every query example with a key of its role: data, no errors, and the rate-limit headers it documents', async () => {
    for (const example of EXAMPLES.filter((candidate) => candidate.mode === 'run')) {
      const answer = await post({ query: example.document, variables: example.variables }, { 'x-api-key': keys.get(example.role)! });
      const label = `${example.role}: ${operationName(example.document)}`;
      expect(answer.body.errors, label).toBeUndefined();
      expect(answer.status, label).toBe(200);
      expect(Object.keys(answer.body.data ?? {}), label).not.toHaveLength(0);
      for (const header of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) expect(answer.headers.get(header), `${label} ${header}`).not.toBeNull();
      expect(answer.headers.get('x-request-id'), label).toBeTruthy();
    }
  });

  it('delivers the subscription example to a key of its role over graphql-ws', async () => {
    const example = EXAMPLES.find((candidate) => candidate.mode === 'subscribe')!;
    const socket = openTestSocket(app.url, { 'x-api-key': keys.get(example.role)! });
    await socket.connected;
    const subscription = socket.subscribe<{ applicationChanged: { id: string; kind: string; application: { id: string; status: string } | null } }>(example.document);
    // The server registers the subscription after the socket's ack; give it a moment before the event.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const customer = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const event = await subscription.next(10_000);
    expect(event.data?.applicationChanged).toMatchObject({ id: submitted.data!.submitApplication.id, application: { status: 'pending' } });
    await socket.dispose();
  });

  it('answers as its error table says: a bad key, a cookie with a key, a forbidden read, a broken document', async () => {
    const badKey = await post({ query: '{ me { role } }' }, { 'x-api-key': 'ghc_live_not-a-key' });
    expect(badKey.status).toBe(401);
    expect(badKey.body.errors?.[0]).toMatchObject({ message: INVALID_API_KEY_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });

    const customer = await app.signUp();
    const both = await post({ query: '{ me { role } }' }, { 'x-api-key': keys.get('finance')!, cookie: customer.cookie });
    expect(both.status).toBe(401);
    expect(both.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const forbidden = await post({ query: '{ payments(first: 1) { nodes { id } } }' }, { 'x-api-key': keys.get('sales_executive')! });
    expect(forbidden.status).toBe(200);
    expect(forbidden.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const broken = await post({ query: '{ me { role }' }, { 'x-api-key': keys.get('finance')! });
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('lets a key download the schema it documents, the same text as schema/schema.graphql; nobody else', async () => {
    const committed = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../schema/schema.graphql'), 'utf8');
    const response = await fetch(`${app.url}/graphql/schema.graphql`, { headers: { 'x-api-key': keys.get('finance')! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(committed.endsWith(await response.text())).toBe(true);
    expect(GUIDE).toContain('/graphql/schema.graphql');
    const anonymous = await fetch(`${app.url}/graphql/schema.graphql`);
    expect(anonymous.status).toBe(401);
    const customer = await app.signUp();
    expect((await fetch(`${app.url}/graphql/schema.graphql`, { headers: { cookie: customer.cookie } })).status).toBe(401);
    expect((await fetch(`${app.url}/graphql/schema.graphql`, { headers: { 'x-api-key': 'ghc_live_not-a-key' } })).status).toBe(401);
  });

  it('documents every error code the server can answer', () => {
    const table = GUIDE.slice(GUIDE.indexOf('## 8. Errors'));
    for (const code of ERROR_CODES) expect(table, code).toContain(`\`${code}\``);
  });
});
