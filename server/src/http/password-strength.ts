// POST /api/password-strength: the strength meter of the web's password forms asks the server's own policy
// (shared/password-policy.ts, every zxcvbn word list) as the person types, so the meter and the decision at sign-up
// agree, and no phone downloads ~1.7 MB of word lists. The password is judged and forgotten: it is never logged or
// stored (the logger redacts `password` fields in any case). Same-origin only, at most PER_MINUTE per client address
// per instance (each judgement costs up to ~200 ms of CPU), 429 past it.
import express, { type RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { findBrokenValue } from '../graphql/input-text.js';
import { judgePassword, MAX_PASSWORD_LENGTH, passwordAdvice } from '../shared/password-policy.js';

export const PASSWORD_STRENGTH_PER_MINUTE = 60;

export function passwordStrengthRoute(trustedOrigins: readonly string[]): express.Router {
  const router = express.Router();
  const recent = new LRUCache<string, { count: number; since: number }>({ max: 10_000, ttl: 60_000 });
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (typeof req.headers.origin === 'string' && trustedOrigins.includes(req.headers.origin)) return next();
    res.status(403).json({ error: { code: 'FORBIDDEN', message: 'This endpoint serves our own web app.' } });
  };
  const limited: RequestHandler = (req, res, next) => {
    const key = req.ip ?? '';
    const now = Date.now();
    const entry = recent.get(key);
    const current = entry && now - entry.since < 60_000 ? entry : { count: 0, since: now };
    current.count += 1;
    recent.set(key, current);
    if (current.count <= PASSWORD_STRENGTH_PER_MINUTE) return next();
    res.status(429).setHeader('retry-after', '60').json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a minute.' } });
  };
  router.post('/', sameOrigin, limited, express.json({ limit: '2kb' }), (req, res) => {
    const { password, email } = (req.body ?? {}) as { password?: unknown; email?: unknown };
    if (typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH * 2 || (email !== undefined && typeof email !== 'string') || findBrokenValue(req.body)) {
      res.status(400).json({ error: { code: 'BAD_USER_INPUT', message: 'Send the password (and optionally the email) as text.' } });
      return;
    }
    const verdict = judgePassword(password, typeof email === 'string' ? email : null);
    res.setHeader('cache-control', 'no-store');
    res.json({ score: verdict.score, acceptable: verdict.problem === null, problem: verdict.problem, advice: passwordAdvice(verdict) });
  });
  return router;
}
