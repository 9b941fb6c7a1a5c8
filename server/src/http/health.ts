import type { Request, Response } from 'express';
import type { Database } from '../db/client.js';

const UNDEFINED_TABLE = '42P01';

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
