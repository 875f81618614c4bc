import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Site } from '../../../api/sites';
import { can, toCpUser } from './permissions';
import { clientAddress, loopbackTrust, type ProxyTrust } from './client-address';
import { RoleFiles } from './roles';
import { LoginThrottle } from './throttle';
import { SESSION_COOKIE, SessionFiles, type Session } from './sessions';
import { PERMISSIONS, type AuthGuard, type CpUser } from './types';
import { UserFiles, type StoredUser } from './users';
import { refuse } from '../i18n';

export interface CpAuthOptions {
  /** The content root (CONTENT_DIR): users, roles, groups and sessions live under it. */
  root: string;
  /** CP_SECRET (or development's per-process one). */
  secret: string;
  /** The content root's sites (`resources/sites.yaml`), read when needed. */
  sites: () => Promise<readonly Site[]>;
  now?: () => number;
  warn?: (message: string) => void;
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client. */
  trustedProxies?: ProxyTrust;
}

/** A request's valid session and its user (who may or may not hold `access cp`). */
export interface SignedIn {
  session: Session;
  stored: StoredUser;
  user: CpUser;
}

/** Users, roles and sessions of one content root, and the guard every panel route asks. */
export interface CpAuth {
  readonly secret: string;
  readonly users: UserFiles;
  readonly roles: RoleFiles;
  readonly sessions: SessionFiles;
  readonly guard: AuthGuard;
  /** Failed password checks per account and address: sign-in and one's own password change count alike. */
  readonly throttle: LoginThrottle;
  /** The client's address (through the trusted proxies), for the throttle. */
  address(c: Context): string;
  sites(): Promise<readonly Site[]>;
  /** The request's session and user, or null (no cookie, a bad signature, idle too long, password changed, user gone or disabled). */
  signedIn(c: Context): Promise<SignedIn | null>;
  /** The panel's user for a stored one (permissions through roles and groups, sites). */
  cpUser(stored: StoredUser): Promise<CpUser>;
  /**
   * Sets a new password and ends every session of that user, but `keep` (the editor's own,
   * when they changed their own password: it is bound to the new one and continues).
   */
  changePassword(email: string, password: string, keep?: Session): Promise<void>;
}


/** Builds the panel's authentication over a content root; `auth.guard` is the `AuthGuard` routes get in `CpDeps`. */
/** 403 naming the permission that is missing, as Statamic spells it, in the request's language. */
export function forbidden(c: Context, permission: string): Response {
  return refuse(c, 403, 'api.forbidden', { permission });
}

export function createCpAuth({ root, secret, sites, now = Date.now, warn, trustedProxies = loopbackTrust }: CpAuthOptions): CpAuth {
  const users = new UserFiles(root);
  const roles = new RoleFiles(root, warn);
  const sessions = new SessionFiles({ root, secret, now });
  // The CSRF check and the guard both ask on one request: one session read per request.
  const perRequest = new WeakMap<Request, Promise<SignedIn | null>>();

  async function cpUser(stored: StoredUser): Promise<CpUser> {
    return toCpUser(stored, await roles.read(), await sites());
  }

  async function resolve(c: Context): Promise<SignedIn | null> {
    const session = await sessions.read(getCookie(c, SESSION_COOKIE));
    if (!session) return null;
    const stored = await users.find(session.record.email);
    if (!stored || stored.disabled || !sessions.matchesPassword(session, stored.passwordHash)) {
      await sessions.destroy(session.id);
      return null;
    }
    return { session, stored, user: await cpUser(stored) };
  }

  function signedIn(c: Context): Promise<SignedIn | null> {
    let pending = perRequest.get(c.req.raw);
    if (!pending) {
      pending = resolve(c);
      perRequest.set(c.req.raw, pending);
    }
    return pending;
  }

  const guard: AuthGuard = {
    user: () => async (c, next) => {
      const current = await signedIn(c);
      if (!current) return refuse(c, 401, 'api.signedOut');
      if (!can(current.user, PERMISSIONS.accessCp)) return refuse(c, 403, 'api.noAccessCp');
      c.set('cpUser', current.user);
      await next();
    },
    can,
    forbidden,
  };

  return {
    secret,
    users,
    roles,
    sessions,
    guard,
    throttle: new LoginThrottle(now),
    address: (c) => clientAddress(c, trustedProxies),
    sites,
    signedIn,
    cpUser,
    async changePassword(email, password, keep) {
      const hash = await users.setPassword(email, password);
      if (keep) await sessions.rebind(keep, hash);
      await sessions.destroyForUser(email, keep?.id);
    },
  };
}
