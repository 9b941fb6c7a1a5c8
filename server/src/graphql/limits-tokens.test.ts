import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Lexer, Source, TokenKind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { startTestApp, type TestApp } from '../test/harness.js';
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
  it('leaves room for every document the web sends, even all of them in one', () => {
    const all = graphqlFiles(path.join(ROOT_DIR, 'web/src')).map((file) => fs.readFileSync(file, 'utf8'));
    expect(all.length).toBeGreaterThan(10);
    expect(tokens(all.join('\n'))).toBeLessThan(QUERY_LIMITS.maxTokens);
  });

  it('refuses an oversized document while parsing, with a parse error and 400, on the lean path and Apollo’s', async () => {
    // Like the probe's document: ~800 KB of repeated fields, refused after maxTokens tokens instead of parsed whole.
    const query = `{ ${'__typename @skip(if: false) '.repeat(27_000)} }`;
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
