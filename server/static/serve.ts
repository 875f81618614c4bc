import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import { requestId } from '../http/request-id';
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

export interface FastPathOptions {
  files: StaticFiles;
  logger: Logger;
  draining: () => boolean;
}

/**
 * Answers what needs no routing straight from memory on Node's request, before any framework
 * work: prerendered pages (but `/`, where the visitor's language is picked), their payloads,
 * assets and build files. Returns false for everything else, which goes to the Hono app.
 * The fast path and `serveFiles` give the same answers; this one is several times faster.
 */
export function fastPath({ files, logger, draining }: FastPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const logRequests = logger.enabled('info');
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
    if (pathname === '/') return false;
    const file = lookupFile(files, pathname, queryAt === -1 ? '' : raw.slice(queryAt));
    if (!file) return false;
    const started = logRequests ? performance.now() : 0;
    const result = answer(file, { method: req.method, acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] });
    const id = requestId(req.headers['x-request-id'] as string | undefined);
    const headers = result.flat.slice();
    headers.push('X-Request-Id', id);
    if (draining()) headers.push('Connection', 'close');
    res.writeHead(result.status, headers);
    res.end(result.body ?? undefined);
    if (logRequests) logger.info('request', { id, method: req.method, path: pathname, status: result.status, ms: Math.round((performance.now() - started) * 10) / 10, from: 'memory' });
    return true;
  };
}
