/**
 * /cp/api/users: list, show, create, edit, disable and delete users (Statamic's file users,
 * `users/{email}.yaml`, through UserFiles: atomic, every other key kept). Statamic's
 * permissions (`view|edit|create|delete users`, `assign roles`, `assign user groups`,
 * `change passwords`); only a super user makes someone super or acts on a super user; the
 * last enabled super user stays (decision 027).
 */
import { Hono, type Context } from 'hono';
import type { UserResponse, UsersResponse } from '../../../cp/shared/api';
import { message } from '../../../cp/shared/messages';
import type { CpAuth } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { SUPER } from '../auth/permissions';
import type { CpUser, CpVariables } from '../auth/types';
import { UserVersionError, writeNewUser, type StoredUser, type UserChanges } from '../auth/users';
import { fail, invalid, type Outcome } from '../content/outcome';
import type { CpDeps } from '../deps';
import { refuse } from '../i18n';
import { abilities, isSuperUser, removesLastSuper, roleOptions, toSummary, USER_PERMISSIONS } from '../users/access';
import { distinct, sameHandles, ungrantable, type Grants } from '../users/escalation';
import { userFieldErrors } from '../users/fields';
import { readGroups, readRoles } from '../users/role-file';
import { answer } from './answer';
import { readJson } from './json-body';
import { UserCreateRequestSchema, UserListQuerySchema, UserStatusRequestSchema, UserUpdateRequestSchema } from './schemas';

type C = Context<{ Variables: CpVariables }>;

const ONLY_SUPER = fail(403, message('users.errorOnlySuper'));
const LAST_SUPER = fail(409, message('users.errorLastSuper'));

