import { statSync } from 'node:fs';
// The news listing's loader and the XML/text resource routes against the real demo content
// (in-process content API), plus a content client that fails, for the error paths.
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentApi } from '../../api/app';
import { ContentStore } from '../../api/store/store';
import { ContentApiError, createContentClient, inProcessTransport, type ContentClient } from '../lib/content/client.server';
import { contentContext, originContext } from '../lib/content/context';
import { loader as downloadLoader } from './download';
import { loader as newsArticleLoader } from './news-article';
import { loader as newsListLoader } from './news-list';
import { loader as pageLoader } from './page';
import { loader as productLoader } from './product';
import { loader as rssLoader } from './news-rss';
import { loader as robotsLoader } from './robots';
import { loader as sitemapLoader } from './sitemap';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ORIGIN = 'https://kairotone.example';

let store: ContentStore;
let content: ContentClient;

beforeAll(() => {
  store = new ContentStore(ROOT, { report: () => {} });
  const app = new Hono().route('/api', createContentApi({ store, siteUrl: ORIGIN }));
  content = createContentClient(inProcessTransport(app.fetch));
});

afterAll(async () => {
  await store?.close();
});

function args(path: string, client: ContentClient = content) {
  const url = new URL(path, ORIGIN);
  const context = new RouterContextProvider();
  context.set(contentContext, client);
  context.set(originContext, ORIGIN);
  return { url, request: new Request(url), params: {}, context, unstable_pattern: '' } as never;
}

/** The `href` of a `<link>` among a loader's head tags (its `meta`). */
function linkHref(meta: readonly Record<string, unknown>[], rel: string): unknown {
  return meta.find((tag) => tag.tagName === 'link' && tag.rel === rel)?.href;
}

/** The `content` of a `<meta>` with this name or property among a loader's head tags. */
function metaContent(meta: readonly Record<string, unknown>[], key: string): unknown {
  return meta.find((tag) => tag.name === key || tag.property === key)?.content;
}

/** The document title among a loader's head tags (not a link's `title`). */
function documentTitle(meta: readonly Record<string, unknown>[]): unknown {
  return meta.find((tag) => 'title' in tag && !('tagName' in tag))?.title;
}

