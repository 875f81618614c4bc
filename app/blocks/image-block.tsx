import type { ImageBlock as ImageBlockView } from './types';
import { Image } from '../components/ui/image';

/** One wide image with an optional caption. */
export function ImageBlock({ block }: { block: ImageBlockView }) {
  const { image } = block;
  return (
    <section className="block image-block">
      <figure className="container image-block__figure">
        {/* `.container`: the viewport less its padding, at most 76rem. */}
        <Image className="image-block__image" image={image} sizes="100vw sm:100vw md:100vw lg:100vw xl:1216px" />
        {block.caption ? <figcaption className="image-block__caption">{block.caption}</figcaption> : null}
      </figure>
    </section>
  );
}
