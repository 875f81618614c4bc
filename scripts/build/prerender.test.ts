import { describe, expect, it } from 'vitest';
import { cspHash } from '../../server/security/headers';
import { dataPathFor, fileFor, prerender, PrerenderError, sitemapPaths } from './prerender';

describe('fileFor / dataPathFor', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'index.html', '/_.data'],
    ['/de', 'text/html; charset=utf-8', 'de.html', '/de.data'],
    ['/de/news', 'text/html', 'de/news.html', '/de/news.data'],
    ['/jp/products/slate-one', 'text/html', 'jp/products/slate-one.html', '/jp/products/slate-one.data'],
  ])('%s → %s and %s', (path, type, file, data) => {
    expect(fileFor(path, type)).toBe(file);
    expect(dataPathFor(path)).toBe(data);
  });

  it('documents with an extension keep their name', () => {
    expect(fileFor('/sitemap.xml', 'application/xml')).toBe('sitemap.xml');
    expect(fileFor('/de/news/rss.xml', 'application/rss+xml')).toBe('de/news/rss.xml');
    expect(fileFor('/robots.txt', 'text/plain')).toBe('robots.txt');
  });
});


describe('sitemapPaths', () => {
  it('reads the <loc> paths of this origin, once each', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://k.example/</loc></url><url><loc>https://k.example/de/news?x=1&amp;y=2</loc></url>
      <url><loc>https://elsewhere.example/x</loc></url><url><loc>https://k.example/</loc></url></urlset>`;
    expect(sitemapPaths(xml, 'https://k.example')).toEqual(['/', '/de/news?x=1&y=2']);
  });
});

describe('prerender', () => {
  const html = (body: string) => new Response(`<!doctype html><html><body>${body}<script>boot()</script></body></html>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  const site = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('.data')) return Promise.resolve(new Response('[{"routes":1}]', { headers: { 'Content-Type': 'text/x-script' } }));
    if (pathname === '/moved') return Promise.resolve(new Response(null, { status: 301, headers: { Location: '/elsewhere' } }));
    if (pathname === '/broken') return Promise.resolve(new Response('<title>Server Error</title>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    if (pathname === '/throws') return Promise.reject(new Error('connection reset'));
    if (pathname === '/feed.xml') return Promise.resolve(new Response('<rss/>', { headers: { 'Content-Type': 'application/rss+xml' } }));
    return Promise.resolve(html(pathname));
  };

  it('keeps each page, its payload and its script hashes; reports progress; leaves redirected paths out', async () => {
    const progress: number[] = [];
    const result = await prerender({ fetch: site, origin: 'http://x', paths: ['/b', '/', '/moved', '/feed.xml'], onProgress: (done) => progress.push(done) });
    expect(result.pages.map((p) => p.path)).toEqual(['/', '/b', '/feed.xml']);
    expect(result.redirected).toEqual(['/moved']);
    expect(progress).toEqual([1, 2, 3, 4]);
    const home = result.pages[0]!;
    expect(home.file).toBe('index.html');
    expect(home.data).toMatchObject({ path: '/_.data', file: '_.data', contentType: 'text/x-script' });
    expect(home.scriptHashes).toEqual([cspHash('boot()')]);
    expect(result.pages[2]!.data).toBeUndefined();
  });

  it('fails naming every page that did not answer 200, with its status and reason', async () => {
    const error = await prerender({ fetch: site, origin: 'http://x', paths: ['/ok', '/broken', '/throws'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrerenderError);
    const { failures, message } = error as PrerenderError;
    expect(failures).toEqual([
      { path: '/broken', status: 500, detail: 'Server Error' },
      { path: '/throws', status: 0, detail: 'connection reset' },
    ]);
    expect(message).toContain('2 page(s) could not be prerendered');
    expect(message).toContain('/broken → 500: Server Error');
    expect(message).toContain('/throws → no answer: connection reset');
  });
});
