import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

const page = (bytes: number) => ({ bytes });

describe('RenderCache', () => {
  it('answers a kept page for its key and content version only', () => {
    const cache = new RenderCache<{ bytes: number }>(1_000_000);
    const kept = page(1000);
    cache.set('v1', 'browser /news?page=1', kept);
    expect(cache.get('v1', 'browser /news?page=1')).toBe(kept);
    expect(cache.get('v1', 'crawler /news?page=1')).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 1, bytes: kept.bytes, maxBytes: 1_000_000 });
  });

  it('drops every page of the old version as soon as a new content version is asked for', () => {
    const cache = new RenderCache<{ bytes: number }>(1_000_000);
    cache.set('v1', 'browser /a', page(1000));
    expect(cache.get('v2', 'browser /a')).toBeUndefined();
    expect(cache.stats.entries).toBe(0);
    expect(cache.stats.bytes).toBe(0);
    expect(cache.get('v1', 'browser /a')).toBeUndefined();
  });

  it('stays within its size under 10,000 distinct random URLs, least recently used out first', () => {
    const cache = new RenderCache<{ bytes: number }>(2 * 1024 * 1024);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.webPath(), fc.integer({ min: 1, max: 120_000 })), { minLength: 10_000, maxLength: 10_000 }), (requests) => {
        let i = 0;
        for (const [path, bytes] of requests) {
          cache.set('v1', `browser ${path}?page=${i++}`, page(bytes));
          expect(cache.stats.bytes).toBeLessThanOrEqual(cache.maxBytes);
        }
        const recent = `browser recent-${i}`;
        cache.set('v1', recent, page(1000));
        expect(cache.get('v1', recent)).toBeDefined();
      }),
      { numRuns: 2 },
    );
  });

  it('keeps the recently used page when making room', () => {
    const cache = new RenderCache<{ bytes: number }>(10_000);
    cache.set('v1', 'a', page(4000));
    cache.set('v1', 'b', page(4000));
    cache.get('v1', 'a');
    cache.set('v1', 'c', page(4000));
    expect(cache.get('v1', 'a')).toBeDefined();
    expect(cache.get('v1', 'b')).toBeUndefined();
    expect(cache.get('v1', 'c')).toBeDefined();
  });

  it('does not keep a page larger than the whole cache, and replacing a key does not count it twice', () => {
    const cache = new RenderCache<{ bytes: number }>(10_000);
    cache.set('v1', 'huge', page(20_000));
    expect(cache.get('v1', 'huge')).toBeUndefined();
    cache.set('v1', 'a', page(1000));
    cache.set('v1', 'a', page(1000));
    expect(cache.stats).toMatchObject({ entries: 1, bytes: 1000 });
  });
});
