import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import { baseSecurityHeaders, createNonce, pageCsp, resourceCsp, type SecurityConfig } from '../security/headers';
import { pageCacheHeaders } from '../cache/policy';
import { requestId } from './request-id';

export interface RequestVariables {
  requestId: string;
  /** Content-Security-Policy nonce for this response's inline scripts. */
  nonce: string;
}

export interface RequestContextOptions {
  logger: Logger;
  security: SecurityConfig;
  /** True once shutdown began: connections close after their response. */
  draining?: () => boolean;
}

/**
 * Wraps every request that is not answered from memory: gives it an id (echoed in
 * `X-Request-Id`) and a CSP nonce, adds the security headers and a cache policy to what the
 * handlers answered, and writes one log line.
 */
export function requestContext({ logger, security, draining }: RequestContextOptions): MiddlewareHandler<{ Variables: RequestVariables }> {
  const base = Object.entries(baseSecurityHeaders(security));
  return async (c, next) => {
    const started = performance.now();
    const id = requestId(c.req.header('X-Request-Id'));
    const nonce = createNonce();
    c.set('requestId', id);
    c.set('nonce', nonce);
    await next();

    let headers = c.res.headers;
    try {
      headers.set('X-Request-Id', id);
    } catch {
      // A response with read-only headers (a proxied fetch): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Request-Id', id);
    }
    for (const [name, value] of base) if (!headers.has(name)) headers.set(name, value);
    const type = headers.get('Content-Type') ?? '';
    const html = type.startsWith('text/html');
    // A 304 has no body and no type: the browser keeps the cached page's own policy (whose nonce matches
    // that page), and would replace it with any policy sent here.
    if (!headers.has('Content-Security-Policy') && c.res.status !== 304) headers.set('Content-Security-Policy', html ? pageCsp(security, { nonce }) : resourceCsp(type));
    // Rendered documents and payloads: like prerendered ones when they succeeded, else not stored.
    if (!headers.has('Cache-Control') && (html || type.startsWith('text/x-script'))) {
      if (c.res.status === 200) for (const [name, value] of Object.entries(pageCacheHeaders())) headers.set(name, value);
      else headers.set('Cache-Control', 'no-store');
    }
    if (draining?.()) headers.set('Connection', 'close');
    if (logger.enabled('info')) {
      logger.request({ id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 });
    }
  };
}
