import { originContext } from '../lib/content/context';
import type { Route } from './+types/robots';

/** /robots.txt: everything may be crawled except the content API and the control panel; points at the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const sitemap = new URL('/sitemap.xml', context.get(originContext)).href;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /cp', '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
