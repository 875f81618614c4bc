import { FeatureIconSvg } from './icons';
import type { FeatureGridBlock } from './types';
import { BlockSection } from './block-section';

/** Key features as a grid of short cards, each with an icon. */
export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  return (
    <BlockSection heading={Boolean(block.heading)} className="block features">
      <div className="container">
        {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
        <ul className="features__grid" role="list">
          {block.features.map((feature, index) => (
            <li key={`${feature.title}-${index}`} className="feature">
              <span className="feature__icon">
                <FeatureIconSvg icon={feature.icon} />
              </span>
              <h3 className="feature__title">{feature.title}</h3>
              {feature.text ? <p className="feature__text">{feature.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
