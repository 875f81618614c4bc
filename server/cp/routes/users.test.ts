import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RoleResponse, RolesResponse, SessionResponse, UserResponse, UsersResponse } from '../../../cp/shared/api';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../tests/support/statamic-yaml';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { translator } from '../i18n';
import { Client, contentRoot, mountPanel, PASSWORD } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { accountRoutes } from './account';
import { collectionRoutes } from './collections';
import { roleRoutes } from './roles';
import { userRoutes } from './users';

/** Users, roles and one's own password over the panel's HTTP API, on real files (decision 027). */

let root: string;
let app: ReturnType<typeof mountPanel>['app'];

// Beside the fixture's editor (English only) and visitor: a manager who may handle users but not
// assign roles, a role editor, a second super user, and a Japanese-only editor.
const EXTRA_ROLES = `manager:
  title: Manager
  permissions:
    - 'access cp'
    - 'view users'
    - 'edit users'
    - 'create users'
    - 'delete users'
roler:
  title: Role editor
  permissions:
    - 'access cp'
    - 'edit roles'
    - 'access jp site'
    - 'view pages entries'
    - 'edit pages entries'
    - 'publish pages entries'
jp_editor:
  title: Japanese editor
  permissions:
    - 'access cp'
    - 'access jp site'
    - 'view pages entries'
    - 'edit pages entries'
    - 'some addon permission'
`;

beforeEach(async () => {
  root = await contentRoot();
  for (const part of ['content', 'resources/blueprints']) await cp(path.join(PROJECT_ROOT, part), path.join(root, part), { recursive: true });
  const rolesFile = path.join(root, 'resources', 'users', 'roles.yaml');
  await writeFile(rolesFile, (await readFile(rolesFile, 'utf8')) + EXTRA_ROLES);
  const hash = (parse(await readFile(path.join(root, 'users', 'admin@example.com.yaml'), 'utf8')) as { password_hash: string }).password_hash;
  for (const [email, role] of [['manager@example.com', 'manager'], ['roler@example.com', 'roler'], ['jp@example.com', 'jp_editor']]) {
    await writeFile(path.join(root, 'users', `${email}.yaml`), `id: ${role}-id\nname: ${role}\nroles:\n  - ${role}\npassword_hash: ${hash}\n`);
  }
  const writer = createContentWriter({ root, logger: silentLogger });
  app = mountPanel(root, { routes: [userRoutes, roleRoutes, accountRoutes, collectionRoutes], writer }).app;
});

const userFile = async (email: string) => parse(await readFile(path.join(root, 'users', `${email}.yaml`), 'utf8')) as Record<string, unknown>;
const rolesFile = async () => parse(await readFile(path.join(root, 'resources', 'users', 'roles.yaml'), 'utf8')) as Record<string, { title: string; permissions: string[] }>;
const message = async (response: Response) => ((await response.json()) as { message: string }).message;
const fieldErrors = async (response: Response) => ((await response.json()) as { errors?: Record<string, string[]> }).errors;
const en = translator('en');
const LAST_SUPER = en('users.errorLastSuper');

async function as(email: string, password = PASSWORD): Promise<Client> {
  const client = new Client(app);
  expect((await client.signIn(email, password)).status).toBe(200);
  return client;
}

