import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  const index = {};

  it('returns what was stored for the same index and URL, with a strong ETag of the JSON', () => {
    const cache = new ResponseCache();
    const stored = cache.set(index, '/api/x', { data: 1 }, 0);
    expect(stored.json).toBe('{"data":1}');
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/);
    expect(cache.get(index, '/api/x', 10)).toEqual(stored);
    expect(cache.get(index, '/api/y', 10)).toBeUndefined();
  });

  it('forgets everything when the content index changes (a reload)', () => {
    const cache = new ResponseCache();
    cache.set(index, '/api/x', 1, 0);
    expect(cache.get({}, '/api/x', 0)).toBeUndefined();
    expect(cache.get(index, '/api/x', 0)).toBeUndefined();
  });

  it('expires answers after the TTL, so entries dated in the future appear in time', () => {
    const cache = new ResponseCache(10, 1000);
    cache.set(index, '/api/x', 1, 0);
    expect(cache.get(index, '/api/x', 1000)).toBeDefined();
    expect(cache.get(index, '/api/x', 1001)).toBeUndefined();
  });

  it('keeps only the newest maxEntries URLs', () => {
    const cache = new ResponseCache(2, 60_000);
    cache.set(index, 'a', 1, 0);
    cache.set(index, 'b', 2, 0);
    cache.set(index, 'c', 3, 0);
    expect(cache.get(index, 'a', 0)).toBeUndefined();
    expect(cache.get(index, 'b', 0)?.json).toBe('2');
    expect(cache.get(index, 'c', 0)?.json).toBe('3');
  });
});
