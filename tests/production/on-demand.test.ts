import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../app/i18n/messages/de.json';
import en from '../../app/i18n/messages/en.json';
import es from '../../app/i18n/messages/es.json';
import fr from '../../app/i18n/messages/fr.json';
import jp from '../../app/i18n/messages/jp.json';
import zh from '../../app/i18n/messages/zh.json';
import { PROJECT_ROOT } from '../../server/env';
import { startContentApi, type RunningApi } from '../support/content-api';
import { BROWSER_USER_AGENT, readBuildIndex, startProductionServer, TEST_SITE_URL, withinOneContentVersion, type RunningServer } from '../support/production';

/**
 * Pages answered on demand by the production server (server/pages/handler.ts): 404s from a
 * template per language filled with the request's path and nonce (escaped as React would),
 * crawlers' plain variant, no content API calls beyond the one lookup per path, and the
 * render limit answering the translated 503 page with Retry-After once it is full.
 */
readBuildIndex();

/** Ports 3131 and 3132 are nginx.test.ts's replicas (files run in parallel): this file keeps to 3133 and 3134. */
const PAGES_PORT = 3133;
const LIMIT_PORT = 3134;
/** The API's delay while the limited server renders: a render then holds its one slot for a while. */
const SLOW_API_MS = 300;
/** A remote API's content version changes every REMOTE_CONTENT_TTL_MS (CONTENT_API_CACHE_MS's default, server/env.ts). */
const REMOTE_CONTENT_TTL_MS = 10_000;

const CRAWLER_USER_AGENT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';

interface Site {
  prefix: string;
  /** `<html lang>`, from resources/sites.yaml. */
  lang: string;
  messages: Record<string, string>;
}

const SITES: Site[] = [
  { prefix: '', lang: 'en', messages: en },
  { prefix: '/de', lang: 'de', messages: de },
  { prefix: '/fr', lang: 'fr', messages: fr },
  { prefix: '/es', lang: 'es', messages: es },
  { prefix: '/jp', lang: 'ja', messages: jp },
  { prefix: '/zh', lang: 'zh', messages: zh },
];

let api: RunningApi;
let slowApi: RunningApi;
let server: RunningServer;
let limited: RunningServer;
const apiCalls: string[] = [];

beforeAll(async () => {
  [api, slowApi] = await Promise.all([
    startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL, onRequest: (p) => apiCalls.push(p) }),
    startContentApi(PROJECT_ROOT, { siteUrl: TEST_SITE_URL, delayMs: () => SLOW_API_MS }),
  ]);
  [server, limited] = await Promise.all([
    // Renders on two render threads: templates and kept pages come out the same as from the loop.
    startProductionServer(PAGES_PORT, { CONTENT_API_URL: api.origin, RENDER_THREADS: '2' }),
    startProductionServer(LIMIT_PORT, { CONTENT_API_URL: slowApi.origin, RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0', RENDER_CACHE_MB: '0', LOG_LEVEL: 'warn' }),
  ]);
}, 40_000);

afterAll(async () => {
  await Promise.all([server?.stop('SIGKILL'), limited?.stop('SIGKILL')]);
  await Promise.all([api?.close(), slowApi?.close()]);
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  raw: Buffer;
}

/** One request over node:http, which (unlike fetch) leaves the body as sent: gzip stays gzip. */
function send(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers: { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Encoding': 'identity', ...headers }, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** A browser's GET of a page on the main server, as text (identity encoding). */
async function page(path: string, userAgent = BROWSER_USER_AGENT): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const answer = await send(server.origin, path, { 'User-Agent': userAgent });
  return { status: answer.status, headers: answer.headers, body: answer.raw.toString('utf8') };
}

/** As React escapes text. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
/** The designed 404 page's message line for `path` in a language. */
const messageLine = (site: Site, path: string) => `<p class="error-page__message">${escapeHtml(site.messages['error.pageNotFound']!.replace('{path}', path))}</p>`;
const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
const heading = (html: string) => /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1]);
const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const templateWarnings = (s: RunningServer) => s.logs().filter((l) => typeof l.msg === 'string' && l.msg.startsWith('page template'));

