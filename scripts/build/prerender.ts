import { Parser } from 'htmlparser2';
import { inlineScriptHashes } from '../../server/security/script-hashes';
import type { Site } from '../../api/sites';
import { createContentClient, inProcessTransport } from '../../app/lib/content/client.server';
import { newsListPaths } from '../../app/lib/news.server';
import { tagsOf } from '../../server/cache/tags';
import type { PageMatcher } from '../../server/pages/routes';
import type { PageRecord } from '../../server/static/site-index';
import { inParallel } from '../lib/pool';

/** One prerendered URL: its document and, for pages, React Router's data payload. */
export interface PrerenderedPage {
  /** Request path, e.g. `/de/news` or `/sitemap.xml`. */
  path: string;
  /** File under the client folder holding the document, e.g. `de/news.html`. */
  file: string;
  contentType: string;
  body: Buffer;
  /** CSP hashes of the page's inline scripts (HTML only). */
  scriptHashes: string[];
  /** The `.data` payload of an HTML page (client navigations read it). */
  data?: { path: string; file: string; contentType: string; body: Buffer };
  /** Its cache tags, as the render named them (server/cache/tags.ts). */
  tags?: string[];
}

export interface PrerenderFailure {
  path: string;
  status: number;
  detail: string;
}

/** Some pages could not be prerendered: the message lists each one with its status. */
export class PrerenderError extends Error {
  override name = 'PrerenderError';
  constructor(readonly failures: PrerenderFailure[]) {
    const lines = failures.slice(0, 25).map((f) => `  ${f.path} → ${f.status || 'no answer'}${f.detail ? `: ${f.detail}` : ''}`);
    const more = failures.length > 25 ? `\n  … and ${failures.length - 25} more` : '';
    super(`${failures.length} page(s) could not be prerendered:\n${lines.join('\n')}${more}`);
  }
}

export interface PrerenderOptions {
  /** Answers a request as the server would (the in-process app). */
  fetch: (request: Request) => Promise<Response>;
  origin: string;
  paths: readonly string[];
  concurrency?: number;
  /** Called after each path with the count done so far. */
  onProgress?: (done: number, total: number, path: string) => void;
}

/** What a visitor's browser sends, so the pages come out as visitors get them (not crawler variants). */
const HEADERS = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  // `/` would otherwise pick a language for the visitor: the file is the English home.
  Cookie: 'i18n_redirected=en',
};

/** A redirect means a content rule covers the path: it stays dynamic so the rule keeps working. */
export interface PrerenderResult {
  pages: PrerenderedPage[];
  redirected: string[];
}

/**
 * Requests every path from the server and keeps what it answers. Any answer other than 200
 * (or a redirect from a content rule) fails the whole run, naming every failed page.
 */
export async function prerender({ fetch, origin, paths, concurrency = 4, onProgress }: PrerenderOptions): Promise<PrerenderResult> {
  const pages: PrerenderedPage[] = [];
  const redirected: string[] = [];
  const failures: PrerenderFailure[] = [];
  let done = 0;

  await inParallel(paths, concurrency, async (path) => {
    const outcome = await prerenderPage(fetch, origin, path);
    if (outcome.kind === 'page') pages.push(outcome.page);
    else if (outcome.kind === 'redirected') redirected.push(path);
    else failures.push(outcome.failure);
    onProgress?.(++done, paths.length, path);
  });
  if (failures.length) throw new PrerenderError(failures.sort((a, b) => a.path.localeCompare(b.path)));
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { pages, redirected: redirected.sort() };
}

/** What prerendering one path gave: the page, a content rule's redirect, or why it failed. */
export type PrerenderOutcome = { kind: 'page'; page: PrerenderedPage } | { kind: 'redirected' } | { kind: 'failed'; failure: PrerenderFailure };

/**
 * One path, document and payload, as the build keeps it (also what server/publish regenerates
 * a page with after a content change). Never throws: a failure is an outcome.
 */
