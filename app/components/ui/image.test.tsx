import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getImageSizes } from '../../lib/images';
import type { Img } from '../../lib/shell';
import { Image } from './image';

const photo: Img = { url: '/media/products/beacon/hero.jpg', alt: 'Beacon am Strand', width: 2400, height: 1600 };
const SIZES = '100vw md:50vw xl:640px';

/** The attributes of the one `<img>` in `html`, names lower-cased, entities decoded (`&amp;` → `&`). */
function imgAttrs(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0];
  if (!tag) throw new Error(`no <img> in ${html}`);
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (m[1] === 'img') continue;
    attrs[m[1]!.toLowerCase()] = (m[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return attrs;
}

describe('<Image>', () => {
  it('takes src, srcset and sizes from getImageSizes (webp, quality 80, 1x and 2x)', () => {
    const expected = getImageSizes({ src: photo.url, width: 2400, height: 1600, sizes: SIZES, densities: [1, 2], format: 'webp', quality: 80 });
    const attrs = imgAttrs(renderToString(<Image image={photo} sizes={SIZES} />));
    expect(attrs.src).toBe(expected.src);
    expect(attrs.srcset).toBe(expected.srcset);
    expect(attrs.sizes).toBe(expected.sizes);
    expect(attrs.src).toMatch(/^\/_ipx\/.*f_webp.*\/media\/products\/beacon\/hero\.jpg$/);
    expect(attrs.srcset).toContain('/_ipx/f_webp&q_80&s_640x427/media/products/beacon/hero.jpg 640w');
    expect(attrs.srcset).toContain('1280w');
    expect(attrs.sizes).toContain('640px');
  });

  it('always sets width and height from the asset', () => {
    for (const priority of [false, true]) {
      const attrs = imgAttrs(renderToString(<Image image={photo} sizes={SIZES} priority={priority} />));
      expect(attrs.width).toBe('2400');
      expect(attrs.height).toBe('1600');
    }
  });

  it('is lazy and decodes asynchronously by default, with no preload', () => {
    const html = renderToString(<Image image={photo} sizes={SIZES} />);
    const attrs = imgAttrs(html);
    expect(attrs.loading).toBe('lazy');
    expect(attrs.decoding).toBe('async');
    expect(attrs.fetchpriority).toBeUndefined();
    expect(html).not.toContain('rel="preload"');
  });

  it('loads a priority image eagerly with high fetch priority and preloads it', () => {
    const html = renderToString(<Image image={photo} sizes={SIZES} priority />);
    const attrs = imgAttrs(html);
    expect(attrs.loading).toBe('eager');
    expect(attrs.fetchpriority).toBe('high');
    expect(attrs.decoding).toBeUndefined();
    const link = /<link\b[^>]*rel="preload"[^>]*>/.exec(html)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('as="image"');
    expect(link).toMatch(/fetchpriority="high"/i);
    const expected = getImageSizes({ src: photo.url, width: 2400, height: 1600, sizes: SIZES, densities: [1, 2], format: 'webp', quality: 80 });
    expect(link!.replace(/&amp;/g, '&')).toContain(`imageSrcSet="${expected.srcset}"`);
    expect(link).toContain(`imageSizes="${expected.sizes}"`);
  });

  it('passes SVG sources through without ipx', () => {
    const logo: Img = { url: '/media/brand/logo.svg', alt: 'Logo', width: 120, height: 40 };
    const attrs = imgAttrs(renderToString(<Image image={logo} sizes={SIZES} />));
    expect(attrs.src).toBe('/media/brand/logo.svg');
    expect(attrs.srcset).toBeUndefined();
    expect(attrs.sizes).toBeUndefined();
    expect(attrs.width).toBe('120');
    expect(attrs.height).toBe('40');
    expect(attrs.alt).toBe('Logo');
  });

  it('takes alt from the content, or empty for decorative images', () => {
    expect(imgAttrs(renderToString(<Image image={photo} sizes={SIZES} />)).alt).toBe('Beacon am Strand');
    expect(imgAttrs(renderToString(<Image image={photo} sizes={SIZES} decorative />)).alt).toBe('');
  });
});
