import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../static/files';
import { configurePageCaching, pageCacheHeaders } from './policy';

describe('page caching policy', () => {
  it('without a purger: a minute in shared caches (a change must reach visitors on its own)', () => {
    configurePageCaching({ purging: false, sharedSeconds: 86_400 });
    expect(pageCacheHeaders()).toEqual({ 'Cache-Control': CACHE_CONTROL.page });
  });

  it('with a purger: SHARED_CACHE_SECONDS in shared caches, browsers revalidate, stale for a week on errors', () => {
    configurePageCaching({ purging: true, sharedSeconds: 3_600 });
    expect(pageCacheHeaders()).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600, stale-if-error=604800',
      'CDN-Cache-Control': 'public, max-age=3600, stale-while-revalidate=3600, stale-if-error=604800',
    });
  });
});
