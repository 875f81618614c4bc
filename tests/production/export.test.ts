import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { LinkChecker } from 'linkinator';
import { parseAllHeaders } from 'netlify-headers-parser';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSitesSync } from '../../api/sites';
import type { LocalNginx } from '../../deploy/nginx-local';
import { loadEnv, PROJECT_ROOT } from '../../server/env';
import { inlineScriptHashes } from '../../server/security/script-hashes';
import { exportFile } from '../../scripts/export/layout';
import { CLOUDFLARE_LIMITS } from '../../scripts/export/limits';
import { exportSite } from '../../scripts/export/run';
import { escapeHtml, escapeScriptData } from '../../server/pages/templates';
import { readSiteIndex } from '../../server/static/site-index';
import { BROWSER_USER_AGENT, BUILD_DIR, startProductionServer, type RunningServer } from '../support/production';
import { startStaticNginx } from '../support/static-nginx';

/**
 * `npm run export` of the production build (issue 29), served by Debian's nginx with the include
 * it writes, against the production server on the same build: every URL of the sitemap, the
 * news filter pages and payloads, the content's redirect sources in every language, not-found
 * paths in each language, trailing slashes and campaign-tagged URLs get the same status, the
 * same Location and the same body. Then `_redirects` and `_headers` through Netlify's own
 * parsers, and linkinator over the served export.
 */
const SERVER_PORT = 3196;
const NGINX_PORT = 3197;
const index = readSiteIndex(BUILD_DIR);
if (!index) throw new Error(`no production build in ${BUILD_DIR}: run  npm run build  first (npm test does)`);
const sites = readSitesSync(PROJECT_ROOT);
/** A browser that chose English before: the export serves English at `/`, where the server would pick a language by Accept-Language. */
const HEADERS = { 'User-Agent': BROWSER_USER_AGENT, Cookie: 'i18n_redirected=en', 'Accept-Encoding': 'identity' };

let out: string;
let server: RunningServer;
let nginx: LocalNginx;
let exportLog = '';

beforeAll(async () => {
  out = path.join(mkdtempSync(path.join(tmpdir(), 'kairotone-export-')), 'site');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', out], { cwd: PROJECT_ROOT, env: { ...process.env, BUILD_DIR, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
  exportLog = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`npm run export failed:\n${exportLog}`);
  [server, nginx] = await Promise.all([
    startProductionServer(SERVER_PORT, { PUBLIC_SITE_URL: index.siteUrl, LOG_LEVEL: 'warn' }),
    startStaticNginx({ port: NGINX_PORT, root: out, include: `${out}.nginx.conf` }),
  ]);
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  if (out) rmSync(path.dirname(out), { recursive: true, force: true });
});

const sitemapPaths = (): string[] => {
  const sitemap = parseDocument(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', sitemap).map((loc) => {
    const url = new URL(DomUtils.textContent(loc).trim());
    return url.pathname + url.search;
  });
};

interface Answer {
  status: number;
  location: string | null;
  contentType: string | null;
  csp: string | null;
  cacheControl: string | null;
  body: string;
}

async function ask(origin: string, url: string): Promise<Answer> {
  const response = await fetch(origin + url, { headers: HEADERS, redirect: 'manual' });
  const h = response.headers;
  return { status: response.status, location: h.get('Location'), contentType: h.get('Content-Type'), csp: h.get('Content-Security-Policy'), cacheControl: h.get('Cache-Control'), body: await response.text() };
}

/**
 * The one difference a 404 page has by nature: the server's says `Page not found: {the path
 * asked for}` and carries a nonce per answer, the export's is one file for every missing path,
 * rendered for `{prefix}/404` and allowed by hash. So the server's answer gets the file's path
 * in place of the asked one (as HTML text and inside React Router's data script) and loses its
 * nonce attributes; the rest must be the same byte for byte.
 */
function asExported404(body: string, asked: string, prefix: string): string {
  const file = `${prefix}/404`;
  return body
    .replace(/ nonce="[^"]*"/g, '')
    .split(escapeScriptData(asked)).join(escapeScriptData(file))
    .split(escapeHtml(asked)).join(escapeHtml(file));
}

