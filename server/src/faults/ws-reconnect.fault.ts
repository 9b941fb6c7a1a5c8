import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from './child-server.js';
import { clusterUnavailableReason, startPrivateCluster, type PrivateCluster } from './private-cluster.js';

const skip = clusterUnavailableReason();
const CLIENTS = 200;
let cluster: PrivateCluster;
const servers: ChildServer[] = [];

beforeAll(() => {
  if (skip) return;
  cluster = startPrivateCluster(56_633 + (process.pid % 500));
});
afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  cluster?.stop();
});

describe.skipIf(skip)(`${CLIENTS} WebSocket clients across a server restart`, () => {
  it('all reconnect (closed with 1001, retried as the web client retries) and are served by the new process', async () => {
    const port = await freePort();
    const first = await startChildServer(cluster.url, { PORT: String(port) });
    servers.push(first);
    const connections = new Array<number>(CLIENTS).fill(0);
    const closeCodes = new Map<number, number>();
    const gaveUp: string[] = [];
    const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) =>
      createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        lazy: false,
        // As the web client (web/src/lib/socket-link.ts): retry forever, on anything.
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        // Spread out like the web client's jittered backoff, short enough for a test.
        retryWait: () => new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 400)),
        onNonLazyError: (error) => gaveUp.push(String((error as { code?: number }).code ?? error)),
        on: {
          connected: () => connections[index]++,
          closed: (event) => {
            const code = (event as { code?: number }).code ?? 0;
            closeCodes.set(code, (closeCodes.get(code) ?? 0) + 1);
          },
        },
      }),
    );
    try {
      const waitUntil = async (done: () => boolean, limitMs: number, what: string) => {
        const deadline = Date.now() + limitMs;
        while (!done()) {
          if (Date.now() > deadline) {
            const back = connections.filter((count) => count >= 2).length;
            throw new Error(`timed out waiting until ${what}: ${back}/${CLIENTS} reconnected, gave up: ${JSON.stringify(gaveUp)}, close codes ${JSON.stringify(Object.fromEntries(closeCodes))}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await waitUntil(() => connections.every((count) => count >= 1), 30_000, 'every client connected');

      const restartedAt = Date.now();
      first.process.kill('SIGTERM');
      const firstExit = await first.exited;
      const second = await startChildServer(cluster.url, { PORT: String(port) });
      servers.push(second);
      const serving = Date.now() - restartedAt;
      await waitUntil(() => connections.every((count) => count >= 2), 90_000, 'every client reconnected');
      const allBack = Date.now() - restartedAt;

      // Each reconnected client is served by the new process.
      const answers = await Promise.all(
        clients.map(
          (client) =>
            new Promise<unknown>((resolve) => {
              let data: unknown = null;
              client.subscribe({ query: '{ __typename }' }, { next: (result) => (data = result.data), error: () => resolve(null), complete: () => resolve(data) });
            }),
        ),
      );
      const served = answers.filter((data) => JSON.stringify(data) === '{"__typename":"Query"}').length;
      console.log(
        `[faults] ws reconnect: ${CLIENTS} clients; old process exit ${firstExit.code}; new process serving after ${serving} ms; ` +
          `all reconnected after ${allBack} ms; ${served}/${CLIENTS} served after; close codes ${JSON.stringify(Object.fromEntries(closeCodes))}`,
      );
      expect(firstExit.code).toBe(0);
      expect(served).toBe(CLIENTS);
      expect(closeCodes.get(1001)).toBe(CLIENTS);
    } finally {
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });
});
