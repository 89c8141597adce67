import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppServices } from '../app/server/context.server';
import {
  databaseRetryHeaders,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../app/server/database-outage.server';
import type { DatabaseHandle } from '../app/server/db.server';
import { isCrossSite } from '../app/server/origin-check.server';
import { shopDirectoryOf } from '../app/server/shop-directory.server';
import { findShopByDomain } from '../app/server/shops.server';
import { STUDIO_PREVIEW_PATH } from '../app/lib/studio-paths';
import { adyenContentSecurity } from '../app/server/payments/adyen/adyen-content-security';
import { stripeContentSecurity } from '../app/server/payments/stripe/stripe-content-security';
import { coalesceFlushes } from './coalesced-flush';
import { anonymousPageCache } from './page-cache';
import { publicFileServer } from './public-files';
import { requestLimits } from './request-limits';

export interface CreateAppOptions {
  services: AppServices;
  database: Pick<DatabaseHandle, 'ping'>;
  /** The Remix server build, or a function that loads it per request (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built client assets (build/client). Omitted in development, where Vite serves them. */
  clientDir?: string;
  /** Vite's middlewares in development. */
  devMiddleware?: express.RequestHandler;
  /** True while the process is shutting down: /readyz answers 503 so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
  /** Told when a Remix handler starts and finishes, so shutdown can wait for handlers, not just connections. */
  handlers?: { started(): void; finished(): void };
  /** How long an anonymous visitor's page is served from memory (server/page-cache.ts); 0 or absent: never. */
  pageCacheMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Google Analytics and the Meta pixel, loaded by the storefront only after the player consents
 * (app/shop/tracking.tsx). Their pixels are images, already allowed by img-src https:.
 */
const trackingScriptHosts = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const trackingConnectHosts = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://connect.facebook.net',
  'https://www.facebook.com',
];

export function createApp({
  services,
  database,
  build,
  clientDir,
  devMiddleware,
  isShuttingDown = () => false,
  handlers,
  pageCacheMs = 0,
}: CreateAppOptions) {
  const app = express();
  const dev = services.env.NODE_ENV === 'development' && Boolean(devMiddleware);
  app.disable('x-powered-by');
  if (services.env.TRUST_PROXY) app.set('trust proxy', true);

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // A 503 (shutting down, the database away) is an expected, temporary answer: a warning, not an error.
      customLogLevel: (_req, res, err) =>
        res.statusCode === 503
          ? 'warn'
          : err || res.statusCode >= 500
            ? 'error'
            : res.statusCode >= 400
              ? 'warn'
              : 'info',
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    // Draining for shutdown: answer, then close the connection, so kept-alive clients reconnect to another server.
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
            ...trackingScriptHosts,
            ...stripeContentSecurity.scriptSrc,
            ...adyenContentSecurity.scriptSrc,
            ...(dev ? ["'unsafe-inline'"] : []),
          ],
          'frame-src': ["'self'", ...stripeContentSecurity.frameSrc, ...adyenContentSecurity.frameSrc],
          // Style elements need the nonce; style attributes (component layout values) are allowed, never script.
          'style-src': ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`],
          'style-src-elem': [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
            ...(dev ? ["'unsafe-inline'"] : []),
          ],
          'style-src-attr': ["'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': [
            "'self'",
            ...trackingConnectHosts,
            ...stripeContentSecurity.connectSrc,
            ...adyenContentSecurity.connectSrc,
            ...(dev ? ['ws:'] : []),
          ],
          'font-src': ["'self'", 'data:', 'https:'],
          // TLS ends at the proxy in front of us; upgrading would break plain-http localhost demos.
          'upgrade-insecure-requests': null,
          // No page may be framed, except the studio's preview by the studio itself (docs/decisions/035).
          'frame-ancestors': [(req) => (framedByStudio(req as IncomingMessage) ? "'self'" : "'none'")],
        },
      },
      // Set below, with the same rule as frame-ancestors, for browsers that only read the older header.
      xFrameOptions: false,
      // Stripe and Adyen iframes (later) need cross-origin embedding; COEP would block them.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: services.env.NODE_ENV === 'production',
      // `same-origin`, not helmet's `no-referrer`: under no-referrer browsers send `Origin: null` on a plain HTML
      // form post, which Remix's and our origin checks refuse, so every form would need JavaScript. Other sites
      // still learn nothing (docs/decisions/017-referrer-policy.md).
      referrerPolicy: { policy: 'same-origin' },
    }),
  );

  app.use((req, res, next) => {
    res.setHeader('X-Frame-Options', framedByStudio(req) ? 'SAMEORIGIN' : 'DENY');
    next();
  });

  app.use(requestLimits());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting_down' });
      return;
    }
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'database_unreachable' });
  });

  if (devMiddleware) {
    app.use(devMiddleware);
  } else if (clientDir) {
    // Fingerprinted build assets: served precompressed (.br/.gz written at build time) and cached forever.
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y' },
      }),
    );
    app.use(publicFileServer(clientDir));
    // A file missing from a static folder is a plain 404, not a page for Remix to route (and log as an error).
    app.use(['/assets', '/demo'], (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }

  // Compression only for dynamic responses: static files above are already compressed.
  app.use(compression());
  app.use(coalesceFlushes);

  app.use(answerDatabaseOutagesWith503);
  app.use(refuseCrossSitePagePosts);
  const pageCache = anonymousPageCache({ ttlMs: pageCacheMs });
  // A publish makes every instance's shop directory forget (LISTEN/NOTIFY on PostgreSQL): the pages go with it, so
  // players see a publish at once, not up to PAGE_CACHE_MS later (docs/decisions/062).
  shopDirectoryOf(services.db)?.onForget(() => pageCache.clear());
  app.use(pageCache);

  app.use(async (req, res, next) => {
    try {
      const shop = await findShopByDomain(services.db, req.hostname);
      res.locals.customDomainShopHandle = shop?.handle ?? null;
      next();
    } catch (error) {
      next(error);
    }
  });

  const remix = createRequestHandler({
    build,
    mode: services.env.NODE_ENV,
    getLoadContext: (req, res) => ({
      ...services,
      cspNonce: res.locals.cspNonce as string,
      requestId: String(req.id),
      // req.ip follows TRUST_PROXY: behind a proxy it is the client, otherwise the socket's peer.
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      customDomainShopHandle: (res.locals.customDomainShopHandle as string | null) ?? null,
      noteDatabaseOutage: () => {
        res.locals.databaseOutage = true;
      },
    }),
  });
  app.all('*', (req, res, next) => {
    handlers?.started();
    remix(req, res, next).finally(() => handlers?.finished());
  });

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'request refused: the database is unavailable');
      if (res.headersSent) return;
      res.status(503).set(databaseRetryHeaders);
      // A browser gets a page it can show; an API caller the one error shape.
      if (req.accepts(['json', 'html']) === 'html')
        res
          .type('html')
          .send(plainPage(res.locals.cspNonce as string, 'Back in a moment', DATABASE_UNAVAILABLE_MESSAGE));
      else res.json({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
      return;
    }
    services.reporter.capture(error);
    req.log.error({ err: error }, 'unhandled error');
    if (res.headersSent) return;
    res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side' } });
  });

  return app;
}

/**
 * Remix answers a loader or action that failed with a 500; when the failure was the database being away
 * (entry.server's handleError calls `noteDatabaseOutage`), the status goes out as 503 with Retry-After instead.
 */
function answerDatabaseOutagesWith503(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadAfterOutage(this: express.Response, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && res.locals.databaseOutage === true) {
      this.statusCode = 503;
      for (const [name, value] of Object.entries(databaseRetryHeaders)) this.setHeader(name, value);
      return (writeHead as (...args: unknown[]) => express.Response).call(this, 503, ...rest);
    }
    return (writeHead as (...args: unknown[]) => express.Response).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
  next();
}

/** A page for answers given before any shop is known (no theme to draw it with): the default dark look. */
function plainPage(nonce: string, title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e1015;color:#e8eaf0;font:16px/1.5 system-ui,sans-serif}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#a3a9b8;margin:0}</style>
</head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;
}

const API_PREFIXES = ['/api/', '/server-api/', '/webhooks/', '/studio/api/'];

/** The studio's preview (app/routes/studio.$shop.preview.($page).tsx): the one page a page of ours may frame. */
function framedByStudio(req: Pick<IncomingMessage, 'url'>): boolean {
  return STUDIO_PREVIEW_PATH.test((req.url ?? '').split('?')[0] ?? '');
}

/**
 * A form posted to a page from another site is refused with a 403 here (the API wrappers answer their own). Remix
 * would abort it too, but as a 500. The page's host is X-Forwarded-Host when a proxy sets it, as Remix reads it.
 */
function refuseCrossSitePagePosts(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || API_PREFIXES.some((prefix) => req.path.startsWith(prefix))) {
    next();
    return;
  }
  const forwardedHost = req.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  const ownHost = forwardedHost || req.get('Host');
  if (isCrossSite({ get: (name) => req.get(name) ?? null }, [ownHost])) {
    res
      .status(403)
      .type('html')
      .send(
        plainPage(
          res.locals.cspNonce as string,
          'Not from this shop',
          'This form can only be sent from the shop’s own pages.',
        ),
      );
    return;
  }
  next();
}
