import 'reflect-metadata';
import { startApplication } from './application.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger, describeError } from './logger.js';

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
    url: config.publicUrl,
    port: app.port,
    database: app.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)',
    startMs: Date.now() - started,
  });
  if (app.seed?.created) {
    process.stdout.write(
      `\nDemo accounts (password: ${app.seed.password}):\n${app.seed.accounts.map((account) => `  ${account.role.padEnd(28)} ${account.email}`).join('\n')}\n\n`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        logger.error('shutdown failed', describeError(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
