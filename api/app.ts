import { Hono, type Context } from 'hono';
import * as controllers from './controllers';
import { termEntriesList } from './term-entries';
import * as trees from './trees';
import { accessFor, type ResourceName, type ResourcesConfig } from './allowlist';
import { cachedAnswer, CORS_HEADERS } from './answer';
import { collatorFor } from './filter';
import { ApiError } from './query';
import { ResponseCache, type CachedBody } from './response-cache';
import type { ContentStore } from './store/store';

export interface ContentApiOptions {
  store: ContentStore;
  /** Absolute base URL used for `permalink` and `api_url` (no trailing slash). */
  siteUrl: string;
  /** `Cache-Control` for successful answers. */
  cacheControl?: string;
  /** Where answers are kept per content index; the server passes its own to answer from memory before routing. */
  cache?: ResponseCache;
  /**
   * Statamic's `api.resources` config (which collections, navs, taxonomies and globals are
   * served, and their `allowed_filters`), read as Statamic reads it. Absent: everything is
   * served and filters follow our allowlist (api/allowlist.ts).
   */
  resources?: ResourcesConfig;
  /**
   * Collections (handles, or `*`) on which our allowlist also allows the `status` and
   * `published` filters, which list their drafts, scheduled and expired entries to anyone
   * (CONTENT_API_STATUS_FILTERS). None by default: only published entries are answered.
   * Ignored with `resources`, whose `allowed_filters` say it instead.
   */
  statusFilters?: readonly string[];
}

export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** The key of an answer in the ResponseCache: the request's path and query (the host plays no part). */
export const answerKey = (url: URL): string => url.pathname + url.search;

/**
 * The read-only, Statamic-compatible content API. Routes are relative: mount the app at
 * `/api` (the server and `npm run content-api` both do).
 */
export function createContentApi(options: ContentApiOptions): Hono {
  const api = new Hono();
  // The first collator of a process loads ICU's collation data (about 9 ms): pay it when the
  // API is made, at start, not on the first listing a visitor's page asks for.
  collatorFor('en');

  api.use('*', async (c, next) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.header(name, value);
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Max-Age', '86400');
      return c.body(null, 204);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD, OPTIONS');
      return c.json({ message: 'The content API is read-only.' }, 405);
    }
    await next();
  });

  const cache = options.cache ?? new ResponseCache();
  const statusFilters = new Set(options.statusFilters ?? []);
  /**
   * A route; `resource` is the resource Statamic checks against `api.resources`, and the
   * route parameter that names the item (ApiController::abortIfDisabled): 404 when not served.
   */
  const route = (handler: (req: controllers.RequestContext, c: Context) => unknown, resource?: [ResourceName, string?]) => async (c: Context) => {
    const index = await options.store.index();
    const access = accessFor(options.resources, index, statusFilters);
    if (resource) {
      const [name, param] = resource;
      if (!access.enabled(name) || (param !== undefined && !access.allows(name, c.req.param(param)!))) throw ApiError.notFound();
    }
    const url = new URL(c.req.url);
    const key = answerKey(url);
    const body = cache.get(index, key) ?? cache.set(index, key, handler({ index, url, siteUrl: options.siteUrl, access }, c));
    return respond(c, body, options.cacheControl ?? API_CACHE_CONTROL);
  };

  api.get('/collections/:collection/entries', route((req, c) => controllers.listEntries(req, c.req.param('collection')!), ['collections', 'collection']));
  api.get('/collections/:collection/entries/:id', route((req, c) => controllers.showEntry(req, c.req.param('collection')!, c.req.param('id')!), ['collections', 'collection']));
  api.get('/entries/by-url', route((req) => controllers.entryByUrl(req)));
  api.get('/collections/:collection/tree', route((req, c) => trees.collectionTree(req, c.req.param('collection')!), ['collections', 'collection']));
  api.get('/navs/:nav/tree', route((req, c) => trees.navTree(req, c.req.param('nav')!), ['navs', 'nav']));
  api.get('/globals', route((req) => controllers.listGlobals(req), ['globals']));
  api.get('/globals/:handle', route((req, c) => controllers.showGlobal(req, c.req.param('handle')!), ['globals', 'handle']));
  api.get('/taxonomies/:taxonomy/terms', route((req, c) => controllers.listTerms(req, c.req.param('taxonomy')!), ['taxonomies', 'taxonomy']));
  api.get('/taxonomies/:taxonomy/terms/:slug', route((req, c) => controllers.showTerm(req, c.req.param('taxonomy')!, c.req.param('slug')!), ['taxonomies', 'taxonomy']));
  api.get('/taxonomies/:taxonomy/terms/:slug/entries', route((req, c) => termEntriesList(req, c.req.param('taxonomy')!, c.req.param('slug')!), ['taxonomies', 'taxonomy']));

  // Hono only calls notFound() on the top-level app: mounted under /api, unknown paths need this catch-all to stay JSON.
  api.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    console.error('content api error:', error);
    return c.json({ message: 'Server Error' }, 500);
  });
  return api;
}

/** JSON with a strong ETag (weak when compressed); a matching If-None-Match gets 304 without a body. */
function respond(c: Context, body: CachedBody, cacheControl: string): Response {
  const answer = cachedAnswer(body, { method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding'), ifNoneMatch: c.req.header('If-None-Match') }, cacheControl);
  return new Response(answer.body === null ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
}
