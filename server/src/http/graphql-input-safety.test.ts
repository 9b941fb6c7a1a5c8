import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE } from '../graphql/input-text.js';
import { validApplicationInput } from '../test/application-fixtures.js';
import { startTestApp, type TestApp, type TestInstance } from '../test/harness.js';
import { openTestSocket, type TestSocket } from '../test/ws-client.js';

// What a hostile or careless client may put in a request: broken text (NUL, a lone surrogate, bytes that are not
// UTF-8), malformed ids, a persisted query with a wrong hash, a misspelt field in production. Each gets a clear
// 4xx-style answer over HTTP (plain or compressed body) and the WebSocket, never a masked error or a 500.

let app: TestApp;
let production: TestInstance;
let customer: { cookie: string; id: string };
const sockets: TestSocket[] = [];

const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'a-production-secret-for-this-test-only-0123456789',
  ALLOW_SIMULATED_PAYMENTS: 'true',
  MAIL_TRANSPORT: 'log',
  RATE_LIMIT_ENABLED: 'false',
  AUTH_RATE_LIMIT: 'false',
};

beforeAll(async () => {
  app = await startTestApp();
  production = await app.startAnotherInstance(PRODUCTION);
  customer = await app.signUp();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await production?.stop();
  await app?.stop();
});

interface Answer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> };
}

async function post(body: string | Buffer, options: { url?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${options.url ?? app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    body,
  });
  return { status: response.status, body: JSON.parse(await response.text()) };
}

function socketAs(cookie: string | undefined, url = app.url): TestSocket {
  const socket = openTestSocket(url, { cookie, origin: app.origin });
  sockets.push(socket);
  return socket;
}

const BROKEN = { status: 400, body: { errors: [{ message: BROKEN_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: expect.any(String) } }] } };
const CONTACT = 'mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }';
// JSON text with the escape left for JSON.parse to turn into a lone surrogate or a NUL.
const contactBody = (emailJson: string, extra = '') =>
  `{"query":${JSON.stringify(CONTACT)},"variables":{"input":{"name":"Ama Mensah","email":"${emailJson}","subject":"Hello","message":"Is my application complete?"}}${extra}}`;

describe('broken text', () => {
  it('refuses a lone surrogate in a variable with BAD_USER_INPUT, with or without request extensions (was a 500)', async () => {
    expect(await post(contactBody('ama\\ud800@example.com'))).toEqual(BROKEN);
    expect(await post(contactBody('ama\\udc00@example.com', ',"extensions":{}'))).toEqual(BROKEN);
    const staff = await app.signInAs('superadmin');
    const createStaff = await post(
      JSON.stringify({ query: 'mutation($input: CreateStaffUserInput!) { createStaffUser(input: $input) { id } }', variables: { input: { email: 'a\ud800@example.com', firstName: 'Kofi', lastName: 'Boateng', role: 'finance' } } }),
      { cookie: staff.cookie },
    );
    expect(createStaff).toEqual(BROKEN);
  });

  it('refuses NUL in a variable and in an inline literal (was a masked error)', async () => {
    expect(await post(contactBody('ama\\u0000@example.com'))).toEqual(BROKEN);
    const ticket = await post(
      JSON.stringify({ query: 'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', variables: { input: { subject: 'Hello', category: 'account', body: 'a\u0000b' } } }),
      { cookie: customer.cookie },
    );
    expect(ticket).toEqual({ status: 400, body: { errors: [{ message: BROKEN_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'body' } }] } });
    const staff = await app.signInAs('superadmin');
    const literal = await post(JSON.stringify({ query: `mutation { banUser(userId: "${customer.id}", reason: "bad\\u0000reason") { id } }` }), { cookie: staff.cookie });
    expect(literal).toEqual({ status: 400, body: { errors: [{ message: BROKEN_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'reason' } }] } });
    // A raw NUL inside a block string is a value graphql's lexer takes as it is.
    const blockString = await post(JSON.stringify({ query: 'query { products(search: """a\u0000""") { __typename } }' }));
    expect(blockString).toEqual({ status: 400, body: { errors: [{ message: BROKEN_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'search' } }] } });
  });

  it('refuses broken text in a compressed body', async () => {
    const compressed = await post(zlib.gzipSync(contactBody('ama\\ud800@example.com')), { headers: { 'content-encoding': 'gzip' } });
    expect(compressed).toEqual(BROKEN);
  });

  it('reads bytes that are not UTF-8 as U+FFFD, plain or compressed: an ordinary answer, no 500', async () => {
    const [head, tail] = contactBody('ama@example.com').split('ama@');
    const invalid = Buffer.concat([Buffer.from(`${head}ama`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`@${tail}`)]);
    for (const answer of [await post(invalid), await post(zlib.gzipSync(invalid), { headers: { 'content-encoding': 'gzip' } })]) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
    }
  });

  it('refuses broken text over the WebSocket too', async () => {
    const socket = socketAs(customer.cookie);
    const result = await socket.execute('query($search: String) { products(search: $search) { __typename } }', { search: 'a\u0000' });
    expect(result.error).toEqual([expect.objectContaining({ message: BROKEN_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'search' } })]);
    const literal = await socket.execute('{ products(search: "a\\ud800") { __typename } }');
    // graphql's lexer refuses an unpaired \\u escape itself.
    expect(literal.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
    const surrogate = await socket.execute('query($search: String) { products(search: $search) { __typename } }', { search: 'a\ud800' });
    expect(surrogate.error).toEqual([expect.objectContaining({ message: BROKEN_TEXT_MESSAGE })]);
  });
});