async function userOf(client: Client, id: string) {
  const response = await client.fetch(`/cp/api/users/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as UserResponse).user;
}

describe('who may', () => {
  it('401 without a session, 403 without the permission, for every route', async () => {
    const anonymous = new Client(app);
    await anonymous.session();
    const editor = await as('editor@example.com');
    const routes: [string, string, unknown?][] = [
      ['GET', '/cp/api/users'],
      ['GET', '/cp/api/users/admin-id'],
      ['POST', '/cp/api/users', { email: 'x@example.com', name: 'X', roles: [], groups: [], super: false, password: null }],
      ['PUT', '/cp/api/users/visitor-id', { version: 'x', name: 'V', roles: [], groups: [], super: false }],
      ['PUT', '/cp/api/users/visitor-id/status', { version: 'x', disabled: true }],
      ['DELETE', '/cp/api/users/visitor-id'],
      ['GET', '/cp/api/roles'],
      ['GET', '/cp/api/roles/editor'],
      ['PUT', '/cp/api/roles/editor', { version: null, title: 'E', permissions: [] }],
      ['POST', '/cp/api/roles', { version: null, title: 'E', permissions: [], handle: 'new_role' }],
      ['DELETE', '/cp/api/roles/visitor'],
    ];
    for (const [method, url, body] of routes) {
      expect((await anonymous.send(url, method, body)).status, `${method} ${url} anonymous`).toBe(401);
      const response = await editor.send(url, method, body);
      expect(response.status, `${method} ${url} editor`).toBe(403);
      expect(await message(response)).toMatch(/users|roles/);
    }
    expect((await anonymous.send('/cp/api/account/password', 'PUT', { current: PASSWORD, password: 'a brand new one' })).status).toBe(401);
  });

  it('changes need the CSRF token', async () => {
    const admin = await as('admin@example.com');
    const response = await admin.send('/cp/api/users/visitor-id/status', 'PUT', { version: 'x', disabled: true }, { 'X-CSRF-Token': 'wrong' });
    expect(response.status).toBe(403);
    expect((await userFile('visitor@example.com')).disabled).toBeUndefined();
  });

  it('a manager may create users but not give roles or make anyone super, nor touch a super user', async () => {
    const manager = await as('manager@example.com');
    const list = (await (await manager.fetch('/cp/api/users')).json()) as UsersResponse;
    expect(list.can).toMatchObject({ view: true, create: true, assignRoles: false, makeSuper: false, editRoles: false });
    const base = { email: 'new@example.com', name: 'New', roles: [], groups: [], super: false, password: 'a good password' };
    expect((await manager.send('/cp/api/users', 'POST', { ...base, roles: ['editor'] })).status).toBe(403);
    expect((await manager.send('/cp/api/users', 'POST', { ...base, groups: ['writers'] })).status).toBe(403);
    expect((await manager.send('/cp/api/users', 'POST', { ...base, super: true })).status).toBe(403);
    expect((await manager.send('/cp/api/users', 'POST', base)).status).toBe(201);
    const admin = await userOf(manager, 'admin-id');
    expect((await manager.send('/cp/api/users/admin-id', 'PUT', { version: admin.version, name: 'Renamed', roles: [], groups: [], super: true })).status).toBe(403);
    expect((await manager.send('/cp/api/users/admin-id/status', 'PUT', { version: admin.version, disabled: true })).status).toBe(403);
    expect((await manager.send('/cp/api/users/admin-id', 'DELETE')).status).toBe(403);
    expect(await userFile('admin@example.com')).toMatchObject({ name: 'Admin', super: true });
  });
});

describe('users', () => {
  it('lists users with search, role and status filters', async () => {
    const admin = await as('admin@example.com');
    const list = async (query = '') => ((await (await admin.fetch(`/cp/api/users${query}`)).json()) as UsersResponse).data.map((u) => u.email);
    expect(await list()).toHaveLength(6);
    expect(await list('?search=eddie')).toEqual(['editor@example.com']);
    // Through the group `writers`, Eddie holds `editor`.
    expect(await list('?role=editor')).toEqual(['editor@example.com']);
    expect(await list('?status=disabled')).toEqual([]);
    expect((await admin.fetch('/cp/api/users?status=gone')).status).toBe(400);
    const body = (await (await admin.fetch('/cp/api/users')).json()) as UsersResponse;
    expect(body.roles.map((r) => r.handle)).toContain('jp_editor');
    expect(body.groups).toEqual([{ handle: 'writers', title: 'Writers' }]);
  });

  it('creates a user Statamic reads: id, $2y$ bcrypt hash, roles; they can sign in', async () => {
    const admin = await as('admin@example.com');
    const response = await admin.send('/cp/api/users', 'POST', { email: 'Kim@Example.com', name: 'Kim', roles: ['jp_editor'], groups: ['writers'], super: false, password: 'kim password 1' });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as UserResponse;
    expect(user).toMatchObject({ email: 'Kim@Example.com', name: 'Kim', roles: ['jp_editor'], groups: ['writers'], disabled: false, hasPassword: true });
    const file = path.join(root, 'users', 'Kim@Example.com.yaml');
    const data = parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({ id: user.id, name: 'Kim', roles: ['jp_editor'], groups: ['writers'] });
    expect(data.password_hash).toMatch(/^\$2y\$10\$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const session = (await (await as('kim@example.com', 'kim password 1').then((c) => c.fetch('/cp/api/session'))).json()) as SessionResponse;
    expect(session.user?.sites).toEqual(['en', 'jp']);
    if (statamicAvailable()) expect(readWithStatamic([file]).get(file)?.data).toEqual(asStatamicSees(data));
  });

  it('a user made without a password exists but cannot sign in', async () => {
    const admin = await as('admin@example.com');
    expect((await admin.send('/cp/api/users', 'POST', { email: 'nopass@example.com', name: 'No Pass', roles: [], groups: [], super: false, password: null })).status).toBe(201);
    expect(await userFile('nopass@example.com')).not.toHaveProperty('password_hash');
    expect((await new Client(app).signIn('nopass@example.com', '')).status).toBe(422);
  });

  it('bad input is a 4xx with a message; nothing is written, nothing outside users/', async () => {
    const admin = await as('admin@example.com');
    const base = { email: 'ok@example.com', name: 'Ok', roles: [], groups: [], super: false, password: 'a good password' };
    const cases: [unknown, number][] = [
      [{ ...base, email: 'not an email' }, 422],
      [{ ...base, email: '../../etc/passwd@example.com' }, 422],
      [{ ...base, email: '../escape@example.com' }, 422],
      [{ ...base, email: 'a/b@example.com' }, 422],
      [{ ...base, email: 'admin@EXAMPLE.com' }, 422],
      [{ ...base, name: '' }, 422],
      [{ ...base, password: 'short' }, 422],
      [{ ...base, password: 'x'.repeat(73) }, 422],
      [{ ...base, roles: ['nope'] }, 422],
      [{ ...base, groups: ['nope'] }, 422],
      [{ ...base, extra: 1 }, 422],
      [{ ...base, roles: 'editor' }, 422],
      [[base], 422],
    ];
    for (const [body, status] of cases) {
      const response = await admin.send('/cp/api/users', 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await message(response)).toBeTruthy();
    }
    // What an editor can get wrong is said at its field, in the editor's language.
    const fieldCases: [Record<string, unknown>, string, string][] = [
      [{ ...base, email: 'not an email' }, 'email', en('users.errorEmailInvalid')],
      [{ ...base, email: 'admin@example.com' }, 'email', en('users.errorEmailTaken')],
      [{ ...base, name: '  ' }, 'name', en('api.fieldRequired')],
      [{ ...base, password: 'short' }, 'password', en('users.passwordTooShort', { min: 8 })],
      [{ ...base, password: 'ü'.repeat(40) }, 'password', en('users.passwordTooLong')],
      [{ ...base, roles: ['nope'] }, 'roles', en('users.errorUnknownRole', { handle: 'nope' })],
    ];
    for (const [body, field, text] of fieldCases) {
      const response = await admin.send('/cp/api/users', 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await fieldErrors(response), JSON.stringify(body)).toEqual({ [field]: [text] });
    }
    const german = await admin.send('/cp/api/users', 'POST', { ...base, name: '', password: 'short' }, { 'accept-language': 'de' });
    expect(await fieldErrors(german)).toEqual({ name: ['Dieses Feld ist erforderlich.'], password: ['Das Passwort braucht mindestens 8 Zeichen.'] });
    expect((await admin.fetch('/cp/api/users', { method: 'POST', body: '{', headers: { Origin: admin.origin, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await admin.fetch('/cp/api/users/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await admin.send('/cp/api/users/nobody', 'PUT', { version: 'x', name: 'N', roles: [], groups: [], super: false })).status).toBe(404);
    const files = (await import('node:fs/promises')).readdir(path.join(root, 'users'));
    expect((await files).sort()).toEqual(['admin@example.com.yaml', 'editor@example.com.yaml', 'jp@example.com.yaml', 'manager@example.com.yaml', 'roler@example.com.yaml', 'visitor@example.com.yaml']);
  });

  it('edits name, roles, groups and super; every other key is kept; a stale form is a 409', async () => {
    const admin = await as('admin@example.com');
    const eddie = await userOf(admin, 'editor-id');
    const before = await userFile('editor@example.com');
    const response = await admin.send('/cp/api/users/editor-id', 'PUT', { version: eddie.version, name: 'Edward', roles: ['jp_editor'], groups: [], super: false });
    expect(response.status).toBe(200);
    const after = await userFile('editor@example.com');
    expect(after).toEqual({ id: 'editor-id', name: 'Edward', roles: ['jp_editor'], password_hash: before.password_hash, preferences: { locale: 'de' } });
    const stale = await admin.send('/cp/api/users/editor-id', 'PUT', { version: eddie.version, name: 'Again', roles: [], groups: [], super: false });
    expect(stale.status).toBe(409);
    expect((await userFile('editor@example.com')).name).toBe('Edward');
  });

  it('another user’s password needs `change passwords`; their sessions end', async () => {
    const editor = await as('editor@example.com');
    const admin = await as('admin@example.com');
    const eddie = await userOf(admin, 'editor-id');
    expect((await admin.send('/cp/api/users/editor-id', 'PUT', { version: eddie.version, name: 'Eddie', roles: [], groups: ['writers'], super: false, password: 'a new one for eddie' })).status).toBe(200);
    expect((await editor.fetch('/cp/api/session').then((r) => r.json()) as SessionResponse).user).toBeNull();
    expect((await new Client(app).signIn('editor@example.com', 'a new one for eddie')).status).toBe(200);
    const manager = await as('manager@example.com');
    const vera = await userOf(manager, 'visitor-id');
    expect((await manager.send('/cp/api/users/visitor-id', 'PUT', { version: vera.version, name: 'Vera', roles: ['visitor'], groups: [], super: false, password: 'another password' })).status).toBe(403);
  });

  it('disabling ends the user’s sessions and stops sign-in (`disabled: true` in their file); enabling lets them in again', async () => {
    const editor = await as('editor@example.com');
    const admin = await as('admin@example.com');
    const eddie = await userOf(admin, 'editor-id');
    const response = await admin.send('/cp/api/users/editor-id/status', 'PUT', { version: eddie.version, disabled: true });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserResponse).user.disabled).toBe(true);
    expect((await userFile('editor@example.com')).disabled).toBe(true);
    expect((await editor.fetch('/cp/api/collections')).status).toBe(401);
    const again = await new Client(app).signIn('editor@example.com');
    expect(again.status).toBe(403);
    expect(await message(again)).toBe(en('users.accountDisabled'));
    // A wrong password still gets the one answer for every wrong credential.
    expect((await new Client(app).signIn('editor@example.com', 'wrong password')).status).toBe(422);
    const disabled = await userOf(admin, 'editor-id');
    expect((await admin.send('/cp/api/users/editor-id/status', 'PUT', { version: disabled.version, disabled: false })).status).toBe(200);
    expect(await userFile('editor@example.com')).not.toHaveProperty('disabled');
    expect((await new Client(app).signIn('editor@example.com')).status).toBe(200);
  });

  it('deletes a user: the file goes and their sessions end; nobody deletes or disables themselves', async () => {
    const visitor = new Client(app);
    await visitor.signIn('visitor@example.com');
    const admin = await as('admin@example.com');
    expect((await admin.send('/cp/api/users/visitor-id', 'DELETE')).status).toBe(204);
    await expect(stat(path.join(root, 'users', 'visitor@example.com.yaml'))).rejects.toThrow();
    expect((await admin.send('/cp/api/users/visitor-id', 'DELETE')).status).toBe(404);
    const me = await userOf(admin, 'admin-id');
    expect((await admin.send('/cp/api/users/admin-id', 'DELETE')).status).toBe(422);
    expect((await admin.send('/cp/api/users/admin-id/status', 'PUT', { version: me.version, disabled: true })).status).toBe(422);
  });
});

describe('the last super user', () => {
  it('cannot be demoted while they are the only enabled one (409); with another one enabled, they can', async () => {
    const admin = await as('admin@example.com');
    const me = await userOf(admin, 'admin-id');
    const demote = (client: Client, version: string) => client.send('/cp/api/users/admin-id', 'PUT', { version, name: 'Admin', roles: [], groups: [], super: false });
    const refused = await demote(admin, me.version);
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(LAST_SUPER);
    // In the editor's language: the panel sends its own as Accept-Language.
    const japanese = await admin.send('/cp/api/users/admin-id', 'PUT', { version: me.version, name: 'Admin', roles: [], groups: [], super: false }, { 'accept-language': 'ja' });
    expect(japanese.status).toBe(409);
    expect(await message(japanese)).toBe('有効なスーパーユーザーはこのユーザーだけです。先にほかのユーザーをスーパーユーザーにしてください。');
    // A second super user who is disabled does not count.
    const created = (await (await admin.send('/cp/api/users', 'POST', { email: 'boss@example.com', name: 'Boss', roles: [], groups: [], super: true, password: 'boss password 1' })).json()) as UserResponse;
    expect((await admin.send(`/cp/api/users/${created.user.id}/status`, 'PUT', { version: created.user.version, disabled: true })).status).toBe(200);
    expect((await demote(admin, me.version)).status).toBe(409);
    expect(await userFile('admin@example.com')).toMatchObject({ super: true });
    const boss = await userOf(admin, created.user.id);
    expect((await admin.send(`/cp/api/users/${created.user.id}/status`, 'PUT', { version: boss.version, disabled: false })).status).toBe(200);
    expect((await demote(admin, me.version)).status).toBe(200);
    expect(await userFile('admin@example.com')).not.toHaveProperty('super');
    // The boss is the last one now: they cannot demote themselves either.
    const bossClient = await as('boss@example.com', 'boss password 1');
    const bossNow = await userOf(bossClient, created.user.id);
    expect((await bossClient.send(`/cp/api/users/${created.user.id}`, 'PUT', { version: bossNow.version, name: 'Boss', roles: [], groups: [], super: false })).status).toBe(409);
  });

  it('a role edit that would leave no super user is refused too', async () => {
    await writeFile(path.join(root, 'users', 'admin@example.com.yaml'), (await readFile(path.join(root, 'users', 'admin@example.com.yaml'), 'utf8')).replace('super: true\n', 'roles:\n  - chief\n'));
    const rolesPath = path.join(root, 'resources', 'users', 'roles.yaml');
    await writeFile(rolesPath, (await readFile(rolesPath, 'utf8')) + 'chief:\n  title: Chief\n  permissions:\n    - super\n');
    const admin = await as('admin@example.com');
    const role = (await (await admin.fetch('/cp/api/roles/chief')).json()) as RoleResponse;
    const response = await admin.send('/cp/api/roles/chief', 'PUT', { version: role.version, title: 'Chief', permissions: ['access cp'] });
    expect(response.status).toBe(409);
    expect(await message(response)).toBe(LAST_SUPER);
    expect((await admin.send(`/cp/api/roles/chief?version=${role.version}`, 'DELETE')).status).toBe(409);
    expect((await rolesFile()).chief?.permissions).toEqual(['super']);
  });
});

describe('roles', () => {
  it('lists roles with their users; the matrix is Statamic’s groups over this site’s content', async () => {
    const roler = await as('roler@example.com');
    const list = (await (await roler.fetch('/cp/api/roles')).json()) as RolesResponse;
    expect(list.data.find((r) => r.handle === 'editor')).toEqual({ handle: 'editor', title: 'Editor', super: false, permissions: 3, users: 1 });
    const role = (await (await roler.fetch('/cp/api/roles/jp_editor')).json()) as RoleResponse;
    expect(role.matrix.map((g) => g.handle)).toEqual(['cp', 'sites', 'collections', 'navigation', 'globals', 'taxonomies', 'assets', 'users']);
    const collections = role.matrix.find((g) => g.handle === 'collections')!;
    const pages = collections.sections.find((s) => s.item?.handle === 'pages')!;
    expect(pages.permissions[0]).toMatchObject({ value: 'view pages entries', template: 'view {collection} entries' });
    expect(pages.permissions[0]!.children[0]!.children.map((c) => c.value)).toContain('publish pages entries');
    expect(role.matrix.find((g) => g.handle === 'sites')!.sections[0]!.permissions.map((p) => p.value)).toContain('access jp site');
    expect((await roler.fetch('/cp/api/roles/nope')).status).toBe(404);
  });

  it('saves a role’s permissions through the write path: other roles and unknown permissions kept, Statamic reads it', async () => {
    const roler = await as('roler@example.com');
    const role = (await (await roler.fetch('/cp/api/roles/jp_editor')).json()) as RoleResponse;
    // In any order (as clicked): written in the matrix's order.
    const permissions = ['publish pages entries', ...role.role!.permissions.filter((p) => p !== 'some addon permission')].reverse();
    const response = await roler.send('/cp/api/roles/jp_editor', 'PUT', { version: role.version, title: 'Japan editor', permissions });
    expect(response.status).toBe(200);
    const file = await rolesFile();
    expect(file.jp_editor).toEqual({ title: 'Japan editor', permissions: ['access cp', 'access jp site', 'view pages entries', 'edit pages entries', 'publish pages entries', 'some addon permission'] });
    expect(file.editor?.permissions).toEqual(['access cp', 'access en site', 'edit pages entries']);
    const stale = await roler.send('/cp/api/roles/jp_editor', 'PUT', { version: role.version, title: 'Stale', permissions });
    expect(stale.status).toBe(409);
    const bad = await roler.send('/cp/api/roles/jp_editor', 'PUT', { version: ((await response.json()) as RoleResponse).version, title: 'X', permissions: ['rule the world'] });
    expect(bad.status).toBe(422);
    expect(await fieldErrors(bad)).toEqual({ permissions: [en('users.errorUnknownPermission', { permission: 'rule the world' })] });
    const abs = path.join(root, 'resources', 'users', 'roles.yaml');
    if (statamicAvailable()) expect(readWithStatamic([abs]).get(abs)?.data).toEqual(asStatamicSees(file));
  });

  it('creates and deletes a role; bad handles are refused; only a super user grants super', async () => {
    const roler = await as('roler@example.com');
    const create = (handle: string, permissions = ['access cp']) => roler.send('/cp/api/roles', 'POST', { version: null, handle, title: 'New', permissions });
    for (const handle of ['', 'Upper', '../x', 'create', 'a b', 'x'.repeat(65)]) expect((await create(handle)).status, handle).toBe(422);
    for (const [handle, text] of [['', en('api.fieldRequired')], ['Upper', en('users.errorHandleInvalid')], ['editor', en('users.errorHandleTaken')]]) {
      const refused = await create(handle!);
      expect(refused.status).toBe(422);
      expect(await fieldErrors(refused)).toEqual({ handle: [text] });
    }
    expect((await create('boss', ['super'])).status).toBe(403);
    const created = await create('translator', ['access cp', 'access fr site']);
    expect(created.status).toBe(201);
    expect((await rolesFile()).translator).toEqual({ title: 'New', permissions: ['access cp', 'access fr site'] });
    const version = ((await created.json()) as RoleResponse).version;
    expect((await roler.send(`/cp/api/roles/translator?version=${version}`, 'DELETE')).status).toBe(204);
    expect(await rolesFile()).not.toHaveProperty('translator');
    const admin = await as('admin@example.com');
    expect((await admin.send('/cp/api/roles', 'POST', { version: null, handle: 'chief', title: 'Chief', permissions: ['super'] })).status).toBe(201);
  });
});

describe('one’s own password', () => {
  it('needs the current one; other sessions end, this one continues; the new one signs in', async () => {
    const other = await as('editor@example.com');
    const me = await as('editor@example.com');
    const wrong = await me.send('/cp/api/account/password', 'PUT', { current: 'not it at all', password: 'my new password' });
    expect(wrong.status).toBe(422);
    expect(await fieldErrors(wrong)).toEqual({ current: [en('users.errorWrongPassword')] });
    const short = await me.send('/cp/api/account/password', 'PUT', { current: PASSWORD, password: 'short' });
    expect(short.status).toBe(422);
    expect(await fieldErrors(short)).toEqual({ password: [en('users.passwordTooShort', { min: 8 })] });
    const same = await me.send('/cp/api/account/password', 'PUT', { current: PASSWORD, password: PASSWORD });
    expect(same.status).toBe(422);
    expect(await fieldErrors(same)).toEqual({ password: [en('users.errorSamePassword')] });
    expect((await me.send('/cp/api/account/password', 'PUT', { current: PASSWORD, password: 'my new password' })).status).toBe(204);
    expect(((await me.fetch('/cp/api/session').then((r) => r.json())) as SessionResponse).user?.email).toBe('editor@example.com');
    // The same CSRF token still works: the session is the same one.
    expect((await me.send('/cp/api/preferences', 'PATCH', { locale: 'fr' })).status).toBe(200);
    expect(((await other.fetch('/cp/api/session').then((r) => r.json())) as SessionResponse).user).toBeNull();
    expect((await new Client(app).signIn('editor@example.com')).status).toBe(422);
    expect((await new Client(app).signIn('editor@example.com', 'my new password')).status).toBe(200);
    expect((await userFile('editor@example.com')).password_hash).toMatch(/^\$2y\$10\$/);
  });
});

describe('an editor limited to jp', () => {
  it('opens and saves Japanese entries but not German ones (403)', async () => {
    const jp = await as('jp@example.com');
    expect(((await jp.fetch('/cp/api/session').then((r) => r.json())) as SessionResponse).user?.sites).toEqual(['jp']);
    expect((await jp.fetch('/cp/api/collections/pages/entries/page-about-jp')).status).toBe(200);
    const german = await jp.fetch('/cp/api/collections/pages/entries/page-support-downloads-de');
    expect(german.status).toBe(403);
    expect(await message(german)).toContain('access de site');
    expect((await jp.send('/cp/api/collections/pages/entries/page-support-downloads-de', 'PUT', { version: 'x', values: {}, published: true })).status).toBe(403);
    expect((await jp.fetch('/cp/api/collections/pages/entries?site=de')).status).toBe(403);
  });
});
