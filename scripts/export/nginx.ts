import type { RoutingSite } from '../../app/lib/routing/redirects';
import { baseSecurityHeaders, pageCsp, RESOURCE_CSP, resourceCsp, type SecurityConfig } from '../../server/security/headers';
import { CACHE_CONTROL } from '../../server/static/files';
import { isHtml } from './headers';
import type { ExportRedirect } from './redirects';

/** A file the include serves at exactly one path: a page, its payload, a feed, a 404 page. */
export interface NginxPage {
  /** The request path (export layout: `/de/news/_filter/events`). */
  path: string;
  /** The file under the export (`/de/news/_filter/events.html`). */
  file: string;
  contentType: string;
  scriptHashes: readonly string[];
  /** Pages whose route reads parameters: the request's query picks one of these variants. */
  variants?: { query: string; path: string }[];
  reads?: readonly string[];
  /** 404 pages: only ever served for a missing path. */
  notFound?: boolean;
}

export interface NginxInput {
  security: SecurityConfig;
  sites: readonly RoutingSite[];
  redirects: readonly ExportRedirect[];
  pages: readonly NginxPage[];
  rootFiles: readonly { path: string; contentType: string }[];
  imageCacheControl: string;
  imageType?: string;
}

/** A quoted nginx string; nginx has no escape for `$` (a variable), so a value with one is refused. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`cannot write ${JSON.stringify(value)} into the nginx include: nginx reads $ as a variable`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}
const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, (c) => (c === '/' ? '/' : `\\${c}`));

/** add_header lines: a location with its own add_header drops every inherited one, so each carries them all. */
function headerLines(headers: Record<string, string>, indent = '        '): string[] {
  return Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/**
 * The nginx include of the export: the same rules as `_redirects` and `_headers`, to be
 * `include`d inside a `server {}` whose `root` is the export (it sets nothing outside it).
 * Every page and payload is an exact location with its own headers (its own CSP: nginx has
 * no limit on rules); query parameters a page reads pick its prerendered variant; every
 * other path under a language prefix is that language's 404 page; the rules files and the
 * build's own file names (`.html`, `.gz`) are no addresses.
 */
export function nginxInclude(input: NginxInput, header: string): string {
  const { security } = input;
  const base = baseSecurityHeaders(security);
  const resource = (cacheControl: string, csp = RESOURCE_CSP) => ({ ...base, 'Cache-Control': cacheControl, 'Content-Security-Policy': csp });
  const out: string[] = [
    header,
    '# nginx answers relative redirects as the server does (Location: /de/…), and keeps // as it is.',
    'absolute_redirect off;',
    'merge_slashes off;',
    'gzip_static on;',
    'gzip_vary on;',
    'charset utf-8;',
    'charset_types text/html text/xml text/plain text/css application/javascript application/json application/xml application/rss+xml image/svg+xml;',
    'error_page 404 /404.html;',
  ];

  // The parameters pages read, in one canonical string (sorted by name) the page locations match against.
  const names = [...new Set(input.pages.flatMap((p) => p.reads ?? []))].sort();
  if (names.length) {
    out.push('', '# The query parameters pages read (first value each), as "&filter=events&page=2".', 'set $export_query "";');
    for (const name of names) out.push(`if ($arg_${name} != "") {`, `    set $export_query "\${export_query}&${name}=$arg_${name}";`, '}');
  }

  out.push('', '# Not for visitors: the static hosts’ rules files.', 'location = /_redirects { return 404; }', 'location = /_headers { return 404; }');

  out.push('', '# /path/ → /path, query kept (never for // or /\\, which stay off-site).', 'location ~ "^(/(?![/\\x5c]).*?)/+$" {', '    return 301 $1$is_args$args;', '}');
  out.push('', '# The content’s redirect rules in every language, then the downloads hub: the first match wins.');
  for (const rule of input.redirects) {
    // Query rewrites live in the pages' locations below, 404 pages in error_page.
    if (rule.status === 200 || rule.status === 404) continue;
    const target = quote(rule.to);
    if (rule.from.endsWith('*')) out.push(`location ~ "^${regexEscape(rule.from.slice(0, -1))}" {`, `    return ${rule.status} ${target};`, '}');
    else out.push(`location = ${rule.from} {`, `    return ${rule.status} ${target};`, '}');
  }

  out.push('', '# The build’s own file names are no addresses; each language answers its own 404 page.');
  for (const site of input.sites.filter((s) => s.prefix !== '')) {
    out.push(`location ~ "^${regexEscape(site.prefix)}/.*\\.(?:html|gz|br)$" {`, '    return 404;', `    error_page 404 ${site.prefix}/404.html;`, '}');
  }
  out.push('location ~ "\\.(?:html|gz|br)$" {', '    return 404;', '}', 'location ~ "/\\." {', '    return 404;', '}');

  out.push('', '# Pages, payloads and feeds: each with the headers our server sends for it.');
  for (const page of input.pages) {
    out.push(`location = ${quote(page.path)} {`);
    if (page.notFound) out.push('    internal;');
    for (const variant of page.variants ?? []) out.push(`    if ($export_query ~ "${queryPattern(variant.query, page.reads ?? [], names)}") {`, `        rewrite ^ ${variant.path} last;`, '    }');
    if (!page.contentType.startsWith('text/html')) out.push('    types { }', `    default_type ${page.contentType.split(';')[0]};`);
    const csp = isHtml(page.contentType) ? pageCsp(security, { hashes: page.scriptHashes }) : RESOURCE_CSP;
    out.push(`    try_files ${page.file} =404;`, ...headerLines(resource(page.notFound ? 'no-store' : CACHE_CONTROL.page, csp), '    '), '}');
  }

  out.push('', '# Everything else under a language prefix is missing: that language’s 404 page.');
  for (const site of input.sites.filter((s) => s.prefix !== '')) out.push(`location ${site.prefix}/ {`, '    return 404;', `    error_page 404 ${site.prefix}/404.html;`, '}');

  out.push('', '# Files.');
  const files: [string, Record<string, string>, string[]][] = [
    ['/assets/', resource(CACHE_CONTROL.immutable), []],
    ['/builds/meta/', resource(CACHE_CONTROL.immutable), []],
    ['= /builds/latest.json', resource(CACHE_CONTROL.latest), []],
    ['/_ipx/', resource(input.imageCacheControl), input.imageType ? ['types { }', `default_type ${input.imageType};`] : []],
    ['/media/', { ...base, 'Cache-Control': 'public, no-cache' }, []],
    ...input.rootFiles.map((f): [string, Record<string, string>, string[]] => [`= ${f.path}`, resource(CACHE_CONTROL.file, resourceCsp(f.contentType)), []]),
  ];
  for (const [where, headers, extra] of files) out.push(`location ${where} {`, ...extra.map((l) => `    ${l}`), '    try_files $uri =404;', ...headerLines(headers, '    '), '}');
  out.push('location / {', '    return 404;', '}');
  return `${out.join('\n')}\n`;
}

/**
 * A regex over `$export_query` for one prerendered variant (server/pages/query.ts keys a page by
 * the parameters its route reads): those the variant has with its values, the page's other
 * read parameters absent, parameters the page does not read anything.
 */
export function queryPattern(query: string, reads: readonly string[], names: readonly string[]): string {
  const values = new URLSearchParams(query);
  const parts = names.map((name) => {
    if (!reads.includes(name)) return `(?:&${regexEscape(name)}=[^&]*)?`;
    const value = values.get(name);
    return value === null ? '' : `&${regexEscape(name)}=${regexEscape(value)}`;
  });
  return `^${parts.join('')}$`;
}
