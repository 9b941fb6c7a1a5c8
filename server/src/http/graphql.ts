import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Auth } from '../auth/auth.js';
import { API_KEY_HEADER, resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, createErrorFormatter, forbidden, hasServiceUnavailable, RETRY_AFTER_SECONDS, withRequestId } from '../graphql/errors.js';
import { findBrokenText } from '../graphql/input-text.js';
import { createLimitsRule, DOCUMENT_TOO_LARGE, documentTooLargeMessage, isDocumentTooLarge, QUERY_LIMITS } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import { graphqlMetricsPlugin, routeGroup } from '../metrics.js';
import type { AppContext, Services } from '../modules/index.js';
import { graphqlRateLimit, type GraphQLCaller } from './rate-limit.js';
import { assignRequestId, clientIp } from './request-context.js';
import { hasTrustedOrigin, UNTRUSTED_ORIGIN_MESSAGE } from './trusted-origin.js';
import { endJsonText, sendGraphQLError, sendHttpFailure, sendJson, sendServiceUnavailable } from './responses.js';

/** The largest /graphql body read (express.json's limit); a larger one is refused with 413 PAYLOAD_TOO_LARGE. */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Apollo's built-in plugins as the gateway runs them (bench/apollo-alone-server.mjs runs the same set). No plugin may
 * hook into single fields: one `willResolveField` (the default cache-control plugin installs one) makes Apollo wrap
 * every resolver of the schema and call the hook on every field of every response. We send no cache hints, traces or
 * usage reports; the sandbox landing page is served outside production only.
 */
export function apolloBuiltInPlugins(isProduction: boolean): ApolloServerPlugin[] {
  return [
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    isProduction
      ? ApolloServerPluginLandingPageDisabled()
      : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
  ];
}

export interface GraphQLHttp {
  /**
   * Every /graphql request (POST, GET, the sandbox page), handed over by the node server (application.ts) before the
   * express app: GraphQL needs none of its routes, and walking them cost ~10% of a small request's CPU.
   */
  handle(req: IncomingMessage, res: ServerResponse): void;
  stop(): Promise<void>;
}

/** A /graphql request (the node server sends these to GraphQLHttp.handle, everything else to the express app). */
export function isGraphQLPath(url: string | undefined): boolean {
  return routeGroup(url) === '/graphql';
}

type JsonBodyReader = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * /graphql over HTTP: body-parser's JSON reader (express.json: body limit, charset, 400/413), the oversized-document
 * check, the caller (session or API key) and the rate limit, then Apollo Server's public `executeHTTPGraphQLRequest`
 * (the API Apollo's own integrations are built on) with that caller as the context. Apollo
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
    plugins: [requestErrors, refuseBrokenText, graphqlMetricsPlugin, ...apolloBuiltInPlugins(options.config.isProduction)],
  });
  await apollo.start();
  const rateLimit = graphqlRateLimit({ config: options.config, limiter: options.services.rateLimits });
  // GRAPHQL_MAX_DOCUMENT_BYTES: a longer document is refused before anything reads it further (no parse, no session
  // lookup), with 413 and a code; the token limit applies below it.
  const maxDocumentBytes = options.config.GRAPHQL_MAX_DOCUMENT_BYTES;

  /** The caller, resolved once: the rate limit charges it and the context reuses it. Null when already answered. */
  const admit = async (req: IncomingMessage & { body?: unknown }, res: ServerResponse, search: string, requestId: string): Promise<AppContext | null> => {
    // Answers carry private data: never stored by a cache.
    res.setHeader('cache-control', 'no-store');
    // A cookie request must come from a trusted origin (Origin, else Referer), as on /api/auth and /api/files: a
    // cross-site POST with a customer's cookie runs nothing. A GET that names no origin passes (a browser sends none
    // on a same-origin GET; GET runs queries only and Apollo's CSRF prevention refuses simple cross-site ones). A
    // request with an API key is not a browser's (a page cannot add the header cross-site without a preflight we never
    // allow); with a session cookie as well it is refused as ambiguous below.
    const unnamedAllowed = req.method === 'GET' || req.method === 'HEAD';
    if (req.headers[API_KEY_HEADER] === undefined && !hasTrustedOrigin(req.headers, options.config.trustedOrigins, { allowUnnamed: unnamedAllowed })) {
      sendGraphQLError(res, 403, forbidden(UNTRUSTED_ORIGIN_MESSAGE));
      return null;
    }
    const body = req.body as { query?: unknown } | undefined;
    const queryParameter = search ? new URLSearchParams(search).get('query') : null;
    if (isDocumentTooLarge(body?.query, maxDocumentBytes) || isDocumentTooLarge(queryParameter, maxDocumentBytes)) {
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
    const ip = clientIp(req);
    if (!(await rateLimit(res, caller, ip))) return null;
    if (caller.authenticationError) {
      sendGraphQLError(res, 401, caller.authenticationError);
      return null;
    }
    const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
    return { requestId, ip: ip ?? null, viewer: caller.viewer, services: options.services, userAgent };
  };

  const answer = async (req: IncomingMessage & { body?: unknown }, res: ServerResponse, requestId: string) => {
    const url = req.url ?? '/graphql';
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const context = await admit(req, res, search, requestId);
    if (!context) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search, body: req.body },
      context: async () => context,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    // Large answers go out compressed (http/responses.ts).
    if (response.body.kind === 'complete') return endJsonText(req, res, response.body.string);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };

  // express.json is body-parser's reader, which works on node's own request and response.
  const readJsonBody = express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES }) as unknown as JsonBodyReader;
  const fail = (res: ServerResponse, error: unknown, requestId: string) =>
    isDatabaseUnavailable(error) ? sendServiceUnavailable(res, error, requestId, options.logger, 'graphql') : sendHttpFailure(res, error, requestId, options.logger);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = assignRequestId(req, res);
    readJsonBody(req, res, (error) => {
      if (error) return fail(res, error, requestId);
      answer(req, res, requestId).catch((failure: unknown) => fail(res, failure, requestId));
    });
  };
  return { handle, stop: () => apollo.stop() };
}
