import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Database } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { describeError, type Logger } from '../logger.js';

const UNDEFINED_TABLE = '42P01';
const INVALID_SCHEMA_NAME = '3F000';

/**
 * SPEC §7's connectivity probe on the server: count from system_settings, falling back to the user table
 * (our profiles) when the settings table is missing.
 */
export async function probeDatabase(database: Database): Promise<boolean> {
  try {
    await database.query('SELECT count(*) FROM system_settings LIMIT 1');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) return false;
    try {
      await database.query('SELECT count(*) FROM "user" LIMIT 1');
      return true;
    } catch {
      return false;
    }
  }
}

export function healthHandler(database: Database) {
  return async (_req: Request, res: Response) => {
    const ok = await probeDatabase(database);
    res.setHeader('cache-control', 'no-store');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', db: ok ? 'ok' : 'down' });
  };
}

const READINESS_TIMEOUT_MS = 2000;

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships: drizzle-kit's journal, which drizzle records by `when` once applied. */
export function readMigrationJournal(journalFile = path.join(MIGRATIONS_DIR, 'meta', '_journal.json')): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export interface Readiness {
  ready: boolean;
  db: 'ok' | 'down';
  pendingMigrations: string[];
}

/** Ready = the database answers and every migration of this build is recorded in drizzle.__drizzle_migrations. */
export async function checkReadiness(database: Database, expected: JournalEntry[]): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, rejectWith) => {
    timer = setTimeout(() => rejectWith(new Error('readiness check timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    const rows = await Promise.race([
      database.query<{ created_at: unknown }>('SELECT created_at FROM drizzle.__drizzle_migrations'),
      timeout,
    ]).catch((error: { code?: string }) => {
      // No migrations table (or schema) yet: the database answers, nothing is applied.
      if (error.code === UNDEFINED_TABLE || error.code === INVALID_SCHEMA_NAME) return [];
      throw error;
    });
    const applied = new Set(rows.map((row) => String(row.created_at)));
    const pendingMigrations = expected.filter((entry) => !applied.has(String(entry.when))).map((entry) => entry.tag);
    return { ready: pendingMigrations.length === 0, db: 'ok', pendingMigrations };
  } catch {
    return { ready: false, db: 'down', pendingMigrations: [] };
  } finally {
    clearTimeout(timer);
  }
}

/** GET /readyz for load balancers: 200 once this instance can serve, 503 otherwise (/healthz is liveness). */
export function readinessHandler(database: Database, logger: Logger) {
  let expected: JournalEntry[] | null = null;
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    try {
      expected ??= readMigrationJournal();
    } catch (error) {
      logger.error('migration journal unreadable', describeError(error));
      res.status(503).json({ status: 'not_ready', db: 'unknown', pendingMigrations: [] });
      return;
    }
    const readiness = await checkReadiness(database, expected);
    res.status(readiness.ready ? 200 : 503).json({
      status: readiness.ready ? 'ready' : 'not_ready',
      db: readiness.db,
      pendingMigrations: readiness.pendingMigrations,
    });
  };
}
