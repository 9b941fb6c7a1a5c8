import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../auth/permissions.js';
import { seedApiKeys } from '../../seed/api-keys.seed.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';

let app: TestApp;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
});
afterAll(async () => {
  await app?.stop();
});

const CREATE = `mutation ($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name role prefix status createdByName createdAt expiresAt lastUsedAt revokedAt } }
}`;
const REVOKE = 'mutation ($id: ID!) { revokeApiKey(id: $id) { id status revokedAt } }';
const LIST = 'query ($first: Int, $after: String) { apiKeys(first: $first, after: $after) { nodes { id name prefix status } pageInfo { hasNextPage endCursor } } }';
const ME = '{ me { id email firstName lastName role isAdmin permissions } }';

interface CreatedKey {
  secret: string;
  apiKey: { id: string; name: string; role: string; prefix: string; status: string; createdByName: string; expiresAt: string; lastUsedAt: string | null; revokedAt: string | null };
}

async function createKey(input: Partial<{ name: string; role: string; expiresInDays: number }> = {}): Promise<CreatedKey> {
  const result = await app.graphql<{ createApiKey: CreatedKey }>(
    CREATE,
    { input: { name: 'Hubtel reconciliation', role: 'finance', expiresInDays: 30, ...input } },
    admin.cookie,
  );
  if (!result.data?.createApiKey) throw new Error(`createApiKey failed: ${JSON.stringify(result.errors)}`);
  return result.data.createApiKey;
}

/** A partner system's call: no cookie, no Origin, just the key. */
async function withKey<T = Record<string, unknown>>(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  url = app.url,
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await response.json()) as GraphQLResult<T>), status: response.status };
}

const refusedKey = { status: 401, errors: [{ message: 'Invalid or expired API key.', extensions: { code: 'UNAUTHENTICATED' } }] };

async function countRows(table: 'api_key' | 'audit_event'): Promise<number> {
  const [row] = await app.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row.count;
}

