import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { CSRF_HEADER } from '../../../cp/shared/api';
import { safeEqual, sign } from './secret';
import { refuse } from '../i18n';

/** The sign-in form's token comes from this cookie (before there is a session to bind it to). */
export const CSRF_COOKIE = 'kairotone_cp_csrf';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of a session: only someone who can read the panel's own answers learns it. */
export function sessionCsrfToken(secret: string, sessionId: string): string {
  return sign(secret, `csrf:${sessionId}`);
}

/** The token for the sign-in form, bound to the pre-session cookie (HttpOnly: a page elsewhere can neither read nor set it). */
export function preSessionCsrfToken(secret: string, cookie: string): string {
  return sign(secret, `csrf-pre:${cookie}`);
}

/** A fresh value for the pre-session cookie. */
export function newCsrfCookie(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a pre-session cookie's value is one this server could have set. */
export function isCsrfCookie(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export interface CsrfOptions {
  /** The site's own origin (PUBLIC_SITE_URL's): requests that change something must come from it. */
  origin: string;
  /** The token this request must carry (the session's, else the pre-session cookie's); null: none can match. */
  expected: (c: Context) => Promise<string | null>;
}

/**
 * Signed double-submit: every POST, PUT, PATCH and DELETE needs the site's own `Origin` (a
 * browser always sends it on those) and the `X-CSRF-Token` header matching the token the
 * panel got from GET /cp/api/session. A page on another site can send neither.
 */
export function csrfProtection({ origin, expected }: CsrfOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!CHANGES.has(c.req.method)) return next();
    const from = c.req.header('Origin');
    if (from !== origin) return refuse(c, 403, 'api.originMissing');
    const token = c.req.header(CSRF_HEADER);
    const wanted = await expected(c);
    if (!token || !wanted || !safeEqual(token, wanted)) {
      return refuse(c, 403, 'api.pageExpired');
    }
    return next();
  };
}
