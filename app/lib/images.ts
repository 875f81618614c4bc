/**
 * Image URLs for the ipx image server and the `srcset`/`sizes` attributes that go with them.
 *
 * A reproduction of @nuxt/image's algorithm (v2 `src/runtime/image.ts` getSizes /
 * getSizesVariant / finaliseSizeVariants / finaliseSrcsetVariants, `src/runtime/utils/index.ts`
 * parseSize / parseSizes / parseDensities / checkDensities, and the ipx provider
 * `src/runtime/providers/ipx.ts`) for this site's fixed configuration: the screens below,
 * densities 1 and 2, format webp, quality 80, provider base `/_ipx`.
 *
 * One deliberate difference, see docs/decisions/009-image-urls-and-lightbox-state.md: an
 * unprefixed `vw` size (`"100vw sm:50vw"`) is resolved against the smallest screen (xs, 320)
 * instead of upstream's 1px pseudo-screen, which yields useless `w_1 1w, w_2 2w` candidates
 * (nuxt/image#1433, #1637). The `sizes` attribute is unaffected.
 */

/** Breakpoints (min-width, mobile-first), @nuxt/image's defaults. */
export const SCREENS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const satisfies Record<string, number>;

export type ScreenName = keyof typeof SCREENS;

export const DENSITIES: readonly number[] = [1, 2];
export const IMAGE_FORMAT = 'webp';
export const IMAGE_QUALITY = 80;
export const IPX_BASE = '/_ipx';

export type IpxModifierValue = string | number | boolean | undefined;
export type IpxModifiers = Record<string, IpxModifierValue>;

/** ipx's short names (the provider's keyMap); any other key is passed through unchanged. */
const KEY_MAP: Record<string, string> = {
  format: 'f',
  fit: 'fit',
  width: 'w',
  height: 'h',
  resize: 's',
  quality: 'q',
  background: 'b',
};

