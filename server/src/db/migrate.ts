import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { ROOT_DIR } from '../config.js';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'migrations');

/**
 * An arbitrary constant: several instances starting together migrate one at a time. The demo seed takes it too
 * (seed/seed.ts), so they seed one at a time as well.
 */
export const MIGRATION_LOCK = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR }),
  );
}
