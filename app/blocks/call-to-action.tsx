import { SmartLink } from '../components/ui/smart-link';
import { ArrowIcon } from './icons';
import type { CallToActionBlock } from './types';

/** A banner that asks for one next step. */
export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <section className="block cta">
      <div className="container">
        <div className="cta__banner">
          <div className="cta__copy">
            <h2 className="cta__heading">{block.heading}</h2>
            {block.text ? <p className="cta__text">{block.text}</p> : null}
          </div>
          {block.link ? (
            <SmartLink to={block.link.url} className="button cta__button" externalIcon>
              {block.link.label}
              <ArrowIcon width="18" height="18" className="cta__arrow" />
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
