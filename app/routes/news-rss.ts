import { contentContext, originContext } from '../lib/content/context';
import { str } from '../lib/content/values';
import { NEWS_FEED_SIZE, newsFeedHref, newsHref } from '../lib/news';
import { entryCategories, newsEntries } from '../lib/news.server';
import { buildRss, parseDate } from '../lib/rss';
import { pageTitle } from '../lib/seo.server';
import { serverT } from '../lib/translate.server';
import { siteForPath } from '../i18n/sites';
import type { Route } from './+types/news-rss';
import { failureMessage } from '../lib/content/unavailable.server';

/** /news/rss.xml and /{prefix}/news/rss.xml: RSS 2.0 of the language's newest articles. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const origin = context.get(originContext);
  const site = siteForPath(url.pathname);
  const t = serverT(site.handle);
  const [articles, seo] = await Promise.all([
    newsEntries(content, site.handle, { page: 1, limit: NEWS_FEED_SIZE }),
    content.global('seo', site.handle).catch((error: unknown) => {
      console.error(`news feed: seo global for site ${site.handle} failed:`, failureMessage(error));
      return null;
    }),
  ]);
  const siteName = str(seo?.site_name, 'Kairotone');
  const abs = (path: string) => new URL(path, origin).href;
  const xml = buildRss({
    title: pageTitle(t('news.title'), { siteName, separator: str(seo?.title_separator, '|'), description: '', ogImage: null, twitter: null }),
    link: abs(newsHref(site.prefix)),
    description: t('news.tagline'),
    language: site.lang,
    self: abs(newsFeedHref(site.prefix)),
    items: articles.data.filter((e) => e.url).map((entry) => ({
      title: str(entry.title),
      link: abs(entry.url!),
      pubDate: parseDate(entry.date),
      description: str(entry.excerpt),
      categories: entryCategories(entry.news_categories).map((c) => c.title),
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } });
}
