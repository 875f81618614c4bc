/**
 * schema.org JSON-LD objects for the page templates, built by the loaders and handed to the
 * page as head tags (jsonLdTag), so none of this code comes to the browser. Pure builders:
 * every URL passed in is absolute already; empty values are left out rather than written as
 * "" or null.
 */
import type { MetaDescriptor } from 'react-router';
import type { Price } from './price.server';
import type { Shell } from './shell';

export type JsonLdObject = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Drops keys whose value is undefined, null, '' or an empty list. */
function compact(obj: JsonLdObject): JsonLdObject {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

export interface Crumb {
  name: string;
  /** Site-relative path. */
  url: string;
}

export function breadcrumbListLd(crumbs: Crumb[], origin: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: new URL(c.url, origin).href })),
  };
}

/** JSON-LD as React Router's meta descriptors take it. */
type LdJson = Extract<MetaDescriptor, { 'script:ld+json': unknown }>['script:ld+json'];

/**
 * A JSON-LD object as a head tag: React Router's <Meta> writes it as a
 * `<script type="application/ld+json">` with `<`, `>`, `&` and the JS line separators
 * escaped, so no content can close the script (the builders here return only JSON values).
 */
export function jsonLdTag(data: JsonLdObject): MetaDescriptor {
  return { 'script:ld+json': data as LdJson };
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  sameAs: string[];
}

/** The site as an organization: its name from the seo global, its http(s) social profiles. */
export function siteOrganization(shell: Pick<Shell, 'seo' | 'social'>, origin: string): OrganizationInput {
  return {
    name: shell.seo.siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: shell.social.map((s) => s.url).filter((u) => /^https?:\/\//i.test(u)),
  };
}

/** The publisher (nested, without @context) or the home page's Organization (with it). */
export function organizationLd({ name, url, logo, sameAs }: OrganizationInput, nested = false): JsonLdObject {
  return compact({
    ...(nested ? {} : { '@context': CONTEXT }),
    '@type': 'Organization',
    name,
    url,
    logo: { '@type': 'ImageObject', url: logo },
    sameAs: nested ? undefined : sameAs,
  });
}

export interface ProductInput {
  name: string;
  description: string;
  url: string;
  image: string | null;
  brand: string;
  price: Price | null;
  shopUrl: string | null;
}

export function productLd(p: ProductInput): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    url: p.url,
    image: p.image ? [p.image] : undefined,
    brand: { '@type': 'Brand', name: p.brand },
    offers: p.price
      ? compact({ '@type': 'Offer', price: p.price.amount, priceCurrency: p.price.currency, url: p.shopUrl ?? p.url })
      : undefined,
  });
}

export interface NewsArticleInput {
  headline: string;
  description: string;
  url: string;
  datePublished: string | null;
  dateModified: string | null;
  author: string | null;
  image: string | null;
  lang: string;
  publisher: OrganizationInput;
}

export function newsArticleLd(a: NewsArticleInput): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    author: a.author ? [{ '@type': 'Person', name: a.author }] : undefined,
    image: a.image ? [a.image] : undefined,
    inLanguage: a.lang,
    publisher: organizationLd(a.publisher, true),
  });
}

export type DownloadKind = 'app' | 'firmware' | 'manual';

export interface DownloadFileInput {
  label: string;
  url: string;
}

export interface DownloadInput {
  kind: DownloadKind;
  name: string;
  description: string;
  url: string;
  version: string | null;
  datePublished: string | null;
  /** Display names of the platforms (`macOS, Windows`). */
  operatingSystems: string[];
  size: number | null;
  files: DownloadFileInput[];
  lang: string;
  /** The product the download belongs to, if any. */
  product: { name: string; url: string } | null;
  publisher: OrganizationInput;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf', zip: 'application/zip', dmg: 'application/x-apple-diskimage', exe: 'application/vnd.microsoft.portable-executable',
  deb: 'application/vnd.debian.binary-package', appimage: 'application/x-executable', apk: 'application/vnd.android.package-archive',
};

function encodingFormat(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return ext ? MIME_BY_EXTENSION[ext] : undefined;
}

/** `131268608` → `131.3 MB` (schema.org fileSize is free text). */
export function fileSizeText(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit > 1 ? Math.round(value * 10) / 10 : Math.round(value)} ${units[unit]}`;
}

/** Apps and firmware are a SoftwareApplication; manuals a DigitalDocument with their files as encodings. */
export function downloadLd(d: DownloadInput): JsonLdObject {
  const common = {
    '@context': CONTEXT,
    name: d.name,
    description: d.description,
    url: d.url,
    datePublished: d.datePublished,
    inLanguage: d.lang,
    publisher: organizationLd(d.publisher, true),
  };
  if (d.kind === 'manual') {
    return compact({
      ...common,
      '@type': 'DigitalDocument',
      version: d.version,
      about: d.product ? { '@type': 'Product', name: d.product.name, url: d.product.url } : undefined,
      encoding: d.files.map((f) => compact({ '@type': 'MediaObject', name: f.label, contentUrl: f.url, encodingFormat: encodingFormat(f.url) })),
    });
  }
  return compact({
    ...common,
    '@type': 'SoftwareApplication',
    applicationCategory: d.kind === 'firmware' ? 'UtilitiesApplication' : 'MultimediaApplication',
    operatingSystem: d.operatingSystems.join(', '),
    softwareVersion: d.version,
    fileSize: d.size ? fileSizeText(d.size) : undefined,
    downloadUrl: d.files.length === 1 ? d.files[0]!.url : d.files.map((f) => f.url),
  });
}
