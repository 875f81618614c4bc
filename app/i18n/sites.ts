import { findSiteForPath } from './site-path';

/** What the browser may know about a site (language). */
export interface PublicSite {
  handle: string;
  name: string;
  lang: string;
  /** `` for the default site, `/de` for the others. */
  prefix: string;
  /** From the site's locale (`ja_JP` → `JP`); null when the locale names no region. */
  region: string | null;
}

// Injected at build time from resources/sites.yaml (vite.config.ts), the one list of languages.
declare const __SITES__: PublicSite[];

export const SITES: readonly PublicSite[] = __SITES__;
export const DEFAULT_SITE: PublicSite = SITES.find((s) => s.prefix === '') ?? SITES[0]!;

export function siteForPath(pathname: string): PublicSite {
  return findSiteForPath(SITES, pathname);
}

/** The site with this handle (`jp`); the default site for a handle the list does not have. */
export function siteByHandle(handle: string): PublicSite {
  return SITES.find((s) => s.handle === handle) ?? DEFAULT_SITE;
}

export function homeOf(site: PublicSite): string {
  return site.prefix || '/';
}
