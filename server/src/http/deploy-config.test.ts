import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { startTestApp, type TestApp } from '../test/harness.js';

const run = promisify(execFile);

/** The lines of one service of docker-compose.yml (two-space indented under `services:`). */
function composeService(name: string): string {
  const lines = fs.readFileSync(path.join(ROOT_DIR, 'docker-compose.yml'), 'utf8').split('\n');
  const start = lines.indexOf(`  ${name}:`);
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('docker-compose.yml, the app service', () => {
  const service = composeService('app');

  it('restarts unless stopped by hand', () => {
    expect(service).toMatch(/^ {4}restart: unless-stopped$/m);
  });

  it('is healthy only when /readyz says ready: its healthcheck command passes against a ready server', async () => {
    const command = /^ {6}test: (\[.*\])$/m.exec(service)?.[1];
    expect(command).toBeDefined();
    const [form, executable, flag, script] = JSON.parse(command!) as string[];
    expect([form, executable, flag]).toEqual(['CMD', 'node', '-e']);
    expect(script).toContain('/readyz');
    const { stdout } = await run(process.execPath, ['-e', script], { env: { ...process.env, PORT: String(app.port) } });
    expect(stdout).toBe('');
    // Nothing listening: unhealthy.
    await expect(run(process.execPath, ['-e', script], { env: { ...process.env, PORT: '1' } })).rejects.toMatchObject({ code: 1 });
  });
});
