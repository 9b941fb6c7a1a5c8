import 'reflect-metadata';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { JIT_CACHE_SIZE, createJitGateway, jitTotals } from './jit-executor.js';

// Queries over HTTP run through graphql-jit (compiled once per document, cached); the compiled function is bound to
// the schema, never to a caller, so every field rule still runs for each request.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('compiled execution (graphql-jit)', () => {
  it('compiles a document once and still refuses a second caller with another role', async () => {
    const admin = await app.signInAs('admin');
    const salesExecutive = await app.signInAs('sales_executive');
    const customer = await app.signUp();
    const query = `query JitAccounts { users(first: 2) { nodes { id email } } }`;
    const before = { ...jitTotals };

    const allowed = await app.graphql<{ users: { nodes: Array<{ id: string; email: string }> } }>(query, {}, admin.cookie);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.users.nodes.length).toBeGreaterThan(0);
    expect(jitTotals.compiled).toBe(before.compiled + 1);

    // Same document, from the cache: the rule refuses each caller without the permission, with the usual error.
    const refused = await app.graphql(query, {}, salesExecutive.cookie);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      { message: 'You do not have permission to do this.', path: ['users'], locations: [{ line: 1, column: 21 }], extensions: { code: 'FORBIDDEN' } },
    ]);
    const byCustomer = await app.graphql(query, {}, customer.cookie);
    expect(byCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.graphql(query, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await app.graphql(query, {}, admin.cookie);
    expect(again.data).toEqual(allowed.data);

    expect(jitTotals.compiled).toBe(before.compiled + 1);
    expect(jitTotals.cacheHits).toBe(before.cacheHits + 4);
    expect(jitTotals.fallbacks).toBe(before.fallbacks);
  });

  it('answers refused variables exactly as graphql-js does, and keeps the cache bounded', async () => {
    const admin = await app.signInAs('admin');
    const refused = await app.graphql(`query JitBadVariable($first: Int!) { users(first: $first) { nodes { id } } }`, { first: 'many' }, admin.cookie);
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([
      {
        message: 'Variable "$first" got invalid value "many"; Int cannot represent non-integer value: "many"',
        locations: [{ line: 1, column: 22 }],
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    expect(JIT_CACHE_SIZE).toBe(1000);
  });
});

describe('the compiled-query cache', () => {
  it('keeps at most cacheSize documents, least recently used out first', async () => {
    const schema = buildSchema('type Query { a: Int b: Int }');
    schema.getQueryType()!.getFields().a.resolve = () => 1;
    schema.getQueryType()!.getFields().b.resolve = () => 2;
    const { gateway, stats, cacheSize } = createJitGateway(schema, { cacheSize: 2 });
    const { executor } = await gateway.load({ apollo: {} });
    const run = (source: string) => {
      const document = parse(source);
      const request = { query: source } as never;
      return executor!({ document, request, operation: getOperationAST(document)!, context: {}, queryHash: source } as never);
    };
    expect(await run('{ a }')).toEqual({ data: { a: 1 } });
    expect(await run('{ b }')).toEqual({ data: { b: 2 } });
    await run('{ a }'); // a is now the most recent
    expect(await run('{ a b }')).toEqual({ data: { a: 1, b: 2 } }); // evicts b
    expect(cacheSize()).toBe(2);
    await run('{ a }');
    expect(stats).toMatchObject({ compiled: 3, cacheHits: 2, fallbacks: 0 });
    await run('{ b }'); // evicted: compiled again
    expect(stats.compiled).toBe(4);
  });
});