describe('creating and listing keys', () => {
  it('shows the secret once, stores only its SHA-256, lists the key without it and audits the creation', async () => {
    const created = await createKey({ name: '  Hubtel   reconciliation ', expiresInDays: 30 });
    expect(created.secret).toMatch(/^ghc_live_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Hubtel reconciliation',
      role: 'finance',
      prefix: created.secret.slice('ghc_live_'.length, 'ghc_live_'.length + 8),
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.apiKey.createdByName).toBe('Esi Quaye');
    const lifetimeDays = (new Date(created.apiKey.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(29.9);
    expect(lifetimeDays).toBeLessThanOrEqual(30);

    const [row] = await app.database.query<Record<string, unknown>>('SELECT * FROM api_key WHERE id = $1', [created.apiKey.id]);
    expect(row.hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice('ghc_live_'.length));

    const list = await app.graphql<{ apiKeys: { nodes: Array<{ id: string; prefix: string; status: string }> } }>(LIST, { first: 100 }, admin.cookie);
    expect(list.data?.apiKeys.nodes).toContainEqual({ id: created.apiKey.id, name: 'Hubtel reconciliation', prefix: created.apiKey.prefix, status: 'active' });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    for (const field of ['secret', 'hash']) {
      const asked = await app.graphql(`{ apiKeys { nodes { ${field} } } }`, {}, admin.cookie);
      expect(asked.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }

    const [event] = await app.database.query<{ actor_id: string; api_key_id: string | null; after: Record<string, unknown> }>(
      `SELECT actor_id, api_key_id, after FROM audit_event WHERE action = 'api_key.created' AND entity_id = $1`,
      [created.apiKey.id],
    );
    expect(event).toMatchObject({ actor_id: admin.id, api_key_id: null, after: { name: 'Hubtel reconciliation', role: 'finance', prefix: created.apiKey.prefix } });
    expect(JSON.stringify(event)).not.toContain(row.hash as string);
  });

  it('refuses a role with admin rights or none, a lifetime beyond a year and a short name, writing nothing', async () => {
    const keysBefore = await countRows('api_key');
    const eventsBefore = await countRows('audit_event');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: 'user' }, 'role'],
      [{ role: 'admin' }, 'role'],
      [{ role: 'superadmin' }, 'role'],
      [{ expiresInDays: 0 }, 'expiresInDays'],
      [{ expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'ab' }, 'name'],
      [{ name: '   ab    ' }, 'name'],
    ];
    for (const [input, field] of cases) {
      const result = await app.graphql(CREATE, { input: { name: 'Partner', role: 'finance', expiresInDays: 30, ...input } }, admin.cookie);
      expect(result.errors?.[0].extensions, JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    expect(await countRows('api_key')).toBe(keysBefore);
    expect(await countRows('audit_event')).toBe(eventsBefore);
  });

  it('accepts every staff role without admin rights, for up to a year', async () => {
    for (const role of ['sales_executive', 'credit_analyst', 'recovery_and_collections', 'inspection_and_verification', 'finance']) {
      const created = await createKey({ role, expiresInDays: 365 });
      expect(created.apiKey.role).toBe(role);
    }
  });

  it('lets only staff with manageSystem list, create and revoke keys', async () => {
    const { id } = (await createKey()).apiKey;
    const superadmin = await app.signInAs('superadmin');
    expect((await app.graphql(LIST, {}, superadmin.cookie)).data?.apiKeys).toBeTruthy();
    for (const role of ['credit_analyst', 'finance', 'user']) {
      const { cookie } = await app.signInAs(role);
      for (const [query, variables] of [[LIST, {}], [CREATE, { input: { name: 'Partner', role: 'finance', expiresInDays: 1 } }], [REVOKE, { id }]] as const) {
        const result = await app.graphql(query, variables, cookie);
        expect(result.errors?.[0].extensions?.code, `${role}: ${query}`).toBe('FORBIDDEN');
      }
    }
    const anonymous = await app.graphql(LIST);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages through keys newest first without gaps or repeats', async () => {
    for (let index = 0; index < 3; index += 1) await createKey({ name: `Paging partner ${index}` });
    const all = await app.graphql<{ apiKeys: { nodes: Array<{ id: string }> } }>(LIST, { first: 100 }, admin.cookie);
    const expected = all.data!.apiKeys.nodes.map((node) => node.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: GraphQLResult<{ apiKeys: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }> =
        await app.graphql(LIST, { first: 2, after }, admin.cookie);
      seen.push(...page.data!.apiKeys.nodes.map((node) => node.id));
      after = page.data!.apiKeys.pageInfo.hasNextPage ? page.data!.apiKeys.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(3);
  });
});

describe('calling /graphql with a key', () => {
  it('acts with the key’s role: a finance key sees its permissions in `me`', async () => {
    const created = await createKey({ name: 'Payments partner', role: 'finance' });
    const result = await withKey<{ me: Record<string, unknown> }>(created.secret, ME);
    expect(result.status).toBe(200);
    const [serviceAccount] = await app.database.query<{ service_user_id: string }>('SELECT service_user_id FROM api_key WHERE id = $1', [created.apiKey.id]);
    expect(result.data?.me).toEqual({
      id: serviceAccount.service_user_id,
      email: '',
      firstName: 'Payments partner',
      lastName: '',
      role: 'finance',
      isAdmin: false,
      permissions: [...permissionsOf('finance')],
    });
    expect(result.data?.me.permissions).toContain('viewAllPayments');
  });

  it('refuses a finance key what finance may not do: managing keys or listing users', async () => {
    const { secret } = await createKey({ role: 'finance' });
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { input: { name: 'Escalation', role: 'credit_analyst', expiresInDays: 1 } }],
      ['{ users(first: 1) { nodes { id } } }', {}],
    ] as const) {
      const result = await withKey(secret, query, variables);
      expect(result.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
    }
  });

  it('records the last use at most once a minute', async () => {
    const created = await createKey();
    const lastUsed = async () =>
      (await app.database.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_key WHERE id = $1', [created.apiKey.id]))[0].last_used_at;
    expect(await lastUsed()).toBeNull();
    await withKey(created.secret, ME);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await withKey(created.secret, ME);
    await withKey(created.secret, ME);
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());

    await app.database.query(`UPDATE api_key SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [created.apiKey.id]);
    const stale = await lastUsed();
    // The instance trusts a verified key for a few seconds; once it looks again it sees the stale last use.
    app.services.apiKeys.forgetVerifiedKeys();
    await withKey(created.secret, ME);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(stale!.getTime() + 60_000);
  });

  it('refuses a revoked key at once; revoking twice changes nothing and is audited once', async () => {
    const created = await createKey();
    expect((await withKey(created.secret, ME)).status).toBe(200);
    const revoked = await app.graphql<{ revokeApiKey: { id: string; status: string; revokedAt: string } }>(REVOKE, { id: created.apiKey.id }, admin.cookie);
    expect(revoked.data?.revokeApiKey).toMatchObject({ id: created.apiKey.id, status: 'revoked' });
    expect(await withKey(created.secret, ME)).toEqual(refusedKey);

    const again = await app.graphql<{ revokeApiKey: { revokedAt: string } }>(REVOKE, { id: created.apiKey.id }, admin.cookie);
    expect(again.data?.revokeApiKey.revokedAt).toBe(revoked.data?.revokeApiKey.revokedAt);
    const events = await app.database.query<{ actor_id: string }>(
      `SELECT actor_id FROM audit_event WHERE action = 'api_key.revoked' AND entity_id = $1`,
      [created.apiKey.id],
    );
    expect(events).toEqual([{ actor_id: admin.id }]);
  });

  it('costs no SQL once verified: the key is kept in memory briefly', async () => {
    const { secret } = await createKey({ role: 'credit_analyst' });
    expect((await withKey(secret, '{ __typename }')).status).toBe(200);
    app.statements.reset();
    expect(await withKey(secret, '{ __typename }')).toEqual({ status: 200, data: { __typename: 'Query' } });
    expect(app.statements.count).toBe(0);
  });

  it('drops a verified key on every instance when it is revoked (event over PostgreSQL NOTIFY)', async () => {
    const created = await createKey();
    const other = await app.startAnotherInstance();
    try {
      // Both instances have verified (and cached) the key.
      expect((await withKey(created.secret, ME)).status).toBe(200);
      expect((await withKey(created.secret, ME, {}, {}, other.url)).status).toBe(200);
      const revoked = await app.graphql(REVOKE, { id: created.apiKey.id }, admin.cookie);
      expect(revoked.errors).toBeUndefined();
      expect(await withKey(created.secret, ME)).toEqual(refusedKey);
      // The other instance hears of it through LISTEN/NOTIFY, long before its cache entry would expire.
      const deadline = Date.now() + 5_000;
      let answer = await withKey(created.secret, ME, {}, {}, other.url);
      while (answer.status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await withKey(created.secret, ME, {}, {}, other.url);
      }
      expect(answer).toEqual(refusedKey);
    } finally {
      await other.stop();
    }
  });

  it('answers NOT_FOUND for an unknown key id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await app.graphql(REVOKE, { id }, admin.cookie);
      expect(result.errors?.[0]).toMatchObject({ message: 'API key was not found.', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses an expired key and lists it as expired', async () => {
    const created = await createKey();
    await app.database.query(`UPDATE api_key SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.apiKey.id]);
    expect(await withKey(created.secret, ME)).toEqual(refusedKey);
    const list = await app.graphql<{ apiKeys: { nodes: Array<{ id: string; status: string }> } }>(LIST, { first: 100 }, admin.cookie);
    expect(list.data?.apiKeys.nodes.find((node) => node.id === created.apiKey.id)?.status).toBe('expired');
  });

  it('refuses unknown, malformed and empty keys', async () => {
    const { secret } = await createKey();
    const unknown = `ghc_live_${'A'.repeat(43)}`;
    const tampered = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    for (const key of [unknown, tampered, 'ghc_live_short', secret.slice('ghc_live_'.length), '']) {
      expect(await withKey(key, ME), key).toEqual(refusedKey);
    }
  });

  it('refuses a key sent together with a session cookie instead of guessing who is calling', async () => {
    const { secret } = await createKey();
    const result = await withKey(secret, ME, {}, { cookie: admin.cookie, origin: app.origin });
    expect(result).toEqual({
      status: 401,
      errors: [{ message: 'Send either a session cookie or an API key, not both.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    // Unrelated cookies (not a session) do not count as a second credential.
    expect((await withKey(secret, ME, {}, { cookie: 'theme=dark' })).status).toBe(200);
  });

  it('opens nothing outside /graphql: no session on /api/auth, no uploads', async () => {
    const { secret } = await createKey();
    const session = await fetch(`${app.url}/api/auth/get-session`, { headers: { 'x-api-key': secret, origin: app.origin } });
    expect(await session.json()).toBeNull();

    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'statement.pdf');
    const upload = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { 'x-api-key': secret, origin: app.origin }, body: form });
    expect(upload.status).toBe(401);
  });

  it('attributes an audited staff action made over HTTP to the key and its service account', async () => {
    const created = await createKey({ role: 'finance' });
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, (await app.signInAs('credit_analyst')).cookie);
    const result = await withKey<{ recordManualPayment: { id: string } }>(
      created.secret,
      'mutation($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }',
      { input: { loanId, amount: 12_500, method: 'mtn_momo', reference: `MOMO-${Date.now()}`, note: 'Paid at the branch' } },
    );
    expect(result.errors).toBeUndefined();
    const [event] = await app.database.query<{ actor_id: string; actor_role: string; api_key_id: string; email: string; password_accounts: number }>(
      `SELECT a.actor_id, a.actor_role, a.api_key_id, u.email,
              (SELECT count(*)::int FROM account WHERE account.user_id = u.id) AS password_accounts
         FROM audit_event a JOIN "user" u ON u.id = a.actor_id
        WHERE a.entity_id = $1`,
      [result.data!.recordManualPayment.id],
    );
    expect(event).toMatchObject({ actor_role: 'finance', api_key_id: created.apiKey.id, password_accounts: 0 });
    expect(event.email).toMatch(/@api-keys\.invalid$/);
  });
});

