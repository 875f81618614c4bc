import { useId } from 'react';
import { useT } from '../i18n/i18n';
import type { GalleryBlock } from './types';

/** A responsive grid of images. (A lightbox comes later.) */
export function Gallery({ block }: { block: GalleryBlock }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="block gallery" {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('gallery.label') })}>
      <div className="container">
        {block.heading ? (
          <h2 className="block__heading" id={headingId}>
            {block.heading}
          </h2>
        ) : null}
        <ul className="gallery__grid" role="list" data-count={block.images.length}>
          {block.images.map((image, index) => (
            <li key={`${image.url}-${index}`} className="gallery__cell">
              <figure className="gallery__item">
                <img className="gallery__image" src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
