/**
 * Document titles and head tags, built by the loaders: route `meta` functions only hand on
 * what the loader returned, so none of this code comes to the browser.
 */
import type { MetaDescriptor } from 'react-router';
import type { ErrorTitles } from '../root-data';
import type { Img, SeoDefaults, Shell } from './shell';
import { serverT } from './translate.server';
import { SITES } from '../i18n/sites';

export interface PageSeo {
  /** The page's own title; the site name and separator are added here. */
  title: string;
  description: string;
  /** Absolute URL of this page (canonical). */
  canonical: string;
  /** Site handle → absolute URL of this page in that language. */
  alternates: Record<string, string>;
  /** Language tag of the page (`ja`). */
  lang: string;
  image: Img | null;
  type?: 'website' | 'article' | 'product';
}

/** `{page title} | {site name}`; the home page is the site name alone. */
export function pageTitle(title: string, seo: SeoDefaults): string {
  return !title || title === seo.siteName ? seo.siteName : `${title} ${seo.separator} ${seo.siteName}`;
}

/**
 * The error pages' titles in a language (WCAG 2.4.2): the error_page global's heading, as the
 * page shows it; for 503 (content down, the global is not there then) the catalog's heading.
 */
export function errorTitles(shell: Pick<Shell, 'errorPage' | 'seo'>, site: string): ErrorTitles {
  const heading = shell.errorPage?.heading;
  return {
    notFound: pageTitle(heading || 'Not Found', shell.seo),
    serverError: pageTitle(heading || 'Server Error', shell.seo),
    unavailable: pageTitle(serverT(site)('error.unavailable'), shell.seo),
  };
}

/** Title, description, Open Graph, Twitter, canonical and hreflang (all six plus x-default). */
export function seoMeta(page: PageSeo, defaults: SeoDefaults, origin: string): MetaDescriptor[] {
  const title = pageTitle(page.title, defaults);
  const description = page.description || defaults.description;
  const image = page.image ?? defaults.ogImage;
  const imageUrl = image ? new URL(image.url, origin).href : null;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: defaults.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: page.canonical },
    { property: 'og:locale', content: page.lang.replace('-', '_') },
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
  ];
  if (defaults.twitter) meta.push({ name: 'twitter:site', content: defaults.twitter });
  if (imageUrl) {
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
    if (image?.alt) meta.push({ property: 'og:image:alt', content: image.alt });
  }
  for (const site of SITES) {
    const href = page.alternates[site.handle];
    if (href) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: site.lang, href });
  }
  const fallback = page.alternates[SITES.find((s) => s.prefix === '')?.handle ?? 'en'];
  if (fallback) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: fallback });
  return meta;
}
