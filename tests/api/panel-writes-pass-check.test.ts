// What the panel accepts, content:check and the build accept (issue 35, finding 4; decision 038,
// 4): the panel's everyday actions over its HTTP API on a copy of the demo content — an upload
// (its meta file `data: {}`), a new English entry and page without localizations, a new term —
// leave warnings at most, never an error that would stop `npm run build`; and the site shows
// that content with its fallbacks (no page in the other languages, no made-up alt text).
import { spawnSync } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContentApi } from '../../api/app';
import { checkContent, type Problem } from '../../api/check/check';
import { ContentStore } from '../../api/store/store';
import { Image } from '../../app/components/ui/image';
import { createContentClient, inProcessTransport } from '../../app/lib/content/client.server';
import { contentContext, originContext } from '../../app/lib/content/context';
import { loader as newsArticleLoader } from '../../app/routes/news-article';
import { loader as newsListLoader } from '../../app/routes/news-list';
import { loader as sitemapLoader } from '../../app/routes/sitemap';
import { CSRF_HEADER, type EntryDocument } from '../../cp/shared/api';
import { assetRoutes } from '../../server/cp/routes/assets';
import { collectionRoutes } from '../../server/cp/routes/collections';
import { taxonomyRoutes } from '../../server/cp/routes/taxonomies';
import { Client, contentRoot, mountPanel, ORIGIN } from '../../server/cp/test/fixture';
import { createContentWriter } from '../../server/cp/write/writer';
import { PROJECT_ROOT } from '../../server/env';
import { silentLogger } from '../../server/log';
import { makePdf } from '../support/upload-files';

const MEDIA = 'public/media';
const PHOTO_META = `${MEDIA}/news/.meta/launch-photo.jpg.yaml`;
const OTHER_SITES = ['de', 'fr', 'es', 'jp', 'zh'];

let root: string;
let problems: Problem[];
/** The files the panel wrote, relative to the content root. */
let articleFile: string;
let pageFile: string;
let store: ContentStore;

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

function upload(client: Client, bytes: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name));
  form.set('folder', 'news');
  return client.fetch('/cp/api/assets/assets', { method: 'POST', body: form, headers: { Origin: client.origin, [CSRF_HEADER]: client.csrf } });
}

