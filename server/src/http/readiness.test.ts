import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { checkReadiness, readMigrationJournal } from './health.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /readyz', () => {
  it('is ready once the database answers and every migration of the build is applied', async () => {
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', db: 'ok', pendingMigrations: [] });
  });

  it('is not ready (503) while a migration of the build is missing from the database, naming it', async () => {
    const journal = readMigrationJournal();
    const newest = journal[journal.length - 1];
    const [removed] = await app.database.query<{ id: number; hash: string; created_at: string }>(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1 RETURNING id, hash, created_at',
      [newest.when],
    );
    expect(removed).toBeDefined();
    try {
      const response = await fetch(`${app.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not_ready', db: 'ok', pendingMigrations: [newest.tag] });
      // Liveness is a different question: the process and the database are fine.
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    } finally {
      await app.database.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [removed.id, removed.hash, removed.created_at]);
    }
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });

  it('reports the database down when it does not answer, and a database without migrations as not migrated', async () => {
    const journal = readMigrationJournal();
    const down = { query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) } as unknown as Database;
    expect(await checkReadiness(down, journal)).toEqual({ ready: false, db: 'down', pendingMigrations: [] });
    const empty = { query: () => Promise.reject(Object.assign(new Error('schema "drizzle" does not exist'), { code: '3F000' })) } as unknown as Database;
    expect(await checkReadiness(empty, journal)).toEqual({ ready: false, db: 'ok', pendingMigrations: journal.map((entry) => entry.tag) });
  });
});
