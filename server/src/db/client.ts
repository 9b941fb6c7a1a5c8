import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { isDatabaseUnavailable } from './unavailable.js';

const LISTEN_RETRY_MIN_MS = 100;
const LISTEN_RETRY_MAX_MS = 5000;

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

/** A listener receives NOTIFY payloads of one channel until it unsubscribes. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: AppDatabase;
  kind: 'postgres' | 'pglite';
  /** Runs a raw statement (probes, advisory locks) and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /**
   * For libraries that bring their own SQL (pg-boss): a statement with parameters, or without them a script of
   * several statements (the rows of the last one).
   */
  execute(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /** Runs `work` while holding a session advisory lock on one connection (one instance at a time). */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a compressed copy of the data dir (tests restore a migrated template from it). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /**
   * Connections the pool keeps open however long they idle, opened right away. A connection opened on demand costs a
   * visitor a new PostgreSQL backend with cold caches: after 10 s without traffic (pg's idle timeout) a first visit's
   * four requests then waited ~100 ms instead of ~40 ms. Default 0 (tests open and close many pools).
   */
  poolMin?: number;
  /**
   * Session settings of every PostgreSQL connection (unset: PostgreSQL's defaults): `application_name` (who holds a
   * connection, in pg_stat_activity), `statement_timeout` and `idle_in_transaction_session_timeout` (a runaway query or
   * a forgotten transaction cannot hold locks for ever), and how long to wait for a connection to open.
   */
  session?: { applicationName?: string; statementTimeoutMs?: number; idleInTransactionTimeoutMs?: number; connectTimeoutMs?: number };
  /** Test hook: counts every statement sent to the driver. */
  onQuery?: (sql: string) => void;
  /** A PGlite data-dir dump to start from (tests restore a migrated template quickly). */
  loadDataDir?: Blob;
  /**
   * Test guard (PostgreSQL): a statement on the shared pool while a transaction is open in the same async flow is
   * refused with NESTED_ROOT_QUERY. Such a statement takes a second connection while the transaction holds one (under
   * load the pool runs dry and every request waits), reads outside the transaction's snapshot and locks, and on
   * PGlite, which has one connection, it waits for the transaction that waits for it: the request never answers.
   */
  refuseRootQueriesInTransactions?: boolean;
}

/** Thrown by the test guard above: the statement must use the transaction's handle (`tx`), not the root database. */
export class NestedRootQueryError extends Error {
  readonly code = 'NESTED_ROOT_QUERY';
  constructor() {
    super('A statement on the root database while a transaction is open: pass the transaction (tx) down instead.');
  }
}

/** The open transaction of the current async flow (only tracked when the guard is on). */
interface OpenTransaction {
  open: boolean;
}

