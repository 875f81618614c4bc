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

/** Parses the object read from `resources/sites.yaml`; the first site is the default. */
export function parseSites(raw: unknown): Site[] {
  const parsed = SiteFileSchema.parse(raw);
  const sites = Object.entries(parsed).map(([handle, s]) => ({
    handle,
    name: s.name,
    url: s.url,
    prefix: sitePrefix(s.url),
    locale: s.locale,
    lang: s.lang ?? s.locale.split(/[_-]/)[0]!.toLowerCase(),
  }));
  if (sites.length === 0) throw new Error('at least one site is required');
  return sites;
}

function sitePrefix(url: string): string {
  const path = /^https?:\/\//i.test(url) ? new URL(url).pathname : url;
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
