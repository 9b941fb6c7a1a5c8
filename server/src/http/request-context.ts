import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import proxyAddr from 'proxy-addr';
import type { ProxyTrust } from '../config.js';

// The request id travels with the request (requestIdOf, and Apollo's context for GraphQL): every place that needs it
// is handed the request or the context, so no ambient store is needed.
const REQUEST_ID = Symbol('requestId');
type WithRequestId = IncomingMessage & { [REQUEST_ID]?: string };

/** The id of the request being served (set by requestIdMiddleware), quoted in masked errors and in log lines. */
export function requestIdOf(req: IncomingMessage): string {
  return (req as WithRequestId)[REQUEST_ID] ?? 'none';
}

export function newRequestId(incoming?: unknown): string {
  return typeof incoming === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The TRUST_PROXY setting in force (config.ts parseTrustProxy); until one is set, no proxy is trusted. */
let activeTrust: ProxyTrust = () => false;

/** Makes this configuration's TRUST_PROXY the one express's `req.ip` and clientIp() apply (createAuth calls it). */
export function useProxyTrust(trust: ProxyTrust): void {
  activeTrust = trust;
}

/**
 * Proxies whose X-Forwarded-For is believed: express's `trust proxy` (app.ts) and clientIp() on the WebSocket, so better-auth's IP and our rate limits read the same address. Nothing is trusted unless TRUST_PROXY says so:
 * trusting loopback/private ranges by default let any client on them pick its IP per request.
 */
export const TRUSTED_PROXIES: ProxyTrust = (address, hop) => activeTrust(address, hop);

/** The client's address exactly as express's `req.ip` gives it, for requests express does not see (the socket's upgrade). */
export function clientIp(req: IncomingMessage, trust: ProxyTrust = TRUSTED_PROXIES): string | undefined {
  return proxyAddr(req, trust);
}

/** Every answer carries its request id and the same security headers; returns the id. */
export function startResponse(req: IncomingMessage, res: ServerResponse): string {
  const requestId = newRequestId(req.headers['x-request-id']);
  res.setHeader('x-request-id', requestId);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  return requestId;
}

/** Starts the answer (startResponse) and remembers its request id on the request, for requestIdOf. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const requestId = startResponse(req, res);
  (req as WithRequestId)[REQUEST_ID] = requestId;
  return requestId;
}

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  assignRequestId(req, res);
  next();
}
