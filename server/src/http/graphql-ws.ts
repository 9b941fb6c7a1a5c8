import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Auth } from '../auth/auth.js';
import { resolveViewer } from '../auth/viewer.js';
import type { Config } from '../config.js';
import type { Viewer } from '../graphql/context.js';
import { createErrorFormatter } from '../graphql/errors.js';
import { createLimitsRule } from '../graphql/limits.js';
import type { Logger } from '../logger.js';
import type { AppContext, Services } from '../modules/index.js';
import { newRequestId } from './request-context.js';

export const WS_LIMITS = { maxPayloadBytes: 64 * 1024, connectionInitWaitMs: 10_000 };

export interface GraphQLSocket {
  /** Closes every socket with 1001 (going away) so clients reconnect to another instance. */
  close(): Promise<void>;
}

// A type alias (not an interface) so it satisfies graphql-ws's Record constraint.
type ConnectionExtra = { viewer?: Viewer | null };

function reject(socket: Duplex, status: number, reason: string): void {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** graphql-ws runs outside Apollo: the same origin check, auth, limits and masking are applied here. */
export function attachGraphQLSocket(options: {
  server: Server;
  schema: GraphQLSchema;
  auth: Auth;
  services: Services;
  config: Config;
  logger: Logger;
}): GraphQLSocket {
  const formatError = createErrorFormatter(options.logger);
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_LIMITS.maxPayloadBytes });

  options.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql') return reject(socket, 404, 'Not Found');
    const origin = request.headers.origin;
    if (origin && !options.config.trustedOrigins.includes(origin)) return reject(socket, 403, 'Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const disposable = useServer<Record<string, unknown>, ConnectionExtra>(
    {
      schema: options.schema,
      connectionInitWaitTimeout: WS_LIMITS.connectionInitWaitMs,
      onConnect: async (ctx) => {
        ctx.extra.viewer = await resolveViewer(options.auth, ctx.extra.request.headers);
        return true;
      },
      context: (ctx): AppContext => ({
        requestId: newRequestId(),
        ip: ctx.extra.request.socket.remoteAddress ?? null,
        viewer: ctx.extra.viewer ?? null,
        services: options.services,
      }),
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query.')];
        }
        const errors = validate(options.schema, document, [...specifiedRules, createLimitsRule(payload.variables ?? {})]);
        if (errors.length > 0) return errors;
        return {
          schema: options.schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
        } satisfies Partial<ExecutionArgs> as ExecutionArgs;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors) return result;
        const requestId = newRequestId();
        return {
          ...result,
          errors: result.errors.map((error) => formatError(error.toJSON(), error, requestId) as GraphQLError),
        };
      },
    },
    wss,
  );

  return {
    async close() {
      for (const client of wss.clients as Set<WebSocket>) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
