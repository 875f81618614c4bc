import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { claimChunkReload } from './chunk-reload';
import { scrollToHash } from './hash-scroll';
import { classifyClick, cleanUrl, refreshUrl } from './refresh';

/**
 * The behaviours that live in the browser between page loads (SPEC.md sections 2, 4, 8):
 * new-build detection, prefetching, same-page re-navigation, smooth hash scrolling and the
 * reload guard for lazily loaded code. Rendered once, after <ScrollRestoration> (app/root.tsx):
 * its layout effect must run after React Router's scroll handling.
 */
export function ClientRuntime() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./background').then(({ startBackground }) => {
      if (!unmounted) stop = startBackground();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  useLazyChunkReload();
  useLinkClicks();
  useHashScroll();
  return null;
}

/** A lazily imported component (lightbox, maps, 3D) whose chunk fails: one full reload per path per 10 s, then the error shows. */
function useLazyChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!claimChunkReload(window.location.pathname)) return;
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

/**
 * Clicks on links to the current page, seen before React Router's own handler (capture on
 * window): a hash scrolls smoothly; the page itself is re-navigated with a time parameter
 * (fresh data, top of the page) and then given its clean address back, replacing history
 * entries both times.
 */
function useLinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const intent = classifyClick(event, window.location);
      if (intent.kind === 'other') return;
      event.preventDefault();
      const { pathname, search } = window.location;
      if (intent.kind === 'hash') {
        void navigate({ pathname, search, hash: intent.hash });
        return;
      }
      void (async () => {
        await navigate(refreshUrl(pathname, search), { replace: true });
        // No preventScrollReset: React may render both navigations at once, and this one must scroll to the top too.
        await navigate(cleanUrl(pathname, search), { replace: true });
      })();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [navigate]);
}

/**
 * Smooth scrolling to `#id` on first load and after client navigations. React Router has
 * already jumped to the element (or to the top) in its own layout effect; this one runs
 * after it, puts the page back where the scroll should start (the previous position on the
 * same page, the top of a new page) and animates from there. History (POP) navigations keep
 * the position React Router restores.
 */
function useHashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; scrollY: number } | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    let stop: (() => void) | undefined;
    if (location.hash && (before === null || navigationType !== 'POP')) {
      const from = before === null ? window.scrollY : before.pathname === location.pathname ? before.scrollY : 0;
      stop = scrollToHash(location.hash, { from });
    }
    return () => {
      stop?.();
      // Runs before the next location's layout effects, React Router's included: the position the visitor left.
      previous.current = { pathname: location.pathname, scrollY: window.scrollY };
    };
  }, [location.key, location.hash, location.pathname, navigationType]);
}
