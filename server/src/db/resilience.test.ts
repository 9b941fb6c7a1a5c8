import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createDatabase, type Database } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

// Lost connections, made by a proxy in front of the shared PostgreSQL (never restarted here): the private-cluster
// restarts are the fault suite's (faults/db-restart.fault.ts).
const baseUrl = process.env.TEST_DATABASE_URL;
let proxy: TcpProxy;
let database: Database | undefined;

beforeAll(async () => {
  if (!baseUrl) return;
  const target = new URL(baseUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
});
afterEach(async () => {
  proxy?.refuse(false);
  proxy?.cutWhenClientSends(null);
  await database?.close();
  database = undefined;
});
afterAll(async () => {
  await proxy?.close();
});

/** node-postgres results carry their rows in `rows`. */
const rowsOf = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows;

const open = async (poolMax: number) => {
  database = await createDatabase({ databaseUrl: proxy.urlFor(baseUrl!), dataDir: '/tmp', poolMax });
  return database;
};

describe.runIf(baseUrl)('a lost PostgreSQL connection', () => {
  it('fails the transaction running on it with a retryable error, and the process carries on', async () => {
    const { db } = await open(2);
    const running = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.5)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    proxy.cut();
    const error = await running.then(() => null, (failure: unknown) => failure);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection is replaced on the next use.
    expect(await rowsOf(db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('gives the connection back to the pool when `begin` itself fails, so the pool never runs dry', async () => {
    const { db } = await open(1);
    proxy.cutWhenClientSends('begin');
    for (let attempt = 0; attempt < 3; attempt++) {
      const error = await db.transaction(async () => 'unreachable').then(() => null, (failure: unknown) => failure);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    proxy.cutWhenClientSends(null);
    // With its only connection leaked by a failed begin, this would wait forever.
    const result = await Promise.race([
      db.transaction(async (tx) => rowsOf(tx.execute(sql`select 2 as two`))),
      new Promise((resolve) => setTimeout(() => resolve('pool exhausted'), 3000)),
    ]);
    expect(result).toEqual([{ two: 2 }]);
  });

  it('reports a refused connection as unavailable while the server is down, and works again once it is back', async () => {
    const { db } = await open(2);
    proxy.cut();
    proxy.refuse(true);
    const error = await db.execute(sql`select 1`).then(() => null, (failure: unknown) => failure);
    expect(isDatabaseUnavailable(error)).toBe(true);
    proxy.refuse(false);
    expect(await rowsOf(db.execute(sql`select 3 as three`))).toEqual([{ three: 3 }]);
  });

  it('listens again after its connection drops, retrying while the server refuses', async () => {
    const target = await open(2);
    const received: string[] = [];
    await target.listen('ghc_resilience_test', (payload) => received.push(payload));
    proxy.cut();
    proxy.refuse(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    proxy.refuse(false);
    const deadline = Date.now() + 8000;
    // Notified straight to the server (not through the proxy) until the re-LISTENed connection hears it.
    const direct = await createDatabase({ databaseUrl: baseUrl!, dataDir: '/tmp', poolMax: 1 });
    try {
      while (received.length === 0 && Date.now() < deadline) {
        await direct.query(`SELECT pg_notify('ghc_resilience_test', 'back')`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await direct.close();
    }
    expect(received[0]).toBe('back');
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises lost connections through the errors that wrap them, and nothing else', () => {
    const terminated = new Error('Connection terminated unexpectedly');
    const wrapped = Object.assign(new Error('Failed query: begin\nparams: '), { cause: terminated });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable({ originalError: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
