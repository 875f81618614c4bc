import { Hono, type Context } from 'hono';
import * as controllers from './controllers';
import { ApiError } from './query';
import { ResponseCache, type CachedBody } from './response-cache';
import type { ContentStore } from './store/store';

export interface ContentApiOptions {
  store: ContentStore;
  /** Absolute base URL used for `permalink` and `api_url` (no trailing slash). */
  siteUrl: string;
  /** `Cache-Control` for successful answers. */
  cacheControl?: string;
}

const DEFAULT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The read-only, Statamic-compatible content API. Routes are relative: mount the app at
 * `/api` (the server and `npm run content-api` both do).
 */
export function createContentApi(options: ContentApiOptions): Hono {
  const api = new Hono();

  api.use('*', async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    c.header('Vary', 'Origin');
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

  const cache = new ResponseCache();
  const route = (handler: (req: controllers.RequestContext, c: Context) => unknown) => async (c: Context) => {
    const index = await options.store.index();
    const body =
      cache.get(index, c.req.url) ??
      cache.set(index, c.req.url, handler({ index, url: new URL(c.req.url), siteUrl: options.siteUrl }, c));
    return respond(c, body, options.cacheControl ?? DEFAULT_CACHE);
  };

  api.get('/collections/:collection/entries', route((req, c) => controllers.listEntries(req, c.req.param('collection')!)));
  api.get('/collections/:collection/entries/:id', route((req, c) => controllers.showEntry(req, c.req.param('collection')!, c.req.param('id')!)));
  api.get('/entries/by-url', route((req) => controllers.entryByUrl(req)));
  api.get('/navs/:nav/tree', route((req, c) => controllers.navTree(req, c.req.param('nav')!)));
  api.get('/globals/:handle', route((req, c) => controllers.showGlobal(req, c.req.param('handle')!)));
  api.get('/taxonomies/:taxonomy/terms', route((req, c) => controllers.listTerms(req, c.req.param('taxonomy')!)));
  api.get('/taxonomies/:taxonomy/terms/:slug', route((req, c) => controllers.showTerm(req, c.req.param('taxonomy')!, c.req.param('slug')!)));

  // Hono only calls notFound() on the top-level app: mounted under /api, unknown paths need this catch-all to stay JSON.
  api.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    console.error('content api error:', error);
    return c.json({ message: 'Server Error' }, 500);
  });
  return api;
}

/** JSON with a strong ETag; a matching If-None-Match gets 304 without a body. */
function respond(c: Context, { json, etag }: CachedBody, cacheControl: string): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', cacheControl);
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=utf-8');
  return c.body(json, 200);
}
