import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestInstance } from '../test/harness.js';

/**
 * The bad-input corpus: thousands of malformed requests, generated from one seed, over HTTP (/graphql, /api/auth,
 * /api/files, the webhook, path parameters) and over graphql-ws. A client's mistake must never get a 5xx, a dropped
 * connection or an INTERNAL_SERVER_ERROR: each category below asserts zero of them, and the counts are printed per
 * category so a failure says where to look. CORPUS_SEED picks another corpus (the default one is what CI runs).
 */

const SEED = Number(process.env.CORPUS_SEED ?? 20261202);
const PAYSTACK_SECRET = 'sk_test_corpus_secret_key';
const HTTP_CONCURRENCY = 12;
const WS_SOCKETS = 4;
const WS_IN_FLIGHT_PER_SOCKET = 8;
const CASE_TIMEOUT_MS = 15_000;

/** mulberry32: a small seeded generator, so the corpus is the same on every run with the same seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Random = ReturnType<typeof seeded>;

// ---------------------------------------------------------------------------------------------------------------
// GraphQL operations the corpus breaks: each with variables that would be valid, and the type of each variable.
// ---------------------------------------------------------------------------------------------------------------

type VariableType = 'Int!' | 'Int' | 'SafeInt!' | 'String!' | 'String' | 'ID!' | 'ID' | 'Enum!' | 'Enum' | 'Input!';
interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  types: Record<string, VariableType>;
  /** Sent with a signed-in customer's cookie. */
  signedIn?: boolean;
}

const OPERATIONS: Operation[] = [
  {
    name: 'bnplQuote',
    query: 'query Quote($amount: Int!, $months: Int!) { bnplQuote(amount: $amount, months: $months) { __typename } }',
    variables: { amount: 100_000, months: 6 },
    types: { amount: 'Int!', months: 'Int!' },
  },
  {
    name: 'rentQuote',
    query: 'query Rent($advanceMonths: Int!, $monthlyRent: Int!, $repaymentMonths: Int!) { rentQuote(advanceMonths: $advanceMonths, monthlyRent: $monthlyRent, repaymentMonths: $repaymentMonths) { __typename } }',
    variables: { advanceMonths: 12, monthlyRent: 150_000, repaymentMonths: 12 },
    types: { advanceMonths: 'Int!', monthlyRent: 'Int!', repaymentMonths: 'Int!' },
  },
  {
    name: 'products',
    query: 'query Products($first: Int!, $after: String, $search: String, $category: ProductCategory) { products(first: $first, after: $after, search: $search, category: $category) { nodes { id } pageInfo { hasNextPage } } }',
    variables: { first: 5, after: null, search: 'sofa', category: 'furniture' },
    types: { first: 'Int!', after: 'String', search: 'String', category: 'Enum' },
  },
  {
    name: 'product',
    query: 'query Product($id: ID, $slug: String) { product(id: $id, slug: $slug) { id } }',
    variables: { slug: 'sofa' },
    types: { id: 'ID', slug: 'String' },
  },
  {
    name: 'eligibilityCheck',
    query: 'query Eligibility($input: EligibilityInput!) { eligibilityCheck(input: $input) { __typename } }',
    variables: { input: { amountRequested: 500_000, employmentType: 'full_time', existingMonthlyDebts: 0, monthlyNetIncome: 400_000, months: 6 } },
    types: { input: 'Input!' },
  },
  {
    name: 'submitContactMessage',
    query: 'mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { __typename } }',
    variables: { input: { name: 'Ama Mensah', email: 'ama@example.com', subject: 'Rent help', message: 'Please call me back about rent.', phone: '0244123456' } },
    types: { input: 'Input!' },
  },
  {
    name: 'createTicket',
    query: 'mutation Ticket($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
    variables: { input: { subject: 'Payment question', body: 'My payment is not showing yet.', category: 'payment' } },
    types: { input: 'Input!' },
    signedIn: true,
  },
  {
    name: 'order',
    query: 'query Order($id: ID!) { order(id: $id) { id } }',
    variables: { id: '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b' },
    types: { id: 'ID!' },
    signedIn: true,
  },
  {
    name: 'paymentPreview',
    query: 'query Preview($amount: SafeInt!, $loanId: ID!) { paymentPreview(amount: $amount, loanId: $loanId) { __typename } }',
    variables: { amount: 10_000, loanId: '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b' },
    types: { amount: 'SafeInt!', loanId: 'ID!' },
    signedIn: true,
  },
  {
    name: 'myTickets',
    query: 'query Mine($first: Int) { myTickets(first: $first) { nodes { id } } }',
    variables: { first: 10 },
    types: { first: 'Int' },
    signedIn: true,
  },
];