export async function prerenderPage(fetch: PrerenderOptions['fetch'], origin: string, path: string): Promise<PrerenderOutcome> {
  try {
    const document = await get(fetch, origin + path);
    if (document.status >= 300 && document.status < 400) return { kind: 'redirected' };
    if (document.status !== 200) return { kind: 'failed', failure: { path, status: document.status, detail: document.detail } };
    const page: PrerenderedPage = { path, file: fileFor(path, document.contentType), contentType: document.contentType, body: document.body, scriptHashes: [], ...(document.tags.length ? { tags: document.tags } : {}) };
    if (document.contentType.startsWith('text/html')) {
      page.scriptHashes = inlineScriptHashes(document.body.toString('utf8'));
      const dataPath = dataPathFor(path);
      const data = await get(fetch, origin + dataPath);
      if (data.status !== 200) return { kind: 'failed', failure: { path: dataPath, status: data.status, detail: data.detail } };
      page.data = { path: dataPath, file: dataFileFor(dataPath), contentType: data.contentType, body: data.body };
    }
    return { kind: 'page', page };
  } catch (error) {
    return { kind: 'failed', failure: { path, status: 0, detail: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Every path to prerender, from the content as the app answers it: the sitemap's pages, the
 * news lists' category filters and further pages (not in the sitemap, but pages visitors ask
 * for), the sitemap itself, robots.txt and each language's feed. Throws when the sitemap does
 * not answer 200 (the list comes from it).
 */
export async function prerenderPaths(fetch: PrerenderOptions['fetch'], origin: string, sites: readonly Site[]): Promise<string[]> {
  const sitemap = await fetch(new Request(`${origin}/sitemap.xml`));
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}: the page list comes from it`);
  const content = createContentClient(inProcessTransport(fetch));
  return [
    ...sitemapPaths(await sitemap.text(), origin),
    ...(await Promise.all(sites.map((site) => newsListPaths(content, site)))).flat(),
    '/sitemap.xml',
    '/robots.txt',
    ...sites.map((site) => `${site.prefix}/news/rss.xml`),
  ];
}

/**
 * A prerendered page as the site index records it (build/site.json, server/static/files.ts),
 * with the query parameters its route reads (from the build's routes: server/pages/routes.ts).
 */
export function pageRecord(page: PrerenderedPage, matchPage: PageMatcher): PageRecord {
  const reads = matchPage(page.path.split('?')[0]!)?.handle.searchParams;
  return {
    path: page.path,
    file: page.file,
    ...(reads?.length ? { reads: [...reads] } : {}),
    contentType: page.contentType,
    scriptHashes: page.scriptHashes,
    ...(page.tags ? { tags: page.tags } : {}),
    ...(page.data ? { data: { path: page.data.path, file: page.data.file, contentType: page.data.contentType } } : {}),
  };
}

async function get(fetch: PrerenderOptions['fetch'], url: string) {
  const response = await fetch(new Request(url, { headers: HEADERS, redirect: 'manual' }));
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const tags = tagsOf(response.headers);
  const detail = response.status === 200 ? '' : firstLine(body.toString('utf8'), response.statusText);
  return { status: response.status, contentType, body, detail, tags };
}

/** A short reason from an error page: its title, else its first text. */
function firstLine(text: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1];
  const line = (title ?? text).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (line || fallback).slice(0, 160);
}

/**
 * Where a path's document lives under the client folder: `/` → `index.html`, `/de/news` →
 * `de/news.html` (so `/de/news/` is no file and still gets its redirect), and paths with an
 * extension (`/sitemap.xml`) as they are.
 */
export function fileFor(path: string, contentType: string): string {
  const [pathname, query] = splitQuery(path);
  if (pathname === '/') return withQuery('index.html', query);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z\d]+$/i.test(last) || !contentType.startsWith('text/html')) return withQuery(pathname.slice(1), query);
  return withQuery(`${pathname.slice(1)}.html`, query);
}

/**
 * React Router's data URL for a page (trailing-slash aware), query kept: `/` → `/_.data`,
 * `/de/news` → `/de/news.data`, `/news?filter=events` → `/news.data?filter=events`.
 */
export function dataPathFor(path: string): string {
  const [pathname, query] = splitQuery(path);
  return `${pathname.endsWith('/') ? `${pathname}_.data` : `${pathname}.data`}${query ? `?${query}` : ''}`;
}

/** The file of a data URL (`/news.data?filter=events` → `news?filter=events.data`). */
export function dataFileFor(dataPath: string): string {
  const [pathname, query] = splitQuery(dataPath);
  return withQuery(pathname.slice(1), query);
}

function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?');
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at + 1)];
}

/**
 * A page with a query is a file of its own, the query before the extension
 * (`news?filter=events.html`): nginx never maps a request to it (`$uri` has no query), and
 * the extension still says what it is (precompression, content type).
 */
function withQuery(file: string, query: string): string {
  if (!query) return file;
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}?${query}${file.slice(dot)}` : `${file}?${query}`;
}

/** Site paths from a sitemap's `<loc>` URLs on this origin. */
export function sitemapPaths(xml: string, origin: string): string[] {
  const paths: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        inLoc = name === 'loc';
        text = '';
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (name === 'loc' && text.trim().startsWith(origin)) paths.push(text.trim().slice(origin.length) || '/');
        inLoc = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return [...new Set(paths)];
}
