/**
 * Cache tags (decision 035): every page and payload names what it was made from, so a CDN or
 * Varnish can drop exactly the answers a content change touched.
 *
 *   e:{id}             an entry (one localization: Statamic gives each its own id)
 *   c:{handle}:{site}  a collection's entries listed in a site
 *   n:{handle}:{site}  a navigation's tree in a site
 *   g:{handle}:{site}  a global set's values in a site
 *   t:{handle}:{site}  a taxonomy's terms in a site
 *   s:{site}           every answer of a site (a new build purges these)
 *   missing            not-found answers (any new or moved URL purges them)
 *
 * Short on purpose: the three headers have limits (below), and a page names a few dozen.
 */
export type CacheTag = string;

export const entryTag = (id: string): CacheTag => `e:${id}`;
export const collectionTag = (handle: string, site: string): CacheTag => `c:${handle}:${site}`;
export const navTag = (handle: string, site: string): CacheTag => `n:${handle}:${site}`;
export const globalTag = (handle: string, site: string): CacheTag => `g:${handle}:${site}`;
export const termsTag = (handle: string, site: string): CacheTag => `t:${handle}:${site}`;
export const siteTag = (site: string): CacheTag => `s:${site}`;
export const MISSING_TAG: CacheTag = 'missing';

/**
 * The CDNs' limits: Fastly's Surrogate-Key and Cloudflare's Cache-Tag headers hold at most
 * 16 KB and a tag at most 1,024 bytes; tags are printable ASCII without spaces or commas. A
 * header over the limit would be cut by the CDN wherever it chose: past it, the narrow tags
 * (entries first) give way to the site's tag, which covers them (a purge of it drops more).
 */
export const TAG_LIMITS = { headerBytes: 16_000, tagBytes: 1_024 } as const;

/**
 * Ids and handles are the content's own: anything outside the safe characters is escaped.
 * Matched per code point (`u`): per UTF-16 unit, a character beyond the BMP (an emoji in an id)
 * came as two lone surrogates, which encodeURIComponent refuses (URIError), failing the render.
 */
export function safeTag(tag: string): CacheTag {
  return tag.replace(/[^\x21-\x7e]|[,%]/gu, (c) => encodeURIComponent(c)).slice(0, TAG_LIMITS.tagBytes);
}

/** The headers naming `tags`: Fastly's Surrogate-Key, Cloudflare's Cache-Tag, Varnish's xkey (vmod xkey). */
export function tagHeaders(tags: Iterable<CacheTag>, site: string): Record<string, string> {
  const all = [...new Set([...tags].map(safeTag))].sort(byBreadth);
  const own = safeTag(siteTag(site));
  const kept: string[] = [own];
  let bytes = own.length;
  for (const tag of all) {
    if (tag === own) continue;
    if (bytes + 1 + tag.length > TAG_LIMITS.headerBytes) break;
    kept.push(tag);
    bytes += 1 + tag.length;
  }
  return headersForTags(kept);
}

/** The three headers for tags already chosen (a prerendered page's, from the site index). */
export function headersForTags(tags: readonly CacheTag[]): Record<string, string> {
  if (tags.length === 0) return {};
  const spaced = tags.join(' ');
  return { 'Surrogate-Key': spaced, 'Cache-Tag': tags.join(','), xkey: spaced };
}

/** Broad tags first (sites, lists, menus, globals), entries last: those are dropped first. */
function byBreadth(a: string, b: string): number {
  const rank = (t: string) => (t.startsWith('e:') ? 1 : 0);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The names of the headers (to strip them from a copy, or to read them back). */
export const TAG_HEADER_NAMES = ['Surrogate-Key', 'Cache-Tag', 'xkey'] as const;

/** The tags of an answer, from its Surrogate-Key header. */
export function tagsOf(headers: Headers): CacheTag[] {
  return (headers.get('Surrogate-Key') ?? '').split(' ').filter(Boolean);
}
