import { SmartLink } from '../components/ui/smart-link';
import type { HeroBlock } from './types';

/** Full-bleed image with a strong heading. The page's first hero carries its `<h1>`. */
export function Hero({ block, headingLevel }: { block: HeroBlock; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const first = headingLevel === 1;
  const { image } = block;
  return (
    <section className={`block hero${image ? '' : ' hero--plain'}${first ? ' hero--first' : ''}`}>
      {image ? (
        <div className="hero__media">
          <img
            className="hero__image"
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            // The first hero is the page's largest paint: load it at once.
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding={first ? undefined : 'async'}
          />
        </div>
      ) : null}
      <div className="hero__body container">
        <div className="hero__content">
          <Heading className="hero__heading">{block.heading}</Heading>
          {block.text ? <p className="hero__text">{block.text}</p> : null}
          {block.cta ? (
            <SmartLink to={block.cta.url} className="button hero__cta" externalIcon>
              {block.cta.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
