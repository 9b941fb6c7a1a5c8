import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { UNTRUSTED_ORIGIN_MESSAGE } from './trusted-origin.js';

// /graphql refuses a cookie request from an origin it does not trust, as /api/auth, /api/files and the socket's
// upgrade do (CSRF): before, a JSON POST with `Origin: https://evil.example` and a customer's cookie created a ticket.

let app: TestApp;
let customer: { cookie: string; id: string };
let apiKey: string;

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp();
  const admin = await app.signInAs('admin');
  const created = await app.graphql<{ createApiKey: { secret: string } }>(
    'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: 'Origin test', role: 'finance', expiresInDays: 30 } },
    admin.cookie,
  );
  apiKey = created.data!.createApiKey.secret;
});
afterAll(async () => {
  await app?.stop();
});

const CREATE_TICKET = 'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { id } }';
const TICKET = { input: { subject: 'Cross-site', category: 'account', body: 'Sent from another site.' } };

async function post(query: string, variables: unknown, headers: Record<string, string>) {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

const ticketsOf = async (userId: string) => (await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ticket WHERE user_id = $1', [userId]))[0].n;
const REFUSED = { status: 403, body: { errors: [{ message: UNTRUSTED_ORIGIN_MESSAGE, extensions: { code: 'FORBIDDEN' } }] } };

describe('/graphql and the Origin of cookie requests', () => {
  it('refuses a cookie POST from a foreign origin with 403 FORBIDDEN, and runs nothing (was: the ticket was created)', async () => {
    const before = await ticketsOf(customer.id);
    expect(await post(CREATE_TICKET, TICKET, { cookie: customer.cookie, origin: 'https://evil.example' })).toEqual(REFUSED);
    expect(await post(CREATE_TICKET, TICKET, { cookie: customer.cookie, origin: 'null' })).toEqual(REFUSED);
    // No Origin: the Referer names the origin instead, as on /api/files; naming none at all is refused on a POST.
    expect(await post(CREATE_TICKET, TICKET, { cookie: customer.cookie, referer: 'https://evil.example/page' })).toEqual(REFUSED);
    expect(await post(CREATE_TICKET, TICKET, { cookie: customer.cookie })).toEqual(REFUSED);
    expect(await ticketsOf(customer.id)).toBe(before);
  });

  it('runs a cookie POST from a trusted origin (Origin, or a Referer of it)', async () => {
    const before = await ticketsOf(customer.id);
    const byOrigin = await post(CREATE_TICKET, TICKET, { cookie: customer.cookie, origin: app.origin });
    expect(byOrigin.status).toBe(200);
    expect(byOrigin.body.errors).toBeUndefined();
    const byReferer = await post('{ me { id } }', undefined, { cookie: customer.cookie, referer: `${app.origin}/tickets` });
    expect(byReferer.body).toEqual({ data: { me: { id: customer.id } } });
    expect(await ticketsOf(customer.id)).toBe(before + 1);
  });

  it('checks a GET that names a foreign origin, and lets a same-origin GET (no Origin) through', async () => {
    const get = async (headers: Record<string, string>) => {
      const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, { headers: { 'apollo-require-preflight': 'true', cookie: customer.cookie, ...headers } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await get({ origin: 'https://evil.example' })).toEqual(REFUSED);
    expect(await get({})).toEqual({ status: 200, body: { data: { me: { id: customer.id } } } });
  });

  it('does not ask requests without a cookie: anonymous callers and API keys from anywhere', async () => {
    expect(await post('{ __typename }', undefined, { origin: 'https://partner.example' })).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    const partner = await post('{ me { role } }', undefined, { 'x-api-key': apiKey, origin: 'https://partner.example' });
    expect(partner).toEqual({ status: 200, body: { data: { me: { role: 'finance' } } } });
  });
});
