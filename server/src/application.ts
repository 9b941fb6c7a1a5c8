import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAuth, type Auth } from './auth/auth.js';
import { createMailer, type Mailer } from './auth/mailer.js';
import { useNamedStatements } from './db/prepared.js';
import { databaseSession, type Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createPostgresEventBus } from './events/postgres-bus.js';
import { eventPubSub } from './events/pubsub.js';
import { buildAppSchema } from './graphql/build-schema.js';
import { createHttpApp } from './http/app.js';
import { testClockRouter } from './http/test-clock.js';
import { observeHttpRequest, setMetricsSources } from './metrics.js';
import { createAccountingExportRouter } from './http/accounting-export.js';
import { createListExportRouter } from './http/list-export.js';
import { createDocumentsPdfRouter } from './http/documents-pdf.js';
import { createFilesRouter } from './http/files.js';
import { createPrivacyFilesRouter } from './http/privacy-files.js';
import { createGraphQLHttp, isGraphQLPath } from './http/graphql.js';
import { isSchemaDownload, schemaDownloadHandler } from './http/schema-download.js';
import { attachGraphQLSocket } from './http/graphql-ws.js';
import { createPaySimulatorRouter } from './http/pay-simulator.js';
import { securityHeadersFor } from './http/security-headers.js';
import { createWebhooksRouter } from './http/webhooks.js';
import type { Logger } from './logger.js';
import { accountMailVia, type OutboxService } from './modules/messaging/outbox.service.js';
import { createServices, resolvers, type Services } from './modules/index.js';
import { seedDemoData, type SeedReport } from './seed/seed.js';
import { startJobSystem, type JobSystem } from './jobs/job-system.js';
import { jobDefinitions } from './jobs/registry.js';

export interface RunningApplication {
  url: string;
  port: number;
  database: Database;
  auth: Auth;
  services: Services;
  mailer: Mailer;
  seed: SeedReport | null;
  /** The job system of this instance (null when JOBS_ENABLED is off). */
  jobs: JobSystem | null;
  /**
   * Stops accepting, closes idle keep-alive connections at once, lets answers in flight finish (then drops their
   * connections), closes WebSockets with 1001, then the pool; cuts whatever is left after SHUTDOWN_TIMEOUT_MS.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** Tests pass a ready database (restored from a migrated template). */
  database?: Database;
}

