import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPathFor } from '../../scripts/build/prerender';
import { inlineScriptHashes } from '../../server/security/script-hashes';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi, type RunningApi } from '../support/content-api';
import { BROWSER_USER_AGENT, readBuildIndex, startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';

/**
 * The production server over real HTTP on the build `npm test` made: prerendered pages from
 * memory, rendering on demand, compression, caching and security headers, health, logs.
 * Its content comes from a real content API over HTTP, so every render is visible there.
 */
const index = readBuildIndex();
let api: RunningApi;
let server: RunningServer;
const apiCalls: string[] = [];

beforeAll(async () => {
  api = await startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL, onRequest: (p) => apiCalls.push(p) });
  server = await startProductionServer(3121, { CONTENT_API_URL: api.origin, NEWSLETTER_FORM_ORIGINS: 'https://forms.example.com' });
}, 40_000);

afterAll(async () => {
  await server?.stop();
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(server.origin + path, { headers, method, redirect: 'manual' });

describe('prerendered pages', () => {
  it('every page of every language is prerendered, with its payload', () => {
    const paths = index.pages.map((p) => p.path);
    for (const path of ['/', '/de', '/fr', '/es', '/jp', '/zh', '/news', '/jp/news', '/support/downloads', '/zh/support/downloads', '/sitemap.xml', '/robots.txt', '/de/news/rss.xml']) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => p.startsWith('/products/')).length).toBeGreaterThanOrEqual(4);
    expect(index.pages.filter((p) => p.contentType.startsWith('text/html')).every((p) => p.data?.path === dataPathFor(p.path))).toBe(true);
  });

  it('the news list of every language is prerendered filtered by each category, with its payload', () => {
    for (const prefix of ['', '/de', '/fr', '/es', '/jp', '/zh']) {
      for (const category of ['events', 'products', 'stories', 'updates', 'workshops']) {
        const page = index.pages.find((p) => p.path === `${prefix}/news?filter=${category}`);
        expect(page?.data?.path, `${prefix}/news?filter=${category}`).toBe(`${prefix}/news.data?filter=${category}`);
      }
    }
    expect(index.pages.find((p) => p.path === '/jp/news?filter=events')?.reads).toEqual(['filter', 'page']);
  });

  it('are answered from memory without asking the content API', async () => {
    const before = apiCalls.length;
    for (const path of ['/de/news', '/jp/products/slate-one', '/zh/support/downloads', '/news.data', '/sitemap.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    expect(apiCalls.slice(before)).toEqual([]);
  });

  it('campaign and click ids (any parameter the route does not read) get the prerendered page: same bytes, same ETag', async () => {
    const before = apiCalls.length;
    const clean = await get('/products/beacon');
    const body = await clean.text();
    for (const query of ['utm_source=newsletter&utm_medium=email&utm_campaign=launch', 'gclid=Cj0KCQ', 'fbclid=IwAR2x', 'msclkid=5e7f', 'gbraid=0AAAA&wbraid=CjkK', 'dclid=CJ', 'twclid=2-7', 'li_fat_id=a-b', 'igshid=MzRl', 'yclid=123', 'mc_cid=abc&mc_eid=def', '_ga=2.1.2&_gl=1*abc', 't=1795000000000', 'anything=else']) {
      const tagged = await get(`/products/beacon?${query}`);
      expect(tagged.status, query).toBe(200);
      expect(tagged.headers.get('ETag'), query).toBe(clean.headers.get('ETag'));
      expect(await tagged.text(), query).toBe(body);
    }
    expect(apiCalls.slice(before)).toEqual([]);
  });

  it('the news list reads filter and page: every category of every language is a prerendered file, other parameters are ignored', async () => {
    const before = apiCalls.length;
    const filtered = await get('/de/news?filter=events');
    expect(filtered.status).toBe(200);
    const tagged = await get('/de/news?utm_source=x&filter=events&fbclid=1');
    expect(tagged.headers.get('ETag')).toBe(filtered.headers.get('ETag'));
    expect(filtered.headers.get('ETag')).not.toBe((await get('/de/news')).headers.get('ETag'));
    expect(apiCalls.slice(before)).toEqual([]);
    // A value the build did not prerender renders (page 1 is written without ?page).
    await get('/de/news?page=1').then((r) => r.arrayBuffer());
    expect(apiCalls.length).toBeGreaterThan(before);
  });

  it("the payload ignores React Router's _routes (it holds every route's data) and parameters the route does not read", async () => {
    const before = apiCalls.length;
    for (const path of ['/de/news.data?_routes=news.de', '/de/news.data?filter=events&_routes=news.de', '/jp/products/beacon.data?utm_source=x&_routes=product.jp']) {
      const payload = await get(path);
      expect(payload.status, path).toBe(200);
      expect(payload.headers.get('ETag'), path).toBeTruthy();
    }
    expect(apiCalls.slice(before)).toEqual([]);
    await get('/es/news.data?page=1&_routes=news.es').then((r) => r.arrayBuffer());
    expect(apiCalls.length).toBeGreaterThan(before);
  });

  it('the body is exactly the prerendered file', async () => {
    const page = index.pages.find((p) => p.path === '/fr/news')!;
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(`${PROJECT_ROOT}/build/client/${page.file}`, 'utf8');
    expect(await (await get('/fr/news', { 'Accept-Encoding': 'identity' })).text()).toBe(file);
  });
});

describe('islands (app/components/ui/island.tsx)', () => {
  it('every part is in place in the HTML, prerendered or rendered, error pages too: none follows the page to be moved in by script', async () => {
    for (const path of ['/', '/jp/products/beacon', '/fr/news?page=1', '/no-such-page-for-islands']) {
      const response = await get(path, { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Encoding': 'identity' });
      expect(response.status, path).toBe(path.startsWith('/no-such') ? 404 : 200);
      const html = await response.text();
      // React's markers of a boundary sent later (B:n), of one still waiting ($?) and its script ($RC).
      expect(html, path).not.toMatch(/<template id="B:|<!--\$\?-->|\$RC/);
      // The menu dialog opens the header, the footer follows the main content, both as boundaries whose content is in place.
      expect(html, path).toMatch(/<header class="site-header"><!--\$--><dialog id="site-menu"/);
      expect(html, path).toMatch(/<\/main><!--\$--><footer class="site-footer"/);
    }
  });
});

describe('script priority (decision 018)', () => {
  it('every module the first load preloads is fetched at low priority, prerendered or rendered, the hero image still high', async () => {
    for (const path of ['/', '/jp/news', '/products/beacon?utm_source=newsletter', '/jp/no-such-page-for-priorities']) {
      const response = await get(path, { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Encoding': 'identity' });
      const head = (await response.text()).split('</head>')[0]!;
      const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(3);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
      if (path === '/jp/news') expect(head).toMatch(/<link rel="preload" as="image" fetchPriority="high"/);
    }
  });
});

describe('compression', () => {
  it('brotli, gzip or none by Accept-Encoding, the same document each way', async () => {
    const identity = await get('/de/news', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    const plain = Buffer.from(await identity.arrayBuffer());
    // Node's fetch decodes compressed bodies itself: ask with a raw request to see the bytes.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${server.origin}/de/news`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    const gz = await raw('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 3);
    for (const answer of [br, gz]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('hashed assets are precompressed too', async () => {
    const asset = index.history[0]!.assets.find((name) => name.endsWith('.js'))!;
    const response = await get(`/assets/${asset}`, { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });
});

describe('caching', () => {
  it('a content API answer asked again comes from memory with the same bytes and headers as the first', async () => {
    const url = '/api/collections/news/entries?site=jp&limit=7&sort=-date';
    const headers = { 'Accept-Encoding': 'gzip, br' };
    const answers = [await get(url, headers), await get(url, headers), await get(url, headers)];
    const comparable = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(comparable(answers[1]!)).toEqual(comparable(answers[0]!));
    expect(comparable(answers[2]!)).toEqual(comparable(answers[0]!));
    expect(answers[0]!.headers.get('Content-Encoding')).toBe('br');
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies).size).toBe(1);
    const etag = answers[0]!.headers.get('ETag')!;
    const notModified = await get(url, { ...headers, 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // The first went through the API, the others were answered from its cache before the app.
    await expect.poll(() => server.logs().filter((l) => l.msg === 'request' && l.path === url.split('?')[0] && l.from === 'api-cache').length).toBeGreaterThanOrEqual(3);
  });

  it('hashed assets are immutable for a year', async () => {
    const asset = index.history[0]!.assets[0]!;
    expect((await get(`/assets/${asset}`)).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('pages and payloads get a short s-maxage and stale-while-revalidate, prerendered or rendered', async () => {
    for (const path of ['/de/news', '/de/news.data', '/news?page=1']) {
      const cacheControl = (await get(path)).headers.get('Cache-Control')!;
      expect(cacheControl, path).toMatch(/s-maxage=60\b/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
    }
  });

  it('latest.json is no-cache; build manifests are immutable', async () => {
    const latest = await get('/builds/latest.json');
    expect(latest.headers.get('Cache-Control')).toBe('no-cache');
    expect(await latest.json()).toEqual({ id: index.id, timestamp: index.timestamp });
    const meta = await get(`/builds/meta/${index.id}.json`);
    expect(meta.headers.get('Cache-Control')).toContain('immutable');
    const manifest = (await meta.json()) as { id: string; prerendered: string[]; redirects: { from: string }[] };
    expect(manifest.id).toBe(index.id);
    expect(manifest.prerendered).toContain('/jp/news');
    expect(manifest.redirects.length).toBeGreaterThan(0);
  });

  it('a current copy gets 304 by ETag; HEAD gets the headers without a body', async () => {
    const first = await get('/es/news', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('ETag')!;
    const again = await get('/es/news', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    // Another encoding is another representation: not a match.
    expect((await get('/es/news', { 'Accept-Encoding': 'identity', 'If-None-Match': etag })).status).toBe(200);
    const head = await get('/es/news', { 'Accept-Encoding': 'identity' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('Content-Length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
  });
});

describe('routing still comes first', () => {
  it('/ picks the language (the prerendered English home only for English visitors)', async () => {
    const german = await get('/', { 'Accept-Language': 'de-DE,de;q=0.9', 'User-Agent': BROWSER_USER_AGENT });
    expect(german.status).toBe(302);
    expect(german.headers.get('Location')).toBe('/de');
    const english = await get('/', { Cookie: 'i18n_redirected=en', 'User-Agent': BROWSER_USER_AGENT });
    expect(english.status).toBe(200);
    expect(english.headers.get('Vary')).toContain('Accept-Language');
  });

  it('a trailing slash still redirects; an unknown page is a 404', async () => {
    const slash = await get('/de/news/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('Location')).toBe('/de/news');
    expect((await get('/de/no-such-page')).status).toBe(404);
  });
});

describe('security headers', () => {
  const scriptSrc = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;

  it('a prerendered page allows exactly its own inline scripts, by hash', async () => {
    const response = await get('/jp/news', { 'Accept-Encoding': 'identity' });
    const csp = response.headers.get('Content-Security-Policy')!;
    const html = await response.text();
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc(csp)).toContain(`'${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce-');
  });

  it('a rendered page is kept: the next visitor gets it without a render, with the same ETag, a fresh nonce on every inline script, no visitor\'s parameters', async () => {
    const a = await get('/de/news?page=1&gclid=visitor-a-click');
    const b = await get('/de/news?page=1&utm_source=newsletter');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('ETag')).toBe(a.headers.get('ETag'));
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy')!)![1]!;
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(htmlA).not.toContain('visitor-a-click');
    expect(htmlB.split(nonceOf(b)).join('')).toBe(htmlA.split(nonceOf(a)).join(''));
    const scripts = [...htmlA.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonceOf(a)}"`);
    expect(a.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
    const revalidated = await get('/de/news?page=1', { 'If-None-Match': a.headers.get('ETag')! });
    expect(revalidated.status).toBe(304);
    // The browser would put this policy on its cached page, whose nonce it cannot match: none is sent.
    expect(revalidated.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('frames only from this site and the configured newsletter and video hosts; no maps host without a key', async () => {
    const csp = (await get('/de/news')).headers.get('Content-Security-Policy')!;
    expect(csp).toContain("frame-src 'self' https://forms.example.com https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/maps\.googleapis|https:(\s|;|$)|\*/);
  });

  it('every kind of response carries the headers; no HSTS over plain http', async () => {
    const asset = index.history[0]!.assets[0]!;
    for (const path of ['/de/news', '/news?page=1', '/api/globals/seo', '/healthz', `/assets/${asset}`, '/de/missing', '/favicon.svg', '/_ipx/w_64/media/products/beacon/gallery-1.jpg']) {
      const headers = (await get(path)).headers;
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy'), path).toContain('camera=()');
      expect(headers.get('Content-Security-Policy'), path).toContain('frame-ancestors');
      expect(headers.get('Strict-Transport-Security'), path).toBeNull();
    }
  });

  it('the newsletter form page allows its own style by hash and no script', async () => {
    const csp = (await get('/newsletter/signup?lang=de')).headers.get('Content-Security-Policy')!;
    expect(csp).toMatch(/style-src 'sha256-[^']+'/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });
});

describe('operations', () => {
  it('/healthz reports the build and the publisher (warm once it logged watching) and is never cached', async () => {
    const response = await get('/healthz');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', mode: 'static', publishing: 'watching', build: index.id });
    expect(server.logs().some((l) => l.msg === 'publishing: watching the content for changes')).toBe(true);
  });

  it('/readyz answers 200 once the content and the pages are loaded, never cached; the ready line is logged', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
    expect(server.logs().some((l) => l.msg === 'ready' && typeof l.ms === 'number')).toBe(true);
  });

  it("every request gets an id (the proxy's when it sent a sound one) and one JSON log line", async () => {
    const mine = await get('/de/news', { 'X-Request-Id': 'edge-0123456789abcdef' });
    expect(mine.headers.get('X-Request-Id')).toBe('edge-0123456789abcdef');
    const bad = await get('/de/news', { 'X-Request-Id': 'x"><script>' });
    expect(bad.headers.get('X-Request-Id')).toMatch(/^[\da-f]{12}-[\da-z]+$/);
    const rendered = await get('/api/globals/seo?site=de', { 'X-Request-Id': 'edge-render-0001' });
    expect(rendered.headers.get('X-Request-Id')).toBe('edge-render-0001');
    await expect.poll(() => server.logs().filter((l) => l.msg === 'request' && (l.id === 'edge-0123456789abcdef' || l.id === 'edge-render-0001')).length).toBe(2);
    const line = server.logs().find((l) => l.id === 'edge-render-0001')!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/globals/seo', status: 200 });
    expect(typeof line.ms).toBe('number');
  });
});
