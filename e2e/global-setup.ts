import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoPassword: string;
  }
}

const DEMO_PASSWORD = 'Demo!2026pass';

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Starts the BUILT app (dist/) on a fresh database with demo data, as `npm start` would. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SEED_DEMO_DATA: 'true',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    // The collections spec lets a promised date pass (http/test-clock.ts).
    TEST_CLOCK_CONTROL: 'true',
    // Queued jobs run (the System page's close of business, e2e/system.spec.ts); under NODE_ENV=test no schedule fires.
    JOBS_ENABLED: 'true',
  };
  let cleanup = async () => {};
  const baseDatabase = process.env.TEST_DATABASE_URL;
  if (baseDatabase) {
    const name = `ghc_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseDatabase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseDatabase);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    delete env.DATABASE_URL;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-e2e-'));
    env.DATA_DIR = dataDir;
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('demoPassword', DEMO_PASSWORD);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await cleanup();
  };
}
