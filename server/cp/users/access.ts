/**
 * Who may do what on the users and roles screens (Statamic's permission names), and the one
 * rule Statamic does not have: the last enabled super user stays (decision 027).
 */
import type { RoleOption, UserAbilities, UserSummary } from '../../../cp/shared/api';
import { permissionsOf, type RolesAndGroups } from '../auth/roles';
import { SUPER } from '../auth/permissions';
import type { AuthGuard, CpUser } from '../auth/types';
import type { StoredUser } from '../auth/users';
import type { RoleRecord } from './role-file';

export const USER_PERMISSIONS = {
  view: 'view users',
  edit: 'edit users',
  create: 'create users',
  delete: 'delete users',
  changePasswords: 'change passwords',
  assignGroups: 'assign user groups',
  assignRoles: 'assign roles',
  editRoles: 'edit roles',
} as const;

export function abilities(guard: AuthGuard, user: CpUser): UserAbilities {
  const can = (permission: string) => guard.can(user, permission);
  return {
    view: can(USER_PERMISSIONS.view),
    create: can(USER_PERMISSIONS.create),
    edit: can(USER_PERMISSIONS.edit),
    delete: can(USER_PERMISSIONS.delete),
    assignRoles: can(USER_PERMISSIONS.assignRoles),
    assignGroups: can(USER_PERMISSIONS.assignGroups),
    changePasswords: can(USER_PERMISSIONS.changePasswords),
    editRoles: can(USER_PERMISSIONS.editRoles),
    makeSuper: user.super,
  };
}

/** Whether a stored user is super: their own `super: true`, or a role (directly or through a group) granting `super`. */
export function isSuperUser(user: Pick<StoredUser, 'super' | 'roles' | 'groups'>, rolesAndGroups: RolesAndGroups): boolean {
  return user.super || permissionsOf(user, rolesAndGroups).includes(SUPER);
}

export function toSummary(user: StoredUser, rolesAndGroups: RolesAndGroups): UserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    super: user.super,
    superByRole: !user.super && isSuperUser(user, rolesAndGroups),
    roles: user.roles,
    groups: user.groups,
    disabled: user.disabled,
  };
}

/** The roles and groups as choices in the user form (titles from their files). */
export function roleOptions(roles: RoleRecord[], groups: { handle: string; title: string }[]): { roles: RoleOption[]; groups: RoleOption[] } {
  return {
    roles: roles.map((role) => ({ handle: role.handle, title: role.title, ...(role.permissions.includes(SUPER) ? { super: true } : {}) })),
    groups: groups.map((group) => ({ handle: group.handle, title: group.title })),
  };
}

export const LAST_SUPER = 'This is the last enabled super user: make another user super first, then try again.';

/**
 * Whether a change leaves no enabled super user where there was one: `users` and `rolesAndGroups`
 * as they would be after it. A site that has none to begin with is not stopped from working.
 */
export function removesLastSuper(before: { users: readonly StoredUser[]; rolesAndGroups: RolesAndGroups }, after: { users: readonly StoredUser[]; rolesAndGroups: RolesAndGroups }): boolean {
  const count = ({ users, rolesAndGroups }: typeof before) => users.filter((u) => !u.disabled && isSuperUser(u, rolesAndGroups)).length;
  return count(before) > 0 && count(after) === 0;
}
