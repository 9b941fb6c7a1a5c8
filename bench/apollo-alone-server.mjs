// Apollo Server alone: the gateway's own schema behind Apollo's reference integration, `startStandaloneServer`
// (cors, body-parser's JSON reader, `executeHTTPGraphQLRequest`), with the same built-in plugins switched off as the
// gateway's (http/graphql.ts) and nothing of ours around it: no caller, no rate limit, no request id, no metrics.
// bench/run.mjs measures it beside the gateway on `{ __typename }`: the cost of the one public request path issue 23
// requires, before any of our code runs. It prints its URL.
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildAppSchema } from '../dist/server/graphql/build-schema.js';
import { resolvers } from '../dist/server/modules/index.js';

const apollo = new ApolloServer({
  schema: await buildAppSchema(resolvers),
  stopOnTerminationSignals: false,
  plugins: [
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginLandingPageDisabled(),
  ],
});
const { url } = await startStandaloneServer(apollo, { listen: { port: 0, host: '127.0.0.1' } });
process.stdout.write(`${new URL('/graphql', url)}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void apollo.stop().finally(() => process.exit(0)));