const WRONG_TYPE_VALUES: unknown[] = ['12', 'abc', true, false, 1.5, -0.5, {}, { value: 1 }, [], [1, 2], [null], '', ' ', 'null', '{}', '0x10'];
const HUGE_INTS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, -1e21, 1e308, -1e308, Number.MAX_VALUE, 4294967296, 99999999999];
const NUL_STRINGS = ['\u0000', 'a\u0000b', 'sofa\u0000', '\u0000\u0000\u0000', 'ama@example.com\u0000', '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b\u0000'];
const SURROGATE_STRINGS = ['\ud800', 'a\udfffb', '\udc00\ud800', 'sofa\ud83d', '\ud83d\ude00\ud800'];
const ODD_STRINGS = ['\u202eevil', '\ufeffbom', '%00', '%s%s%s%n', "'; DROP TABLE users; --", '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '../../../etc/passwd', '\r\nSet-Cookie: a=1'];

const ID_PATTERN = ['', 'x', '1', '-1', '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5', '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5bff', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000000', 'NaN', 'LN-1A2B3C4D'];

function badValueFor(type: VariableType, kind: 'wrong-types' | 'huge-ints' | 'nul-bytes' | 'lone-surrogates' | 'long-strings', random: Random): unknown {
  switch (kind) {
    case 'wrong-types':
      if (type.startsWith('Int') || type.startsWith('SafeInt')) return random.pick(WRONG_TYPE_VALUES.filter((value) => typeof value !== 'number' || !Number.isInteger(value)));
      if (type.startsWith('Enum')) return random.pick<unknown>(['FURNITURE', 'full-time', 'unknown', 1, true, '', 'payment ', ...ODD_STRINGS]);
      if (type === 'Input!') return random.pick<unknown>(['input', 1, true, [], [{}], null]);
      if (type.startsWith('ID')) return random.pick<unknown>([true, 1.5, {}, [], [1], ...ID_PATTERN, ...ODD_STRINGS]);
      return random.pick<unknown>([1, true, 1.5, {}, [], ['a'], { toString: 'x' }, ...ODD_STRINGS]);
    case 'huge-ints':
      return random.pick(HUGE_INTS);
    case 'nul-bytes':
      return random.pick(NUL_STRINGS);
    case 'lone-surrogates':
      return random.pick(SURROGATE_STRINGS);
    case 'long-strings':
      return random.pick(['a', 'é', '₵', '\u{1F600}', ' ']).repeat(random.pick([1000, 10_000, 100_000]));
  }
}

/** Breaks one variable (or one field of an input variable) of a valid operation. */
function breakVariables(operation: Operation, kind: Parameters<typeof badValueFor>[1], random: Random): Record<string, unknown> {
  const variables = structuredClone(operation.variables);
  const name = random.pick(Object.keys(operation.types));
  const type = operation.types[name];
  if (type === 'Input!' && kind !== 'wrong-types') {
    const input = { ...(variables[name] as Record<string, unknown>) };
    const field = random.pick(Object.keys(input));
    const numeric = typeof input[field] === 'number';
    input[field] = kind === 'huge-ints' ? (numeric ? random.pick(HUGE_INTS) : random.pick(NUL_STRINGS.concat(SURROGATE_STRINGS))) : badValueFor('String!', kind, random);
    if (kind === 'huge-ints' && !numeric) input[field] = random.pick(HUGE_INTS);
    variables[name] = input;
  } else if (type === 'Input!' && random.next() < 0.5) {
    // Wrong types inside the input: a field of the wrong type, an unknown field, or a required field missing.
    const input = { ...(variables[name] as Record<string, unknown>) };
    const field = random.pick(Object.keys(input));
    const choice = random.int(0, 2);
    if (choice === 0) input[field] = random.pick(WRONG_TYPE_VALUES);
    else if (choice === 1) input[`unknown_${random.int(0, 99)}`] = 'x';
    else delete input[field];
    variables[name] = input;
  } else {
    variables[name] = badValueFor(type, kind, random);
  }
  return variables;
}

// ---------------------------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------------------------

interface HttpCase {
  category: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | FormData;
  signedIn?: boolean;
  /** Sent to the Paystack-mode instance (the webhook). */
  paystack?: boolean;
}

interface WsCase {
  category: string;
  /** A subscribe payload; or `raw` frames sent as they are on a socket of their own. */
  payload?: Record<string, unknown>;
  raw?: string[];
  signedIn?: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const graphqlPost = (category: string, body: string | Buffer, signedIn = false, contentType = 'application/json'): HttpCase => ({
  category,
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': contentType },
  body,
  signedIn,
});

function deepSelection(depth: number): string {
  return `{ ${'products { nodes { '.repeat(depth)}id${' } }'.repeat(depth)} }`;
}
function deepList(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}
function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}
function fragmentBomb(n: number): string {
  const fragments = Array.from({ length: n }, (_, index) => `fragment B${index} on Query { ...B${index + 1} ...B${index + 1} }`);
  return `{ ...B0 } ${fragments.join(' ')} fragment B${n} on Query { __typename }`;
}

/** The GraphQL documents broken in ways that do not depend on the transport (HTTP and the socket share them). */
function graphqlDocumentCases(random: Random, count: number): Array<{ category: string; payload: Record<string, unknown>; signedIn?: boolean }> {
  const cases: Array<{ category: string; payload: Record<string, unknown>; signedIn?: boolean }> = [];
  const kinds = ['wrong-types', 'missing-variables', 'huge-ints', 'nul-bytes', 'lone-surrogates', 'long-strings', 'deep-nesting', 'unknown-operations', 'literals', 'fragment-bomb'] as const;
  for (let index = 0; index < count; index += 1) {
    const kind = kinds[index % kinds.length];
    const operation = random.pick(OPERATIONS);
    const signedIn = operation.signedIn ?? random.next() < 0.3;
    switch (kind) {
      case 'wrong-types':
      case 'huge-ints':
      case 'nul-bytes':
      case 'lone-surrogates':
      case 'long-strings':
        cases.push({ category: kind, payload: { query: operation.query, variables: breakVariables(operation, kind, random) }, signedIn });
        break;
      case 'missing-variables': {
        const variables = structuredClone(operation.variables);
        const choice = random.int(0, 3);
        if (choice === 0) delete variables[random.pick(Object.keys(variables))];
        const payload: Record<string, unknown> = { query: operation.query };
        if (choice === 1) payload.variables = null;
        else if (choice === 2) payload.variables = random.pick(['{"amount": 1}', 'x', 1, true, [], [variables]]);
        else if (choice === 3) payload.variables = Object.fromEntries(Object.keys(variables).map((key) => [key, null]));
        else payload.variables = variables;
        cases.push({ category: kind, payload, signedIn });
        break;
      }
      case 'deep-nesting': {
        const choice = random.int(0, 3);
        const depth = random.pick([8, 20, 50, 200, 1000]);
        if (choice === 0) cases.push({ category: kind, payload: { query: deepSelection(depth) }, signedIn });
        else if (choice === 1) cases.push({ category: kind, payload: { query: operation.query, variables: { ...operation.variables, [random.pick(Object.keys(operation.types))]: deepList(depth) } }, signedIn });
        else if (choice === 2) cases.push({ category: kind, payload: { query: operation.query, variables: { ...operation.variables, [random.pick(Object.keys(operation.types))]: deepObject(depth) } }, signedIn });
        else cases.push({ category: kind, payload: { query: `{ ${'__typename '.repeat(depth)}${'a: __typename '.repeat(Math.min(depth, 200))}}` }, signedIn });
        break;
      }
      case 'unknown-operations': {
        const choice = random.int(0, 7);
        const payloads: Array<Record<string, unknown>> = [
          { query: '{ doesNotExist }' },
          { query: operation.query, variables: operation.variables, operationName: 'NotInTheDocument' },
          { query: `${operation.query} query Other { __typename }`, variables: operation.variables },
          { query: 'subscription { doesNotExist }' },
          { query: '{ __schema { types { name } } }' },
          { query: random.pick(['', ' ', '{', '}', 'query', 'mutation {', '{ products(first: ) { id } }', '#', '"""', '{ a(b: $c) }', 'fragment F on Query { __typename }']) },
          { query: random.pick([1, true, null, ['{ __typename }'], { query: '{ __typename }' }]) },
          { query: '{ __typename }', extensions: random.pick([{ persistedQuery: { version: 1, sha256Hash: 'abc' } }, 'x', [1], { persistedQuery: 'x' }]) },
        ];
        cases.push({ category: kind, payload: payloads[choice], signedIn });
        break;
      }
      case 'literals': {
        // The same mistakes written inline in the document instead of as variables.
        const literal = random.pick(['"12"', '1.5', 'true', 'null', '[1]', '{a: 1}', '99999999999999999999', '-2147483649', '2147483648', '1e400', 'FURNITURE', '"\\u0000"', '"\\ud800"', '$undeclared']);
        cases.push({ category: 'wrong-types', payload: { query: `{ bnplQuote(amount: ${literal}, months: 6) { __typename } }` }, signedIn });
        break;
      }
      case 'fragment-bomb':
        // Up to 64 fragments, each spreading the next twice (2^64 fields if walked naively); the timing has its own test.
        cases.push({ category: kind, payload: { query: fragmentBomb(random.int(2, 64)) }, signedIn });
        break;
    }
  }
  return cases;
}

function httpCases(random: Random): HttpCase[] {
  const cases: HttpCase[] = [];
  // GraphQL over HTTP: the shared document cases, as JSON POSTs.
  for (const { category, payload, signedIn } of graphqlDocumentCases(random, 2350)) cases.push(graphqlPost(`http graphql ${category}`, json(payload), signedIn));

  // Bodies that are not valid JSON, or not JSON at all.
  const invalidJson = [
    '{',
    '}',
    '{"query": "{ __typename }"',
    '{"query": }',
    "{'query': '{ __typename }'}",
    '{"query": "{ __typename }", "variables": {,}}',
    'null',
    '[]',
    '[{"query": "{ __typename }"}, {"query": "{ __typename }"}]',
    '"{ __typename }"',
    '1',
    'true',
    '\ufeff{"query": "{ __typename }"}',
    '{"query": "{ __typename }"}garbage',
    '{"query": "\\x00"}',
    '{"query": "\\ud800"}',
    '{"query": "{ __typename }", "variables": NaN}',
    '{"__proto__": {"query": "{ __typename }"}}',
    '{"constructor": {"prototype": {"x": 1}}, "query": "{ __typename }"}',
    `{"query": "{ __typename }", "variables": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  ];
  for (let index = 0; index < 260; index += 1) {
    const body = random.pick(invalidJson);
    const bytes = random.next() < 0.15 ? Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28, 0xa0, 0xa1]) : body;
    cases.push(graphqlPost('http graphql invalid-json', bytes, random.next() < 0.3));
  }

  // Content types the endpoint does not take (or takes only for some methods).
  const contentTypes = [
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/graphql',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/xml',
    'application/octet-stream',
    'application/graphql-response+json',
    '',
    'application/json, text/plain',
    'application/jsonx',
    'image/png',
  ];
  for (let index = 0; index < 220; index += 1) {
    const contentType = random.pick(contentTypes);
    const body = random.pick([json({ query: '{ __typename }' }), 'query={ __typename }', '--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--xyz--', '{ __typename }']);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    if (random.next() < 0.3) headers['apollo-require-preflight'] = 'true';
    cases.push({ category: 'http graphql content-types', method: 'POST', path: '/graphql', headers, body: contentType ? body : Buffer.from(body), signedIn: random.next() < 0.3 });
  }

  // Oversize bodies (the limit is 1 MB) and oversize single values inside it.
  for (let index = 0; index < 12; index += 1) {
    const size = random.pick([1_100_000, 2_000_000, 1_048_577]);
    const body = random.next() < 0.5 ? json({ query: `{ __typename } #${'x'.repeat(size)}` }) : json({ query: '{ __typename }', variables: { pad: 'y'.repeat(size) } });
    cases.push(graphqlPost('http graphql oversize', body, random.next() < 0.5));
  }

  // GET requests: queries in the URL, mutations refused, garbage parameters.
  const getQueries = [
    'query={ __typename }',
    'query=mutation { submitContactMessage(input: {}) { __typename } }',
    'query=',
    'query=%7B',
    'variables=%7B',
    'query={ bnplQuote(amount: $a, months: 6) { __typename } }&variables={"a":"x"}',
    'query={ __typename }&variables=[1]',
    'query={ __typename }&extensions=%7B',
    `query=${'{ products { nodes { '.repeat(30)}id${' } }'.repeat(30)}`,
    'query[]=1&query[]=2',
    'query[a]=1',
    'query=%00',
    'query=%ff%fe',
    'query=%E0%A4%A',
    `query={ __typename }&operationName=${'x'.repeat(5000)}`,
  ];
  for (let index = 0; index < 160; index += 1) {
    cases.push({ category: 'http graphql get-requests', method: random.pick(['GET', 'GET', 'GET', 'HEAD']), path: `/graphql?${random.pick(getQueries)}`, headers: { 'apollo-require-preflight': 'true', accept: random.pick(['application/json', '*/*', 'text/html', 'application/graphql-response+json']) }, signedIn: random.next() < 0.3 });
  }
  for (let index = 0; index < 40; index += 1) {
    cases.push({ category: 'http graphql get-requests', method: random.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']), path: '/graphql', headers: { 'content-type': 'application/json' }, body: json({ query: '{ __typename }' }) });
  }

  // better-auth's endpoints, fronted by our checks.
  const authPaths = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code', '/api/auth/update-user', '/api/auth/change-password', '/api/auth/sign-out', '/api/auth/get-session', '/api/auth/does-not-exist', '/api/auth/verify-email', '/api/auth/list-sessions'];
  const authBodies: Array<() => unknown> = [
    () => ({ email: random.pick(WRONG_TYPE_VALUES), password: 'x' }),
    () => ({ email: 'ama@example.com', password: random.pick(WRONG_TYPE_VALUES) }),
    () => ({ email: 'not-an-email', password: 'Passw0rd!2026', firstName: 1, lastName: [] }),
    () => ({ email: `${'a'.repeat(random.pick([300, 5000]))}@example.com`, password: 'p'.repeat(random.pick([10, 500, 5000])) }),
    () => ({ code: random.pick(['', '12', '1234567', 'abcdef', 123456, null, {}]) }),
    () => ({ token: random.pick(['', 'x', 1, null]), newPassword: random.pick([1, '', 'short']) }),
    () => ({ image: random.pick(['https://evil.example/x.png', '/api/files/../../etc/passwd', 'javascript:alert(1)', 1, {}]) }),
    () => ({ email: random.pick(SURROGATE_STRINGS), password: random.pick(SURROGATE_STRINGS), firstName: random.pick(ODD_STRINGS), lastName: 'x' }),
    () => ({ callbackURL: random.pick(['https://evil.example', '//evil.example', 'javascript:alert(1)']), email: 'ama@example.com', password: 'x' }),
    () => random.pick([null, [], 1, 'x', true]),
  ];
  for (let index = 0; index < 380; index += 1) {
    const path = random.pick(authPaths);
    const choice = random.int(0, 5);
    let body: string | Buffer;
    let contentType = 'application/json';
    if (choice === 0) body = random.pick(invalidJson);
    else if (choice === 1) {
      contentType = random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '']);
      body = random.pick(['email=a&password=b', 'garbage', json({ email: 'a@b.c', password: 'x' })]);
    } else body = json(random.pick(authBodies)());
    cases.push({ category: 'http auth bad-bodies', method: random.pick(['POST', 'POST', 'POST', 'GET', 'PUT']), path, headers: contentType ? { 'content-type': contentType } : {}, body, signedIn: random.next() < 0.3 });
  }
  for (let index = 0; index < 60; index += 1) {
    const nul = random.pick(NUL_STRINGS);
    const body = random.pick([{ email: nul, password: 'Passw0rd!2026' }, { email: 'ama@example.com', password: nul }, { email: `a${index}@example.com`, password: 'Passw0rd!2026x', firstName: nul, lastName: 'Mensah', acceptTerms: true }, { email: nul }]);
    cases.push({ category: 'http auth nul-bytes', method: 'POST', path: random.pick(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset']), headers: { 'content-type': 'application/json' }, body: json(body) });
  }

  // Uploads: not multipart, broken multipart, missing field, wrong type field, anonymous.
  const boundary = 'corpusboundary';
  const multipart = (parts: string) => Buffer.from(`${parts}--${boundary}--\r\n`, 'latin1');
  const uploadBodies = [
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n`),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nplain text, not a file\r\n`),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n`),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n1 0 obj << /Type /Catalog\r\n`),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${random.pick(['passport', '', 'ghana_card\u0000', '1'])}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\n\r\n`),
    () => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`, 'latin1'),
    () => Buffer.from('no boundaries at all'),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${'../'.repeat(20)}etc/passwd\u0000.png"\r\n\r\n\x89PNG\r\n\x1a\n\r\n`),
    () => multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff\xe0\x00\x10JFIF\x00\r\n`),
    () => Buffer.alloc(0),
  ];
  for (let index = 0; index < 300; index += 1) {
    const contentType = random.pick([`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'application/json', 'text/plain', `multipart/form-data; boundary="${'b'.repeat(80)}"`, '']);
    cases.push({ category: 'http files uploads', method: 'POST', path: '/api/files', headers: contentType ? { 'content-type': contentType } : {}, body: random.pick(uploadBodies)(), signedIn: random.next() < 0.8 });
  }

  // Path parameters of our own routes.
  // (A whole `..` or `%2e%2e` segment is resolved by the URL parser before sending, leaving our routes.)
  const segments = [...ID_PATTERN, '..%2f..%2fetc%2fpasswd', 'a%2e%2e', '%2e%2e%2f', 'a%2Fb', '%ff', '%E0%A4%A', '%C0%AE', 'x'.repeat(3000), '%20', '%ud800', '%ED%A0%80', '<script>', "'", '%27%20OR%201=1--', 'privacy', 'receipts'];
  const routes = [
    (segment: string) => `/api/files/${segment}`,
    (segment: string) => `/api/files/receipts/${segment}.pdf`,
    (segment: string) => `/api/files/loans/${segment}/statement.pdf`,
    (segment: string) => `/api/files/privacy/${segment}/my-data.json`,
    (segment: string) => `/api/files/privacy/0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b/my-data.${segment}`,
    (segment: string) => `/pay/simulate/${segment}`,
  ];
  for (let index = 0; index < 330; index += 1) {
    const route = random.pick(routes);
    // An empty segment makes /pay/simulate/ a page of the web app, not a route with a parameter.
    const segment = random.pick(segments.filter((candidate) => candidate !== '' || route !== routes[5]));
    const post = route(segment).startsWith('/pay/simulate') && random.next() < 0.4;
    cases.push({
      category: 'http path-params',
      method: post ? 'POST' : 'GET',
      path: route(segment),
      headers: post ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      body: post ? random.pick(['outcome=success', 'outcome=%00', 'outcome=' + 'x'.repeat(5000), 'a[b][c]=1', '']) : undefined,
      signedIn: random.next() < 0.6,
    });
  }
  for (let index = 0; index < 40; index += 1) {
    const route = random.pick(routes);
    cases.push({ category: 'http path-params nul-bytes', method: 'GET', path: route(random.pick(['%00', 'a%00b', '0b5e8f2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b%00'])), signedIn: random.next() < 0.6 });
  }

  // The Paystack webhook: bad signatures; correctly signed bodies of the wrong shape.
  const sign = (body: string | Buffer) => createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex');
  const eventBodies = [
    () => json({ event: 'charge.success', data: { reference: random.pick(WRONG_TYPE_VALUES), amount: random.pick(WRONG_TYPE_VALUES), currency: 'GHS' } }),
    () => json({ event: random.pick(WRONG_TYPE_VALUES), data: random.pick([null, [], 'x', 1]) }),
    () => json({ event: 'charge.success', data: { reference: `GHC-${random.int(0, 1e6)}`, amount: random.pick(HUGE_INTS), currency: random.pick(['GHS', 'USD', 1, null]) } }),
    () => json({ event: 'charge.success', data: { reference: 'x'.repeat(random.pick([200, 5000, 100_000])), amount: 100, currency: 'GHS' } }),
    () => json({ event: 'charge.success', data: { reference: random.pick(SURROGATE_STRINGS), amount: 100, currency: 'GHS' } }),
    () => random.pick(invalidJson),
    () => random.pick(['null', '[]', '1', '"x"']),
  ];
  for (let index = 0; index < 260; index += 1) {
    const body = random.pick(eventBodies)();
    const choice = random.int(0, 4);
    const headers: Record<string, string> = { 'content-type': random.pick(['application/json', 'text/plain', '']) };
    if (choice === 0) headers['x-paystack-signature'] = sign(body);
    else if (choice === 1) headers['x-paystack-signature'] = sign(body).toUpperCase();
    else if (choice === 2) headers['x-paystack-signature'] = random.pick(['', 'x', '0'.repeat(128), sign(`${body} `), 'z'.repeat(128), sign(body).slice(0, 64)]);
    else if (choice === 3) headers['x-paystack-signature'] = `${sign(body)},${sign(body)}`;
    const category = choice === 0 ? 'http webhook signed-bad-bodies' : 'http webhook bad-signatures';
    cases.push({ category, method: 'POST', path: '/api/webhooks/paystack', headers, body, paystack: true });
  }
  for (let index = 0; index < 20; index += 1) {
    const body = json({ event: 'charge.success', data: { reference: random.pick(NUL_STRINGS), amount: 100, currency: 'GHS' } });
    cases.push({ category: 'http webhook signed-nul-bytes', method: 'POST', path: '/api/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) }, body, paystack: true });
  }
  for (let index = 0; index < 10; index += 1) {
    cases.push({ category: 'http webhook bad-signatures', method: 'POST', path: '/api/webhooks/paystack', headers: { 'content-type': 'application/json', 'x-paystack-signature': 'x' }, body: 'z'.repeat(300 * 1024), paystack: true });
  }
  return cases;
}

/** A subscribe payload graphql-ws itself refuses by closing the socket (4400): such cases get a socket of their own. */
const closesTheSocket = (payload: Record<string, unknown>) =>
  typeof payload.query !== 'string' ||
  (payload.variables != null && (typeof payload.variables !== 'object' || Array.isArray(payload.variables))) ||
  (payload.extensions != null && (typeof payload.extensions !== 'object' || Array.isArray(payload.extensions))) ||
  (payload.operationName != null && typeof payload.operationName !== 'string');

function wsCases(random: Random): WsCase[] {
  const cases: WsCase[] = graphqlDocumentCases(random, 1150)
    // Frames over the socket's 64 KB limit close it (1009); HTTP covers oversize bodies.
    .filter(({ payload }) => json(payload).length < 60_000)
    .map(({ category, payload, signedIn }) =>
      closesTheSocket(payload)
        ? { category: `ws graphql ${category}`, raw: [json({ type: 'connection_init' }), json({ type: 'subscribe', id: 'only', payload })], signedIn }
        : { category: `ws graphql ${category}`, payload, signedIn },
    );
  // Frames a well-behaved client never sends; each on a socket of its own (most close it).
  const frames = [
    '{',
    'null',
    '[]',
    '"subscribe"',
    json({ type: 'subscribe' }),
    json({ type: 'subscribe', id: 1, payload: { query: '{ __typename }' } }),
    json({ type: 'subscribe', id: 'a', payload: null }),
    json({ type: 'subscribe', id: 'a', payload: { query: 1 } }),
    json({ type: 'subscribe', id: 'a', payload: { query: '{ __typename }', variables: 'x' } }),
    json({ type: 'subscribe', id: 'a\u0000', payload: { query: '{ __typename }' } }),
    json({ type: 'unknown', id: 'a' }),
    json({ type: 'ping', payload: 'x' }),
    json({ type: 'pong' }),
    json({ type: 'complete', id: 'never-started' }),
    json({ type: 'connection_init', payload: 'x' }),
    json({ type: 'next', id: 'a', payload: {} }),
    json({ type: 'subscribe', id: 'x'.repeat(5000), payload: { query: '{ __typename }' } }),
  ];
  for (let index = 0; index < 100; index += 1) {
    const first = random.next() < 0.2 ? [random.pick(frames)] : [json({ type: 'connection_init' })];
    cases.push({ category: 'ws protocol', raw: [...first, random.pick(frames), random.pick(frames)], signedIn: random.next() < 0.3 });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------------------------
// Running and judging
// ---------------------------------------------------------------------------------------------------------------

interface Tally {
  sent: number;
  failures: number;
  examples: string[];
  /** Time spent waiting for answers, summed over the category's cases. */
  ms: number;
}
const tallies = new Map<string, Tally>();
/** Records one answer; a failure keeps what was sent beside what came back, so an example can be replayed. */
function record(category: string, failure: string | null, sent: string, ms: number): void {
  const tally = tallies.get(category) ?? { sent: 0, failures: 0, examples: [], ms: 0 };
  tally.sent += 1;
  tally.ms += ms;
  if (failure) {
    tally.failures += 1;
    if (tally.examples.length < 3) tally.examples.push(`${sent.slice(0, 240)} => ${failure.slice(0, 200)}`);
  }
  tallies.set(category, tally);
}
const describeBody = (body: HttpCase['body']) => (body === undefined ? '' : typeof body === 'string' ? body : body instanceof FormData ? '<form>' : body.toString('latin1'));

/** Why an answer counts as the server's failure: a 5xx, an INTERNAL_SERVER_ERROR code anywhere in its errors, or none. */
function httpFailure(status: number, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (text.includes('INTERNAL_SERVER_ERROR')) return `INTERNAL_SERVER_ERROR in ${status}: ${text.slice(0, 200)}`;
  return null;
}

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        await work(item);
      }
    }),
  );
}

