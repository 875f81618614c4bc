/**
 * /cp/api/roles: Statamic's roles (`resources/users/roles.yaml`) with its permission matrix,
 * through the one write path (versioned: 409 on a stale form; committed). `edit roles`;
 * only a super user adds or removes `super`; a change may not leave no enabled super user.
 */
import { Hono, type Context } from 'hono';
import type { RoleResponse, RolesResponse } from '../../../cp/shared/api';
import { message } from '../../../cp/shared/messages';
import type { CpAuth } from '../auth/guard';
import { SUPER } from '../auth/permissions';
import type { RolesAndGroups } from '../auth/roles';
import type { CpVariables } from '../auth/types';
import { fail, invalid, type Outcome } from '../content/outcome';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
import { abilities, removesLastSuper, USER_PERMISSIONS } from '../users/access';
import { ungrantable } from '../users/escalation';
import { matrixValues, permissionMatrix } from '../users/permission-matrix';
import { roleFieldErrors } from '../users/fields';
import { readRoles, writeRole, type RolesFile } from '../users/role-file';
import { VersionConflictError } from '../write/types';
import { answer } from './answer';
import { readJson } from './json-body';
import { RoleSaveRequestSchema } from './schemas';

type C = Context<{ Variables: CpVariables }>;

export function roleRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const auth: CpAuth | undefined = deps.auth;
  if (!auth) throw new Error('roleRoutes: the roles routes need deps.auth');
  const { guard } = deps;
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/roles', guard.user());
  app.use('/roles/*', guard.user());
  app.use('/roles', async (c, next) => (guard.can(c.get('cpUser'), USER_PERMISSIONS.editRoles) ? next() : guard.forbidden(c, USER_PERMISSIONS.editRoles)));
  app.use('/roles/*', async (c, next) => (guard.can(c.get('cpUser'), USER_PERMISSIONS.editRoles) ? next() : guard.forbidden(c, USER_PERMISSIONS.editRoles)));

  async function document(c: C, file: RolesFile, handle: string | null, status: 200 | 201 = 200): Promise<Response> {
    const role = handle === null ? null : (file.roles.find((r) => r.handle === handle) ?? null);
    if (handle !== null && !role) return refuse(c, 404, 'users.roleNotFound');
    const body: RoleResponse = { role, version: file.version, matrix: permissionMatrix(await deps.store.index()), can: abilities(guard, c.get('cpUser')) };
    return c.json(body, status);
  }

  /** The roles and groups as they would be with this role changed (for the last-super check). */
  function withRole(current: RolesAndGroups, handle: string, permissions: string[] | null): RolesAndGroups {
    const roles = new Map(current.roles);
    if (permissions) roles.set(handle, permissions);
    else roles.delete(handle);
    return { roles, groups: current.groups };
  }

  /** Saves (or with `null` removes) a role after the checks every change of a role needs. */
  async function save(c: C, file: RolesFile, handle: string, role: { title: string; permissions: string[] } | null): Promise<Outcome | null> {
    const actor = c.get('cpUser');
    const before = file.roles.find((r) => r.handle === handle);
    const wasSuper = before?.permissions.includes(SUPER) ?? false;
    const isSuper = role?.permissions.includes(SUPER) ?? false;
    if (!actor.super && wasSuper !== isSuper) return fail(403, message('users.errorOnlySuperRole'));
    const current = await auth!.roles.read();
    const users = await auth!.users.all();
    const after = withRole(current, handle, role?.permissions ?? null);
    // Whoever holds the role, directly or through a group, gains nothing its editor does not hold (decision 038).
    const gained = ungrantable(actor, { users, rolesAndGroups: current }, { users, rolesAndGroups: after });
    if (gained !== null) return fail(403, gained === SUPER ? message('users.errorOnlySuperRole') : message('users.errorCannotGrant', { permission: gained }));
    if (removesLastSuper({ users, rolesAndGroups: current }, { users, rolesAndGroups: after })) return fail(409, message('users.errorLastSuper'));
    try {
      await writeRole(deps.writer, file, handle, role, actor);
    } catch (error) {
      if (error instanceof VersionConflictError) return fail(409, message('users.errorStale'));
      throw error;
    }
    return null;
  }

  /**
   * The permissions to write: `super` first, those chosen in the matrix's order (a file that
   * does not depend on the order of the clicks), then those of the role the matrix does not show (kept).
   */
  function merged(file: RolesFile, handle: string, chosen: string[], shown: Set<string>): string[] | Outcome {
    const unknown = chosen.find((p) => p !== SUPER && !shown.has(p));
    if (unknown) return invalid({ permissions: [message('users.errorUnknownPermission', { permission: unknown })] });
    const kept = (file.roles.find((r) => r.handle === handle)?.permissions ?? []).filter((p) => p !== SUPER && !shown.has(p));
    return [...(chosen.includes(SUPER) ? [SUPER] : []), ...[...shown].filter((p) => chosen.includes(p)), ...kept];
  }

  app.get('/roles', async (c) => {
    const file = await readRoles(deps.writer);
    const rolesAndGroups = await auth.roles.read();
    const users = await auth.users.all();
    const body: RolesResponse = {
      data: file.roles.map((role) => ({
        handle: role.handle,
        title: role.title,
        super: role.permissions.includes(SUPER),
        permissions: role.permissions.length,
        users: users.filter((u) => u.roles.includes(role.handle) || u.groups.some((g) => rolesAndGroups.groups.get(g)?.includes(role.handle))).length,
      })),
      can: abilities(guard, c.get('cpUser')),
    };
    return c.json(body);
  });

  // The empty matrix for the create form.
  app.get('/roles/create', async (c) => document(c, await readRoles(deps.writer), null));

  app.get('/roles/:handle', async (c) => document(c, await readRoles(deps.writer), c.req.param('handle')));

  app.post('/roles', async (c) => {
    const body = await readJson(c, RoleSaveRequestSchema);
    if (!body.ok) return body.response;
    const { handle = '', title, permissions } = body.value;
    const errors = roleFieldErrors(title, handle);
    if (Object.keys(errors).length) return answer(c, invalid(errors));
    const file = await readRoles(deps.writer);
    if (file.roles.some((r) => r.handle === handle)) return answer(c, invalid({ handle: [message('users.errorHandleTaken')] }));
    const list = merged(file, handle, permissions, matrixValues(permissionMatrix(await deps.store.index())));
    if (!Array.isArray(list)) return answer(c, list);
    // A new role is added to the roles file as it is now (whatever version the form loaded).
    const refused = await save(c, file, handle, { title, permissions: list });
    return refused ? answer(c, refused) : document(c, await readRoles(deps.writer), handle, 201);
  });

  app.put('/roles/:handle', async (c) => {
    const handle = c.req.param('handle');
    const file = await readRoles(deps.writer);
    if (!file.roles.some((r) => r.handle === handle)) return refuse(c, 404, 'users.roleNotFound');
    const body = await readJson(c, RoleSaveRequestSchema);
    if (!body.ok) return body.response;
    const errors = roleFieldErrors(body.value.title);
    if (Object.keys(errors).length) return answer(c, invalid(errors));
    const list = merged(file, handle, body.value.permissions, matrixValues(permissionMatrix(await deps.store.index())));
    if (!Array.isArray(list)) return answer(c, list);
    const refused = await save(c, { ...file, version: body.value.version }, handle, { title: body.value.title, permissions: list });
    return refused ? answer(c, refused) : document(c, await readRoles(deps.writer), handle);
  });

  app.delete('/roles/:handle', async (c) => {
    const handle = c.req.param('handle');
    const file = await readRoles(deps.writer);
    if (!file.roles.some((r) => r.handle === handle)) return refuse(c, 404, 'users.roleNotFound');
    const version = c.req.query('version');
    const refused = await save(c, { ...file, ...(version !== undefined ? { version } : {}) }, handle, null);
    return refused ? answer(c, refused) : c.body(null, 204);
  });

  return app;
}
