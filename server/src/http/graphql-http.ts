import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { AppError, createErrorFormatter } from '../graphql/errors.js';
import { createLimitsRule } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { callerOf, graphqlRateLimit, sendGraphQLError, setCaller } from './rate-limit.js';
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
  // The caller is resolved once per request: the rate limit charges it and Apollo's context reuses it.
  const identifyCaller = async (req: Request, res: Response, next: NextFunction) => {
    try {
      setCaller(res, { viewer: await resolveGraphQLViewer(options.auth, req.headers, options.services.apiKeys) });
      next();
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      setCaller(res, { viewer: null, authenticationError: error });
      next();
    }
  };
  const refuseFailedAuthentication = (_req: Request, res: Response, next: NextFunction) => {
    const { authenticationError } = callerOf(res);
    if (authenticationError) return sendGraphQLError(res, 401, authenticationError);
    next();
  };
  const apolloMiddleware = expressMiddleware(apollo, {
    context: async ({ req, res }: { req: Request; res: Response }): Promise<AppContext> => ({
      requestId: currentRequestId(),
      ip: req.ip ?? null,
      viewer: callerOf(res).viewer,
      services: options.services,
    }),
  });
  const middleware = express.Router();
  middleware.use(
    identifyCaller,
    graphqlRateLimit({ config: options.config, limiter: options.services.rateLimits }),
    refuseFailedAuthentication,
    apolloMiddleware,
  );
  return { middleware, stop: () => apollo.stop() };
}
