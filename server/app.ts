import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, RouterContextProvider, type RequestHandler, type ServerBuild } from 'react-router';
import { createContentApi } from '../api/app';
import { findEntryByUrl } from '../api/controllers';
import { ResponseCache } from '../api/response-cache';
import { readSitesSync } from '../api/sites';
import { ContentStore } from '../api/store/store';
import { createContentClient, httpTransport, inProcessTransport, LOCAL_CONTENT_TTL_MS, timeSlice } from '../app/lib/content/client.server';
import { CircuitBreaker, retryAfterSeconds } from '../app/lib/content/breaker';
import { unavailableAs503 } from '../app/lib/content/unavailable.server';
import { contentContext, embedsContext, originContext, renderContext, type EmbedSettings } from '../app/lib/content/context';
import { PROJECT_ROOT, type Env } from './env';
import { requestContext, type RequestVariables } from './http/request-context';
import { imageOptionsFromEnv, imageService } from './images/service';
import { silentLogger, type Logger } from './log';
import { newsletterDemo } from './newsletter/signup';
import { siteRouting, type SiteRouting } from './routing/middleware';
import type { StaticFiles } from './static/files';
import { serveFiles } from './static/serve';
import { createPages, type Pages, type RenderOptions } from './pages/handler';
import { RenderCache } from './pages/render-cache';
import { RenderLimit } from './pages/render-limit';
import { createPageMatcher, type PageMatcher } from './pages/routes';
import { createNonce } from './security/headers';

export interface ServerAppOptions {
  env: Env;
  /** The React Router build; a function so development can reload it per request. */
  getBuild: () => Promise<ServerBuild>;
  mode: 'development' | 'production';
  /** Production: the build's files in memory (assets, and prerendered pages unless CONTENT_MODE=live). */
  files?: StaticFiles;
  /** Prerendering: whole pages at once, no CSP nonce (the build allows their scripts by hash). */
  prerendering?: boolean;
  logger?: Logger;
  /** True once shutdown began (/healthz answers 503, connections close). */
  draining?: () => boolean;
}

/**
 * The site: the content API at /api, images at /_ipx, the build's files from memory, routing
 * (languages, redirect rules) and React Router for pages. The content client reads the
 * in-process store unless CONTENT_API_URL points at another Statamic-compatible API.
 */
