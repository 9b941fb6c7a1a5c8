import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import proxyAddr from 'proxy-addr';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being served, quoted in masked errors and written in every log line about it. */
export function currentRequestId(): string {
  return storage.getStore()?.requestId ?? 'none';
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function newRequestId(incoming?: unknown): string {
  return typeof incoming === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

/** Proxies whose X-Forwarded-For is believed (express's `trust proxy`; the lean /graphql path uses it too). */
export const TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy = proxyAddr.compile(TRUSTED_PROXIES);

/** The client's address as express's `req.ip` gives it, for requests served before express. */
export function clientIp(req: IncomingMessage): string | undefined {
  return proxyAddr(req, trustProxy);
}

/** Every answer carries its request id and the same security headers; returns the id. */
export function startResponse(req: IncomingMessage, res: ServerResponse): string {
  const requestId = newRequestId(req.headers['x-request-id']);
  res.setHeader('x-request-id', requestId);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  return requestId;
}

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const requestId = startResponse(req, res);
  (req as Request & { requestId: string }).requestId = requestId;
  storage.run({ requestId }, next);
}
