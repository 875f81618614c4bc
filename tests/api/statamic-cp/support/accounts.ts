// A throwaway Statamic 5 project for one ported control-panel feature test (assets, users,
// roles and permissions): the flat files the original's facades would have saved are written
// into a temporary content root (roles as `FakesRoles::setTestRoles` gives them, in
// `resources/users/roles.yaml`; users as `User::make()->…->save()` writes them, in
// `users/{email}.yaml`; asset containers in `content/assets/{handle}.yaml`, their files under
// `public/{disk}`), the real panel is mounted over it (real sign-in, sessions, CSRF, the real
// writer) and a test signs in as one of its users. What a request wrote is read back from disk.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterEach, expect } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentStore } from '../../../../api/store/store';
import { CSRF_HEADER } from '../../../../cp/shared/api';
import type { CpRouteModule } from '../../../../server/cp/app';
import type { CpDeps } from '../../../../server/cp/deps';
import { silentLogger } from '../../../../server/log';
import { accountRoutes } from '../../../../server/cp/routes/account';
import { assetLibraryRoutes } from '../../../../server/cp/routes/asset-library';
import { assetRoutes } from '../../../../server/cp/routes/assets';
import { roleRoutes } from '../../../../server/cp/routes/roles';
import { userRoutes } from '../../../../server/cp/routes/users';
import { Client, mountPanel, PASSWORD } from '../../../../server/cp/test/fixture';
import { createContentWriter, versionOf } from '../../../../server/cp/write/writer';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../support/statamic-yaml';

/** A file's content: text or bytes as they are, or data written as YAML. */
export type FileContent = string | Uint8Array | Record<string, unknown>;

/** Statamic's test suite's one site (Tests\TestCase: `en`, `en_US`, http://localhost/). */
export const ONE_SITE = { en: { name: 'English', url: '/', locale: 'en_US' } };

/**
 * One bcrypt hash for every user of the file, made once (cost 4, in Laravel's `$2y$` form):
 * sign-in stays real (the hash is checked) without 70 ms of hashing per user.
 */
const HASH = `$2y$${bcrypt.hashSync(PASSWORD, 4).slice(4)}`;

/** A user as `User::make()->email(…)->set('name', …)->assignRole(…)->addToGroup(…)->makeSuper()->save()` writes one. */
export interface Person {
  name?: string;
  roles?: string[];
  groups?: string[];
  super?: boolean;
  /** Without a password the user cannot sign in (a target, never an actor). */
  password?: boolean;
}

export interface Setup {
  /** Role handle → its permissions, as `setTestRoles` (the title is the handle, ucfirst, as Statamic's Role::title() shows it). */
  roles?: Record<string, string[]>;
  /** Group handle → its roles (`resources/users/groups.yaml`). */
  groups?: Record<string, string[]>;
  /** Email → the user. */
  users?: Record<string, Person>;
  /** Asset container handle → its file (`content/assets/{handle}.yaml`: `disk`, `title`, `allow_uploads`…). */
  containers?: Record<string, Record<string, unknown>>;
  /** Any other file, relative to the root. */
  files?: Record<string, FileContent>;
}

export interface CpProject {
  root: string;
  store: ContentStore;
  /** A signed-in client for this email (fails the test when the sign-in does not succeed). */
  as(email: string): Promise<Client>;
  /** A client with a pre-session token and no session. */
  anonymous(): Promise<Client>;
  /** A file's text, or null when there is none. */
  text(rel: string): Promise<string | null>;
  /** A file's bytes (fails the test when it is missing). */
  bytes(rel: string): Promise<Buffer>;
  /** A YAML file's data (fails the test when the file is missing). */
  yaml(rel: string): Promise<Record<string, unknown>>;
  /** The file names in a folder (sorted, dot files included), [] when there is none. */
  files(dir: string): Promise<string[]>;
  /** Every file under a folder, relative to it, sorted (dot folders included). */
  tree(dir: string): Promise<string[]>;
  exists(rel: string): Promise<boolean>;
  /** Writes (or overwrites) files, as a facade's save would; the store reads them again. */
  write(files: Record<string, FileContent>): Promise<void>;
  /** The version a form loaded the file at (a hash of its bytes, as the panel's documents give it). */
  version(rel: string): Promise<string>;
}

const ucfirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function writeFiles(root: string, files: Record<string, FileContent>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, typeof content === 'string' || content instanceof Uint8Array ? content : stringify(content));
  }
}

