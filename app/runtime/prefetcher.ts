import { matchRouteIds, preloadPayload, preloadRouteCode } from './route-modules';
import { buildState, manifestRedirect } from './route-rules';
import { payloadPath, payloadPreloadAllowed, PrefetchQueue, routePrefetchAllowed } from './prefetch';

type Trigger = 'viewport' | 'intent';

/**
 * Prefetching for the links on the page (SPEC.md sections 7 and 9). A link in view or under
 * the pointer/focus has its route code loaded (not with Save-Data or on 2G); a link the
 * visitor is about to follow (pointer, focus, touch) to a prerendered page also has its data
 * payload preloaded (not on slow-2g). At most five of these run at once. Returns a stop function.
 */
export function startPrefetching(): () => void {
  const queue = new PrefetchQueue();

  const consider = (anchor: HTMLAnchorElement, trigger: Trigger) => {
    if (anchor.target && anchor.target !== '_self') return;
    if (anchor.hasAttribute('download')) return;
    const path = payloadPath(anchor.getAttribute('href') ?? '', window.location.origin);
    // Files (feeds, downloads, images) and the page itself have nothing to prefetch.
    if (!path || path === window.location.pathname || /\.[a-z0-9]+$/i.test(path)) return;
    if (buildState.rules && manifestRedirect(path, buildState.rules.redirects)) return;
    if (matchRouteIds(path).length === 0) return;
    if (routePrefetchAllowed()) queue.add(`code ${path}`, () => preloadRouteCode(path));
    if (trigger === 'intent' && buildState.rules?.prerendered.has(path) && payloadPreloadAllowed()) {
      queue.add(`data ${path}`, () => preloadPayload(path));
    }
  };

  const viewport = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      viewport.unobserve(entry.target);
      consider(entry.target as HTMLAnchorElement, 'viewport');
    }
  });
  const observed = new WeakSet<Element>();
  const observeLinks = () => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      viewport.observe(anchor);
    }
  };
  // New links appear with client navigations and when the menu opens.
  const mutations = new MutationObserver(observeLinks);
  mutations.observe(document.body, { childList: true, subtree: true });
  observeLinks();

  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor instanceof HTMLAnchorElement) consider(anchor, 'intent');
  };
  const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });

  return () => {
    viewport.disconnect();
    mutations.disconnect();
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
  };
}
