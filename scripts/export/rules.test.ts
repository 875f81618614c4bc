import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '../../server/security/headers';
import { headerRules, headersFile, metaCsp, withCspMeta } from './headers';
import { imageUrlsIn } from './images';
import { nginxInclude, queryPattern } from './nginx';
import { queryRewrites, redirectsFile } from './redirects';

const security = { PUBLIC_SITE_URL: 'https://www.example.com', NEWSLETTER_FORM_ORIGINS: [], VIDEO_EMBED_ORIGINS: [], MAPS_API_KEY: undefined };
const record = (path: string) => ({ path, file: `${path.slice(1)}.html`, contentType: 'text/html; charset=utf-8', scriptHashes: [], reads: ['filter', 'page'], data: { path: `${path.split('?')[0]}.data`, file: 'x.data', contentType: 'text/x-script' } });

describe('query rewrites', () => {
  it('one rule per page and parameter, for the document and its payload, counted as dynamic', () => {
    const rules = queryRewrites([
      { path: '/de/news', query: 'filter=events', record: record('/de/news?filter=events') },
      { path: '/de/news', query: 'filter=updates', record: record('/de/news?filter=updates') },
      { path: '/de/news', query: 'page=2', record: record('/de/news?page=2') },
    ]);
    expect(rules).toEqual([
      { from: '/de/news', query: 'filter', to: '/de/news/_filter/:filter', status: 200 },
      { from: '/de/news.data', query: 'filter', to: '/de/news/_filter/:filter.data', status: 200 },
      { from: '/de/news', query: 'page', to: '/de/news/_page/:page', status: 200 },
      { from: '/de/news.data', query: 'page', to: '/de/news/_page/:page.data', status: 200 },
    ]);
    const file = redirectsFile([...rules, { from: '/de/store', to: '/de/products', status: 301 }], '# test');
    expect(file.text).toBe('# test\n/de/news filter=:filter /de/news/_filter/:filter 200\n/de/news.data filter=:filter /de/news/_filter/:filter.data 200\n/de/news page=:page /de/news/_page/:page 200\n/de/news.data page=:page /de/news/_page/:page.data 200\n/de/store /de/products 301\n');
    expect([file.staticCount, file.dynamicCount]).toEqual([1, 4]);
  });
});

describe('the nginx query match', () => {
  const names = ['filter', 'page'];
  const matches = (query: string, reads: string[], subject: string) => new RegExp(queryPattern(query, reads, names)).test(subject);
  it('matches the variant the server keys: the read parameters exactly, the others anything', () => {
    expect(matches('filter=events', ['filter', 'page'], '&filter=events')).toBe(true);
    expect(matches('filter=events', ['filter', 'page'], '&filter=events&page=2')).toBe(false);
    expect(matches('filter=events', ['filter', 'page'], '&filter=eventsx')).toBe(false);
    expect(matches('filter=events', ['filter'], '&filter=events&page=2')).toBe(true);
    expect(matches('page=2', ['filter', 'page'], '&page=2')).toBe(true);
    expect(matches('page=2', ['filter', 'page'], '&filter=x&page=2')).toBe(false);
  });
});

describe('_headers', () => {
  const pages = [
    { path: '/de/news', contentType: 'text/html; charset=utf-8', scriptHashes: ['sha256-a'] },
    { path: '/news/rss.xml', contentType: 'application/rss+xml', scriptHashes: [] },
  ];
  const input = { security, pages, rootFiles: [{ path: '/favicon.svg', contentType: 'image/svg+xml' }], imageCacheControl: 'public, max-age=86400', imageType: 'image/webp' };
  const rules = headerRules({ ...input, host: 'netlify' });
  it('gives each page its own policy from the server’s code, and shares only the headers every answer has', () => {
    expect(rules.find((r) => r.path === '/de/news')!.headers['Content-Security-Policy']).toBe(pageCsp(security, { hashes: ['sha256-a'] }));
    expect(rules.find((r) => r.path === '/news/rss.xml')!.headers['Content-Security-Policy']).toMatch(/^default-src 'none'/);
    expect(rules[0]).toEqual({ path: '/*', headers: expect.objectContaining({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': expect.any(String) }) });
    expect(Object.keys(rules[0]!.headers)).not.toContain('Cache-Control');
    expect(rules.find((r) => r.path === '/_ipx/*')!.headers['Content-Type']).toBe('image/webp');
  });
  it('for Cloudflare Pages, gives HTML pages no rule (their policy is in the page) and lets no one else frame them', () => {
    const cloudflare = headerRules({ ...input, host: 'cloudflare' });
    expect(cloudflare.map((r) => r.path)).not.toContain('/de/news');
    expect(cloudflare.find((r) => r.path === '/news/rss.xml')!.headers['Content-Security-Policy']).toMatch(/^default-src 'none'/);
    expect(cloudflare[0]!.headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(rules[0]!.headers['X-Frame-Options']).toBeUndefined();
    expect(cloudflare).toHaveLength(rules.length - 1);
  });
  it('writes the Netlify format', () => {
    expect(headersFile([{ path: '/a', headers: { X: '1', Y: '2' } }], '# h')).toBe('# h\n/a\n  X: 1\n  Y: 2\n');
  });
});

describe('a page’s policy in a <meta>', () => {
  const html = '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><meta name="viewport" content="x"/><script>a()</script></head><body></body></html>';

  it('is the page’s policy without frame-ancestors', () => {
    const csp = metaCsp(security, ['sha256-a']);
    expect(csp).toBe(pageCsp(security, { hashes: ['sha256-a'] }).replace("; frame-ancestors 'self'", ''));
    expect(csp).toContain("script-src 'self' 'sha256-a'");
    expect(csp).not.toContain('frame-ancestors');
  });

  it('goes right after the charset, before every script, its quotes escaped', () => {
    const page = withCspMeta(html, "script-src 'self' 'sha256-a'");
    expect(page).toBe('<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#x27;sha256-a&#x27;"/><meta name="viewport" content="x"/><script>a()</script></head><body></body></html>');
    const policy = DomUtils.findOne((e) => e.attribs['http-equiv'] === 'Content-Security-Policy', parseDocument(page).children, true);
    expect(policy?.attribs.content).toBe("script-src 'self' 'sha256-a'");
  });

  it('refuses a page without a charset rather than guess where its head begins', () => {
    expect(() => withCspMeta('<html><head><script>a()</script>', 'x')).toThrow(/no <meta charset/);
  });
});

describe('the nginx include', () => {
  it('refuses a value with $ (nginx would read a variable)', () => {
    expect(() => nginxInclude({ security, sites: [{ handle: 'en', lang: 'en', prefix: '' }], redirects: [{ from: '/a', to: '/b$x', status: 301 }], pages: [], rootFiles: [], imageCacheControl: 'x' }, '#')).toThrow(/nginx reads \$/);
  });
});

describe('image variants in HTML', () => {
  it('finds them in src, srcset and href, once each, with & unescaped', () => {
    const html = '<img src="/_ipx/f_webp&amp;q_80&amp;s_320x180/media/a.jpg" srcset="/_ipx/f_webp&amp;q_80&amp;s_640x360/media/a.jpg 640w, /_ipx/f_webp&amp;q_80&amp;s_320x180/media/a.jpg 320w"><a href="/_ipx/w_1600/media/a.jpg">';
    expect(imageUrlsIn(html)).toEqual(['/_ipx/f_webp&q_80&s_320x180/media/a.jpg', '/_ipx/f_webp&q_80&s_640x360/media/a.jpg', '/_ipx/w_1600/media/a.jpg']);
  });
});
