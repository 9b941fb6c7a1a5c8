import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { toNodeHandler } from 'better-auth/node';
import { CLIENT_IP_HEADER, type Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { checkProfileImage, PROFILE_IMAGE_PATHS } from './auth-profile-image.js';
import { refuseBrokenUrl } from './broken-text.js';
import { webAppPolicyFor } from './csp.js';
import { healthHandler, readinessHandler } from './health.js';
import { metricsAuthorised, metricsRegistry } from '../metrics.js';
import { passwordStrengthRoute } from './password-strength.js';
import { requestIdMiddleware, requestIdOf, TRUSTED_PROXIES } from './request-context.js';
import { preferredEncoding, sendHttpFailure } from './responses.js';

export interface HttpAppOptions {
  config: Config;
  database: Database;
  auth: Auth;
  /** Uploads and downloads at /api/files (http/files.ts). */
  files: RequestHandler;
  /** Payment provider callbacks at /api/webhooks (http/webhooks.ts); they read the raw body themselves. */
  webhooks?: RequestHandler;
  /** The test-mode checkout at /pay/simulate (http/pay-simulator.ts); only with PAYMENT_PROVIDER=simulated. */
  paySimulator?: RequestHandler | null;
  /** Browser tests only (TEST_CLOCK_CONTROL): POST /__test__/clock (http/test-clock.ts). */
  testClock?: RequestHandler | null;
  logger: Logger;
}

/** Everything served on the one port except the WebSocket upgrade. */
export function createHttpApp({ config, database, auth, files, webhooks, paySimulator, testClock, logger }: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on res.send bodies (GraphQL answers, JSON errors): they are private and never revalidated, and hashing
  // every response costs CPU. Static files keep theirs (serve-static sets its own).
  app.set('etag', false);
  app.set('trust proxy', TRUSTED_PROXIES);
  // Request id and security headers on every answer.
  app.use(requestIdMiddleware);
  // A path or query that decodes to NUL never reaches a route (graphql/input-text.ts).
  app.use(refuseBrokenUrl);

  // better-auth reads the raw body itself, so it is mounted before express.json() (STACK pitfall 6).
  // better-auth keys its rate limits on this header; it is always overwritten with express's req.ip (which honours
  // `trust proxy`), so a client cannot pick a fresh IP per attempt by sending X-Forwarded-For itself.
  const authHandler = toNodeHandler(auth);
  // A profile image better-auth would store must be one of our own file routes (other hosts and paths are refused).
  app.post(PROFILE_IMAGE_PATHS, checkProfileImage(config.publicUrl));
  app.all('/api/auth/*splat', (req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
    authHandler(req, res).catch(next);
  });
  // Liveness: the process answers, nothing else is asked (a database failover must not restart every pod).
  app.get('/livez', (_req, res) => void res.set('cache-control', 'no-store').json({ status: 'alive', uptimeSeconds: Math.round(process.uptime()) }));
  app.get('/healthz', healthHandler(database));
  app.get('/readyz', readinessHandler(database, logger));
  const metricsToken = config.METRICS_TOKEN;
  if (metricsToken) {
    app.get('/metrics', (req, res, next) => {
      res.setHeader('cache-control', 'no-store');
      if (!metricsAuthorised(req.headers.authorization, metricsToken)) {
        res.status(401).setHeader('www-authenticate', 'Bearer').json({ error: 'UNAUTHENTICATED' });
        return;
      }
      metricsRegistry.metrics().then((text) => res.type(metricsRegistry.contentType).send(text), next);
    });
  }
  if (webhooks) app.use('/api/webhooks', webhooks);
  app.use('/api/password-strength', passwordStrengthRoute(config.trustedOrigins));
  if (paySimulator) app.use('/pay/simulate', paySimulator);
  if (testClock) app.use(testClock);
  // /graphql never reaches this app: the node server hands it to http/graphql.ts (application.ts).

  const webDir = config.WEB_DIST_DIR;
  const indexFile = path.join(webDir, 'index.html');
  const webAppPolicy = webAppPolicyFor(indexFile, config.publicUrl);
  /** The web app's page goes out with its Content-Security-Policy (http/csp.ts). */
  const withPolicy = (res: express.Response) => {
    const policy = webAppPolicy();
    if (policy) res.setHeader('content-security-policy', policy);
  };
  const compressed = compressedFiles();
  // In production every text file is compressed once, at best ratio, in the background right after start, so no
  // visitor waits for it; a request that comes first gets a quick, lighter compression instead.
  if (config.NODE_ENV === 'production') compressed.warm(webDir, (error) => logger.warn('precompressing the web app failed', { error: String(error) }));
  // Text files of the built web app go out brotli- or gzip-compressed (the landing JS is ~3× smaller on the wire).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let filePath: string;
    try {
      filePath = path.join(webDir, path.normalize(decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!filePath.startsWith(webDir + path.sep) || !COMPRESSIBLE.test(filePath)) return next();
    const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
    if (filePath === indexFile) withPolicy(res);
    void compressed.send(req, res, filePath, immutable ? 'public, max-age=31536000, immutable' : 'no-cache').then((sent) => {
      if (!sent) next();
    }, next);
  });
  app.use(
    express.static(webDir, {
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // The developers' Sandbox (web features/developers) is for development and test servers: production has no
  // introspection to feed it, and answers its path as any unknown file.
  if (config.NODE_ENV === 'production') app.get('/developers/graphiql', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
  // What static serving did not find: a path with a file extension (`/robots.txt`, `/assets/x.js`, `/favicon.ico`) or
  // under /assets is a missing file, 404; any other path is a route of the web app, which index.html renders.
  app.get(/^\/(?!api\/|graphql|healthz|livez).*/, (req, res, next) => {
    if (isFilePath(req.path)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    withPolicy(res);
    void compressed.send(req, res, indexFile, 'no-cache').then((sent) => {
      if (sent) return;
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(indexFile);
    }, next);
  });
  app.use('/api/files', files);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  // Anything else (a missing static file, a method no route takes): a plain 404, not express's HTML page.
  app.use((_req, res) => {
    res.status(404).setHeader('cache-control', 'no-cache');
    res.type('text/plain').send('Not found.');
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => sendHttpFailure(res, error, requestIdOf(req), logger);
  app.use(onError);
  return app;
}

/** A request for a file, never a web app route: a last segment with an extension, or anything under /assets. */
export function isFilePath(requestPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(requestPath) || requestPath === '/assets' || requestPath.startsWith('/assets/');
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Static text files compressed once per file version (path, size, mtime) and kept in memory: the built app is a
 * few MB at most. Sends nothing (resolves false) when the client takes no compression, the file is missing or
 * too small to gain, so the caller falls back to plain serving.
 */
function compressedFiles() {
  const cache = new Map<string, Promise<Buffer>>();
  const versionKey = (encoding: string, filePath: string, stat: fs.Stats) => `${encoding}:${filePath}:${stat.size}:${stat.mtimeMs}`;
  const compress = (raw: Buffer, encoding: 'br' | 'gzip', best: boolean) =>
    encoding === 'br'
      ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzip(raw, { level: best ? 9 : 6 });
  const remember = (key: string, body: Promise<Buffer>) => {
    cache.set(key, body);
    body.catch(() => cache.delete(key));
    return body;
  };
  return {
    /** Compresses every text file under `dir` (both encodings), one at a time, largest first. */
    warm(dir: string, onError: (error: unknown) => void): void {
      void (async () => {
        const files = (await fs.promises.readdir(dir, { recursive: true }).catch(() => [] as string[]))
          .map((name) => path.join(dir, name))
          .filter((file) => COMPRESSIBLE.test(file));
        const stats = await Promise.all(files.map(async (file) => ({ file, stat: await fs.promises.stat(file) })));
        stats.sort((a, b) => b.stat.size - a.stat.size);
        for (const { file, stat } of stats) {
          if (!stat.isFile() || stat.size < 1024) continue;
          const raw = await fs.promises.readFile(file);
          for (const encoding of ['br', 'gzip'] as const) {
            const key = versionKey(encoding, file, stat);
            if (!cache.has(key)) await remember(key, compress(raw, encoding, true));
          }
        }
      })().catch(onError);
    },
    async send(req: express.Request, res: express.Response, filePath: string, cacheControl: string): Promise<boolean> {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (!encoding) return false;
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(filePath);
      } catch {
        return false;
      }
      if (!stat.isFile() || stat.size < 1024) return false;
      const key = versionKey(encoding, filePath, stat);
      const data = await (cache.get(key) ?? remember(key, fs.promises.readFile(filePath).then((raw) => compress(raw, encoding, false))));
      res.setHeader('content-type', CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream');
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('cache-control', cacheControl);
      res.setHeader('content-length', String(data.length));
      res.end(req.method === 'HEAD' ? undefined : data);
      return true;
    },
  };
}

