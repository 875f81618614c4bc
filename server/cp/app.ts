import type { IncomingMessage } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentStore } from '../../api/store/store';
import type { Env } from '../env';
import type { RequestVariables } from '../http/request-context';
import { silentLogger, type Logger } from '../log';
import { baseSecurityHeaders, controlPanelCsp, createNonce } from '../security/headers';
import { csrfProtection, CSRF_COOKIE, isCsrfCookie, preSessionCsrfToken, sessionCsrfToken } from './auth/csrf';
import { createCpAuth, type CpAuth } from './auth/guard';
import { sessionRoutes } from './auth/routes';
import { resolveCpSecret } from './auth/secret';
import { proxyTrust } from './auth/client-address';
import { PasswordsBusyError } from './auth/passwords';
import type { CpVariables } from './auth/types';
import type { CpDeps } from './deps';
import type { ContentWriter } from './write/types';
import { refuse } from './i18n';

export type CpEnv = { Variables: RequestVariables & CpVariables };

/** A route module of the panel's API, mounted under /cp/api. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module types its own variables
export type CpRouteModule = (deps: CpDeps) => Hono<any>;

export interface ControlPanelOptions {
  env: Env;
  store: ContentStore;
  logger?: Logger;
  /** The one write path; required when `routes` are given (they get it in `CpDeps`). */
  writer?: ContentWriter;
  /** Files under the content root changed (default: the store reloads on its next read). */
  changed?: (files: string[]) => void;
  /** Route modules mounted under /cp/api. */
  routes?: CpRouteModule[];
  /** Everything under /cp that is not /cp/api (the panel's HTML and assets); without it, 404. */
  document?: MiddlewareHandler<CpEnv>;
  /** /cp/preview/{token}: pages of unsaved content (server/cp/preview/routes.ts). */
  preview?: Hono;
  /** Tests: the clock sessions and throttling read. */
  now?: () => number;
}

export interface ControlPanel {
  /** Mount at /cp (`app.route('/cp', panel.app)`). */
  app: Hono<CpEnv>;
  /** Null when the panel is off (CP_ENABLED=false, or production without CP_SECRET). */
  auth: CpAuth | null;
}

/**
 * Whether the request's body was refused unread (too large, the wrong type, no session). The
 * connection then closes after the answer: the server drains such a body for a moment and then
 * cuts the socket (@hono/node-server), which would reset the client's next request on it.
 */
function bodyLeftUnread(env: unknown): boolean {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.readableEnded !== 'boolean') return false;
  const carries = Number(incoming.headers['content-length'] ?? 0) > 0 || incoming.headers['transfer-encoding'] !== undefined;
  return carries && !incoming.readableEnded;
}

/**
 * The control panel's server side, mounted at /cp: its headers on every answer (no-store,
 * noindex, its own CSP), sign-in and sessions under /cp/api, the route modules behind the
 * CSRF check, and the document handler for the rest. Off: every /cp path is a 404 (or a 503
 * saying CP_SECRET is missing, in production).
 */
export function createControlPanel(options: ControlPanelOptions): ControlPanel {
  const { env, store, logger = silentLogger, writer, routes = [], document, now = Date.now } = options;
  const app = new Hono<CpEnv>();
  const base = Object.entries(baseSecurityHeaders(env));
  app.use('*', async (c, next) => {
    // Mounted in the server, the request context made the nonce already; alone (tests), here.
    if (!c.get('nonce')) c.set('nonce', createNonce());
    await next();
    const headers = c.res.headers;
    headers.set('Cache-Control', 'no-store');
    headers.set('X-Robots-Tag', 'noindex, nofollow');
    // A preview is a page of the site, not of the panel: it keeps the policy its route gave it
    // (the page's own, no scripts, framed by the panel); the panel's would forbid the framing.
    if (!(c.req.path.startsWith('/cp/preview/') && headers.has('Content-Security-Policy'))) headers.set('Content-Security-Policy', controlPanelCsp(env, c.get('nonce')));
    for (const [name, value] of base) if (!headers.has(name)) headers.set(name, value);
    if (bodyLeftUnread(c.env)) headers.set('Connection', 'close');
  });
  app.onError((error, c) => {
    // A flood of password checks: this one is refused at once, the server's loop stays free.
    if (error instanceof PasswordsBusyError) {
      c.header('Retry-After', '1');
      return refuse(c, 429, 'signIn.overloaded');
    }
    logger.error('control panel: unhandled error', { path: c.req.path, error });
    return refuse(c, 500, 'api.serverError');
  });

  if (!env.CP_ENABLED) {
    app.all('*', (c) => c.text('Not Found', 404));
    return { app, auth: null };
  }
  const resolved = resolveCpSecret(env);
  if (resolved.secret === null) {
    logger.error(`control panel: ${resolved.problem}`);
    app.all('*', (c) => c.json({ message: 'The control panel is not available: the server has no CP_SECRET configured.' }, 503));
    return { app, auth: null };
  }
  if (resolved.generated) logger.info('control panel: no CP_SECRET set, signing sessions with a random secret (they end when the server stops)');
  if (routes.length > 0 && !writer) throw new Error('createControlPanel: route modules need a writer');

  const auth = createCpAuth({
    root: env.CONTENT_DIR,
    secret: resolved.secret,
    sites: async () => {
      try {
        return (await store.index()).sites;
      } catch (error) {
        // The content itself does not load: sign-in still answers (with no sites), never a 5xx.
        logger.error('control panel: the content root does not load', { error });
        return [];
      }
    },
    now,
    warn: (message) => logger.warn(`control panel: ${message}`),
    trustedProxies: proxyTrust(env.TRUSTED_PROXIES),
  });
  const origin = new URL(env.PUBLIC_SITE_URL).origin;
  app.use(
    '/api/*',
    csrfProtection({
      origin,
      // Signed in: the session's token only. Not yet (signing in, or out): the pre-session cookie's.
      expected: async (c) => {
        const current = await auth.signedIn(c);
        if (current) return sessionCsrfToken(auth.secret, current.session.id);
        const pre = getCookie(c, CSRF_COOKIE);
        return isCsrfCookie(pre) ? preSessionCsrfToken(auth.secret, pre) : null;
      },
    }),
  );
  app.route('/api', sessionRoutes({ auth, logger, secure: origin.startsWith('https:'), development: env.NODE_ENV !== 'production' }));
  if (writer) {
    const deps: CpDeps = { env, store, guard: auth.guard, auth, writer, logger, changed: options.changed ?? (() => store.invalidate()) };
    for (const module of routes) app.route('/api', module(deps));
  }
  app.all('/api', (c) => refuse(c, 404, 'api.notFound'));
  app.all('/api/*', (c) => refuse(c, 404, 'api.notFound'));
  if (options.preview) app.route('/preview', options.preview);
  if (document) app.use('*', document);
  // Mounted, a path nobody here answers must not fall through to the public site's pages.
  app.all('*', (c) => c.text('Not Found', 404));
  return { app, auth };
}
