import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { ContentClient } from '../../app/lib/content/client.server';
import { isValidSlug } from '../../app/lib/routing/page-handle';
import { splitLanguage, type RoutingSite } from '../../app/lib/routing/redirects';
import { baseSecurityHeaders, nonceCsp, RESOURCE_CSP, type SecurityConfig } from '../security/headers';
import { COMPRESS_FROM, matchesEtag, pickEncoding } from '../static/encoding';
import { pageCacheHeaders } from '../cache/policy';
import { pageKey } from './query';
import type { RenderCache, RenderCacheStats } from './render-cache';
import type { RenderLimit } from './render-limit';
import type { Render } from './renderer';
import type { PageMatch, PageMatcher } from './routes';
import { PageTemplate, type TemplateValues } from './templates';

export interface PageHandlerOptions {
  /** React Router's render of a request, with the server's per-request context. */
  render: Render;
  /** The content client, for the one lookup that tells a missing page without rendering it. */
  content: ContentClient;
  /**
   * The collection of the entry at a path, read without a call when the content is in-process:
   * null when there is none, undefined when it cannot say now (then the content API is asked).
   */
  entryCollection?: (pathname: string) => string | null | undefined;
  /** Which route a path belongs to (server/pages/routes.ts). */
  matcher: Promise<PageMatcher>;
  limit: RenderLimit;
  /** Rendered pages kept per content version; none kept without. */
  cache?: RenderCache<KeptPage>;
  sites: readonly RoutingSite[];
  security: SecurityConfig;
  newNonce: () => string;
  /** True while the content API is known to be down (its breaker refuses calls): pages get the 503 page at once. */
  contentDown: () => boolean;
  /** Seconds for Retry-After on a 503 because the content API is down. */
  retryAfter: () => number;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

/** A request for a page, as both the app and the answers from memory see it. */
export interface PageRequest {
  method: string;
  pathname: string;
  search: string;
  /** `http://host`: templates render a request of this origin. */
  origin: string;
  userAgent?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
}

/** A page answered without rendering: from the render cache or a template. Headers hold all but the request id. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  from: 'page-cache' | 'template';
}

export interface Pages {
  /** The answer when it needs no render (a kept page, the 404 of a missing entry, the 503 while the content API is down). */
  fromMemory(request: PageRequest): Promise<PageAnswer | undefined>;
  /** The app's last handler: the answer from memory, else a render within the limit. */
  handler: (c: Context) => Promise<Response>;
  cacheStats(): RenderCacheStats | null;
}

/** Templates and pages rendered per request are sent gzip-compressed or as they are. */
const TEMPLATE_ENCODINGS = ['gzip', 'identity'] as const;
/** Seconds for Retry-After when the server is too busy to render: renders take milliseconds. */
const BUSY_RETRY_AFTER = 1;
/** A path segment no page can have (slugs start with a letter or digit): the templates' sentinel. */
const SENTINEL = '_kairotone-template-5f2c';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const gzipOffThread = promisify(gzip);
/**
 * A page rendered for one request is compressed for that request alone: level 4 takes about
 * half the CPU of the default 6 for 3 % more bytes (67 KB of HTML: 0.5 ms against 1 ms, 15.8
 * against 15.3 KB). Kept pages and templates are compressed once, at the default.
 */
const ONE_OFF_GZIP = { level: 4 };

type TemplateKind = 'not-found' | 'unavailable';

/**
 * Pages that are not files (server/static): what it can, it answers without React.
 *  - A page rendered before for the same normalised URL, content version and kind of client
 *    (browser or crawler) is answered from the render cache, like a prerendered file.
 *  - A page whose route shows an entry (PageHandle.collections), where no entry has the URL,
 *    is the language's 404 page, built once per content version with the path filled in.
 *  - While the content API is known to be down, the language's 503 page, the same way.
 *  - Everything else renders, at most `limit.concurrency` at once; past the queue, the 503
 *    page with Retry-After at once rather than a wait without end.
 * Crawlers get their own variant of each (the plain error page).
 */
