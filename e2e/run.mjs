// Runs the browser tests: builds the app, then drives it in Debian Chromium. Without chromium the run is
// skipped loudly on a developer machine and fails under CI=true.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = '='.repeat(78);
  const message = `${banner}\nE2E SKIPPED: no Chromium at ${chromium}. Install it with: apt-get install -y chromium\n${banner}`;
  if (process.env.CI === 'true') {
    console.error(`${message}\nCI=true: a missing browser is a failure.`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build', '--silent']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
