import os from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client.js';

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
