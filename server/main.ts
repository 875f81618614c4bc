/**
 * Production server: `npm start` (after `npm run build`). Prerendered pages, their payloads and
 * the build's assets are answered from memory on Node's request before any framework work;
 * everything else (the content API, images, routing, pages rendered on demand) goes to the
 * Hono app. SIGTERM and SIGINT drain: no new connections, in-flight requests finish.
 */
import { createServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServerApp } from './app';
import { readSitesSync } from '../api/sites';
import { loadEnvOrExit, PROJECT_ROOT } from './env';
import { createLogger } from './log';
import { loadStaticFiles } from './static/files';
import { readSiteIndex } from './static/site-index';
import { configurePageCaching } from './cache/policy';
import { purgeNewBuild } from './cache/new-build';
import type { ApiBody } from './cache/fingerprints';
import { purgeOnChange } from './cache/purge-on-change';
import { purgeQueue, type PurgeQueue } from './cache/purge-queue';
import { tagTracker, type TagTracker } from './cache/tag-tracker';
import { purgersFromEnv } from './cache/purgers';
import { apiAnswerer } from './http/api-answerer';
import { readyOnce } from './http/readiness';
import { memoryFront } from './http/memory';
import { pageAnswerer } from './pages/answerer';
import { createPageMatcher } from './pages/routes';
import { editorFirst } from './publish/editor-first';
import { createPublisher, type Publisher } from './publish/publisher';
import { fileAnswerer } from './static/serve';

/** After SIGTERM, idle keep-alive connections stay this long: a request already sent on one is still answered. */
const IDLE_GRACE_MS = 1_000;

const env = loadEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
// With CONTENT_API_URL the content changes elsewhere, unseen here: nothing could be purged.
const configuredPurgers = purgersFromEnv(env);
const purgers = env.CONTENT_API_URL ? [] : configuredPurgers;
if (env.CONTENT_API_URL && configuredPurgers.length > 0) logger.warn('PURGE_* is ignored with CONTENT_API_URL: this server does not see the content change, so pages keep the short shared-cache lifetime');
// Before any page is loaded: with a purger, pages stay long in shared caches (server/cache/policy.ts).
configurePageCaching({ purging: purgers.length > 0, sharedSeconds: env.SHARED_CACHE_SECONDS });

const serverBuild = path.join(env.BUILD_DIR, 'server', 'index.js');
if (!existsSync(serverBuild)) {
  logger.error(`no build in ${env.BUILD_DIR}: run npm run build first`);
  process.exit(1);
}
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;

// Prerendered pages carry the public origin they were built for (canonical and hreflang links):
// served under another one they would point elsewhere, so then every page renders on demand.
const index = readSiteIndex(env.BUILD_DIR);
const builtForElsewhere = index !== undefined && index.siteUrl !== env.PUBLIC_SITE_URL;
if (env.CONTENT_MODE === 'static' && builtForElsewhere) {
  logger.warn('prerendered pages were built for another PUBLIC_SITE_URL: rendering every page on demand instead', { builtFor: index.siteUrl, publicSiteUrl: env.PUBLIC_SITE_URL });
}
const pages = env.CONTENT_MODE === 'static' && !builtForElsewhere;
const served = loadStaticFiles({ buildDir: env.BUILD_DIR, index, security: env, pages });
// Read once: the publisher and the new-build purge both need them.
const sites = readSitesSync(PROJECT_ROOT);

let draining = false;
const editors = editorFirst();
const { app, store, apiCache, pages: pageAnswers, routing, siteContent, close } = createServerApp({
  env,
  mode: 'production',
  getBuild: () => Promise.resolve(build),
  files: served,
  logger,
  draining: () => draining,
  ready: () => ready(),
  renderThreads: env.RENDER_THREADS,
  // A control-panel save: its pages regenerate at once (the watcher would see it a moment later).
  contentChanged: (files) => (publisher ? publisher.changed(files) : store.invalidate()),
  editors,
  publishing: () => (publisher ? publishingState : 'off'),
});
let publishingState: 'warming' | 'watching' = 'warming';
const purging = startPurging();
const publisher = pages ? startPublisher() : undefined;
// Live pages need no publishing first: a change is purged once the store has it.
if (purging && !publisher) purgeOnChange({ store, tracker: purging.tracker, queue: purging.queue, logger });
// Ready (/readyz 200) once the content index is loaded, the watcher sees changes and the
// publisher has its pages in memory. With CONTENT_API_URL the remote API is not waited for:
// prerendered pages need none of it, and its outage must not take every replica out at once.
const ready = readyOnce([env.CONTENT_API_URL ? null : store.index(), store.watchReady(), publisher?.ready()], {
  ready: (ms) => logger.info('ready', { ms }),
  failed: (error) => logger.error('not ready: the content did not load', { error }),
});
const listener = getRequestListener(app.fetch);
const answerers = [fileAnswerer(served), apiAnswerer(store, apiCache, env)];
if (pageAnswers) answerers.push(pageAnswerer({ pages: pageAnswers, routing, origin: env.PUBLIC_SITE_URL }));
const fromMemory = memoryFront(answerers, { logger, draining: () => draining });
const server = createServer((req, res) => {
  const answered = fromMemory(req, res);
  if (answered === false) void listener(req, res);
  else if (answered !== true) {
    void answered.then(
      async (done) => {
        if (!done) await listener(req, res);
      },
      (error: unknown) => {
        // An answer from memory that failed is the framework's to give (it renders or says why).
        logger.error('answer from memory failed', { path: req.url, error });
        return listener(req, res);
      },
    );
  }
});

