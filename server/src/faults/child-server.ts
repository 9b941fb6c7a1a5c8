import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/** The built server (dist/server/main.js) as its own process, in production mode, as the probe ran it. */
export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stderr and stdout. */
  output(): string;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startChildServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'dist/server/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: 'fault-suite-secret-fault-suite-secret-0123',
      MAIL_TRANSPORT: 'log',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      SEED_DEMO_DATA: 'false',
      // The suite is its own heavy client from one address (200 anonymous sockets among others).
      RATE_LIMIT_ENABLED: 'false',
      WS_MAX_ANONYMOUS_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not become ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, process: child, exited, output: () => output };
}

/** POST /graphql with a deadline; network failures and timeouts come back as status 0. */
export async function graphqlPost(url: string, body: unknown, timeoutMs = 10_000): Promise<{ status: number; json: Record<string, unknown> | null }> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, json };
  } catch {
    return { status: 0, json: null };
  }
}