async function sendHttp(testCase: HttpCase, base: string, origin: string, cookie: string): Promise<void> {
  const headers: Record<string, string> = { origin, ...testCase.headers };
  if (testCase.signedIn) headers.cookie = cookie;
  const sent = `${testCase.method} ${testCase.path.slice(0, 100)} ${describeBody(testCase.body).slice(0, 140)}`;
  const started = performance.now();
  try {
    const response = await fetch(`${base}${testCase.path}`, {
      method: testCase.method,
      headers,
      body: testCase.method === 'GET' || testCase.method === 'HEAD' ? undefined : testCase.body,
      signal: AbortSignal.timeout(CASE_TIMEOUT_MS),
      redirect: 'manual',
    });
    record(testCase.category, httpFailure(response.status, await response.text()), sent, performance.now() - started);
  } catch (error) {
    record(testCase.category, String((error as { cause?: unknown }).cause ?? error), sent, performance.now() - started);
  }
}

/** One graphql-transport-ws socket, acknowledged; operations are subscribed on it by id. */
class CorpusSocket {
  private ws!: WebSocket;
  private waiting = new Map<string, (failure: string | null) => void>();
  private counter = 0;
  private ready!: Promise<void>;
  /** How often the server closed this shared socket (each close is judged by its code). */
  reconnects = 0;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {
    this.open();
  }

