import { DomUtils, parseDocument } from 'htmlparser2';
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSitesSync } from '../../api/sites';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi, type RunningApi } from '../support/content-api';
import { readBuildIndex, startProductionServer, TEST_SITE_URL, type RunningServer } from '../support/production';
import { checkHtml, describeFindings, type HtmlDocument } from '../support/vnu';

/**
 * The whole built site as browsers and the W3C get it (issue 27), on the production server
 * over the build `npm test` made: every page the sitemap lists, the news filter pages, a
 * not-found page and the error page of each language pass the Nu Html Checker with no error
 * and no warning but the one kept on purpose (below), and no link, image, script or
 * stylesheet on any page of the site is broken.
 */

const PORT = Number(process.env.SITE_CHECK_PORT ?? 3140);
const index = readBuildIndex();
const sites = readSitesSync(PROJECT_ROOT);

/**
 * Warnings kept on purpose, each with its reason (docs/decisions/025-valid-html.md). Safari
 * leaves a list out of the accessibility tree when its CSS removes the markers
 * (`list-style: none`) and it is not inside a `nav`, so VoiceOver would not say "list, 4
 * items": `role="list"` puts it back on those lists, and only on those.
 */
const LISTS_WITHOUT_MARKERS = ['features__grid', 'products__grid', 'gallery__grid', 'download-rows', 'resellers__grid', 'privacy-settings__list', 'news-grid', 'download-files__list', 'tag-list', 'social-links'];
const KEPT_WARNINGS: { message: RegExp; extract: RegExp }[] = [
  { message: /^The “list” role is unnecessary for element “ul”\.$/, extract: new RegExp(`<ul class="(${LISTS_WITHOUT_MARKERS.join('|')})" role="list"`) },
];

let api: RunningApi;
let server: RunningServer;
const documents: HtmlDocument[] = [];
let sitemapPaths: string[] = [];

/** A path on the server under test for a URL of the site (the build's absolute URLs name TEST_SITE_URL). */
const local = (url: string) => new URL(url, TEST_SITE_URL).href.slice(new URL(TEST_SITE_URL).origin.length);

async function fetchPage(path: string, status: number): Promise<HtmlDocument> {
  const response = await fetch(server.origin + path, { headers: { 'Accept-Language': 'en' }, redirect: 'manual' });
  expect(response.status, path).toBe(status);
  expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
  return { name: `${path} (${status})`, html: await response.text() };
}

beforeAll(async () => {
  api = await startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL });
  // Pages from memory as in production; the content API behind it answers what renders on
  // demand (pages past the first, and the error page once it is down).
  server = await startProductionServer(PORT, { CONTENT_API_URL: api.origin, LOG_LEVEL: 'warn' });
  const sitemap = parseDocument(await (await fetch(`${server.origin}/sitemap.xml`)).text(), { xmlMode: true });
  sitemapPaths = DomUtils.getElementsByTagName('loc', sitemap).map((loc) => local(DomUtils.textContent(loc).trim()));
  const filters = index.pages.filter((p) => p.path.includes('?filter=')).map((p) => p.path);
  for (const path of [...new Set([...sitemapPaths, ...filters])]) documents.push(await fetchPage(path, 200));
  for (const site of sites) documents.push(await fetchPage(`${site.prefix}/no-such-page-anywhere`, 404));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await api?.close();
});

const redirectsOffSite = new Map<string, Promise<boolean>>();
/**
 * Whether a link of the site is a content redirect rule's path that leads off the site (`/shop`
 * to the shop): then it is a link off the site, whose target is not fetched. Asked once per
 * link, without following; images, scripts and media are never redirected.
 */
function leavesSite(link: string): Promise<boolean> {
  if (/^\/(_ipx|assets|media|builds)\//.test(new URL(link).pathname)) return Promise.resolve(false);
  let answer = redirectsOffSite.get(link);
  if (!answer) {
    answer = fetch(link, { method: 'HEAD', redirect: 'manual' }).then((response) => {
      const location = response.headers.get('Location');
      return response.status >= 300 && response.status < 400 && location !== null && new URL(location, link).origin !== server.origin;
    });
    redirectsOffSite.set(link, answer);
  }
  return answer;
}

describe('the site', () => {
  it('lists its pages in the sitemap, in every language', () => {
    for (const site of sites) expect(sitemapPaths, site.handle).toContain(site.prefix || '/');
    expect(sitemapPaths.length).toBeGreaterThan(100);
  });

  it('has no broken link, image, script or stylesheet (links off the site are not followed)', async () => {
    const origin = new URL(TEST_SITE_URL).origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: [`${server.origin}/`, ...sitemapPaths.map((p) => server.origin + p)],
      recurse: true,
      checkCss: true,
      // Each image size is made on its first request: a few at a time, with the time a large one takes.
      concurrency: 4,
      timeout: 60_000,
      // The build's absolute URLs (canonical, alternates, social images) name the origin it was built for.
      urlRewriteExpressions: [{ pattern: new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}`), replacement: server.origin }],
      linksToSkip: async (link) => !link.startsWith(server.origin) || (await leavesSite(link)),
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.url} (${link.status || 'no answer'}${link.failureDetails?.[0] instanceof Error ? `: ${link.failureDetails[0].message}` : ''}) on ${link.parent ?? '?'}`);
    expect(broken).toEqual([]);
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(1000);
  }, 600_000);

  it('every page passes the W3C Nu Html Checker: the sitemap, the news filters, a not-found page and the error page of each language', async () => {
    // The error page: rendered pages (a query the build did not prerender) once the content API is down.
    await api.down();
    for (const site of sites) documents.push(await fetchPage(`${site.prefix}/news?page=1`, 503));
    const found = await checkHtml(documents);
    const kept = (m: (typeof found)[number]) => m.type === 'warning' && KEPT_WARNINGS.some((k) => k.message.test(m.message) && k.extract.test(m.extract ?? ''));
    expect(describeFindings(found.filter((m) => !kept(m)))).toEqual([]);
    expect(documents.length).toBeGreaterThan(sitemapPaths.length);
  }, 300_000);
});
