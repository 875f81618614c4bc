/** sitemap.xml writing: one `<url>` per page per language, with every language version as hreflang alternates. */
import { escapeXml, xmlElement } from './xml';

export interface SitemapVersion {
  /** Site-relative URL of this language version. */
  url: string;
  /** Last modification (any date content carries), or null. */
  lastmod: unknown;
}

/** One page in all its languages: site handle → version. */
export type SitemapGroup = Record<string, SitemapVersion>;

export interface SitemapSite {
  handle: string;
  lang: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

/** A W3C datetime for `<lastmod>`: the date alone at midnight UTC, else the full time; null for no or a bad date. */
export function w3cDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return iso.endsWith('T00:00:00Z') ? iso.slice(0, 10) : iso;
}

/**
 * The `<url>` list: every version of every group, each listing all versions of its group
 * (itself included) and x-default (the default site's version, when there is one).
 */
export function sitemapUrls(groups: SitemapGroup[], sites: readonly SitemapSite[], defaultSite: string, origin: string): SitemapUrl[] {
  const abs = (path: string) => new URL(path, origin).href;
  return groups.flatMap((group) => {
    const versions = sites.flatMap((s) => (group[s.handle] ? [{ site: s, version: group[s.handle]! }] : []));
    const alternates = versions.map(({ site, version }) => ({ hreflang: site.lang, href: abs(version.url) }));
    const fallback = group[defaultSite];
    if (fallback) alternates.push({ hreflang: 'x-default', href: abs(fallback.url) });
    return versions.map(({ version }) => ({ loc: abs(version.url), lastmod: w3cDate(version.lastmod), alternates }));
  });
}

export function buildSitemap(urls: SitemapUrl[]): string {
  const body = urls.map((u) =>
    [
      '  <url>',
      `    ${xmlElement('loc', u.loc)}`,
      ...(u.lastmod ? [`    ${xmlElement('lastmod', u.lastmod)}`] : []),
      ...u.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}
