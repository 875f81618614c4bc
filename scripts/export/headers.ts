import type { RoutingSite } from '../../app/lib/routing/redirects';
import { baseSecurityHeaders, pageCsp, RESOURCE_CSP, resourceCsp, type SecurityConfig } from '../../server/security/headers';
import { CACHE_CONTROL } from '../../server/static/files';

/** A page of the export as the header rules see it: its path (export layout), type and inline scripts. */
export interface ExportedPage {
  path: string;
  contentType: string;
  scriptHashes: readonly string[];
  /** Its site's handle. */
  site: string;
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface HeaderInput {
  security: SecurityConfig;
  sites: readonly RoutingSite[];
  /** Every page and feed (not payloads), and each language's 404 page. */
  pages: readonly ExportedPage[];
  /** Files at the top of the export that are no page (favicon…), with their types. */
  rootFiles: readonly { path: string; contentType: string }[];
  /** Cache-Control of image variants, as the image service sends it. */
  imageCacheControl: string;
  /** The one type of every image variant, when they share one (their names keep the source's extension). */
  imageType?: string;
}

export const isHtml = (contentType: string) => contentType.startsWith('text/html');

/**
 * `_headers` for Netlify and Cloudflare Pages. Both add up every rule that matches a path and
 * join a header set twice with a comma, which breaks Cache-Control and makes two policies of a
 * CSP: so Cache-Control and CSP each come from one rule per path, and only `/*` is shared (the
 * headers every answer carries). Cloudflare takes 100 rules: English pages (no prefix) get
 * one rule each with their own script hashes; every other language one rule for its prefix,
 * whose policy allows the inline scripts of that language's pages (decision 034).
 */
export function headerRules(input: HeaderInput): HeaderRule[] {
  const { security } = input;
  const resource = (cacheControl: string, csp = RESOURCE_CSP) => ({ 'Cache-Control': cacheControl, 'Content-Security-Policy': csp });
  const rules: HeaderRule[] = [
    { path: '/*', headers: baseSecurityHeaders(security) },
    { path: '/assets/*', headers: resource(CACHE_CONTROL.immutable) },
    { path: '/builds/meta/*', headers: resource(CACHE_CONTROL.immutable) },
    { path: '/builds/latest.json', headers: resource(CACHE_CONTROL.latest) },
    { path: '/_ipx/*', headers: { ...resource(input.imageCacheControl), ...(input.imageType ? { 'Content-Type': input.imageType } : {}) } },
    // As the server sends the asset container's files: they may be replaced in place.
    { path: '/media/*', headers: { 'Cache-Control': 'public, no-cache' } },
    // The extension is React Router's own; no host knows its type.
    { path: '/*.data', headers: { 'Content-Type': 'text/x-script' } },
    ...input.rootFiles.map((f) => ({ path: f.path, headers: resource(CACHE_CONTROL.file, resourceCsp(f.contentType)) })),
  ];
  const defaultSite = input.sites.find((s) => s.prefix === '') ?? input.sites[0]!;
  for (const page of input.pages.filter((p) => p.site === defaultSite.handle)) {
    rules.push({ path: page.path, headers: resource(CACHE_CONTROL.page, isHtml(page.contentType) ? pageCsp(security, { hashes: page.scriptHashes }) : RESOURCE_CSP) });
  }
  for (const site of input.sites.filter((s) => s.prefix !== '')) {
    const hashes = [...new Set(input.pages.filter((p) => p.site === site.handle && isHtml(p.contentType)).flatMap((p) => p.scriptHashes))].sort();
    const headers = resource(CACHE_CONTROL.page, pageCsp(security, { hashes }));
    rules.push({ path: site.prefix, headers }, { path: `${site.prefix}/*`, headers });
  }
  return rules;
}

export function headersFile(rules: readonly HeaderRule[], header: string): string {
  return `${header}\n${rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n')}\n`;
}