async function compare(url: string, notFoundPrefix?: string): Promise<void> {
  const [ours, exported] = await Promise.all([ask(server.origin, url), ask(nginx.origin, url)]);
  expect({ url, status: exported.status, location: exported.location }).toEqual({ url, status: ours.status, location: ours.location });
  if (ours.status === 200) {
    expect(exported.body === ours.body, `${url}: the same body`).toBe(true);
    expect(exported.contentType, url).toBe(ours.contentType);
    expect(exported.cacheControl, url).toBe(ours.cacheControl);
    // Prerendered pages are allowed by the hashes of their scripts on both.
    expect(exported.csp, url).toBe(ours.csp);
  }
  if (ours.status === 404 && notFoundPrefix !== undefined) {
    expect(exported.body === asExported404(ours.body, new URL(url, 'http://x').pathname, notFoundPrefix), `${url}: the language's 404 page`).toBe(true);
  }
}

describe('the static export served by nginx with its include, against the server', () => {
  it('reports what it wrote', () => {
    expect(exportLog).toMatch(/exported \d+ pages, \d+ image variants: \d+ files/);
    expect(existsSync(path.join(out, '_redirects'))).toBe(true);
    for (const site of sites) expect(existsSync(path.join(out, `${site.prefix}/404.html`)), site.handle).toBe(true);
  });

  it('answers every page of the sitemap, with its payload, as the server does (and the same with campaign parameters)', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const p of paths) await compare(p);
    for (const page of index.pages.filter((pg) => pg.data && !pg.path.includes('?'))) await compare(`${page.data!.path}?_routes=root`);
    for (const p of paths) await compare(`${p}${p.includes('?') ? '&' : '?'}utm_source=newsletter&utm_campaign=launch&gclid=Cj0KCQ`);
  }, 300_000);

  it('answers the news filter pages and their payloads, whatever else the query holds', async () => {
    const filtered = index.pages.filter((p) => p.path.includes('?'));
    expect(filtered.length).toBeGreaterThan(10);
    for (const page of filtered) {
      const [pathname, query] = page.path.split('?') as [string, string];
      await compare(page.path);
      await compare(`${pathname}?utm_source=x&${query}&fbclid=y`);
      if (page.data) await compare(`${page.data.path}&_routes=root`);
    }
  }, 120_000);

  it('redirects as the server does: the content’s rules in every language, the downloads hub, trailing slashes', async () => {
    const rules = ((await (await fetch(`${server.origin}/api/globals/redirects`)).json()) as { data: { rules: { from: string }[] } }).data.rules;
    expect(rules.length).toBeGreaterThan(3);
    for (const site of sites) {
      for (const rule of rules) await compare(site.prefix + rule.from.replace(/\*$/, '-2.1.zip'));
      await compare(`${site.prefix}/support/downloads/no-rule-knows-this`);
      await compare(`${site.prefix}/news/?utm_source=x`);
      await compare(`${site.prefix}/products/beacon/`);
    }
  });

  it('answers a missing path with its language’s 404 page', async () => {
    for (const site of sites) {
      for (const missing of ['/no-such-page-anywhere', '/news/no-such-article', '/products/no-such-product', '/news.html', '/_redirects']) await compare(site.prefix + missing, site.prefix);
    }
    const assets = await ask(nginx.origin, '/assets/no-such-file.js');
    expect(assets.status).toBe(404);
  });

  it('serves every image variant the pages use, with the type and headers of the image service', async () => {
    const html = readFileSync(path.join(out, 'de/products/beacon.html'), 'utf8');
    const url = /\/_ipx\/[^"\s,]+/.exec(html)![0].replace(/&amp;/g, '&');
    const [ours, exported] = await Promise.all([fetch(server.origin + url), fetch(nginx.origin + url)]);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('Content-Type')).toBe(ours.headers.get('Content-Type'));
    expect(exported.headers.get('Cache-Control')).toBe(ours.headers.get('Cache-Control'));
    expect(Buffer.from(await exported.arrayBuffer()).equals(Buffer.from(await ours.arrayBuffer()))).toBe(true);
  });
});