server.listen(env.PORT, env.HOST, () => {
  logger.info('listening', {
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    mode: env.CONTENT_MODE,
    build: served.index?.id ?? null,
    prerendered: pages ? (served.index?.pages.length ?? 0) : 0,
    memoryFiles: served.size,
    memoryMB: Math.round(served.bytes / 1e5) / 10,
  });
});

/**
 * Publishing without a rebuild (decision 021): a change under CONTENT_DIR, whoever made it
 * (the control panel, another replica, a hand edit), regenerates the prerendered pages in
 * the background with the build's prerenderer, on threads of its own (PUBLISH_THREADS): a
 * page rebuilt from a large item would otherwise hold this loop for tens of milliseconds at a
 * time, and visitors' answers from memory with it (issue 35).
 */
function startPublisher(): Publisher {
  const { app: renderApp } = createServerApp({ env, mode: 'production', getBuild: () => Promise.resolve(build), prerendering: true, siteContent, logger, renderThreads: env.PUBLISH_THREADS });
  const created = createPublisher({
    store,
    fetch: async (request) => renderApp.fetch(request),
    files: served,
    origin: env.PUBLIC_SITE_URL,
    sites,
    security: env,
    matchPage: createPageMatcher(build),
    logger,
    turn: editors.turn,
    ...(purging ? { purging: { changed: purging.tracker.changed, purge: purging.queue.purge } } : {}),
  });
  store.onChange((file) => created.changed([file]));
  const started = performance.now();
  void Promise.all([store.watchReady(), created.ready()]).then(() => {
    publishingState = 'watching';
    logger.info('publishing: watching the content for changes', { root: env.CONTENT_DIR, ms: Math.round(performance.now() - started) });
  });
  return created;
}

/**
 * Cache tags and purging (decision 035), with a purger configured: what the caches hold is
 * noted at start; a content change, whoever made it, purges the tags it touched once the
 * publisher has the pages showing it in memory; a build the shared caches have not seen
 * purges every site's tag once (the first replica that starts it).
 */
function startPurging(): { tracker: TagTracker; queue: PurgeQueue } | undefined {
  if (purgers.length === 0) return undefined;
  const queue = purgeQueue(purgers, { logger });
  const api: ApiBody = async (pathAndQuery) => (await siteContent.api.fetch(new Request(`http://content.local/api${pathAndQuery}`))).text();
  const tracker = tagTracker(store, api);
  tracker
    .start()
    .then(() => purgeNewBuild({ buildDir: env.BUILD_DIR, buildId: served.index?.id, sites, queue }))
    // A purge that fails is logged by the queue; this is a build folder the server cannot write, say.
    .catch((error: unknown) => logger.error('purging for a new build failed', { error }));
  logger.info('purging on change', { purgers: purgers.map((p) => p.name), sharedCacheSeconds: env.SHARED_CACHE_SECONDS });
  return { tracker, queue };
}

function shutdown(signal: string): void {
  if (draining) return;
  draining = true;
  logger.info('shutting down: finishing requests in flight', { signal });
  publisher?.close();
  // Stop accepting (net's close, not http's: http's also drops at once every connection without
  // a request under way, and that includes one accepted a moment ago whose request the loop has
  // not read yet, so a request sent just before the signal would be reset). Busy connections
  // close after their response (Connection: close while draining); idle keep-alive ones after
  // a moment in which a request already on its way is still read and answered.
  NetServer.prototype.close.call(server, () => {
    void close().finally(() => {
      logger.info('stopped');
      process.exit(0);
    });
  });
  setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
  setTimeout(() => {
    logger.error('requests still running after SHUTDOWN_TIMEOUT_MS: exiting', { timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
