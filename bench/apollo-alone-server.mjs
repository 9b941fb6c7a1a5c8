// Apollo Server alone: the gateway's own schema, resolvers and services behind Apollo's reference integration,
// `startStandaloneServer` (cors, body-parser's JSON reader, `executeHTTPGraphQLRequest`), with the same built-in
// plugins switched off as the gateway's (http/graphql.ts) and none of our HTTP layer around it: the caller is
// resolved once at start from API_KEY (no per-request authentication), no rate limit, no request id, no headers of
// ours, no metrics, no plugins of ours. bench/run.mjs measures it beside the gateway in the same rounds: the part of
// each figure that the one public request path issue 23 requires costs before any of our request handling runs.
// It prints its URL.
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { createAuth } from '../dist/server/auth/auth.js';
import { createMailer } from '../dist/server/auth/mailer.js';
import { loadConfig } from '../dist/server/config.js';
import { createDatabase } from '../dist/server/db/client.js';
import { buildAppSchema } from '../dist/server/graphql/build-schema.js';
import { apolloBuiltInPlugins } from '../dist/server/http/graphql.js';
import { createLogger } from '../dist/server/logger.js';
import { createServices, resolvers } from '../dist/server/modules/index.js';

// The gateway's configuration (bench/lib.mjs passes the same environment), its pool size included.
const config = loadConfig(process.env);
const logger = createLogger('error');
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, poolMax: config.DB_POOL_MAX, poolMin: config.DB_POOL_MAX });
const mailer = await createMailer({ from: config.MAIL_FROM, logger });
const services = createServices({ database, config, logger, mailer, auth: createAuth({ db: database.db, config, mailer, logger }) });
const viewer = await services.apiKeys.verify(process.env.API_KEY ?? '');
if (!viewer) throw new Error('API_KEY is not a key of this database');
const context = { requestId: 'apollo-alone', ip: null, viewer, services, userAgent: null };

const apollo = new ApolloServer({
  schema: await buildAppSchema(resolvers),
  stopOnTerminationSignals: false,
  plugins: apolloBuiltInPlugins(true),
});
const { url } = await startStandaloneServer(apollo, { listen: { port: 0, host: '127.0.0.1' }, context: async () => context });
process.stdout.write(`${new URL('/graphql', url)}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => void apollo.stop().then(() => database.close()).finally(() => process.exit(0)));
}
