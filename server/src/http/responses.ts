import type { ServerResponse } from 'node:http';
import type { AppError } from '../graphql/errors.js';
import type { Logger } from '../logger.js';

/** Writes a JSON answer with node's own API (works on express's res too). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/** Answers like a GraphQL server would, for requests refused before they reach GraphQL execution. */
export function sendGraphQLError(res: ServerResponse, status: number, error: AppError): void {
  sendJson(res, status, { errors: [{ message: error.message, extensions: error.extensions }] });
}

/**
 * A request that could not be read (status < 500: bad JSON, too large) or an unexpected failure outside GraphQL:
 * a code, a plain message and the request id, never the error's own text.
 */
export function sendHttpFailure(res: ServerResponse, error: unknown, requestId: string, logger: Logger): void {
  const statusOf = (error as { status?: unknown } | null)?.status;
  const status = typeof statusOf === 'number' && statusOf >= 400 && statusOf < 500 ? statusOf : 500;
  if (status >= 500) logger.error('unhandled http error', { requestId, error: String((error as Error | null)?.message ?? error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, {
    error: {
      code: status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR',
      message: status < 500 ? 'The request could not be read.' : `Internal server error (request id: ${requestId}).`,
      requestId,
    },
  });
}
