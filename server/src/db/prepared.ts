import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import type { DbOrTx } from './client.js';

/** The part of drizzle's session this uses (drizzle-orm is pinned; db.execute goes through the same calls). */
interface Session {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): { execute(): Promise<unknown> };
  /** node-postgres: the pool, or a transaction's client. PGlite: its instance. */
  client: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
}

/**
 * The type parsers drizzle's node-postgres session gives its raw queries (dates, times, timestamps and intervals stay
 * text), taken from one of its prepared queries once rather than written out again here.
 */
let drizzleTypes: pg.CustomTypesConfig | undefined;
function drizzleTypesOf(session: Session): pg.CustomTypesConfig | undefined {
  drizzleTypes ??= (session.prepareQuery({ sql: '', params: [] }, undefined, undefined, false) as { rawQueryConfig?: { types?: pg.CustomTypesConfig } })
    .rawQueryConfig?.types;
  return drizzleTypes;
}

/** Distinct statement texts given a name; PostgreSQL keeps every named statement on each pooled connection. */
export const MAX_NAMED_STATEMENTS = 256;
const names = new Map<string, string>();

/** The name a statement text runs under, or undefined once MAX_NAMED_STATEMENTS texts have one. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `ghc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** A statement whose text is fixed (rendered once at load) and the name it is prepared under. */
export interface FixedStatement {
  text: string;
  name: string | undefined;
}

/** Renders `query` once into a fixed statement; run it with `executeFixed` and parameters in the same order. */
export function fixedStatement(db: DbOrTx, query: SQL): FixedStatement {
  const { sql: text } = sessionOf(db).dialect.sqlToQuery(query);
  return { text, name: statementName(text) };
}

function sessionOf(db: DbOrTx): Session {
  return (db as unknown as { session: Session }).session;
}

/**
 * Runs a fixed statement with its parameters; see `executeNamed`. On node-postgres it calls the driver as drizzle's
 * session would (its logger, type parsers and error wrapping), without building a prepared-query object and its
 * promise layers for every call: these are the hottest reads, and that layer cost ~2 µs of CPU per call (BENCHMARKS.md).
 */
export async function executeFixed<Row>(db: DbOrTx, statement: FixedStatement, params: unknown[]): Promise<Row[]> {
  const session = sessionOf(db);
  const client = session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    session.logger.logQuery(statement.text, params);
    try {
      const result = await (client as pg.Pool).query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: params, types: drizzleTypesOf(session) });
      return result.rows;
    } catch (error) {
      throw new DrizzleQueryError(statement.text, params, error as Error);
    }
  }
  const result = (await session.prepareQuery({ sql: statement.text, params }, undefined, statement.name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * Runs a hot read whose SQL text comes from a small fixed set (its values are parameters) as a named prepared
 * statement: on node-postgres each pooled connection parses and plans it once instead of on every request (one
 * application with its joins: ~0.8 ms of PostgreSQL time unnamed, ~0.2 ms named; BENCHMARKS.md). PGlite ignores
 * the name. It goes through drizzle's session like db.execute, so drizzle's logger (the statement-count hook) and
 * type parsers apply as before. The hottest shapes skip even the rendering: `fixedStatement` + `executeFixed`.
 */
export async function executeNamed<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const { sql: text, params } = sessionOf(db).dialect.sqlToQuery(query);
  return executeFixed<Row>(db, { text, name: statementName(text) }, params);
}
