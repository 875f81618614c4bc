import { lazy, Suspense, useId, useState } from 'react';
import { Image } from '../components/ui/image';
import { useT } from '../i18n/i18n';
import type { GalleryBlock } from './types';

/** The lightbox's own chunk (code and CSS): downloaded on the first open only, never on pages without a gallery. */
const Lightbox = lazy(() => import('../components/lightbox/lightbox'));

/** A responsive grid of images; each opens the full-size image in the lightbox (or, without JavaScript, by itself). */
export function Gallery({ block }: { block: GalleryBlock }) {
  const t = useT();
  const headingId = useId();
  /** The open image's index; null while closed. */
  const [open, setOpen] = useState<number | null>(null);
  const total = block.images.length;
  return (
    <section className="block gallery" {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('gallery.label') })}>
      <div className="container">
        {block.heading ? (
          <h2 className="block__heading" id={headingId}>
            {block.heading}
          </h2>
        ) : null}
        <ul className="gallery__grid" role="list" data-count={total}>
          {block.images.map((image, index) => (
            <li key={`${image.url}-${index}`} className="gallery__cell">
              <figure className="gallery__item">
                {/* A link to the full-size image: followed before hydration and without JavaScript, the lightbox after. */}
                <a
                  href={image.url}
                  className="gallery__open"
                  aria-haspopup="dialog"
                  {...(image.alt.trim() ? {} : { 'aria-label': t('lightbox.open', { n: index + 1, total }) })}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    setOpen(index);
                  }}
                >
                  <Image className="gallery__image" image={image} sizes="100vw sm:50vw xl:608px" />
                </a>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={block.images.map((image) => ({ src: image.url, alt: image.alt, width: image.width, height: image.height }))} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
