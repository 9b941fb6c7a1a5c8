import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { BATCH_REFUSED_MESSAGE, GRAPHQL_BODY_LIMIT_BYTES, graphqlHttpTotals, MAX_BATCH_QUERIES, NOT_ACCEPTABLE_MESSAGE } from './graphql-http.js';

// POST /graphql with a JSON body is served by a lean path (no express, no Apollo pipeline) when the operation is
// valid and compiles; anything else is answered by Apollo Server. Both must give the same answer: `extensions: {}`
// in the body sends a request down the Apollo path on purpose, to compare.

let app: TestApp;
let admin: { cookie: string };
let customer: { cookie: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signInAs('admin');
  customer = await app.signUp();
});
afterAll(async () => {
  await app?.stop();
});

interface Answer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  requestId: string | null;
  body: unknown;
}

async function post(body: unknown, options: { cookie?: string; accept?: string; raw?: string } = {}): Promise<Answer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    requestId: response.headers.get('x-request-id'),
    body: text ? JSON.parse(text) : null,
  };
}

/** The same request down both paths: asserts which path took each and returns both answers. */
async function bothPaths(body: Record<string, unknown>, options: { cookie?: string; accept?: string } = {}) {
  const before = { ...graphqlHttpTotals };
  const lean = await post(body, options);
  expect(graphqlHttpTotals.lean - before.lean, 'lean path used').toBe(1);
  const apollo = await post({ ...body, extensions: {} }, options);
  expect(graphqlHttpTotals.apollo - before.apollo, 'Apollo path used').toBe(1);
  return { lean, apollo };
}

