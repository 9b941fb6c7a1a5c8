import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPost, startChildServer, type ChildServer } from './child-server.js';
import { clusterUnavailableReason, startPrivateCluster, type PrivateCluster } from './private-cluster.js';

const skip = clusterUnavailableReason();
const SHUTDOWN_TIMEOUT_MS = 10_000;
let cluster: PrivateCluster;
let server: ChildServer;

beforeAll(async () => {
  if (skip) return;
  cluster = startPrivateCluster(56_033 + (process.pid % 500));
  server = await startChildServer(cluster.url, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
});
afterAll(async () => {
  server?.process.kill('SIGKILL');
  cluster?.stop();
});

describe.skipIf(skip)('SIGTERM under load', () => {
  it('exits 0 well before the timeout: in-flight requests finish, idle keep-alive sockets are closed at once', async () => {
    // An idle keep-alive connection, served once.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((resolve, reject) => http.get(`${server.url}/healthz`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject));
    const idle = Object.values(agent.freeSockets).flat()[0] as Socket;
    let idleClosedAt = 0;
    idle.once('close', () => (idleClosedAt = Date.now()));

    // ~50 rps of reads around the signal, from a second before it.
    const tally = { ok: 0, refused: 0, failed: 0 };
    let stopLoad = false;
    const load = (async () => {
      while (!stopLoad) {
        const { status } = await graphqlPost(server.url, { query: '{ __typename }' }, 5000);
        if (status === 200) tally.ok++;
        else if (status === 0) tally.refused++;
        else tally.failed++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // A request in flight across the signal: its body is half sent when SIGTERM arrives.
    const body = JSON.stringify({ query: '{ products(first: 3) { nodes { id } } }' });
    let inFlightStatus = 0;
    const inFlight = new Promise<void>((resolve, reject) => {
      const req = http.request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        inFlightStatus = res.statusCode ?? 0;
        res.resume().on('end', resolve);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 400);
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const exit = await server.exited;
    const exitMs = Date.now() - signalledAt;
    stopLoad = true;
    await Promise.all([load, inFlight]);
    agent.destroy();

    console.log(
      `[faults] sigterm: exit code ${exit.code} after ${exitMs} ms (timeout ${SHUTDOWN_TIMEOUT_MS} ms); in-flight request ${inFlightStatus}; ` +
        `idle keep-alive socket closed after ${idleClosedAt ? idleClosedAt - signalledAt : 'never'} ms; load: ${tally.ok} ok, ` +
        `${tally.refused} refused once closed, ${tally.failed} failed with a status`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS / 2);
    expect(inFlightStatus).toBe(200);
    expect(idleClosedAt).toBeGreaterThan(0);
    expect(idleClosedAt - signalledAt).toBeLessThan(1000);
    // Nothing answered with an error status: requests are served or, once listening stopped, refused.
    expect(tally.failed).toBe(0);
    expect(server.output()).not.toMatch(/shutdown timed out/);
  });
});
