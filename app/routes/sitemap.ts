import { contentContext, originContext } from '../lib/content/context';
import { buildSitemap, sitemapUrls } from '../lib/sitemap';
import { sitemapGroups } from '../lib/sitemap.server';
import { DEFAULT_SITE, SITES } from '../i18n/sites';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every published page, product, download and article in every language, plus /news per language. */
export async function loader({ context }: Route.LoaderArgs) {
  const groups = await sitemapGroups(context.get(contentContext));
  const xml = buildSitemap(sitemapUrls(groups, SITES, DEFAULT_SITE.handle, context.get(originContext)));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } });
}
