import express, { type Request, type Response } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Services } from '../modules/index.js';
import { isValidPaystackSignature } from '../payments-providers/index.js';
import { hasBrokenText, sendBrokenText } from './broken-text.js';
import { requestIdOf } from './request-context.js';

const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Provider callbacks at /api/webhooks. Mounted before express.json(): the signature covers the exact bytes sent,
 * so the body is read raw and parsed only after it checks out.
 */
export function createWebhooksRouter({ services, config, logger }: { services: Services; config: Config; logger: Logger }): express.Router {
  const router = express.Router();

  router.post('/paystack', express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }), async (req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    if (config.PAYMENT_PROVIDER !== 'paystack' || !config.PAYSTACK_SECRET_KEY) {
      res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      return;
    }
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['x-paystack-signature'];
    if (!isValidPaystackSignature(rawBody, typeof signature === 'string' ? signature : undefined, config.PAYSTACK_SECRET_KEY)) {
      logger.warn('paystack webhook refused: bad signature', { requestId: requestIdOf(req), ip: req.ip });
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Invalid signature.' } });
      return;
    }
    let event: { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
    try {
      const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
      event = parsed !== null && typeof parsed === 'object' ? (parsed as typeof event) : {};
    } catch {
      res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'The request could not be read.' } });
      return;
    }
    // NUL or a lone surrogate (a reference, an email) would fail in PostgreSQL: a 400, never retried into a 500 loop.
    if (hasBrokenText(event)) {
      logger.warn('paystack webhook refused: broken text', { requestId: requestIdOf(req) });
      return sendBrokenText(res);
    }
    try {
      // A reference we never issued is acknowledged (2xx) and logged by the service: retrying it would not help.
      const result = await services.onlinePayments.settleFromPaystackEvent(event);
      logger.info('paystack webhook handled', { requestId: requestIdOf(req), event: String(event.event).slice(0, 100), result });
      res.status(200).json({ received: true });
    } catch (error) {
      // A 5xx makes Paystack deliver again later, which is what we want when verify or the database failed.
      logger.error('paystack webhook failed', { requestId: requestIdOf(req), error: String(error) });
      res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: `Internal server error (request id: ${requestIdOf(req)}).` } });
    }
  });

  return router;
}
