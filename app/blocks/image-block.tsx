import type { ImageBlock as ImageBlockView } from './types';

/** One wide image with an optional caption. */
export function ImageBlock({ block }: { block: ImageBlockView }) {
  const { image } = block;
  return (
    <section className="block image-block">
      <figure className="container image-block__figure">
        <img className="image-block__image" src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
        {block.caption ? <figcaption className="image-block__caption">{block.caption}</figcaption> : null}
      </figure>
    </section>
  );
}
