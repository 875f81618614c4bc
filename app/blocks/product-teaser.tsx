import { SmartLink } from '../components/ui/smart-link';
import { useT } from '../i18n/i18n';
import { ArrowIcon } from './icons';
import type { ProductCard, ProductTeaserBlock } from './types';
import { Image } from '../components/ui/image';
import { BlockSection } from './block-section';

/** Product cards: image, name, tagline, price; the whole card is one link. */
export function ProductTeaser({ block }: { block: ProductTeaserBlock }) {
  return (
    <BlockSection heading={Boolean(block.heading)} className="block products">
      <div className="container">
        {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
        <ul className="products__grid" role="list">
          {block.products.map((product) => (
            <Card key={product.id} product={product} />
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}

function Card({ product }: { product: ProductCard }) {
  const t = useT();
  const { price } = product;
  return (
    <li className={`product-card${product.url ? ' product-card--linked' : ''}`}>
      <div className="product-card__media">
        {product.image ? (
          // The card's name says what it shows: the photo is decoration here.
          // Grid of ≥ 16rem columns in the container: 1 column on phones, 2 from sm, 3 from lg, 4 at xl.
          <Image className="product-card__image" image={product.image} sizes="100vw sm:50vw lg:33vw xl:320px" decorative />
        ) : null}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__title">
          {product.url ? (
            <SmartLink to={product.url} className="product-card__link">
              {product.title}
            </SmartLink>
          ) : (
            product.title
          )}
        </h3>
        {product.tagline ? <p className="product-card__tagline">{product.tagline}</p> : null}
        <div className="product-card__footer">
          {price ? (
            <p className="product-card__price">
              <span className="visually-hidden">{t('product.price')}: </span>
              {price}
            </p>
          ) : null}
          {product.url ? <ArrowIcon className="product-card__arrow" /> : null}
        </div>
      </div>
    </li>
  );
}