  private open(): void {
    this.ws = new WebSocket(this.url, 'graphql-transport-ws', { headers: this.headers });
    const ws = this.ws;
    ws.on('error', () => {});
    this.ready = new Promise<void>((resolve, reject) => {
      ws.once('open', () => ws.send(json({ type: 'connection_init' })));
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
        if (message.type === 'connection_ack') return resolve();
        if (message.type === 'ping') return ws.send(json({ type: 'pong' }));
        const settle = message.id ? this.waiting.get(message.id) : undefined;
        if (!settle || !message.id) return;
        if (message.type === 'next') {
          const text = json(message.payload);
          if (text.includes('INTERNAL_SERVER_ERROR')) settle(`INTERNAL_SERVER_ERROR in next: ${text.slice(0, 200)}`);
          else settle(null);
        } else if (message.type === 'error') {
          const text = json(message.payload);
          settle(text.includes('INTERNAL_SERVER_ERROR') ? `INTERNAL_SERVER_ERROR in error: ${text.slice(0, 200)}` : null);
        } else if (message.type === 'complete') settle(null);
        this.waiting.delete(message.id);
        if (message.type === 'next') ws.send(json({ type: 'complete', id: message.id }));
      });
      ws.once('close', (code, reason) => {
        reject(new Error(`closed ${code}`));
        // A closed socket answers every waiting operation: 4500 (internal error) and 1011 are the server's failure.
        for (const settle of this.waiting.values()) settle(code === 4500 || code === 1011 ? `socket closed ${code} ${String(reason)}` : null);
        this.waiting.clear();
        if (this.ws === ws) {
          this.reconnects += 1;
          this.open();
        }
      });
    });
    this.ready.catch(() => {});
  }

  async run(payload: Record<string, unknown>): Promise<string | null> {
    await this.ready;
    const id = `c${(this.counter += 1)}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(`no answer within ${CASE_TIMEOUT_MS} ms`);
      }, CASE_TIMEOUT_MS);
      this.waiting.set(id, (failure) => {
        clearTimeout(timer);
        resolve(failure);
      });
      this.ws.send(json({ type: 'subscribe', id, payload }));
    });
  }

  close(): void {
    const ws = this.ws;
    this.ws = undefined as never;
    ws.close();
  }
}

/** Raw frames on a socket of their own: the server may close it, but never with an internal error. */
function sendRawFrames(url: string, headers: Record<string, string>, frames: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers });
    let failure: string | null = null;
    ws.on('error', () => {});
    ws.on('message', (data) => {
      if (String(data).includes('INTERNAL_SERVER_ERROR')) failure = `INTERNAL_SERVER_ERROR: ${String(data).slice(0, 200)}`;
    });
    ws.once('open', async () => {
      for (const frame of frames) {
        if (ws.readyState !== WebSocket.OPEN) break;
        ws.send(frame);
        await new Promise((settle) => setTimeout(settle, 5));
      }
      setTimeout(() => ws.close(), 300);
    });
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(failure ?? 'no close within the timeout');
    }, CASE_TIMEOUT_MS);
    ws.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve(failure ?? (code === 4500 || code === 1011 ? `closed ${code} ${String(reason)}` : null));
    });
    ws.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      resolve((response.statusCode ?? 0) >= 500 ? `upgrade answered ${response.statusCode}` : null);
    });
  });
}

let app: TestApp;
let paystack: TestInstance;
let customerCookie = '';

beforeAll(async () => {
  app = await startTestApp();
  paystack = await app.startAnotherInstance({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: PAYSTACK_SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
  customerCookie = (await app.signUp()).cookie;

  const random = seeded(SEED);
  const http = httpCases(random);
  const ws = wsCases(random);
  const started = performance.now();
  await runPool(http, HTTP_CONCURRENCY, (testCase) => sendHttp(testCase, testCase.paystack ? paystack.url : app.url, app.origin, customerCookie));

  const wsUrl = `${app.url.replace(/^http/, 'ws')}/graphql`;
  const headersFor = (signedIn?: boolean): Record<string, string> => (signedIn ? { origin: app.origin, cookie: customerCookie } : { origin: app.origin });
  const sockets = Array.from({ length: WS_SOCKETS }, (_, index) => new CorpusSocket(wsUrl, headersFor(index % 2 === 1)));
  const operations = ws.filter((testCase) => testCase.payload);
  let turn = 0;
  await runPool(operations, WS_SOCKETS * WS_IN_FLIGHT_PER_SOCKET, async (testCase) => {
    // Anonymous cases on the even sockets, signed-in ones on the odd, in turn.
    const socket = sockets[(testCase.signedIn ? 1 : 0) + 2 * ((turn += 1) % (WS_SOCKETS / 2))];
    const started = performance.now();
    record(testCase.category, await socket.run(testCase.payload!), json(testCase.payload), performance.now() - started);
  });
  const reconnects = sockets.reduce((sum, socket) => sum + socket.reconnects, 0);
  for (const socket of sockets) socket.close();
  await runPool(
    ws.filter((testCase) => testCase.raw),
    4,
    async (testCase) => {
      const started = performance.now();
      record(testCase.category, await sendRawFrames(wsUrl, headersFor(testCase.signedIn), testCase.raw!), testCase.raw!.join(' '), performance.now() - started);
    },
  );

  const total = [...tallies.values()].reduce((sum, tally) => sum + tally.sent, 0);
  const lines = [...tallies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, tally]) => `${category.padEnd(34)} ${String(tally.sent).padStart(5)} sent ${String(tally.failures).padStart(5)} failed ${String(Math.round(tally.ms / tally.sent)).padStart(5)} ms avg`);
  console.info(`bad-input corpus, seed ${SEED}: ${total} requests in ${Math.round(performance.now() - started)} ms (shared sockets reopened ${reconnects} times)\n${lines.join('\n')}`);
}, 420_000);

afterAll(async () => {
  await paystack?.stop();
  await app?.stop();
});

describe('the bad-input corpus', () => {
  it('sends at least 5,000 malformed requests, over HTTP and over the socket', () => {
    const sent = (prefix: string) => [...tallies.entries()].filter(([category]) => category.startsWith(prefix)).reduce((sum, [, tally]) => sum + tally.sent, 0);
    expect(sent('http ') + sent('ws ')).toBeGreaterThanOrEqual(5000);
    expect(sent('ws ')).toBeGreaterThanOrEqual(1000);
  });

  // One assertion per category, so a failure names its area (with up to three examples).
  const categories = [
    ...['wrong-types', 'missing-variables', 'huge-ints', 'nul-bytes', 'lone-surrogates', 'long-strings', 'deep-nesting', 'unknown-operations', 'fragment-bomb', 'invalid-json', 'content-types', 'oversize', 'get-requests'].map((kind) => `http graphql ${kind}`),
    'http auth bad-bodies',
    'http auth nul-bytes',
    'http files uploads',
    'http path-params',
    'http path-params nul-bytes',
    'http webhook bad-signatures',
    'http webhook signed-bad-bodies',
    'http webhook signed-nul-bytes',
    ...['wrong-types', 'missing-variables', 'huge-ints', 'nul-bytes', 'lone-surrogates', 'long-strings', 'deep-nesting', 'unknown-operations', 'fragment-bomb'].map((kind) => `ws graphql ${kind}`),
    'ws protocol',
  ];
  it.each(categories)('%s: no 5xx, no INTERNAL_SERVER_ERROR, no dropped connection', (category) => {
    const tally = tallies.get(category);
    expect(tally?.sent ?? 0, `${category} sent nothing`).toBeGreaterThan(0);
    expect({ failures: tally!.failures, examples: tally!.examples }).toEqual({ failures: 0, examples: [] });
  });
});
