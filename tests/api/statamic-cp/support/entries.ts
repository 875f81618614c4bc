// A throwaway Statamic 5 project for one ported control-panel feature test (entries and
// globals): the flat files the original's facades would have saved are written into a
// temporary content root, the real panel is mounted over it (real sign-in, sessions, CSRF,
// permissions from `resources/users/roles.yaml`), and a test signs in as a user whose role
// holds exactly the permissions the original's `setTestRoles` gives. What a request wrote
// is read back from disk.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { afterEach, expect } from 'vitest';
import { parse, stringify } from 'yaml';
import type { EntryDocument, GlobalDocument, TreeDocument, TreeNode } from '../../../../cp/shared/api';
import { silentLogger } from '../../../../server/log';
import { collectionRoutes } from '../../../../server/cp/routes/collections';
import { globalRoutes } from '../../../../server/cp/routes/globals';
import { treeRoutes } from '../../../../server/cp/routes/trees';
import { Client, mountPanel, PASSWORD } from '../../../../server/cp/test/fixture';
import { createContentWriter } from '../../../../server/cp/write/writer';

/** A file's content: text as it is, or data written as YAML. */
export type FileContent = string | Record<string, unknown>;

/** An entry file: YAML front matter and an optional Markdown body. */
export function markdown(data: Record<string, unknown>, body = ''): string {
  return `---\n${stringify(data)}---\n${body}`;
}

/** Statamic's `resources/sites.yaml` for the given handles (the first is the default). */
export function sites(handles: Record<string, { url: string; locale: string; lang?: string }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(handles).map(([handle, s]) => [handle, { name: handle, ...s }]));
}

/** Statamic's test suite's one site (Tests\TestCase: `en`, `en_US`, http://localhost/). */
export const ONE_SITE = sites({ en: { url: '/', locale: 'en_US' } });

/** A cost-4 bcrypt hash: sign-in stays real (the hash is checked) without 70 ms per test. */
const HASH = `$2y$${bcrypt.hashSync(PASSWORD, 4).slice(4)}`;

export interface Person {
  /** Role handles (defined in `roles`). */
  roles?: string[];
  super?: boolean;
}

export interface PanelProject {
  root: string;
  /** A signed-in client for the user with this handle (`test`, `super`, or one of `users`). */
  as(user: string): Promise<Client>;
  /** A file's text, or null when there is none. */
  text(rel: string): Promise<string | null>;
  /** A YAML file's data (fails the test when the file is missing). */
  yaml(rel: string): Promise<Record<string, unknown>>;
  /** An entry file's front matter and body (fails the test when the file is missing). */
  entry(rel: string): Promise<{ data: Record<string, unknown>; body: string }>;
  /** The file names in a folder (sorted), [] when there is none. */
  files(dir: string): Promise<string[]>;
  exists(rel: string): Promise<boolean>;
  write(files: Record<string, FileContent>): Promise<void>;
  /** Files under `content/`, with their text: what a refused request must leave exactly as it was. */
  snapshot(): Promise<Record<string, string>>;
}

async function writeFiles(root: string, files: Record<string, FileContent>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, typeof content === 'string' ? content : stringify(content));
  }
}

async function walk(dir: string, prefix: string, out: Record<string, string>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names.sort()) {
    const abs = path.join(dir, name);
    if ((await stat(abs)).isDirectory()) await walk(abs, `${prefix}${name}/`, out);
    else out[`${prefix}${name}`] = await readFile(abs, 'utf8');
  }
}

/**
 * The project: `files` (sites default to Statamic's one `en` site), `roles` as Statamic's
 * `setTestRoles` (each also gets a user of the same handle, `{handle}@example.com`), `users`
 * for more; a super user `super` is always there.
 */
export async function panelProject(files: Record<string, FileContent>, { roles = {}, users = {} }: { roles?: Record<string, string[]>; users?: Record<string, Person> } = {}): Promise<PanelProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'statamic-cp-port-'));
  opened.push(root);
  const people: Record<string, Person> = { super: { super: true }, ...Object.fromEntries(Object.keys(roles).map((r) => [r, { roles: [r] }])), ...users };
  await writeFiles(root, {
    'resources/sites.yaml': ONE_SITE,
    'resources/users/roles.yaml': Object.fromEntries(Object.entries(roles).map(([handle, permissions]) => [handle, { title: handle, permissions }])),
    'resources/users/groups.yaml': '',
    ...Object.fromEntries(
      Object.entries(people).map(([handle, p]) => [
        `users/${handle}@example.com.yaml`,
        { id: `${handle}-id`, name: handle, ...(p.super ? { super: true } : {}), ...(p.roles ? { roles: p.roles } : {}), password_hash: HASH },
      ]),
    ),
    ...files,
  });
  const { app } = mountPanel(root, { routes: [collectionRoutes, globalRoutes, treeRoutes], writer: createContentWriter({ root, logger: silentLogger }) });
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
    as: async (user) => {
      const client = new Client(app);
      const response = await client.signIn(`${user}@example.com`);
      expect(response.status, `${user} signs in`).toBe(200);
      return client;
    },
    text,
    yaml: async (rel) => (parse(await must(rel)) ?? {}) as Record<string, unknown>,
    entry: async (rel) => {
      const t = await must(rel);
      const m = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(t);
      expect(m, `${rel} has front matter`).not.toBeNull();
      return { data: (parse(m![1]!) ?? {}) as Record<string, unknown>, body: m![2]! };
    },
    files: async (dir) => {
      try {
        return (await readdir(path.join(root, dir), { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name).sort();
      } catch {
        return [];
      }
    },
    exists: async (rel) => (await text(rel)) !== null,
    write: (more) => writeFiles(root, more),
    snapshot: async () => {
      const out: Record<string, string> = {};
      await walk(path.join(root, 'content'), 'content/', out);
      return out;
    },
  };
}

