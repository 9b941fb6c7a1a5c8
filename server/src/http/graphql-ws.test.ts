import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { openTestSocket, waitFor, type TestSocket } from '../test/ws-client.js';
import { WS_CLOSE, WS_LIMITS } from './graphql-ws.js';

let app: TestApp;
let customer: { cookie: string; id: string };
let sockets: TestSocket[] = [];

beforeAll(async () => {
  // Short intervals so the session re-check and the init timeout are observable in a test.
  app = await startTestApp({ WS_SESSION_CHECK_MS: '200', WS_CONNECTION_INIT_TIMEOUT_MS: '300' });
  customer = await app.signUp();
});
afterEach(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  sockets = [];
});
afterAll(async () => {
  await app?.stop();
});

const wsUrl = (path = '/graphql', base = () => app.url) => base().replace(/^http/, 'ws') + path;

function socketAs(cookie?: string, url = app.url): TestSocket {
  const socket = openTestSocket(url, { cookie, origin: app.origin });
  sockets.push(socket);
  return socket;
}

/** The HTTP answer to a WebSocket upgrade: 101 when the socket opened. */
function upgradeStatus(headers: Record<string, string>, path = '/graphql'): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(path), 'graphql-transport-ws', { headers });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', (error) => reject(error));
  });
}

/** A raw graphql-transport-ws socket, to send what a well-behaved client never would. */
function rawSocket(headers: Record<string, string>) {
  const ws = new WebSocket(wsUrl(), 'graphql-transport-ws', { headers });
  ws.on('error', () => {});
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const nextMessage = () => new Promise<{ type: string }>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
  return { ws, opened, closed, nextMessage };
}

const RECORD_PAYMENT = 'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }';

