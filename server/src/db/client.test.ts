import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, NestedRootQueryError } from './client.js';
import { withTransaction } from './transaction.js';

// The PostgreSQL pool keeps `poolMin` connections open from the start, so a visit after a quiet spell does not wait
// for new backends. These run against the machine's PostgreSQL (TEST_DATABASE_URL); PGlite has no pool.
const baseUrl = process.env.TEST_DATABASE_URL;

async function connectionsNamed(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
    return result.rows[0]!.count;
  } finally {
    await admin.end();
  }
}

async function waitForConnections(applicationName: string, expected: number): Promise<number> {
  let count = await connectionsNamed(applicationName);
  for (let tries = 0; count !== expected && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    count = await connectionsNamed(applicationName);
  }
  return count;
}

function urlNamed(applicationName: string): string {
  const url = new URL(baseUrl ?? 'postgres://unused');
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

describe('the PostgreSQL pool', () => {
  it('sets the session of every connection: application name, statement and idle-in-transaction timeouts', async () => {
    if (!baseUrl) return;
    const database = await createDatabase({
      databaseUrl: baseUrl,
      dataDir: os.tmpdir(),
      session: { applicationName: 'ghc-session-test', statementTimeoutMs: 1_500, idleInTransactionTimeoutMs: 4_000, connectTimeoutMs: 5_000 },
    });
    try {
      const [row] = await database.query<{ name: string; statement: string; idle: string }>(
        "SELECT current_setting('application_name') AS name, current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
      );
      expect(row).toEqual({ name: 'ghc-session-test', statement: '1500ms', idle: '4s' });
      // A statement over the limit is cancelled, not left running.
      await expect(database.query('SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
    } finally {
      await database.close();
    }
  });

  it('opens the kept connections at start and closes them all on close', async () => {
    if (!baseUrl) return;
    const name = `ghc_pool_min_${process.pid}`;
    const database = await createDatabase({ databaseUrl: urlNamed(name), dataDir: os.tmpdir(), poolMax: 5, poolMin: 3 });
    try {
      expect(await waitForConnections(name, 3)).toBe(3);
      await expect(database.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
      expect(await connectionsNamed(name)).toBe(3);
    } finally {
      await database.close();
    }
    expect(await waitForConnections(name, 0)).toBe(0);
  });

  it('opens nothing before the first statement when none are kept', async () => {
    if (!baseUrl) return;
    const name = `ghc_pool_lazy_${process.pid}`;
    const database = await createDatabase({ databaseUrl: urlNamed(name), dataDir: os.tmpdir(), poolMax: 5 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await connectionsNamed(name)).toBe(0);
      await database.query('SELECT 1');
      expect(await connectionsNamed(name)).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the nested-statement guard (tests)', () => {
  it('refuses a statement on the root database inside a transaction, and allows it before, after and on the transaction', async () => {
    if (!baseUrl) return;
    const database = await createDatabase({ databaseUrl: baseUrl, dataDir: os.tmpdir(), poolMax: 3, refuseRootQueriesInTransactions: true });
    try {
      const { db } = database;
      await expect(db.execute(sql`SELECT 1 AS one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
      // drizzle wraps a driver's error in its own, with the driver's as the cause.
      const refused = (statement: Promise<unknown>) => expect(statement.catch((error: { cause?: unknown }) => error.cause ?? error)).resolves.toBeInstanceOf(NestedRootQueryError);
      let later: Promise<unknown> = Promise.resolve();
      const inside = await withTransaction(db, async (tx) => {
        const own = (await tx.execute(sql`SELECT 2 AS two`)) as { rows: unknown[] };
        // The two mistakes the guard exists for: a read on the root database, and a second transaction.
        await refused(db.execute(sql`SELECT 3`));
        await expect(database.query('SELECT 3')).rejects.toMatchObject({ code: 'NESTED_ROOT_QUERY' });
        await refused(db.transaction(async (nested) => nested.execute(sql`SELECT 4`)));
        // Work the transaction starts without waiting for runs after it ends, and may use the root database then.
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`SELECT 5 AS five`));
        return own.rows;
      });
      expect(inside).toEqual([{ two: 2 }]);
      await expect(later).resolves.toMatchObject({ rows: [{ five: 5 }] });
      // The refused statements cost the transaction nothing: it committed, and the pool still serves.
      await expect(database.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