export function createPages(options: PageHandlerOptions): Pages {
  const { render, content, entryCollection = () => undefined, matcher, limit, cache, sites, security, newNonce, contentDown, retryAfter, log } = options;
  const templates = new Map<string, { version: string; template: Promise<PageTemplate | null> }>();
  const base = baseSecurityHeaders(security);
  const cspFor = nonceCsp(security);

  async function template(kind: TemplateKind, site: RoutingSite, crawler: boolean, origin: string): Promise<PageTemplate | null> {
    // The 404 page shows content (shell, error_page global): it follows the content version.
    const version = kind === 'not-found' ? await content.version() : 'fixed';
    const key = `${kind}:${site.handle}:${crawler}`;
    const kept = templates.get(key);
    if (kept?.version === version) return kept.template;
    const built = buildTemplate(kind, site, crawler, origin).catch((error: unknown) => {
      log('page template failed: rendering instead', { kind, site: site.handle, error: error instanceof Error ? error.message : String(error) });
      return null;
    });
    templates.set(key, { version, template: built });
    // A 404 template the content API could not build (it was down) is tried again next time.
    void built.then((t) => (t === null && kind === 'not-found' && templates.get(key)?.template === built ? templates.delete(key) : undefined));
    return built;
  }

  async function buildTemplate(kind: TemplateKind, site: RoutingSite, crawler: boolean, origin: string): Promise<PageTemplate | null> {
    const expected = kind === 'not-found' ? 404 : 503;
    const renderText = async (values: TemplateValues) => {
      const request = new Request(origin + values.path, { headers: { 'User-Agent': crawler ? CRAWLER : BROWSER } });
      const response = await render(request, { nonce: values.nonce, complete: true, contentDown: kind === 'unavailable' });
      const text = await response.text();
      return response.status === expected ? text : null;
    };
    const sentinel = { path: `${site.prefix}/${SENTINEL}`, nonce: newNonce() };
    // The probe has what a path can hold that needs escaping (& in HTML and in the data script).
    const probe = { path: `${site.prefix}/${SENTINEL}/a&b%3Cc`, nonce: newNonce() };
    const [page, probed] = await Promise.all([renderText(sentinel), renderText(probe)]);
    if (page === null || probed === null) return null;
    const split = PageTemplate.split(page, expected, sentinel)?.verified(probe, probed) ?? null;
    if (!split) log('page template does not fill like a render: rendering instead', { kind, site: site.handle });
    return split;
  }

  /** A template filled with the request's path and a fresh nonce, gzip or as it is. */
  function filledAnswer(request: PageRequest, template: PageTemplate, own: { path: string; contentType: string; headers: Record<string, string>; from: PageAnswer['from'] }): PageAnswer {
    const nonce = newNonce();
    const gzip = pickEncoding(request.acceptEncoding, TEMPLATE_ENCODINGS) === 'gzip';
    const body = template.fill({ path: own.path, nonce }, gzip ? 'gzip' : 'identity');
    const headers: Record<string, string> = {
      'Content-Type': own.contentType,
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
      ...own.headers,
      ...base,
      'Content-Security-Policy': own.contentType.startsWith('text/html') ? cspFor(nonce) : RESOURCE_CSP,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    return { status: template.status, headers, body: request.method === 'HEAD' ? null : body, from: own.from };
  }

  function templateAnswer(request: PageRequest, template: PageTemplate, extra: Record<string, string> = {}): PageAnswer {
    return filledAnswer(request, template, { path: request.pathname, contentType: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'no-store', ...extra }, from: 'template' });
  }

  /** A kept render, filled with a fresh nonce (a 304 when the client's copy is current). */
  function keptAnswer(request: PageRequest, kept: KeptPage): PageAnswer {
    const validators = { ...kept.cacheHeaders, ETag: kept.etag, Vary: 'Accept-Encoding' };
    if (kept.status === 200 && request.ifNoneMatch && matchesEtag(request.ifNoneMatch, kept.etag)) {
      return { status: 304, headers: { ...validators, ...base }, body: null, from: 'page-cache' };
    }
    return filledAnswer(request, kept.template, { path: '', contentType: kept.contentType, headers: { ...kept.headers, ...validators }, from: 'page-cache' });
  }

  /** The route of a page, or of the page a payload belongs to. */
  async function routeOf(pathname: string): Promise<PageMatch | null> {
    return (await matcher)(pathname.endsWith('.data') ? pageOfPayload(pathname) : pathname);
  }

  /** Whether the page at `pathname` (its route `match`) is certainly a 404: the route shows an entry and none has the URL. */
  async function missing(pathname: string, match: PageMatch | null): Promise<boolean> {
    const collections = match?.handle.collections;
    if (!match || !collections) return false;
    // A slug the route refuses is its own 404 (`Page Not Found: {fullPath}`): it renders.
    if (match.params.slug !== undefined && !isValidSlug(match.params.slug)) return false;
    const known = entryCollection(pathname);
    if (known !== undefined) return known === null || !collections.includes(known);
    try {
      const entry = await content.entryByUrl(pathname);
      return !entry || !collections.includes(entry.collection.handle);
    } catch {
      return false; // the render answers what the content API's failure means (503)
    }
  }

  /**
   * Where a rendered page is kept: the kind of client (crawlers get other error pages and
   * no streaming), the path and only the query its route reads (a payload also keeps
   * `_routes`, which picks its loaders). So campaign and click ids share one entry.
   */
  function cacheKey(request: PageRequest, crawler: boolean, match: PageMatch | null): string {
    const data = request.pathname.endsWith('.data');
    const reads = match?.handle.searchParams ?? [];
    return `${crawler ? 'crawler' : 'browser'} ${pageKey(request.pathname, request.search, data ? [...reads, '_routes'] : reads)}`;
  }

  async function fromMemory(request: PageRequest): Promise<PageAnswer | undefined> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const crawler = isbot(request.userAgent ?? '');
    // Matched once per answer: the kept page's key and the missing entry's template both need it.
    const match = await routeOf(request.pathname);
    if (cache) {
      const kept = cache.get(await content.version(), cacheKey(request, crawler, match));
      if (kept) return keptAnswer(request, kept);
    }
    if (request.pathname.endsWith('.data')) return undefined;
    const site = splitLanguage(request.pathname, sites).site;
    if (contentDown()) {
      const unavailable = await template('unavailable', site, crawler, request.origin);
      if (unavailable) return templateAnswer(request, unavailable, { 'Retry-After': String(retryAfter()) });
    }
    if (await missing(request.pathname, match)) {
      const notFound = await template('not-found', site, crawler, request.origin);
      if (notFound) return templateAnswer(request, notFound);
    }
    return undefined;
  }

  /** Renders under way for the cache, by content version and key: requests for the same page wait for the one render. */
  const inFlight = new Map<string, Promise<KeptPage | null>>();

  /**
   * Renders a GET for the cache: the normalised URL (so no visitor's click id is kept in a
   * page another visitor gets), whole, with a nonce of its own at which the page is split, so
   * each answer gets a fresh nonce as any render does (content that slipped a script past
   * the sanitiser never gets one). A 200 is kept while the content version it was rendered
   * for is still current. Requests for a page being rendered share that render (a newly
   * popular page, or every page after a content change, is rendered once, not once per visitor).
   */
  async function renderKept(page: PageRequest, headers: Headers, crawler: boolean): Promise<Response | null> {
    const version = await content.version();
    const key = cacheKey(page, crawler, await routeOf(page.pathname));
    const flightKey = `${version} ${key}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      flight = renderForCache(headers, page.origin, version, key).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, flight);
    }
    const rendered = await flight;
    return rendered && toResponse(keptAnswer(page, rendered));
  }

  async function renderForCache(headers: Headers, origin: string, version: string, key: string): Promise<KeptPage | null> {
    const path = key.slice(key.indexOf(' ') + 1);
    const nonce = newNonce();
    const rendered = await limit.run(async () => {
      const response = await render(new Request(origin + path, { headers }), { nonce, complete: true });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    });
    if (!rendered) return null;
    const { response, body } = rendered;
    const kept = keptPage(response, body.toString('utf8'), nonce);
    if (response.status === 200 && !response.headers.has('Set-Cookie') && (await content.version()) === version) cache?.set(version, key, kept);
    return kept;
  }

  async function renderNow(request: Request, nonce: string): Promise<Response | null> {
    // The request's signal aborts when its client leaves: a render still waiting is dropped.
    return limit.run(async () => {
      // Whole: the answer is sent once complete anyway (below), so nothing streams.
      const response = await render(request, { nonce, complete: true });
      // Read inside the limit: the render's work goes on while its body streams.
      const body = request.method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer());
      // Compressed here in one call, the body being whole, on libuv's threads (not the loop's):
      // the framework's compression streams it through web streams, which cost more.
      const headers = new Headers(response.headers);
      const type = headers.get('Content-Type') ?? '';
      const gzip = body !== null && body.length >= COMPRESS_FROM && /^text\/(html|x-script)/.test(type) && pickEncoding(request.headers.get('Accept-Encoding') ?? undefined, TEMPLATE_ENCODINGS) === 'gzip';
      if (body !== null) headers.append('Vary', 'Accept-Encoding');
      if (gzip) headers.set('Content-Encoding', 'gzip');
      return new Response(body === null ? null : new Uint8Array(gzip ? await gzipOffThread(body, ONE_OFF_GZIP) : body), { status: response.status, headers });
    }, request.signal);
  }

  const handler = async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const page: PageRequest = {
      method: request.method,
      pathname: url.pathname,
      search: url.search,
      origin: url.origin,
      userAgent: c.req.header('User-Agent'),
      acceptEncoding: c.req.header('Accept-Encoding'),
      ifNoneMatch: c.req.header('If-None-Match'),
    };
    const known = await fromMemory(page);
    if (known) return toResponse(known);

    const crawler = isbot(page.userAgent ?? '');
    const rendered = cache && request.method === 'GET' ? await renderKept(page, request.headers, crawler) : await renderNow(request, c.get('nonce') as string);
    if (rendered) {
      if (rendered.status === 503) rendered.headers.set('Retry-After', String(retryAfter()));
      return rendered;
    }
    // A client that left while its render waited needs no answer, nor a log line.
    if (request.signal.aborted) return c.body(null, 503);
    log('busy: render refused', { path: url.pathname, ...limit.load });
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.data');
    const busy = isPage ? await template('unavailable', splitLanguage(url.pathname, sites).site, crawler, url.origin) : null;
    if (busy) return toResponse(templateAnswer(page, busy, { 'Retry-After': String(BUSY_RETRY_AFTER) }));
    return c.text('Service Unavailable: the server is busy, please try again in a moment.', 503, { 'Retry-After': String(BUSY_RETRY_AFTER) });
  };

  return { fromMemory, handler, cacheStats: () => cache?.stats ?? null };
}

function toResponse(answer: PageAnswer): Response {
  return new Response(answer.body === null ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
}

/** The page a payload belongs to: `/news.data` → `/news`; the root's payload (`/_root.data`) → `/`. */
function pageOfPayload(pathname: string): string {
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' || page === '/_' ? '/' : page;
}

/** A rendered answer held as a template filled with a fresh nonce per answer (server/pages/templates.ts). */
export interface KeptPage {
  status: number;
  template: PageTemplate;
  contentType: string;
  /** Weak: the same page for everyone, but each answer has its own nonce. */
  etag: string;
  /** Cache-Control (and CDN-Cache-Control with purging): server/cache/policy.ts. */
  cacheHeaders: Readonly<Record<string, string>>;
  /** The render's other headers (a redirect's Location), for an answer that is not kept. */
  headers: Record<string, string>;
  bytes: number;
}

/** Headers a kept answer sets itself. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy']);

function keptPage(response: Response, html: string, nonce: string): KeptPage {
  const template = PageTemplate.splitAtNonce(html, response.status, nonce);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
  return {
    status: response.status,
    template,
    contentType: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
    // The page as rendered, the nonce taken out: the same for every answer of it.
    etag: `W/"${template.digest()}"`,
    cacheHeaders: response.status === 200 ? pageCacheHeaders() : { 'Cache-Control': 'no-store' },
    headers,
    bytes: template.bytes,
  };
}