async function walk(dir: string, prefix: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`, out);
    else out.push(`${prefix}${entry.name}`);
  }
}

/** The user file's data for a person (an `id` from the email, as Statamic writes a UUID). */
export function userData(email: string, person: Person): Record<string, unknown> {
  return {
    id: idOf(email),
    ...(person.name ? { name: person.name } : {}),
    ...(person.super ? { super: true } : {}),
    ...(person.roles?.length ? { roles: person.roles } : {}),
    ...(person.groups?.length ? { groups: person.groups } : {}),
    ...(person.password === false ? {} : { password_hash: HASH }),
  };
}

/** The id a project's user has (`test@domain.com` → `test-domain-com`). */
export const idOf = (email: string) => email.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** The asset routes are mounted as the server mounts them: the upload under /assets. */
const under = (prefix: string, module: CpRouteModule): CpRouteModule => (deps: CpDeps) => new Hono().route(prefix, module(deps));

const opened: string[] = [];

/** Registers the afterEach that removes the projects a test opened. */
export function cleanUp(): void {
  afterEach(async () => {
    for (const root of opened.splice(0)) await rm(root, { recursive: true, force: true });
  });
}

export async function cpProject({ roles = {}, groups = {}, users = {}, containers = {}, files = {} }: Setup = {}): Promise<CpProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'statamic-cp-accounts-'));
  opened.push(root);
  await writeFiles(root, {
    'resources/sites.yaml': ONE_SITE,
    'resources/users/roles.yaml': Object.keys(roles).length ? Object.fromEntries(Object.entries(roles).map(([handle, permissions]) => [handle, { title: ucfirst(handle), permissions }])) : '',
    'resources/users/groups.yaml': Object.keys(groups).length ? Object.fromEntries(Object.entries(groups).map(([handle, list]) => [handle, { title: ucfirst(handle), roles: list }])) : '',
    ...Object.fromEntries(Object.entries(users).map(([email, person]) => [`users/${email}.yaml`, userData(email, person)])),
    ...Object.fromEntries(Object.entries(containers).map(([handle, data]) => [`content/assets/${handle}.yaml`, data])),
    ...files,
  });
  for (const [handle, data] of Object.entries(containers)) await mkdir(path.join(root, 'public', typeof data.disk === 'string' ? data.disk : handle), { recursive: true });
  const store = new ContentStore(root, { report: () => {} });
  const writer = createContentWriter({ root, logger: silentLogger, containers: async () => [...(await store.index()).assets.containers.values()].map((c) => c.dir) });
  const { app } = mountPanel(root, {
    store,
    writer,
    routes: [under('/assets', assetRoutes), assetLibraryRoutes, userRoutes, roleRoutes, accountRoutes],
    changed: () => store.invalidate(),
  });
  const text = async (rel: string) => {
    try {
      return await readFile(path.join(root, rel), 'utf8');
    } catch {
      return null;
    }
  };
  const must = async (rel: string) => {
    const t = await text(rel);
    expect(t, `${rel} exists`).not.toBeNull();
    return t!;
  };
  return {
    root,
    store,
    as: async (email) => {
      const client = new Client(app);
      const response = await client.signIn(email);
      expect(response.status, `${email} signs in`).toBe(200);
      return client;
    },
    anonymous: async () => {
      const client = new Client(app);
      await client.session();
      return client;
    },
    text,
    bytes: async (rel) => {
      await must(rel);
      return readFile(path.join(root, rel));
    },
    yaml: async (rel) => (parse(await must(rel)) ?? {}) as Record<string, unknown>,
    files: async (dir) => {
      try {
        return (await readdir(path.join(root, dir), { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name).sort();
      } catch {
        return [];
      }
    },
    tree: async (dir) => {
      const out: string[] = [];
      await walk(path.join(root, dir), '', out);
      return out.sort();
    },
    exists: async (rel) =>
      stat(path.join(root, rel)).then(
        () => true,
        () => false,
      ),
    write: async (more) => {
      await writeFiles(root, more);
      store.invalidate();
    },
    version: async (rel) => versionOf(await must(rel)),
  };
}

// ── What Statamic reads ─────────────────────────────────────────────────────────────────────

/**
 * The file's data as Statamic's Symfony YAML reads it, compared with ours: one parse is what
 * both sides hold (where php is here; scripts/test.mjs makes it required under `npm test`).
 */
export async function statamicReads(project: CpProject, rel: string): Promise<Record<string, unknown>> {
  const data = await project.yaml(rel);
  if (statamicAvailable()) {
    const abs = path.join(project.root, rel);
    const read = readWithStatamic([abs]).get(abs);
    expect(read?.error, `Statamic reads ${rel}`).toBeUndefined();
    expect(read?.data, `Statamic reads ${rel} as we do`).toEqual(asStatamicSees(data));
  }
  return data;
}

// ── Requests, as the panel's browser side sends them ─────────────────────────────────────────

export async function json<T = Record<string, unknown>>(response: Response, status?: number): Promise<T> {
  if (status !== undefined) expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * The user form's save (PUT /cp/api/users/{id}): the user's values as the form loaded them
 * (from their file, at its version) with `changes` over them.
 */
export async function editUser(project: CpProject, client: Client, email: string, changes: { name?: string; roles?: string[]; groups?: string[]; super?: boolean; email?: string }): Promise<Response> {
  const rel = `users/${email}.yaml`;
  const file = await project.yaml(rel);
  return client.send(`/cp/api/users/${file.id}`, 'PUT', {
    version: await project.version(rel),
    name: file.name ?? email,
    roles: file.roles ?? [],
    groups: file.groups ?? [],
    super: file.super === true,
    ...changes,
  });
}

/** A multipart POST with the session's CSRF token (uploads; a Blob field is sent as a file named `name`). */
export function multipart(client: Client, url: string, fields: Record<string, string | Uint8Array>, name = 'test.jpg'): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, typeof value === 'string' ? value : new File([value as BlobPart], name));
  return client.fetch(url, { method: 'POST', body: form, headers: { Origin: client.origin, [CSRF_HEADER]: client.csrf } });
}

// ── Asset policies, as the panel's requests ask them ─────────────────────────────────────────

/** Statamic's AssetPolicy / AssetFolderPolicy abilities, each as the request of ours that needs it. */
export type AssetAbility = 'view' | 'edit' | 'store' | 'move' | 'rename' | 'delete' | 'reupload' | 'createFolder';

/** The asset every container of a policy test holds (`$container->makeAsset('test.txt')`; an image here, so that a replace is possible). */
export const POLICY_ASSET = 'test.jpg';

/**
 * Whether `client` may do `ability` in `container`, by doing it: true when the request
 * succeeded (and changed the container's files as asked), false when it was refused with 403
 * and the container's files are as they were. Anything else fails the test.
 */
export async function attempt(project: CpProject, client: Client, ability: AssetAbility, container: string): Promise<boolean> {
  const dir = `public/${container}`;
  const before = await project.tree(dir);
  const api = `/cp/api/assets/${container}`;
  const path = `?path=${POLICY_ASSET}`;
  let response: Response;
  let expected: number;
  switch (ability) {
    case 'view':
      response = await client.fetch(`${api}?paths=${POLICY_ASSET}`);
      expected = 200;
      break;
    case 'edit':
      response = await client.send(`${api}/asset${path}`, 'PATCH', { site: 'en', values: { alt: 'Edited' }, version: null });
      expected = 200;
      break;
    case 'store':
      response = await multipart(client, api, { file: await image('jpeg', 7), folder: '' }, 'uploaded.jpg');
      expected = 201;
      break;
    case 'move':
      response = await client.send(`${api}/move`, 'POST', { path: POLICY_ASSET, folder: 'moved' });
      expected = 200;
      break;
    case 'rename':
      response = await client.send(`${api}/move`, 'POST', { path: POLICY_ASSET, basename: 'renamed.jpg' });
      expected = 200;
      break;
    case 'delete':
      response = await client.send(`${api}/asset${path}`, 'DELETE');
      expected = 204;
      break;
    case 'reupload':
      response = await multipart(client, `${api}/replace${path}`, { file: await image('jpeg', 8) }, 'new.jpg');
      expected = 200;
      break;
    case 'createFolder':
      response = await client.send(`${api}/folders`, 'POST', { parent: '', name: 'new-folder' });
      expected = 201;
      break;
  }
  const label = `${ability} in ${container}`;
  if (response.status === 403) {
    expect(await project.tree(dir), `${label}: refused, nothing changed`).toEqual(before);
    if (ability === 'createFolder') expect(await project.exists(`${dir}/new-folder`)).toBe(false);
    return false;
  }
  expect(response.status, `${label}: ${await response.clone().text()}`).toBe(expected);
  const after = await project.tree(dir);
  if (ability === 'view') expect(((await response.json()) as { data: { path: string }[] }).data.map((a) => a.path)).toEqual([POLICY_ASSET]);
  if (ability === 'edit') expect(((await project.yaml(`${dir}/.meta/${POLICY_ASSET}.yaml`)).data as Record<string, unknown>).alt).toBe('Edited');
  if (ability === 'store') expect(after).toContain('uploaded.jpg');
  if (ability === 'move') expect(after).toContain(`moved/${POLICY_ASSET}`);
  if (ability === 'rename') expect(after).toContain('renamed.jpg');
  if (ability === 'delete') expect(after).not.toContain(POLICY_ASSET);
  if (ability === 'createFolder') expect(await project.exists(`${dir}/new-folder`)).toBe(true);
  return true;
}

/**
 * PolicyTestCase::userWithPermissions(): a project with these containers (handle → its file's
 * settings), each holding POLICY_ASSET, and a signed-in user whose one role has exactly these
 * permissions and `access cp` (without which nobody reaches the panel at all).
 */
export async function policyUser(permissions: string[], containers: Record<string, Record<string, unknown>>): Promise<{ project: CpProject; client: Client }> {
  const files: Record<string, FileContent> = {};
  for (const handle of Object.keys(containers)) files[`public/${handle}/${POLICY_ASSET}`] = await image('jpeg', handle.length);
  const project = await cpProject({ containers, files, roles: { policy: ['access cp', ...permissions] }, users: { 'policy@example.com': { roles: ['policy'] } } });
  return { project, client: await project.as('policy@example.com') };
}

/** `UploadedFile::fake()->image($name)`: a real, small JPEG (or PNG), different per `seed`. */
export async function image(format: 'jpeg' | 'png' = 'jpeg', seed = 0, width = 10, height = 10): Promise<Buffer> {
  const background = { r: (seed * 53) % 256, g: (seed * 97 + 40) % 256, b: (seed * 31 + 80) % 256 };
  const made = sharp({ create: { width, height, channels: 3, background } });
  return format === 'png' ? made.png().toBuffer() : made.jpeg().toBuffer();
}
