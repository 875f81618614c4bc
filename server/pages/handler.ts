import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { ContentClient } from '../../app/lib/content/client.server';
import { isValidSlug } from '../../app/lib/routing/page-handle';
import { splitLanguage, type RoutingSite } from '../../app/lib/routing/redirects';
import { pageCsp, type SecurityConfig } from '../security/headers';
import { pickEncoding } from '../static/encoding';
import type { RenderLimit } from './render-limit';
import type { PageMatcher } from './routes';
import { PageTemplate, type TemplateValues } from './templates';

export interface RenderOptions {
  /** CSP nonce for the inline scripts. */
  nonce: string;
  /** Wait for the whole page (templates are split from it). */
  complete?: boolean;
  /** Render as if the content API were down (the 503 page). */
  contentDown?: boolean;
}

export interface PageHandlerOptions {
  /** React Router's render of a request, with the server's per-request context. */
  render: (request: Request, options: RenderOptions) => Promise<Response>;
  /** The content client, for the one lookup that tells a missing page without rendering it. */
  content: ContentClient;
  /** Which route a path belongs to (server/pages/routes.ts). */
  matcher: Promise<PageMatcher>;
  limit: RenderLimit;
  sites: readonly RoutingSite[];
  security: SecurityConfig;
  newNonce: () => string;
  /** True while the content API is known to be down (its breaker refuses calls): pages get the 503 page at once. */
  contentDown: () => boolean;
  /** Seconds for Retry-After on a 503 because the content API is down. */
  retryAfter: () => number;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

/** Templates are sent gzip-compressed (assembled from parts compressed once) or as they are. */
const TEMPLATE_ENCODINGS = ['gzip', 'identity'] as const;
/** Seconds for Retry-After when the server is too busy to render: renders take milliseconds. */
const BUSY_RETRY_AFTER = 1;
/** A path segment no page can have (slugs start with a letter or digit): the templates' sentinel. */
const SENTINEL = '_kairotone-template-5f2c';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type TemplateKind = 'not-found' | 'unavailable';

/**
 * Pages that are not files (server/static): what it can, it answers without React.
 *  - A page whose route shows an entry (PageHandle.collections), where no entry has the URL,
 *    is the language's 404 page, built once per content version with the path filled in.
 *  - While the content API is known to be down, the language's 503 page, the same way.
 *  - Everything else renders, at most `limit.concurrency` at once; past the queue, the 503
 *    page with Retry-After at once rather than a wait without end.
 * Crawlers get their own variant of each (the plain error page).
 */
export function pageHandler(options: PageHandlerOptions): (c: Context) => Promise<Response> {
  const { render, content, matcher, limit, sites, security, newNonce, contentDown, retryAfter, log } = options;
  const templates = new Map<string, { version: string; template: Promise<PageTemplate | null> }>();

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

  function answer(c: Context, template: PageTemplate, path: string, extra: Record<string, string> = {}): Response {
    const nonce = newNonce();
    const gzip = pickEncoding(c.req.header('Accept-Encoding'), TEMPLATE_ENCODINGS) === 'gzip';
    const body = template.fill({ path, nonce }, gzip ? 'gzip' : 'identity');
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      'Content-Security-Policy': pageCsp(security, { nonce }),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...extra,
    };
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: template.status, headers });
  }

  /** Whether the page at `pathname` is certainly a 404: its route shows an entry and none has the URL. */
  async function missing(pathname: string): Promise<boolean> {
    const match = (await matcher)(pathname);
    const collections = match?.handle.collections;
    if (!match || !collections) return false;
    // A slug the route refuses is its own 404 (`Page Not Found: {fullPath}`): it renders.
    if (match.params.slug !== undefined && !isValidSlug(match.params.slug)) return false;
    try {
      const entry = await content.entryByUrl(pathname);
      return !entry || !collections.includes(entry.collection.handle);
    } catch {
      return false; // the render answers what the content API's failure means (503)
    }
  }

  return async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.data');
    const site = splitLanguage(url.pathname, sites).site;
    const crawler = isbot(c.req.header('User-Agent') ?? '');

    if (page && contentDown()) {
      const unavailable = await template('unavailable', site, crawler, url.origin);
      if (unavailable) return answer(c, unavailable, url.pathname, { 'Retry-After': String(retryAfter()) });
    }
    if (page && (await missing(url.pathname))) {
      const notFound = await template('not-found', site, crawler, url.origin);
      if (notFound) return answer(c, notFound, url.pathname);
    }
    const rendered = await limit.run(async () => {
      const response = await render(request, { nonce: c.get('nonce') as string });
      // Read inside the limit: the render's work goes on while its body streams.
      const body = request.method === 'HEAD' || !response.body ? null : await response.arrayBuffer();
      return new Response(body, response);
    });
    if (rendered) {
      if (rendered.status === 503) rendered.headers.set('Retry-After', String(retryAfter()));
      return rendered;
    }
    log('busy: render refused', { path: url.pathname, ...limit.load });
    const busy = page ? await template('unavailable', site, crawler, url.origin) : null;
    if (busy) return answer(c, busy, url.pathname, { 'Retry-After': String(BUSY_RETRY_AFTER) });
    return c.text('Service Unavailable: the server is busy, please try again in a moment.', 503, { 'Retry-After': String(BUSY_RETRY_AFTER) });
  };
}
