import type { ContentClient, Paginated } from './content/client.server';
import type { Entry } from './content/schemas';
import { list, optStr, record, str, toImg } from './content/values';
import { NEWS_PER_PAGE, newsHref } from './news';
import type { Img } from './shell';
import { failureMessage } from './content/unavailable.server';

export interface NewsCategory {
  /** The slug in this language: what `?filter=` carries. */
  slug: string;
  title: string;
}

/** A category of the site's list: also the slug entries store (the term's own, when a localization gives it another). */
export interface ListCategory extends NewsCategory {
  key: string;
}

export interface NewsCard {
  id: string;
  title: string;
  url: string;
  date: string | null;
  excerpt: string;
  image: Img | null;
  categories: NewsCategory[];
}

/** What a card (and the feed) reads; every field the entry schema needs, plus the article's own. */
export const NEWS_CARD_FIELDS = ['id', 'title', 'slug', 'uri', 'url', 'locale', 'date', 'origin_id', 'collection', 'excerpt', 'image', 'news_categories'];

/** The categories an article is in (`news_categories` comes augmented as terms; plain slugs are accepted too). */
export function entryCategories(value: unknown): NewsCategory[] {
  return list(value).flatMap((item) => {
    if (typeof item === 'string') return [{ slug: item, title: item }];
    const term = record(item);
    const slug = optStr(term.slug);
    return slug ? [{ slug, title: str(term.title, slug) }] : [];
  });
}

export function toNewsCard(entry: Entry): NewsCard {
  return {
    id: entry.id,
    title: str(entry.title),
    url: entry.url ?? '',
    date: optStr(entry.date),
    excerpt: str(entry.excerpt),
    image: toImg(entry.image),
    categories: entryCategories(entry.news_categories),
  };
}

/**
 * Every news category in the site's language, or null when the lookup fails (logged; the
 * listing then keeps its default title, SPEC.md section 8).
 */
export async function newsCategories(content: ContentClient, site: string): Promise<ListCategory[] | null> {
  try {
    const terms = await content.terms('news_categories', { site, limit: 100 });
    // A term's id is `taxonomy::slug` with its default slug, which is what entries store; a localization may give it another slug.
    return terms.data.map((t) => ({ slug: t.slug, title: t.title, key: t.id.includes('::') ? t.id.slice(t.id.indexOf('::') + 2) : t.slug }));
  } catch (error) {
    console.error(`news: category lookup for site ${site} failed:`, failureMessage(error));
    return null;
  }
}

/** One page of a site's articles, newest first, optionally only those in one category (its `key`). */
export function newsEntries(content: ContentClient, site: string, options: { page: number; category?: string | null; limit?: number }): Promise<Paginated<Entry>> {
  return content.entries('news', {
    site,
    listed: true,
    sort: '-date',
    limit: options.limit ?? NEWS_PER_PAGE,
    page: options.page,
    fields: NEWS_CARD_FIELDS,
    // Statamic's taxonomy filter matches the term exactly (`contains` would match one slug inside another).
    ...(options.category ? { filter: { 'taxonomy:news_categories': options.category } } : {}),
  });
}

/**
 * Every listing page of a site beyond `/news` itself: each category (`?filter=events`) and
 * every further page of the list and of each category (`?page=2`), for prerendering.
 */
export async function newsListPaths(content: ContentClient, site: { handle: string; prefix: string }): Promise<string[]> {
  const categories = (await newsCategories(content, site.handle)) ?? [];
  const lists: (ListCategory | null)[] = [null, ...categories];
  const paths = await Promise.all(
    lists.map(async (category) => {
      const first = await newsEntries(content, site.handle, { page: 1, category: category?.key ?? null });
      const pages = Array.from({ length: Math.max(1, first.meta.last_page) }, (_, i) => i + 1);
      return pages.map((page) => newsHref(site.prefix, { filter: category?.slug ?? null, page })).filter((href) => href.includes('?'));
    }),
  );
  return paths.flat();
}
