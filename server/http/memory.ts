import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log';
import { requestId } from './request-id';

/** A request as the answers from memory see it: Node's, with the path and query split once and the headers they read. */
export interface MemoryRequest {
  method: string;
  pathname: string;
  /** `?…`, or '' without a query. */
  search: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  userAgent?: string;
}

/** A whole answer with every header but the request id, ready for `writeHead`. */
export interface MemoryAnswer {
  status: number;
  /** Node's flat `[name, value, …]` list, the cheapest form for `writeHead`. */
  flat: readonly string[];
  body: Buffer | null;
  /** Where it came from, for the request log (`memory`, `api-cache`, `page-cache`, `template`). */
  from: string;
}

/** Answers a request from memory, or leaves it (undefined) to the framework. */
export type MemoryAnswerer = (request: MemoryRequest) => MemoryAnswer | undefined | Promise<MemoryAnswer | undefined>;

export interface MemoryFrontOptions {
  logger: Logger;
  /** True once shutdown began: connections close after their response. */
  draining: () => boolean;
}

/**
 * The server's front: each answerer in turn may answer on Node's request, before any
 * framework work (the Hono app costs more than a whole answer from memory); the first that
 * does wins. Returns false, or a promise of false, when none did. Synchronous answerers stay
 * synchronous: a prerendered file never waits for a promise.
 */
export function memoryFront(answerers: readonly MemoryAnswerer[], { logger, draining }: MemoryFrontOptions): (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean> {
  const logRequests = logger.enabled('info');

  function write(req: IncomingMessage, res: ServerResponse, request: MemoryRequest, answer: MemoryAnswer, started: number): true {
    const id = requestId(req.headers['x-request-id'] as string | undefined);
    const headers = answer.flat.slice();
    headers.push('X-Request-Id', id);
    if (draining()) headers.push('Connection', 'close');
    res.writeHead(answer.status, headers);
    res.end(answer.body ?? undefined);
    if (logRequests) {
      logger.request({ id, method: request.method, path: request.pathname, status: answer.status, ms: Math.round((performance.now() - started) * 10) / 10, from: answer.from });
    }
    return true;
  }

  function next(req: IncomingMessage, res: ServerResponse, request: MemoryRequest, from: number, started: number): boolean | Promise<boolean> {
    for (let i = from; i < answerers.length; i++) {
      const answer = answerers[i]!(request);
      if (answer instanceof Promise) {
        return answer.then((settled) => (settled ? write(req, res, request, settled, started) : next(req, res, request, i + 1, started)));
      }
      if (answer) return write(req, res, request, answer, started);
    }
    return false;
  }

  return (req, res) => {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const request: MemoryRequest = {
      method: req.method ?? 'GET',
      pathname: queryAt === -1 ? raw : raw.slice(0, queryAt),
      search: queryAt === -1 ? '' : raw.slice(queryAt),
      acceptEncoding: req.headers['accept-encoding'],
      ifNoneMatch: req.headers['if-none-match'],
      userAgent: req.headers['user-agent'],
    };
    return next(req, res, request, 0, logRequests ? performance.now() : 0);
  };
}
