// A throwaway Statamic 5 project for one ported control-panel test (tests/Feature, tests/Policies
// of statamic/cms): its flat files are written to a temporary folder, as Statamic's facades would
// have saved them, and the real panel (real sign-in, roles and permissions, the real writer) is
// mounted over it. Statamic's `setTestRoles` and `User::make()->assignRole()` are a role in
// `resources/users/roles.yaml` and a user file naming it; `actingAs($user)` is that user signed in.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentStore } from '../../../../api/store/store';
import { hashPassword } from '../../../../server/cp/auth/passwords';
import { collectionRoutes } from '../../../../server/cp/routes/collections';
import { taxonomyRoutes } from '../../../../server/cp/routes/taxonomies';
import { treeRoutes } from '../../../../server/cp/routes/trees';
import { Client, mountPanel, PASSWORD } from '../../../../server/cp/test/fixture';
import { createContentWriter, versionOf } from '../../../../server/cp/write/writer';
import { silentLogger } from '../../../../server/log';
import { readWithStatamic, statamicAvailable } from '../../../support/statamic-yaml';

/** A file's content: text as it is, or data written as YAML. */
export type FileContent = string | Record<string, unknown> | unknown[];

/** An entry file: YAML front matter and an optional Markdown body. */
export function markdown(data: Record<string, unknown>, body = ''): string {
  return `---\n${stringify(data)}---\n${body}`;
}

/**
 * Statamic's `setSites([...])` as `resources/sites.yaml` (the first is the default). Without it
 * a project has Statamic's test site, `en` at `/`. Ours leaves out a site repeating another's URL
 * prefix (api/sites.ts), so sites that Statamic's tests put all at `/` get `/{handle}/` here.
 */
export function sites(...handles: string[]): Record<string, unknown> {
  return Object.fromEntries(handles.map((handle, i) => [handle, { name: handle, url: i === 0 ? '/' : `/${handle}/`, locale: handle }]));
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A signed-in user of the panel. */
export interface Actor {
  client: Client;
  get(url: string): Promise<Answer>;
  send(method: string, url: string, json?: unknown): Promise<Answer>;
}

export interface CpProject {
  root: string;
  /** `changed` calls of the panel: the files each write reported (none for a refusal or an unchanged save). */
  changed: string[][];
  /** A user holding these permissions through a role of their own (Statamic's setTestRole), or a super user. */
  user(permissions: string[] | 'super'): Promise<Actor>;
  write(files: Record<string, FileContent>): Promise<void>;
  text(rel: string): Promise<string>;
  /** A YAML file (or a Markdown file's front matter) as data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  read(rel: string): Promise<any>;
  exists(rel: string): boolean;
  /**
   * The file's version as the panel's read would answer it ('' when there is no file): a save
   * by a user who may save but not read (Statamic's `reorder` without `view`) still names it.
   */
  version(rel: string): Promise<string>;
  /** The files under a folder, relative to it, sorted. */
  list(dir: string): Promise<string[]>;
  /** The number of commits (projects made with `git: true`). */
  commits(): number;
  /** What Statamic's YAML parser (Symfony YAML through PHP) reads from the file; undefined without php. */
  statamic(rel: string): unknown;
}

let passwordHash: Promise<string> | undefined;

async function writeFiles(root: string, files: Record<string, FileContent>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, typeof content === 'string' ? content : stringify(content));
  }
}

async function listFiles(abs: string, prefix = ''): Promise<string[]> {
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const item of await readdir(abs, { withFileTypes: true })) {
    if (item.isDirectory()) out.push(...(await listFiles(path.join(abs, item.name), `${prefix}${item.name}/`)));
    else out.push(`${prefix}${item.name}`);
  }
  return out.sort();
}

