import { describe, expect, it } from 'vitest';
import { Assets, type AssetMeta } from './assets';

const SITE_URL = 'http://example.test';

function assets(meta: Record<string, AssetMeta>): Assets {
  const a = new Assets();
  a.containers.set('assets', { handle: 'assets', dir: 'public/assets', urlPath: '/assets', allows: { uploads: true, moving: true, renaming: true, folders: true } });
  for (const [path, m] of Object.entries(meta)) a.meta.set(`assets::${path}`, m);
  return a;
}

describe('Assets.resolve', () => {
  const library = assets({
    'products/beacon/hero.jpg': {
      data: { alt: 'Beacon on a camera', alt_de: 'Beacon an einer Kamera', alt_fr: '', alt_es: '   ', alt_jp: null },
      width: 2400,
      height: 1350,
      mimeType: 'image/jpeg',
    },
    'social/youtube.svg': { data: {} },
  });

  const alts: { name: string; path: string; site: string; expected: string | null }[] = [
    { name: 'the default site reads alt', path: 'products/beacon/hero.jpg', site: 'en', expected: 'Beacon on a camera' },
    { name: 'a site reads its own alt_{site}', path: 'products/beacon/hero.jpg', site: 'de', expected: 'Beacon an einer Kamera' },
    { name: 'an empty alt_{site} falls back to alt', path: 'products/beacon/hero.jpg', site: 'fr', expected: 'Beacon on a camera' },
    { name: 'a blank alt_{site} falls back to alt', path: 'products/beacon/hero.jpg', site: 'es', expected: 'Beacon on a camera' },
    { name: 'a null alt_{site} falls back to alt', path: 'products/beacon/hero.jpg', site: 'jp', expected: 'Beacon on a camera' },
    { name: 'a missing alt_{site} falls back to alt', path: 'products/beacon/hero.jpg', site: 'zh', expected: 'Beacon on a camera' },
    { name: 'metadata without any alt gives null', path: 'social/youtube.svg', site: 'de', expected: null },
    { name: 'an asset without metadata gives null', path: 'brand/og-default.jpg', site: 'de', expected: null },
  ];

  it.each(alts)('$name', ({ path, site, expected }) => {
    expect(library.resolve(path, site, SITE_URL).alt).toBe(expected);
  });

  it('shapes an asset as Statamic\'s API does, with the dimensions from its metadata', () => {
    expect(library.resolve('products/beacon/hero.jpg', 'de', SITE_URL)).toEqual({
      id: 'assets::products/beacon/hero.jpg',
      url: '/assets/products/beacon/hero.jpg',
      permalink: 'http://example.test/assets/products/beacon/hero.jpg',
      api_url: 'http://example.test/api/assets/assets/products/beacon/hero.jpg',
      path: 'products/beacon/hero.jpg',
      filename: 'hero',
      extension: 'jpg',
      is_image: true,
      alt: 'Beacon an einer Kamera',
      width: 2400,
      height: 1350,
      mime_type: 'image/jpeg',
    });
  });

  it('accepts a container::path reference', () => {
    expect(library.resolve('assets::social/youtube.svg', 'en', SITE_URL)).toMatchObject({ id: 'assets::social/youtube.svg', url: '/assets/social/youtube.svg', extension: 'svg' });
  });
});
