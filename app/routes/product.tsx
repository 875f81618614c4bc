import { Blocks } from '../blocks/registry';
import { prepareEntryBlocks } from '../blocks/prepare.server';
import { ShopButton } from '../components/shop-button';
import { useT } from '../i18n/i18n';
import { siteForPath, homeOf } from '../i18n/sites';
import { Breadcrumbs } from '../lib/breadcrumbs';
import { pageCrumbs } from '../lib/breadcrumbs.server';
import { contentContext, embedsContext, originContext } from '../lib/content/context';
import { optStr, str, toImg } from '../lib/content/values';
import { entryAlternates, entrySeo, findEntry, validateSlug } from '../lib/page.server';
import { formatPrice, parsePrice } from '../lib/price.server';
import { seoMeta } from '../lib/seo.server';
import { requestShell } from '../lib/shell.server';
import { breadcrumbListLd, jsonLdTag, productLd } from '../lib/structured-data.server';
import { serverT } from '../lib/translate.server';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/product';
import './pages.css';
import { skipRefreshCleanup } from '../runtime/refresh';

/** A page of this route exists only where a `products` entry has the URL (server/pages/ answers the rest with the 404). */
export const handle = { collections: ['products'] } satisfies PageHandle;

/** /products/:slug — header with price and the shop prompt, then the product's blocks. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateSlug(params.slug, url);
  const content = context.get(contentContext);
  const origin = context.get(originContext);
  const entry = await findEntry(content, url.pathname, handle.collections);
  const site = siteForPath(url.pathname);
  const [alternates, blocks, parents, shell] = await Promise.all([
    entryAlternates(content, entry),
    prepareEntryBlocks(entry, { content, embeds: context.get(embedsContext) }),
    pageCrumbs(content, [`${site.prefix}/products`]),
    requestShell(context, site.handle),
  ]);
  const title = str(entry.title);
  const tagline = str(entry.tagline);
  const description = str(entry.description) || tagline;
  const shopUrl = optStr(entry.shop_url);
  const price = parsePrice(optStr(entry.price));
  const crumbs = [{ name: serverT(site.handle)('breadcrumb.home'), url: homeOf(site) }, ...parents, { name: title, url: entry.url ?? url.pathname }];
  const seo = entrySeo(entry, alternates, origin, toImg(entry.image));
  const siteOrigin = new URL(seo.canonical).origin;
  return {
    title,
    tagline,
    price: formatPrice(optStr(entry.price), site.lang),
    blocks,
    alternates,
    crumbs,
    meta: [
      ...seoMeta({ title, description, lang: site.lang, type: 'product', ...seo }, shell.seo, siteOrigin),
      jsonLdTag(breadcrumbListLd(crumbs, siteOrigin)),
      jsonLdTag(productLd({
        name: title,
        description,
        url: seo.canonical,
        image: seo.image ? new URL(seo.image.url, siteOrigin).href : null,
        brand: shell.seo.siteName,
        price,
        shopUrl: shopUrl && /^https:\/\//i.test(shopUrl) ? shopUrl : null,
      })),
    ],
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

/** Built by the loader; in the browser too (a client navigation), only handed on. */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function ProductPage({ loaderData: product }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="product-page">
      <div className="container">
        <Breadcrumbs crumbs={product.crumbs} />
      </div>
      <header className="product-header container">
        <div className="product-header__text">
          <h1 className="product-header__title">{product.title}</h1>
          {product.tagline ? <p className="product-header__tagline">{product.tagline}</p> : null}
        </div>
        <div className="product-header__buy">
          {product.price ? (
            <p className="product-header__price">
              <span className="visually-hidden">{t('product.price')}: </span>
              {product.price}
            </p>
          ) : null}
          <ShopButton className="button">{t('product.buy')}</ShopButton>
        </div>
      </header>
      <Blocks blocks={product.blocks} firstHeroIsPageTitle={false} />
    </article>
  );
}
