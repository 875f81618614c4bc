import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The time parameter of a same-page re-navigation (`/news?t=1795…`). */
export const REFRESH_PARAM = 't';

/** The address with a fresh time parameter: a new URL for the same page, so its data is fetched again. */
export function refreshUrl(pathname: string, search: string, now: number = Date.now()): string {
  const params = new URLSearchParams(search);
  params.set(REFRESH_PARAM, String(now));
  return `${pathname}?${params}`;
}

/** The address without the time parameter. */
export function cleanUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REFRESH_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * `shouldRevalidate` for page routes: restoring the clean address after a same-page
 * re-navigation loads nothing again (the data was just fetched); everything else as usual.
 */
export function skipRefreshCleanup({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const isCleanup =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.has(REFRESH_PARAM) &&
    !nextUrl.searchParams.has(REFRESH_PARAM) &&
    cleanUrl(currentUrl.pathname, currentUrl.search) === cleanUrl(nextUrl.pathname, nextUrl.search);
  return isCleanup ? false : defaultShouldRevalidate;
}

/** Whether a link's URL is on the page shown now (same origin and path; query and hash aside). */
export function isCurrentPath(url: URL, location: Pick<Location, 'origin' | 'pathname'>): boolean {
  return url.origin === location.origin && url.pathname === location.pathname;
}

export type LinkIntent = { kind: 'hash'; hash: string } | { kind: 'same-page' } | { kind: 'other' };

/**
 * What a click on an anchor means for the runtime: a hash on the current page (smooth
 * scroll), the current page itself (re-navigation), or anything else (left alone). Clicks
 * the browser should handle itself (modifier keys, new tabs, downloads, other origins) are 'other'.
 */
export function classifyClick(event: MouseEvent, location: Pick<Location, 'origin' | 'pathname' | 'search'>): LinkIntent {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return { kind: 'other' };
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return { kind: 'other' };
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return { kind: 'other' };
  const url = new URL(anchor.href);
  const samePage = isCurrentPath(url, location) && cleanUrl('', url.search) === cleanUrl('', location.search);
  if (!samePage) return { kind: 'other' };
  return url.hash ? { kind: 'hash', hash: url.hash } : { kind: 'same-page' };
}
