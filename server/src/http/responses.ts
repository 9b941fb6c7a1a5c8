import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, type AppError } from '../graphql/errors.js';
import { describeError, type Logger } from '../logger.js';

/** Writes a JSON answer with node's own API (works on express's res too). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/** The compression a client takes (Negotiator reads Accept-Encoding with its q-values): brotli, else gzip, else none. */
export function preferredEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  if (!accepted) return null;
  const acceptable = new Negotiator({ headers: { 'accept-encoding': accepted } }).encodings(['br', 'gzip']);
  return acceptable.includes('br') ? 'br' : acceptable.includes('gzip') ? 'gzip' : null;
}

/** Answers smaller than this go out as they are: compressing them would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Ends a GraphQL answer (headers already set), compressed when it is large enough and the client takes it: a
 * 20-row list page is ~5× smaller on a phone's 3G/4G link. Quick settings (brotli 4, gzip 5), since every answer
 * pays them; the static files are compressed at best ratio once, in app.ts.
 */
export function endJsonText(req: IncomingMessage, res: ServerResponse, text: string): void {
  const length = Buffer.byteLength(text);
  const encoding = length >= COMPRESS_MIN_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null;
  res.setHeader('vary', 'Accept-Encoding');
  if (!encoding) {
    // As a string, node writes the headers and the body in one piece (a Buffer goes out as a second one).
    res.setHeader('content-length', length);
    res.end(text);
    return;
  }
  const body = Buffer.from(text);
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : zlib.gzipSync(body, { level: 5 });
  res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', compressed.length);
  res.end(compressed);
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
  if (isDatabaseUnavailable(error)) return sendServiceUnavailable(res, error, requestId, logger, 'rest');
  const statusOf = (error as { status?: unknown } | null)?.status;
  const status = typeof statusOf === 'number' && statusOf >= 400 && statusOf < 500 ? statusOf : 500;
  // describeError: a database error's message carries its parameters (emails, tokens); they never reach the log.
  if (status >= 500) logger.error('unhandled http error', { requestId, ...describeError(error) });
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

/**
 * The database could not be reached (a restart, a dropped connection): 503 with Retry-After, code SERVICE_UNAVAILABLE
 * and SPEC's plain message, so clients retry instead of reporting a bug. `graphql` answers in GraphQL's shape.
 */
export function sendServiceUnavailable(res: ServerResponse, error: unknown, requestId: string, logger: Logger, shape: 'graphql' | 'rest'): void {
  logger.warn('database unavailable', { requestId, error: String((error as Error | null)?.message ?? error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  const detail = { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, requestId };
  if (shape === 'rest') return sendJson(res, 503, { error: detail });
  sendJson(res, 503, { errors: [{ message: detail.message, extensions: { code: detail.code, requestId } }] });
}
