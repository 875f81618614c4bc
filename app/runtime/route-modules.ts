import { matchRoutes, type RouteObject } from 'react-router';

/**
 * React Router's route table as the browser holds it (`window.__reactRouterManifest`, complete
 * because react-router.config.ts discovers routes up front). Only the fields used here.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  /** The module's static imports (shared chunks). */
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    /** React Router's cache of loaded route modules, keyed by route id: a module found here is not imported again. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

let table: { routes: Record<string, ManifestRoute>; objects: RouteObject[]; matches: Map<string, string[]> } | null = null;

/** The route table as route objects, with a memo of matched paths (matching ranks every route each time). */
function routeTable() {
  const routes = window.__reactRouterManifest?.routes ?? {};
  if (table?.routes !== routes) {
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      Object.values(routes)
        .filter((r) => r.parentId === parentId)
        .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: childrenOf(r.id) }));
    table = { routes, objects: childrenOf(undefined), matches: new Map() };
  }
  return table;
}

/** The ids of the routes a path renders (root first), or [] when nothing matches. */
export function matchRouteIds(pathname: string): string[] {
  const { objects, matches } = routeTable();
  let ids = matches.get(pathname);
  if (!ids) {
    ids = (matchRoutes(objects, pathname) ?? []).map((m) => m.route.id!);
    matches.set(pathname, ids);
  }
  return ids;
}

/**
 * Loads the code of the routes a path renders, the way React Router would (same URLs, so
 * the browser's module map shares them). Resolves with the ids whose module failed.
 */
export async function loadRouteModules(pathname: string): Promise<string[]> {
  const routes = window.__reactRouterManifest?.routes ?? {};
  const cache = window.__reactRouterRouteModules ?? {};
  const ids = matchRouteIds(pathname).filter((id) => !(id in cache) && routes[id]);
  const results = await Promise.allSettled(ids.map((id) => import(/* @vite-ignore */ routes[id]!.module)));
  return ids.filter((_, i) => results[i]!.status === 'rejected');
}

/**
 * Prefetches the code of the routes a path renders without running it: `modulepreload`
 * links for each module and its imports (the browser fetches and compiles; nothing executes
 * on the main thread until the navigation imports it). Resolves when all have settled.
 */
export function preloadRouteCode(pathname: string): Promise<void> {
  const routes = window.__reactRouterManifest?.routes ?? {};
  const cache = window.__reactRouterRouteModules ?? {};
  const hrefs = new Set(
    matchRouteIds(pathname)
      .filter((id) => !(id in cache) && routes[id])
      .flatMap((id) => [routes[id]!.module, ...(routes[id]!.imports ?? [])]),
  );
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href));
  const loads = [...hrefs]
    .filter((href) => !present.has(new URL(href, window.location.href).href))
    .map((href) => appendLink({ rel: 'modulepreload', href }, false));
  return Promise.all(loads).then(() => undefined);
}

/** Adds a `<link>` to the head; resolves when it has loaded or failed (and removes it if asked). */
function appendLink(attributes: { rel: string; href: string; as?: string }, removeAfter: boolean): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    Object.assign(link, attributes);
    link.onload = link.onerror = () => {
      if (removeAfter) link.remove();
      resolve();
    };
    document.head.append(link);
  });
}

/**
 * Makes React Router render the error page for routes whose code cannot be loaded, instead
 * of importing the module itself (which it answers with an unguarded reload).
 */
export function markRoutesBroken(ids: readonly string[], error: Error): void {
  const cache = (window.__reactRouterRouteModules ??= {});
  const Broken = () => {
    throw error;
  };
  for (const id of ids) cache[id] = { default: Broken };
}

/**
 * The URL React Router fetches a page's data from on a client navigation within one
 * language (`/de/news` → `/de/news.data?_routes=news.de`; `/` → `/_.data?…`): the root
 * route's data is fetched apart, only when the language changes (app/root.tsx).
 */
export function routeDataUrl(pathname: string): string | null {
  const ids = matchRouteIds(pathname).filter((id) => id !== 'root');
  if (ids.length === 0) return null;
  const file = pathname.endsWith('/') ? `${pathname}_.data` : `${pathname}.data`;
  return `${file}?${new URLSearchParams({ _routes: ids.join(',') })}`;
}

/**
 * Preloads the data payload React Router will fetch for a page, with the URL it will use,
 * as a prefetch the browser keeps for the coming navigation.
 */
export function preloadPayload(path: string): Promise<void> {
  const href = routeDataUrl(path);
  return href ? appendLink({ rel: 'prefetch', as: 'fetch', href }, true) : Promise.resolve();
}
