/**
 * What the control panel's routes need from sign-in and permissions (server/cp/auth/). Every
 * route asks the guard itself: the UI only hides what these would refuse.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { CpUser } from '../../../cp/shared/api';

export type { CpUser };

/** Hono variables the control panel's middleware sets on a request. */
export interface CpVariables {
  /** The signed-in user (routes behind `guard.user()` always have one). */
  cpUser: CpUser;
}

export interface AuthGuard {
  /** 401 `{message}` without a valid session (and 403 without `access cp`); else sets `cpUser`. */
  user(): MiddlewareHandler<{ Variables: CpVariables }>;
  /** Whether the user holds the permission (`super` holds every one). */
  can(user: CpUser, permission: string): boolean;
  /** A 403 response naming what is missing, in the panel's JSON error shape. */
  forbidden(c: Context, permission: string): Response;
}

/**
 * Statamic's permission names (src/Auth/CorePermissions.php), with `{collection}`, `{global}`,
 * `{site}` filled in: the one place the panel spells them.
 */
export const PERMISSIONS = {
  accessCp: 'access cp',
  site: (site: string) => `access ${site} site`,
  viewEntries: (collection: string) => `view ${collection} entries`,
  editEntries: (collection: string) => `edit ${collection} entries`,
  createEntries: (collection: string) => `create ${collection} entries`,
  deleteEntries: (collection: string) => `delete ${collection} entries`,
  publishEntries: (collection: string) => `publish ${collection} entries`,
  editGlobals: (handle: string) => `edit ${handle} globals`,
  configureGlobals: 'configure globals',
  uploadAssets: (container: string) => `upload ${container} assets`,
  viewAssets: (container: string) => `view ${container} assets`,
  viewTerms: (taxonomy: string) => `view ${taxonomy} terms`,
  viewNav: (nav: string) => `view ${nav} nav`,
  editNav: (nav: string) => `edit ${nav} nav`,
  reorderEntries: (collection: string) => `reorder ${collection} entries`,
  editTerms: (taxonomy: string) => `edit ${taxonomy} terms`,
  editAssets: (container: string) => `edit ${container} assets`,
  moveAssets: (container: string) => `move ${container} assets`,
  renameAssets: (container: string) => `rename ${container} assets`,
  deleteAssets: (container: string) => `delete ${container} assets`,
  createTerms: (taxonomy: string) => `create ${taxonomy} terms`,
  deleteTerms: (taxonomy: string) => `delete ${taxonomy} terms`,
} as const;
