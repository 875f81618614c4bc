// Ported from statamic/cms 5.x tests/Auth/FileUserTest.php and the trait it runs,
// tests/Auth/PermissibleContractTests.php: a file user's roles, groups and permissions. Where
// the original calls assignRole() / addToGroup() / makeSuper() and save(), a super user sends
// the user form's save (PUT /cp/api/users/{id}) and `users/{email}.yaml` is read back as Statamic
// reads it. hasRole() is the users list's role filter; permissions() and isSuper() are what the
// panel holds for the user once signed in (GET /cp/api/session) or shows in the list
// (`superByRole`). The original's mocked roles are roles in `resources/users/roles.yaml`.
// Adapted (docs/decisions/027-users-and-roles.md): a role that does not exist is refused at its
// field (422, nothing written) where Statamic's assignRole('unknown') skips it; our session lists
// a super user's permissions as `['super']` (it holds every one) and sorts the others.
// Not ported: the trait UserContractTests (the user model's data, augmentation and blueprint:
// no request of the panel), it_gets_permissions_from_a_cache and it_clones_internal_collections
// (PHP internals), hashed_password_gets_added_as_the_password (an in-memory key move).
import { describe, expect, it } from 'vitest';
import type { SessionResponse, UsersResponse } from '../../../../cp/shared/api';
import type { Client } from '../../../../server/cp/test/fixture';
import { cleanUp, cpProject, editUser, json, statamicReads, type CpProject, type Setup } from '../support/accounts';

cleanUp();

const ADMIN = 'admin@example.com';
const JOHN = 'john@example.com';
const JOHN_FILE = `users/${JOHN}.yaml`;

/** A super user to act, John (no roles, no groups) and whatever else the case needs. */
async function setUp(setup: Setup = {}): Promise<{ project: CpProject; admin: Client }> {
  const project = await cpProject({ ...setup, users: { [ADMIN]: { name: 'Admin', super: true }, [JOHN]: { name: 'John Smith', password: false }, ...setup.users } });
  return { project, admin: await project.as(ADMIN) };
}

const ROLES_ABCD = { a: ['access cp'], b: ['access cp'], c: ['access cp'], d: ['access cp'] };

async function listed(admin: Client, query = ''): Promise<UsersResponse['data']> {
  return (await json<UsersResponse>(await admin.fetch(`/cp/api/users${query}`), 200)).data;
}

