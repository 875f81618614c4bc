import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import type { ContentClient } from '../../app/lib/content/client.server';
import { parseAcceptLanguage, pickSite } from './accept-language';
import { collectionOf, isSitePath, localizePath, matchRule, splitLanguage, type RedirectRule, type RoutingSite } from '../../app/lib/routing/redirects';

export const LANGUAGE_COOKIE = 'i18n_redirected';
const SUPPORT_DOWNLOADS = '/support/downloads';
const RULES_TTL_MS = 10_000;

interface RoutingOptions {
  content: ContentClient;
  sites: readonly RoutingSite[];
}

/**
 * Routing that happens before any page renders (DESIGN.md section 4):
 * - a path starting with `//` or `/\` is answered here (404 by the pages), never redirected;
 * - `/path/` → 301 `/path`, query kept;
 * - `/` picks the visitor's language (cookie, then Accept-Language, then English) with a 302,
 *   except for crawlers;
 * - redirect rules from content, under any language prefix (the first prefix wins), and
 *   `/support/downloads/*` links no rule knows go to the downloads hub in that language.
 */
export function siteRouting({ content, sites }: RoutingOptions): MiddlewareHandler {
  const defaultSite = sites.find((s) => s.prefix === '') ?? sites[0]!;
  let rules: { at: number; value: Promise<RedirectRule[]> } | undefined;
  const loadRules = (): Promise<RedirectRule[]> => {
    if (!rules || Date.now() - rules.at > RULES_TTL_MS) rules = { at: Date.now(), value: fetchRules(content, defaultSite.handle) };
    return rules.value;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The raw path keeps its percent-encoding, so `%2F` never turns into a second slash here.
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (!isSitePath(path)) return next();

    if (path.length > 1 && path.endsWith('/')) {
      const target = path.replace(/\/+$/, '') || '/';
      if (isSitePath(target)) return c.redirect(target + url.search, 301);
      return next();
    }

    if (path === '/') {
      const chosen = isbot(c.req.header('User-Agent') ?? '')
        ? defaultSite
        : (sites.find((s) => s.handle === cookieValue(c.req.header('Cookie'), LANGUAGE_COOKIE))
          ?? pickSite(parseAcceptLanguage(c.req.header('Accept-Language')), sites)
          ?? defaultSite);
      if (chosen.prefix) {
        c.header('Vary', 'Cookie, Accept-Language, User-Agent');
        return c.redirect(chosen.prefix + url.search, 302);
      }
      await next();
      // Shared caches must keep the answer for `/` apart per language preference.
      c.res.headers.append('Vary', 'Cookie, Accept-Language, User-Agent');
      return;
    }

    const { site, rest } = splitLanguage(path, sites);
    const rule = matchRule(rest, await loadRules());
    if (rule) {
      const location = await ruleTarget(rule, site, content);
      if (location) return c.redirect(location, rule.status);
    }
    if (rest.startsWith(SUPPORT_DOWNLOADS + '/') || (rest === SUPPORT_DOWNLOADS && path !== localizePath(SUPPORT_DOWNLOADS, site))) {
      return c.redirect(localizePath(SUPPORT_DOWNLOADS, site), 302);
    }
    return next();
  };
}

/** Where a rule sends a visitor of a language: an entry's localization, a localized site path, or (rules only) another site. */
export async function ruleTarget(rule: RedirectRule, site: RoutingSite, content: ContentClient): Promise<string | null> {
  if (rule.to) {
    if (/^https:\/\//i.test(rule.to)) return rule.to;
    const local = localizePath(rule.to, site);
    return isSitePath(local) ? local : null;
  }
  if (rule.entry?.collection) {
    try {
      const entry = await content.entry(rule.entry.collection, rule.entry.id, site.handle);
      if (entry?.url && isSitePath(entry.url)) return entry.url;
    } catch (error) {
      console.error('redirects: entry lookup failed:', error instanceof Error ? error.message : error);
    }
    return site.prefix || '/';
  }
  return null;
}

export async function fetchRules(content: ContentClient, site: string): Promise<RedirectRule[]> {
  try {
    const global = await content.global('redirects', site);
    const raw = Array.isArray(global?.rules) ? (global.rules as Record<string, unknown>[]) : [];
    return raw.flatMap((r) => {
      if (typeof r?.from !== 'string' || !r.from.startsWith('/')) return [];
      const entry = r.entry && typeof r.entry === 'object' ? (r.entry as Record<string, unknown>) : null;
      return [{
        from: r.from,
        ...(typeof r.to === 'string' ? { to: r.to } : {}),
        entry: entry && typeof entry.id === 'string' ? { id: entry.id, collection: collectionOf(entry.api_url) } : null,
        status: r.status === 302 ? 302 : 301,
      } satisfies RedirectRule];
    });
  } catch (error) {
    // Without rules the site still serves pages; the next request tries again after the TTL.
    console.error('redirects: could not load rules:', error instanceof Error ? error.message : error);
    return [];
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=').trim();
  }
  return undefined;
}
