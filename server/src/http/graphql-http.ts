import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { AppError, createErrorFormatter } from '../graphql/errors.js';
import { createJitGateway, type JitStats } from '../graphql/jit-executor.js';
import { createLimitsRule } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { callerOf, graphqlRateLimit, sendGraphQLError, setCaller } from './rate-limit.js';
import { currentRequestId } from './request-context.js';

export interface GraphQLHttp {
  middleware: RequestHandler;
  /** How often the compiled (graphql-jit) executor ran, compiled or fell back to graphql-js. */
  jitStats: JitStats;
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
  // Apollo parses, validates and formats as before; execution runs queries compiled by graphql-jit (jit-executor.ts).
  const jit = createJitGateway(options.schema);
  const apollo = new ApolloServer<AppContext>({
    gateway: jit.gateway,
    introspection: options.introspection,
    // The same limits rule runs on the socket (graphql-ws validates on its own).
    validationRules: [createLimitsRule()],
    formatError: (formatted, error) => formatError(formatted, error, currentRequestId()),
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    // No plugin may hook into single fields: one `willResolveField` (the default cache-control plugin installs one)
    // makes Apollo wrap every resolver of the schema and call the hook on every field of every response.
    // We send no cache hints, traces or usage reports.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      options.config.isProduction
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();
  // The caller is resolved once per request: the rate limit charges it and Apollo's context reuses it.
  const identifyCaller = async (req: Request, res: Response, next: NextFunction) => {
    // Answers carry private data: never stored by a cache (Apollo's cache-control plugin, now off, used to say so).
    res.setHeader('cache-control', 'no-store');
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
  return { middleware, jitStats: jit.stats, stop: () => apollo.stop() };
}