describe('ids and records', () => {
  it('answers NOT_FOUND for a malformed id (was a masked error)', async () => {
    const answer = await post(JSON.stringify({ query: 'mutation { markNotificationRead(id: "x") { id } }' }), { cookie: customer.cookie });
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Notification was not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers another customer’s record exactly as a record that does not exist', async () => {
    const owner = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(
      'mutation($input: ApplicationInput!) { submitApplication(input: $input) { id } }',
      { input: validApplicationInput() },
      owner.cookie,
    );
    const ticket = await app.graphql<{ createTicket: { id: string } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      { input: { subject: 'About my rent', category: 'account', body: 'When is the next payment due?' } },
      owner.cookie,
    );
    const records = { application: submitted.data!.submitApplication.id, ticket: ticket.data!.createTicket.id };
    for (const [field, id] of Object.entries(records)) {
      const query = `query($id: ID!) { ${field}(id: $id) { id } }`;
      const theirs = await app.graphql(query, { id }, customer.cookie);
      const missing = await app.graphql(query, { id: randomUUID() }, customer.cookie);
      expect(theirs.errors?.[0], field).toEqual(missing.errors?.[0]);
      expect(theirs.errors?.[0].extensions?.code, field).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
    }
  });
});

describe('request errors', () => {
  it('answers a persisted query whose hash does not match with 400 BAD_REQUEST (was a masked error)', async () => {
    const answer = await post(JSON.stringify({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }));
    expect(answer).toEqual({ status: 400, body: { errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }] } });
  });

  it('gives no "Did you mean" hints where introspection is off (production), on HTTP and on the socket', async () => {
    const misspelt = '{ myProfil { id } }';
    const answer = await post(JSON.stringify({ query: misspelt }), { url: production.url });
    expect(answer).toEqual({
      status: 400,
      body: { errors: [{ message: 'Cannot query field "myProfil" on type "Query".', locations: [{ line: 1, column: 3 }], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
    });
    const enumValue = await post(JSON.stringify({ query: 'query($status: TicketStatus) { myTickets(status: $status) { __typename } }', variables: { status: 'OPENED' } }), {
      url: production.url,
    });
    expect(enumValue.status).toBe(400);
    expect(JSON.stringify(enumValue.body)).not.toMatch(/Did you mean/);
    const overSocket = await socketAs(undefined, production.url).execute(misspelt);
    expect(overSocket.error).toEqual([expect.objectContaining({ message: 'Cannot query field "myProfil" on type "Query".' })]);
    // Outside production (introspection on) the hint helps developers and stays.
    expect((await post(JSON.stringify({ query: misspelt }))).body.errors?.[0].message).toMatch(/Did you mean "myProfile"\?$/);
  });
});
