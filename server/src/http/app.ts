import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { toNodeHandler } from 'better-auth/node';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { healthHandler, readinessHandler } from './health.js';
import { currentRequestId, requestIdMiddleware } from './request-context.js';

export interface HttpAppOptions {
  config: Config;
  database: Database;
  auth: Auth;
  graphql: RequestHandler;
  /** Uploads and downloads at /api/files (http/files.ts). */
  files: RequestHandler;
  /** Payment provider callbacks at /api/webhooks (http/webhooks.ts); they read the raw body themselves. */
  webhooks?: RequestHandler;
  /** The test-mode checkout at /pay/simulate (http/pay-simulator.ts); only with PAYMENT_PROVIDER=simulated. */
  paySimulator?: RequestHandler | null;
  logger: Logger;
}

/** Everything served on the one port except the WebSocket upgrade. */
export function createHttpApp({ config, database, auth, graphql, files, webhooks, paySimulator, logger }: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestIdMiddleware);
  app.use((_req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    next();
  });

  // better-auth reads the raw body itself, so it is mounted before express.json() (STACK pitfall 6).
  // better-auth keys its rate limits on this header; it is always overwritten with express's req.ip (which honours
  // `trust proxy`), so a client cannot pick a fresh IP per attempt by sending X-Forwarded-For itself.
  app.all('/api/auth/*splat', (req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
    next();
  }, toNodeHandler(auth));
  app.get('/healthz', healthHandler(database));
  app.get('/readyz', readinessHandler(database, logger));
  if (webhooks) app.use('/api/webhooks', webhooks);
  if (paySimulator) app.use('/pay/simulate', paySimulator);
  app.use('/graphql', express.json({ limit: '1mb' }), graphql);

  const webDir = config.WEB_DIST_DIR;
  const indexFile = path.join(webDir, 'index.html');
  app.use(
    express.static(webDir, {
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/^\/(?!api\/|graphql|healthz).*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexFile);
  });
  app.use('/api/files', files);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const requestId = currentRequestId();
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status >= 500) logger.error('unhandled http error', { requestId, error: String(error?.message ?? error) });
    res.status(status).json({
      error: {
        code: status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR',
        message: status < 500 ? 'The request could not be read.' : `Internal server error (request id: ${requestId}).`,
        requestId,
      },
    });
  };
  app.use(onError);
  return app;
}
