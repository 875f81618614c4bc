import { describe, expect, it } from 'vitest';
import { collectionTag, entryTag, globalTag, headersForTags, MISSING_TAG, navTag, safeTag, siteTag, TAG_LIMITS, tagHeaders, tagsOf, termsTag } from './tags';

/** The bytes of a header value (they are ASCII once escaped; counted as UTF-8 to be sure). */
const bytes = (value: string) => Buffer.byteLength(value, 'utf8');

describe('the tag vocabulary', () => {
  it('names each kind of content with its short prefix', () => {
    expect([entryTag('a1'), collectionTag('news', 'de'), navTag('main', 'fr'), globalTag('seo', 'jp'), termsTag('topics', 'zh'), siteTag('en'), MISSING_TAG]).toEqual(['e:a1', 'c:news:de', 'n:main:fr', 'g:seo:jp', 't:topics:zh', 's:en', 'missing']);
  });
});

describe('tagHeaders: the three headers', () => {
  it('gives Surrogate-Key and xkey separated by spaces and Cache-Tag by commas, the same tags in each', () => {
    const headers = tagHeaders(['c:news:de', 'g:seo:de'], 'de');
    expect(headers).toEqual({ 'Surrogate-Key': 's:de c:news:de g:seo:de', 'Cache-Tag': 's:de,c:news:de,g:seo:de', xkey: 's:de c:news:de g:seo:de' });
  });

  it('puts the site tag first even when it sorts after the others', () => {
    // `s:zh` sorts after `c:…` and `g:…`: it leads anyway (it is never dropped).
    expect(tagHeaders(['g:seo:zh', 'c:news:zh'], 'zh')['Surrogate-Key']!.split(' ')[0]).toBe('s:zh');
  });

  it('a render that read nothing still carries its site tag (a new build purges it)', () => {
    expect(tagHeaders([], 'fr')).toEqual({ 'Surrogate-Key': 's:fr', 'Cache-Tag': 's:fr', xkey: 's:fr' });
  });

  it('names the site tag once when the render noted it too', () => {
    expect(tagHeaders(['s:de', 'n:main:de', 's:de'], 'de')['Surrogate-Key']).toBe('s:de n:main:de');
  });

  it('names a duplicate tag once', () => {
    expect(tagsOf(new Headers(tagHeaders(['e:1', 'e:1', 'missing', 'missing'], 'en')))).toEqual(['s:en', 'missing', 'e:1']);
  });

  it('keeps two ids apart that would look alike escaped (`%` is escaped too)', () => {
    expect(tagsOf(new Headers(tagHeaders(['e:a b', 'e:a b', 'e:a%20b'], 'en')))).toEqual(['s:en', 'e:a%20b', 'e:a%2520b']);
  });

  it('lists broad tags before entries', () => {
    expect(tagHeaders(['e:0', 'missing', 'c:news:en', 'e:1', 'n:main:en'], 'en')['Surrogate-Key']).toBe('s:en c:news:en missing n:main:en e:0 e:1');
  });

  it('tagsOf reads back the tags of an answer, and none from one without', () => {
    expect(tagsOf(new Headers(headersForTags(['s:en', 'e:1'])))).toEqual(['s:en', 'e:1']);
    expect(tagsOf(new Headers())).toEqual([]);
    expect(headersForTags([])).toEqual({});
  });
});

