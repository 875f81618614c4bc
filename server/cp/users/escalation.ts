/**
 * No change of users, roles or groups gives anyone a permission its author could not grant
 * directly (decision 038). Whatever the path (a user's roles, their groups and the roles those
 * bring, the `super` flag, a role's permissions), the effective permissions of every user are
 * compared before and after: a non-super editor may only pass on permissions they hold
 * themselves, and only a super user makes anyone super.
 */
import { can, SUPER } from '../auth/permissions';
import { permissionsOf, type RolesAndGroups } from '../auth/roles';
import type { CpUser } from '../auth/types';
import type { StoredUser } from '../auth/users';
import { isSuperUser } from './access';

/** The users and their roles and groups, before or after a change. */
export interface Grants {
  users: readonly StoredUser[];
  rolesAndGroups: RolesAndGroups;
}

type Holder = Pick<StoredUser, 'super' | 'roles' | 'groups'>;

/** What a user may do: `super` alone when they are super (it holds everything), else their permissions. */
function effective(user: Holder, rolesAndGroups: RolesAndGroups): ReadonlySet<string> {
  return isSuperUser(user, rolesAndGroups) ? new Set([SUPER]) : new Set(permissionsOf(user, rolesAndGroups));
}

/**
 * The first permission the change gives some user that `actor` cannot grant (`super`, or one
 * the actor does not hold); null when the change gives nobody anything beyond that. Users are
 * matched by id; one who is new had nothing before.
 */
export function ungrantable(actor: CpUser, before: Grants, after: Grants): string | null {
  if (actor.super) return null;
  const earlier = new Map(before.users.map((user) => [user.id, user]));
  for (const user of after.users) {
    const was = earlier.get(user.id);
    const had = was ? effective(was, before.rolesAndGroups) : new Set<string>();
    if (had.has(SUPER)) continue;
    for (const permission of effective(user, after.rolesAndGroups)) {
      if (!had.has(permission) && !can(actor, permission)) return permission;
    }
  }
  return null;
}

/** Whether two lists of handles hold the same ones, whatever their order and repeats. */
export function sameHandles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((handle) => right.has(handle));
}

/** A list of handles without repeats, in the order first given. */
export const distinct = (handles: readonly string[]): string[] => [...new Set(handles)];