beforeAll(async () => {
  root = await contentRoot();
  for (const part of ['content', 'resources/blueprints', 'resources/content-model.yaml', 'public']) await cp(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const writer = createContentWriter({ root, logger: silentLogger, containers: [MEDIA] });
  const { app } = mountPanel(root, { writer, routes: [collectionRoutes, taxonomyRoutes, (deps) => new Hono().route('/assets', assetRoutes(deps))] });
  const admin = new Client(app);
  expect((await admin.signIn('admin@example.com')).status).toBe(200);

  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  await json(await upload(admin, photo, 'Launch Photo.jpg'), 201);
  await json(await upload(admin, makePdf(), 'Spec Sheet.pdf'), 201);
  const article = await json<EntryDocument>(
    await admin.send('/cp/api/collections/news/entries', 'POST', {
      site: 'en', published: true,
      values: { title: 'Launch day', excerpt: 'The new Beacon is out.', image: ['news/launch-photo.jpg'], news_categories: ['stories'], author: 'Mara Lindqvist', content: 'It is out.' },
    }),
    201,
  );
  const page = await json<EntryDocument>(await admin.send('/cp/api/collections/pages/entries', 'POST', { site: 'en', published: true, values: { title: 'Careers' } }), 201);
  await json(await admin.send('/cp/api/taxonomies/news_categories/terms', 'POST', { values: { title: 'Interviews' } }), 201);

  problems = await checkContent(root);
  store = new ContentStore(root, { report: () => {} });
  const index = await store.index();
  articleFile = index.entries.get(article.id)!.file;
  pageFile = index.entries.get(page.id)!.file;
  expect([articleFile, pageFile]).toEqual([`content/collections/news/en/${article.meta.date}.launch-day.md`, 'content/collections/pages/en/careers.md']);
});

afterAll(async () => {
  await store?.close();
  await rm(root, { recursive: true, force: true });
});

describe('content:check after the panel’s everyday actions', () => {
  it('reports no error at all: the build would not stop', () => {
    expect(problems.filter((p) => p.severity !== 'warning')).toEqual([]);
  });

  it('the CLI the build runs first prints the warnings and exits 0', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', root], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${PHOTO_META}:1  data.alt  warning: alt text missing for site "en"`);
    expect(run.stdout).toContain(`is valid (${problems.length} warning(s)`);
  });

  it('an upload writes `data: {}`: a warning per site that it has no alt text, naming the file and field', async () => {
    expect(parse(await readFile(path.join(root, PHOTO_META), 'utf8'))).toMatchObject({ data: {}, width: 40, height: 30, mime_type: 'image/jpeg' });
    const decorative = 'the image is shown as decorative (alt="")';
    expect(problems.filter((p) => p.file === PHOTO_META)).toEqual([
      { file: PHOTO_META, field: 'data.alt', line: 1, message: `alt text missing for site "en": ${decorative}`, severity: 'warning' },
      ...OTHER_SITES.map((site) => ({ file: PHOTO_META, field: `data.alt_${site}`, line: 1, message: `alt text missing for site "${site}": ${decorative}`, severity: 'warning' })),
    ]);
  });

  it('an uploaded PDF has no alt text to miss', () => {
    expect(problems.filter((p) => p.file.includes('spec-sheet'))).toEqual([]);
  });

  it('a new English entry and page: a warning for each language they have no localization in yet', () => {
    for (const file of [articleFile, pageFile]) {
      expect(problems.filter((p) => p.file === file)).toEqual(
        OTHER_SITES.map((site) => ({ file, message: `no localization in site "${site}" yet: the entry has no page in that language`, severity: 'warning' })),
      );
    }
  });

  it('a new term: a warning for each language its title falls back in', () => {
    const file = 'content/taxonomies/news_categories/interviews.yaml';
    expect(problems.filter((p) => p.file === file).map((p) => [p.field, p.severity])).toEqual(OTHER_SITES.map((site) => [`localizations.${site}`, 'warning']));
  });

  it('nothing else: the rest of the demo content is complete', () => {
    const written = new Set([PHOTO_META, articleFile, pageFile, 'content/taxonomies/news_categories/interviews.yaml']);
    expect(problems.filter((p) => !written.has(p.file))).toEqual([]);
  });
});

describe('the site shows that content with its fallbacks', () => {
  function args(pathname: string, params: Record<string, string> = {}) {
    const content = createContentClient(inProcessTransport(new Hono().route('/api', createContentApi({ store, siteUrl: ORIGIN })).fetch));
    const url = new URL(pathname, ORIGIN);
    const context = new RouterContextProvider();
    context.set(contentContext, content);
    context.set(originContext, ORIGIN);
    return { url, request: new Request(url), params, context, unstable_pattern: '' } as never;
  }

  it('the English article renders, its image without alt text as decorative (alt=""), and links no other language', async () => {
    const data = await newsArticleLoader(args('/news/launch-day', { slug: 'launch-day' }));
    expect(data.title).toBe('Launch day');
    expect(data.image).toMatchObject({ url: '/media/news/launch-photo.jpg', alt: '' });
    expect(renderToString(createElement(Image, { image: data.image!, sizes: '100vw' }))).toMatch(/<img [^>]*alt=""/);
    expect(data.meta.some((tag) => 'property' in tag && tag.property === 'og:image:alt')).toBe(false);
    expect(data.alternates).toEqual({ en: '/news/launch-day' });
  });

  it('the sitemap (the build’s page list) names the article and the page in English only', async () => {
    const xml = await (await sitemapLoader(args('/sitemap.xml'))).text();
    expect(xml).toContain(`<loc>${ORIGIN}/news/launch-day</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/careers</loc>`);
    for (const site of OTHER_SITES) expect(xml).not.toMatch(new RegExp(`<loc>${ORIGIN}/${site}/(news/launch-day|careers)<`));
  });

  it('the German news list leaves the article out', async () => {
    const data = await newsListLoader(args('/de/news'));
    expect(JSON.stringify(data)).not.toContain('launch-day');
    expect(JSON.stringify(await newsListLoader(args('/news')))).toContain('/news/launch-day');
  });

  it('the new term has the English title in German', async () => {
    const api = new Hono().route('/api', createContentApi({ store, siteUrl: ORIGIN }));
    const term = (await (await api.request('/api/taxonomies/news_categories/terms/interviews?site=de')).json()) as { data: { title: string } };
    expect(term.data.title).toBe('Interviews');
  });
});