describe('not-found pages from a template per language', () => {
  it.each(SITES)('$lang ($prefix/wp-admin/setup-config.php): 404, the language’s message with the path, the right <html lang>', async (site) => {
    const path = `${site.prefix}/wp-admin/setup-config.php`;
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(messageLine(site, path));
    expect(htmlLang(answer.body)).toBe(site.lang);
  });

  it('the templates were built and verified (no fallback to rendering was logged)', async () => {
    expect((await page('/de/not-a-page')).status).toBe(404);
    expect(templateWarnings(server)).toEqual([]);
  });
});

describe('paths are escaped as the page shows them, and unusable paths are refused', () => {
  it.each([
    ['/%3Cscript%3Ealert(1)%3C/script%3E', SITES[0]!],
    ['/a&b', SITES[0]!],
    ['/de/x%27%22y', SITES[1]!],
    [`/${'a'.repeat(1989)}`, SITES[0]!],
  ])('%s: 404 with the path in the message, HTML-escaped', async (path, site) => {
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/<script>alert/i);
    expect(answer.body).toContain(messageLine(site, path));
  });

  it('a path longer than 2,000 characters: 414', async () => {
    const path = `/${'a'.repeat(2000)}`;
    expect(path.length).toBe(2001);
    expect((await page(path)).status).toBe(414);
  });

  it('/%00: 400', async () => {
    expect((await page('/%00')).status).toBe(400);
  });
});