describe('_redirects and _headers, read by Netlify’s own parsers', () => {
  it('every redirect rule is valid, and a 301/302 rule answers what the server answers at its source', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [path.join(out, '_redirects')], configRedirects: [], minimal: false });
    expect(errors).toEqual([]);
    const parsed = redirects as { from: string; to: string; status: number; query: Record<string, string>; force: boolean }[];
    expect(parsed.length).toBe(readFileSync(path.join(out, '_redirects'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).length);
    for (const rule of parsed.filter((r) => r.status === 301 || r.status === 302)) {
      const source = rule.from.replace(/\*$/, 'x');
      const ours = await fetch(server.origin + source, { headers: HEADERS, redirect: 'manual' });
      expect({ source, status: rule.status, to: rule.to }).toEqual({ source, status: ours.status, to: ours.headers.get('Location') });
    }
    // Each language's 404 page for what is missing under its prefix, as the server answers there.
    const notFound = parsed.filter((r) => r.status === 404);
    expect(notFound.map((r) => `${r.from} ${r.to}`)).toEqual(sites.filter((s) => s.prefix).map((s) => `${s.prefix}/* ${s.prefix}/404.html`));
    for (const rule of notFound) expect((await fetch(server.origin + rule.from.replace('*', 'no-such-page'), { headers: HEADERS })).status).toBe(404);
    expect(parsed.at(-1)!.status, 'the 404 rules come last').toBe(404);
    // Query rewrites: every prerendered variant's value lands on a file of the export.
    const rewrites = parsed.filter((r) => r.status === 200);
    for (const page of index.pages.filter((p) => p.path.includes('?'))) {
      const [pathname, query] = page.path.split('?') as [string, string];
      const [name, value] = [...new URLSearchParams(query)][0]!;
      const rule = rewrites.find((r) => r.from === pathname && r.query[name] === `:${name}`);
      expect(rule, page.path).toBeDefined();
      expect(existsSync(path.join(out, `${rule!.to.replace(`:${name}`, value)}.html`)), page.path).toBe(true);
    }
  });

  it('every header rule is valid; each page gets one Cache-Control and one policy, which allows its own scripts', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(out, '_headers')] as never[], netlifyConfigPath: undefined, minimal: false });
    expect(errors).toEqual([]);
    const matching = (p: string, name: string) => headers.filter((h) => h.forRegExp?.test(p) === true && Object.keys(h.values).some((k) => k.toLowerCase() === name.toLowerCase()));
    for (const page of index.pages.filter((p) => p.contentType.startsWith('text/html'))) {
      const exported = page.path.replace(/\?(\w+)=([\w-]+)$/, '/_$1/$2');
      const csp = matching(exported, 'Content-Security-Policy');
      expect(csp.length, exported).toBe(1);
      for (const hash of page.scriptHashes) expect(csp[0]!.values['Content-Security-Policy'], exported).toContain(`'${hash}'`);
      expect(matching(exported, 'Cache-Control').length, exported).toBe(1);
      expect(matching(exported, 'X-Content-Type-Options').length, exported).toBe(1);
    }
    for (const file of ['/assets/x.js', '/_ipx/f_webp&q_80&s_320x180/media/a.jpg', '/builds/latest.json', '/favicon.svg']) {
      expect(matching(file, 'Cache-Control').length, file).toBe(1);
      expect(matching(file, 'Content-Security-Policy').length, file).toBe(1);
    }
    expect(matching('/_ipx/f_webp&q_80&s_320x180/media/a.jpg', 'Content-Type')[0]!.values['Content-Type']).toBe('image/webp');
    expect(matching('/de/news.data', 'Content-Type')[0]!.values['Content-Type']).toBe('text/x-script');
  });
});

