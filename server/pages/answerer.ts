import { isControlPanelPath } from '../cp/path';
import type { MemoryAnswerer } from '../http/memory';
import type { SiteRouting } from '../routing/middleware';
import type { Pages } from './handler';

/**
 * Paths the app answers before its pages (the content API, images, media files on disk, the
 * newsletter demo, health, and the control panel, see isControlPanelPath): never answered as pages from memory.
 */
const APP_PATHS = ['/api', '/_ipx', '/media', '/newsletter', '/healthz', '/readyz'];

export interface PageAnswererOptions {
  pages: Pages;
  routing: SiteRouting;
  /** The origin templates are rendered for when a request from memory builds one (the public URL: pages link to it anyway). */
  origin: string;
}

/**
 * Pages that need no render (kept renders, 404 and 503 templates), from memory on Node's
 * request (server/http/memory.ts): only for a path the routing would pass on untouched, so a
 * redirect rule or the language choice on `/` is never skipped. Everything else goes to the app.
 */
export function pageAnswerer({ pages, routing, origin }: PageAnswererOptions): MemoryAnswerer {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (APP_PATHS.some((prefix) => request.pathname.startsWith(prefix)) || isControlPanelPath(request.pathname)) return undefined;
    if (!routing.leavesAlone(request.pathname)) return undefined;
    const answer = await pages.fromMemory({ ...request, origin });
    return answer && { status: answer.status, flat: Object.entries(answer.headers).flat(), body: answer.body, from: answer.from };
  };
}
