import { data, Link, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { contentContext } from '../lib/content/context';
import { AssetSchema } from '../lib/content/schemas';
import type { Route } from './+types/page';

/** Any content entry by its URL: the home page, pages, products, downloads and news articles. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const content = context.get(contentContext);
  const entry = await content.entryByUrl(pathname);
  if (!entry) throw data(`Page not found: ${pathname}`, { status: 404 });
  const [footer, seo] = await Promise.all([content.global('footer', entry.locale), content.global('seo', entry.locale)]);
  return {
    title: entry.title ?? '',
    description: typeof entry.description === 'string' ? entry.description : typeof entry.excerpt === 'string' ? entry.excerpt : '',
    siteName: typeof seo?.site_name === 'string' ? seo.site_name : 'Kairotone',
    separator: typeof seo?.title_separator === 'string' ? seo.title_separator : '|',
    copyright: typeof footer?.copyright === 'string' ? footer.copyright : '',
    image: AssetSchema.safeParse(entry.image).data ?? null,
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return [
    { title: page.title === page.siteName ? page.siteName : `${page.title} ${page.separator} ${page.siteName}` },
    { name: 'description', content: page.description },
  ];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <header className="bar">
        <Link to={root?.site.home ?? '/'} className="logo">
          {page.siteName}
        </Link>
      </header>
      <main className="page">
        {page.image ? (
          <img
            className="page__image"
            src={page.image.url}
            alt={page.image.alt ?? ''}
            width={page.image.width}
            height={page.image.height}
            fetchPriority="high"
          />
        ) : null}
        <h1>{page.title}</h1>
        {page.description ? <p className="lead">{page.description}</p> : null}
      </main>
      <footer className="bar bar--footer">{page.copyright}</footer>
    </>
  );
}
