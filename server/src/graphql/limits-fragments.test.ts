import 'reflect-metadata';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { openTestSocket } from '../test/ws-client.js';
import { checkOperationLimits, QUERY_LIMITS } from './limits.js';

/** `{ ...B0 }` where each fragment spreads the next twice: 2^n fields for a walk that re-reads fragments. */
function fragmentBomb(n: number): string {
  const fragments = Array.from({ length: n }, (_, i) => `fragment B${i} on Query { ...B${i + 1} ...B${i + 1} }`);
  return `{ ...B0 } ${fragments.join(' ')} fragment B${n} on Query { __typename }`;
}

function parts(text: string) {
  const document = parse(text);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
  }
  return { operation: operation!, fragments };
}

const SIZES = [10, 20, 40, 64];

describe('the cost walk on fragments', () => {
  it('measures each fragment once: reading a fragment bomb stays linear in its size and stops at the cost limit', () => {
    for (const n of SIZES) {
      const { operation, fragments } = parts(fragmentBomb(n));
      const started = performance.now();
      const result = checkOperationLimits(operation, fragments);
      const elapsed = performance.now() - started;
      // 2^n fields: the cost limit (5,000 = 2^12.3) is passed from n = 13 on; below it the document is fine.
      expect({ n, passed: result.passed }).toEqual({ n, passed: 2 ** n > QUERY_LIMITS.maxCost ? 'cost' : null });
      // Two spreads a fragment plus the operation's one and the last field: never more selections than that.
      expect(result.visits).toBeLessThanOrEqual(2 * n + 2);
      expect(elapsed).toBeLessThan(50);
    }
  });

  it('still sums a fragment spread under a list by the list size, and counts each spread of a fragment', () => {
    const { operation, fragments } = parts(
      'query { a: __typename ...F ...F } fragment F on Query { b: __typename c: __typename }',
    );
    expect(checkOperationLimits(operation, fragments)).toEqual({ passed: null, visits: 5 });
    // 31 aliases through one fragment spread 31 times is over the limit of 30, whoever is spread.
    const aliases = Array.from({ length: 31 }, () => '...G').join(' ');
    const many = parts(`{ ${aliases} } fragment G on Query { x: __typename }`);
    expect(checkOperationLimits(many.operation, many.fragments).passed).toBe('aliases');
  });
});

describe('a fragment bomb sent to the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const healthy = async () => (await fetch(`${app.url}/healthz`)).status;

  it('is refused over HTTP with GRAPHQL_VALIDATION_FAILED at every size, while /healthz keeps answering', async () => {
    for (const n of SIZES) {
      const started = performance.now();
      const [response, health] = await Promise.all([
        fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: fragmentBomb(n) }) }),
        healthy(),
      ]);
      const elapsed = performance.now() - started;
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
      if (2 ** n > QUERY_LIMITS.maxCost) {
        expect({ n, status: response.status }).toEqual({ n, status: 400 });
        expect(body.errors).toEqual([{ message: expect.stringMatching(/too expensive/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
      } else {
        expect(body).toEqual({ data: { __typename: 'Query' } });
      }
      expect(health).toBe(200);
      // Before the memoised walk n = 22 took 26 s and n = 30 over 6 minutes; a second is a loaded machine's margin.
      expect(elapsed).toBeLessThan(1000);
    }
  });

  it('is refused over graphql-ws with the same code, and the socket stays usable', async () => {
    const socket = openTestSocket(app.url, { origin: app.origin });
    try {
      await socket.connected;
      for (const n of SIZES.filter((size) => 2 ** size > QUERY_LIMITS.maxCost)) {
        const started = performance.now();
        const [refused, health] = await Promise.all([socket.execute(fragmentBomb(n)), healthy()]);
        expect(performance.now() - started).toBeLessThan(1000);
        expect(health).toBe(200);
        expect(JSON.stringify(refused.error ?? refused.errors)).toContain('GRAPHQL_VALIDATION_FAILED');
        expect(JSON.stringify(refused.error ?? refused.errors)).toMatch(/too expensive/);
      }
      const ok = await socket.execute<{ __typename: string }>('{ __typename }');
      expect(ok.data).toEqual({ __typename: 'Query' });
    } finally {
      await socket.dispose();
    }
  });
});
