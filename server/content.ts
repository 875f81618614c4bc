import { Hono } from 'hono';
import { createContentApi } from '../api/app';
import { ResponseCache } from '../api/response-cache';
import { ContentStore } from '../api/store/store';
import { CircuitBreaker } from '../app/lib/content/breaker';
import { createContentClient, httpTransport, inProcessTransport, LOCAL_CONTENT_TTL_MS, timeSlice, type ContentClient } from '../app/lib/content/client.server';
import type { Env } from './env';

export interface SiteContent {
  /** The flat files of CONTENT_DIR, indexed (served at /api whatever pages read). */
  store: ContentStore;
  /** The content API over `store`, mounted at /api. */
  api: Hono;
  /** The API's answers per content index (answered from memory before the app too). */
  apiCache: ResponseCache;
  /** What pages read: the in-process API, or CONTENT_API_URL with a timeout and a breaker. */
  content: ContentClient;
  breaker?: CircuitBreaker;
}

/**
 * The site's content as the server and its render threads each hold it: the store and its
 * API, and the client pages read through. In-process calls go to the API alone (not logged
 * as requests, no headers added); a remote API gets a timeout on every call and a breaker
 * that stops calling it while it is down.
 */
export function createSiteContent(env: Env, { watch }: { watch: boolean }): SiteContent {
  const store = new ContentStore(env.CONTENT_DIR, { watch });
  const apiCache = new ResponseCache();
  const api = new Hono().route('/api', createContentApi({ store, siteUrl: env.PUBLIC_SITE_URL, cache: apiCache, statusFilters: env.CONTENT_API_STATUS_FILTERS }));
  if (env.CONTENT_API_URL) {
    const breaker = new CircuitBreaker();
    const version = env.CONTENT_API_CACHE_MS ? { version: () => `remote.${timeSlice(env.CONTENT_API_CACHE_MS)}` } : {};
    return { store, api, apiCache, breaker, content: createContentClient(httpTransport(env.CONTENT_API_URL, env.CONTENT_API_TIMEOUT_MS, breaker), version) };
  }
  const content = localContentClient(api, async () => `local.${await store.generation()}.${timeSlice(LOCAL_CONTENT_TTL_MS)}`);
  return { store, api, apiCache, content };
}

/** A content client calling a content API in this process (no HTTP), its answers kept per `version`. */
export function localContentClient(api: Hono, version: () => Promise<string>): ContentClient {
  return createContentClient(inProcessTransport((request) => api.fetch(request)), { version });
}
