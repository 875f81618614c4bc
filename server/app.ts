import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { findEntryByUrl } from '../api/controllers';
import type { ResponseCache } from '../api/response-cache';
import { readSitesSync } from '../api/sites';
import type { ContentStore } from '../api/store/store';
import { retryAfterSeconds } from '../app/lib/content/breaker';
import { createSiteContent, type SiteContent } from './content';
import { createControlPanel, type ControlPanelOptions } from './cp/app';
import { controlPanelParts } from './cp/panel';
import type { EditorFirst } from './publish/editor-first';
import { PROJECT_ROOT, type Env } from './env';
import { requestContext, type RequestVariables } from './http/request-context';
import { hasHiddenSegment } from './images/paths';
import { imageOptionsFromEnv, imageService } from './images/service';
import { silentLogger, type Logger } from './log';
import { newsletterDemo } from './newsletter/signup';
import { siteRouting, type SiteRouting } from './routing/middleware';
import type { StaticFiles } from './static/files';
import { serveFiles } from './static/serve';
import { createPages, type Pages } from './pages/handler';
import { RenderPool } from './pages/render-pool';
import { createRenderer, type Render } from './pages/renderer';
import { RenderCache } from './pages/render-cache';
import { RenderLimit } from './pages/render-limit';
import { createPageMatcher, type PageMatcher } from './pages/routes';
import { createNonce } from './security/headers';

/** Renders at once per render thread, at least (see the limit below). */
const RENDERS_PER_THREAD = 3;

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
  /** True once shutdown began (/healthz and /readyz answer 503, connections close). */
  draining?: () => boolean;
  /** True once the content is loaded and the pages are in memory (/readyz); by default at once. */
  ready?: () => boolean;
  /** Production: render pages on this many worker threads (RENDER_THREADS); 0 renders on the loop. */
  renderThreads?: number;
  /** The control panel's parts (route modules, its document, the writer); by default the server's own (server/cp/panel.ts). */
  controlPanel?: Omit<ControlPanelOptions, 'env' | 'store' | 'logger'>;
  /** Development: the dev server's Vite, which also serves the control panel's modules. */
  vite?: ViteDevServer;
  /** The content to read (another app's, e.g. the server's for its publisher); by default its own. */
  siteContent?: SiteContent;
  /** Files under the content root changed (a control-panel save): the server's publisher regenerates their pages. */
  contentChanged?: (files: string[]) => void;
  /** The server's publisher holds back while editors' requests are in flight (server/publish/editor-first.ts). */
  editors?: EditorFirst;
  /** The publisher's state for /healthz: 'warming' until a change is published in the times promised. */
  publishing?: () => 'off' | 'warming' | 'watching';
}

/**
 * The site: the content API at /api, images at /_ipx, the build's files from memory, routing
 * (languages, redirect rules) and React Router for pages. The content client reads the
 * in-process store unless CONTENT_API_URL points at another Statamic-compatible API.
 */
