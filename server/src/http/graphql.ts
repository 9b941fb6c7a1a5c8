import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, createErrorFormatter, hasServiceUnavailable, RETRY_AFTER_SECONDS, withRequestId } from '../graphql/errors.js';
import { findBrokenText } from '../graphql/input-text.js';
import { createLimitsRule, DOCUMENT_TOO_LARGE, documentTooLargeMessage, isDocumentTooLarge, QUERY_LIMITS } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import { graphqlMetricsPlugin } from '../metrics.js';
import type { AppContext, Services } from '../modules/index.js';
import { graphqlRateLimit, type GraphQLCaller } from './rate-limit.js';
import { requestIdOf } from './request-context.js';
import { endJsonText, sendGraphQLError, sendJson, sendServiceUnavailable } from './responses.js';

/** The largest /graphql body read (express.json's limit); a larger one is refused with 413 PAYLOAD_TOO_LARGE. */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

export interface GraphQLHttp {
  /** Every /graphql request (POST, GET, the sandbox page), mounted by http/app.ts. */
  middleware: RequestHandler;
  stop(): Promise<void>;
}

/**
 * /graphql over HTTP: express.json (body limit), the oversized-document check, the caller (session or API key) and
 * the rate limit, then Apollo Server's public `executeHTTPGraphQLRequest` with that caller as the context. Apollo
 * does the rest (CSRF prevention, Accept negotiation, parse and validation cached in its document store, graphql-js
 * execution, status codes); our behaviour is added through its plugins: the request id in masked errors, broken-text
 * refusal, 503 when the database is unreachable, metrics.
 */
export async function createGraphQLHttp(options: {
  schema: GraphQLSchema;
  auth: Auth;
  services: Services;
  config: Config;
  logger: Logger;
  introspection: boolean;
}): Promise<GraphQLHttp> {
  // No "Did you mean" hints where introspection is off: they would spell out the schema field by field.
  const formatError = createErrorFormatter(options.logger, { suggestions: options.introspection });
  // Apollo's formatError is not told the request: it masks without an id and this plugin adds the request's own id
  // (from the context) to masked errors, logs unexpected ones with it, and answers 503 when the database was unreachable.
  const requestErrors: ApolloServerPlugin<AppContext> = {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) formatError({ ...error.toJSON(), extensions: { ...error.extensions } }, error, contextValue.requestId);
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const errors = response.body.singleResult.errors.map((error) => withRequestId(error, contextValue.requestId));
          response.body.singleResult.errors = errors;
          if (!hasServiceUnavailable(errors)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
  // graphql/input-text.ts: NUL or a lone surrogate anywhere in the request is refused before execution, with the
  // status Apollo gives refused variables.
  const refuseBrokenText: ApolloServerPlugin<AppContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const broken = findBrokenText(document, request.variables);
          if (broken) throw new GraphQLError(broken.message, { originalError: broken, extensions: { ...broken.extensions, http: { status: 400 } } });
        },
      };
    },
  };
  const apollo = new ApolloServer<AppContext>({
    schema: options.schema,
    introspection: options.introspection,
    // Apollo adds its own NoIntrospection rule when introspection is off. Its default document store (an LRU of
    // parsed and validated documents) keeps a repeated query from being parsed and validated again.
    validationRules: [createLimitsRule()],
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    formatError: (formatted, error) => formatError(formatted, error, undefined, { log: false }),
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    // No plugin may hook into single fields: one `willResolveField` (the default cache-control plugin installs one)
    // makes Apollo wrap every resolver of the schema and call the hook on every field of every response.
    // We send no cache hints, traces or usage reports.
    plugins: [
      requestErrors,
      refuseBrokenText,
      graphqlMetricsPlugin,
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
  const rateLimit = graphqlRateLimit({ config: options.config, limiter: options.services.rateLimits });
  // GRAPHQL_MAX_DOCUMENT_BYTES: a longer document is refused before anything reads it further (no parse, no session
  // lookup), with 413 and a code; the token limit applies below it.
  const maxDocumentBytes = options.config.GRAPHQL_MAX_DOCUMENT_BYTES;

  /** The caller, resolved once: the rate limit charges it and the context reuses it. Null when already answered. */
  const admit = async (req: Request, res: Response): Promise<AppContext | null> => {
    // Answers carry private data: never stored by a cache.
    res.setHeader('cache-control', 'no-store');
    const body = req.body as { query?: unknown } | undefined;
    if (isDocumentTooLarge(body?.query, maxDocumentBytes) || isDocumentTooLarge(req.query.query, maxDocumentBytes)) {
      sendJson(res, 413, { errors: [{ message: documentTooLargeMessage(maxDocumentBytes), extensions: { code: DOCUMENT_TOO_LARGE } }] });
      return null;
    }
    let caller: GraphQLCaller;
    try {
      caller = { viewer: await resolveGraphQLViewer(options.auth, req.headers, options.services.apiKeys, { touch: true }) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      caller = { viewer: null, authenticationError: error };
    }
    if (!(await rateLimit(res, caller, req.ip))) return null;
    if (caller.authenticationError) {
      sendGraphQLError(res, 401, caller.authenticationError);
      return null;
    }
    const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
    return { requestId: requestIdOf(req), ip: req.ip ?? null, viewer: caller.viewer, services: options.services, userAgent };
  };

  const answer = async (req: Request, res: Response) => {
    const context = await admit(req, res);
    if (!context) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.originalUrl.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query >= 0 ? req.originalUrl.slice(query) : '', body: req.body },
      context: async () => context,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    // Large answers go out compressed (http/responses.ts).
    if (response.body.kind === 'complete') return endJsonText(req, res, response.body.string);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };

  const middleware = express.Router();
  middleware.use(express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES }), (req: Request, res: Response, next: NextFunction) => {
    answer(req, res).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(res, error, requestIdOf(req), options.logger, 'graphql');
      next(error);
    });
  });
  return { middleware, stop: () => apollo.stop() };
}
