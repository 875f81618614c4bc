import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RoleResponse, SessionResponse, UserResponse } from '../../../cp/shared/api';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { translator } from '../i18n';
import { Client, contentRoot, mountPanel, PASSWORD } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { roleRoutes } from './roles';
import { userRoutes } from './users';

/**
 * Issue 35, findings 2 and 7: no path gives anyone more than its author could grant directly
 * (decision 038). The attack run's user: `edit users` and `assign user groups`, not `assign
 * roles`; a group `admins` whose role is super.
 */

let root: string;
let app: ReturnType<typeof mountPanel>['app'];
const en = translator('en');

const ROLES = `admin:
  title: Admin
  permissions:
    - super
grouper:
  title: Group manager
  permissions:
    - 'access cp'
    - 'view users'
    - 'edit users'
    - 'create users'
    - 'assign user groups'
    - 'view pages entries'
assigner:
  title: Role assigner
  permissions:
    - 'access cp'
    - 'view users'
    - 'edit users'
    - 'assign roles'
    - 'access en site'
roler:
  title: Role editor
  permissions:
    - 'access cp'
    - 'edit roles'
    - 'view pages entries'
writer:
  title: Writer
  permissions:
    - 'access cp'
    - 'access en site'
jp_manager:
  title: Japan manager
  permissions:
    - 'access cp'
    - 'access jp site'
`;

const GROUPS = `writers:
  title: Writers
  roles:
    - editor
admins:
  title: Admins
  roles:
    - admin
viewers:
  title: Viewers
  roles:
    - visitor
`;