export function userRoutes(deps: CpDeps): Hono<{ Variables: CpVariables }> {
  const auth: CpAuth | undefined = deps.auth;
  if (!auth) throw new Error('userRoutes: the users routes need deps.auth');
  const { guard } = deps;
  const app = new Hono<{ Variables: CpVariables }>();
  app.use('/users', guard.user());
  app.use('/users/*', guard.user());

  const need = (c: C, permission: string): Response | null => (guard.can(c.get('cpUser'), permission) ? null : guard.forbidden(c, permission));
  const choices = async () => roleOptions((await readRoles(deps.writer)).roles, await readGroups(deps.writer));

  async function document(c: C, user: StoredUser, status: 200 | 201 = 200): Promise<Response> {
    const rolesAndGroups = await auth!.roles.read();
    const body: UserResponse = {
      user: { ...toSummary(user, rolesAndGroups), version: user.version, hasPassword: user.passwordHash !== null },
      ...(await choices()),
      can: abilities(guard, c.get('cpUser')),
    };
    return c.json(body, status);
  }

  /** The user of `:id`, and whether the signed-in editor may act on them at all (a super user needs a super user). */
  async function target(c: C): Promise<{ user: StoredUser } | { response: Response }> {
    const user = await auth!.users.findById(c.req.param('id') ?? '');
    if (!user) return { response: refuse(c, 404, 'users.userNotFound') };
    return { user };
  }

  /** Writes the changes (409 when the file changed since `version`), then `after`, and answers with the user as saved. */
  async function update(c: C, user: StoredUser, changes: UserChanges, version: string, after: () => Promise<void>): Promise<Response> {
    try {
      await auth!.users.update(user.email, changes, version);
    } catch (error) {
      if (error instanceof UserVersionError) return refuse(c, 409, 'users.errorStale');
      throw error;
    }
    await after();
    const saved = await auth!.users.find(user.email);
    return saved ? document(c, saved) : refuse(c, 404, 'users.userNotFound');
  }

  const actsOnSuper = async (actor: CpUser, user: StoredUser) => !actor.super && isSuperUser(user, await auth!.roles.read());

  /** Whether the roles and groups asked for exist (ones the user has already may stay, as Statamic keeps them). */
  async function unknownChoice(roles: string[], groups: string[], had: { roles: string[]; groups: string[] } = { roles: [], groups: [] }): Promise<Outcome | null> {
    const known = await choices();
    const role = roles.find((r) => !had.roles.includes(r) && !known.roles.some((k) => k.handle === r));
    if (role) return invalid({ roles: [message('users.errorUnknownRole', { handle: role })] });
    const group = groups.find((g) => !had.groups.includes(g) && !known.groups.some((k) => k.handle === g));
    return group ? invalid({ groups: [message('users.errorUnknownGroup', { handle: group })] }) : null;
  }

  /**
   * The refusal of a change that would give someone a permission the editor cannot grant
   * (decision 038): `super` needs a super user; any other permission, one the editor holds.
   * `around`: the users before the change and after it (grantsAround).
   */
  function escalates(actor: CpUser, { before, after }: { before: Grants; after: Grants }): Outcome | null {
    const permission = ungrantable(actor, before, after);
    if (permission === null) return null;
    return permission === SUPER ? ONLY_SUPER : fail(403, message('users.errorCannotGrant', { permission }));
  }

  /** Every user with the roles and groups as they are, and as they would be after `change`. */
  async function grantsAround(change: (users: StoredUser[]) => StoredUser[]): Promise<{ before: Grants; after: Grants }> {
    const users = await auth!.users.all();
    const rolesAndGroups = await auth!.roles.read();
    return { before: { users, rolesAndGroups }, after: { users: change(users), rolesAndGroups } };
  }

  async function lastSuper(change: (user: StoredUser) => StoredUser | null): Promise<boolean> {
    const { before, after } = await grantsAround((users) => users.map(change).filter((u): u is StoredUser => u !== null));
    return removesLastSuper(before, after);
  }

  app.get('/users', async (c) => {
    const denied = need(c, USER_PERMISSIONS.view);
    if (denied) return denied;
    const query = UserListQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ message: 'The filter is not valid.' }, 400);
    const { search, role, status } = query.data;
    const rolesAndGroups = await auth.roles.read();
    const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const data = (await auth.users.all())
      .filter((u) => words.every((w) => u.name.toLowerCase().includes(w) || u.email.toLowerCase().includes(w)))
      .filter((u) => !role || u.roles.includes(role) || u.groups.some((g) => rolesAndGroups.groups.get(g)?.includes(role)))
      .filter((u) => !status || (status === 'disabled') === u.disabled)
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
      .map((u) => toSummary(u, rolesAndGroups));
    return c.json({ data, ...(await choices()), can: abilities(guard, c.get('cpUser')) } satisfies UsersResponse);
  });

  app.get('/users/:id', async (c) => {
    const denied = need(c, USER_PERMISSIONS.view);
    if (denied) return denied;
    const t = await target(c);
    return 'response' in t ? t.response : document(c, t.user);
  });

  app.post('/users', async (c) => {
    const actor = c.get('cpUser');
    const denied = need(c, USER_PERMISSIONS.create);
    if (denied) return denied;
    const body = await readJson(c, UserCreateRequestSchema);
    if (!body.ok) return body.response;
    const request = { ...body.value, roles: distinct(body.value.roles), groups: distinct(body.value.groups) };
    const errors = userFieldErrors(request);
    if (Object.keys(errors).length) return answer(c, invalid(errors));
    if (request.roles.length > 0) {
      const forbidden = need(c, USER_PERMISSIONS.assignRoles);
      if (forbidden) return forbidden;
    }
    if (request.groups.length > 0) {
      const forbidden = need(c, USER_PERMISSIONS.assignGroups);
      if (forbidden) return forbidden;
    }
    const unknown = await unknownChoice(request.roles, request.groups);
    if (unknown) return answer(c, unknown);
    if (!actor.super && request.super) return answer(c, ONLY_SUPER);
    if (await auth.users.fileName(request.email)) return answer(c, invalid({ email: [message('users.errorEmailTaken')] }));
    const newcomer: StoredUser = { id: '', email: request.email, name: request.name, super: request.super, roles: request.roles, groups: request.groups, passwordHash: null, preferences: {}, disabled: false, version: '' };
    const escalation = escalates(actor, await grantsAround((users) => [...users, newcomer]));
    if (escalation) return answer(c, escalation);
    const passwordHash = request.password === null ? null : await hashPassword(request.password);
    await writeNewUser(deps.env.CONTENT_DIR, { email: request.email, name: request.name, super: request.super, roles: request.roles, groups: request.groups, passwordHash });
    deps.logger.info('control panel: user created', { by: actor.id });
    const created = await auth.users.find(request.email);
    if (!created) throw new Error('control panel: a created user could not be read back');
    return document(c, created, 201);
  });

  app.put('/users/:id', async (c) => {
    const actor = c.get('cpUser');
    const denied = need(c, USER_PERMISSIONS.edit);
    if (denied) return denied;
    const t = await target(c);
    if ('response' in t) return t.response;
    const { user } = t;
    const body = await readJson(c, UserUpdateRequestSchema);
    if (!body.ok) return body.response;
    const request = { ...body.value, roles: distinct(body.value.roles), groups: distinct(body.value.groups) };
    const errors = userFieldErrors(request);
    if (Object.keys(errors).length) return answer(c, invalid(errors));
    // As sets: `["writer", "writer"]` is not the same roles as `["writer", "jp_manager"]`.
    if (!sameHandles(request.roles, user.roles)) {
      const forbidden = need(c, USER_PERMISSIONS.assignRoles);
      if (forbidden) return forbidden;
    }
    if (!sameHandles(request.groups, user.groups)) {
      const forbidden = need(c, USER_PERMISSIONS.assignGroups);
      if (forbidden) return forbidden;
    }
    if (request.password !== undefined) {
      if (user.id === actor.id) return answer(c, invalid({ password: [message('users.errorOwnPassword')] }));
      const forbidden = need(c, USER_PERMISSIONS.changePasswords);
      if (forbidden) return forbidden;
    }
    const unknown = await unknownChoice(request.roles, request.groups, user);
    if (unknown) return answer(c, unknown);
    if ((await actsOnSuper(actor, user)) || (!actor.super && request.super !== user.super)) return answer(c, ONLY_SUPER);
    // Roles and groups kept as they were stay in their order (no rewrite for the same set).
    const changes: UserChanges = {
      name: request.name,
      super: request.super,
      roles: sameHandles(request.roles, user.roles) ? user.roles : request.roles,
      groups: sameHandles(request.groups, user.groups) ? user.groups : request.groups,
    };
    const around = await grantsAround((users) => users.map((u) => (u.id === user.id ? { ...u, ...changes } : u)));
    const escalation = escalates(actor, around);
    if (escalation) return answer(c, escalation);
    if (removesLastSuper(around.before, around.after)) return answer(c, LAST_SUPER);
    return update(c, user, changes, request.version, async () => {
      if (request.password !== undefined) await auth.changePassword(user.email, request.password);
    });
  });

  app.put('/users/:id/status', async (c) => {
    const actor = c.get('cpUser');
    const denied = need(c, USER_PERMISSIONS.edit);
    if (denied) return denied;
    const t = await target(c);
    if ('response' in t) return t.response;
    const { user } = t;
    const body = await readJson(c, UserStatusRequestSchema);
    if (!body.ok) return body.response;
    const { disabled, version } = body.value;
    if (user.id === actor.id && disabled) return refuse(c, 422, 'users.errorDisableSelf');
    if (await actsOnSuper(actor, user)) return answer(c, ONLY_SUPER);
    if (disabled && (await lastSuper((u) => (u.id === user.id ? { ...u, disabled: true } : u)))) return answer(c, LAST_SUPER);
    return update(c, user, { disabled }, version, async () => {
      // Their open sessions end now, not at their next request.
      if (disabled) await auth.sessions.destroyForUser(user.email);
      deps.logger.info(`control panel: user ${disabled ? 'disabled' : 'enabled'}`, { user: user.id, by: actor.id });
    });
  });

  app.delete('/users/:id', async (c) => {
    const actor = c.get('cpUser');
    const denied = need(c, USER_PERMISSIONS.delete);
    if (denied) return denied;
    const t = await target(c);
    if ('response' in t) return t.response;
    const { user } = t;
    if (user.id === actor.id) return refuse(c, 422, 'users.errorDeleteSelf');
    if (await actsOnSuper(actor, user)) return answer(c, ONLY_SUPER);
    if (await lastSuper((u) => (u.id === user.id ? null : u))) return answer(c, LAST_SUPER);
    await auth.users.remove(user.email);
    await auth.sessions.destroyForUser(user.email);
    deps.logger.info('control panel: user deleted', { user: user.id, by: actor.id });
    return c.body(null, 204);
  });

  return app;
}
