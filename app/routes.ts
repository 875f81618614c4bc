import { fileURLToPath } from 'node:url';
import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { readSitesSync } from '../api/sites';

/**
 * One route tree per site, generated from resources/sites.yaml (the one list of languages).
 * Explicit prefixes rather than an optional `:lang?` segment, which would also capture
 * one-segment pages such as /support. The unprefixed (English) catch-all answers unknown
 * prefixes with a 404.
 */
const sites = readSitesSync(fileURLToPath(new URL('..', import.meta.url)));

export default sites.flatMap((site) => {
  const routes = [
    index('routes/page.tsx', { id: `home.${site.handle}` }),
    route('*', 'routes/page.tsx', { id: `page.${site.handle}` }),
  ];
  return site.prefix ? prefix(site.prefix.slice(1), routes) : routes;
}) satisfies RouteConfig;
