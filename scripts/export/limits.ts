/**
 * Cloudflare Pages' limits on the rules files (developers.cloudflare.com/pages/configuration/
 * redirects and /headers): 2,000 static and 100 dynamic redirects, 100 header rules. Netlify
 * reads the same files without these limits. A file past them would be cut short by the
 * host, silently: the export stops instead, naming the count.
 */
export const CLOUDFLARE_LIMITS = { staticRedirects: 2000, dynamicRedirects: 100, headerRules: 100 } as const;

export class ExportLimitError extends Error {
  override name = 'ExportLimitError';
}

export interface RuleCounts {
  staticRedirects: number;
  dynamicRedirects: number;
  headerRules: number;
}

/** Throws an ExportLimitError naming every count over its limit. */
export function checkLimits(counts: RuleCounts, limits: RuleCounts = CLOUDFLARE_LIMITS): void {
  const over: string[] = [];
  if (counts.staticRedirects > limits.staticRedirects) over.push(`${counts.staticRedirects} static redirects in _redirects (Cloudflare Pages takes at most ${limits.staticRedirects})`);
  if (counts.dynamicRedirects > limits.dynamicRedirects) over.push(`${counts.dynamicRedirects} dynamic redirects (splats, placeholders or query conditions) in _redirects (Cloudflare Pages takes at most ${limits.dynamicRedirects})`);
  if (counts.headerRules > limits.headerRules) over.push(`${counts.headerRules} rules in _headers (Cloudflare Pages takes at most ${limits.headerRules})`);
  if (over.length) throw new ExportLimitError(`the export would exceed the static host's limits: ${over.join('; ')}`);
}

/** A redirect source Cloudflare counts as dynamic: a splat, a placeholder (or, Netlify's, a query condition). */
export function isDynamicRedirect(rule: { from: string; query?: unknown }): boolean {
  return rule.from.includes('*') || /(^|\/):[A-Za-z]/.test(rule.from) || rule.query !== undefined;
}
