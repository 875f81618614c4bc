import { preload } from 'react-dom';
import { getImageSizes, IMAGE_FORMAT, IMAGE_QUALITY, type ImageSizes } from '../../lib/images';
import type { Img } from '../../lib/shell';

export interface ImageProps {
  image: Img;
  /** Rendered width per breakpoint, @nuxt/image style: `"100vw md:50vw xl:640px"` (read the layout's CSS). */
  sizes: string;
  /** The page's LCP image: fetched at once with high priority and preloaded from the head. */
  priority?: boolean;
  /** Decoration only (the surrounding text names it): `alt=""` whatever the content says. */
  decorative?: boolean;
  className?: string;
}

const DENSITIES = [1, 2] as const;

// The same image at the same sizes is on many pages and in every render of them: its URLs
// (a dozen ipx URLs, each encoded) are worked out once. Bounded: cleared past this many.
const MAX_KEPT_SIZES = 2_000;
const keptSizes = new Map<string, ImageSizes>();

function responsiveSizes(url: string, width: number | undefined, height: number | undefined, sizes: string): ImageSizes {
  const key = `${url}\n${width}\n${height}\n${sizes}`;
  let found = keptSizes.get(key);
  if (!found) {
    found = getImageSizes({ src: url, width, height, sizes, densities: DENSITIES, format: IMAGE_FORMAT, quality: IMAGE_QUALITY });
    if (keptSizes.size >= MAX_KEPT_SIZES) keptSizes.clear();
    keptSizes.set(key, found);
  }
  return found;
}

/** Whether `url` is an SVG: served as is, never through ipx (it scales by itself). */
export function isSvg(url: string): boolean {
  return /\.svg$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * A content image: responsive `srcset`/`sizes` through the ipx service (webp, quality 80,
 * 1x and 2x), the asset's `width`/`height` so the layout reserves its box before it loads,
 * lazy unless `priority`. Alt text comes from the content; `decorative` images get `alt=""`.
 */
export function Image({ image, sizes, priority = false, decorative = false, className }: ImageProps) {
  const { width, height } = image;
  const responsive = isSvg(image.url)
    ? { src: image.url, srcset: undefined, sizes: undefined }
    : responsiveSizes(image.url, width, height, sizes);

  if (priority) {
    // React hoists this into <head> (SSR) or inserts it there (client), deduplicated.
    preload(responsive.src, {
      as: 'image',
      imageSrcSet: responsive.srcset,
      imageSizes: responsive.sizes,
      fetchPriority: 'high',
    });
  }

  return (
    <img
      className={className}
      src={responsive.src}
      srcSet={responsive.srcset}
      sizes={responsive.sizes}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      {...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
