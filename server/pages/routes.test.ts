import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern, createPageMatcher } from './routes';

/** The shape of our route table (app/routes.ts): per language, the same routes under a prefix. */
function buildRoutes() {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: { handle?: unknown } }> = {
    root: { id: 'root', path: '', module: {} },
    'routes/sitemap': { id: 'routes/sitemap', parentId: 'root', path: 'sitemap.xml', module: {} },
  };
  for (const prefix of ['', 'de', 'jp']) {
    const site = prefix || 'en';
    const add = (id: string, path: string | undefined, handle: unknown, index = false) =>
      (routes[`${id}.${site}`] = { id: `${id}.${site}`, parentId: 'root', path: path === undefined ? prefix || undefined : [prefix, path].filter(Boolean).join('/'), index, module: { handle } });
    add('home', undefined, { collections: ['pages'] }, true);
    add('news', 'news', { searchParams: ['filter', 'page'] });
    add('news-rss', 'news/rss.xml', undefined);
    add('news-article', 'news/:slug', { collections: ['news'] });
    add('product', 'products/:slug', { collections: ['products'] });
    add('page', '*', { collections: ['pages'] });
  }
  return routes;
}

function reactRouterMatch(routes: ReturnType<typeof buildRoutes>, pathname: string): string | undefined {
  const node = (id: string): RouteObject => {
    const r = routes[id]!;
    const children = Object.values(routes).filter((c) => c.parentId === id).map((c) => node(c.id));
    return (r.index ? { id, path: r.path, index: true } : { id, path: r.path, children }) as RouteObject;
  };
  return matchRoutes([node('root')], pathname)?.at(-1)?.route.id;
}

describe('the page matcher', () => {
  const routes = buildRoutes();
  const match = createPageMatcher({ routes } as never);

  it('picks the route React Router picks, for pages, prefixes, unknown prefixes and resource routes', () => {
    const paths = ['/', '/de', '/jp', '/news', '/de/news', '/jp/news/rss.xml', '/news/launch', '/de/news/launch', '/products/beacon', '/jp/products/slate-one',
      '/about', '/de/ueber-uns/team', '/xx/products/beacon', '/wp-admin/setup-config.php', '/sitemap.xml', '/DE/News', '/de/products/a/b', '/products', '/news/rss.xml'];
    for (const path of paths) expect(match(path)?.id, path).toBe(reactRouterMatch(routes, path));
  });

  it('picks the route React Router picks for any path made of route-like segments (empty ones, trailing slashes, any depth)', () => {
    const segment = fc.constantFrom('', 'de', 'jp', 'news', 'products', 'rss.xml', 'sitemap.xml', 'beacon', 'DE', 'a', 'wp-admin', 'x.php');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(match(path)?.id, path).toBe(reactRouterMatch(routes, path));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the route's handle and params", () => {
    expect(match('/de/news')?.handle).toEqual({ searchParams: ['filter', 'page'] });
    expect(match('/jp/products/beacon')).toEqual({ id: 'product.jp', handle: { collections: ['products'] }, params: { slug: 'beacon' } });
    expect(match('/wp-admin/x.php')?.handle.collections).toEqual(['pages']);
  });
});

describe('a route pattern compiled once', () => {
  const patterns = ['/', '/de', '/news', '/de/news/rss.xml', '/news/:slug', '/jp/products/:slug', '/*', '/de/*', '/sitemap.xml', '/a/:one/b/:two'];
  const segment = fc.constantFrom('', 'de', 'jp', 'DE', 'news', 'products', 'rss.xml', 'rss-xml', 'sitemap.xml', 'beacon', 'a', 'b', '%2F', 'x%2Fy', '%E6%97%A5', '%', '.', '..', 'wp-admin', 'x.php');

  it.each(patterns)("matches as React Router's matchPath does: %s", (pattern) => {
    const compiled = compilePattern(pattern);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, trailing) => {
        const path = `/${segments.join('/')}${trailing ? '/' : ''}`;
        expect(compiled(path), path).toEqual(matchPath({ path: pattern, end: true }, path)?.params ?? null);
      }),
      { numRuns: 1500 },
    );
  });

  it('leaves patterns of other forms (optional segments) to matchPath', () => {
    const compiled = compilePattern('/news/:slug?');
    for (const path of ['/news', '/news/', '/news/a', '/news/a/b']) expect(compiled(path), path).toEqual(matchPath({ path: '/news/:slug?', end: true }, path)?.params ?? null);
  });
});
