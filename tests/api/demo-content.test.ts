// The content API over real HTTP on our own demo content (content/ + resources/).
// Facts that editors may extend (news articles, trees, globals) are read from the files at
// run time; the fixed ones (sites, slugs, the German menu) are written out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startContentApi, type RunningApi } from '../support/content-api';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITES = ['en', 'de', 'fr', 'es', 'jp', 'zh'];
const NAVS = ['main', 'meta', 'footer'];
const GLOBALS = ['social_media', 'shop_now_modal', 'cta', 'footer', 'error_page', 'seo'];
const NOT_FOUND = { message: 'Not found.' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let api: RunningApi;
beforeAll(async () => {
  api = await startContentApi(ROOT);
});
afterAll(() => api?.close());

async function get(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string; body: Json }> {
  const res = await fetch(api.origin + url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

/** A YAML file or the front matter of a Markdown file, relative to the repository root. */
function data(rel: string): Json {
  const text = readFileSync(path.join(ROOT, rel), 'utf8');
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? text) ?? {};
}

const files = (dir: string) => readdirSync(path.join(ROOT, dir)).filter((f) => !f.startsWith('.')).map((f) => `${dir}/${f}`);
const prefix = (site: string) => (site === 'en' ? '' : `/${site}`);
/** News files of a site that are public now (the collection hides future dates). */
const publicNews = (site: string) => files(`content/collections/news/${site}`).filter((f) => Date.parse(path.basename(f).slice(0, 10)) <= Date.now());
const cross = <A, B>(as: A[], bs: B[]) => as.flatMap((a) => bs.map((b) => [a, b] as [A, B]));

describe('navigation trees', () => {
  it('main in de: German titles in Statamic\'s tree shape, the four products under Produkte', async () => {
    const { status, body } = await get('/api/navs/main/tree?site=de');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.map((i: Json) => [i.page.entry_id, i.page.title, i.page.url, i.depth])).toEqual([
      ['page-products-de', 'Produkte', '/de/products', 1],
      [null, 'Aktuelles', '/de/news', 1],
      ['page-support-de', 'Support', '/de/support', 1],
      ['page-about-de', 'Über uns', '/de/ueber-uns', 1],
    ]);
    const products = body.data[0];
    expect(Object.keys(products).sort()).toEqual(['children', 'depth', 'page']);
    expect(products.page).toMatchObject({ id: expect.any(String), locale: 'de', permalink: 'http://example.test/de/products' });
    const product = (slug: string) => [`product-${slug}-de`, expect.stringMatching(/^Kairotone /), `/de/products/${slug}`, 2, []];
    const children = products.children.map((c: Json) => [c.page.entry_id, c.page.title, c.page.url, c.depth, c.children]);
    expect(children).toEqual(['beacon', 'slate-one', 'bridge-a2', 'crew-kit'].map(product));
  });

  /** What a tree file says each node must become. */
  const expectedNodes = (nodes: Json[], depth = 1): Json[] =>
    nodes.map((n) => ({
      id: n.id,
      entry_id: n.entry ?? null,
      ...(n.url ? { url: n.url } : {}),
      ...(n.title ? { title: n.title } : {}),
      depth,
      children: expectedNodes(n.children ?? [], depth + 1),
    }));
  const servedNodes = (items: Json[], site: string, like: Json[]): Json[] =>
    items.map((item, i) => {
      const { page } = item;
      expect(typeof page.title === 'string' && page.title.trim() !== '', `title of ${page.id}`).toBe(true);
      if (page.entry_id) {
        expect(page.locale).toBe(site);
        expect(page.url.startsWith(`${prefix(site)}/`) || page.url === (prefix(site) || '/')).toBe(true);
      }
      return {
        id: page.id,
        entry_id: page.entry_id,
        ...('url' in (like[i] ?? {}) ? { url: page.url } : {}),
        ...('title' in (like[i] ?? {}) ? { title: page.title } : {}),
        depth: item.depth,
        children: servedNodes(item.children, site, like[i]?.children ?? []),
      };
    });

  it.each(cross(NAVS, SITES))('%s in %s serves every node of its tree file, in that site', async (nav, site) => {
    const expected = expectedNodes(data(`content/trees/navigation/${site}/${nav}.yaml`).tree);
    const { status, body } = await get(`/api/navs/${nav}/tree?site=${site}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(servedNodes(body.data, site, expected)).toEqual(expected);
  });
});

describe('globals', () => {
  const ASSET_FIELDS = new Set(['image', 'og_image']);

  it.each(cross(GLOBALS, SITES))('%s in %s: own values over the en origin', async (handle, site) => {
    const [{ status, body }, en] = await Promise.all([get(`/api/globals/${handle}?site=${site}`), get(`/api/globals/${handle}?site=en`)]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ handle, api_url: `http://example.test/api/globals/${handle}` });
    const { origin, ...own } = data(`content/globals/${site}/${handle}.yaml`);
    expect(origin).toBe(site === 'en' ? undefined : 'en');
    for (const [key, value] of Object.entries(data(`content/globals/en/${handle}.yaml`))) {
      // A fallen-back asset is the same file, its alt text still in the requested language.
      if (!(key in own) && ASSET_FIELDS.has(key)) expect(body.data[key].id, `${key} falls back to en`).toBe(en.body.data[key].id);
      else if (!(key in own)) expect(body.data[key], `${key} falls back to en`).toEqual(en.body.data[key]);
      else if (typeof value === 'string' && !ASSET_FIELDS.has(key)) expect(body.data[key], key).toBe(own[key]);
    }
  });

  it('social_media in jp is entirely the en values', async () => {
    const [jp, en] = await Promise.all([get('/api/globals/social_media?site=jp'), get('/api/globals/social_media?site=en')]);
    expect(data('content/globals/jp/social_media.yaml')).toEqual({ origin: 'en' });
    expect(jp.body.data.social_media_links.map((l: Json) => l.label)).toEqual(data('content/globals/en/social_media.yaml').social_media_links.map((l: Json) => l.label));
    expect(jp.body.data.social_media_links).toEqual(en.body.data.social_media_links);
    expect(jp.body.data.social_media_links[0].icon).toMatchObject({ id: expect.stringMatching(/^assets::social\//), url: expect.stringMatching(/^\/media\/social\//) });
  });

  it.each(SITES)('seo in %s takes title_separator "|" from en', async (site) => {
    expect((await get(`/api/globals/seo?site=${site}`)).body.data.title_separator).toBe('|');
    if (site !== 'en') expect(data(`content/globals/${site}/seo.yaml`)).not.toHaveProperty('title_separator');
  });
});

describe('taxonomy news_categories', () => {
  const terms = files('content/taxonomies/news_categories');

  it.each(SITES)('%s: one term per term file, with its native title', async (site) => {
    const { status, body } = await get(`/api/taxonomies/news_categories/terms?site=${site}`);
    expect(status).toBe(200);
    const expected = terms.map((f) => {
      const term = data(f);
      const slug = path.basename(f, '.yaml');
      return { id: `news_categories::${slug}`, slug, locale: site, title: site === 'en' ? term.title : term.localizations[site].title };
    });
    expect(body.data.map((t: Json) => ({ id: t.id, slug: t.slug, locale: t.locale, title: t.title }))).toEqual(expect.arrayContaining(expected));
    expect(body.meta.total).toBe(terms.length);
  });

  it('without site, every term is listed once per site', async () => {
    expect((await get('/api/taxonomies/news_categories/terms')).body.meta.total).toBe(terms.length * SITES.length);
  });

  it('a single term in fr', async () => {
    const { status, body } = await get('/api/taxonomies/news_categories/terms/products?site=fr');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'news_categories::products', slug: 'products', title: 'Produits', locale: 'fr',
      // LocalizedTerm::route(): the taxonomy's handle with hyphens for underscores; the URI has no site prefix.
      uri: '/news-categories/products', url: '/fr/news-categories/products', taxonomy: { handle: 'news_categories' },
    });
  });
});

describe('collection listings', () => {
  it('site narrows a listing to one language; without it every language is listed', async () => {
    const all = await get('/api/collections/products/entries');
    expect(all.body.meta.total).toBe(4 * SITES.length);
    const zh = await get('/api/collections/products/entries?site=zh');
    expect(zh.body.data.map((e: Json) => [e.locale, e.url])).toEqual(expect.arrayContaining([['zh', '/zh/products/beacon']]));
    expect(new Set(zh.body.data.map((e: Json) => e.locale))).toEqual(new Set(['zh']));
  });

  it('downloads filter[kind:is]=firmware in de: the firmware downloads, by origin', async () => {
    const firmware = files('content/collections/downloads/en').map(data).filter((d) => d.kind === 'firmware').map((d) => d.id);
    const { status, body } = await get('/api/collections/downloads/entries?site=de&filter[kind:is]=firmware');
    expect(status).toBe(200);
    expect(firmware.length).toBeGreaterThan(0);
    expect(body.data.map((e: Json) => e.origin_id).sort()).toEqual(firmware.sort());
    for (const e of body.data) expect([e.kind, e.locale, e.url]).toEqual(['firmware', 'de', expect.stringMatching(/^\/de\/downloads\//)]);
  });

  it('news filter[news_categories:contains]=events: the articles in that category', async () => {
    const events = publicNews('en').map(data).filter((d) => d.news_categories?.includes('events')).map((d) => d.id);
    const { status, body } = await get('/api/collections/news/entries?site=en&filter[news_categories:contains]=events');
    expect(status).toBe(200);
    expect(events.length).toBeGreaterThan(0);
    expect(body.data.map((e: Json) => e.id).sort()).toEqual(events.sort());
    for (const e of body.data) expect(e.news_categories.map((t: Json) => t.slug)).toContain('events');
  });

  it('news sort=-date with pagination meta', async () => {
    const total = publicNews('de').length;
    const { body } = await get('/api/collections/news/entries?site=de&sort=-date&limit=3&page=2');
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 3, from: 4, to: Math.min(6, total), total, last_page: Math.ceil(total / 3) });
    expect(new URL(body.links.prev).searchParams.get('page')).toBe('1');
    const all = (await get('/api/collections/news/entries?site=de&sort=-date')).body.data.map((e: Json) => e.date);
    expect(all).toHaveLength(total);
    expect(all).toEqual([...all].sort().reverse());
    expect(body.data.map((e: Json) => e.date)).toEqual(all.slice(3, 6));
  });

  it('a filter on a field that is not allowed is 422 "Forbidden filter"', async () => {
    const { status, body } = await get('/api/collections/products/entries?filter[tagline:contains]=timecode');
    expect([status, body]).toEqual([422, { message: 'Forbidden filter: tagline' }]);
  });
});

describe('entries by localized URL', () => {
  const cases: [url: string, id: string, title: string][] = [
    ['/de/ueber-uns', 'page-about-de', 'Über uns'],
    ['/de/ueber-uns/', 'page-about-de', 'Über uns'],
    ['/fr/a-propos', 'page-about-fr', 'À propos'],
    ['/es/sobre-nosotros', 'page-about-es', 'Sobre nosotros'],
    ['/jp/about', 'page-about-jp', '会社概要'],
    ['/about', 'page-about', 'About us'],
    ['/de/downloads/beacon-handbuch', 'download-beacon-manual-de', 'Kairotone Beacon Benutzerhandbuch'],
  ];
  it.each(cases)('%s is %s', async (url, id, title) => {
    const { status, body } = await get(`/api/entries/by-url?url=${encodeURIComponent(url)}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, title, url: url.replace(/\/$/, ''), locale: url.split('/')[1]!.length === 2 ? url.split('/')[1] : 'en' });
  });
});

describe('asset fields', () => {
  const nonBlank = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

  it.each(SITES)('product images in %s are asset objects with alt in that language', async (site) => {
    const { body } = await get(`/api/collections/products/entries?site=${site}`);
    let withMeta = 0;
    for (const product of body.data) {
      for (const field of ['image', 'badge', 'transition_image']) {
        const asset = product[field];
        const ref = data(`content/collections/products/en/${product.slug}.md`)[field];
        expect(asset).toMatchObject({ id: `assets::${ref}`, url: `/media/${ref}`, path: ref, is_image: true });
        const metaFile = `public/media/${path.dirname(ref)}/.meta/${path.basename(ref)}.yaml`;
        if (!existsSync(path.join(ROOT, metaFile))) {
          expect(asset.alt, `${ref} has no metadata yet`).toBeNull();
          continue;
        }
        withMeta++;
        const meta = data(metaFile);
        expect(asset.alt, `${ref} in ${site}`).toBe(nonBlank(meta.data?.[`alt_${site}`]) ?? meta.data?.alt ?? null);
        expect([asset.width, asset.height]).toEqual([meta.width, meta.height]);
      }
    }
    expect(withMeta).toBeGreaterThan(0);
  });
});

describe('HTTP behaviour', () => {
  it('ETag + If-None-Match answers 304 without a body', async () => {
    const first = await get('/api/globals/footer?site=de');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/api/globals/footer?site=de', { headers: { 'If-None-Match': ifNoneMatch } });
      expect([again.status, again.text]).toEqual([304, '']);
    }
    expect((await get('/api/globals/footer?site=de', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    expect((await get('/api/globals/footer?site=fr')).headers.get('etag')).not.toBe(etag);
  });

  it('CORS: every GET allows any origin, OPTIONS is a 204 preflight', async () => {
    expect((await get('/api/navs/main/tree')).headers.get('access-control-allow-origin')).toBe('*');
    const pre = await get('/api/navs/main/tree', { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' } });
    expect([pre.status, pre.text]).toEqual([204, '']);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is 405 with a JSON message', async (method) => {
    const res = await get('/api/collections/pages/entries', { method, body: '{}' });
    expect([res.status, res.body]).toEqual([405, { message: 'The content API is read-only.' }]);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it.each([
    '/api', '/api/nope', '/api/collections', '/api/collections/nope/entries', '/api/collections/pages/entries/nope',
    '/api/collections/pages/entries/product-beacon', '/api/navs/nope/tree', '/api/globals/nope', '/api/globals/redirects?site=de',
    '/api/taxonomies/nope/terms', '/api/taxonomies/news_categories/terms/nope', '/api/entries/by-url?url=/nope',
  ])('%s is 404 {"message":"Not found."}', async (url) => {
    const res = await get(url);
    expect([res.status, res.body]).toEqual([404, NOT_FOUND]);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  const NEWS = '/api/collections/news/entries?site=de&';
  const LONG = 'x'.repeat(5000);
  const hostile: [name: string, url: string, status: number][] = [
    ['limit=-1', `${NEWS}limit=-1`, 422], ['limit=0', `${NEWS}limit=0`, 422], ['limit=abc', `${NEWS}limit=abc`, 422],
    ['limit=99999999999', `${NEWS}limit=99999999999`, 422], ['page=abc is page 1', `${NEWS}page=abc`, 200],
    ['page=-1 is page 1', `${NEWS}page=-1`, 200], ['filter[title:bogus]', `${NEWS}filter[title:bogus]=x`, 422],
    ['filter[]', `${NEWS}filter[]=x`, 422], ['filter[a:b:c]', `${NEWS}filter[a:b:c]=x`, 422],
    ['sort=;drop', `${NEWS}sort=%3Bdrop`, 422], ['fields=a b', `${NEWS}fields=a%20b`, 422],
    ['max_depth=0', '/api/navs/main/tree?max_depth=0', 422], ['a 5000-character value', `${NEWS}q=${LONG}`, 422],
    ['a 5000-character site on a nav', `/api/navs/main/tree?site=${LONG}`, 422],
    ['site=nope on a listing is empty', '/api/collections/news/entries?site=nope', 200], ['site=nope on a nav', '/api/navs/main/tree?site=nope', 404],
    ['site=nope on a global', '/api/globals/seo?site=nope', 404], ['site=nope on a term', '/api/taxonomies/news_categories/terms/products?site=nope', 404],
    ['site=nope on an entry', '/api/collections/pages/entries/page-about?site=nope', 404],
    ['by-url url=%E0%A4%A (not a path)', '/api/entries/by-url?url=%E0%A4%A', 422], ['by-url url escaping invalid UTF-8', '/api/entries/by-url?url=/%25E0%25A4', 422],
    ['by-url url=//evil.example/x', '/api/entries/by-url?url=//evil.example/x', 404], ['by-url url=//evil.example/de/ueber-uns (never read as a host)', '/api/entries/by-url?url=//evil.example/de/ueber-uns', 404], ['by-url url=/\\evil.example/de/ueber-uns', '/api/entries/by-url?url=/%5Cevil.example/de/ueber-uns', 404], ['by-url without url', '/api/entries/by-url', 422],
    ['by-url url=http://[', '/api/entries/by-url?url=http://%5B', 422],
  ];
  it.each(hostile.map(([name, url, status]) => ({ name, url, status })))('hostile $name answers $status, never 5xx', async ({ url, status }) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    if (status === 422) expect(res.body.message).toEqual(expect.any(String));
    if (status === 200) expect(res.body.meta).toMatchObject({ current_page: 1 });
  });

  it('a filter on a nav is ignored (NavigationTreeController reads no filters)', async () => {
    const filtered = await get('/api/navs/main/tree?filter[title]=x');
    expect(filtered.status).toBe(200);
    expect(filtered.body).toEqual((await get('/api/navs/main/tree')).body);
  });
});