beforeEach(async () => {
  root = await contentRoot();
  // The demo's collections: the roles' matrix knows `edit pages entries` from them.
  for (const part of ['content/collections', 'resources/blueprints']) await cp(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const users = path.join(root, 'resources', 'users');
  await writeFile(path.join(users, 'roles.yaml'), (await readFile(path.join(users, 'roles.yaml'), 'utf8')) + ROLES);
  await writeFile(path.join(users, 'groups.yaml'), GROUPS);
  const hash = (parse(await readFile(path.join(root, 'users', 'admin@example.com.yaml'), 'utf8')) as { password_hash: string }).password_hash;
  const people: [string, string, string[]][] = [
    ['grouper@example.com', 'grouper-id', ['grouper']],
    ['assigner@example.com', 'assigner-id', ['assigner']],
    ['roler@example.com', 'roler-id', ['roler']],
    ['two@example.com', 'two-id', ['writer', 'jp_manager']],
  ];
  for (const [email, id, roles] of people) {
    await writeFile(path.join(root, 'users', `${email}.yaml`), `id: ${id}\nname: ${id}\nroles:\n${roles.map((r) => `  - ${r}\n`).join('')}password_hash: ${hash}\n`);
  }
  app = mountPanel(root, { routes: [userRoutes, roleRoutes], writer: createContentWriter({ root, logger: silentLogger }) }).app;
});

const userFile = async (email: string) => parse(await readFile(path.join(root, 'users', `${email}.yaml`), 'utf8')) as Record<string, unknown>;
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

async function as(email: string): Promise<Client> {
  const client = new Client(app);
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  return client;
}

async function version(client: Client, id: string): Promise<string> {
  return ((await (await client.fetch(`/cp/api/users/${id}`)).json()) as UserResponse).user.version;
}

const edit = async (client: Client, id: string, changes: { roles?: string[]; groups?: string[] }, name = id) =>
  client.send(`/cp/api/users/${id}`, 'PUT', { version: await version(client, id), name, roles: [], groups: [], super: false, ...changes });

describe('a group that brings super or permissions the editor lacks', () => {
  it('refuses joining oneself to a super group (403); the file is unchanged and the next sign-in is not super', async () => {
    const grouper = await as('grouper@example.com');
    const before = await readFile(path.join(root, 'users', 'grouper@example.com.yaml'), 'utf8');
    const response = await edit(grouper, 'grouper-id', { roles: ['grouper'], groups: ['admins'] });
    expect(response.status).toBe(403);
    expect(await message(response)).toBe(en('users.errorOnlySuper'));
    expect(await readFile(path.join(root, 'users', 'grouper@example.com.yaml'), 'utf8')).toBe(before);
    const again = (await (await (await as('grouper@example.com')).fetch('/cp/api/session')).json()) as SessionResponse;
    expect(again.user?.super).toBe(false);
  });

  it('refuses creating a user in a super group, or in a group whose roles hold what the editor does not', async () => {
    const grouper = await as('grouper@example.com');
    const base = { email: 'new@example.com', name: 'New', roles: [], super: false, password: 'a good password' };
    const superGroup = await grouper.send('/cp/api/users', 'POST', { ...base, groups: ['admins'] });
    expect(superGroup.status).toBe(403);
    // `writers` brings `editor`: `access en site` and `edit pages entries`, which the group manager does not hold.
    const writers = await grouper.send('/cp/api/users', 'POST', { ...base, groups: ['writers'] });
    expect(writers.status).toBe(403);
    expect(await message(writers)).toBe(en('users.errorCannotGrant', { permission: 'access en site' }));
    await expect(readFile(path.join(root, 'users', 'new@example.com.yaml'))).rejects.toThrow();
    // `viewers` brings only `view pages entries`, which they hold: allowed.
    expect((await grouper.send('/cp/api/users', 'POST', { ...base, groups: ['viewers'] })).status).toBe(201);
    expect(await userFile('new@example.com')).toMatchObject({ groups: ['viewers'] });
  });

  it('refuses giving another user a group whose roles go beyond the editor', async () => {
    const grouper = await as('grouper@example.com');
    const refused = await edit(grouper, 'visitor-id', { roles: ['visitor'], groups: ['writers'] }, 'Vera');
    expect(refused.status).toBe(403);
    expect((await userFile('visitor@example.com')).groups).toBeUndefined();
    expect((await edit(grouper, 'visitor-id', { roles: ['visitor'], groups: ['viewers'] }, 'Vera')).status).toBe(200);
  });

  it('a super user may do all of it', async () => {
    const admin = await as('admin@example.com');
    expect((await edit(admin, 'grouper-id', { roles: ['grouper'], groups: ['admins'] })).status).toBe(200);
    expect(await userFile('grouper@example.com')).toMatchObject({ groups: ['admins'] });
  });
});

describe('roles given directly', () => {
  it('a role assigner may give roles whose permissions they hold, not others', async () => {
    const assigner = await as('assigner@example.com');
    expect((await edit(assigner, 'visitor-id', { roles: ['visitor', 'writer'] }, 'Vera')).status).toBe(200);
    const refused = await edit(assigner, 'visitor-id', { roles: ['visitor', 'writer', 'jp_manager'] }, 'Vera');
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(en('users.errorCannotGrant', { permission: 'access jp site' }));
    expect((await edit(assigner, 'visitor-id', { roles: ['admin'] }, 'Vera')).status).toBe(403);
    expect((await userFile('visitor@example.com')).roles).toEqual(['visitor', 'writer']);
  });

  it('roles and groups are compared as sets: a repeated role does not hide a removed one (finding 7)', async () => {
    const grouper = await as('grouper@example.com');
    const refused = await edit(grouper, 'two-id', { roles: ['writer', 'writer'] });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toContain('assign roles');
    expect((await userFile('two@example.com')).roles).toEqual(['writer', 'jp_manager']);
    // The same set in another order is no change of roles at all, and the file keeps its order.
    expect((await edit(grouper, 'two-id', { roles: ['jp_manager', 'writer'] }, 'Two')).status).toBe(200);
    expect(await userFile('two@example.com')).toMatchObject({ name: 'Two', roles: ['writer', 'jp_manager'] });
    // Repeats are written once.
    const admin = await as('admin@example.com');
    expect((await edit(admin, 'visitor-id', { roles: ['visitor', 'visitor', 'writer'], groups: ['viewers', 'viewers'] }, 'Vera')).status).toBe(200);
    expect(await userFile('visitor@example.com')).toMatchObject({ roles: ['visitor', 'writer'], groups: ['viewers'] });
  });
});

describe('a role’s permissions', () => {
  it('a role editor cannot give a role that users hold a permission they lack, directly or through a group', async () => {
    const roler = await as('roler@example.com');
    const role = async (handle: string) => (await (await roler.fetch(`/cp/api/roles/${handle}`)).json()) as RoleResponse;
    // `writer` is held by two@example.com.
    const writer = await role('writer');
    const refused = await roler.send('/cp/api/roles/writer', 'PUT', { version: writer.version, title: 'Writer', permissions: ['access cp', 'access en site', 'edit users'] });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(en('users.errorCannotGrant', { permission: 'edit users' }));
    // `editor` is held by Eddie through the group `writers`.
    const editor = await role('editor');
    expect((await roler.send('/cp/api/roles/editor', 'PUT', { version: editor.version, title: 'Editor', permissions: [...editor.role!.permissions, 'delete users'] })).status).toBe(403);
    // Its own role: nothing beyond what it holds.
    const own = await role('roler');
    expect((await roler.send('/cp/api/roles/roler', 'PUT', { version: own.version, title: 'Role editor', permissions: [...own.role!.permissions, 'assign roles'] })).status).toBe(403);
    // What it holds itself, it may give.
    expect((await roler.send('/cp/api/roles/writer', 'PUT', { version: writer.version, title: 'Writer', permissions: ['access cp', 'access en site', 'view pages entries'] })).status).toBe(200);
    const file = parse(await readFile(path.join(root, 'resources', 'users', 'roles.yaml'), 'utf8')) as Record<string, { permissions: string[] }>;
    expect(file.writer!.permissions).toEqual(['access cp', 'access en site', 'view pages entries']);
    expect(file.editor!.permissions).not.toContain('delete users');
    expect(file.roler!.permissions).not.toContain('assign roles');
  });
});
