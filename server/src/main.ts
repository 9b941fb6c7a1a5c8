import 'reflect-metadata';
import { startApplication } from './application.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { exitOnSignals } from './shutdown.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  const app = await startApplication({ config, logger });
  logger.info('server started', {
    // Not `url`: log fields named url are redacted (they may carry tokens); the public address is not a secret.
    publicUrl: config.publicUrl,
    port: app.port,
    database: app.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)',
    startMs: Date.now() - started,
  });
  if (app.seed?.created) {
    process.stdout.write(
      `\nDemo accounts (password: ${app.seed.password}):\n${app.seed.accounts.map((account) => `  ${account.role.padEnd(28)} ${account.email}`).join('\n')}\n` +
        `Staff sign in with a second factor: authenticator key ${app.seed.totpKey}, or \`npm run demo:totp\` for the current code.\n\n`,
    );
  }

  exitOnSignals({ close: () => app.close(), timeoutMs: config.SHUTDOWN_TIMEOUT_MS, logger });
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
