import type { MiddlewareHandler } from 'hono';
import { isControlPanelPath } from '../cp/path';
import type { MemoryAnswerer } from '../http/memory';
import { readQuery } from '../pages/query';
import { answer, type StaticFile, type StaticFiles } from './files';

/** Page kinds are subject to routing (language on `/`, redirect rules); the rest is not. */
const isPage = (file: StaticFile) => file.kind === 'page' || file.kind === 'data';

/**
 * The in-memory file for a request. A page's query counts only for the parameters its route
 * reads (`/news?filter=events` is a file of its own); any other parameter (`utm_*`, `gclid`,
 * a refresh's `t`, React Router's `_routes` on a payload, which holds every route) leaves the
 * page as it is. Undefined when the page with that query was not prerendered (it renders).
 */
export function lookupFile(files: StaticFiles, pathname: string, search: string): StaticFile | undefined {
  const file = files.get(pathname);
  if (!file || !isPage(file)) return file;
  const query = readQuery(search, file.reads);
  return query ? files.get(`${pathname}?${query}`) : file;
}

/** Hono middleware answering from memory: `which` picks the files that need no routing, or the pages after it. */
export function serveFiles(files: StaticFiles, which: 'files' | 'pages'): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const file = lookupFile(files, url.pathname, url.search);
    if (!file || isPage(file) !== (which === 'pages')) return next();
    const result = answer(file, { method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding'), ifNoneMatch: c.req.header('If-None-Match') });
    return new Response(result.body === null ? null : new Uint8Array(result.body), { status: result.status, headers: result.headers });
  };
}

/**
 * Answers what needs no routing from memory (server/http/memory.ts): prerendered pages (but
 * `/`, where the visitor's language is picked), their payloads, assets and build files. The
 * same answers as `serveFiles`, several times faster.
 */
export function fileAnswerer(files: StaticFiles): MemoryAnswerer {
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (request.pathname === '/') return undefined;
    // The panel's answers carry its own headers (no-store, noindex, its CSP): only its app gives them.
    if (isControlPanelPath(request.pathname)) return undefined;
    const file = lookupFile(files, request.pathname, request.search);
    if (!file) return undefined;
    const result = answer(file, request);
    return { status: result.status, flat: result.flat, body: result.body, from: 'memory' };
  };
}
