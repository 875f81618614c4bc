import { Link } from 'react-router';
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
import { seoMeta } from '../lib/seo.server';
import { requestShell } from '../lib/shell.server';
import { breadcrumbListLd, jsonLdTag, newsArticleLd, siteOrganization } from '../lib/structured-data.server';
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
  const [alternates, shell] = await Promise.all([entryAlternates(content, entry), requestShell(context, site.handle)]);
  const title = str(entry.title);
  const excerpt = str(entry.excerpt);
  const rawDate = optStr(entry.date);
  const date = rawDate && !Number.isNaN(Date.parse(rawDate)) ? rawDate : null;
  const rawUpdated = optStr(entry.updated_at);
  const updated = rawUpdated && !Number.isNaN(Date.parse(rawUpdated)) ? rawUpdated : null;
  const author = optStr(entry.author);
  const categories = entryCategories(entry.news_categories);
  const image = toImg(entry.image);
  const crumbs = [
    { name: t('breadcrumb.home'), url: homeOf(site) },
    { name: t('news.title'), url: newsHref(site.prefix) },
    { name: title, url: entry.url ?? url.pathname },
  ];
  const seo = entrySeo(entry, alternates, origin, image);
  const siteOrigin = new URL(seo.canonical).origin;
  const meta = seoMeta({ title, description: excerpt, lang: site.lang, type: 'article', ...seo }, shell.seo, siteOrigin);
  if (date) meta.push({ property: 'article:published_time', content: date });
  if (updated) meta.push({ property: 'article:modified_time', content: updated });
  for (const c of categories) meta.push({ property: 'article:section', content: c.title });
  meta.push(
    jsonLdTag(breadcrumbListLd(crumbs, siteOrigin)),
    jsonLdTag(newsArticleLd({
      headline: title,
      description: excerpt,
      url: seo.canonical,
      datePublished: date,
      dateModified: updated,
      author,
      image: image ? new URL(image.url, siteOrigin).href : null,
      lang: site.lang,
      publisher: siteOrganization(shell, siteOrigin),
    })),
  );
  return {
    title,
    excerpt,
    date,
    author,
    categories,
    image,
    body: sanitizeContentHtml(str(entry.content)),
    prefix: site.prefix,
    alternates,
    crumbs,
    meta,
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

/** Built by the loader; in the browser too (a client navigation), only handed on. */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function NewsArticle({ loaderData: a }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  return (
    <article className="news-article">
      <div className="container">
        <Breadcrumbs crumbs={a.crumbs} />
      </div>
      <header className="news-article__header">
        {a.categories.length > 0 ? (
          <ul className="tag-list" role="list">
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
    </article>
  );
}
