// Ported from statamic/cms 5.x tests/Feature/Roles/StoreRoleTest.php: POST cp_route('roles.store')
// is our POST /cp/api/roles ({ handle, title, permissions, version }), `edit roles`. The
// original's `userWithPermissions` is a role `user` (`access cp` and the permissions) held by
// the acting user; its setUp deletes every other role. What was stored is read back from
// `resources/users/roles.yaml`, as Statamic's Role::find() would read it.
// Adapted (docs/decisions/027-users-and-roles.md): `super` is a permission in our request (there
// is no separate `super` flag); a non-super editor asking for it is refused with 403 and nothing
// is written, where Statamic answers 200 and drops it; the original's made-up permissions `one`,
// `two` are two of the matrix's (we refuse permissions the matrix does not show, 422).
import { describe, expect, it } from 'vitest';
import type { RoleResponse } from '../../../../cp/shared/api';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, json, statamicReads, type CpProject } from '../support/accounts';

cleanUp();

const ROLES = 'resources/users/roles.yaml';

/** The original's `userWithPermissions`: a role `user` with `access cp` and these, and its user. */
async function actingAsUserWithPermissions(permissions: string[]): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({ roles: { user: ['access cp', ...permissions] }, users: { 'user@example.com': { roles: ['user'] } } });
  return { project, client: await project.as('user@example.com') };
}

async function actingAsSuper(): Promise<{ project: CpProject; client: Client }> {
  const project = await cpProject({ users: { 'super@example.com': { super: true } } });
  return { project, client: await project.as('super@example.com') };
}

/** The original's `store($data)`: title Test, handle test, unless given. */
function store(client: Client, data: { title?: string; handle?: string; permissions?: string[] } = {}): Promise<Response> {
  return client.send('/cp/api/roles', 'POST', { version: null, title: 'Test', handle: 'test', permissions: [], ...data });
}

describe('StoreRoleTest', () => {
  it('it_denies_access_without_permission_to_create_roles', async () => {
    const { project, client } = await actingAsUserWithPermissions([]);
    const before = await project.text(ROLES);
    expect((await store(client)).status).toBe(403);
    expect(await project.text(ROLES)).toBe(before);
  });

  it('it_stores_a_role', async () => {
    const { project, client } = await actingAsUserWithPermissions(['edit roles']);
    const body = await json<RoleResponse>(await store(client, { title: 'Test', handle: 'test_role', permissions: ['configure fields', 'manage preferences'] }), 201);
    expect(body.role).toEqual({ handle: 'test_role', title: 'Test', permissions: ['configure fields', 'manage preferences'] });
    const roles = await statamicReads(project, ROLES);
    expect(roles.test_role).toEqual({ title: 'Test', permissions: ['configure fields', 'manage preferences'] });
    // Not super.
    expect((roles.test_role as { permissions: string[] }).permissions).not.toContain('super');
  });

  it('super_users_can_mark_a_role_as_super', async () => {
    const { project, client } = await actingAsSuper();
    expect((await store(client, { permissions: ['super'] })).status).toBe(201);
    expect((await statamicReads(project, ROLES)).test).toEqual({ title: 'Test', permissions: ['super'] });
  });

  it('non_super_users_may_not_mark_a_role_as_super', async () => {
    const { project, client } = await actingAsUserWithPermissions(['edit roles']);
    // Adapted: refused (403), where Statamic stores the role without `super`.
    expect((await store(client, { permissions: ['super'] })).status).toBe(403);
    expect(await project.yaml(ROLES)).not.toHaveProperty('test');
  });

  it('cannot_sneak_a_super_into_permissions_array', async () => {
    const { project, client } = await actingAsUserWithPermissions(['edit roles']);
    // Our request has no `super` flag to set false beside it: `super` among ordinary permissions is refused all the same.
    expect((await store(client, { permissions: ['configure fields', 'super'] })).status).toBe(403);
    expect(await project.yaml(ROLES)).not.toHaveProperty('test');
  });
});