describe('FileUserTest', () => {
  // ── PermissibleContractTests ──────────────────────────────────────────────────────────────

  it('it_gets_and_assigns_roles', async () => {
    const { project, admin } = await setUp({ roles: ROLES_ABCD });
    expect((await project.yaml(JOHN_FILE)).roles).toBeUndefined();
    // Adapted: `unknown` is refused at its field and nothing is written.
    const refused = await json<{ errors: Record<string, string[]> }>(await editUser(project, admin, JOHN, { roles: ['a', 'b', 'c', 'd', 'unknown'] }), 422);
    expect(Object.keys(refused.errors)).toEqual(['roles']);
    expect((await project.yaml(JOHN_FILE)).roles).toBeUndefined();
    expect((await editUser(project, admin, JOHN, { roles: ['a', 'b', 'c', 'd'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).roles).toEqual(['a', 'b', 'c', 'd']);
  });

  it('it_removes_a_role_assignment', async () => {
    const { project, admin } = await setUp({ roles: ROLES_ABCD, users: { [JOHN]: { name: 'John Smith', roles: ['a', 'b', 'c', 'd'], password: false } } });
    expect((await editUser(project, admin, JOHN, { roles: ['b'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).roles).toEqual(['b']);
  });

  it('it_checks_if_it_has_a_role', async () => {
    const { project, admin } = await setUp({ roles: { a: ['access cp'], b: ['access cp'] } });
    const hasRole = async (role: string) => (await listed(admin, `?role=${role}`)).some((u) => u.email === JOHN);
    expect(await hasRole('a')).toBe(false);
    expect(await hasRole('b')).toBe(false);
    expect((await editUser(project, admin, JOHN, { roles: ['a'] })).status).toBe(200);
    expect(await hasRole('a')).toBe(true);
    expect(await hasRole('b')).toBe(false);
  });

  it('it_gets_and_checks_permissions', async () => {
    const { project } = await setUp({
      roles: {
        direct: ['access cp', 'permission one directly through role', 'permission two directly through role'],
        usergrouprole: ['permission one through user group', 'permission two through user group'],
      },
      groups: { usergroup: ['usergrouprole'] },
      users: { 'nonsuper@example.com': { roles: ['direct'], groups: ['usergroup'] }, 'super@example.com': { roles: ['direct'], groups: ['usergroup'], super: true } },
    });
    const permissionsOf = async (email: string) => {
      const client = await project.as(email);
      return (await json<SessionResponse>(await client.fetch('/cp/api/session'), 200)).user!;
    };
    const nonSuper = await permissionsOf('nonsuper@example.com');
    expect(nonSuper.super).toBe(false);
    expect(nonSuper.permissions).toEqual(
      ['access cp', 'permission one directly through role', 'permission one through user group', 'permission two directly through role', 'permission two through user group'].sort(),
    );
    expect(nonSuper.permissions).not.toContain('something else');
    expect(nonSuper.permissions).not.toContain('super');
    // Adapted: a super user holds every permission; the panel lists `super` alone.
    expect(await permissionsOf('super@example.com')).toMatchObject({ super: true, permissions: ['super'] });

    // A permission added to each role counts at once (the roles file is read again when it changes).
    const roles = await project.yaml('resources/users/roles.yaml');
    const add = (role: string, permission: string) => ({ ...(roles[role] as object), permissions: [...(roles[role] as { permissions: string[] }).permissions, permission] });
    await project.write({ 'resources/users/roles.yaml': { ...roles, direct: add('direct', 'permission three directly through role'), usergrouprole: add('usergrouprole', 'permission three through user group') } });
    const again = await permissionsOf('nonsuper@example.com');
    expect(again.permissions).toEqual(expect.arrayContaining(['permission three directly through role', 'permission three through user group']));
    expect(again.super).toBe(false);
  });

  it('it_checks_if_it_has_super_permissions_through_roles_and_groups', async () => {
    const { admin } = await setUp({
      roles: { superrole: ['super'], nonsuperrole: [] },
      groups: { supergroup: ['superrole'], nonsupergroup: ['nonsuperrole'] },
      users: {
        'superthroughrole@example.com': { roles: ['superrole'] },
        'nonsuperthroughrole@example.com': { roles: ['nonsuperrole'] },
        'superthroughgroup@example.com': { groups: ['supergroup'] },
        'nonsuperthroughgroup@example.com': { groups: ['nonsupergroup'] },
      },
    });
    const superByRole = Object.fromEntries((await listed(admin)).map((u) => [u.email, u.superByRole]));
    expect(superByRole['superthroughrole@example.com']).toBe(true);
    expect(superByRole['nonsuperthroughrole@example.com']).toBe(false);
    expect(superByRole['superthroughgroup@example.com']).toBe(true);
    expect(superByRole['nonsuperthroughgroup@example.com']).toBe(false);
  });

  it('it_checks_if_it_has_super_permissions_on_itself', async () => {
    const { project, admin } = await setUp();
    const john = async () => (await listed(admin)).find((u) => u.email === JOHN)!;
    expect((await john()).super).toBe(false);
    expect((await editUser(project, admin, JOHN, { super: true })).status).toBe(200);
    expect((await john()).super).toBe(true);
    expect((await statamicReads(project, JOHN_FILE)).super).toBe(true);
  });

  it('it_adds_to_groups', async () => {
    const { project, admin } = await setUp({ groups: { a: [], b: [], c: [] } });
    expect((await project.yaml(JOHN_FILE)).groups).toBeUndefined();
    expect((await editUser(project, admin, JOHN, { groups: ['a'] })).status).toBe(200);
    expect((await editUser(project, admin, JOHN, { groups: ['a', 'b', 'c'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).groups).toEqual(['a', 'b', 'c']);
    expect((await editUser(project, admin, JOHN, { groups: ['a', 'c'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).groups).toEqual(['a', 'c']);
  });

  it('it_sets_all_the_groups', async () => {
    const { project, admin } = await setUp({ groups: { a: [], b: [], c: [] }, users: { [JOHN]: { name: 'John Smith', groups: ['a'], password: false } } });
    expect((await editUser(project, admin, JOHN, { groups: ['b', 'c'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).groups).toEqual(['b', 'c']);
  });

  // ── FileUserTest ──────────────────────────────────────────────────────────────────────────

  it('it_gets_path', async () => {
    const { project, admin } = await setUp();
    const created = await admin.send('/cp/api/users', 'POST', { email: 'jane@example.com', name: 'Jane', roles: [], groups: [], super: false, password: null });
    expect(created.status).toBe(201);
    expect(await project.files('users')).toContain('jane@example.com.yaml');
  });

  it('it_gets_file_contents_for_saving', async () => {
    // Statamic's fileData(): every key of the user kept beside the ones the form changes.
    const { project, admin } = await setUp({
      roles: { role_one: ['access cp'], role_two: ['access cp'] },
      groups: { group_one: [], group_two: [] },
      files: {
        [JOHN_FILE]: {
          name: 'John',
          foo: 'bar',
          roles: ['role_one', 'role_two'],
          groups: ['group_one', 'group_two'],
          id: '123',
          password_hash: '$2y$10$aaaaaaaaaaaaaaaaaaaaaOk8WfXnE0Nd0qYHb7qa5S3.1q3dGQQ8m',
          content: 'Lorem Ipsum',
          preferences: { locale: 'en' },
        },
      },
    });
    expect((await editUser(project, admin, JOHN, { name: 'John Smith' })).status).toBe(200);
    expect(await statamicReads(project, JOHN_FILE)).toEqual({
      name: 'John Smith',
      foo: 'bar',
      roles: ['role_one', 'role_two'],
      groups: ['group_one', 'group_two'],
      id: '123',
      password_hash: '$2y$10$aaaaaaaaaaaaaaaaaaaaaOk8WfXnE0Nd0qYHb7qa5S3.1q3dGQQ8m',
      content: 'Lorem Ipsum',
      preferences: { locale: 'en' },
    });
  });

  it('it_prevents_saving_duplicate_roles', async () => {
    const { project, admin } = await setUp({ roles: { a: ['access cp'], b: ['access cp'], c: ['access cp'] } });
    expect((await editUser(project, admin, JOHN, { roles: ['a'] })).status).toBe(200);
    expect((await project.yaml(JOHN_FILE)).roles).toEqual(['a']);
    expect((await editUser(project, admin, JOHN, { roles: ['a', 'a', 'b', 'c'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).roles).toEqual(['a', 'b', 'c']);
  });

  it('it_prevents_saving_duplicate_groups', async () => {
    const { project, admin } = await setUp({ groups: { a: [], b: [], c: [] } });
    expect((await editUser(project, admin, JOHN, { groups: ['a'] })).status).toBe(200);
    expect((await project.yaml(JOHN_FILE)).groups).toEqual(['a']);
    expect((await editUser(project, admin, JOHN, { groups: ['a', 'a', 'b', 'c'] })).status).toBe(200);
    expect((await statamicReads(project, JOHN_FILE)).groups).toEqual(['a', 'b', 'c']);
  });
});