/** The JSON-LD objects among a loader's head tags. */
function jsonLd(meta: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('news listing loader', () => {
  it('lists the newest 12 articles with the default title', async () => {
    const data = await newsListLoader(args('/news'));
    expect(data.cards).toHaveLength(12);
    expect(data.cards[0]!.date! >= data.cards[1]!.date!).toBe(true);
    expect(data.title).toBe('News');
    expect(linkHref(data.meta, 'canonical')).toBe(`${ORIGIN}/news`);
    expect(data.alternates).toMatchObject({ en: '/news', de: '/de/news', jp: '/jp/news' });
    expect(data.categories.map((c) => c.slug).sort()).toEqual(['events', 'products', 'stories', 'updates', 'workshops']);
  });

  it('filters by category and puts the category in the title and canonical', async () => {
    const data = await newsListLoader(args('/de/news?filter=events'));
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.cards.every((c) => c.categories.some((cat) => cat.slug === 'events'))).toBe(true);
    expect(data.title).toMatch(/^Aktuelles: Veranstaltungen – Produkte, Veranstaltungen/);
    expect(linkHref(data.meta, 'canonical')).toBe(`${ORIGIN}/de/news?filter=events`);
  });

  it('pages, and answers 404 past the last page or for a page that is not a number', async () => {
    const second = await newsListLoader(args('/news?page=2'));
    expect(second.page).toBe(2);
    expect(linkHref(second.meta, 'canonical')).toBe(`${ORIGIN}/news?page=2`);
    expect(await status(newsListLoader(args('/news?page=3')))).toBe(404);
    expect(await status(newsListLoader(args('/news?page=0')))).toBe(404);
    expect(await status(newsListLoader(args('/news?page=abc')))).toBe(404);
  });

  it('shows an unknown category as an empty list with the default title, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await newsListLoader(args('/news?filter=nope'));
    expect(data.cards).toEqual([]);
    expect(data.title).toBe('News');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknown category "nope"'));
    error.mockRestore();
  });

  it('keeps the default title but still filters when the category lookup fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failingTerms: ContentClient = { ...content, terms: () => Promise.reject(new ContentApiError('content API answered 503', 503)) };
    const data = await newsListLoader(args('/news?filter=events', failingTerms));
    expect(data.title).toBe('News');
    expect(data.categories).toEqual([]);
    expect(data.cards.length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('head tags and structured data, made by the loaders', () => {
  it('the news listing: title with the site name, description, canonical, hreflang and its feed', async () => {
    const data = await newsListLoader(args('/de/news?filter=events'));
    const title = documentTitle(data.meta);
    expect(title).toMatch(/^Aktuelles: Veranstaltungen – .* \| Kairotone$/);
    expect(metaContent(data.meta, 'og:title')).toBe(title);
    expect(metaContent(data.meta, 'og:locale')).toBe('de');
    expect(data.meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ja', href: `${ORIGIN}/jp/news` });
    expect(data.meta).toContainEqual({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Aktuelles | Kairotone', href: `${ORIGIN}/de/news/rss.xml` });
  });

  it('the home page: the site name as title, its image as an absolute URL, the Twitter handle, the Organization with its profiles', async () => {
    const data = await pageLoader(args('/'));
    expect(documentTitle(data.meta)).toBe('Kairotone');
    expect(metaContent(data.meta, 'twitter:site')).toBe('@kairotone');
    expect(metaContent(data.meta, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/\\S+\\.(jpg|png|webp)$`));
    const [organization] = jsonLd(data.meta);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Kairotone', url: `${ORIGIN}/` });
    expect(organization!.sameAs).toContain('https://www.youtube.com/@kairotone');
    expect(jsonLd((await pageLoader(args('/about'))).meta)).toEqual([]);
  });

  it('a product: product tags, its price as the language writes it, breadcrumbs and the Product with its offer', async () => {
    const data = await productLoader({ ...(args('/de/products/beacon') as object), params: { slug: 'beacon' } } as never);
    expect(metaContent(data.meta, 'og:type')).toBe('product');
    expect(data.price).toBe('249\u00a0€');
    const [crumbs, product] = jsonLd(data.meta);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(product).toMatchObject({
      '@type': 'Product',
      url: `${ORIGIN}/de/products/beacon`,
      brand: { '@type': 'Brand', name: 'Kairotone' },
      offers: { '@type': 'Offer', price: '249', priceCurrency: 'EUR', url: 'https://shop.kairotone.example/beacon' },
    });
  });

  it('a news article: article tags and the NewsArticle with its publisher', async () => {
    const data = await newsArticleLoader({ ...(args('/news/ibc-2026-recap') as object), params: { slug: 'ibc-2026-recap' } } as never);
    expect(metaContent(data.meta, 'og:type')).toBe('article');
    expect(metaContent(data.meta, 'article:section')).toBe('Events');
    expect(metaContent(data.meta, 'article:published_time')).toMatch(/^2026-10-12/);
    const [, article] = jsonLd(data.meta);
    expect(article).toMatchObject({ '@type': 'NewsArticle', author: [{ '@type': 'Person', name: 'Mara Lindqvist' }], inLanguage: 'en', publisher: { name: 'Kairotone' } });
  });

  it('a download: the software with its operating systems in the page’s language', async () => {
    const data = await downloadLoader({ ...(args('/downloads/sync-studio') as object), params: { slug: 'sync-studio' } } as never);
    const [crumbs, app] = jsonLd(data.meta);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(app).toMatchObject({ '@type': 'SoftwareApplication', url: `${ORIGIN}/downloads/sync-studio`, inLanguage: 'en' });
    expect(app!.operatingSystem).toMatch(/macOS/);
  });
});

describe('news feed', () => {
  it('is RSS 2.0 in the language of its prefix', async () => {
    const response = await rssLoader(args('/jp/news/rss.xml'));
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<language>ja</language>');
    expect(xml).toContain(`<link>${ORIGIN}/jp/news</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${ORIGIN}/jp/news/ibc-2026-recap</guid>`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml.match(/<item>/g)!.length).toBeLessThanOrEqual(20);
  });
});

describe('sitemap and robots', () => {
  it('lists every language version with hreflang alternates', async () => {
    const response = await sitemapLoader(args('/sitemap.xml'));
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    for (const loc of ['/', '/de', '/de/ueber-uns', '/products/beacon', '/de/downloads/beacon-handbuch', '/news/ibc-2026-recap', '/jp/news', '/zh/news']) {
      expect(xml).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/jp/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
    // An entry's last modification is Statamic's lastModified(): its `updated_at`, else its file's modification time.
    const recap = statSync(new URL('../../content/collections/news/en/2026-10-12.ibc-2026-recap.md', import.meta.url));
    const recapUrl = xml.split('<url>').find((u) => u.includes(`<loc>${ORIGIN}/news/ibc-2026-recap</loc>`));
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(recapUrl ?? '')?.[1];
    expect(Math.floor(Date.parse(lastmod ?? '') / 1000)).toBe(Math.floor(recap.mtimeMs / 1000));
  });

  it('robots.txt points at the sitemap and keeps crawlers out of the API and the control panel', async () => {
    const text = await robotsLoader(args('/robots.txt')).text();
    expect(text).toContain('Disallow: /api/');
    expect(text.split('\n')).toContain('Disallow: /cp');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
