import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost, startChildServer, type ChildServer } from './child-server.js';
import { clusterUnavailableReason, startPrivateCluster, type PrivateCluster } from './private-cluster.js';

const skip = clusterUnavailableReason();
if (skip) console.warn(`fault suite skipped: ${skip}`);

const OUTAGES = 4;
const RATE_PER_SECOND = 50;
let cluster: PrivateCluster;
let server: ChildServer;

beforeAll(async () => {
  if (skip) return;
  cluster = startPrivateCluster(55_433 + (process.pid % 500));
  server = await startChildServer(cluster.url);
});
afterAll(async () => {
  server?.process.kill('SIGKILL');
  cluster?.stop();
});

const READ = { query: '{ products(first: 5) { nodes { id } } }' };
const write = (subject: string) => ({
  query: 'mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference } }',
  variables: { input: { name: 'Fault Suite', email: 'faults@example.com', subject, message: 'A write under a database restart.' } },
});

describe.skipIf(skip)('PostgreSQL restarts under load', () => {
  it(`keeps serving through ${OUTAGES} restarts at ~${RATE_PER_SECOND} rps: no crash, no acknowledged write lost, readiness recovers`, async () => {
    const tally = { ok: 0, unavailable: 0, lost: 0, other: 0 };
    const acknowledged: string[] = [];
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const fire = () => {
      const n = sent++;
      const isWrite = n % 2 === 1;
      const subject = `fault-${n}`;
      const request = graphqlPost(server.url, isWrite ? write(subject) : READ).then(({ status, json }) => {
        const errors = json?.errors as Array<{ extensions?: { code?: string } }> | undefined;
        if (status === 200 && !errors) {
          tally.ok++;
          if (isWrite) acknowledged.push(subject);
        } else if (status === 503 && errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE') tally.unavailable++;
        else if (status === 0) tally.lost++;
        else tally.other++;
      });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    };
    // Catches up on each tick: a busy machine delays timers, and the offered rate stays ~RATE_PER_SECOND anyway.
    const loadStarted = Date.now();
    const load = setInterval(() => {
      const due = Math.floor(((Date.now() - loadStarted) * RATE_PER_SECOND) / 1000);
      while (sent < due) fire();
    }, 20);

    const recoveries: number[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let outage = 0; outage < OUTAGES; outage++) {
        const started = Date.now();
        await cluster.restart();
        // Recovered: /readyz answers 200 again.
        for (;;) {
          const ready = await fetch(`${server.url}/readyz`).then((response) => response.status, () => 0);
          if (ready === 200) break;
          if (Date.now() - started > 30_000) throw new Error('readiness did not recover within 30 s');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        recoveries.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(server.process.exitCode).toBeNull();
      }
    } finally {
      clearInterval(load);
      await Promise.all(inFlight);
    }

    // Every acknowledged write is in the database.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ subject: string }>("SELECT subject FROM contact_message WHERE subject LIKE 'fault-%'");
    await client.end();
    const stored = new Set(rows.map((row) => row.subject));
    const missing = acknowledged.filter((subject) => !stored.has(subject));

    const seconds = (Date.now() - loadStarted) / 1000;
    console.log(
      `[faults] db restart: ${OUTAGES} outages, ${sent} requests in ${seconds.toFixed(1)} s (${tally.ok} ok, ${tally.unavailable} failed with 503 SERVICE_UNAVAILABLE, ` +
        `${tally.lost} lost, ${tally.other} other); ${acknowledged.length} acknowledged writes, ${missing.length} missing; ` +
        `recovery ${recoveries.map((ms) => `${ms} ms`).join(', ')} (max ${Math.max(...recoveries)} ms)`,
    );
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    expect(missing).toEqual([]);
    expect(tally.lost).toBe(0);
    expect(tally.other).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(50);
    // Still serving after the last outage.
    expect((await graphqlPost(server.url, READ)).status).toBe(200);
  });
});
