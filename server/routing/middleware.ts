import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { MAX_VALUE_LENGTH } from '../../api/query';
import type { ContentClient } from '../../app/lib/content/client.server';
import { parseAcceptLanguage, pickSite } from './accept-language';
import { collectionOf, isSitePath, localizePath, matchRule, splitLanguage, type RedirectRule, type RoutingSite } from '../../app/lib/routing/redirects';

export const LANGUAGE_COOKIE = 'i18n_redirected';
const SUPPORT_DOWNLOADS = '/support/downloads';
const RULES_TTL_MS = 10_000;
/** The longest page path: the content API refuses longer values, so a page lookup would fail. */
const MAX_PAGE_PATH = MAX_VALUE_LENGTH;

export interface SiteRouting {
  middleware: MiddlewareHandler;
  /**
   * True when the middleware would pass a GET of `path` on untouched, decided without waiting:
   * false when unsure (redirect rules not loaded or stale). Answers from memory before the app
   * (server/pages/answerer.ts) ask it, so they never skip a redirect.
   */
  leavesAlone(path: string): boolean;
}

interface RoutingOptions {
  content: ContentClient;
  sites: readonly RoutingSite[];
}

/**
 * Routing that happens before any page renders (DESIGN.md section 4):
 * - a path no page can have (escapes that are not UTF-8 or decode to control characters, longer
 *   than the content API looks up) is refused with 400 or 414, whatever the method;
 * - a path starting with `//` or `/\` is answered here (404 by the pages), never redirected;
 * - `/path/` → 301 `/path`, query kept;
 * - `/` picks the visitor's language (cookie, then Accept-Language, then English) with a 302,
 *   except for crawlers;
 * - redirect rules from content, under any language prefix (the first prefix wins), and
 *   `/support/downloads/*` links no rule knows go to the downloads hub in that language.
 */
export function siteRouting({ content, sites }: RoutingOptions): SiteRouting {
  const defaultSite = sites.find((s) => s.prefix === '') ?? sites[0]!;
  let rules: { at: number; value: Promise<RedirectRule[]>; loaded?: RedirectRule[] } | undefined;
  const loadRules = (): Promise<RedirectRule[]> => {
    if (!rules || Date.now() - rules.at > RULES_TTL_MS) {
      const loading = { at: Date.now(), value: fetchRules(content, defaultSite.handle) };
      void loading.value.then((loaded) => Object.assign(loading, { loaded }));
      rules = loading;
    }
    return rules.value;
  };

  /** A path the middleware below passes on untouched (a GET of a page no rule or hub redirect concerns), or false when unsure. */
  const leavesAlone = (path: string): boolean => {
    if (path === '/' || path.endsWith('/') || !isSitePath(path) || unusablePath(path)) return false;
    const known = rules && Date.now() - rules.at <= RULES_TTL_MS ? rules.loaded : undefined;
    if (!known) return false;
    const { site, rest } = splitLanguage(path, sites);
    return !matchRule(rest, known) && !hubRedirect(path, rest, site);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // The raw path keeps its percent-encoding, so `%2F` never turns into a second slash here.
    const url = new URL(c.req.url);
    const path = url.pathname;
    // Whatever the method: React Router renders even the 405 of a POST from the path.
    const refused = unusablePath(path);
    if (refused) return c.text(refused.message, refused.status);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
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
    if (hubRedirect(path, rest, site)) return c.redirect(localizePath(SUPPORT_DOWNLOADS, site), 302);
    return next();
  };
  return { middleware, leavesAlone };
}

/** `/support/downloads/*` links no rule knows, and the hub under another language's path, go to the hub in the path's language. */
function hubRedirect(path: string, rest: string, site: RoutingSite): boolean {
  return rest.startsWith(SUPPORT_DOWNLOADS + '/') || (rest === SUPPORT_DOWNLOADS && path !== localizePath(SUPPORT_DOWNLOADS, site));
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

/**
 * Why no page can be at this path, refused before a redirect echoes it or a page renders it
 * (each of these was a 5xx): escapes that are not UTF-8 (`/%ff`, `/%c0%ae`, a lone `%`) or a
 * path longer than any `url` the content API looks up (the page's lookup got a 422); control
 * characters once decoded (React Router parses the decoded path as a URL, which drops tabs
 * and newlines: `/%09/evil.example%00` became the invalid host `evil.example\0` and threw).
 */
function unusablePath(path: string): { status: 400 | 414; message: string } | null {
  if (path.length > MAX_PAGE_PATH) return { status: 414, message: 'URI Too Long' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Bad Request: the path is not valid percent-encoded UTF-8' };
  }
  if (/\p{Cc}/u.test(decoded)) return { status: 400, message: 'Bad Request: control characters in the path' };
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
