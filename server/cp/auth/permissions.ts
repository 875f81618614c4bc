import type { Site } from '../../../api/sites';
import type { CpSite } from '../../../cp/shared/api';
import { holds } from '../../../cp/shared/permissions';
import { permissionsOf, type RolesAndGroups } from './roles';
import { PERMISSIONS, type CpUser } from './types';
import type { StoredUser } from './users';

/** Statamic's permission that holds every other one (a user's `super: true`, or a role granting it). */
export const SUPER = 'super';

const SITE_PERMISSION = /^access (.+) site$/;

/**
 * Whether the user holds the permission: `super` holds every one, and one may hold another as
 * Statamic's policies read them (cp/shared/permissions.ts: `configure …`, edit holds view). A
 * site's (`access {site} site`) is the user's sites, which in a project with one site are all of
 * them: Statamic asks for site permissions only when multisite is on (issue 36), and a role made
 * in the panel of such a project cannot even hold one (decision 027).
 */
export function can(user: CpUser, permission: string): boolean {
  if (user.super) return true;
  const site = SITE_PERMISSION.exec(permission)?.[1];
  return site !== undefined ? user.sites.includes(site) : holds(user, permission);
}

/**
 * The signed-in user as the panel sees them: permissions through roles and groups, and the
 * sites they may work on (`access {site} site`; every site for super users and for a
 * project with one site, as Statamic does when multisite is off).
 */
export function toCpUser(stored: StoredUser, rolesAndGroups: RolesAndGroups, sites: readonly Site[]): CpUser {
  const granted = permissionsOf(stored, rolesAndGroups);
  const isSuper = stored.super || granted.includes(SUPER);
  const user: CpUser = {
    id: stored.id,
    email: stored.email,
    name: stored.name,
    super: isSuper,
    permissions: isSuper ? [SUPER] : granted.sort(),
    sites: [],
    preferences: stored.preferences,
  };
  user.sites = sites.filter((site) => sites.length === 1 || isSuper || granted.includes(PERMISSIONS.site(site.handle))).map((site) => site.handle);
  return user;
}

/** A site as the panel's browser side needs it. */
export function toCpSite(site: Site): CpSite {
  return { handle: site.handle, name: site.name, lang: site.lang, url: site.url };
}