async function makeProject(files: Record<string, FileContent>, options: { git?: boolean }): Promise<CpProject & { close(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'statamic-cp-port-'));
  await writeFiles(root, { 'resources/sites.yaml': sites('en'), 'resources/users/roles.yaml': '# The test users\' roles, one each\n', ...files });
  await mkdir(path.join(root, 'users'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  if (options.git) {
    git('init', '-q');
    git('config', 'user.name', 'Setup');
    git('config', 'user.email', 'setup@example.com');
    git('add', '-A');
    git('commit', '-qm', 'The project as the test sets it up');
  }
  const store = new ContentStore(root);
  const changed: string[][] = [];
  const writer = createContentWriter({ root, logger: silentLogger });
  const { app } = mountPanel(root, {
    store,
    writer,
    routes: [treeRoutes, taxonomyRoutes, collectionRoutes],
    changed: (list) => {
      changed.push(list);
      store.invalidate();
    },
  });
  let users = 0;
  passwordHash ??= hashPassword(PASSWORD);

  const actor = (client: Client): Actor => {
    const answer = async (response: Response): Promise<Answer> => {
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    };
    return {
      client,
      get: async (url) => answer(await client.fetch(url)),
      send: async (method, url, json) => answer(await client.send(url, method, json)),
    };
  };

  return {
    root,
    changed,
    async user(permissions) {
      const n = ++users;
      const email = `user${n}@example.com`;
      const lines = [`id: user-${n}`, `name: User ${n}`, `password_hash: '${await passwordHash}'`];
      if (permissions === 'super') lines.push('super: true');
      else {
        // A role of the user's own, appended: the roles file grows, so the panel reads it again.
        await appendFile(path.join(root, 'resources/users/roles.yaml'), stringify({ [`role_${n}`]: { title: `Role ${n}`, permissions } }));
        lines.push('roles:', `  - role_${n}`);
      }
      await writeFile(path.join(root, 'users', `${email}.yaml`), `${lines.join('\n')}\n`);
      const client = new Client(app);
      const signedIn = await client.signIn(email);
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      return actor(client);
    },
    async write(more) {
      await writeFiles(root, more);
      store.invalidate();
    },
    text: (rel) => readFile(path.join(root, rel), 'utf8'),
    async read(rel) {
      const text = await readFile(path.join(root, rel), 'utf8');
      if (rel.endsWith('.md')) return parse(text.split(/^---$/m)[1] ?? '') as unknown;
      return parse(text) as unknown;
    },
    exists: (rel) => existsSync(path.join(root, rel)),
    version: async (rel) => (existsSync(path.join(root, rel)) ? versionOf(await readFile(path.join(root, rel))) : ''),
    list: (dir) => listFiles(path.join(root, dir)),
    commits: () => Number(git('rev-list', '--count', 'HEAD').trim()),
    statamic(rel) {
      if (!statamicAvailable()) return undefined;
      const abs = path.join(root, rel);
      const read = readWithStatamic([abs]).get(abs)!;
      expect(read.error).toBeUndefined();
      return read.data;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

/** One project per test: registers the afterEach that removes it, and returns the `make` that creates it. */
export function cpProjects(): (files: Record<string, FileContent>, options?: { git?: boolean }) => Promise<CpProject> {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const p of open.splice(0)) await p.close();
  });
  return async (files, options = {}) => {
    const p = await makeProject(files, options);
    open.push(p);
    return p;
  };
}

/** What an answer says about an ability: allowed (2xx), forbidden (403), or the status itself. */
export function verdict(status: number): 'allowed' | 'forbidden' | number {
  return status >= 200 && status < 300 ? 'allowed' : status === 403 ? 'forbidden' : status;
}

/** A navigation (`content/navigation/{handle}.yaml`) with a one-link tree in each given site (none: the default site's top-level file). */
export function nav(handle: string, treeSites: string[] = [], extra: Record<string, unknown> = {}): Record<string, FileContent> {
  const tree = { tree: [{ id: `${handle}-home`, title: 'Home', url: '/' }] };
  const files: Record<string, FileContent> = { [`content/navigation/${handle}.yaml`]: { title: handle, ...extra } };
  if (treeSites.length === 0) files[`content/trees/navigation/${handle}.yaml`] = tree;
  for (const site of treeSites) files[`content/trees/navigation/${site}/${handle}.yaml`] = tree;
  return files;
}

/**
 * Statamic's `$user->can('view'|'edit', $nav or $tree)`, asked of the panel: view is reading the
 * tree, edit is saving it unchanged (so nothing is written when allowed). Without a site the panel
 * picks the user's (the navigation as a whole); with one, that site's tree.
 */
export async function navAbilities(p: CpProject, user: Actor, handle: string, site?: string): Promise<{ view: ReturnType<typeof verdict>; edit: ReturnType<typeof verdict> }> {
  const query = site ? `?site=${site}` : '';
  const view = await user.get(`/cp/api/navigation/${handle}/tree${query}`);
  // The tree file of the site the panel answered (else the one asked for, else any of the navigation's).
  const answered: string | undefined = view.status === 200 ? view.body.site : site;
  const files = (await p.list('content/trees/navigation')).filter((f) => f === `${handle}.yaml` || f.endsWith(`/${handle}.yaml`));
  const file = `content/trees/navigation/${files.find((f) => f === `${answered}/${handle}.yaml`) ?? files.find((f) => f === `${handle}.yaml`) ?? files[0]}`;
  const tree = ((await p.read(file)) as { tree: Record<string, unknown>[] }).tree;
  const edit = await user.send('PUT', `/cp/api/navigation/${handle}/tree${query}`, { version: await p.version(file), tree });
  return { view: verdict(view.status), edit: verdict(edit.status) };
}

/**
 * Statamic's `$user->can('view'|'edit', $term)` (a term, or a localized term with a site), asked
 * of the panel: view is reading the term, edit is saving it with the values it has (so nothing is
 * written when allowed). The save names the file's version itself, so that a user who may edit
 * but not read is asked about the edit alone.
 */
export async function termAbilities(p: CpProject, user: Actor, taxonomy: string, slug: string, site?: string): Promise<{ view: ReturnType<typeof verdict>; edit: ReturnType<typeof verdict> }> {
  const url = `/cp/api/taxonomies/${taxonomy}/terms/${slug}${site ? `?site=${site}` : ''}`;
  const view = await user.get(url);
  const file = `content/taxonomies/${taxonomy}/${slug}.yaml`;
  const { localizations, ...own } = ((await p.read(file)) ?? {}) as { localizations?: Record<string, Record<string, unknown>> };
  const local = site !== undefined && localizations?.[site] !== undefined ? localizations[site] : undefined;
  const body = local ? { values: local, localized: Object.keys(local) } : { values: own };
  const edit = await user.send('PUT', url, { version: await p.version(file), ...body });
  return { view: verdict(view.status), edit: verdict(edit.status) };
}

/**
 * Statamic's `$user->can('create'|'store', [Term::class, $taxonomy, $site])`: create is opening the
 * new-term form (GET …/terms/blueprint), store is creating one (POST …/terms). Without a site the
 * panel picks the user's.
 */
export async function termCreation(user: Actor, taxonomy: string, site?: string, title = 'New term'): Promise<{ create: ReturnType<typeof verdict>; store: ReturnType<typeof verdict> }> {
  const query = site ? `?site=${site}` : '';
  const create = await user.get(`/cp/api/taxonomies/${taxonomy}/terms/blueprint${query}`);
  const store = await user.send('POST', `/cp/api/taxonomies/${taxonomy}/terms${query}`, { values: { title }, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
  return { create: verdict(create.status), store: verdict(store.status) };
}
