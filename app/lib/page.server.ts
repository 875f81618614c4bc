import { data } from 'react-router';
import type { ContentClient } from './content/client.server';
import type { Entry } from './content/schemas';
import type { Img } from './shell';
import { SITES } from '../i18n/sites';
import { isValidSlug } from './routing/page-handle';

/** The 404 for a URL with no content (SPEC.md section 8: non-fatal, `Page not found: {path}`). */
export function notFound(pathname: string): Response {
  return data(`Page not found: ${pathname}`, { status: 404 }) as unknown as Response;
}

/** A route's validation failure (SPEC.md section 5): fatal 404 `Page Not Found: {fullPath}`. */
export function invalidRoute(url: URL): Response {
  return data(`Page Not Found: ${url.pathname}${url.search}`, { status: 404 }) as unknown as Response;
}

/** Slugs are letters, digits, dots, dashes and underscores; anything else fails the route's validation. */
export function validateSlug(slug: string | undefined, url: URL): void {
  if (!isValidSlug(slug)) throw invalidRoute(url);
}

/** The entry at this URL, of one of the given collections, or the 404. */
export async function findEntry(content: ContentClient, pathname: string, collections?: readonly string[]): Promise<Entry> {
  const entry = await content.entryByUrl(pathname);
  if (!entry || (collections && !collections.includes(entry.collection.handle))) throw notFound(pathname);
  return entry;
}

/**
 * The same entry in every language (absolute URLs): the language menu and hreflang point
 * at each localization's own slug; a language without one is left out (the UI falls back to
 * that language's home).
 */
export async function entryAlternates(content: ContentClient, entry: Entry): Promise<Record<string, string>> {
  const origin = entry.origin_id ?? entry.id;
  const found = await Promise.all(
    SITES.map(async (site) => {
      if (site.handle === entry.locale) return [site.handle, entry] as const;
      try {
        return [site.handle, await content.entry(entry.collection.handle, origin, site.handle)] as const;
      } catch {
        return [site.handle, null] as const;
      }
    }),
  );
  return Object.fromEntries(found.flatMap(([site, e]) => (e?.url ? [[site, e.url]] : [])));
}

export function absoluteUrls(paths: Record<string, string>, origin: string): Record<string, string> {
  return Object.fromEntries(Object.entries(paths).map(([site, path]) => [site, new URL(path, origin).href]));
}

/** Canonical URL and hreflang alternates (absolute) of an entry's page, with its social image. */
export function entrySeo(entry: Entry, alternates: Record<string, string>, origin: string, image: Img | null) {
  return {
    canonical: new URL(entry.url ?? '/', origin).href,
    alternates: absoluteUrls(alternates, origin),
    image,
  };
}
