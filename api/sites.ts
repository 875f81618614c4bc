import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** A Statamic site from `resources/sites.yaml`. */
export interface Site {
  handle: string;
  name: string;
  /** The site's URL as configured: `/`, `/de/` or an absolute URL. */
  url: string;
  /** Path prefix without trailing slash: `` for `/`, `/de` for `/de/`. */
  prefix: string;
  locale: string;
  /** BCP 47 language tag (Statamic's `lang`, else derived from `locale`). */
  lang: string;
}

const SiteFileSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]*$/i, 'a site handle is letters, digits and underscores'),
  z.object({
    name: z.string().min(1),
    url: z.string().min(1),
    locale: z.string().min(2),
    lang: z.string().min(2).optional(),
    attributes: z.record(z.string(), z.unknown()).optional(),
  }),
);

/**
 * Parses the object read from `resources/sites.yaml`; the first site is the default. A site
 * whose domain or language cannot be used is not fatal (SPEC.md section 8: console warnings
 * only): an unparsable absolute URL falls back to the prefix `/{handle}`, an invalid language
 * tag to the locale's language, and a site repeating another's prefix is left out.
 */
export function parseSites(raw: unknown, warn: (message: string) => void = console.warn): Site[] {
  const parsed = SiteFileSchema.parse(raw);
  const sites: Site[] = [];
  for (const [handle, s] of Object.entries(parsed)) {
    let prefix = sitePrefix(s.url);
    if (prefix === null) {
      warn(`sites.yaml: site "${handle}" has an invalid URL "${s.url}"; serving it under /${handle}`);
      prefix = `/${handle}`;
    }
    const localeLang = s.locale.split(/[_-]/)[0]!.toLowerCase();
    let lang = s.lang ?? localeLang;
    if (!isLanguageTag(lang)) {
      const fallback = isLanguageTag(localeLang) ? localeLang : 'en';
      warn(`sites.yaml: site "${handle}" has an invalid language "${lang}"; using "${fallback}"`);
      lang = fallback;
    }
    const clash = sites.find((other) => other.prefix === prefix);
    if (clash) {
      warn(`sites.yaml: site "${handle}" uses the same URL prefix as "${clash.handle}" ("${prefix || '/'}"); it is left out`);
      continue;
    }
    sites.push({ handle, name: s.name, url: s.url, prefix, locale: s.locale, lang });
  }
  if (sites.length === 0) throw new Error('at least one site is required');
  return sites;
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The path prefix of a site URL (`/de/` or `https://example.com/de/` → `/de`); null when an absolute URL does not parse. */
function sitePrefix(url: string): string | null {
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    if (!URL.canParse(url)) return null;
    path = new URL(url).pathname;
  }
  return ('/' + path).replace(/\/+/g, '/').replace(/\/$/, '');
}

/** Joins a site's prefix and an entry URI into a site-relative URL (`/de` + `/about`). */
export function siteUrl(site: Site, uri: string): string {
  if (uri === '/' || uri === '') return site.prefix || '/';
  return site.prefix + uri;
}

/** Reads `resources/sites.yaml` of a Statamic project root (sync: route generation needs it at config time). */
export function readSitesSync(root: string): Site[] {
  const file = path.join(root, 'resources', 'sites.yaml');
  try {
    return parseSites(parseYaml(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
