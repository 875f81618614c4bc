/**
 * Redirect rules from the `redirects` global (docs/content-model.md): the matching is shared by
 * the server (server/routing/middleware.ts) and the browser (app/runtime/route-rules.ts).
 */

/** A redirect rule from the `redirects` global. */
export interface RedirectRule {
  from: string;
  to?: string;
  /** Target entry: the API's shallow entry (`{id, url, api_url}`) or a bare id. */
  entry?: { id: string; collection: string | null } | null;
  status: 301 | 302;
}

export interface RoutingSite {
  handle: string;
  lang: string;
  prefix: string;
}

/** A path split into the visitor's language (the first prefix wins) and the prefix-less rest. */
export interface LocalizedPath<S extends RoutingSite> {
  site: S;
  rest: string;
}

/**
 * Reads the language from the first path segment and drops a second language segment if
 * one follows (`/fr/en/support/downloads/x` → fr + `/support/downloads/x`): legacy links
 * sometimes carry two.
 */
export function splitLanguage<S extends RoutingSite>(pathname: string, sites: readonly S[]): LocalizedPath<S> {
  const fallback = sites.find((s) => s.prefix === '') ?? sites[0]!;
  const segments = pathname.split('/').slice(1);
  const bySegment = (segment: string | undefined) => sites.find((s) => s.prefix !== '' && s.prefix.slice(1) === segment);
  const isLanguageCode = (segment: string | undefined) =>
    segment !== undefined && sites.some((s) => s.handle === segment || s.lang === segment || s.prefix.slice(1) === segment);
  const first = bySegment(segments[0]);
  const site = first ?? fallback;
  let rest = first ? segments.slice(1) : segments;
  if (isLanguageCode(rest[0]) && rest.length > 1) rest = rest.slice(1);
  return { site, rest: '/' + rest.join('/') };
}

/** The first rule matching a prefix-less path: exact, or by prefix when `from` ends in `*`. */
export function matchRule<R extends Pick<RedirectRule, 'from'>>(rest: string, rules: readonly R[]): R | undefined {
  return rules.find((rule) => (rule.from.endsWith('*') ? rest.startsWith(rule.from.slice(0, -1)) : rest === rule.from || rest === rule.from.replace(/\/$/, '')));
}

/** A site path in a language (`/products` in de → `/de/products`); absolute URLs pass through. */
export function localizePath(path: string, site: RoutingSite): string {
  if (/^https?:\/\//i.test(path)) return path;
  return path === '/' ? site.prefix || '/' : site.prefix + path;
}

/** The collection of an entry from its API URL (`…/api/collections/downloads/entries/x`). */
export function collectionOf(apiUrl: unknown): string | null {
  return typeof apiUrl === 'string' ? (/\/api\/collections\/([^/]+)\/entries\//.exec(apiUrl)?.[1] ?? null) : null;
}

/** Whether a Location stays on this site: a single leading slash (never `//host` or `/\host`). */
export function isSitePath(location: string): boolean {
  return /^\/(?![/\\])/.test(location);
}
