import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { graphqlMetricsPlugin, observeGraphQLOperation, secondsSince } from '../metrics.js';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import Negotiator from 'negotiator';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, createErrorFormatter, hasServiceUnavailable, RETRY_AFTER_SECONDS } from '../graphql/errors.js';
import { findBrokenText } from '../graphql/input-text.js';
import { createJitGateway, type JitStats, type OperationRequest } from '../graphql/jit-executor.js';
import {
  createLimitsRule,
  DOCUMENT_TOO_LARGE,
  documentTooLargeMessage,
  isDocumentTooLarge,
  QUERY_LIMITS,
  requestValidationRules,
} from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { graphqlRateLimit, type GraphQLCaller } from './rate-limit.js';
import { clientIp, requestIdOf, startResponse } from './request-context.js';
import { endJsonText, sendGraphQLError, sendHttpFailure, sendJson, sendServiceUnavailable } from './responses.js';

/** The largest /graphql body read, on the lean path and behind express.json() alike. */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/** Which path answered POST /graphql requests in this process (tests read it to prove the lean path serves). */
export const graphqlHttpTotals = { lean: 0, apollo: 0, batches: 0 };

/**
 * The most queries one POST may carry as a JSON array. Batches exist for index.html's first-screen requests
 * (web/first-screen-script.ts: a screen's two to four queries in one request instead of one each, which on a slow
 * phone's six HTTP/1.1 connections queue behind the JavaScript); they hold queries only, never mutations.
 */
export const MAX_BATCH_QUERIES = 5;
export const BATCH_REFUSED_MESSAGE = `A batch must hold 1 to ${MAX_BATCH_QUERIES} valid queries.`;
export const NOT_ACCEPTABLE_MESSAGE = 'The Accept header takes none of application/json and application/graphql-response+json.';

export interface GraphQLHttp {
  /** POST /graphql with a UTF-8 JSON body: answered by `serve`, on node's request event, before express. */
  handles(req: IncomingMessage): boolean;
  serve(req: IncomingMessage, res: ServerResponse): void;
  /** Every other /graphql request (the sandbox page, GET queries, other content types), with its own express.json(). */
  middleware: RequestHandler;
  /** How often the compiled (graphql-jit) executor ran, compiled or fell back to graphql-js. */
  jitStats: JitStats;
  /** Compiled subscriptions for the socket, sharing this path's compiled-query cache. */
  subscribe: ReturnType<typeof createJitGateway>['subscribe'];
  stop(): Promise<void>;
}

