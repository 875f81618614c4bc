import { CACHE_CONTROL } from '../static/files';

/**
 * How long shared caches (CDNs, Varnish, nginx) keep pages and payloads. Without a purger a
 * change must reach visitors on its own, so a minute (`CACHE_CONTROL.page`). With one, every
 * change purges what it touched (server/cache/purge-on-change.ts), so pages stay a day by
 * default (SHARED_CACHE_SECONDS), are served stale while refetched, and for a week while the
 * origin fails. Browsers always revalidate (max-age=0): they get no purge.
 *
 * One policy per process, set once at start (server/main.ts) before any page is loaded.
 */
let policy: Readonly<Record<string, string>> | undefined;

export function configurePageCaching({ purging, sharedSeconds }: { purging: boolean; sharedSeconds: number }): void {
  if (!purging) {
    policy = { 'Cache-Control': CACHE_CONTROL.page };
    return;
  }
  const shared = `s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds}, stale-if-error=${STALE_IF_ERROR_S}`;
  policy = {
    'Cache-Control': `public, max-age=0, ${shared}`,
    // RFC 9213: read by CDNs (Cloudflare, Fastly, Akamai) ahead of Cache-Control, ignored by browsers.
    'CDN-Cache-Control': `public, max-age=${sharedSeconds}, stale-while-revalidate=${sharedSeconds}, stale-if-error=${STALE_IF_ERROR_S}`,
  };
}

/** A week: a shared cache answers from what it has while the origin is down. */
const STALE_IF_ERROR_S = 604_800;

/** The headers of a page or payload that may be kept (200). */
export function pageCacheHeaders(): Readonly<Record<string, string>> {
  // Set on first use, not at load: files.ts imports this module and is imported by it.
  return (policy ??= { 'Cache-Control': CACHE_CONTROL.page });
}
