import type { NextFunction, Request, Response } from 'express';
import { BROKEN_TEXT_MESSAGE, findBrokenValue, isBrokenUrl } from '../graphql/input-text.js';

/** The refusal of broken text outside GraphQL: 400, code BAD_USER_INPUT, the same message as GraphQL's. */
export function sendBrokenText(res: Response, shape: 'rest' | 'auth' = 'rest'): void {
  const error = { code: 'BAD_USER_INPUT', message: BROKEN_TEXT_MESSAGE };
  res.status(400).setHeader('cache-control', 'no-store');
  // better-auth's own error shape under /api/auth, so its client reads the code and message as usual.
  res.json(shape === 'auth' ? error : { error });
}

/**
 * Every request the express app serves: a path or query that decodes to NUL (`/pay/simulate/%00`) is refused before
 * any route reads its parameters. Bodies are checked where they are parsed (findBrokenValue).
 */
export function refuseBrokenUrl(req: Request, res: Response, next: NextFunction): void {
  if (!isBrokenUrl(req.originalUrl)) return next();
  sendBrokenText(res, req.path.startsWith('/api/auth/') ? 'auth' : 'rest');
}

/** Whether a parsed body holds broken text anywhere (then answered with sendBrokenText). */
export function hasBrokenText(body: unknown): boolean {
  return findBrokenValue(body) !== null;
}
