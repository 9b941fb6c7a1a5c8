import { createHash } from 'node:crypto';

/** Distinct statement texts given a name; PostgreSQL keeps every named statement on each pooled connection. */
export const MAX_NAMED_STATEMENTS = 256;
const names = new Map<string, string>();
let namedStatements = true;

/**
 * Behind a transaction pooler (PgBouncer `pool_mode = transaction`, DATABASE_POOL_MODE=transaction) consecutive
 * statements may run on different server connections, so a statement prepared on one is unknown on the next (or
 * "already exists"): every statement then runs unnamed.
 */
export function useNamedStatements(enabled: boolean): void {
  namedStatements = enabled;
}

/** The name a statement text runs under, or undefined once MAX_NAMED_STATEMENTS texts have one (or names are off). */
export function statementName(text: string): string | undefined {
  if (!namedStatements) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `ghc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** A drizzle query builder (select, …): its SQL text, and drizzle's public named prepared statement. */
interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<Result> };
  execute(): Promise<Result>;
}

/**
 * Runs a hot read as a named prepared statement (drizzle's `.prepare(name)`): on node-postgres each pooled connection
 * parses and plans it once instead of on every request (one application with its joins: ~0.8 ms of PostgreSQL time
 * unnamed, ~0.2 ms named; BENCHMARKS.md). PGlite ignores the name. Past MAX_NAMED_STATEMENTS texts it runs unnamed.
 */
export function executeNamed<Result>(query: Preparable<Result>): Promise<Result> {
  const name = statementName(query.toSQL().sql);
  return name ? query.prepare(name).execute() : query.execute();
}
