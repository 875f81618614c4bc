import { describe, expect, it } from 'vitest';
import { assetEditUrl, browseUrl, parseBrowsePath, previewUrl } from './asset-library';

describe('the asset library’s URLs', () => {
  it.each([
    ['', { kind: 'folder', folder: '' }],
    ['products/beacon', { kind: 'folder', folder: 'products/beacon' }],
    ['products/beacon/hero.jpg/edit', { kind: 'edit', path: 'products/beacon/hero.jpg' }],
    ['hero.jpg/edit', { kind: 'edit', path: 'hero.jpg' }],
    ['products/beacon/hero.jpg/history', { kind: 'history', path: 'products/beacon/hero.jpg' }],
    // A folder named `edit`, and a file-less `edit` at the top, stay folders.
    ['archive/edit', { kind: 'folder', folder: 'archive/edit' }],
    ['edit', { kind: 'folder', folder: 'edit' }],
    ['products//beacon/', { kind: 'folder', folder: 'products/beacon' }],
  ])('reads %j', (splat, target) => {
    expect(parseBrowsePath(splat)).toEqual(target);
  });

  it('builds what it reads back, each segment encoded', () => {
    expect(browseUrl('assets', 'new photos/2026')).toBe('/assets/browse/assets/new%20photos/2026');
    expect(assetEditUrl('assets', 'a b/c#d.jpg', 'de')).toBe('/assets/browse/assets/a%20b/c%23d.jpg/edit?site=de');
    const splat = decodeURIComponent(assetEditUrl('assets', 'a b/c#d.jpg').replace('/assets/browse/assets/', ''));
    expect(parseBrowsePath(splat)).toEqual({ kind: 'edit', path: 'a b/c#d.jpg' });
  });

  it('asks /_ipx for a larger preview of a thumbnail, and shows an SVG as it is', () => {
    expect(previewUrl({ thumbnail: '/_ipx/w_160&f_webp/media/a.jpg', url: '/media/a.jpg', isImage: true })).toBe('/_ipx/w_960&f_webp/media/a.jpg');
    expect(previewUrl({ thumbnail: '/media/logo.svg', url: '/media/logo.svg', isImage: true })).toBe('/media/logo.svg');
    expect(previewUrl({ thumbnail: null, url: '/media/a.pdf', isImage: false })).toBeNull();
  });
});