/** node-postgres's Pool whose own query/connect refuse to run inside a transaction of the same flow. */
function guardedPool(config: pg.PoolConfig, transactions: AsyncLocalStorage<OpenTransaction>): pg.Pool {
  class GuardedPool extends pg.Pool {
    override query(...args: unknown[]): never {
      if (transactions.getStore()?.open) return Promise.reject(new NestedRootQueryError()) as never;
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    override connect(...args: unknown[]): never {
      if (transactions.getStore()?.open) return Promise.reject(new NestedRootQueryError()) as never;
      return (super.connect as (...a: unknown[]) => never)(...args);
    }
  }
  return new GuardedPool(config);
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (sql: string) => options.onQuery?.(sql) } : undefined;
  if (options.databaseUrl) {
    const max = options.poolMax ?? 10;
    const min = Math.min(options.poolMin ?? 0, max);
    const transactions = options.refuseRootQueriesInTransactions ? new AsyncLocalStorage<OpenTransaction>() : null;
    const session = options.session ?? {};
    const poolConfig: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      max,
      min,
      ...(session.applicationName ? { application_name: session.applicationName } : {}),
      ...(session.statementTimeoutMs ? { statement_timeout: session.statementTimeoutMs } : {}),
      ...(session.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: session.idleInTransactionTimeoutMs } : {}),
      ...(session.connectTimeoutMs ? { connectionTimeoutMillis: session.connectTimeoutMs } : {}),
    };
    const pool = transactions ? guardedPool(poolConfig, transactions) : new pg.Pool(poolConfig);
    // A client that loses its connection must never crash the process ("Unhandled 'error' event"). The pool listens
    // on idle clients only and drops that listener while a client is checked out, so every client gets its own
    // listener for its whole life; the query running on it fails on its own and the request answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    // Open the kept connections now, so the first visitors do not wait for them (a failure here is retried on use).
    if (min > 0) void Promise.all(Array.from({ length: min }, () => pool.connect().catch(() => null))).then((clients) => clients.forEach((client) => client?.release()));
    const db = drizzlePg(pool, { schema, logger }) as unknown as AppDatabase;
    // drizzle's pool transaction checks a client out and sends `begin` outside its try/finally: when `begin` fails
    // (the connection dropped) the client is never released, and a PostgreSQL restart under load leaked the pool
    // dry. Transactions run here on a client this code checks out and always releases (destroyed when it broke).
    const clientDatabases = new WeakMap<pg.PoolClient, AppDatabase>();
    const transaction: AppDatabase['transaction'] = async (work, config) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        let onClient = clientDatabases.get(client);
        if (!onClient) {
          onClient = drizzlePg(client, { schema, logger }) as unknown as AppDatabase;
          clientDatabases.set(client, onClient);
        }
        if (!transactions) return await onClient.transaction(work, config);
        const open: OpenTransaction = { open: true };
        try {
          return await transactions.run(open, () => onClient.transaction(work, config));
        } finally {
          // Work the transaction started and did not wait for may go on afterwards, on the root database.
          open.open = false;
        }
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    };
    db.transaction = transaction;
    const handlers = new Map<string, Set<(payload: string) => void>>();
    let listenClient: Promise<pg.PoolClient> | null = null;
    let closed = false;
    // One connection carries every LISTEN. If it drops (PostgreSQL restart, network) it is opened again and
    // re-LISTENs, rather than its unhandled 'error' crashing the process or events silently stopping.
    // Reconnection waits 100 ms, then twice as long after each failure, up to 5 s (a restart takes a second or two).
    let reconnectDelay = LISTEN_RETRY_MIN_MS;
    const connectListener = async (): Promise<pg.PoolClient> => {
      const client = await pool.connect();
      let dropped = false;
      const drop = () => {
        // After close() the client is back in the pool (released once already): releasing again would throw.
        if (dropped || closed) return;
        dropped = true;
        client.release(true);
        listenClient = null;
        scheduleReconnect();
      };
      client.on('notification', (message) => {
        handlers.get(message.channel)?.forEach((handler) => handler(message.payload ?? ''));
      });
      client.on('error', drop);
      try {
        for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        // Not returned to the pool half-listening: destroyed, and the caller retries on a new connection.
        if (!dropped) {
          dropped = true;
          client.release(true);
        }
        throw error;
      }
      reconnectDelay = LISTEN_RETRY_MIN_MS;
      return client;
    };
    const scheduleReconnect = () => {
      if (closed) return;
      setTimeout(reconnectListener, reconnectDelay).unref();
      reconnectDelay = Math.min(reconnectDelay * 2, LISTEN_RETRY_MAX_MS);
    };
    const reconnectListener = () => {
      if (closed || listenClient) return;
      listenClient = connectListener();
      listenClient.catch(() => {
        listenClient = null;
        scheduleReconnect();
      });
    };
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async query<Row>(text: string, params: unknown[] = []) {
        options.onQuery?.(text);
        const result = await pool.query(text, params);
        return result.rows as Row[];
      },
      async execute(text, params) {
        options.onQuery?.(text);
        // Without values node-postgres uses the simple protocol, which takes several statements.
        const result = await pool.query(text, params?.length ? params : undefined);
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
      async listen(channel, onPayload) {
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          try {
            listenClient ??= connectListener();
            await (await listenClient).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          } catch (error) {
            listenClient = null;
            handlers.delete(channel);
            throw error;
          }
        }
        set.add(onPayload);
        return async () => {
          set.delete(onPayload);
        };
      },
      async withAdvisoryLock(key, work) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('SELECT pg_advisory_lock($1)', [key]);
          return await work();
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
          lockClient.release();
        }
      },
      async close() {
        closed = true;
        const client = await listenClient?.catch(() => null);
        client?.release();
        listenClient = null;
        await pool.end();
      },
    };
  }

  // PGlite does not create parent directories (STACK pitfall 8).
  fs.mkdirSync(path.join(options.dataDir, 'pglite'), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.loadDataDir ? undefined : path.join(options.dataDir, 'pglite'),
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as AppDatabase;
  return {
    db,
    kind: 'pglite',
    async query<Row>(text: string, params: unknown[] = []) {
      options.onQuery?.(text);
      const result = await client.query(text, params);
      return result.rows as Row[];
    },
    async execute(text, params) {
      options.onQuery?.(text);
      if (params?.length) return { rows: (await client.query(text, params)).rows as Record<string, unknown>[] };
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    // One embedded database serves one process, so there is nobody to exclude.
    async withAdvisoryLock(_key, work) {
      return work();
    },
    async dumpDataDir() {
      return (await client.dumpDataDir('gzip')) as Blob;
    },
    async close() {
      await client.close();
    },
  };
}

/** A transaction handle; services accept either so one write can join a caller's transaction. */
export type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
export type DbOrTx = AppDatabase | Tx;
