import { SmartLink } from '../components/ui/smart-link';
import type { HeroBlock } from './types';
import { Image } from '../components/ui/image';

/**
 * Full-bleed image with a strong heading. The page's first hero carries its `<h1>`; a hero
 * that opens the blocks (`priority`, also below a product's own header) is the largest paint.
 */
export function Hero({ block, headingLevel, priority }: { block: HeroBlock; headingLevel: 1 | 2; priority: boolean }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const first = headingLevel === 1;
  // The page's own header when it carries the <h1>: inside a section the <h1> would be a
  // section's heading, not the page's, to screen readers that still nest headings by section.
  const Outer = first ? 'header' : 'section';
  const { image } = block;
  return (
    <Outer className={`block hero${image ? '' : ' hero--plain'}${first ? ' hero--first' : ''}`}>
      {image ? (
        <div className="hero__media">
          {/* Full-bleed; the opening hero is loaded and preloaded at once. */}
          <Image className="hero__image" image={image} sizes="100vw sm:100vw md:100vw lg:100vw xl:100vw 2xl:100vw" priority={priority} />
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
    </Outer>
  );
}
