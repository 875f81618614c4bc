import { describe, expect, it } from 'vitest';
import { DENSITIES, SCREENS, getImageSizes, ipxUrl, parseDensities, parseSizes } from './images.ts';
import type { ImageSizes, ImageSizesOptions, IpxModifiers } from './images.ts';

// Expected values are copied from @nuxt/image's own tests (github.com/nuxt/image):
//   P  = test/providers.ts                 (ipx provider URLs, `ipx:` column)
//   I  = test/nuxt/image.test.ts           (<NuxtImg> rendered src/srcset/sizes)
//   PI = test/nuxt/picture.test.ts         (<NuxtPicture>, after nuxt/image#2132: `max-width: N-1`)
//   D  = docs example `sizes="100vw sm:50vw md:400px"` as rendered in nuxt/image#1637
// Adaptations, all recomputed by hand:
//   - our config adds `format: webp` and `quality: 80`; the component puts them after width/height
//     and before the appended `s_`, so `/_ipx/s_200x200/x` becomes `/_ipx/f_webp&q_80&s_200x200/x`
//     and `/_ipx/w_320/x` becomes `/_ipx/w_320&f_webp&q_80/x` (order as in PI's `f_webp&q_75&s_…`);
//   - I was recorded before #2132 with `(max-width: N px)`; v2 writes `(max-width: N-1 px)`,
//     as PI shows for the same input, so every media value in cases from I is N − 1.

const F = 'f_webp&q_80';

describe('ipxUrl (P: ipx column, no adaptation needed)', () => {
  const cases: [string, string, IpxModifiers, string][] = [
    ['no modifiers → _', '/test.png', {}, '/_ipx/_/test.png'],
    ['width', '/test.png', { width: 200 }, '/_ipx/w_200/test.png'],
    ['height', '/test.png', { height: 200 }, '/_ipx/h_200/test.png'],
    ['width + height → s_', '/test.png', { width: 200, height: 200 }, '/_ipx/s_200x200/test.png'],
    ['fit', '/test.png', { width: 200, height: 200, fit: 'contain' }, '/_ipx/fit_contain&s_200x200/test.png'],
    ['fit + format', '/test.png', { width: 200, height: 200, fit: 'contain', format: 'jpeg' }, '/_ipx/fit_contain&f_jpeg&s_200x200/test.png'],
    // I: placeholder test ('placeholder class can be set') after load, and the placeholder URL itself
    ['I: bare src', '/image.png', {}, '/_ipx/_/image.png'],
    ['I: placeholder modifiers', '/image.png', { width: 10, height: 10, quality: 50, blur: 3 }, '/_ipx/q_50&blur_3&s_10x10/image.png'],
    // the brief's example (our config)
    ['site example', '/media/a.jpg', { width: 640, format: 'webp', quality: 80 }, '/_ipx/w_640&f_webp&q_80/media/a.jpg'],
    ['undefined modifiers dropped', '/media/a.jpg', { width: undefined, format: 'webp' }, '/_ipx/f_webp/media/a.jpg'],
    ['src without leading slash', 'image.png', { width: 200 }, '/_ipx/w_200/image.png'],
    // I / PI: 'encodes characters'
    ['non-ASCII path', '/汉字.png', { width: 200, height: 200 }, '/_ipx/s_200x200/%E6%B1%89%E5%AD%97.png'],
    ['data URL untouched', 'data:image/png;base64,AAAA', { width: 10 }, 'data:image/png;base64,AAAA'],
  ];
  it.each(cases)('%s', (_name, src, modifiers, expected) => {
    expect(ipxUrl(src, modifiers)).toBe(expected);
  });

  it('does not mutate the modifiers', () => {
    const modifiers = { width: 1, height: 2 };
    ipxUrl('/a.png', modifiers);
    expect(modifiers).toEqual({ width: 1, height: 2 });
  });
});

