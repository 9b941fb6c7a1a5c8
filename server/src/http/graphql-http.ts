import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { resolveViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { createErrorFormatter } from '../graphql/errors.js';
import { createLimitsRule } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { currentRequestId } from './request-context.js';

export interface GraphQLHttp {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

export async function createGraphQLHttp(options: {
  schema: GraphQLSchema;
  auth: Auth;
  services: Services;
  config: Config;
  logger: Logger;
  introspection: boolean;
}): Promise<GraphQLHttp> {
  const formatError = createErrorFormatter(options.logger);
  const apollo = new ApolloServer<AppContext>({
    schema: options.schema,
    introspection: options.introspection,
    // The same limits rule runs on the socket (graphql-ws validates on its own).
    validationRules: [createLimitsRule()],
    formatError: (formatted, error) => formatError(formatted, error, currentRequestId()),
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    plugins: [
      options.config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req }: { req: Request }): Promise<AppContext> => ({
      requestId: currentRequestId(),
      ip: req.ip ?? null,
      viewer: await resolveViewer(options.auth, req.headers),
      services: options.services,
    }),
  });
  return { middleware, stop: () => apollo.stop() };
}
