import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../../app/lib/content/client.server';
import { createNonce } from '../security/headers';
import { createPages } from './handler';
import { RenderCache } from './render-cache';
import { RenderLimit } from './render-limit';
import type { PageMatcher } from './routes';

const SITES = [{ handle: 'en', lang: 'en', prefix: '' }];
const SECURITY = { PUBLIC_SITE_URL: 'http://site.test', NEWSLETTER_FORM_ORIGINS: [], VIDEO_EMBED_ORIGINS: [], MAPS_API_KEY: undefined };

/** The page handler in front of a stand-in render that records what it rendered (React is tested elsewhere). */
function pages() {
  const rendered: string[] = [];
  let version = 'v1';
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const content = { version: async () => version, entryByUrl: async () => null } as unknown as ContentClient;
  const matcher: PageMatcher = (path) => (path === '/news' ? { id: 'news', handle: { searchParams: ['filter', 'page'] }, params: {} } : null);
  const handler = createPages({
    render: async (request, options) => {
      rendered.push(new URL(request.url).pathname + new URL(request.url).search);
      await gate;
      const html = `<html><body><script nonce="${options.nonce}">hydrate()</script><p>${version} ${new URL(request.url).search}</p></body></html>`;
      return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    },
    content,
    matcher: Promise.resolve(matcher),
    limit: new RenderLimit(2, 64),
    cache: new RenderCache(1024 * 1024),
    sites: SITES,
    security: SECURITY,
    newNonce: createNonce,
    contentDown: () => false,
    retryAfter: () => 1,
    log: () => {},
  }).handler;
  const app = new Hono().all('*', (c) => handler(c));
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(`http://site.test${path}`, { headers }),
    rendered,
    setVersion: (v: string) => (version = v),
    hold: () => (gate = new Promise((resolve) => (release = resolve))),
    release: () => release(),
  };
}

describe('pages rendered for the render cache', () => {
  it('requests for a page being rendered wait for that one render: ten at once, one render, one ETag', async () => {
    const site = pages();
    site.hold();
    const answers = Promise.all(Array.from({ length: 10 }, (_, i) => site.get(`/news?page=2&gclid=click-${i}`)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    site.release();
    const responses = await answers;
    expect(site.rendered).toEqual(['/news?page=2']);
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.headers.get('ETag'))).size).toBe(1);
  });

  it('renders the normalised URL (no click id in a page others get), keeps it for the content version, a fresh nonce in every answer', async () => {
    const site = pages();
    const first = await site.get('/news?filter=events&utm_source=x&gclid=secret');
    const html = await first.text();
    expect(html).not.toContain('secret');
    const second = await site.get('/news?gclid=other&filter=events');
    expect(site.rendered).toEqual(['/news?filter=events']);
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(html).toContain(`<script nonce="${nonceOf(first)}">`);
    expect(await second.text()).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    const revalidated = await site.get('/news?filter=events', { 'If-None-Match': first.headers.get('ETag')! });
    expect(revalidated.status).toBe(304);
    site.setVersion('v2');
    expect(await (await site.get('/news?filter=events')).text()).toContain('v2');
    expect(site.rendered).toEqual(['/news?filter=events', '/news?filter=events']);
  });
});