describe('the template answer is a whole page like a render', () => {
  const path = '/de/gibt-es-nicht';

  it('gzip and identity give the same page (but for the nonce)', async () => {
    const gzip = await send(server.origin, path, { 'Accept-Encoding': 'gzip' });
    const identity = await send(server.origin, path, { 'Accept-Encoding': 'identity' });
    expect(gzip.status).toBe(404);
    expect(identity.status).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(gzip.headers['content-length'])).toBe(gzip.raw.length);
    expect(Number(identity.headers['content-length'])).toBe(identity.raw.length);
    const normalize = (html: string) => html.replace(/\bnonce="[^"]*"/g, 'nonce="N"');
    const unzipped = gunzipSync(gzip.raw).toString('utf8');
    expect(unzipped).toContain(messageLine(SITES[1]!, path));
    expect(normalize(unzipped)).toBe(normalize(identity.raw.toString('utf8')));
  });

  it('every answer has a fresh nonce, the same in the CSP header and in every nonce attribute', async () => {
    const answers = [await page(path), await page(path)];
    const nonces = answers.map((a) => cspNonce(a.headers['content-security-policy'] as string | undefined));
    for (const [i, answer] of answers.entries()) {
      expect(nonces[i]).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/);
      const attributes = nonceAttributes(answer.body);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('HEAD: 404 without a body', async () => {
    const head = await send(server.origin, path, {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.raw.length).toBe(0);
  });
});

describe('crawlers', () => {
  it('get the plain error page with the same status', async () => {
    const answer = await page('/nothing-here', CRAWLER_USER_AGENT);
    expect(answer.status).toBe(404);
    expect(heading(answer.body)).toBe('Page not found: /nothing-here');
    expect(answer.body).toContain('class="plain-error"');
    expect(answer.body).not.toContain('error-page__message');
  });
});

describe('content API calls', () => {
  it('a not-found page costs one by-url lookup and never rebuilds the shell', async () => {
    // The shell is kept per content version, which for a remote API changes every 10 s: a
    // run that crosses that boundary rebuilds it legitimately and is tried again.
    await withinOneContentVersion(REMOTE_CONTENT_TTL_MS, async (attempt) => {
      for (const site of SITES) expect((await page(`${site.prefix}/warm-up-${attempt}`)).status).toBe(404);
      const before = apiCalls.length;
      for (let i = 0; i < 20; i++) {
        const site = SITES[i % SITES.length]!;
        expect((await page(`${site.prefix}/missing-${attempt}-${i}`)).status).toBe(404);
      }
      const calls = apiCalls.slice(before);
      return () => {
        expect(calls.filter((c) => c.startsWith('/api/entries/by-url')).length).toBeLessThanOrEqual(20);
        // Routing reloads its redirect rules (the `redirects` global) on its own clock: not the shell's.
        expect(calls.filter((c) => c.startsWith('/api/navs') || (c.startsWith('/api/globals') && !c.startsWith('/api/globals/redirects')))).toEqual([]);
      };
    });
  }, 60_000);
});

describe('the render cache', () => {
  it('a page rendered once is kept: the next request, whatever its campaign parameters, costs no content API call', async () => {
    await withinOneContentVersion(REMOTE_CONTENT_TTL_MS, async (attempt) => {
      const first = await send(server.origin, `/fr/news?page=1&gclid=first-${attempt}`);
      const before = apiCalls.length;
      const kept = await send(server.origin, `/fr/news?page=1&gclid=second-${attempt}&utm_source=ad`);
      const calls = apiCalls.slice(before);
      return async () => {
        expect([first.status, kept.status]).toEqual([200, 200]);
        expect(kept.headers.etag).toBe(first.headers.etag);
        const withoutNonce = (answer: Answer) => {
          const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
          return answer.raw.toString('utf8').split(nonce).join('');
        };
        expect(withoutNonce(kept)).toBe(withoutNonce(first));
        expect(calls).toEqual([]);
        const health = await (await fetch(`${server.origin}/healthz`)).json() as { renderCache: { entries: number; bytes: number; maxBytes: number } };
        expect(health.renderCache.entries).toBeGreaterThanOrEqual(1);
        expect(health.renderCache.bytes).toBeLessThanOrEqual(health.renderCache.maxBytes);
      };
    });
  }, 60_000);

  it('with RENDER_CACHE_MB=0 nothing is kept: each render gets a fresh nonce that every inline script carries', async () => {
    const a = await send(limited.origin, '/de/news?page=1');
    const b = await send(limited.origin, '/de/news?page=1');
    expect([a.status, b.status]).toEqual([200, 200]);
    const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    const nonce = nonceOf(a)!;
    expect(nonce).toBeDefined();
    expect(nonceOf(b)).not.toBe(nonce);
    const scripts = [...a.raw.toString('utf8').matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });
});

describe('the render limit (RENDER_CONCURRENCY=1, RENDER_QUEUE=0)', () => {
  it('renders one page at a time and answers the rest 503 with Retry-After: 1, in their language', async () => {
    const answers = await Promise.all(SITES.map(async (site) => ({ site, answer: await send(limited.origin, `${site.prefix}/news?page=1`) })));
    const statuses = answers.map((a) => a.answer.status);
    expect(statuses.every((s) => s === 200 || s === 503), String(statuses)).toBe(true);
    expect(statuses.filter((s) => s === 200).length, String(statuses)).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 503).length, String(statuses)).toBeGreaterThanOrEqual(1);
    for (const { site, answer } of answers) {
      const body = answer.raw.toString('utf8');
      if (answer.status === 503) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(heading(body)).toBe(site.messages['error.unavailable']);
        expect(htmlLang(body)).toBe(site.lang);
      } else {
        expect(answer.headers['retry-after']).toBeUndefined();
        expect(htmlLang(body)).toBe(site.lang);
      }
    }
    // Each refusal was logged, and the 503 pages came from their templates (no fallback).
    expect(limited.logs().filter((l) => l.msg === 'busy: render refused').length).toBe(statuses.filter((s) => s === 503).length);
    expect(templateWarnings(limited)).toEqual([]);
  });
});
