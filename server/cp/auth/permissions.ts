import type { Site } from '../../../api/sites';
import type { CpSite } from '../../../cp/shared/api';
import { permissionsOf, type RolesAndGroups } from './roles';
import { PERMISSIONS, type CpUser } from './types';
import type { StoredUser } from './users';

/** Statamic's permission that holds every other one (a user's `super: true`, or a role granting it). */
export const SUPER = 'super';

/** Whether the user holds the permission: `super` holds every one. */
export function can(user: CpUser, permission: string): boolean {
  return user.super || user.permissions.includes(permission);
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
  user.sites = sites.filter((site) => sites.length === 1 || can(user, PERMISSIONS.site(site.handle))).map((site) => site.handle);
  return user;
}

/** A site as the panel's browser side needs it. */
export function toCpSite(site: Site): CpSite {
  return { handle: site.handle, name: site.name, lang: site.lang, url: site.url };
}
