import { Blocks } from '../blocks/registry';
import { prepareEntryBlocks } from '../blocks/prepare.server';
import { JsonLd } from '../components/json-ld';
import { contentContext, embedsContext, originContext } from '../lib/content/context';
import { optStr, str, toImg } from '../lib/content/values';
import { entryAlternates, entrySeo, findEntry } from '../lib/page.server';
import { seoMeta } from '../lib/seo';
import { organizationLd } from '../lib/structured-data';
import { useRootData } from '../root-data';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/page';
import { skipRefreshCleanup } from '../runtime/refresh';

/** A page of this route exists only where a `pages` entry has the URL (server/pages/ answers the rest with the 404). */
export const handle = { collections: ['pages'] } satisfies PageHandle;

/** Home and every page of the `pages` collection (any depth), built from blocks. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const entry = await findEntry(content, url.pathname, handle.collections);
  const [alternates, blocks] = await Promise.all([entryAlternates(content, entry), prepareEntryBlocks(entry, { content, embeds: context.get(embedsContext) })]);
  return {
    title: str(entry.title),
    description: optStr(entry.description) ?? '',
    isHome: entry.uri === '/',
    blocks,
    alternates,
    seo: entrySeo(entry, alternates, context.get(originContext), toImg(entry.image)),
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!loaderData || !root) return [];
  return seoMeta(
    { title: loaderData.isHome ? '' : loaderData.title, description: loaderData.description, lang: root.locale.lang, ...loaderData.seo },
    root.shell.seo,
    new URL(loaderData.seo.canonical).origin,
  );
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  const startsWithHero = page.blocks[0]?.type === 'hero';
  const shell = useRootData()?.shell;
  const origin = new URL(page.seo.canonical).origin;
  return (
    <article className="content-page">
      {startsWithHero ? null : (
        <header className="page-header">
          <h1>{page.title}</h1>
          {page.description ? <p className="page-header__lead">{page.description}</p> : null}
        </header>
      )}
      <Blocks blocks={page.blocks} />
      {page.isHome ? (
        <JsonLd
          data={organizationLd({
            name: shell?.seo.siteName ?? 'Kairotone',
            url: `${origin}/`,
            logo: `${origin}/favicon.svg`,
            sameAs: (shell?.social ?? []).map((s) => s.url).filter((u) => /^https?:\/\//i.test(u)),
          })}
        />
      ) : null}
    </article>
  );
}