describe('the upgrade', () => {
  it('refuses a foreign Origin and accepts the trusted one (and non-browser clients without Origin)', async () => {
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: customer.cookie })).toBe(403);
    expect(await upgradeStatus({ origin: app.origin, cookie: customer.cookie })).toBe(101);
    expect(await upgradeStatus({})).toBe(101);
  });

  it('answers 404 for another path', async () => {
    expect(await upgradeStatus({ origin: app.origin }, '/elsewhere')).toBe(404);
  });

  it('closes a socket that never sends connection_init (4408)', async () => {
    const raw = rawSocket({ origin: app.origin });
    await raw.opened;
    expect(await raw.closed).toBe(4408);
  });

  it('closes a socket that sends a message over 64 KB (1009)', async () => {
    const raw = rawSocket({ origin: app.origin, cookie: customer.cookie });
    await raw.opened;
    const ack = raw.nextMessage();
    raw.ws.send(JSON.stringify({ type: 'connection_init' }));
    expect((await ack).type).toBe('connection_ack');
    const padding = ' '.repeat(WS_LIMITS.maxPayloadBytes + 1);
    raw.ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ me { id } }${padding}` } }));
    expect(await raw.closed).toBe(1009);
  });
});

describe('operations over the socket are guarded as on HTTP', () => {
  it('answers a query as the signed-in caller', async () => {
    const result = await socketAs(customer.cookie).execute<{ me: { id: string; role: string } }>('{ me { id role } }');
    expect(result.data?.me).toEqual({ id: customer.id, role: 'user' });
  });

  it('refuses a mutation the caller has no permission for with FORBIDDEN, and writes nothing', async () => {
    const result = await socketAs(customer.cookie).execute(RECORD_PAYMENT, {
      input: { loanId: '00000000-0000-4000-8000-000000000000', amount: 1000, method: 'cash', reference: `CASH-${randomBytes(4).toString('hex')}` },
    });
    expect(result.errors?.[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
    expect(await app.database.query('SELECT id FROM payment WHERE user_id = $1', [customer.id])).toEqual([]);
  });

  it('applies the same depth limit and labels request errors like HTTP', async () => {
    const socket = socketAs(customer.cookie);
    const deep = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    const tooDeep = await socket.execute(deep);
    expect(tooDeep.error).toEqual([expect.objectContaining({ message: expect.stringMatching(/too deep/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    const unparsable = await socket.execute('{ me { id ');
    expect(unparsable.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
    const unknownField = await socket.execute('{ me { password } }');
    expect(unknownField.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });

  it('answers a wrongly typed or missing variable with BAD_USER_INPUT, as HTTP does, and the socket stays open', async () => {
    const socket = socketAs(customer.cookie);
    const wrongType = { input: { loanId: 42, amount: 'ten cedis', method: 'cash', reference: 'X' } };
    const overSocket = await socket.execute(RECORD_PAYMENT, wrongType);
    const overHttp = await app.graphql(RECORD_PAYMENT, wrongType, customer.cookie);
    const codes = (errors: unknown) => (errors as Array<{ extensions?: { code?: string } }> | undefined)?.map((error) => error.extensions?.code);
    expect(codes(overHttp.errors)).toEqual(expect.arrayContaining(['BAD_USER_INPUT']));
    expect(codes(overSocket.error ?? overSocket.errors)).toEqual(expect.arrayContaining(['BAD_USER_INPUT']));
    expect(codes(overSocket.error ?? overSocket.errors)).not.toContain('INTERNAL_SERVER_ERROR');
    const missing = await socket.execute(RECORD_PAYMENT, {});
    expect(codes(missing.error ?? missing.errors)).toEqual(['BAD_USER_INPUT']);
    const ok = await socket.execute<{ me: { id: string } }>('{ me { id } }');
    expect(ok.data?.me.id).toBe(customer.id);
  });

  it('masks unexpected errors: no SQL, a request id', async () => {
    const socket = socketAs(customer.cookie);
    await app.database.query('ALTER TABLE system_settings RENAME TO system_settings_moved');
    try {
      const result = await socket.execute('{ publicSettings { key } }');
      const error = result.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.message).toMatch(/request id: [0-9a-f-]{36}/);
      expect(JSON.stringify(result)).not.toMatch(/select|system_settings|stack|at /i);
    } finally {
      await app.database.query('ALTER TABLE system_settings_moved RENAME TO system_settings');
    }
  });

  it('refuses introspection over the socket where HTTP refuses it (production)', async () => {
    const production = await app.startAnotherInstance({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-for-this-test-only-0123456789', ALLOW_SIMULATED_PAYMENTS: 'true', MAIL_TRANSPORT: 'log' });
    try {
      const introspection = '{ __schema { queryType { name } } }';
      expect((await production.graphql(introspection)).errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const overSocket = await socketAs(undefined, production.url).execute(introspection);
      const errors = overSocket.error as Array<{ message: string; extensions: { code: string } }>;
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((error) => error.extensions.code === 'GRAPHQL_VALIDATION_FAILED' && /introspection/i.test(error.message))).toBe(true);
      expect((await socketAs(undefined, app.url).execute<{ __schema: unknown }>(introspection)).data?.__schema).toBeDefined();
    } finally {
      await production.stop();
    }
  });

  it('charges socket operations to the same per-minute limit as HTTP requests', async () => {
    const limited = await app.startAnotherInstance({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_USER_PER_MINUTE: '3' });
    try {
      const caller = await app.signUp();
      const socket = socketAs(caller.cookie, limited.url);
      for (let request = 0; request < 3; request += 1) expect((await socket.execute('{ me { id } }')).data).toBeDefined();
      const refused = await socket.execute('{ me { id } }');
      expect(refused.error).toEqual([expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } })]);
    } finally {
      await limited.stop();
    }
  });
});

describe('limits per connection and per user', () => {
  it(`refuses subscription number ${WS_LIMITS.maxSubscriptionsPerConnection + 1} on one connection and keeps the others`, async () => {
    const socket = socketAs(customer.cookie);
    const before = app.services.events.listenerCount('notification.added');
    const open = Array.from({ length: WS_LIMITS.maxSubscriptionsPerConnection }, () =>
      socket.subscribe('subscription { notificationAdded { id } }'),
    );
    await waitFor(() => app.services.events.listenerCount('notification.added') === before + open.length, 3000, '25 subscriptions');

    const refused = socket.subscribe('subscription { notificationAdded { id } }');
    expect((await refused.ended).error).toEqual([
      expect.objectContaining({ message: 'Too many subscriptions on one connection (at most 25).', extensions: { code: 'RATE_LIMITED' } }),
    ]);
    expect(app.services.events.listenerCount('notification.added')).toBe(before + open.length);

    // Ending one frees a place.
    open[0].unsubscribe();
    await waitFor(() => app.services.events.listenerCount('notification.added') === before + open.length - 1, 3000, 'an unsubscribe');
    socket.subscribe('subscription { notificationAdded { id } }');
    await waitFor(() => app.services.events.listenerCount('notification.added') === before + open.length, 3000, 'a replacement subscription');
  });

  it(`closes connection number ${WS_LIMITS.maxConnectionsPerUser + 1} of one user with 4429; other users are unaffected`, async () => {
    const user = await app.signUp();
    const own = Array.from({ length: WS_LIMITS.maxConnectionsPerUser }, () => socketAs(user.cookie));
    await Promise.all(own.map((socket) => socket.connected));

    const extra = socketAs(user.cookie);
    expect((await extra.closed).code).toBe(WS_CLOSE.tooManyConnections);
    await socketAs(customer.cookie).connected;

    // A closed connection frees its place.
    await own[0].dispose();
    await own[0].closed;
    // The server counts the close when its side of the socket ends, a moment after the client's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const replacement = socketAs(user.cookie);
    await replacement.connected;
    expect((await replacement.execute<{ me: { id: string } }>('{ me { id } }')).data?.me.id).toBe(user.id);
  });
});

describe('session changes reach open sockets', () => {
  it('closes the socket of a session that signed out (4401)', async () => {
    const user = await app.signUp();
    const socket = socketAs(user.cookie);
    await socket.connected;
    const out = await fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers: { origin: app.origin, cookie: user.cookie } });
    expect(out.status).toBe(200);
    const startedAt = Date.now();
    expect((await socket.closed).code).toBe(WS_CLOSE.sessionEnded);
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('closes the sockets of a user an admin bans, ending their subscriptions (4401)', async () => {
    const user = await app.signUp();
    const admin = await app.signInAs('admin');
    const socket = socketAs(user.cookie);
    const before = app.services.events.listenerCount('payment.changed');
    const subscription = socket.subscribe('subscription { paymentChanged { id } }');
    await waitFor(() => app.services.events.listenerCount('payment.changed') === before + 1, 3000, 'the subscription');

    const banned = await app.graphql('mutation ($userId: ID!, $reason: String!) { banUser(userId: $userId, reason: $reason) { id } }', { userId: user.id, reason: 'Fraudulent documents' }, admin.cookie);
    expect(banned.errors).toBeUndefined();
    expect((await socket.closed).code).toBe(WS_CLOSE.sessionEnded);
    await subscription.ended;
    await waitFor(() => app.services.events.listenerCount('payment.changed') === before, 3000, 'the subscription to end');
  });

  it('keeps the socket of a session that is still valid', async () => {
    const socket = socketAs(customer.cookie);
    await socket.connected;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await socket.execute<{ me: { id: string } }>('{ me { id } }')).data?.me.id).toBe(customer.id);
  });
});