describe('demo data', () => {
  it('seeds partner keys in every status for the admin screens', async () => {
    await seedApiKeys({ db: app.database.db, users: { admin: { id: admin.id, email: '' } }, now: new Date() });
    const list = await app.graphql<{ apiKeys: { nodes: Array<{ name: string; status: string }> } }>(LIST, { first: 100 }, admin.cookie);
    const seeded = new Map(list.data!.apiKeys.nodes.map((node) => [node.name, node.status]));
    expect(seeded.get('Hubtel payment reconciliation')).toBe('active');
    expect(seeded.get('Credit bureau scoring (XDS Data Ghana)')).toBe('active');
    expect(seeded.get('Field inspection tablet app')).toBe('revoked');
    expect(seeded.get('Collections call-centre pilot')).toBe('expired');
  });
});

describe('subscriptions socket', () => {
  function socketWith(headers: Record<string, string>) {
    class SocketWithHeaders extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    return createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: SocketWithHeaders, retryAttempts: 0, lazy: true });
  }

  async function firstResult(headers: Record<string, string>, query: string) {
    const client = socketWith(headers);
    try {
      for await (const result of client.iterate({ query })) return result;
      return null;
    } finally {
      await client.dispose();
    }
  }

  it('accepts a key on the socket with the key’s role and closes the socket for a bad key', async () => {
    const { secret } = await createKey({ role: 'credit_analyst' });
    const result = await firstResult({ 'x-api-key': secret }, '{ me { role } }');
    expect(result?.data).toEqual({ me: { role: 'credit_analyst' } });
    await expect(firstResult({ 'x-api-key': `ghc_live_${'B'.repeat(43)}` }, '{ me { role } }')).rejects.toMatchObject({ code: 4403 });
  });
});
