import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import net, { type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { createLogger } from '../logger.js';
import { exitOnSignals } from '../shutdown.js';
import { openTestSocket } from '../test/ws-client.js';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** Sends one request over `agent` and reads the whole answer. */
function request(url: string, agent: http.Agent, options: http.RequestOptions = {}, write?: (req: http.ClientRequest) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, ...options }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    if (write) write(req);
    else req.end();
  });
}

const SHUTDOWN_BUDGET_MS = 2000;

describe('graceful shutdown', () => {
  it('closes idle keep-alive connections at once, finishes the request in flight, closes sockets with 1001 and stops well before the timeout', async () => {
    const started = await startTestApp({ SHUTDOWN_TIMEOUT_MS: '10000' });
    app = started;
    const customer = await started.signUp();

    // An idle keep-alive connection: it has been served once and is held open by its agent.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(`${started.url}/healthz`, idleAgent);
    expect(first.status).toBe(200);
    const idleSocket = Object.values(idleAgent.freeSockets).flat()[0] as Socket;
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // A slow request in flight on a keep-alive connection: an upload whose body is still arriving.
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const boundary = 'shutdown-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    const tail = `%%EOF\n\r\n--${boundary}--\r\n`;
    let finishUpload!: () => void;
    let uploadStarted!: () => void;
    const uploadBegan = new Promise<void>((resolve) => (uploadStarted = resolve));
    const upload = request(
      `${started.url}/api/files`,
      busyAgent,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(Buffer.byteLength(head) + Buffer.byteLength(tail)),
          cookie: customer.cookie,
          origin: started.origin,
        },
      },
      (req) => {
        req.write(head, () => uploadStarted());
        finishUpload = () => req.end(tail);
      },
    );
    await uploadBegan;

    const socket = openTestSocket(started.url, { cookie: customer.cookie, origin: started.origin });
    await socket.connected;

    const shutdownStarted = Date.now();
    const stopped = started.close().then(() => Date.now() - shutdownStarted);

    await idleClosed;
    expect(Date.now() - shutdownStarted).toBeLessThan(500);
    expect((await socket.closed).code).toBe(1001);

    // The upload still completes after the shutdown began, and its connection is not kept.
    await new Promise((resolve) => setTimeout(resolve, 200));
    finishUpload();
    const answer = await upload;
    expect(answer.status).toBe(201);
    expect(answer.connection).toBe('close');

    expect(await stopped).toBeLessThan(SHUTDOWN_BUDGET_MS);
    idleAgent.destroy();
    busyAgent.destroy();
  });

  it('answers every GraphQL request in flight at the shutdown, none with a 5xx: a half-sent body and a burst on kept-alive connections', async () => {
    const started = await startTestApp({ SHUTDOWN_TIMEOUT_MS: '10000' });
    app = started;
    const body = JSON.stringify({ query: '{ __typename }' });
    const post = (agent: http.Agent, write: (req: http.ClientRequest) => void = (req) => req.end(body)) =>
      request(`${started.url}/graphql`, agent, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, write);

    // A request whose body is half sent when the shutdown begins.
    let finish!: () => void;
    let began!: () => void;
    const halfSent = new Promise<void>((resolve) => (began = resolve));
    const slow = post(new http.Agent({ keepAlive: true }), (req) => {
      req.write(body.slice(0, 10), () => began());
      finish = () => req.end(body.slice(10));
    });
    await halfSent;
    // Kept-alive connections that each send more requests while the server is stopping.
    const agents = Array.from({ length: 8 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    await Promise.all(agents.map((agent) => post(agent)));

    const stopped = started.close();
    const during = agents.map((agent) => post(agent).catch(() => ({ status: 0, connection: undefined, body: '' })));
    await new Promise((resolve) => setTimeout(resolve, 150));
    finish();
    const answers = [await slow, ...(await Promise.all(during))];
    await stopped;
    // 0 = refused at the socket once the connection was closed: a client retries that; a 5xx it would not.
    expect(answers[0]).toMatchObject({ status: 200, body: '{"data":{"__typename":"Query"}}\n' });
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const agent of agents) agent.destroy();
  });

  it('cuts a WebSocket client that never answers the close frame instead of waiting for it', async () => {
    const started = await startTestApp({ SHUTDOWN_TIMEOUT_MS: '10000' });
    app = started;
    const customer = await started.signUp();
    // A raw upgrade whose client then reads nothing and never sends its close frame back.
    const connection = net.connect(started.port, '127.0.0.1');
    connection.write(
      [
        'GET /graphql HTTP/1.1',
        `Host: 127.0.0.1:${started.port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Protocol: graphql-transport-ws',
        `Origin: ${started.origin}`,
        `Cookie: ${customer.cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
    await new Promise<void>((resolve) => connection.once('data', () => resolve()));
    const cut = new Promise<void>((resolve) => connection.once('close', () => resolve()));
    connection.on('error', () => {});

    const shutdownStarted = Date.now();
    await started.close();
    expect(Date.now() - shutdownStarted).toBeLessThan(SHUTDOWN_BUDGET_MS);
    await cut;
  });
});

describe('the process on SIGTERM', () => {
  const logger = createLogger('silent');
  /** Wires exitOnSignals to a stand-in for `process` and records the exit code. */
  function signalled(close: () => Promise<void>, timeoutMs = 10_000) {
    const processLike = new EventEmitter();
    const codes: number[] = [];
    let exited!: (code: number) => void;
    const exit = new Promise<number>((resolve) => (exited = resolve));
    exitOnSignals({ close, timeoutMs, logger, exit: (code) => (codes.push(code), exited(code)) }, ['SIGTERM', 'SIGINT'], processLike);
    return { processLike, codes, exit };
  }

  it('exits 0 once the application has stopped, well before the timeout', async () => {
    const started = await startTestApp({ SHUTDOWN_TIMEOUT_MS: '10000' });
    app = started;
    const keptAlive = new http.Agent({ keepAlive: true });
    await request(`${started.url}/healthz`, keptAlive);
    const { processLike, codes, exit } = signalled(() => started.close());
    const shutdownStarted = Date.now();
    processLike.emit('SIGTERM');
    processLike.emit('SIGINT');
    expect(await exit).toBe(0);
    expect(Date.now() - shutdownStarted).toBeLessThan(SHUTDOWN_BUDGET_MS);
    expect(codes).toEqual([0]);
    keptAlive.destroy();
  });

  it('exits 1 when closing fails or outlasts the timeout', async () => {
    const failing = signalled(() => Promise.reject(new Error('pool stuck')));
    failing.processLike.emit('SIGTERM');
    expect(await failing.exit).toBe(1);

    const hanging = signalled(() => new Promise<void>(() => {}), 100);
    hanging.processLike.emit('SIGINT');
    expect(await hanging.exit).toBe(1);
    expect(hanging.codes).toEqual([1]);
  });
});