export function createServerApp({ env, getBuild, mode, files, prerendering = false, logger = silentLogger, draining = () => false, ready = () => true, renderThreads = 0, controlPanel, vite, siteContent, contentChanged, editors, publishing = () => 'off' }: ServerAppOptions): {
  app: Hono<{ Variables: RequestVariables }>;
  store: ContentStore;
  /** The content API's answers per content index (answered from memory before the app: server/http/api-answerer.ts). */
  apiCache: ResponseCache;
  /** Pages answered without the app when they need no render (server/pages/answerer.ts); null while prerendering. */
  pages: Pages | null;
  routing: SiteRouting;
  /** Its content (store, API, client), to share with another app. */
  siteContent: SiteContent;
  /** Stops the render threads and the content watcher (shutdown). */
  close: () => Promise<void>;
} {
  // Content edits show at once: the server watches its content root in every mode (in static
  // mode server/publish regenerates the prerendered pages from it); the build reads it once.
  const shared = siteContent ?? createSiteContent(env, { watch: !prerendering });
  const { store, api, apiCache, content, breaker } = shared;
  const sites = readSitesSync(PROJECT_ROOT);
  const security = { ...env, devInlineStyles: mode === 'development' };
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use('*', requestContext({ logger, security, draining }));
  // Rendered pages, payloads, route manifests and API answers (files from memory come compressed already).
  app.use('*', compress());
  app.onError((error, c) => {
    logger.error('unhandled error', { id: c.get('requestId'), path: c.req.path, error });
    return c.text('Internal Server Error', 500);
  });

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    const body = { status: draining() ? 'draining' : 'ok', mode: env.CONTENT_MODE, publishing: publishing(), build: files?.index?.id ?? null, uptime: Math.round(process.uptime()), renderCache: pages?.cacheStats() ?? null };
    return c.json(body, draining() ? 503 : 200);
  });
  // Readiness, for a load balancer or an orchestrator (liveness stays /healthz): 503 until the
  // content is loaded and the pages are in memory, and again from the shutdown signal on, so
  // traffic leaves a replica before it stops accepting.
  app.get('/readyz', (c) => {
    c.header('Cache-Control', 'no-store');
    const status = draining() ? 'draining' : ready() ? 'ready' : 'starting';
    return c.json({ status }, status === 'ready' ? 200 : 503);
  });
  // The control panel before everything else that could answer /cp (files, routing, pages); never prerendered.
  if (!prerendering) {
    const parts = controlPanel ?? controlPanelParts({ env, mode, logger, store, security, vite, changed: contentChanged, renderer: (previewContent) => createRenderer({ env, handler, content: previewContent, sites }) });
    if (editors) app.use('/cp/*', (_c, next) => editors.during(next));
    app.route('/cp', createControlPanel({ ...parts, env, store, logger }).app);
  }
  app.route('/', api);
  app.route('/newsletter/signup', newsletterDemo());

  app.route('/_ipx', imageService(imageOptionsFromEnv(env)));
  if (files) {
    app.use('*', serveFiles(files, 'files'));
    // The asset container's files, from the content root where the panel writes them (not the
    // build's copy): an upload, a replaced file or a renamed one is public at once. Their URLs
    // carry no hash and a file may be replaced in place, so browsers revalidate (ETag, 304).
    // Statamic's `.meta` folders and other dot files are no one's business.
    const mediaRoot = path.relative(process.cwd(), path.join(env.CONTENT_DIR, 'public'));
    app.use('/media/*', async (c, next) => (hasHiddenSegment(c.req.path) ? c.notFound() : next()));
    app.use('/media/*', serveStatic({ root: mediaRoot, onFound: (_p, c) => c.header('Cache-Control', 'public, no-cache') }));
  }
  // Routing copes with a failing API itself (no rules, the hub): it gets the plain client.
  const routing = siteRouting({ content, sites });
  app.use('*', routing.middleware);
  if (files) app.use('*', serveFiles(files, 'pages'));

  // Development: React Router calls getBuild per request (it reloads). Production: the build
  // itself, once: given a function, React Router re-derives its route tables on every request
  // (createStaticHandler, flattening and ranking every route), a tenth of a render's CPU.
  const handler: RequestHandler = mode === 'development' ? createRequestHandler(getBuild, mode) : onceBuilt(getBuild, mode);
  const inThread = createRenderer({ env, handler, content, sites });
  // With RENDER_THREADS, production renders pages in worker threads beside this loop
  // (decision 014), which keeps answering from memory meanwhile; requests with a body render
  // on the loop. The build prerenders on the loop (it passes no threads); the publisher's
  // app has threads of its own (PUBLISH_THREADS), apart from visitors' renders.
  const pool = renderThreads > 0 && mode === 'production' ? new RenderPool({ env, threads: renderThreads, generation: async () => (env.CONTENT_API_URL ? null : store.generation()), log: (message, fields) => logger.error(message, fields) }) : null;
  const render: Render = pool ? (request, options) => pool.render(request, options, inThread) : inThread;
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
      // A render thread waits on content calls and on handing its page over: three renders
      // per thread keep it busy (measured: 195 req/s at two per thread, 275 at three).
      limit: new RenderLimit(pool ? Math.max(env.RENDER_CONCURRENCY, RENDERS_PER_THREAD * renderThreads) : env.RENDER_CONCURRENCY, env.RENDER_QUEUE),
      // Development renders every request afresh (code and content change under it); nor is
      // anything kept from a remote API whose answers are not kept either (no content version).
      cache: mode === 'production' && env.RENDER_CACHE_MB > 0 && (!env.CONTENT_API_URL || env.CONTENT_API_CACHE_MS > 0) ? new RenderCache(env.RENDER_CACHE_MB * 1024 * 1024) : undefined,
      sites,
      security,
      newNonce: createNonce,
      contentDown: () => (breaker?.remainingMs() ?? 0) > 0,
      retryAfter: () => retryAfterSeconds(breaker),
      log: (message, fields) => logger.warn(message, fields),
    });
    app.all('*', pages.handler);
  }
  return {
    app,
    store,
    apiCache,
    pages,
    routing,
    siteContent: shared,
    close: async () => {
      await pool?.close();
      // A store this app made is its own to close (its watcher); a shared one is its owner's.
      if (!siteContent) await store.close();
    },
  };
}

/** React Router's handler for a build loaded once: created on the first request, then reused. */
function onceBuilt(getBuild: () => Promise<ServerBuild>, mode: string): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return async (request, context) => (await (handler ??= getBuild().then((build) => createRequestHandler(build, mode))))(request, context);
}
