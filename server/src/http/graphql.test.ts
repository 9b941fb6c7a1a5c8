import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './graphql.js';

// /graphql is answered by Apollo Server (http/graphql.ts): what a client sees of it, status codes, headers and bodies.

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

describe('POST /graphql', () => {
  it('answers a query with status, content type, no-store and the data', async () => {
    const answer = await post({ query: 'query Me { me { email role } }', operationName: 'Me' }, admin);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toEqual({ data: { me: { email: expect.stringContaining('@'), role: 'admin' } } });
  });

  it("masks an unexpected error with that request's own id (the x-request-id it answered with), even when requests overlap", async () => {
    await app.database.query('ALTER TABLE system_settings RENAME TO system_settings_hidden');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => post({ query: '{ publicSettings { key } }' }, customer)));
      for (const answer of answers) {
        const error = (answer.body as { errors: Array<{ message: string; extensions: { code: string; requestId: string } }> }).errors[0];
        expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: answer.requestId });
        expect(error.message).toBe(`Internal server error. Please try again later (request id: ${answer.requestId}).`);
      }
      expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(3);
    } finally {
      await app.database.query('ALTER TABLE system_settings_hidden RENAME TO system_settings');
    }
  });

  it('gives the same FORBIDDEN and UNAUTHENTICATED errors, with path and locations', async () => {
    const query = '{ users(first: 1) { nodes { id } } }';
    const forbidden = await post({ query }, customer);
    expect(forbidden.body).toEqual({
      errors: [{ message: 'You do not have permission to do this.', path: ['users'], locations: [{ line: 1, column: 3 }], extensions: { code: 'FORBIDDEN' } }],
      data: null,
    });
    const anonymous = await post({ query });
    expect((anonymous.body as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers in the media type the Accept header prefers, and 406 when it takes none', async () => {
    const accept = 'application/graphql-response+json, application/json;q=0.9';
    const preferred = await post({ query: '{ __typename }' }, { accept });
    expect(preferred.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect(preferred.body).toEqual({ data: { __typename: 'Query' } });
    const unacceptable = await post({ query: '{ __typename }' }, { accept: 'text/html' });
    expect(unacceptable.status).toBe(406);
  });

  it('refuses a request that fails before execution with 400 and its code: parse, validation, operation name, variables, body shape', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ query: '{ me { id ' }, 400, 'GRAPHQL_PARSE_FAILED'],
      [{ query: '{ nope }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'query A { __typename } query B { __typename }', operationName: 'C' }, 400, 'OPERATION_RESOLUTION_FAILURE'],
      [{ query: 'query Q($first: Int!) { users(first: $first) { nodes { id } } }', variables: { first: 'many' } }, 400, 'BAD_USER_INPUT'],
      [{ query: '{ __typename }', variables: '{}' }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await post(body, admin);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code, JSON.stringify(body)).toBe(code);
    }
  });

  it('answers an explicit null for an argument that is non-null with a default as BAD_USER_INPUT, not a masked error', async () => {
    const answer = await post({ query: 'query Mine($first: Int) { myTickets(first: $first) { nodes { id } } }', variables: { first: null } }, admin);
    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          message: 'Argument "first" of non-null type "Int!" must not be null.',
          path: ['myTickets'],
          locations: [{ line: 1, column: 44 }],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
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

  it('refuses a JSON array of operations (batches are off) before running any of it', async () => {
    const ticket = { query: 'mutation T($input: CreateTicketInput!) { createTicket(input: $input) { id } }', variables: { input: { subject: 'Batched ticket', category: 'payment', body: 'Sent in a batch.' } } };
    const answer = await post([{ query: '{ __typename }' }, ticket], customer);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('BAD_REQUEST');
    const mine = await post({ query: '{ myTickets(first: 50) { nodes { subject } } }' }, customer);
    expect((mine.body as { data: { myTickets: { nodes: Array<{ subject: string }> } } }).data.myTickets.nodes.map((node) => node.subject)).not.toContain('Batched ticket');
  });

  it('still runs mutations once, with the caller checked per request', async () => {
    const created = await post(
      { query: 'mutation T($input: CreateTicketInput!) { createTicket(input: $input) { id subject } }', variables: { input: { subject: 'Single path ticket', category: 'payment', body: 'My payment does not show.' } } },
      customer,
    );
    expect(created.body).toEqual({ data: { createTicket: { id: expect.any(String), subject: 'Single path ticket' } } });
    const mine = await post({ query: '{ myTickets(first: 50) { nodes { subject } } }' }, customer);
    const subjects = (mine.body as { data: { myTickets: { nodes: Array<{ subject: string }> } } }).data.myTickets.nodes.map((node) => node.subject);
    expect(subjects.filter((subject) => subject === 'Single path ticket')).toHaveLength(1);
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

  it('sends answers of 1 KiB or more brotli- or gzip-compressed as the client takes them', async () => {
    const plain = await rawPost(large, null);
    expect(plain.encoding).toBeNull();
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const answer = await rawPost(large, accept);
      expect(answer.encoding, accept).toBe(expected);
      expect(answer.vary).toBe('Accept-Encoding');
      expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
    }
  });

  it('sends small answers as they are', async () => {
    const answer = await rawPost(small, 'br, gzip');
    expect(answer.encoding).toBeNull();
    expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
  });
});
