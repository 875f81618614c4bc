import { Parser } from 'htmlparser2';
import { inlineScriptHashes } from '../../server/security/script-hashes';
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

  async function one(path: string): Promise<void> {
    const document = await get(fetch, origin + path);
    if (document.status >= 300 && document.status < 400) {
      redirected.push(path);
      return;
    }
    if (document.status !== 200) {
      failures.push({ path, status: document.status, detail: document.detail });
      return;
    }
    const page: PrerenderedPage = { path, file: fileFor(path, document.contentType), contentType: document.contentType, body: document.body, scriptHashes: [] };
    if (document.contentType.startsWith('text/html')) {
      page.scriptHashes = inlineScriptHashes(document.body.toString('utf8'));
      const dataPath = dataPathFor(path);
      const data = await get(fetch, origin + dataPath);
      if (data.status !== 200) {
        failures.push({ path: dataPath, status: data.status, detail: data.detail });
        return;
      }
      page.data = { path: dataPath, file: dataFileFor(dataPath), contentType: data.contentType, body: data.body };
    }
    pages.push(page);
  }

  await inParallel(paths, concurrency, async (path) => {
    await one(path).catch((error: unknown) => failures.push({ path, status: 0, detail: error instanceof Error ? error.message : String(error) }));
    onProgress?.(++done, paths.length, path);
  });
  if (failures.length) throw new PrerenderError(failures.sort((a, b) => a.path.localeCompare(b.path)));
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { pages, redirected: redirected.sort() };
}

async function get(fetch: PrerenderOptions['fetch'], url: string) {
  const response = await fetch(new Request(url, { headers: HEADERS, redirect: 'manual' }));
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const detail = response.status === 200 ? '' : firstLine(body.toString('utf8'), response.statusText);
  return { status: response.status, contentType, body, detail };
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