// ufo's encode / encodePath / encodeParam, as used by the ipx provider.
function encode(text: string): string {
  return encodeURI(text).replace(/%7c/gi, '|');
}
function encodePath(text: string): string {
  return encode(text).replace(/#/g, '%23').replace(/\?/g, '%3F').replace(/%252f/gi, '%2F').replace(/&/g, '%26').replace(/\+/g, '%2B');
}
function encodeParam(text: string): string {
  return encodePath(text).replace(/\//g, '%2F');
}

function hasProtocol(input: string): boolean {
  return /^[\s\w\0+.-]{2,}:([/\\]{2})?/.test(input);
}

/**
 * The ipx URL of `src` with `modifiers`, in the order given (`undefined` values are dropped).
 * Width and height together become `s_{w}x{h}` at the end, as the ipx provider does; no
 * modifiers at all give `_`. The leading slash of `src` is dropped by the join:
 * `ipxUrl('/media/a.jpg', { width: 640 })` → `/_ipx/w_640/media/a.jpg`.
 * `data:` URLs and absolute URLs (no allowed remote domains are configured) are returned as is.
 */
export function ipxUrl(src: string, modifiers: IpxModifiers = {}): string {
  if (!src || src.startsWith('data:') || hasProtocol(src)) return src;
  const mods: IpxModifiers = { ...modifiers };
  if (mods.width && mods.height) {
    mods.resize = `${mods.width}x${mods.height}`;
    delete mods.width;
    delete mods.height;
  }
  const params =
    Object.entries(mods)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encodeParam(KEY_MAP[key] ?? key)}_${encodeParam(String(value))}`)
      .join('&') || '_';
  const path = encodePath(src.startsWith('/') ? src : `/${src}`).replace(/^\.?\//, '');
  return `${IPX_BASE}/${params}/${path}`;
}

/** @nuxt/image's parseSize: a number, or a string of digits with an optional `px`. */
export function parseSize(input: string | number | undefined): number | undefined {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && /^\d+$/.test(input.replace('px', ''))) return Number.parseInt(input, 10);
  return undefined;
}

/** Key @nuxt/image gives an unprefixed entry of a `sizes` string. */
const DEFAULT_SIZE_KEY = '1px';

/** @nuxt/image's parseSizes: `"100vw sm:50vw lg:400px"` → `{ '1px': '100vw', sm: '50vw', lg: '400px' }`. */
export function parseSizes(input: string | Record<string, string | number>): Record<string, string> {
  const sizes: Record<string, string> = {};
  if (typeof input === 'string') {
    for (const entry of input.split(/[\s,]+/).filter((e) => e)) {
      const s = entry.split(':');
      if (s.length !== 2) sizes[DEFAULT_SIZE_KEY] = (s[0] ?? '').trim();
      else sizes[(s[0] ?? '').trim()] = (s[1] ?? '').trim();
    }
  } else {
    for (const [key, value] of Object.entries(input)) sizes[key] = String(value);
  }
  return sizes;
}

/** @nuxt/image's parseDensities: `"1x 2x"` / `"x1 x2"` → `[1, 2]` (deduplicated, invalid dropped). */
export function parseDensities(input: string): number[] {
  const densities = new Set<number>();
  for (const density of input.split(' ')) {
    const d = Number.parseInt(density.replace('x', ''));
    if (d) densities.add(d);
  }
  return [...densities];
}

export interface ImageSizesOptions {
  src: string;
  /** Intrinsic (1x) width; with `height` it fixes the aspect ratio of every variant. */
  width?: number | string;
  height?: number | string;
  /** `"100vw sm:50vw lg:400px"`, `"200,500:500,900:900"` or `{ sm: '100vw', lg: 400 }`. */
  sizes?: string | Record<string, string | number>;
  /** `"1x 2x"` or `[1, 2]`; empty → DENSITIES. */
  densities?: string | readonly number[];
  format?: string;
  quality?: number | string;
  fit?: string;
}

export interface ImageSizes {
  src: string;
  srcset: string;
  /** Only with `sizes` (width descriptors); undefined with density descriptors. */
  sizes: string | undefined;
}

interface SizesVariant {
  size: string;
  screenMaxWidth: number;
  width: number;
  height: number | undefined;
}

function screenWidth(key: string): number {
  return Object.hasOwn(SCREENS, key) ? SCREENS[key as ScreenName] : Number.parseInt(key);
}

function getSizesVariant(key: string, rawSize: string, height: number | undefined, hwRatio: number): SizesVariant | undefined {
  const screenMaxWidth = screenWidth(key);
  let size = rawSize;
  const isFluid = size.endsWith('vw');
  if (!isFluid && /^\d+$/.test(size)) size = `${size}px`;
  if (!isFluid && !size.endsWith('px')) return undefined;
  let width = Number.parseInt(size);
  if (!screenMaxWidth || !width) return undefined;
  if (isFluid) {
    // Deviation: upstream scales an unprefixed vw size by its 1px pseudo-screen (→ 1w, 2w).
    const reference = key === DEFAULT_SIZE_KEY ? SCREENS.xs : screenMaxWidth;
    width = Math.round((width / 100) * reference);
  }
  return { size, screenMaxWidth, width, height: hwRatio ? Math.round(width * hwRatio) : height };
}

function resolveDensities(input: ImageSizesOptions['densities']): readonly number[] {
  let densities: readonly number[];
  if (typeof input === 'string') densities = input.trim() ? parseDensities(input.trim()) : DENSITIES;
  else densities = input?.length ? input : DENSITIES;
  if (densities.length === 0) {
    throw new Error('`densities` must not be empty, configure to `1` to render regular size only (DPR 1.0)');
  }
  return densities;
}

/**
 * `src`, `srcset` and `sizes` for an `<img>`, as @nuxt/image's `<NuxtImg>` renders them.
 *
 * With `sizes`: one srcset candidate per size entry × density (`w` descriptors, sorted by width,
 * duplicates dropped), `src` the largest; the `sizes` attribute is mobile-first — each entry
 * applies from its breakpoint up, so every entry but the last gets
 * `(max-width: {next breakpoint − 1}px)`. Without `sizes`: `1x`/`2x` candidates from
 * `width`/`height`, `src` the 1x URL.
 */
export function getImageSizes(options: ImageSizesOptions): ImageSizes {
  const width = parseSize(options.width);
  const height = parseSize(options.height);
  const modifiers: IpxModifiers = {
    width,
    height,
    format: options.format ?? IMAGE_FORMAT,
    quality: options.quality ?? IMAGE_QUALITY,
    fit: options.fit,
  };
  const sizes = options.sizes ? parseSizes(options.sizes) : {};
  const densities = resolveDensities(options.densities);
  const hwRatio = width && height ? height / width : 0;

  const url = (w: number | undefined, h: number | undefined, density: number) =>
    ipxUrl(options.src, { ...modifiers, width: w ? w * density : undefined, height: h ? h * density : undefined });

  if (Object.keys(sizes).length === 0) {
    const srcset = finaliseSrcset(densities.map((density) => ({ width: density, src: url(width, height, density) })));
    return {
      src: ipxUrl(options.src, modifiers),
      srcset: srcset.map((v) => `${v.src} ${v.width}x`).join(', '),
      sizes: undefined,
    };
  }

  const sizeVariants: { size: string; screenMaxWidth: number; media: string }[] = [];
  const srcsetVariants: { width: number; src: string }[] = [];
  for (const key in sizes) {
    const variant = getSizesVariant(key, String(sizes[key]), height, hwRatio);
    if (variant === undefined) continue;
    sizeVariants.push({ size: variant.size, screenMaxWidth: variant.screenMaxWidth, media: `(max-width: ${variant.screenMaxWidth - 1}px)` });
    for (const density of densities) {
      srcsetVariants.push({ width: variant.width * density, src: url(variant.width, variant.height, density) });
    }
  }

  // finaliseSizeVariants: sort by screen, drop duplicate media, shift each media one entry down.
  sizeVariants.sort((a, b) => a.screenMaxWidth - b.screenMaxWidth);
  let previousMedia: string | null = null;
  for (let i = sizeVariants.length - 1; i >= 0; i--) {
    const media = sizeVariants[i]!.media;
    if (media === previousMedia) sizeVariants.splice(i, 1);
    previousMedia = media;
  }
  const sizesAttr = sizeVariants.map((v, i) => {
    const media = sizeVariants[i + 1]?.media ?? '';
    return `${media ? `${media} ` : ''}${v.size}`;
  });

  const srcset = finaliseSrcset(srcsetVariants);
  const suffix = sizesAttr.length ? 'w' : 'x';
  return {
    src: srcset[srcset.length - 1]?.src ?? ipxUrl(options.src, modifiers),
    srcset: srcset.map((v) => `${v.src} ${v.width}${suffix}`).join(', '),
    sizes: sizesAttr.length ? sizesAttr.join(', ') : undefined,
  };
}

/** finaliseSrcsetVariants: sort by width, drop duplicate widths (the later one wins). */
function finaliseSrcset<T extends { width: number }>(variants: T[]): T[] {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  let previousWidth: number | null = null;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const w = sorted[i]!.width;
    if (w === previousWidth) sorted.splice(i, 1);
    previousWidth = w;
  }
  return sorted;
}
