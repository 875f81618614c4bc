import { describe, expect, it } from 'vitest';
import { buildSitemap, sitemapUrls, w3cDate } from './sitemap';

const SITES = [
  { handle: 'en', lang: 'en' },
  { handle: 'de', lang: 'de' },
  { handle: 'jp', lang: 'ja' },
];
const ORIGIN = 'https://kairotone.example';

describe('w3cDate', () => {
  it('writes the date alone at midnight UTC, else the full time', () => {
    expect(w3cDate('2026-10-12T00:00:00+00:00')).toBe('2026-10-12');
    expect(w3cDate('2026-10-12T08:15:30+02:00')).toBe('2026-10-12T06:15:30Z');
    expect(w3cDate(1791763200)).toBe('2026-10-12');
  });

  it('is null for missing or unreadable dates', () => {
    expect(w3cDate(null)).toBeNull();
    expect(w3cDate(undefined)).toBeNull();
    expect(w3cDate('')).toBeNull();
    expect(w3cDate('soon')).toBeNull();
    expect(w3cDate({})).toBeNull();
  });
});

describe('sitemapUrls', () => {
  const urls = sitemapUrls(
    [
      { en: { url: '/about', lastmod: null }, de: { url: '/de/ueber-uns', lastmod: '2026-05-01T00:00:00Z' }, jp: { url: '/jp/about', lastmod: null } },
      { de: { url: '/de/nur-deutsch', lastmod: null } },
    ],
    SITES,
    'en',
    ORIGIN,
  );

  it('lists every language version with all versions and x-default as alternates', () => {
    expect(urls.map((u) => u.loc)).toEqual([`${ORIGIN}/about`, `${ORIGIN}/de/ueber-uns`, `${ORIGIN}/jp/about`, `${ORIGIN}/de/nur-deutsch`]);
    expect(urls[1]!.lastmod).toBe('2026-05-01');
    expect(urls[1]!.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/about` },
      { hreflang: 'de', href: `${ORIGIN}/de/ueber-uns` },
      { hreflang: 'ja', href: `${ORIGIN}/jp/about` },
      { hreflang: 'x-default', href: `${ORIGIN}/about` },
    ]);
  });

  it('has no x-default without a default-language version', () => {
    expect(urls[3]!.alternates).toEqual([{ hreflang: 'de', href: `${ORIGIN}/de/nur-deutsch` }]);
  });
});

describe('buildSitemap', () => {
  it('writes a urlset with the xhtml namespace, escaped', () => {
    const xml = buildSitemap([
      { loc: `${ORIGIN}/news?filter=a&b`, lastmod: '2026-10-12', alternates: [{ hreflang: 'x-default', href: `${ORIGIN}/news?filter=a&b` }] },
      { loc: `${ORIGIN}/`, lastmod: null, alternates: [] },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        `    <loc>${ORIGIN}/news?filter=a&amp;b</loc>`,
        '    <lastmod>2026-10-12</lastmod>',
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/news?filter=a&amp;b"/>`,
        '  </url>',
        '  <url>',
        `    <loc>${ORIGIN}/</loc>`,
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