describe('POST /graphql on the lean path', () => {
  it('answers a query exactly as Apollo does: status, content type, headers and body', async () => {
    const { lean, apollo } = await bothPaths({ query: 'query Me { me { email role } }', operationName: 'Me' }, admin);
    expect(lean).toEqual({ ...apollo, requestId: lean.requestId });
    expect(lean.status).toBe(200);
    expect(lean.contentType).toBe('application/json; charset=utf-8');
    expect(lean.cacheControl).toBe('no-store');
    expect(lean.body).toEqual({ data: { me: { email: expect.stringContaining('@'), role: 'admin' } } });
  });

  it("masks an unexpected error on both paths with that request's own id (the x-request-id it answered with)", async () => {
    await app.database.query('ALTER TABLE system_settings RENAME TO system_settings_hidden');
    try {
      const { lean, apollo } = await bothPaths({ query: '{ publicSettings { key } }' }, customer);
      for (const answer of [lean, apollo]) {
        const error = (answer.body as { errors: Array<{ message: string; extensions: { code: string; requestId: string } }> }).errors[0];
        expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: answer.requestId });
        expect(error.message).toBe(`Internal server error. Please try again later (request id: ${answer.requestId}).`);
      }
      expect(lean.requestId).not.toBe(apollo.requestId);
    } finally {
      await app.database.query('ALTER TABLE system_settings_hidden RENAME TO system_settings');
    }
  });

  it('gives the same FORBIDDEN and UNAUTHENTICATED errors, with path and locations', async () => {
    const query = '{ users(first: 1) { nodes { id } } }';
    const forbidden = await bothPaths({ query }, customer);
    expect(forbidden.lean.body).toEqual(forbidden.apollo.body);
    expect(forbidden.lean.body).toEqual({
      errors: [{ message: 'You do not have permission to do this.', path: ['users'], locations: [{ line: 1, column: 3 }], extensions: { code: 'FORBIDDEN' } }],
      data: null,
    });
    const anonymous = await bothPaths({ query });
    expect(anonymous.lean.body).toEqual(anonymous.apollo.body);
    expect((anonymous.lean.body as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers in the media type the Accept header prefers, as Apollo does', async () => {
    const accept = 'application/graphql-response+json, application/json;q=0.9';
    const { lean, apollo } = await bothPaths({ query: '{ __typename }' }, { accept });
    expect(lean.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect(lean.contentType).toBe(apollo.contentType);
    expect(lean.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves every request that fails before execution to Apollo: parse, validation, operation name, variables, body shape', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ query: '{ me { id ' }, 400, 'GRAPHQL_PARSE_FAILED'],
      [{ query: '{ nope }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'query A { __typename } query B { __typename }', operationName: 'C' }, 400, 'OPERATION_RESOLUTION_FAILURE'],
      [{ query: 'query Q($first: Int!) { users(first: $first) { nodes { id } } }', variables: { first: 'many' } }, 400, 'BAD_USER_INPUT'],
      [{ query: '{ __typename }', variables: '{}' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const before = graphqlHttpTotals.lean;
      const answer = await post(body, admin);
      expect(graphqlHttpTotals.lean, JSON.stringify(body)).toBe(before);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code, JSON.stringify(body)).toBe(code);
    }
  });

  it('refuses unreadable and oversized bodies with the HTTP error shape, and answers an empty one like Apollo', async () => {
    const broken = await post(null, { raw: '{"query": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request could not be read.', requestId: broken.requestId } });
    const tooLarge = await post(null, { raw: JSON.stringify({ query: `{ __typename } #${'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES)}` }) });
    expect(tooLarge.status).toBe(413);
    expect((tooLarge.body as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await post(null, { raw: '' });
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/POST body missing/);
  });

  it('answers a batch of queries (index.html’s first-screen requests) with their results in order, each as it would be alone', async () => {
    const before = graphqlHttpTotals.batches;
    const variables = 'query Q($first: Int!) { myNotifications(first: $first) { nodes { id } } }';
    const answer = await post(
      [
        { operationName: 'Me', query: 'query Me { me { email role } }', variables: {} },
        { query: '{ __typename }' },
        { query: variables, variables: { first: 'many' } },
        { query: '{ users(first: 1) { nodes { id } } }' },
      ],
      customer,
    );
    expect(graphqlHttpTotals.batches).toBe(before + 1);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const [me, typename, refused, forbidden] = answer.body as Array<{ data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> }>;
    expect(me).toEqual({ data: { me: { email: customer.email, role: 'user' } } });
    expect(typename).toEqual({ data: { __typename: 'Query' } });
    // Refused variables are worded by Apollo, as the same query alone gets them.
    const alone = await post({ query: variables, variables: { first: 'many' } }, customer);
    expect(refused.errors).toEqual((alone.body as { errors: unknown }).errors);
    expect(refused.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    // Every query is checked against the caller's permissions, as alone.
    expect(forbidden.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a batch with a mutation, an invalid query, or too many or no queries, before running any of it', async () => {
    const ticket = { query: 'mutation T($input: CreateTicketInput!) { createTicket(input: $input) { id } }', variables: { input: { subject: 'Batched ticket', category: 'payment', body: 'Sent in a batch.' } } };
    const refused: unknown[][] = [
      [{ query: '{ __typename }' }, ticket],
      [{ query: '{ __typename }' }, { query: '{ nope }' }],
      Array.from({ length: MAX_BATCH_QUERIES + 1 }, () => ({ query: '{ __typename }' })),
      [],
      [{ query: '{ __typename }' }, 'not an operation'],
    ];
    for (const body of refused) {
      const answer = await post(body, customer);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual({ errors: [{ message: BATCH_REFUSED_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
    }
    const mine = await post({ query: '{ myTickets(first: 50) { nodes { subject } } }' }, customer);
    expect((mine.body as { data: { myTickets: { nodes: Array<{ subject: string }> } } }).data.myTickets.nodes.map((node) => node.subject)).not.toContain('Batched ticket');
    const unacceptable = await post([{ query: '{ __typename }' }], { ...customer, accept: 'text/html' });
    expect(unacceptable.status).toBe(406);
    expect(unacceptable.body).toEqual({ errors: [{ message: NOT_ACCEPTABLE_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('still runs mutations once, with the caller checked per request', async () => {
    const before = graphqlHttpTotals.lean;
    const created = await post(
      { query: 'mutation T($input: CreateTicketInput!) { createTicket(input: $input) { id subject } }', variables: { input: { subject: 'Lean path ticket', category: 'payment', body: 'My payment does not show.' } } },
      customer,
    );
    expect(graphqlHttpTotals.lean).toBe(before + 1);
    expect(created.body).toEqual({ data: { createTicket: { id: expect.any(String), subject: 'Lean path ticket' } } });
    const mine = await post({ query: '{ myTickets(first: 50) { nodes { subject } } }' }, customer);
    const subjects = (mine.body as { data: { myTickets: { nodes: Array<{ subject: string }> } } }).data.myTickets.nodes.map((node) => node.subject);
    expect(subjects.filter((subject) => subject === 'Lean path ticket')).toHaveLength(1);
  });
});

/** A raw POST /graphql (no automatic decompression): the encoding it came in and the decoded text. */
function rawPost(body: Record<string, unknown>, acceptEncoding: string | null): Promise<{ encoding: string | null; vary: string | null; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.origin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? null;
        expect(Number(response.headers['content-length'])).toBe(raw.length);
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ encoding, vary: (response.headers.vary as string | undefined) ?? null, text: decoded.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('compressed answers', () => {
  const large = { query: '{ publicSettings { key value } }' };
  const small = { query: '{ __typename }' };

  it('sends answers of 1 KiB or more brotli- or gzip-compressed as the client takes them, on both paths', async () => {
    for (const body of [large, { ...large, extensions: {} }]) {
      const plain = await rawPost(body, null);
      expect(plain.encoding).toBeNull();
      expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
      for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
        const answer = await rawPost(body, accept);
        expect(answer.encoding, accept).toBe(expected);
        expect(answer.vary).toBe('Accept-Encoding');
        expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
      }
    }
  });

  it('sends small answers as they are', async () => {
    const answer = await rawPost(small, 'br, gzip');
    expect(answer.encoding).toBeNull();
    expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
  });
});