export function createServerApp({ env, getBuild, mode, files, prerendering = false, logger = silentLogger, draining = () => false }: ServerAppOptions): {
  app: Hono<{ Variables: RequestVariables }>;
  store: ContentStore;
  /** The content API's answers per content index (answered from memory before the app: server/http/api-answerer.ts). */
  apiCache: ResponseCache;
  /** Pages answered without the app when they need no render (server/pages/answerer.ts); null while prerendering. */
  pages: Pages | null;
  routing: SiteRouting;
} {
  // Content edits show at once in development and in live mode (editors previewing).
  const store = new ContentStore(env.CONTENT_DIR, { watch: mode === 'development' || (env.CONTENT_MODE === 'live' && !prerendering) });
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use('*', requestContext({ logger, security: { ...env, devInlineStyles: mode === 'development' }, draining }));
  // Rendered pages, payloads, route manifests and API answers (files from memory come compressed already).
  app.use('*', compress());
  app.onError((error, c) => {
    logger.error('unhandled error', { id: c.get('requestId'), path: c.req.path, error });
    return c.text('Internal Server Error', 500);
  });

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    const body = { status: draining() ? 'draining' : 'ok', mode: env.CONTENT_MODE, build: files?.index?.id ?? null, uptime: Math.round(process.uptime()), renderCache: pages?.cacheStats() ?? null };
    return c.json(body, draining() ? 503 : 200);
  });
  const apiCache = new ResponseCache();
  const api = new Hono().route('/api', createContentApi({ store, siteUrl: env.PUBLIC_SITE_URL, cache: apiCache }));
  app.route('/', api);
  app.route('/newsletter/signup', newsletterDemo());

  // In-process calls go to the API alone: not logged as requests, no headers added. A remote
  // API gets a timeout on every call and a breaker that stops calling it while it is down.
  const breaker = env.CONTENT_API_URL ? new CircuitBreaker() : undefined;
  const content = env.CONTENT_API_URL
    ? createContentClient(httpTransport(env.CONTENT_API_URL, env.CONTENT_API_TIMEOUT_MS, breaker), env.CONTENT_API_CACHE_MS ? { version: () => `remote.${timeSlice(env.CONTENT_API_CACHE_MS)}` } : {})
    : createContentClient(inProcessTransport((request) => api.fetch(request)), { version: async () => `local.${await store.generation()}.${timeSlice(LOCAL_CONTENT_TTL_MS)}` });

  app.route('/_ipx', imageService(imageOptionsFromEnv(env)));
  if (files) {
    app.use('*', serveFiles(files, 'files'));
    // Images stay on disk (there may be many); they are not hashed, so a day of caching.
    const clientDir = path.relative(process.cwd(), path.join(env.BUILD_DIR, 'client'));
    app.use('/media/*', serveStatic({ root: clientDir, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));
  }
  // Routing copes with a failing API itself (no rules, the hub): it gets the plain client.
  const routing = siteRouting({ content, sites: readSitesSync(PROJECT_ROOT) });
  app.use('*', routing.middleware);
  if (files) app.use('*', serveFiles(files, 'pages'));

  // Development: React Router calls getBuild per request (it reloads). Production: the build
  // itself, once: given a function, React Router re-derives its route tables on every request
  // (createStaticHandler, flattening and ranking every route), a tenth of a render's CPU.
  const handler: RequestHandler = mode === 'development' ? createRequestHandler(getBuild, mode) : onceBuilt(getBuild, mode);
  const embeds: EmbedSettings = {
    maps: env.MAPS_API_KEY ? { apiKey: env.MAPS_API_KEY, mapId: env.MAPS_MAP_ID, retries: env.MAPS_LOAD_RETRIES } : null,
    newsletterOrigins: env.NEWSLETTER_FORM_ORIGINS,
  };
  const pageContent = unavailableAs503(content);
  // What pages see while the content API is down: every call fails at once (the 503 page).
  const downContent = unavailableAs503(createContentClient(() => Promise.reject(new Error('content API down'))), () => {});
  const render = (request: Request, options: RenderOptions) => {
    const context = new RouterContextProvider();
    context.set(contentContext, options.contentDown ? downContent : pageContent);
    context.set(originContext, env.PUBLIC_SITE_URL);
    context.set(embedsContext, embeds);
    context.set(renderContext, options.nonce === undefined ? { complete: true } : { nonce: options.nonce, complete: options.complete === true });
    return handler(request, context);
  };
  let pages: Pages | null = null;
  if (prerendering) {
    app.all('*', (c) => render(c.req.raw, {}));
  } else {
    // Production matches paths against its one build (decision 014); development reloads the
    // build per request, so it renders every page without the shortcuts.
    const matcher: Promise<PageMatcher> = mode === 'production' ? getBuild().then(createPageMatcher) : Promise.resolve(() => null);
    pages = createPages({
      render,
      content,
      // In-process content answers "is there an entry at this path?" without an API call.
      entryCollection: env.CONTENT_API_URL ? undefined : (pathname) => {
        const index = store.loaded();
        const entry = index && findEntryByUrl(index, pathname);
        return !index || entry === 'invalid' ? undefined : (entry?.collection ?? null);
      },
      matcher,
      limit: new RenderLimit(env.RENDER_CONCURRENCY, env.RENDER_QUEUE),
      // Development renders every request afresh (code and content change under it); nor is
      // anything kept from a remote API whose answers are not kept either (no content version).
      cache: mode === 'production' && env.RENDER_CACHE_MB > 0 && (!env.CONTENT_API_URL || env.CONTENT_API_CACHE_MS > 0) ? new RenderCache(env.RENDER_CACHE_MB * 1024 * 1024) : undefined,
      sites: readSitesSync(PROJECT_ROOT),
      security: { ...env, devInlineStyles: mode === 'development' },
      newNonce: createNonce,
      contentDown: () => (breaker?.remainingMs() ?? 0) > 0,
      retryAfter: () => retryAfterSeconds(breaker),
      log: (message, fields) => logger.warn(message, fields),
    });
    app.all('*', pages.handler);
  }
  return { app, store, apiCache, pages, routing };
}

/** React Router's handler for a build loaded once: created on the first request, then reused. */
function onceBuilt(getBuild: () => Promise<ServerBuild>, mode: string): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return async (request, context) => (await (handler ??= getBuild().then((build) => createRequestHandler(build, mode))))(request, context);
}
