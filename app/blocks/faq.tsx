import type { FaqBlock } from './types';
import { BlockSection } from './block-section';

/** Questions that open to their answers (native `<details>`: works without JavaScript). */
export function Faq({ block }: { block: FaqBlock }) {
  return (
    <BlockSection heading={Boolean(block.heading)} className="block faq">
      <div className="container faq__inner">
        {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
        <div className="faq__list">
          {block.items.map((item, index) => (
            <details key={`${item.question}-${index}`} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <span className="faq__marker" aria-hidden="true" />
              </summary>
              <div className="faq__answer prose" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            </details>
          ))}
        </div>
      </div>
    </BlockSection>
  );
}
