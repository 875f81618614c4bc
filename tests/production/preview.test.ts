import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionsResponse, EntryDocument, PreviewRequest, PreviewResponse } from '../../cp/shared/api';
import { createServerApp } from '../../server/app';
import { Client, contentRoot, ORIGIN } from '../../server/cp/test/fixture';
import { loadEnv, PROJECT_ROOT } from '../../server/env';

/**
 * Live preview on the production server's own app and build: POST /cp/api/preview with unsaved
 * values, then GET the link: the real page (the build's route, components and CSS) with those
 * values, no scripts, never stored or indexed, framed by the panel only; nothing written.
 * Needs a build (`npm run build`; any PUBLIC_SITE_URL: pages render on demand here).
 */
const SERVER_BUILD = path.join(PROJECT_ROOT, 'build', 'server', 'index.js');
const ARTICLE = { id: 'news-beacon-firmware-3-2', file: 'content/collections/news/en/2026-10-28.beacon-firmware-3-2.md' };

let root: string;
let server: ReturnType<typeof createServerApp>;
let admin: Client;

beforeAll(async () => {
  if (!existsSync(SERVER_BUILD)) throw new Error(`no build at ${SERVER_BUILD}: run npm run build first`);
  root = await contentRoot();
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'resources', 'blueprints'), path.join(root, 'resources', 'blueprints'), { recursive: true });
  await symlink(path.join(PROJECT_ROOT, 'public'), path.join(root, 'public'));
  // A collection without a route: its entries have no page to preview.
  await writeFile(path.join(root, 'content', 'collections', 'snippets.yaml'), 'title: Snippets\nsites: [en]\n');
  await mkdir(path.join(root, 'content', 'collections', 'snippets', 'en'), { recursive: true });
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  const env = loadEnv({}, { CONTENT_DIR: root, PUBLIC_SITE_URL: ORIGIN, NODE_ENV: 'production', CP_SECRET: 'a-test-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'error' });
  server = createServerApp({ env, mode: 'production', getBuild: () => Promise.resolve(build) });
  admin = new Client(server.app);
  expect((await admin.signIn('admin@example.com')).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function preview(request: PreviewRequest): Promise<Response> {
  return admin.send('/cp/api/preview', 'POST', request);
}

async function previewPage(request: PreviewRequest): Promise<{ url: string; page: Response }> {
  const made = await preview(request);
  expect(made.status, await made.clone().text()).toBe(200);
  const { url, expiresAt } = (await made.json()) as PreviewResponse;
  expect(url).toMatch(/^\/cp\/preview\/[\w-]{32}$/);
  expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
  // The link works by itself (a new tab, a colleague): no session needed, the token is the key.
  return { url, page: await server.app.request(url) };
}

async function article(): Promise<EntryDocument> {
  return (await (await admin.fetch(`/cp/api/collections/news/entries/${ARTICLE.id}`)).json()) as EntryDocument;
}

describe('live preview', () => {
  it('renders the unsaved title on the real page; the file and the public page stay as they were', async () => {
    const before = await readFile(path.join(root, ARTICLE.file), 'utf8');
    const doc = await article();
    const { page } = await previewPage({ collection: 'news', id: doc.id, site: 'en', values: { ...doc.values, title: 'Beacon firmware 3.2, unsaved' }, slug: doc.meta.slug ?? undefined, date: doc.meta.date ?? undefined, published: true });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('X-Robots-Tag')).toContain('noindex');
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).toMatch(/img-src 'self'/);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Beacon firmware 3\.2, unsaved<\/h1>/);
    // The site's own stylesheet (allowed by 'self') and no script at all.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    // Nothing that runs: the only script elements are JSON-LD data; no module preloads.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/i);
    expect(html).not.toContain('modulepreload');
    expect(await readFile(path.join(root, ARTICLE.file), 'utf8')).toBe(before);
    const visitors = await (await server.app.request('/news/beacon-firmware-3-2')).text();
    expect(visitors).toContain('Beacon firmware 3.2 is here');
    expect(visitors).not.toContain('unsaved');
  });

  it('a draft renders in the preview only; so does an entry not saved yet', async () => {
    const doc = await article();
    const draft = await previewPage({ collection: 'news', id: doc.id, site: 'en', values: { ...doc.values, title: 'Drafted again' }, slug: doc.meta.slug ?? undefined, published: false });
    expect(draft.page.status).toBe(200);
    expect(await draft.page.text()).toMatch(/<h1[^>]*>Drafted again<\/h1>/);

    // A draft never saved, dated yesterday (a date ahead is not previewable yet: news keeps those private, see the report).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const fresh = await previewPage({ collection: 'news', id: null, site: 'en', values: { title: 'Not even saved once' }, slug: 'not-even-saved-once', date: yesterday, published: false });
    expect(fresh.page.status).toBe(200);
    expect(await fresh.page.text()).toMatch(/<h1[^>]*>Not even saved once<\/h1>/);
    expect((await server.app.request('/news/not-even-saved-once')).status).toBe(404);
    expect(existsSync(path.join(root, 'content', 'collections', 'news', 'en', `${yesterday}.not-even-saved-once.md`))).toBe(false);
  });

  it('only a live token opens a preview; a collection without pages says so', async () => {
    for (const url of ['/cp/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/cp/preview/short', '/cp/preview/', '/cp/preview', '/cp/preview/%2e%2e%2fapi%2fsession']) {
      const answer = await server.app.request(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('Cache-Control'), url).toBe('no-store');
    }
    const collections = (await (await admin.fetch('/cp/api/collections')).json()) as CollectionsResponse;
    expect(collections.data.find((c) => c.handle === 'snippets')?.hasPages).toBe(false);
    expect(collections.data.find((c) => c.handle === 'news')?.hasPages).toBe(true);
    const { page } = await previewPage({ collection: 'snippets', id: null, site: 'en', values: { title: 'A snippet' }, slug: 'a-snippet', published: true });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain('no pages of its own');
    // Signed out: no preview is made.
    const stranger = new Client(server.app);
    await stranger.session();
    expect((await stranger.send('/cp/api/preview', 'POST', { collection: 'news', id: null, site: 'en', values: {}, published: false })).status).toBe(401);
  });
});
