import type { ContentClient } from './content/client.server';
import type { Entry } from './content/schemas';
import type { SitemapGroup } from './sitemap';
import { SITES } from '../i18n/sites';

/** Collections whose entries are pages of the site. */
export const SITEMAP_COLLECTIONS = ['pages', 'products', 'downloads', 'news'] as const;

const FIELDS = ['id', 'title', 'slug', 'uri', 'url', 'locale', 'collection', 'origin_id', 'date', 'updated_at', 'release_date', 'published', 'status'];
const PAGE_SIZE = 1000;

async function allEntries(content: ContentClient, collection: string, site: string): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let page = 1; ; page++) {
    const result = await content.entries(collection, { site, listed: true, limit: PAGE_SIZE, page, fields: FIELDS });
    out.push(...result.data);
    if (page >= result.meta.last_page || result.data.length === 0) return out;
  }
}

function isPublished(entry: Entry): boolean {
  return entry.published !== false && (entry.status === undefined || entry.status === 'published') && typeof entry.url === 'string' && entry.url !== '';
}

/**
 * Every published entry of the page-like collections in every language, grouped by origin
 * (one group per page, with its language versions), plus the news listing per language.
 */
export async function sitemapGroups(content: ContentClient): Promise<SitemapGroup[]> {
  const perSite = await Promise.all(
    SITEMAP_COLLECTIONS.flatMap((collection) => SITES.map(async (site) => ({ collection, site: site.handle, entries: await allEntries(content, collection, site.handle) }))),
  );
  const groups = new Map<string, SitemapGroup>();
  const newestNews = new Map<string, string>();
  for (const { collection, site, entries } of perSite) {
    for (const entry of entries.filter(isPublished)) {
      const key = `${collection}:${entry.origin_id ?? entry.id}`;
      const group = groups.get(key) ?? {};
      group[site] = { url: entry.url!, lastmod: entry.updated_at ?? entry.date ?? entry.release_date ?? null };
      groups.set(key, group);
      if (collection === 'news' && typeof entry.date === 'string') {
        const previous = newestNews.get(site);
        if (!previous || Date.parse(entry.date) > Date.parse(previous)) newestNews.set(site, entry.date);
      }
    }
  }
  const newsListing: SitemapGroup = Object.fromEntries(
    SITES.map((s) => [s.handle, { url: `${s.prefix}/news`, lastmod: newestNews.get(s.handle) ?? null }]),
  );
  return [...groups.values(), newsListing];
}
