import type { ContentClient } from '../../app/lib/content/client.server';
import { localizePath, type RedirectRule, type RoutingSite } from '../../app/lib/routing/redirects';
import { fetchRules, ruleTarget } from '../../server/routing/middleware';
import type { QueryPage } from './layout';
import { isDynamicRedirect } from './limits';

/** The downloads hub: `/support/downloads/*` links no rule knows go there (server/routing/middleware.ts). */
const SUPPORT_DOWNLOADS = '/support/downloads';

/**
 * One rule of the export, in the terms `_redirects` and the nginx include share: `from` is a
 * path, ending in `*` for "this prefix"; `query` limits it to requests with that parameter,
 * whose value the target takes where it says `:{name}`; status 200 serves the target's file
 * in place (a rewrite), 404 serves it with that status (a language's 404 page).
 */
export interface ExportRedirect {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
  query?: string;
}

/**
 * The content's redirect rules (the `redirects` global, decision 004, read as the server
 * reads them) under every language prefix with each language's target, then the downloads
 * hub, as the server applies them (first match wins).
 */
export async function contentRedirects(content: ContentClient, sites: readonly RoutingSite[]): Promise<ExportRedirect[]> {
  const defaultSite = sites.find((s) => s.prefix === '') ?? sites[0]!;
  const rules: RedirectRule[] = await fetchRules(content, defaultSite.handle);
  const out: ExportRedirect[] = [];
  for (const site of sites) {
    for (const rule of rules) {
      const to = await ruleTarget(rule, site, content);
      if (to) out.push({ from: site.prefix + rule.from, to, status: rule.status });
    }
  }
  for (const site of sites) out.push({ from: `${site.prefix}${SUPPORT_DOWNLOADS}/*`, to: localizePath(SUPPORT_DOWNLOADS, site), status: 302 });
  return out;
}

/**
 * Rewrites from a page's query onto the files of its prerendered variants (layout.ts): one
 * per page and parameter, for the document and its payload. A value the build did not
 * prerender finds no file (the host's 404), where our server would render it.
 */
export function queryRewrites(pages: readonly QueryPage[]): ExportRedirect[] {
  const seen = new Set<string>();
  const out: ExportRedirect[] = [];
  for (const page of pages) {
    for (const name of new URLSearchParams(page.query).keys()) {
      const key = `${page.path}?${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The layout of exportPath, with the value left to the host.
      const target = `${page.path === '/' ? '' : page.path}/_${name}/:${name}`;
      out.push({ from: page.path, query: name, to: target, status: 200 });
      if (page.record.data) out.push({ from: page.path === '/' ? '/_.data' : `${page.path}.data`, query: name, to: `${target}.data`, status: 200 });
    }
  }
  return out;
}

/**
 * Each language's 404 page for the missing paths under its prefix, last: Netlify applies a rule
 * only where no file exists (no `!`), and uses only the top `404.html` by itself. Cloudflare
 * Pages finds the nearest `404.html` on its own. nginx has `error_page` for it instead.
 */
export function notFoundRules(sites: readonly RoutingSite[]): ExportRedirect[] {
  return sites.filter((s) => s.prefix !== '').map((s) => ({ from: `${s.prefix}/*`, to: `${s.prefix}/404.html`, status: 404 }));
}

/** `_redirects` as Netlify and Cloudflare Pages read it, with the counts their limits are about. */
export function redirectsFile(rules: readonly ExportRedirect[], header: string): { text: string; staticCount: number; dynamicCount: number } {
  const lines = rules.map((r) => [r.from, ...(r.query ? [`${r.query}=:${r.query}`] : []), r.to, String(r.status)].join(' '));
  const dynamicCount = rules.filter(isDynamicRedirect).length;
  return { text: `${header}\n${lines.join('\n')}\n`, staticCount: rules.length - dynamicCount, dynamicCount };
}
