// Ported from statamic/cms 5.x tests/Feature/Roles/UpdateRoleTest.php: PATCH
// cp_route('roles.update', $role) is our PUT /cp/api/roles/{handle} ({ title, permissions,
// version: the roles file's version the form loaded }), `edit roles`. The role `test` is held by
// nobody; the acting user holds the role `user` (`access cp` and the permissions given).
// Adapted (docs/decisions/027-users-and-roles.md): a role's handle cannot change (Statamic
// renames `test` to `changed`; ours keeps `test`, the form says "It cannot be changed later");
// `super` is a permission in our request and a non-super editor asking for it gets 403 with the
// file unchanged (Statamic: 200, `super` dropped); permissions are written in the matrix's order
// and must be the matrix's (the original's `one`, `two`, `three` are three of its permissions).
import { describe, expect, it } from 'vitest';
import type { RoleResponse } from '../../../../cp/shared/api';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, json, statamicReads, type CpProject } from '../support/accounts';

cleanUp();

const ROLES = 'resources/users/roles.yaml';
// The original's `one`, `two`, `three`, in the matrix's order.
const [ONE, TWO, THREE] = ['configure sites', 'configure fields', 'manage preferences'];

/** The role `test` (title Test, permissions one and two), and the acting user: super, or holding `user` with these permissions. */
async function setUp(acting: string[] | 'super'): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({
    roles: { ...(acting === 'super' ? {} : { user: ['access cp', ...acting] }), test: [ONE, TWO] },
    users: { 'me@example.com': acting === 'super' ? { super: true } : { roles: ['user'] } },
  });
  return { project, client: await project.as('me@example.com') };
}

/** The original's `update($role, $data)`: title Test, handle test unless given; our form sends the version it loaded. */
async function update(project: CpProject, client: Client, handle: string, data: { title?: string; handle?: string; permissions?: string[] } = {}): Promise<Response> {
  const { handle: _ignored, ...rest } = data;
  return client.send(`/cp/api/roles/${handle}`, 'PUT', { version: await project.version(ROLES), title: 'Test', permissions: [], ...rest });
}

describe('UpdateRoleTest', () => {
  it('it_denies_access_without_permission_to_edit_roles', async () => {
    const { project, client } = await setUp([]);
    const before = await project.text(ROLES);
    expect((await update(project, client, 'test')).status).toBe(403);
    expect(await project.text(ROLES)).toBe(before);
  });

  it('it_updates_a_role', async () => {
    const { project, client } = await setUp(['edit roles']);
    const body = await json<RoleResponse>(await update(project, client, 'test', { title: 'Updated', handle: 'changed', permissions: [ONE, THREE] }), 200);
    expect(body.role).toEqual({ handle: 'test', title: 'Updated', permissions: [ONE, THREE] });
    const roles = await statamicReads(project, ROLES);
    // Adapted: the handle stays `test` (Statamic: `test` is gone and `changed` holds the role).
    expect(roles).not.toHaveProperty('changed');
    expect(roles.test).toEqual({ title: 'Updated', permissions: [ONE, THREE] });
  });

  it('super_users_can_mark_a_role_as_super', async () => {
    const { project, client } = await setUp('super');
    expect((await update(project, client, 'test', { permissions: ['super'] })).status).toBe(200);
    expect((await statamicReads(project, ROLES)).test).toEqual({ title: 'Test', permissions: ['super'] });
  });

  it('non_super_users_may_not_mark_a_role_as_super', async () => {
    const { project, client } = await setUp(['edit roles']);
    const before = await project.text(ROLES);
    expect((await update(project, client, 'test', { permissions: ['super'] })).status).toBe(403);
    expect(await project.text(ROLES)).toBe(before);
    expect((await project.yaml(ROLES)).test).toEqual({ title: 'Test', permissions: [ONE, TWO] });
  });

  it('cannot_sneak_a_super_into_permissions_array', async () => {
    const { project, client } = await setUp(['edit roles']);
    const before = await project.text(ROLES);
    expect((await update(project, client, 'test', { permissions: [ONE, 'super'] })).status).toBe(403);
    expect(await project.text(ROLES)).toBe(before);
  });
});
