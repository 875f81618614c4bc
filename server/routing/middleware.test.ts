import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../../app/lib/content/client.server';
import { siteRouting } from './middleware';

const SITES = [
  { handle: 'en', lang: 'en', prefix: '' },
  { handle: 'de', lang: 'de', prefix: '/de' },
];

/** The routing in front of a stand-in for the pages, which records what reached it. */
function app(rules: unknown[] = []) {
  const reached: string[] = [];
  const content = { global: () => Promise.resolve({ rules }), entry: () => Promise.resolve(null) } as unknown as ContentClient;
  const hono = new Hono();
  const routing = siteRouting({ content, sites: SITES });
  hono.use('*', routing.middleware);
  hono.all('*', (c) => {
    reached.push(new URL(c.req.url).pathname);
    return c.text('page');
  });
  return { request: (path: string) => hono.request(`http://site.test${path}`), reached, hono, routing };
}

describe('paths no page can have', () => {
  // Found by the hostile-request suite (tests/hostile): the page's content lookup got a 422
  // from the API for these, and the page answered 5xx.
  it.each(['/%ff', '/de/%e3%81', '/%c0%ae%c0%ae/package.json', '/news/%ed%a0%80', '/%zz', '/%', '/%u002e', '/%ff/', '//%ff'])('%s is 400 and never reaches a page', async (path) => {
    const { request, reached } = app();
    const response = await request(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(reached).toEqual([]);
  });

  // React Router parses the decoded path as a URL, which drops tabs and newlines: `/\t/evil.example\0…`
  // read as the host `evil.example\0…` and the render threw (a 500, for POST and DELETE too).
  it.each(['/%09/evil.example%00.127.0.0.1', '/%09%09/%5B', '/%0a/x', '/news/%0d%0a', '/a%00b', '/%7f', '/de/%c2%85'])('%s (control characters) is 400', async (path) => {
    const { request, reached } = app();
    expect((await request(path)).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('is refused whatever the method', async () => {
    const { reached, hono } = app();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect((await hono.request('http://site.test/%09/evil.example%00', { method })).status, method).toBe(400);
    }
    expect((await hono.request('http://site.test/news', { method: 'POST' })).status).toBe(200);
    expect(reached).toEqual(['/news']);
  });

  it('a path longer than the content API looks up is 414, with or without a trailing slash', async () => {
    const { request, reached } = app();
    for (const path of [`/${'a'.repeat(2_000)}`, `/de/${'ab/'.repeat(700)}`, `//${'x'.repeat(2_500)}`]) {
      const response = await request(path);
      expect(response.status, path.slice(0, 20)).toBe(414);
      expect(response.headers.get('Location')).toBeNull();
    }
    expect(reached).toEqual([]);
  });

  it('well-formed escapes and long but possible paths still reach the pages', async () => {
    const { request, reached } = app();
    for (const path of ['/de/%E6%97%A5%E6%9C%AC', '/news/caf%C3%A9', '/%2e%2e', `/${'a'.repeat(1_998)}`]) {
      expect((await request(path)).status, path.slice(0, 20)).toBe(200);
    }
    expect(reached).toHaveLength(4);
  });
});

describe('leavesAlone: what answers from memory may skip the routing for', () => {
  it('is false until the redirect rules are loaded (it never waits, so it never guesses)', async () => {
    const { request, routing } = app();
    expect(routing.leavesAlone('/products/beacon')).toBe(false);
    await request('/products/beacon');
    expect(routing.leavesAlone('/products/beacon')).toBe(true);
  });

  it('is false for what the middleware redirects or picks: rules in any language, the hub, `/`, trailing slashes, unusable paths', async () => {
    const { request, routing, reached } = app([{ from: '/old-page', to: '/products/beacon', status: 301 }]);
    expect((await request('/old-page')).status).toBe(301);
    for (const path of ['/old-page', '/de/old-page', '/support/downloads/v2', '/de/support/downloads/x', '/', '/de/', '/news/', '/%ff', '//evil.example']) {
      expect(routing.leavesAlone(path), path).toBe(false);
    }
    for (const path of ['/wp-admin/setup-config.php', '/de/news', '/support/downloads', '/de/support/downloads']) {
      expect(routing.leavesAlone(path), path).toBe(true);
      expect((await request(path)).status, path).toBe(200);
    }
    expect(reached).toContain('/wp-admin/setup-config.php');
  });
});
