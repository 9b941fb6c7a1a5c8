import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Kind, Lexer, parse, print, Source, TokenKind, visit, type DefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { openTestSocket } from '../test/ws-client.js';
import { QUERY_LIMITS } from './limits.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function graphqlFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

describe('the parser token limit', () => {
  it('leaves room for every document file the web sends: each is under half the token limit', () => {
    const files = graphqlFiles(path.join(ROOT_DIR, 'web/src'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(tokens(fs.readFileSync(file, 'utf8')), path.relative(ROOT_DIR, file)).toBeLessThan(QUERY_LIMITS.maxTokens / 2);
  });

  it('refuses an oversized document while parsing, with a parse error and 400, whatever the Accept and preflight headers', async () => {
    // ~22 KB (under the document size cap) of repeated fields, refused after maxTokens tokens instead of parsed whole.
    const query = `{ ${'__typename @skip(if: false) '.repeat(800)} }`;
    const variants: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json' },
    ];
    for (const headers of variants) {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(body.errors[0].message).toMatch(/more than? \d+ tokens|tokens/i);
    }
    // A normal query still answers.
    const ok = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(ok.status).toBe(200);
  });
});

/** Every operation the web sends, as sent: the operation and the fragments it uses (directly or through others). */
function webOperations(): Array<{ name: string; text: string }> {
  const source = graphqlFiles(path.join(ROOT_DIR, 'web/src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const definitions = parse(source).definitions;
  const fragments = new Map(definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const used = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(spread.name.value)) {
            used.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(definition);
    return [{ name: definition.name?.value ?? '(anonymous)', text: [definition, ...used.values()].map((node) => print(node)).join('\n') }];
  });
}

describe('the document size cap (GRAPHQL_MAX_DOCUMENT_BYTES)', () => {
  const cap = loadConfig({}).GRAPHQL_MAX_DOCUMENT_BYTES;
  // Like the probe's document: ~800 KB of `__typename @skip(if:false)`, under the 1 MB body limit.
  const attack = `{ ${'__typename @skip(if:false) '.repeat(30_000).trimEnd()} }`;

  it('is 32 KB by default, and every web document is well under it (a quarter at most)', () => {
    expect(cap).toBe(32 * 1024);
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) expect({ name: operation.name, bytes: Buffer.byteLength(operation.text) < cap / 4 }).toEqual({ name: operation.name, bytes: true });
  });

  it('refuses a larger document before parsing with 413 DOCUMENT_TOO_LARGE on every HTTP path, configurably', async () => {
    expect(Buffer.byteLength(attack)).toBeGreaterThan(700_000);
    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(413);
      const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors).toEqual([{ message: `The GraphQL document is too large (at most ${cap} bytes).`, extensions: { code: 'DOCUMENT_TOO_LARGE' } }]);
    };
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    // A plain POST, and an automatic persisted query with its text.
    await expectRefused(await post({ query: attack }));
    await expectRefused(await post({ query: attack, extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }));
    // Another content type, and GET (a document just over the cap fits a URL).
    await expectRefused(await post({ query: attack }, { 'content-type': 'application/json; profile=x', 'apollo-require-preflight': 'true' }));
    // GET's URL cannot hold 32 KB (node answers 431): an instance configured with a 2 KB cap shows GET refused too.
    const small = await app.startAnotherInstance({ GRAPHQL_MAX_DOCUMENT_BYTES: '2048' });
    try {
      const overSmallCap = `{ __typename } # ${'x'.repeat(2048)}`;
      const refused = await fetch(`${small.url}/graphql?query=${encodeURIComponent(overSmallCap)}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({ errors: [{ message: 'The GraphQL document is too large (at most 2048 bytes).', extensions: { code: 'DOCUMENT_TOO_LARGE' } }] });
      const fine = await fetch(`${small.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(fine.status).toBe(200);
    } finally {
      await small.stop();
    }
    // Multi-byte text counts in bytes: 11,000 three-byte characters are 33,000 bytes.
    await expectRefused(await post({ query: `{ __typename } # ${'€'.repeat(11_000)}` }));
    // Just under the cap still answers.
    const under = await post({ query: `{ __typename } # ${'x'.repeat(cap - 100)}` });
    expect(under.status).toBe(200);
  });

  it('refuses it on the socket too, with the same code, and the socket stays open', async () => {
    const socket = openTestSocket(app.url, { origin: app.origin });
    try {
      await socket.connected;
      const refused = await socket.execute(`{ __typename } # ${'x'.repeat(cap)}`);
      expect(JSON.stringify(refused.error ?? refused.errors)).toContain('DOCUMENT_TOO_LARGE');
      const ok = await socket.execute<{ __typename: string }>('{ __typename }');
      expect(ok.data).toEqual({ __typename: 'Query' });
    } finally {
      await socket.dispose();
    }
  });
});
