import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import type { Context as SocketContext } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { Auth } from '../auth/auth.js';
import { resolveGraphQLViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import type { Viewer } from '../graphql/context.js';
import { AppError, createErrorFormatter, rateLimited } from '../graphql/errors.js';
import { findBrokenText } from '../graphql/input-text.js';
import { DOCUMENT_TOO_LARGE, documentTooLargeMessage, isDocumentTooLarge, QUERY_LIMITS, requestValidationRules } from '../graphql/limits.js';
import { describeError, type Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { rateLimitBucketOf } from './rate-limit.js';
import { clientIp, newRequestId } from './request-context.js';

export const WS_LIMITS = { maxPayloadBytes: 64 * 1024, maxSubscriptionsPerConnection: 25, maxConnectionsPerUser: 10 };

/** Close codes the web client acts on (1001: reconnect elsewhere; 4401: sign in again; 4429: too many tabs). */
export const WS_CLOSE = { goingAway: 1001, sessionEnded: 4401, tooManyConnections: 4429 } as const;

export interface GraphQLSocket {
  /**
   * Refuses new operations (SERVICE_UNAVAILABLE, which clients retry elsewhere) and waits up to `ms` for the queries
   * and mutations already running to send their answers. Subscriptions are not waited for.
   */
  drain(ms: number): Promise<void>;
  /** Closes every socket with 1001 (going away) so clients reconnect to another instance. */
  close(): Promise<void>;
}

/** What an operation sent to a socket of an instance that is shutting down is told (retryable, not a 5xx). */
export const SERVER_RESTARTING_MESSAGE = 'The server is restarting. Please try again in a moment.';
/** How often a drain looks whether the running operations have answered. */
const DRAIN_POLL_MS = 10;

// A type alias (not an interface) so it satisfies graphql-ws's Record constraint.
type ConnectionExtra = {
  viewer?: Viewer | null;
  /** The user (or API key) this socket counts against in the per-user connection bound. */
  countedAs?: string;
  sessionCheck?: NodeJS.Timeout;
};
type Connection = SocketContext<Record<string, unknown>, Extra & Partial<ConnectionExtra>>;

function reject(socket: Duplex, status: number, reason: string): void {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** Apollo labels request errors with these codes on HTTP; the socket labels its own the same way. */
function requestError(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}

/** Open sockets per user on this instance. */
function createConnectionCounter(limit: number) {
  const open = new Map<string, number>();
  return {
    tryOpen(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= limit) return false;
      open.set(key, count + 1);
      return true;
    },
    release(key: string): void {
      const count = (open.get(key) ?? 1) - 1;
      if (count <= 0) open.delete(key);
      else open.set(key, count);
    },
  };
}

/** graphql-ws runs outside Apollo: the same origin check, auth, limits and masking are applied here. */
export function attachGraphQLSocket(options: {
  server: Server;
  schema: GraphQLSchema;
  auth: Auth;
  services: Services;
  config: Config;
  logger: Logger;
  /** As on HTTP: off in production unless the setting allows it. */
  introspection?: boolean;
}): GraphQLSocket {
  // No "Did you mean" hints where introspection is off, as on HTTP.
  const formatError = createErrorFormatter(options.logger, { suggestions: options.introspection !== false });
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_LIMITS.maxPayloadBytes });
  const connections = createConnectionCounter(WS_LIMITS.maxConnectionsPerUser);
  // Queries and mutations between onSubscribe and their complete message, so a shutdown can let them answer.
  const running = new WeakMap<object, Set<string>>();
  let runningCount = 0;
  let draining = false;

  options.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql') return reject(socket, 404, 'Not Found');
    const origin = request.headers.origin;
    if (origin && !options.config.trustedOrigins.includes(origin)) return reject(socket, 403, 'Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => {
      wss.emit('connection', ws, request);
      // ws has already closed with the right code (1009 for an oversize message); graphql-ws would print a stack.
      ws.removeAllListeners('error');
      ws.on('error', (error) => options.logger.warn('socket closed on a protocol error', { error: error.message }));
    });
  });

  // The cookie (or key) the socket opened with is checked again: a revoked session or a banned user is cut off.
  const recheckSession = async (connection: Connection) => {
    const { socket, request, viewer } = connection.extra;
    let current: Viewer | null;
    try {
      current = await resolveGraphQLViewer(options.auth, request.headers, options.services.apiKeys);
    } catch (error) {
      if (!(error instanceof AppError)) {
        // A database hiccup is not a revoked session: keep the socket and try again next time.
        options.logger.warn('socket session check failed', describeError(error));
        return;
      }
      current = null;
    }
    if (!current || current.id !== viewer?.id || current.role !== viewer.role) {
      socket.close(WS_CLOSE.sessionEnded, 'Session ended');
    }
  };

  const disposable = useServer<Record<string, unknown>, ConnectionExtra>(
    {
      schema: options.schema,
      connectionInitWaitTimeout: options.config.WS_CONNECTION_INIT_TIMEOUT_MS,
      onConnect: async (ctx) => {
        try {
          ctx.extra.viewer = await resolveGraphQLViewer(options.auth, ctx.extra.request.headers, options.services.apiKeys);
        } catch (error) {
          // A bad API key (or a key with a cookie) closes the socket with 4403 instead of continuing anonymously.
          if (error instanceof AppError) return false;
          throw error;
        }
        const { viewer, socket } = ctx.extra;
        // Closed while the session was being read: onClose has run already, so count nothing.
        if (socket.readyState !== WebSocket.OPEN) return false;
        if (viewer) {
          if (!connections.tryOpen(viewer.id)) {
            socket.close(WS_CLOSE.tooManyConnections, 'Too many connections');
            return false;
          }
          ctx.extra.countedAs = viewer.id;
          ctx.extra.sessionCheck = setInterval(() => void recheckSession(ctx), options.config.WS_SESSION_CHECK_MS);
        }
        return true;
      },
      onClose: (ctx) => {
        clearInterval(ctx.extra.sessionCheck);
        if (ctx.extra.countedAs) connections.release(ctx.extra.countedAs);
        ctx.extra.countedAs = undefined;
      },
      context: (ctx): AppContext => ({
        requestId: newRequestId(),
        ip: clientIp(ctx.extra.request) ?? null,
        viewer: ctx.extra.viewer ?? null,
        services: options.services,
      }),
      onSubscribe: async (ctx, _id, payload) => {
        if (draining) return [new AppError('SERVICE_UNAVAILABLE', SERVER_RESTARTING_MESSAGE)];
        // graphql-ws has already registered this operation, so the 26th sees 26.
        if (Object.keys(ctx.subscriptions).length > WS_LIMITS.maxSubscriptionsPerConnection) {
          return [new AppError('RATE_LIMITED', `Too many subscriptions on one connection (at most ${WS_LIMITS.maxSubscriptionsPerConnection}).`)];
        }
        // Every operation is charged like an HTTP request; an anonymous socket to the client's address as HTTP reads
        // it (TRUST_PROXY), so behind a proxy anonymous sockets do not all share the proxy's address.
        if (options.config.rateLimitEnabled) {
          const bucket = rateLimitBucketOf({ viewer: ctx.extra.viewer ?? null }, clientIp(ctx.extra.request), options.config);
          const decision = await options.services.rateLimits.consume(bucket.key, bucket.limit);
          if (!decision.allowed) return [rateLimited()];
        }
        // The same size cap as on HTTP, before parsing (the socket's 64 KB message limit is above it).
        if (isDocumentTooLarge(payload.query, options.config.GRAPHQL_MAX_DOCUMENT_BYTES)) {
          return [new GraphQLError(documentTooLargeMessage(options.config.GRAPHQL_MAX_DOCUMENT_BYTES), { extensions: { code: DOCUMENT_TOO_LARGE } })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        } catch (error) {
          return [requestError(error instanceof GraphQLError ? error : new GraphQLError('Invalid query.'), 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(options.schema, document, [...specifiedRules, ...requestValidationRules(options.introspection !== false, payload.variables ?? {})]);
        if (errors.length > 0) return errors.map((error) => requestError(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) {
          return [new GraphQLError('Unable to identify the operation to run.', { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        }
        // Variables are coerced here, as Apollo does on HTTP, so a wrongly typed one is the client's BAD_USER_INPUT
        // (execution would report it as an error without a code, masked and logged as INTERNAL_SERVER_ERROR).
        const coerced = getVariableValues(options.schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 10 });
        if (coerced.errors) return coerced.errors.map((error) => requestError(error, 'BAD_USER_INPUT'));
        // The same check of every string as on HTTP (graphql/input-text.ts).
        const broken = findBrokenText(document, payload.variables);
        if (broken) return [broken];
        if (operation.operation !== 'subscription') {
          const ids = running.get(ctx) ?? new Set<string>();
          running.set(ctx, ids);
          ids.add(_id);
          runningCount += 1;
        }
        return {
          schema: options.schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
        } satisfies Partial<ExecutionArgs> as ExecutionArgs;
      },
      onComplete: (ctx, id) => {
        if (running.get(ctx)?.delete(id)) runningCount -= 1;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors) return result;
        const requestId = newRequestId();
        return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error, requestId)) };
      },
      // Errors that end an operation (refusals above, or a failure inside a running subscription) are masked too.
      onError: (_ctx, _id, _payload, errors) => {
        const requestId = newRequestId();
        return errors.map((error) => formatError(error.toJSON(), error, requestId));
      },
    },
    wss,
  );

  return {
    async drain(ms: number) {
      draining = true;
      const deadline = Date.now() + ms;
      while (runningCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    },
    async close() {
      for (const client of wss.clients as Set<WebSocket>) client.close(WS_CLOSE.goingAway, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
