import fc from 'fast-check';
import { readSitesSync } from '../../../api/sites';
import { PROJECT_ROOT } from '../../../server/env';

/** The kinds of attack the corpus holds; the summary counts requests and statuses per kind. */
export const CATEGORIES = [
  'traversal',
  'open-redirect',
  'overlong',
  'invalid-encoding',
  'locale-prefix',
  'cookie-language',
  'api-query',
  'image-modifiers',
  'methods',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * One request as it goes on the wire. `path` is the raw request-target: each character is
 * one byte (0x21–0xff, written as latin1 by node:http), so invalid UTF-8 and backslashes
 * reach the server unchanged. Header values follow the same rule.
 */
export interface HostileRequest {
  category: Category;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Node's default `--max-http-header-size`: a request head beyond it is answered 431 by Node itself. */
export const NODE_MAX_HEADER_BYTES = 16 * 1024;

/** Bytes of the request line and headers (roughly as sent): above NODE_MAX_HEADER_BYTES Node refuses the request. */
export function headBytes(request: Pick<HostileRequest, 'method' | 'path' | 'headers'>): number {
  let bytes = request.method.length + request.path.length + 12;
  for (const [name, value] of Object.entries(request.headers)) bytes += name.length + value.length + 4;
  return bytes;
}

/** The host every off-site redirect attempt names. */
export const EVIL_HOST = 'evil.example';
/** A header name attempts at CRLF injection try to smuggle into a response (checked by the suite). */
export const INJECTED_HEADER = 'x-hostile-injected';

/**
 * Where the suite serves from: a copy of build/ (so a rebuild by someone else mid-run cannot
 * pull files from under the server), relative to the project root.
 */
export const SERVED_BUILD = '.cache/hostile/build';

/** Canary files the suite writes outside the public folders (relative to the project root): beside client/, in server/, in .cache/. */
export const CANARY_FILES = [`${SERVED_BUILD}/hostile-canary.txt`, `${SERVED_BUILD}/server/hostile-canary.txt`, '.cache/hostile-canary.txt'] as const;

/** Files that must never be served, relative to the project root (or absolute). */
export const PRIVATE_TARGETS = [
  'package.json',
  'server/main.ts',
  'server/env.ts',
  '.env',
  'tsconfig.json',
  'build/site.json',
  'build/server/index.js',
  'build/build-time.json',
  'content/collections/pages/en/about.md',
  'content/collections/pages/en/home.md',
  'content/globals/redirects.yaml',
  'resources/sites.yaml',
  // The canaries, from the project root and from the served build's folder (`build/…` there).
  ...CANARY_FILES,
  'build/hostile-canary.txt',
  'build/server/hostile-canary.txt',
  'hostile-canary.txt',
  'server/hostile-canary.txt',
  '/etc/passwd',
  '/etc/hostname',
  '/proc/self/environ',
] as const;

/** Language prefixes of the site (`''` for English), read from resources/sites.yaml like the server does. */
export const PREFIXES: readonly string[] = readSitesSync(PROJECT_ROOT).map((site) => site.prefix);

/** Site paths without a language prefix: prerendered pages, rendered pages, feeds and legacy paths. */
export const SITE_PATHS = [
  '/',
  '/news',
  '/news/rss.xml',
  '/products',
  '/products/beacon',
  '/products/slate-one',
  '/downloads',
  '/support/downloads',
  '/support/downloads/beacon-fw-2.1',
  '/about',
  '/imprint',
  '/privacy',
  '/sitemap.xml',
  '/robots.txt',
  '/shop',
  '/store',
  '/beacon',
  '/nowhere',
] as const;

/** Folders the server answers files from (build files from memory, media from disk). */
export const STATIC_DIRS = ['/assets/', '/media/', '/media/products/beacon/', '/builds/', '/builds/meta/', '/'] as const;

/** A real, small image under public/: the few requests that make ipx transform use it. */
export const REAL_IMAGE = 'media/brand/og-default.jpg';

/** A browser's user agent (Node's has none, and crawlers get no language redirect). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** Percent-encodes every byte of a latin1 string (`..` → `%2e%2e`), in lower or upper case. */
export function percentAll(bytes: string, upper = false): string {
  return [...bytes].map((ch) => '%' + ch.charCodeAt(0).toString(16).padStart(2, '0')).join('')[upper ? 'toUpperCase' : 'toLowerCase']();
}

/** UTF-8 text as a latin1 byte string (what node:http writes for a path or header value). */
export function utf8Bytes(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** Encodes a query value so it survives as one parameter (`&`, `#`, `%`, space and non-ASCII escaped). */
export function queryValue(value: string): string {
  return encodeURIComponent(value);
}

/** `…/x` + `?q` joined without doubling the separator. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

export const oneOf = <T>(...values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** A request with defaults filled in. */
export function request(category: Category, path: string, extra: Partial<Omit<HostileRequest, 'category' | 'path'>> = {}): HostileRequest {
  return { category, method: extra.method ?? 'GET', path, headers: extra.headers ?? {}, ...(extra.body !== undefined ? { body: extra.body } : {}) };
}
