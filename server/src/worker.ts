// `npm run worker`: the job system alone (no HTTP), same image and configuration as the app. Run it beside app
// instances started with JOBS_ENABLED=false, or beside ordinary instances (jobs still run once across all of them).
import 'reflect-metadata';
import { createAuth } from './auth/auth.js';
import { createMailer } from './auth/mailer.js';
import { useNamedStatements } from './db/prepared.js';
import { ConfigError, databaseSession, loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createPostgresEventBus } from './events/postgres-bus.js';
import { startJobSystem } from './jobs/job-system.js';
import { jobDefinitions } from './jobs/registry.js';
import { createLogger } from './logger.js';
import { accountMailVia, type OutboxService } from './modules/messaging/outbox.service.js';
import { createServices } from './modules/index.js';
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
  useNamedStatements(config.DATABASE_POOL_MODE === 'session');
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DB_POOL_MAX, session: databaseSession(config, 'worker') });
  await runMigrations(database);
  const mailer = await createMailer({ smtpUrl: config.mailTransport === 'smtp' ? config.SMTP_URL : undefined, from: config.MAIL_FROM, logger });
  // Account mail (reset links, confirmations) goes through the durable outbox once the services exist.
  const outbox: { current?: OutboxService } = {};
  const auth = createAuth({ db: database.db, config, mailer: accountMailVia(() => outbox.current, mailer) });
  const events = await createPostgresEventBus(database, logger);
  const services = createServices({ database, config, logger, mailer, auth, events });
  outbox.current = services.outbox;
  await services.settings.ensureDefaults();
  const jobs = await startJobSystem({ database, logger, definitions: jobDefinitions(services, config) });
  logger.info('worker started', { queues: jobs.definitions.map((definition) => definition.queue) });
  exitOnSignals({
    close: async () => {
      await jobs.stop();
      await events.close();
      await database.close();
    },
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    logger,
  });
}

main().catch((error) => {
  process.stderr.write(`Worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