const opened: string[] = [];

/** Registers the afterEach that removes the projects a test opened. */
export function cleanUp(): void {
  afterEach(async () => {
    for (const root of opened.splice(0)) await rm(root, { recursive: true, force: true });
  });
}

// ── Requests, as the panel's browser side sends them ─────────────────────────────────────────

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** GET an entry's document (its version, values, meta). */
export async function openEntry(client: Client, collection: string, id: string): Promise<EntryDocument> {
  const response = await client.fetch(`/cp/api/collections/${collection}/entries/${encodeURIComponent(id)}`);
  expect(response.status, `GET entry ${id}`).toBe(200);
  return json<EntryDocument>(response);
}

export interface EntryChanges {
  values?: Record<string, unknown>;
  slug?: string;
  date?: string;
  localized?: string[];
  published?: boolean;
  version?: string;
}

/**
 * Statamic's `patchJson($entry->updateUrl(), $payload)`: our PUT with the version the form was
 * loaded at. The version (and, unless given, `published`) come from the entry's document,
 * read as the super user when `reader` is given (a user who may not open it still sends a save).
 */
export async function updateEntry(client: Client, collection: string, id: string, changes: EntryChanges, reader: Client = client): Promise<Response> {
  const doc = changes.version === undefined || changes.published === undefined ? await openEntry(reader, collection, id) : null;
  const body = {
    version: changes.version ?? doc!.version,
    values: changes.values ?? {},
    published: changes.published ?? doc!.meta.published,
    ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
    ...(changes.date !== undefined ? { date: changes.date } : {}),
    ...(changes.localized !== undefined ? { localized: changes.localized } : {}),
  };
  return client.send(`/cp/api/collections/${collection}/entries/${encodeURIComponent(id)}`, 'PUT', body);
}

/** Statamic's `postJson(cp_route('collections.entries.store', [$collection, $site]), $payload)`. */
export function storeEntry(client: Client, collection: string, body: { site?: string; values: Record<string, unknown>; slug?: string; date?: string; published?: boolean; origin?: string; localized?: string[] }): Promise<Response> {
  return client.send(`/cp/api/collections/${collection}/entries`, 'POST', { site: 'en', published: true, ...body });
}

export async function openGlobal(client: Client, handle: string, site?: string): Promise<GlobalDocument> {
  const response = await client.fetch(`/cp/api/globals/${handle}${site ? `?site=${site}` : ''}`);
  expect(response.status, `GET global ${handle}`).toBe(200);
  return json<GlobalDocument>(response);
}

/** A tree as the save sends it: entry ids and children only. */
export interface TreeInput {
  entry: string;
  children?: TreeInput[];
}

/** GET a structured collection's tree in a site (its nodes, reduced to entries and children, and the version). */
export async function openTree(client: Client, collection: string, site = 'en'): Promise<{ version: string; tree: TreeInput[] }> {
  const response = await client.fetch(`/cp/api/collections/${collection}/tree?site=${site}`);
  expect(response.status, `GET tree of ${collection} in ${site}`).toBe(200);
  const doc = await json<TreeDocument>(response);
  const reduce = (nodes: TreeNode[]): TreeInput[] => nodes.map((n) => ({ entry: n.entry!, ...(n.children.length > 0 ? { children: reduce(n.children) } : {}) }));
  return { version: doc.version, tree: reduce(doc.tree) };
}

/** Statamic's reorder (and a move under a parent): our PUT of the collection's whole tree, at the version read by `reader`. */
export async function saveTree(client: Client, collection: string, tree: TreeInput[], { site = 'en', reader = client }: { site?: string; reader?: Client } = {}): Promise<Response> {
  const { version } = await openTree(reader, collection, site);
  return client.send(`/cp/api/collections/${collection}/tree?site=${site}`, 'PUT', { version, tree });
}
