import { Fragment } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../components/ui/icons';
import { Image } from '../components/ui/image';
import { useHydrated } from '../components/ui/use-hydrated';
import { useFormat, useLocale, useT } from '../i18n/i18n';
import { SITES, siteForPath } from '../i18n/sites';
import { contentContext, originContext } from '../lib/content/context';
import { newsFeedHref, newsHref, newsListTitle, parseFilterParam, parsePageParam } from '../lib/news';
import { newsCategories, newsEntries, toNewsCard, type ListCategory } from '../lib/news.server';
import { absoluteUrls, notFound } from '../lib/page.server';
import { pageTitle, seoMeta } from '../lib/seo.server';
import { requestShell } from '../lib/shell.server';
import { serverT } from '../lib/translate.server';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/news-list';
import './pages.css';
import { skipRefreshCleanup } from '../runtime/refresh';

/** Category slugs are short ASCII handles; anything else cannot be one and is not sent to the API. */
const PLAUSIBLE_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The list reads its category and page from the query; any other parameter changes nothing (server/pages/query.ts). */
export const handle = { searchParams: ['filter', 'page'] } satisfies PageHandle;

/** /news — the language's articles, newest first, 12 a page, filterable by category (`?filter=events`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const origin = context.get(originContext);
  const site = siteForPath(url.pathname);
  const t = serverT(site.handle);
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === null) throw notFound(url.pathname);
  const filter = parseFilterParam(url.searchParams.get('filter'));
  const plausible = filter === null || PLAUSIBLE_SLUG.test(filter);

  // The categories first: a category's slug in this language may differ from the one its entries store.
  const [categories, shell] = await Promise.all([newsCategories(content, site.handle), requestShell(context, site.handle)]);
  let category: ListCategory | null = null;
  if (filter !== null && categories !== null) {
    category = categories.find((c) => c.slug === filter) ?? null;
    if (!category) console.error(`news: unknown category "${filter}" for site ${site.handle}; keeping the default title`);
  }
  // An unknown category lists nothing (the API would agree; a failed lookup still filters by the slug).
  const known = filter === null || category !== null || (categories === null && plausible);
  const result = plausible && known ? await newsEntries(content, site.handle, { page, category: category?.key ?? filter }) : null;
  const articles = known && result ? result.data : [];
  const lastPage = known && result ? result.meta.last_page : 1;
  if (page > lastPage) throw notFound(url.pathname);

  const alternates = Object.fromEntries(SITES.map((s) => [s.handle, newsHref(s.prefix)]));
  const title = newsListTitle({ news: t('news.title'), tagline: t('news.tagline'), category: category?.title ?? null, lang: site.lang });
  const canonical = new URL(newsHref(site.prefix, { filter, page }), origin).href;
  return {
    prefix: site.prefix,
    filter,
    categories: (categories ?? []).map(({ slug, title }) => ({ slug, title })),
    cards: articles.map(toNewsCard),
    page,
    lastPage,
    title,
    alternates,
    meta: [
      ...seoMeta(
        { title, description: t('news.tagline'), lang: site.lang, canonical, alternates: absoluteUrls(alternates, origin), image: null },
        shell.seo,
        new URL(canonical).origin,
      ),
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: pageTitle(t('news.title'), shell.seo), href: new URL(newsFeedHref(site.prefix), origin).href },
    ],
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

/** Built by the loader; in the browser too (a client navigation), only handed on. */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function NewsList({ loaderData: news }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { lang } = useLocale();
  const { prefix, filter, page, lastPage } = news;
  // The first paint only (the server's HTML and its hydration) defers the cards below the first
  // (pages.css): kept after it, a card far down the list would take its real height only when
  // the visitor reached it, moving everything after it under their finger.
  const deferred = !useHydrated();
  return (
    <div className="news-list">
      <header className="page-header news-list__header">
        <div>
          <h1>{t('news.title')}</h1>
          <p className="page-header__lead">{t('news.tagline')}</p>
        </div>
        <a className="feed-link" href={newsFeedHref(prefix)} type="application/rss+xml">
          <FeedIcon />
          {t('news.rss')}
        </a>
      </header>

      <div className="container">
        <nav className="category-filter" aria-label={t('news.filterLabel')}>
          <ul>
            <li>
              <Link className="chip" to={newsHref(prefix)} aria-current={filter === null ? 'page' : undefined}>
                {t('news.allCategories')}
              </Link>
            </li>
            {news.categories.map((c) => (
              <li key={c.slug}>
                <Link className="chip" to={newsHref(prefix, { filter: c.slug })} aria-current={filter === c.slug ? 'page' : undefined}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {news.cards.length > 0 ? (
          <ul className="news-grid" role="list" data-deferred={deferred ? '' : undefined}>
            {news.cards.map((card, i) => (
              <li key={card.id}>
                <article className="news-card">
                  {card.image ? (
                    // 1 column below sm, 2 below lg, then 3 in the 76rem container. The first card is the LCP candidate;
                    // the rest load lazily.
                    <Image className="news-card__image" image={card.image} sizes="100vw sm:50vw lg:33vw xl:400px" priority={i === 0} />
                  ) : (
                    <div className="news-card__image news-card__image--empty" aria-hidden="true" />
                  )}
                  <div className="news-card__body">
                    <p className="news-card__meta">
                      {card.date ? <time dateTime={card.date.slice(0, 10)}>{format.date(card.date)}</time> : null}
                      {card.date && card.categories.length > 0 ? <span aria-hidden="true">{'\u00a0· '}</span> : null}
                      {card.categories.map((c, j) => (
                        <Fragment key={c.slug}>
                          {j > 0 ? listSeparator(lang) : null}
                          <Link className="news-card__category" to={newsHref(prefix, { filter: c.slug })}>
                            {c.title}
                          </Link>
                        </Fragment>
                      ))}
                    </p>
                    <h2 className="news-card__title">
                      <Link className="news-card__link" to={card.url}>{card.title}</Link>
                    </h2>
                    {card.excerpt ? <p className="news-card__excerpt">{card.excerpt}</p> : null}
                    <span className="news-card__more" aria-hidden="true">
                      {t('news.readMore')}
                      <ArrowRightIcon />
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="news-empty">{t('news.empty')}</p>
        )}

        {lastPage > 1 ? (
          <nav className="pagination" aria-label={t('news.pagination')}>
            {page > 1 ? (
              <Link className="button button--secondary" to={newsHref(prefix, { filter, page: page - 1 })} rel="prev">
                <ArrowLeftIcon />
                {t('news.previous')}
              </Link>
            ) : <span />}
            <p className="pagination__status">{t('news.pageOf', { page, pages: lastPage })}</p>
            {page < lastPage ? (
              <Link className="button button--secondary" to={newsHref(prefix, { filter, page: page + 1 })} rel="next">
                {t('news.next')}
                <ArrowRightIcon />
              </Link>
            ) : <span />}
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** Between category names: an ideographic comma in Japanese and Chinese, else a comma and a space. */
function listSeparator(lang: string): string {
  return /^(ja|zh)\b/.test(lang) ? '、' : ', ';
}

function FeedIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
      <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}
