/**
 * Cloudflare Pages' limits on the rules files (developers.cloudflare.com/pages/configuration/
 * redirects and /headers): 2,000 static and 100 dynamic redirects, 100 header rules of at
 * most 2,000 characters a line. Netlify reads the same files without these limits. A file past
 * them would be cut short by the host, silently: the export stops instead, naming the count.
 */
export const CLOUDFLARE_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100, lineLength: 2000 } as const;

export class ExportLimitError extends Error {
  override name = 'ExportLimitError';
}

export interface RuleCounts {
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
  /** The longest line of either file. */
  lineLength: number;
}

/** Which limits an export is held to: `_redirects`' always; `_headers`' too for Cloudflare Pages. */
export type ExportHost = 'netlify' | 'cloudflare';

/** Throws an ExportLimitError naming every count over its limit. */
export function checkLimits(counts: RuleCounts, host: ExportHost, limits: RuleCounts = CLOUDFLARE_LIMITS): void {
  const over: string[] = [];
  if (counts.staticRedirects > limits.staticRedirects) over.push(`${counts.staticRedirects} static redirects in _redirects (Cloudflare Pages takes at most ${limits.staticRedirects})`);
  if (counts.dynamicRedirects > limits.dynamicRedirects) over.push(`${counts.dynamicRedirects} dynamic redirects (splats, placeholders or query conditions) in _redirects (Cloudflare Pages takes at most ${limits.dynamicRedirects})`);
  if (host === 'cloudflare' && counts.headerRules > limits.headerRules) over.push(`${counts.headerRules} rules in _headers (Cloudflare Pages takes at most ${limits.headerRules})`);
  if (host === 'cloudflare' && counts.lineLength > limits.lineLength) over.push(`a line of ${counts.lineLength} characters (Cloudflare Pages takes at most ${limits.lineLength})`);
  if (over.length) throw new ExportLimitError(`the export would exceed ${host === 'cloudflare' ? 'Cloudflare Pages’' : 'the static hosts’'} limits: ${over.join('; ')}`);
}

/** A redirect source Cloudflare counts as dynamic: a splat, a placeholder (or, Netlify's, a query condition). */
export function isDynamicRedirect(rule: { from: string; query?: unknown }): boolean {
  return rule.from.includes('*') || /(^|\/):[A-Za-z]/.test(rule.from) || rule.query !== undefined;
}
