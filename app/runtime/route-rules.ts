import { redirect, redirectDocument } from 'react-router';
import { SITES } from '../i18n/sites';
import { matchRule, splitLanguage } from '../lib/routing/redirects';
import type { BuildWatchState, ManifestRedirect } from './build-watch';
import { REFRESH_PARAM } from './refresh';

/** What the browser knows about builds: filled by the watcher, read on every client navigation. */
export const buildState: BuildWatchState = { rules: null, newBuild: false };

/** Where a redirect rule of the manifest sends a path, in the path's language; null when no rule applies. */
export function manifestRedirect(pathname: string, rules: readonly ManifestRedirect[]): { location: string; status: number } | null {
  const { site, rest } = splitLanguage(pathname, SITES);
  const rule = matchRule(rest, rules);
  const location = rule?.to[site.handle];
  return rule && location ? { location, status: rule.status } : null;
}

/**
 * Run by the root's client middleware (app/root.tsx) on every client navigation, before any
 * data is fetched: redirect rules from the manifest apply as they do on the server (an
 * absolute URL makes the browser leave the site), and once a newer build is live the
 * navigation becomes a full page load of its target. Throws the redirect.
 */
export function applyRouteRules(request: Request): void {
  const url = new URL(request.url);
  const target = buildState.rules ? manifestRedirect(url.pathname, buildState.rules.redirects) : null;
  // Like the server's (server/routing/middleware.ts), a rule's redirect drops the query.
  if (target) throw redirect(target.location, target.status);
  if (buildState.newBuild) {
    url.searchParams.delete(REFRESH_PARAM);
    throw redirectDocument(url.pathname + url.search);
  }
}
