import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { entries, GOOGLEBOT_UA, SITES, site, type SiteHandle } from './support';

/** Canonical and hreflang links, social tags, structured data, sitemap, robots.txt and the news feeds. */

type Alternates = Record<string, string>; // hreflang → path

/** An entry of a dated/slugged collection in every language: `/de/news/beacon-firmware-3-2-ist-da` etc., from content. */
function collectionAlternates(collection: 'news' | 'products' | 'downloads', originId: string): Alternates {
  const result: Alternates = {};
  for (const s of SITES) {
    const found = entries(collection, s.handle).find((e) => e.id === originId || e.origin === originId);
    if (found) result[s.lang] = `${s.prefix}/${collection}/${found.slug}`;
  }
  result['x-default'] = result.en!;
  return result;
}

function withDefault(byHandle: Record<SiteHandle, string>): Alternates {
  const result: Alternates = Object.fromEntries(SITES.map((s) => [s.lang, byHandle[s.handle]]));
  result['x-default'] = byHandle.en;
  return result;
}

interface SeoCase {
  name: string;
  /** The entry's path in every language. */
  alternates: () => Alternates;
  /** JSON-LD types the page must carry. */
  ld: string[];
}

const CASES: SeoCase[] = [
  { name: 'home', alternates: () => withDefault({ en: '/', de: '/de', fr: '/fr', es: '/es', jp: '/jp', zh: '/zh' }), ld: ['Organization'] },
  {
    name: 'about page',
    alternates: () => withDefault({ en: '/about', de: '/de/ueber-uns', fr: '/fr/a-propos', es: '/es/sobre-nosotros', jp: '/jp/about', zh: '/zh/about' }),
    ld: [],
  },
  { name: 'product page', alternates: () => collectionAlternates('products', 'product-beacon'), ld: ['Product', 'BreadcrumbList'] },
  { name: 'news article', alternates: () => collectionAlternates('news', 'news-beacon-firmware-3-2'), ld: ['NewsArticle', 'BreadcrumbList'] },
  { name: 'download page', alternates: () => collectionAlternates('downloads', 'download-sync-studio'), ld: ['BreadcrumbList'] },
];

/** Every `@type` in the page's JSON-LD blocks (which must all parse). */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types: string[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record['@type'] === 'string') types.push(record['@type']);
    if (Array.isArray(record['@type'])) types.push(...(record['@type'] as string[]));
    if (record['@graph']) collect(record['@graph']);
  };
  for (const block of blocks) collect(JSON.parse(block));
  return types;
}

for (const handle of ['en', 'jp'] as const) {
  for (const seoCase of CASES) {
    test(`${seoCase.name} in ${handle}: canonical, hreflang, social tags and structured data`, async ({ page, baseURL }) => {
      const alternates = seoCase.alternates();
      const path = alternates[site(handle).lang]!;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const absolute = (p: string) => new URL(p, baseURL).href;

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(path));
      const hreflang = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      );
      expect(hreflang).toEqual(Object.fromEntries(Object.entries(alternates).map(([lang, p]) => [lang, absolute(p)])));
      expect(Object.keys(hreflang)).toHaveLength(SITES.length + 1);

      const title = await page.title();
      expect(title.length).toBeGreaterThan(0);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absolute(path));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary(_large_image)?$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

      const types = await jsonLdTypes(page);
      for (const type of seoCase.ld) expect(types, `JSON-LD on ${path}`).toContain(type);
    });
  }
}

test('crawlers see the same head tags', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT_UA });
  const page = await context.newPage();
  await page.goto(`${baseURL}/jp/products/beacon`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/jp/products/beacon`);
  expect(await jsonLdTypes(page)).toContain('Product');
  await context.close();
});

test('the sitemap is XML listing every language version with xhtml:link alternates', async ({ page, baseURL }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) return { error: doc.documentElement.textContent };
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries([...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    }));
    return { root: doc.documentElement.localName, urls };
  }, xml);
  expect(result.error).toBeUndefined();
  expect(result.root).toBe('urlset');
  const urls = result.urls!;
  expect(urls.length).toBeGreaterThan(SITES.length);
  for (const url of urls) expect(url.loc.startsWith(`${baseURL}/`), url.loc).toBe(true);

  const about = urls.find((u) => u.loc === `${baseURL}/de/ueber-uns`);
  expect(about, 'the German about page is listed').toBeDefined();
  expect(about!.alternates).toMatchObject({
    en: `${baseURL}/about`,
    de: `${baseURL}/de/ueber-uns`,
    ja: `${baseURL}/jp/about`,
    'x-default': `${baseURL}/about`,
  });
  const article = urls.find((u) => u.loc === `${baseURL}/fr/news/firmware-beacon-3-2`);
  expect(article?.alternates.de).toBe(`${baseURL}/de/news/beacon-firmware-3-2-ist-da`);
  // Every language's home is there.
  for (const s of SITES) expect(urls.map((u) => u.loc)).toContain(new URL(s.home, baseURL).href);
});

test('robots.txt names the sitemap', async ({ page, baseURL }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  expect((await response.text()).split(/\r?\n/)).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const handle of ['en', 'de'] as const) {
  test(`the ${handle} news feed is RSS with that language's articles`, async ({ page, baseURL }) => {
    const { prefix, lang } = site(handle);
    const response = await page.request.get(`${prefix}/news/rss.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/rss\+xml|xml/);
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return { error: doc.documentElement.textContent };
      const channel = doc.querySelector('rss > channel');
      return {
        language: channel?.querySelector(':scope > language')?.textContent,
        items: [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
        })),
      };
    }, await response.text());
    expect(feed.error).toBeUndefined();
    expect(feed.language).toBe(lang);
    const own = entries('news', handle).map((e) => e.title);
    // Titles only the other language has (some product names read the same in both).
    const foreign = entries('news', handle === 'en' ? 'de' : 'en')
      .map((e) => e.title)
      .filter((t) => !own.includes(t));
    expect(feed.items!.length).toBeGreaterThan(0);
    for (const item of feed.items!) {
      expect(item.link.startsWith(`${baseURL}${prefix}/news/`), item.link).toBe(true);
      expect(own).toContain(item.title);
      expect(foreign).not.toContain(item.title);
    }
  });
}
