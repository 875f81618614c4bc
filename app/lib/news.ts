/** News listing helpers shared by the server and the browser. */

export const NEWS_PER_PAGE = 12;
export const NEWS_FEED_SIZE = 20;

/** The news listing of a site (`/news`, `/de/news`), optionally filtered and paged; page 1 is never written. */
export function newsHref(prefix: string, options: { filter?: string | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (options.filter) query.set('filter', options.filter);
  if (options.page && options.page > 1) query.set('page', String(options.page));
  const qs = query.toString();
  return `${prefix}/news${qs ? `?${qs}` : ''}`;
}

export function newsFeedHref(prefix: string): string {
  return `${prefix}/news/rss.xml`;
}

/**
 * `?page=`: absent is page 1; a whole number from 1 is that page; anything else (`0`, `-1`,
 * `2.5`, `abc`, an empty value) is null, which the route answers like a page out of range.
 */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** `?filter=`: a category slug; an empty value means no filter. */
export function parseFilterParam(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  return value === '' ? null : value;
}

/** The colon between "News" and the category, as each language writes it. */
function colonFor(lang: string): string {
  const base = lang.toLowerCase().split('-')[0];
  if (base === 'fr') return '\u00a0: '; // French typography: a (non-breaking) space before the colon
  if (base === 'ja' || base === 'zh') return '：'; // full-width colon, no spaces
  return ': ';
}

/**
 * The listing's page title (without the site name). Unfiltered: the news title alone
 * (`News`). Filtered by a known category: news title, category, then the tagline:
 * `News: Events – Products, events, updates, stories and workshops`,
 * `Actualités : Événements – …`, `ニュース：イベント – …`.
 */
export function newsListTitle({ news, tagline, category, lang }: { news: string; tagline: string; category: string | null; lang: string }): string {
  if (!category) return news;
  return `${news}${colonFor(lang)}${category}${tagline ? ` – ${tagline}` : ''}`;
}
