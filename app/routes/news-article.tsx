import { Link } from 'react-router';
import { JsonLd } from '../components/json-ld';
import { ArrowLeftIcon } from '../components/ui/icons';
import { useFormat, useT } from '../i18n/i18n';
import { homeOf, siteForPath } from '../i18n/sites';
import { Breadcrumbs } from '../lib/breadcrumbs';
import { contentContext, originContext } from '../lib/content/context';
import { optStr, str, toImg } from '../lib/content/values';
import { newsHref } from '../lib/news';
import { entryCategories } from '../lib/news.server';
import { entryAlternates, entrySeo, findEntry, validateSlug } from '../lib/page.server';
import { sanitizeContentHtml } from '../lib/sanitize.server';
import { seoMeta } from '../lib/seo';
import { newsArticleLd } from '../lib/structured-data';
import { serverT } from '../lib/translate.server';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/news-article';
import './pages.css';
import { Image } from '../components/ui/image';
import { skipRefreshCleanup } from '../runtime/refresh';

/** A page of this route exists only where a `news` entry has the URL (server/pages/ answers the rest with the 404). */
export const handle = { collections: ['news'] } satisfies PageHandle;

/** /news/:slug — one article: categories, title, date, author, hero image and body. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateSlug(params.slug, url);
  const content = context.get(contentContext);
  const origin = context.get(originContext);
  const entry = await findEntry(content, url.pathname, handle.collections);
  const site = siteForPath(url.pathname);
  const t = serverT(site.handle);
  const alternates = await entryAlternates(content, entry);
  const title = str(entry.title);
  const date = optStr(entry.date);
  const updated = optStr(entry.updated_at);
  return {
    title,
    excerpt: str(entry.excerpt),
    date: date && !Number.isNaN(Date.parse(date)) ? date : null,
    updated: updated && !Number.isNaN(Date.parse(updated)) ? updated : null,
    author: optStr(entry.author),
    categories: entryCategories(entry.news_categories),
    image: toImg(entry.image),
    body: sanitizeContentHtml(str(entry.content)),
    prefix: site.prefix,
    alternates,
    crumbs: [
      { name: t('breadcrumb.home'), url: homeOf(site) },
      { name: t('news.title'), url: newsHref(site.prefix) },
      { name: title, url: entry.url ?? url.pathname },
    ],
    seo: entrySeo(entry, alternates, origin, toImg(entry.image)),
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!loaderData || !root) return [];
  const tags = seoMeta(
    { title: loaderData.title, description: loaderData.excerpt, lang: root.locale.lang, type: 'article', ...loaderData.seo },
    root.shell.seo,
    new URL(loaderData.seo.canonical).origin,
  );
  if (loaderData.date) tags.push({ property: 'article:published_time', content: loaderData.date });
  if (loaderData.updated) tags.push({ property: 'article:modified_time', content: loaderData.updated });
  for (const c of loaderData.categories) tags.push({ property: 'article:section', content: c.title });
  return tags;
}

export default function NewsArticle({ loaderData: a, matches }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const root = matches[0].loaderData;
  const origin = new URL(a.seo.canonical).origin;
  const siteName = root?.shell.seo.siteName ?? 'Kairotone';
  return (
    <article className="news-article">
      <div className="container">
        <Breadcrumbs crumbs={a.crumbs} origin={origin} />
      </div>
      <header className="news-article__header">
        {a.categories.length > 0 ? (
          <ul className="tag-list">
            {a.categories.map((c) => (
              <li key={c.slug}>
                <Link className="tag tag--link" to={newsHref(a.prefix, { filter: c.slug })}>{c.title}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <h1>{a.title}</h1>
        {a.excerpt ? <p className="news-article__lead">{a.excerpt}</p> : null}
        <p className="news-article__meta">
          {a.date ? <time dateTime={a.date.slice(0, 10)}>{t('news.published', { date: format.date(a.date) })}</time> : null}
          {a.date && a.author ? <span className="news-article__sep" aria-hidden="true">{'\u00a0· '}</span> : null}
          {a.author ? <span>{t('news.by', { author: a.author })}</span> : null}
        </p>
      </header>
      {a.image ? (
        <figure className="news-article__hero">
          {/* min(100% − padding, 64rem) */}
          <Image image={a.image} sizes="100vw sm:100vw md:100vw lg:1024px" priority />
        </figure>
      ) : null}
      <div className="news-article__body page-prose" dangerouslySetInnerHTML={{ __html: a.body }} />
      <footer className="news-article__footer">
        <Link className="button button--secondary" to={newsHref(a.prefix)}>
          <ArrowLeftIcon />
          {t('news.title')}
        </Link>
      </footer>
      <JsonLd
        data={newsArticleLd({
          headline: a.title,
          description: a.excerpt,
          url: a.seo.canonical,
          datePublished: a.date,
          dateModified: a.updated,
          author: a.author,
          image: a.image ? new URL(a.image.url, origin).href : null,
          lang: root?.locale.lang ?? 'en',
          publisher: { name: siteName, url: `${origin}/`, logo: `${origin}/favicon.svg`, sameAs: [] },
        })}
      />
    </article>
  );
}
