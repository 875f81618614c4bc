import { baseSecurityHeaders, pageCsp, RESOURCE_CSP, resourceCsp, type SecurityConfig } from '../../server/security/headers';
import { escapeHtml } from '../../server/pages/templates';
import { CACHE_CONTROL } from '../../server/static/files';
import type { ExportHost } from './limits';

/** A page of the export as the header rules see it: its path (export layout), type and inline scripts. */
export interface ExportedPage {
  path: string;
  contentType: string;
  scriptHashes: readonly string[];
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface HeaderInput {
  security: SecurityConfig;
  /** Every page and feed (not payloads). */
  pages: readonly ExportedPage[];
  /** Files at the top of the export that are no page (favicon…), with their types. */
  rootFiles: readonly { path: string; contentType: string }[];
  /** Cache-Control of image variants, as the image service sends it. */
  imageCacheControl: string;
  /** The one type of every image variant, when they share one (their names keep the source's extension). */
  imageType?: string;
  /** `cloudflare`: pages carry their policy in a `<meta>` (`withCspMeta`), not a rule each. */
  host: ExportHost;
}

export const isHtml = (contentType: string) => contentType.startsWith('text/html');

/**
 * `_headers` for Netlify and Cloudflare Pages. Both add up every rule that matches a path and
 * join a header set twice with a comma, which breaks Cache-Control and makes two policies of a
 * CSP: so Cache-Control and CSP each come from one rule per path, and only `/*` is shared (the
 * headers every answer carries). Every page and feed has a rule of its own, with its own
 * script hashes, as the server sends them: a policy per language (one splat) would not fit
 * Cloudflare's 2,000 characters a line and would allow one page's scripts on every other
 * (decision 034). The 404 pages are served for paths no rule names: they get `/*` alone.
 *
 * Cloudflare Pages takes 100 rules, fewer than there are pages: there each HTML page carries
 * its policy in a `<meta>` of its own (`withCspMeta`) and has no rule. A `<meta>` policy cannot
 * say who may frame the page, so `X-Frame-Options` does, for every path; the page's
 * Cache-Control is the host's own (it empties its edge cache on every deploy).
 */
export function headerRules(input: HeaderInput): HeaderRule[] {
  const { security } = input;
  const resource = (cacheControl: string, csp = RESOURCE_CSP) => ({ 'Cache-Control': cacheControl, 'Content-Security-Policy': csp });
  const cloudflare = input.host === 'cloudflare';
  return [
    { path: '/*', headers: { ...baseSecurityHeaders(security), ...(cloudflare ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}) } },
    { path: '/assets/*', headers: resource(CACHE_CONTROL.immutable) },
    { path: '/builds/meta/*', headers: resource(CACHE_CONTROL.immutable) },
    { path: '/builds/latest.json', headers: resource(CACHE_CONTROL.latest) },
    { path: '/_ipx/*', headers: { ...resource(input.imageCacheControl), ...(input.imageType ? { 'Content-Type': input.imageType } : {}) } },
    // As the server sends the asset container's files: they may be replaced in place.
    { path: '/media/*', headers: { 'Cache-Control': 'public, no-cache' } },
    // The extension is React Router's own; no host knows its type. Payloads get no rule of their own (one per page is enough rules).
    { path: '/*.data', headers: { 'Content-Type': 'text/x-script' } },
    ...input.rootFiles.map((f) => ({ path: f.path, headers: resource(CACHE_CONTROL.file, resourceCsp(f.contentType)) })),
    ...input.pages
      .filter((page) => !(cloudflare && isHtml(page.contentType)))
      .map((page) => ({ path: page.path, headers: resource(CACHE_CONTROL.page, isHtml(page.contentType) ? pageCsp(security, { hashes: page.scriptHashes }) : RESOURCE_CSP) })),
  ];
}

/** A page's policy as a `<meta>` can carry it: all of it but `frame-ancestors`, which browsers ignore there. */
export function metaCsp(security: SecurityConfig, scriptHashes: readonly string[]): string {
  return pageCsp(security, { hashes: scriptHashes })
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/**
 * The page with its policy in a `<meta http-equiv>` right after its charset, ahead of every
 * script (a policy applies only to what follows it) and leaving the charset within the first
 * 1,024 bytes, where browsers look for it.
 */
export function withCspMeta(html: string, csp: string): string {
  const charset = /<meta charset="utf-8"\/?>/i.exec(html);
  if (!charset) throw new Error('the page has no <meta charset="utf-8"> to put its policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}"/>${html.slice(at)}`;
}

export function headersFile(rules: readonly HeaderRule[], header: string): string {
  return `${header}\n${rules.map((r) => `${r.path}\n${Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n')}\n`;
}
