import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth, type Auth } from './auth/auth.js';
import { createMailer, type Mailer } from './auth/mailer.js';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { createPostgresEventBus } from './events/postgres-bus.js';
import { eventPubSub } from './events/pubsub.js';
import { buildAppSchema } from './graphql/build-schema.js';
import { createHttpApp } from './http/app.js';
import { createDocumentsPdfRouter } from './http/documents-pdf.js';
import { createFilesRouter } from './http/files.js';
import { createGraphQLHttp } from './http/graphql-http.js';
import { attachGraphQLSocket } from './http/graphql-ws.js';
import { createPaySimulatorRouter } from './http/pay-simulator.js';
import { createWebhooksRouter } from './http/webhooks.js';
import type { Logger } from './logger.js';
import { createServices, resolvers, type Services } from './modules/index.js';
import { seedDemoData, type SeedReport } from './seed/seed.js';
import { scheduleOverdueJob } from './jobs/overdue.js';
import { scheduleReconcilePayments } from './jobs/reconcile-payments.js';

export interface RunningApplication {
  url: string;
  port: number;
  database: Database;
  auth: Auth;
  services: Services;
  mailer: Mailer;
  seed: SeedReport | null;
  /** Stops accepting, closes sockets (1001) and the pool; gives up waiting after SHUTDOWN_TIMEOUT_MS. */
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
  const database =
    given ?? (await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DB_POOL_MAX, poolMin }));
  await runMigrations(database);

  const mailer = await createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const auth = createAuth({ db: database.db, config, mailer });
  // Events cross instances through the database's LISTEN/NOTIFY, so any instance can serve any subscriber.
  const events = await createPostgresEventBus(database, logger);
  const services = createServices({ database, config, logger, mailer, auth, events });
  await services.settings.ensureDefaults();
  // Tests call runOverdueJob directly with a fixed day instead of waiting for the timer.
  const stopOverdueJob =
    config.NODE_ENV === 'test' ? () => {} : scheduleOverdueJob({ db: database.db, loans: services.loans, quotes: services.quotes }, logger);
  // Tests call reconcilePendingPayments directly with a chosen moment.
  const stopReconcilePayments = config.NODE_ENV === 'test' ? () => {} : scheduleReconcilePayments({ onlinePayments: services.onlinePayments }, logger);
  const seed = config.seedDemoData ? await seedDemoData({ auth, database, config }) : null;

  const schema = await buildAppSchema(resolvers, eventPubSub(events));
  const introspection =
    !config.isProduction || (await services.settings.getMany(['graphql.introspection_in_production'])).get('graphql.introspection_in_production') === true;
  const graphqlHttp = await createGraphQLHttp({ schema, auth, services, config, logger, introspection });
  // /api/files: receipts and statements drawn as PDFs (documents-pdf.ts), then uploads and stored documents.
  const files = createDocumentsPdfRouter({ auth, services }).use(createFilesRouter({ auth, services, config, logger }));
  const webhooks = createWebhooksRouter({ services, config, logger });
  const paySimulator = config.PAYMENT_PROVIDER === 'simulated' ? createPaySimulatorRouter({ services, config, logger }) : null;
  const app = createHttpApp({ config, database, auth, graphql: graphqlHttp.middleware, files, webhooks, paySimulator, logger });
  // POST /graphql with a JSON body is answered before express (graphql-http.ts); everything else goes through it.
  const server = http.createServer((req, res) => (graphqlHttp.handles(req) ? graphqlHttp.serve(req, res) : app(req, res)));
  const socket = attachGraphQLSocket({ server, schema, auth, services, config, logger, introspection, subscribe: graphqlHttp.subscribe });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      stopOverdueJob();
      stopReconcilePayments();
      const forceTimer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
      forceTimer.unref();
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await socket.close();
      await graphqlHttp.stop();
      await serverClosed;
      await events.close();
      clearTimeout(forceTimer);
      await database.close();
    })();
    return closing;
  };

  return { url: `http://127.0.0.1:${port}`, port, database, auth, services, mailer, seed, close };
}
