import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SessionResponse } from '../../../cp/shared/api';
import { CP_LOCALES, type CpLocale } from '../../../cp/shared/locales';
import type { Logger } from '../../log';
import { CSRF_COOKIE, isCsrfCookie, newCsrfCookie, preSessionCsrfToken, sessionCsrfToken } from './csrf';
import type { CpAuth } from './guard';
import { verifyPassword } from './passwords';
import { can, toCpSite } from './permissions';
import { SESSION_COOKIE } from './sessions';
import { PERMISSIONS, type CpUser } from './types';
import { refuse, translate } from '../i18n';

export const SETUP_HINT = 'No users yet: run npm run make:user -- you@example.com --super';
/** A sign-in or preferences body is a few short strings: anything bigger is refused before it is read. */
const smallBody = bodyLimit({ maxSize: 8 * 1024, onError: (c) => refuse(c, 413, 'api.tooLarge') });

const PreferencesRequestSchema = z.object({ locale: z.enum(CP_LOCALES.map((l) => l.code) as [CpLocale, ...CpLocale[]]).nullable() }).strict();

const LoginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export interface SessionRoutesOptions {
  /** Its throttle counts failed sign-ins (and failed password changes, server/cp/routes/account.ts). */
  auth: CpAuth;
  logger: Logger;
  /** Cookies get `Secure` when the public origin is https. */
  secure: boolean;
  /** Development shows how to make the first user. */
  development: boolean;
}

/** GET /session, POST /login, POST /logout, PATCH /preferences (mounted under /cp/api, behind the CSRF check). */
export function sessionRoutes({ auth, logger, secure, development }: SessionRoutesOptions): Hono {
  const { throttle } = auth;
  const cookie = { httpOnly: true, sameSite: 'Lax', path: '/cp', secure } as const;
  const app = new Hono();

  async function answer(user: CpUser | null, csrf: string): Promise<SessionResponse> {
    const sites = await auth.sites();
    const body: SessionResponse = { user, csrf, sites: sites.map(toCpSite) };
    if (!user && development && !(await auth.users.any())) body.setupHint = SETUP_HINT;
    return body;
  }

  app.get('/session', async (c) => {
    const current = await auth.signedIn(c);
    if (current && can(current.user, PERMISSIONS.accessCp)) {
      return c.json(await answer(current.user, sessionCsrfToken(auth.secret, current.session.id)));
    }
    let pre = getCookie(c, CSRF_COOKIE);
    if (!isCsrfCookie(pre)) {
      pre = newCsrfCookie();
      setCookie(c, CSRF_COOKIE, pre, cookie);
    }
    return c.json(await answer(null, preSessionCsrfToken(auth.secret, pre)));
  });

  app.post(
    '/login',
    smallBody,
    async (c) => {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return c.json({ message: 'The request body must be JSON: {"email": …, "password": …}.' }, 400);
      }
      const parsed = LoginRequestSchema.safeParse(raw);
      if (!parsed.success) {
        const t = translate(c);
        return c.json({ message: t('signIn.missing'), errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'email'), [t('api.fieldRequired')]])) }, 422);
      }
      const { email, password } = parsed.data;
      const address = auth.address(c);
      const wait = throttle.retryAfter(email, address);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return refuse(c, 429, 'signIn.throttled', { seconds: wait });
      }
      const stored = await auth.users.find(email);
      // An unknown email still costs a bcrypt comparison (against a dummy): timing tells nothing.
      const matches = await verifyPassword(password, stored?.passwordHash);
      const user = stored && matches ? await auth.cpUser(stored) : null;
      if (!stored || !user || !can(user, PERMISSIONS.accessCp)) {
        throttle.failed(email, address);
        logger.warn('control panel: failed sign-in', { address });
        return refuse(c, 422, 'signIn.failed');
      }
      // Only after the right password: the answer tells nobody else that the account exists.
      if (stored.disabled) return refuse(c, 403, 'users.accountDisabled');
      throttle.succeeded(email);
      // A new id on every sign-in: a session id planted before it (fixation) is worth nothing after.
      const previous = await auth.signedIn(c);
      if (previous) await auth.sessions.destroy(previous.session.id);
      const created = await auth.sessions.create(stored.email, stored.passwordHash);
      setCookie(c, SESSION_COOKIE, created.cookie, cookie);
      logger.info('control panel: signed in', { user: user.id });
      return c.json(await answer(user, sessionCsrfToken(auth.secret, created.session.id)));
    },
  );

  // The editor's own preferences (the panel's language): any signed-in editor, for themselves only.
  app.patch(
    '/preferences',
    smallBody,
    auth.guard.user(),
    async (c) => {
      const current = (await auth.signedIn(c))!;
      const parsed = PreferencesRequestSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        return c.json({ message: `The request body must be JSON: {"locale": one of ${CP_LOCALES.map((l) => l.code).join(', ')}, or null}.` }, 422);
      }
      await auth.users.setPreference(current.stored.email, 'locale', parsed.data.locale);
      const stored = await auth.users.find(current.stored.email);
      return c.json(await answer(stored ? await auth.cpUser(stored) : current.user, sessionCsrfToken(auth.secret, current.session.id)));
    },
  );

  app.post('/logout', async (c) => {
    const current = await auth.signedIn(c);
    if (current) await auth.sessions.destroy(current.session.id);
    deleteCookie(c, SESSION_COOKIE, cookie);
    return c.body(null, 204);
  });

  return app;
}
