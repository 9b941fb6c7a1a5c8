import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { MAX_NAMED_STATEMENTS, statementName, useNamedStatements } from './prepared.js';

// Hot application reads run as named prepared statements (PostgreSQL plans them once per connection); the answers
// and the one-statement-per-page budget stay the same.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('named prepared statements', () => {
  it('names nothing behind a transaction pooler (DATABASE_POOL_MODE=transaction), where a name may not survive', () => {
    const text = 'select 1 as pooled_mode_probe';
    try {
      useNamedStatements(false);
      expect(statementName(text)).toBeUndefined();
    } finally {
      useNamedStatements(true);
    }
    expect(statementName(text)).toMatch(/^ghc_[0-9a-f]{24}$/);
  });

  it('runs the staff applications page under one stable name, with the same answer each time', async () => {
    const admin = await app.signInAs('admin');
    const names: Array<string | undefined> = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function query(this: pg.Client, config: unknown, ...rest: unknown[]) {
      const text = typeof config === 'object' && config ? (config as { text?: string }).text : undefined;
      if (text?.includes('json_build_object')) names.push((config as { name?: string }).name);
      return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof original;
    try {
      const query = '{ applications(first: 5) { nodes { id status applicant { email } } } }';
      const first = await app.graphql(query, {}, admin.cookie);
      const second = await app.graphql(query, {}, admin.cookie);
      expect(first.errors).toBeUndefined();
      expect(second.data).toEqual(first.data);
    } finally {
      pg.Client.prototype.query = original;
    }
    if (!process.env.TEST_DATABASE_URL) return; // PGlite: no pg.Client, nothing named
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^ghc_[0-9a-f]{24}$/);
    expect(names[1]).toBe(names[0]);
  });

  it('names a text the same way every time and stops naming past the bound', () => {
    expect(statementName('SELECT 1 AS prepared_test')).toBe(statementName('SELECT 1 AS prepared_test'));
    expect(statementName('SELECT 2 AS prepared_test')).not.toBe(statementName('SELECT 1 AS prepared_test'));
    for (let i = 0; i < MAX_NAMED_STATEMENTS; i++) statementName(`SELECT ${i} AS filler`);
    expect(statementName('SELECT 3 AS never_named_before')).toBeUndefined();
    expect(statementName('SELECT 1 AS prepared_test')).toMatch(/^ghc_/);
  });
});
