import { Blocks } from '../blocks/registry';
import { prepareEntryBlocks } from '../blocks/prepare.server';
import { siteForPath } from '../i18n/sites';
import { contentContext, embedsContext, originContext } from '../lib/content/context';
import { optStr, str, toImg } from '../lib/content/values';
import { entryAlternates, entrySeo, findEntry } from '../lib/page.server';
import { seoMeta } from '../lib/seo.server';
import { requestShell } from '../lib/shell.server';
import { jsonLdTag, organizationLd, siteOrganization } from '../lib/structured-data.server';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/page';
import { skipRefreshCleanup } from '../runtime/refresh';

/** A page of this route exists only where a `pages` entry has the URL (server/pages/ answers the rest with the 404). */
export const handle = { collections: ['pages'] } satisfies PageHandle;

/** Home and every page of the `pages` collection (any depth), built from blocks. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const site = siteForPath(url.pathname);
  const entry = await findEntry(content, url.pathname, handle.collections);
  const [alternates, blocks, shell] = await Promise.all([
    entryAlternates(content, entry),
    prepareEntryBlocks(entry, { content, embeds: context.get(embedsContext) }),
    requestShell(context, site.handle),
  ]);
  const title = str(entry.title);
  const description = optStr(entry.description) ?? '';
  const isHome = entry.uri === '/';
  const seo = entrySeo(entry, alternates, context.get(originContext), toImg(entry.image));
  const origin = new URL(seo.canonical).origin;
  return {
    title,
    description,
    blocks,
    alternates,
    meta: [
      ...seoMeta({ title: isHome ? '' : title, description, lang: site.lang, ...seo }, shell.seo, origin),
      ...(isHome ? [jsonLdTag(organizationLd(siteOrganization(shell, origin)))] : []),
    ],
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

/** Built by the loader; in the browser too (a client navigation), only handed on. */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  const startsWithHero = page.blocks[0]?.type === 'hero';
  return (
    <article className="content-page">
      {startsWithHero ? null : (
        <header className="page-header">
          <h1>{page.title}</h1>
          {page.description ? <p className="page-header__lead">{page.description}</p> : null}
        </header>
      )}
      <Blocks blocks={page.blocks} />
    </article>
  );
}