// What Apollo answers a single result with, by the request's Accept header (its chooseContentTypeForSingleResultResponse).
const RESPONSE_TYPES = ['application/json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8', 'application/graphql-response+json; charset=utf-8'];
const JSON_BODY = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/**
 * /graphql over HTTP. The common request (POST, JSON, one operation whose document is valid and compiles) takes a
 * lean path: body read here, caller and rate limit as always, the compiled query run, errors through the same
 * formatter — no express, no body-parser, no Apollo request pipeline, which cost most of a small request's CPU
 * (BENCHMARKS.md). A JSON array of queries (index.html's first-screen requests) is answered here too, each query as
 * the lean path answers it (answerBatch). Everything else, and every single request that fails before execution
 * (parse or validation errors, unresolved operation names, refused variables, extensions), is answered by Apollo
 * Server itself, so its status codes and messages stay the reference.
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
  // Apollo's formatError is not told which request it formats for. Its answers carry this per-process token where the
  // request id goes, and answerWithApollo writes the id in; the plugin below logs unexpected errors with the real id.
  const requestIdToken = `request-id-${randomUUID()}`;
  const silent = { log: false };
  const logUnexpectedErrors: ApolloServerPlugin<AppContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) formatError({ ...error.toJSON(), extensions: { ...error.extensions } }, error, contextValue.requestId);
        },
      };
    },
  };
  // graphql/input-text.ts: NUL or a lone surrogate anywhere in the request is refused before execution, with the status
  // Apollo gives refused variables (the lean path leaves such requests to Apollo: jit-executor.ts).
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
  // Apollo parses, validates and formats as before; execution runs queries compiled by graphql-jit (jit-executor.ts).
  // The lean path validates with the same rules as Apollo (and as the socket): graphql/limits.ts.
  const jit = createJitGateway(options.schema, { validationRules: requestValidationRules(options.introspection) });
  const apollo = new ApolloServer<AppContext>({
    gateway: jit.gateway,
    introspection: options.introspection,
    // Apollo adds its own NoIntrospection rule when introspection is off.
    validationRules: [createLimitsRule()],
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    formatError: (formatted, error) => formatError(formatted, error, requestIdToken, silent),
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    // No plugin may hook into single fields: one `willResolveField` (the default cache-control plugin installs one)
    // makes Apollo wrap every resolver of the schema and call the hook on every field of every response.
    // We send no cache hints, traces or usage reports.
    plugins: [
      logUnexpectedErrors,
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

  // GRAPHQL_MAX_DOCUMENT_BYTES: a document (or any document of a batch) longer than this is refused before anything
  // reads it further (no parse, no session lookup), with 413 and a code; the token limit applies below it.
  const maxDocumentBytes = options.config.GRAPHQL_MAX_DOCUMENT_BYTES;
  const hasOversizedDocument = (body: unknown): boolean =>
    (Array.isArray(body) ? body : [body]).some(
      (item) => item !== null && typeof item === 'object' && isDocumentTooLarge((item as { query?: unknown }).query, maxDocumentBytes),
    );
  const refuseOversizedDocument = (res: ServerResponse) => {
    res.setHeader('cache-control', 'no-store');
    sendJson(res, 413, { errors: [{ message: documentTooLargeMessage(maxDocumentBytes), extensions: { code: DOCUMENT_TOO_LARGE } }] });
  };

  /** The caller, resolved once: the rate limit charges it and the context reuses it. Null when already answered. */
  const admit = async (req: IncomingMessage, res: ServerResponse, ip: string | undefined, requestId: string): Promise<AppContext | null> => {
    // Answers carry private data: never stored by a cache.
    res.setHeader('cache-control', 'no-store');
    let caller: GraphQLCaller;
    try {
      caller = { viewer: await resolveGraphQLViewer(options.auth, req.headers, options.services.apiKeys, { touch: true }) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      caller = { viewer: null, authenticationError: error };
    }
    if (!(await rateLimit(res, caller, ip))) return null;
    if (caller.authenticationError) {
      sendGraphQLError(res, 401, caller.authenticationError);
      return null;
    }
    const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;
    return { requestId, ip: ip ?? null, viewer: caller.viewer, services: options.services, userAgent };
  };

  const answerWithApollo = async (req: IncomingMessage, res: ServerResponse, body: unknown, context: AppContext) => {
    graphqlHttpTotals.apollo++;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: query >= 0 ? url.slice(query) : '', body },
      context: async () => context,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    const withRequestId = (text: string) => (text.includes(requestIdToken) ? text.replaceAll(requestIdToken, context.requestId) : text);
    if (response.body.kind === 'complete') {
      endJsonText(req, res, withRequestId(response.body.string));
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(withRequestId(chunk));
    res.end();
  };

  /** Apollo's error shaping (code defaults to INTERNAL_SERVER_ERROR, no stack), then our formatter. */
  const formatErrors = (errors: readonly GraphQLError[], requestId: string) =>
    errors.map((error) =>
      formatError({ ...error.toJSON(), extensions: { ...error.extensions, code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR' } }, error, requestId),
    );

  /** One result as the lean path writes it (errors through the same formatter as Apollo's). */
  const resultJson = (result: ExecutionResult, requestId: string) =>
    JSON.stringify({ errors: result.errors && formatErrors(result.errors, requestId), data: result.data, extensions: result.extensions });

  /**
   * A JSON array of queries (MAX_BATCH_QUERIES at most), answered by an array of results in the same order. Each runs
   * as the lean path runs a single query; one the compiled path leaves to Apollo (refused variables, say) is run by
   * Apollo, so its errors read as they would alone. Anything else in a batch refuses the whole batch, before any of it runs.
   */
  const answerBatch = async (req: IncomingMessage, res: ServerResponse, body: unknown[], context: AppContext) => {
    const refuse = (status: number, message: string) => sendJson(res, status, { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    const contentType = chooseResponseType(req.headers.accept);
    if (!contentType) return refuse(406, NOT_ACCEPTABLE_MESSAGE);
    const operations = body.map(leanOperation);
    const queries = operations.every((operation): operation is OperationRequest => operation !== null && jit.isValidQuery(operation)) ? operations : null;
    if (!queries || queries.length === 0 || queries.length > MAX_BATCH_QUERIES) return refuse(400, BATCH_REFUSED_MESSAGE);
    graphqlHttpTotals.batches++;
    const texts: string[] = [];
    for (const query of queries) {
      const started = process.hrtime.bigint();
      const result = await jit.executeValidated(query, context);
      if (result) {
        observeGraphQLOperation(query.operationName, 'query', secondsSince(started), Boolean(result.errors?.length));
        texts.push(resultJson(result, context.requestId));
        continue;
      }
      const answered = await apollo.executeOperation(query, { contextValue: context });
      // Incremental delivery (@defer) is not enabled, so an answer is always a single result.
      const single = answered.body.kind === 'single' ? answered.body.singleResult : { errors: [{ message: 'Unexpected incremental result.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
      texts.push(JSON.stringify(single).replaceAll(requestIdToken, context.requestId));
    }
    res.statusCode = 200;
    res.setHeader('content-type', contentType);
    endJsonText(req, res, `[${texts.join(',')}]\n`);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    let body: unknown;
    try {
      body = await readJsonBody(req, GRAPHQL_BODY_LIMIT_BYTES);
    } catch (error) {
      return sendHttpFailure(res, error, requestId, options.logger);
    }
    if (hasOversizedDocument(body)) return refuseOversizedDocument(res);
    const context = await admit(req, res, clientIp(req), requestId);
    if (!context) return;
    if (Array.isArray(body)) return answerBatch(req, res, body, context);
    const operation = leanOperation(body);
    const contentType = chooseResponseType(req.headers.accept);
    const started = process.hrtime.bigint();
    const result: ExecutionResult | null = operation && contentType ? await jit.executeValidated(operation, context) : null;
    if (!result) return answerWithApollo(req, res, body, context);
    graphqlHttpTotals.lean++;
    observeGraphQLOperation(operation!.operationName, jit.isValidQuery(operation!) ? 'query' : 'mutation', secondsSince(started), Boolean(result.errors?.length));
    const errors = result.errors && formatErrors(result.errors, requestId);
    const text = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
    // As Apollo answers it (jit-executor.ts): the database could not be reached, retry later.
    res.statusCode = hasServiceUnavailable(errors) ? 503 : 200;
    if (res.statusCode === 503) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    res.setHeader('content-type', contentType!);
    endJsonText(req, res, text);
  };

  const middleware = express.Router();
  middleware.use(express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES }), (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      // POST bodies of other content types, and GET's ?query= (automatic persisted queries included).
      if (hasOversizedDocument(req.body) || isDocumentTooLarge(req.query.query, maxDocumentBytes)) return refuseOversizedDocument(res);
      const context = await admit(req, res, req.ip, requestIdOf(req));
      if (context) await answerWithApollo(req, res, req.body, context);
    })().catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(res, error, requestIdOf(req), options.logger, 'graphql');
      next(error);
    });
  });

  return {
    handles: (req) =>
      req.method === 'POST' &&
      (req.url === '/graphql' || req.url?.startsWith('/graphql?') === true) &&
      JSON_BODY.test(req.headers['content-type'] ?? '') &&
      (req.headers['content-encoding'] === undefined || req.headers['content-encoding'] === 'identity'),
    serve(req, res) {
      const requestId = startResponse(req, res);
      answer(req, res, requestId).catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? sendServiceUnavailable(res, error, requestId, options.logger, 'graphql')
          : sendHttpFailure(res, error, requestId, options.logger),
      );
    },
    middleware,
    jitStats: jit.stats,
    subscribe: jit.subscribe,
    stop: () => apollo.stop(),
  };
}

/** A single operation with a string query and no extensions (persisted queries and the like go through Apollo). */
function leanOperation(body: unknown): OperationRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
  if (typeof query !== 'string' || extensions != null || Object.keys(rest).length) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return { query, operationName: operationName ?? undefined, variables: (variables ?? undefined) as Record<string, unknown> | undefined };
}

function chooseResponseType(accept: string | undefined): string | null {
  if (!accept) return RESPONSE_TYPES[0];
  return new Negotiator({ headers: { accept } }).mediaType(RESPONSE_TYPES) ?? null;
}

/** The body as JSON (an object or array, as express.json's strict mode takes), refused past `limit` bytes. */
async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = await new Promise<string>((resolve, reject) => {
    const tooLarge = () => Object.assign(new Error('request entity too large'), { status: 413 });
    if (Number(req.headers['content-length']) > limit) {
      // Answered at once; the rest of the body is drained unread.
      req.resume();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        return reject(tooLarge());
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve((chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8')));
    req.on('error', reject);
  });
  // An empty body reads as {} (as express.json gives it), which Apollo answers with its own 400.
  if (/^[\s\uFEFF]*$/.test(text)) return {};
  const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw Object.assign(new Error('not a JSON object'), { status: 400 });
  try {
    return JSON.parse(text);
  } catch {
    throw Object.assign(new Error('invalid JSON'), { status: 400 });
  }
}