describe('for Cloudflare Pages (--host cloudflare)', () => {
  let cloudflare: string;
  beforeAll(() => {
    cloudflare = path.join(path.dirname(out), 'cloudflare');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', cloudflare, '--host', 'cloudflare'], { cwd: PROJECT_ROOT, env: { ...process.env, BUILD_DIR, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`npm run export -- --host cloudflare failed:\n${run.stdout}${run.stderr}`);
  }, 300_000);

  const policiesIn = (html: string) =>
    DomUtils.findAll((e) => e.name === 'meta' && e.attribs['http-equiv'] === 'Content-Security-Policy', parseDocument(html).children).map((e) => e.attribs.content!);

  it('fits _headers in Cloudflare’s 100 rules: each page carries its policy, which allows its own scripts, in a <meta>', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(cloudflare, '_headers')] as never[], netlifyConfigPath: undefined, minimal: false });
    expect(errors).toEqual([]);
    expect(headers.length).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.headerRules);
    const matching = (p: string, name: string) => headers.filter((h) => h.forRegExp?.test(p) === true && Object.keys(h.values).some((k) => k.toLowerCase() === name.toLowerCase()));
    const pages = [
      ...index.pages.filter((p) => p.contentType.startsWith('text/html')).map((p) => ({ path: p.path.replace(/\?(\w+)=([\w-]+)$/, '/_$1/$2'), file: exportFile(p.file) })),
      ...sites.map((site) => ({ path: `${site.prefix}/404`, file: `${site.prefix.slice(1)}${site.prefix ? '/' : ''}404.html` })),
    ];
    for (const page of pages) {
      expect(matching(page.path, 'Content-Security-Policy'), page.path).toEqual([]);
      expect(matching(page.path, 'X-Frame-Options').map((h) => h.values['X-Frame-Options']), page.path).toEqual(['SAMEORIGIN']);
      const html = readFileSync(path.join(cloudflare, page.file), 'utf8');
      const [policy, ...more] = policiesIn(html);
      expect(more, page.file).toEqual([]);
      expect(policy, page.file).not.toContain('frame-ancestors');
      // The hashes of the page as exported, by the server's own code: the <meta> is no script.
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, page.file).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy, page.file).toContain(`'${hash}'`);
      // nginx's gzip_static serves this copy: it is the page as it now is.
      expect(gunzipSync(readFileSync(path.join(cloudflare, `${page.file}.gz`))).toString('utf8'), page.file).toBe(html);
    }
    // The Netlify export's pages have their policy in a header, and none in the page.
    expect(policiesIn(readFileSync(path.join(out, 'products/beacon.html'), 'utf8'))).toEqual([]);
  });
});

describe('refusals', () => {
  it('past a host’s limits, stops with the count, writes nothing and keeps the previous export', async () => {
    const before = readFileSync(path.join(out, '_headers'), 'utf8');
    const env = loadEnv({ NODE_ENV: 'production' }, { ...process.env, BUILD_DIR, LOG_LEVEL: 'warn' });
    await expect(exportSite({ env, buildDir: BUILD_DIR, outDir: out, host: 'cloudflare', limits: { ...CLOUDFLARE_LIMITS, headerRules: 3 } })).rejects.toThrow(/\d+ rules in _headers \(Cloudflare Pages takes at most 3\)/);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(before);
    expect(existsSync(`${out}.next`)).toBe(false);
  }, 120_000);

  it('refuses a folder that holds something else than an earlier export', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', path.join(PROJECT_ROOT, 'content')], { cwd: PROJECT_ROOT, env: { ...process.env, BUILD_DIR, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is not empty and holds no earlier export');
    expect(existsSync(path.join(PROJECT_ROOT, 'content.next'))).toBe(false);
  }, 60_000);

  it('says to build first when there is no build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'kairotone-no-build-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', path.join(empty, 'site')], { cwd: PROJECT_ROOT, env: { ...process.env, BUILD_DIR: empty, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`no build in ${empty}: run  npm run build  first`);
      expect(existsSync(path.join(empty, 'site'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the served export', () => {
  it('has no broken link, image, script or stylesheet (links off the site are not followed)', async () => {
    const origin = new URL(index.siteUrl).origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: [`${nginx.origin}/`, ...sitemapPaths().map((p) => nginx.origin + p)],
      recurse: true,
      checkCss: true,
      concurrency: 8,
      timeout: 30_000,
      // The build's absolute URLs (canonical, alternates, social images) name the origin it was built for.
      urlRewriteExpressions: [{ pattern: new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}`), replacement: nginx.origin }],
      // Off the site, and the content's rules that lead off it (/shop): not followed.
      linksToSkip: async (link) => !link.startsWith(nginx.origin) || /^\/(?:[a-z]{2}\/)?shop$/.test(new URL(link).pathname),
    });
    const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.url} (${link.status || 'no answer'}) on ${link.parent ?? '?'}`);
    expect(broken).toEqual([]);
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(1000);
  }, 300_000);
});