describe('tagHeaders: the 16,000-byte budget', () => {
  /** `count` entry tags of 40 bytes each (`e:` and 38 digits), so the sums are easy. */
  const entries = (count: number) => Array.from({ length: count }, (_, i) => entryTag(String(i).padStart(38, '0')));

  it('keeps every tag while the header fits', () => {
    const tags = entries(300);
    const header = tagHeaders(tags, 'en')['Surrogate-Key']!;
    expect(header.split(' ')).toHaveLength(301);
    expect(bytes(header)).toBeLessThanOrEqual(TAG_LIMITS.headerBytes);
  });

  it('stops at 16,000 bytes: each header at most that, the last tag that fits kept, the next not', () => {
    // `s:en` (4) + n × (1 + 40) ≤ 16,000 → n = 390 entries; the 391st would make 16,035.
    const headers = tagHeaders(entries(1_000), 'en');
    for (const value of Object.values(headers)) expect(bytes(value)).toBeLessThanOrEqual(TAG_LIMITS.headerBytes);
    const kept = headers['Surrogate-Key']!.split(' ');
    expect(kept).toHaveLength(1 + 390);
    expect(bytes(headers['Surrogate-Key']!)).toBe(4 + 390 * 41);
  });

  it('drops entries first: every list, menu and global stays when entries overflow', () => {
    const broad = [collectionTag('news', 'en'), navTag('main', 'en'), navTag('footer', 'en'), globalTag('seo', 'en'), termsTag('topics', 'en'), MISSING_TAG];
    // Broad tags given last: the order given does not decide what is dropped.
    const kept = tagsOf(new Headers(tagHeaders([...entries(1_000), ...broad], 'en')));
    expect(kept.slice(0, 1 + broad.length)).toEqual(['s:en', ...[...broad].sort()]);
    expect(kept.slice(1 + broad.length).every((tag) => tag.startsWith('e:'))).toBe(true);
    expect(kept.length).toBeLessThan(1 + broad.length + 1_000);
  });

  it('keeps the site tag when the other tags alone would fill the budget', () => {
    const kept = tagsOf(new Headers(tagHeaders(entries(1_000), 'de')));
    expect(kept[0]).toBe('s:de');
  });
});

describe('safeTag: what a CDN accepts in a tag', () => {
  it('leaves printable ASCII as it is', () => {
    expect(safeTag('e:4f2a-b_c.d~!*()')).toBe('e:4f2a-b_c.d~!*()');
  });

  it('escapes spaces (the Surrogate-Key and xkey separator)', () => {
    expect(safeTag('e:summer sale')).toBe('e:summer%20sale');
  });

  it('escapes commas (the Cache-Tag separator) and the escape character itself', () => {
    expect(safeTag('e:a,b')).toBe('e:a%2Cb');
    expect(safeTag('e:100%')).toBe('e:100%25');
  });

  it('escapes control characters', () => {
    expect(safeTag('e:a\tb\nc')).toBe('e:a%09b%0Ac');
  });

  it('escapes non-ASCII as UTF-8', () => {
    expect(safeTag('e:café')).toBe('e:caf%C3%A9');
    expect(safeTag('n:主导航:zh')).toBe('n:%E4%B8%BB%E5%AF%BC%E8%88%AA:zh');
  });

  it('escapes a character beyond the BMP (an emoji: two UTF-16 units) whole', () => {
    expect(safeTag('e:🎹')).toBe('e:%F0%9F%8E%B9');
  });

  it('tagHeaders escapes what it is given, so no tag splits in two', () => {
    const headers = tagHeaders(['e:a b,c'], 'en');
    expect(headers['Surrogate-Key']).toBe('s:en e:a%20b%2Cc');
    expect(headers['Cache-Tag']).toBe('s:en,e:a%20b%2Cc');
  });

  it('cuts a tag at 1,024 bytes', () => {
    expect(safeTag(`e:${'x'.repeat(2_000)}`)).toBe(`e:${'x'.repeat(1_022)}`);
    expect(safeTag(`e:${'x'.repeat(1_022)}`)).toHaveLength(1_024);
  });

  it('cuts after escaping: a tag of non-ASCII characters is at most 1,024 bytes too', () => {
    const tag = safeTag(`e:${'é'.repeat(1_000)}`);
    expect(bytes(tag)).toBe(1_024);
    expect(tag.startsWith('e:%C3%A9%C3%A9')).toBe(true);
  });

  it('two tags that differ only past 1,024 bytes become one', () => {
    const long = `e:${'x'.repeat(1_100)}`;
    expect(tagsOf(new Headers(tagHeaders([`${long}a`, `${long}b`], 'en')))).toEqual(['s:en', safeTag(long)]);
  });
});
