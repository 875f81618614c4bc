import { Blocks } from '../blocks/registry';
import { prepareEntryBlocks } from '../blocks/prepare.server';
import { JsonLd } from '../components/json-ld';
import { ShopButton } from '../components/shop-button';
import { useFormat, useT } from '../i18n/i18n';
import { siteForPath, homeOf } from '../i18n/sites';
import { Breadcrumbs } from '../lib/breadcrumbs';
import { pageCrumbs } from '../lib/breadcrumbs.server';
import { contentContext, embedsContext, originContext } from '../lib/content/context';
import { optStr, str, toImg } from '../lib/content/values';
import { entryAlternates, entrySeo, findEntry, validateSlug } from '../lib/page.server';
import { parsePrice } from '../lib/price';
import { seoMeta } from '../lib/seo';
import { productLd } from '../lib/structured-data';
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
  const [alternates, blocks, parents] = await Promise.all([
    entryAlternates(content, entry),
    prepareEntryBlocks(entry, { content, embeds: context.get(embedsContext) }),
    pageCrumbs(content, [`${site.prefix}/products`]),
  ]);
  const title = str(entry.title);
  const shopUrl = optStr(entry.shop_url);
  return {
    title,
    tagline: str(entry.tagline),
    description: str(entry.description),
    priceText: optStr(entry.price),
    price: parsePrice(optStr(entry.price)),
    shopUrl: shopUrl && /^https:\/\//i.test(shopUrl) ? shopUrl : null,
    blocks,
    alternates,
    crumbs: [{ name: serverT(site.handle)('breadcrumb.home'), url: homeOf(site) }, ...parents, { name: title, url: entry.url ?? url.pathname }],
    seo: entrySeo(entry, alternates, origin, toImg(entry.image)),
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (!loaderData || !root) return [];
  return seoMeta(
    { title: loaderData.title, description: loaderData.description || loaderData.tagline, lang: root.locale.lang, type: 'product', ...loaderData.seo },
    root.shell.seo,
    new URL(loaderData.seo.canonical).origin,
  );
}

export default function ProductPage({ loaderData: product, matches }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const origin = new URL(product.seo.canonical).origin;
  const brand = matches[0].loaderData?.shell.seo.siteName ?? 'Kairotone';
  const { price } = product;
  const priceLabel = price
    ? format.number(price.value, { style: 'currency', currency: price.currency, minimumFractionDigits: Number.isInteger(price.value) ? 0 : 2, maximumFractionDigits: 2 })
    : product.priceText;
  return (
    <article className="product-page">
      <div className="container">
        <Breadcrumbs crumbs={product.crumbs} origin={origin} />
      </div>
      <header className="product-header container">
        <div className="product-header__text">
          <h1 className="product-header__title">{product.title}</h1>
          {product.tagline ? <p className="product-header__tagline">{product.tagline}</p> : null}
        </div>
        <div className="product-header__buy">
          {priceLabel ? (
            <p className="product-header__price">
              <span className="visually-hidden">{t('product.price')}: </span>
              {priceLabel}
            </p>
          ) : null}
          <ShopButton className="button">{t('product.buy')}</ShopButton>
        </div>
      </header>
      <Blocks blocks={product.blocks} firstHeroIsPageTitle={false} />
      <JsonLd
        data={productLd({
          name: product.title,
          description: product.description || product.tagline,
          url: product.seo.canonical,
          image: product.seo.image ? new URL(product.seo.image.url, origin).href : null,
          brand,
          price,
          shopUrl: product.shopUrl,
        })}
      />
    </article>
  );
}