describe('getImageSizes', () => {
  const cases: [string, ImageSizesOptions, ImageSizes][] = [
    [
      // I: 'Renders simple image' / PI 'sizes' (v2 media from PI)
      'I/PI: 200,500:500,900:900',
      { src: '/image.png', width: 200, height: 200, sizes: '200,500:500,900:900' },
      {
        sizes: '(max-width: 499px) 200px, (max-width: 899px) 500px, 900px',
        srcset: [200, 400, 500, 900, 1000, 1800].map((w) => `/_ipx/${F}&s_${w}x${w}/image.png ${w}w`).join(', '),
        src: `/_ipx/${F}&s_1800x1800/image.png`,
      },
    ],
    [
      // PI: 'Module config .quality applies' — format webp + quality 75: copied exactly
      'PI: quality 75, exact',
      { src: '/image.png', width: 200, height: 200, sizes: '200,500:500,900:900', quality: 75 },
      {
        sizes: '(max-width: 499px) 200px, (max-width: 899px) 500px, 900px',
        srcset:
          '/_ipx/f_webp&q_75&s_200x200/image.png 200w, /_ipx/f_webp&q_75&s_400x400/image.png 400w, /_ipx/f_webp&q_75&s_500x500/image.png 500w, /_ipx/f_webp&q_75&s_900x900/image.png 900w, /_ipx/f_webp&q_75&s_1000x1000/image.png 1000w, /_ipx/f_webp&q_75&s_1800x1800/image.png 1800w',
        src: '/_ipx/f_webp&q_75&s_1800x1800/image.png',
      },
    ],
    [
      // I: 'applies densities' (media 400 → 399)
      'I: densities 1x 2x 3x',
      { src: 'image.png', width: 200, height: 300, sizes: '300:300px,400:400px', densities: '1x 2x 3x' },
      {
        sizes: '(max-width: 399px) 300px, 400px',
        srcset: [[300, 450], [400, 600], [600, 900], [800, 1200], [900, 1350], [1200, 1800]]
          .map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/image.png ${w}w`)
          .join(', '),
        src: `/_ipx/${F}&s_1200x1800/image.png`,
      },
    ],
    [
      // I: 'empty densities (fallback to global)'
      'I: empty densities → [1, 2]',
      { src: 'image.png', width: 200, height: 300, sizes: '300:300px,400:400px', densities: '' },
      {
        sizes: '(max-width: 399px) 300px, 400px',
        srcset: [[300, 450], [400, 600], [600, 900], [800, 1200]].map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/image.png ${w}w`).join(', '),
        src: `/_ipx/${F}&s_800x1200/image.png`,
      },
    ],
    [
      // I: 'empty string densities (fallback to global)'
      'I: blank densities → [1, 2]',
      { src: 'image.png', width: 200, height: 300, sizes: '300:300px,400:400px', densities: ' ' },
      {
        sizes: '(max-width: 399px) 300px, 400px',
        srcset: [[300, 450], [400, 600], [600, 900], [800, 1200]].map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/image.png ${w}w`).join(', '),
        src: `/_ipx/${F}&s_800x1200/image.png`,
      },
    ],
    [
      // I: 'with single sizes entry'
      'I: single unprefixed entry',
      { src: '/image.png', width: 300, height: 400, sizes: '150' },
      { sizes: '150px', srcset: `/_ipx/${F}&s_150x200/image.png 150w, /_ipx/${F}&s_300x400/image.png 300w`, src: `/_ipx/${F}&s_300x400/image.png` },
    ],
    [
      // I: 'with single sizes entry (responsive)'
      'I: single prefixed entry',
      { src: '/image.png', width: 300, height: 400, sizes: 'sm:150' },
      { sizes: '150px', srcset: `/_ipx/${F}&s_150x200/image.png 150w, /_ipx/${F}&s_300x400/image.png 300w`, src: `/_ipx/${F}&s_300x400/image.png` },
    ],
    [
      // I: 'de-duplicates sizes & srcset' (media 300/400/500/800 → 299/399/499/799)
      'I: de-duplication',
      { src: 'image.png', width: 200, height: 300, sizes: '200:200px,300:200px,400:400px,400:400px,500:500px,800:800px' },
      {
        sizes: '(max-width: 299px) 200px, (max-width: 399px) 200px, (max-width: 499px) 400px, (max-width: 799px) 500px, 800px',
        srcset: [[200, 300], [400, 600], [500, 750], [800, 1200], [1000, 1500], [1600, 2400]]
          .map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/image.png ${w}w`)
          .join(', '),
        src: `/_ipx/${F}&s_1600x2400/image.png`,
      },
    ],
    [
      // I / PI: 'encodes characters'
      'I/PI: encodes characters',
      { src: '/汉字.png', width: 200, height: 200, sizes: '200,500:500,900:900' },
      {
        sizes: '(max-width: 499px) 200px, (max-width: 899px) 500px, 900px',
        srcset: [200, 400, 500, 900, 1000, 1800].map((w) => `/_ipx/${F}&s_${w}x${w}/%E6%B1%89%E5%AD%97.png ${w}w`).join(', '),
        src: `/_ipx/${F}&s_1800x1800/%E6%B1%89%E5%AD%97.png`,
      },
    ],
    [
      // I: 'correctly sets crop' (media 768/1024/1280/1536 → 767/1023/1279/1535)
      'I: named breakpoints with vw and px',
      { src: '/image.png', width: 1000, height: 2000, sizes: 'sm:100vw md:300px lg:350px xl:350px 2xl:350px' },
      {
        sizes: '(max-width: 767px) 100vw, (max-width: 1023px) 300px, (max-width: 1279px) 350px, (max-width: 1535px) 350px, 350px',
        srcset: [[300, 600], [350, 700], [600, 1200], [640, 1280], [700, 1400], [1280, 2560]]
          .map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/image.png ${w}w`)
          .join(', '),
        src: `/_ipx/${F}&s_1280x2560/image.png`,
      },
    ],
    [
      // PI: 'renders screens as sizes' — NuxtPicture derives these sizes from the screens;
      // written out here. Expected sizes copied exactly (PI is post-#2132).
      'PI: screens as sizes',
      { src: '/image.png', width: 200, height: 200, sizes: 'sm:640px md:768px lg:1024px xl:1280px 2xl:1536px' },
      {
        sizes: '(max-width: 767px) 640px, (max-width: 1023px) 768px, (max-width: 1279px) 1024px, (max-width: 1535px) 1280px, 1536px',
        srcset: [640, 768, 1024, 1280, 1536, 2048, 2560, 3072].map((w) => `/_ipx/${F}&s_${w}x${w}/image.png ${w}w`).join(', '),
        src: `/_ipx/${F}&s_3072x3072/image.png`,
      },
    ],
    [
      // I: 'without sizes' — density descriptors, src is the 1x URL as <NuxtImg> renders it
      'I: without sizes',
      { src: '/image.png', width: 300, height: 400 },
      { sizes: undefined, srcset: `/_ipx/${F}&s_300x400/image.png 1x, /_ipx/${F}&s_600x800/image.png 2x`, src: `/_ipx/${F}&s_300x400/image.png` },
    ],
    [
      // I: 'without sizes, but densities'
      'I: without sizes, densities 1x 2x 3x',
      { src: '/image.png', width: 300, height: 400, densities: '1x 2x 3x' },
      {
        sizes: undefined,
        srcset: `/_ipx/${F}&s_300x400/image.png 1x, /_ipx/${F}&s_600x800/image.png 2x, /_ipx/${F}&s_900x1200/image.png 3x`,
        src: `/_ipx/${F}&s_300x400/image.png`,
      },
    ],
    [
      // D: docs example without width. Upstream v1 renders
      //   sizes  "(max-width: 640px) 100vw, (max-width: 768px) 50vw, 400px"
      //   srcset "w_1 1w, w_2 2w, w_320 320w, w_400 400w, w_640 640w, w_800 800w", src w_800.
      // Ours: v2 media (639/767), and the OUR-DEVIATION for the unprefixed 100vw: resolved
      // against xs (320) → 320w/640w, which coincide with sm:50vw (640 × 0.5) and are de-duplicated.
      'D: 100vw sm:50vw md:400px (deviation: no 1w/2w)',
      { src: '/demo.jpg', sizes: '100vw sm:50vw md:400px' },
      {
        sizes: '(max-width: 639px) 100vw, (max-width: 767px) 50vw, 400px',
        srcset: [320, 400, 640, 800].map((w) => `/_ipx/w_${w}&${F}/demo.jpg ${w}w`).join(', '),
        src: `/_ipx/w_800&${F}/demo.jpg`,
      },
    ],
    [
      // Hand-computed from the algorithm for the brief's form `sm:100vw md:50vw lg:400px`, 4:3.
      'site: sm:100vw md:50vw lg:400px, 4:3',
      { src: '/media/a.jpg', width: 800, height: 600, sizes: 'sm:100vw md:50vw lg:400px' },
      {
        sizes: '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px',
        srcset: [[384, 288], [400, 300], [640, 480], [768, 576], [800, 600], [1280, 960]]
          .map(([w, h]) => `/_ipx/${F}&s_${w}x${h}/media/a.jpg ${w}w`)
          .join(', '),
        src: `/_ipx/${F}&s_1280x960/media/a.jpg`,
      },
    ],
    [
      'site: width only, no sizes',
      { src: '/media/a.jpg', width: 640 },
      { sizes: undefined, srcset: `/_ipx/w_640&${F}/media/a.jpg 1x, /_ipx/w_1280&${F}/media/a.jpg 2x`, src: `/_ipx/w_640&${F}/media/a.jpg` },
    ],
    [
      'site: fit cover comes after quality, before s_',
      { src: '/media/a.jpg', width: 300, height: 300, fit: 'cover' },
      {
        sizes: undefined,
        srcset: `/_ipx/${F}&fit_cover&s_300x300/media/a.jpg 1x, /_ipx/${F}&fit_cover&s_600x600/media/a.jpg 2x`,
        src: `/_ipx/${F}&fit_cover&s_300x300/media/a.jpg`,
      },
    ],
    [
      'object sizes and "px" string width',
      { src: '/a.png', width: '300px', sizes: { md: '50vw', xl: 600 } },
      { sizes: '(max-width: 1279px) 50vw, 600px', srcset: [384, 600, 768, 1200].map((w) => `/_ipx/w_${w}&${F}/a.png ${w}w`).join(', '), src: `/_ipx/w_1200&${F}/a.png` },
    ],
  ];

  it.each(cases)('%s', (_name, options, expected) => {
    expect(getImageSizes(options)).toEqual(expected);
  });

  it('throws on densities that parse to nothing (I: error on invalid densities)', () => {
    expect(() => getImageSizes({ src: 'image.png', width: 200, height: 300, densities: 'x' })).toThrow(Error);
  });

  it('skips size entries it cannot resolve (unknown unit, unknown screen)', () => {
    const result = getImageSizes({ src: '/a.png', sizes: 'sm:50% foo:200px md:400px' });
    expect(result.sizes).toBe('400px');
    expect(result.srcset).toBe(`/_ipx/w_400&${F}/a.png 400w, /_ipx/w_800&${F}/a.png 800w`);
  });
});

describe('helpers', () => {
  it('parseSizes keys unprefixed entries as 1px (upstream) and keeps named ones', () => {
    expect(parseSizes('100vw sm:50vw, lg:400px')).toEqual({ '1px': '100vw', sm: '50vw', lg: '400px' });
  });
  it('parseDensities accepts 1x and x1 forms and de-duplicates', () => {
    expect(parseDensities('x1 2x 2x')).toEqual([1, 2]);
  });
  it('exports the configuration', () => {
    expect(SCREENS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(DENSITIES).toEqual([1, 2]);
  });
});
