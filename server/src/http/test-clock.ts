// Browser tests only (TEST_CLOCK_CONTROL=true, refused unless NODE_ENV=test): POST /__test__/clock { "at": ISO | null }
// moves the one clock the money modules read (modules/quotes/clock.ts), so a spec can let a promise's date pass and run
// close of business for it, then put the clock back. Never mounted otherwise.
import express, { type Router } from 'express';
import type { Clock } from '../modules/quotes/clock.js';

export const TEST_CLOCK_PATH = '/__test__/clock';

export function testClockRouter(clock: Clock): Router {
  const router = express.Router();
  router.post(TEST_CLOCK_PATH, express.json({ limit: '1kb' }), (req, res) => {
    const at = (req.body as { at?: unknown } | undefined)?.at;
    if (at !== null && (typeof at !== 'string' || Number.isNaN(Date.parse(at)))) {
      res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Send { "at": an ISO date-time, or null for real time }.' } });
      return;
    }
    clock.set(at === null ? null : new Date(at));
    res.json({ now: clock.now().toISOString(), today: clock.today() });
  });
  return router;
}
