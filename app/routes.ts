import { fileURLToPath } from 'node:url';
import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { readSitesSync } from '../api/sites';

/**
 * One route tree per site, generated from resources/sites.yaml (the one list of languages).
 * Explicit prefixes rather than an optional `:lang?` segment, which would also capture
 * one-segment pages such as /support. The unprefixed (English) catch-all answers unknown
 * prefixes with a 404. Route ids carry the site handle.
 */
const sites = readSitesSync(fileURLToPath(new URL('..', import.meta.url)));

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...sites.flatMap((site) => {
    const id = (name: string) => ({ id: `${name}.${site.handle}` });
    const routes = [
      index('routes/page.tsx', id('home')),
      route('news', 'routes/news-list.tsx', id('news')),
      route('news/rss.xml', 'routes/news-rss.ts', id('news-rss')),
      route('news/:slug', 'routes/news-article.tsx', id('news-article')),
      route('products/:slug', 'routes/product.tsx', id('product')),
      route('downloads/:slug', 'routes/download.tsx', id('download')),
      route('*', 'routes/page.tsx', id('page')),
    ];
    return site.prefix ? prefix(site.prefix.slice(1), routes) : routes;
  }),
] satisfies RouteConfig;