/** config → db → migrate → defaults and demo data → http server with GraphQL over HTTP and WebSocket. */
export async function startApplication({ config, logger, database: given }: StartOptions): Promise<RunningApplication> {
  const poolMin = config.DB_POOL_MIN ?? (config.NODE_ENV === 'production' ? config.DB_POOL_MAX : 0);
  useNamedStatements(config.DATABASE_POOL_MODE === 'session');
  const database =
    given ?? (await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DB_POOL_MAX, poolMin, session: databaseSession(config, 'web') }));
  await runMigrations(database);

  // MAIL_TRANSPORT=log keeps mail in the log (recipient and subject only) even when SMTP_URL is set.
  const mailer = await createMailer({ smtpUrl: config.mailTransport === 'smtp' ? config.SMTP_URL : undefined, from: config.MAIL_FROM, logger });
  // Account mail (reset links, confirmations) goes through the durable outbox once the services exist.
  const outbox: { current?: OutboxService } = {};
  const auth = createAuth({ db: database.db, config, mailer: accountMailVia(() => outbox.current, mailer), logger });
  // Events cross instances through the database's LISTEN/NOTIFY, so any instance can serve any subscriber.
  const events = await createPostgresEventBus(database, logger);
  const services = createServices({ database, config, logger, mailer, auth, events });
  outbox.current = services.outbox;
  await services.settings.ensureDefaults();
  await services.consent.ensureInitialVersions();
  const seed = config.seedDemoData ? await seedDemoData({ auth, database, config, loans: services.loans }) : null;
  // Background jobs (pg-boss) run in every instance unless JOBS_ENABLED=false (tests opt in; `npm run worker` runs them alone).
  const jobs = config.jobsEnabled ? await startJobSystem({ database, logger, definitions: jobDefinitions(services, config), schedules: config.NODE_ENV !== 'test' }) : null;
  services.system.attachJobs(jobs);
  services.privacy.attachJobs(jobs);

  const schema = await buildAppSchema(resolvers, eventPubSub(events));
  const introspection =
    !config.isProduction || (await services.settings.getMany(['graphql.introspection_in_production'])).get('graphql.introspection_in_production') === true;
  const graphqlHttp = await createGraphQLHttp({ schema, auth, services, config, logger, introspection });
  // /api/files: receipts and statements drawn as PDFs (documents-pdf.ts), the books' exports (accounting-export.ts), the staff lists' CSV (list-export.ts), then uploads and stored documents.
  const files = createDocumentsPdfRouter({ auth, services }).use(createAccountingExportRouter({ auth, services })).use(createListExportRouter({ auth, services })).use(createPrivacyFilesRouter({ auth, services })).use(createFilesRouter({ auth, services, config, logger }));
  const webhooks = createWebhooksRouter({ services, config, logger });
  const paySimulator = config.PAYMENT_PROVIDER === 'simulated' ? createPaySimulatorRouter({ services, config, logger }) : null;
  const testClock = config.TEST_CLOCK_CONTROL ? testClockRouter(services.clock) : null;
  const app = createHttpApp({ config, database, auth, files, webhooks, paySimulator, testClock, logger });
  const downloadSchema = schemaDownloadHandler({ schema, auth, apiKeys: services.apiKeys, logger });
  // Answers being worked on, so a shutdown can tell their clients not to keep the connection.
  const inFlight = new Set<http.ServerResponse>();
  let shuttingDown = false;
  // Permissions-Policy and (for an https PUBLIC_URL) HSTS on every answer.
  const setSecurityHeaders = securityHeadersFor(config.publicUrl);
  setMetricsSources({ pool: database.poolStats, paymentsByStatus: () => services.payments.countByStatus() });
  const server = http.createServer((req, res) => {
    const observed = observeHttpRequest(req, res);
    setSecurityHeaders(res);
    if (shuttingDown) res.setHeader('connection', 'close');
    else inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      observed();
    });
    // GraphQL goes straight to its handler (http/graphql.ts); everything else through the express app.
    if (isSchemaDownload(req.url)) return void downloadSchema(req, res);
    if (isGraphQLPath(req.url)) return graphqlHttp.handle(req, res);
    return app(req, res);
  });
  const socket = attachGraphQLSocket({ server, schema, auth, services, config, logger, introspection });
  // Upgraded (WebSocket) connections are no longer the HTTP server's to close; a client that never answers the close
  // frame is cut after WS_CLOSE_GRACE_MS.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (_req: http.IncomingMessage, connection: Duplex) => {
    upgraded.add(connection);
    connection.once('close', () => upgraded.delete(connection));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      // Jobs stop first (a long job stops between its steps and is retried), while the pool is still open.
      const jobsStopped = jobs?.stop().catch((error: unknown) => logger.error('job system stop failed', { error: String(error) }));
      const forceTimer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
      forceTimer.unref();
      // Stop accepting; answers still being written tell their client to drop the connection afterwards, and
      // connections left idle (kept alive between requests) are closed as soon as they are, not at keepAliveTimeout.
      shuttingDown = true;
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      idleSweep.unref();
      try {
        // Socket queries and mutations already running answer first; then the sockets close with 1001.
        await socket.drain(config.SHUTDOWN_TIMEOUT_MS / 2);
        await closeWithin(socket.close(), Math.min(WS_CLOSE_GRACE_MS, config.SHUTDOWN_TIMEOUT_MS));
        for (const connection of upgraded) connection.destroy();
        // Apollo stops only once every HTTP connection has closed: a request still arriving on a kept-alive
        // connection, or one whose body was still being sent, is answered, never met by a stopped server (500).
        await serverClosed;
        await graphqlHttp.stop();
      } finally {
        clearInterval(idleSweep);
      }
      await jobsStopped;
      await events.close();
      clearTimeout(forceTimer);
      await database.close();
    })();
    return closing;
  };

  return { url: `http://127.0.0.1:${port}`, port, database, auth, services, mailer, seed, jobs, close };
}

/** How often a shutdown closes connections that went idle after their last answer. */
const IDLE_SWEEP_MS = 50;
/** How long WebSocket clients get to answer the 1001 close frame before their connection is cut. */
const WS_CLOSE_GRACE_MS = 1000;

/** Waits for `work`, or `ms` at most (the work goes on; its failure is not awaited). */
async function closeWithin(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  work.catch(() => {});
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
