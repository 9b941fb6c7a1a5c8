import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: a migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a dump of a migrated data dir each test file restores. */
    pgliteDump: string;
  }
}

export function adminUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates once per run; every test file then starts from a copy of that database (fast and isolated). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `ghc_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await createDatabase({ databaseUrl: adminUrl(baseUrl, template), dataDir: os.tmpdir(), poolMax: 2 });
    await runMigrations(database);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteDump', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`ghc_t_${process.pid}_%`, template],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-pglite-'));
  const database = await createDatabase({ dataDir: dir });
  await runMigrations(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const dumpFile = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', dumpFile);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
