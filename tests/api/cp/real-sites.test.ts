/**
 * Real Statamic 5 sites (tests/fixtures/real-sites/, and the Statamic-written
 * tests/fixtures/statamic-site) through the panel's own API, as its browser side sends it:
 * every entry (each collection, each site), global set (each site), taxonomy term (each
 * site), navigation tree and collection tree (each site) is
 *
 * - opened and saved back unchanged with its version: 200, and nothing written — the file's
 *   bytes, no new file, no new commit (each temp copy is a git work tree, which the panel
 *   commits to);
 * - for entries and terms, opened and saved with a new title: 200, and the file differs only
 *   in `title` and the stamps (`updated_by`, `updated_at`), as we read it and as Statamic
 *   (Symfony YAML, through PHP) reads it. The file keeps its name, or moves where Statamic's
 *   own save moves it (`statamicMove`: a time-enabled date in a day-only file name).
 *
 * What each fixture holds is counted here by hand (from its files, as Statamic reads them), so
 * an item the API leaves out fails the count instead of passing unseen. Each check collects
 * every refusal of its kind and fails with the whole list: site, item, request, status, message.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentFile } from '../../../api/store/files';
import { entrySaveRequest, findField, ownValues } from '../../../cp/lib/entry-form';
import type {
  CollectionsResponse,
  EntryDocument,
  EntryListResponse,
  GlobalDocument,
  GlobalSaveRequest,
  GlobalsResponse,
  NavigationsResponse,
  TaxonomiesResponse,
  TermDocument,
  TermSaveRequest,
  TermsResponse,
  TreeDocument,
  TreeNode,
  TreeNodeInput,
  TreeSaveRequest,
} from '../../../cp/shared/api';
import type { Values } from '../../../cp/shared/schema';
import { hashPassword } from '../../../server/cp/auth/passwords';
import { collectionRoutes } from '../../../server/cp/routes/collections';
import { globalRoutes } from '../../../server/cp/routes/globals';
import { taxonomyRoutes } from '../../../server/cp/routes/taxonomies';
import { treeRoutes } from '../../../server/cp/routes/trees';
import { Client, mountPanel, PASSWORD } from '../../../server/cp/test/fixture';
import { createContentWriter } from '../../../server/cp/write/writer';
import { PROJECT_ROOT } from '../../../server/env';
import { silentLogger } from '../../../server/log';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../support/statamic-yaml';

const ADMIN = { id: 'real-sites-admin', email: 'admin@example.com' };
const STAMPS = ['updated_by', 'updated_at'];
const GIT = ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null'];

/** What a fixture holds, per site, counted from its files as Statamic reads them. */
interface Holds {
  /** `collection/site` → entries. */
  entries: Record<string, number>;
  /** `set/site`. */
  globals: string[];
  /** `taxonomy/site` → terms. */
  terms: Record<string, number>;
  /** `navigation/site`. */
  navigation: string[];
  /** `collection/site`. */
  collectionTrees: string[];
}

interface Fixture {
  name: string;
  source: string;
  holds: Holds;
}

const FIXTURES: Fixture[] = [
  {
    name: 'statamic-site',
    source: path.join(PROJECT_ROOT, 'tests/fixtures/statamic-site'),
    holds: {
      entries: { 'blog/default': 8, 'blog/french': 1, 'pages/default': 6, 'pages/french': 4, 'pages/german': 2, 'recipes/default': 2, 'recipes/french': 1 },
      globals: ['settings/default', 'settings/french', 'settings/german'],
      terms: { 'tags/default': 3, 'tags/french': 3 },
      navigation: ['footer/default', 'footer/french'],
      collectionTrees: ['pages/default', 'pages/french', 'pages/german'],
    },
  },
  {
    name: 'starters-creek',
    source: path.join(PROJECT_ROOT, 'tests/fixtures/real-sites/starters-creek'),
    holds: {
      // Ten blog files, each post twice under one id (2020-… and 2022-…): Statamic sees five.
      entries: { 'blog/default': 5, 'pages/default': 2 },
      globals: ['settings/default'],
      terms: {},
      navigation: [],
      collectionTrees: ['pages/default'],
    },
  },
  {
    name: 'peak',
    source: path.join(PROJECT_ROOT, 'tests/fixtures/real-sites/peak'),
    holds: {
      entries: { 'pages/default': 4 },
      globals: ['browser_appearance/default', 'configuration/default', 'redirects/default', 'seo/default', 'social_media/default'],
      terms: {},
      navigation: ['main/default'],
      collectionTrees: ['pages/default'],
    },
  },
  {
    name: 'mindtwo-base',
    source: path.join(PROJECT_ROOT, 'tests/fixtures/real-sites/mindtwo-base'),
    holds: {
      entries: { 'pages/de': 2, 'pages/en': 3 },
      globals: ['master_data/de', 'master_data/en', 'site_options/de', 'site_options/en'],
      terms: {},
      navigation: ['footer_navigation/de', 'footer_navigation/en', 'primary_navigation/de', 'primary_navigation/en'],
      collectionTrees: ['pages/de', 'pages/en'],
    },
  },
];

const enc = encodeURIComponent;
const git = (root: string, ...args: string[]) => execFileSync('git', [...GIT, ...args], { cwd: root, encoding: 'utf8' }).trim();

/** A temp copy of the fixture with a super user, as a git work tree with everything committed. */
async function copyOf(source: string, tag: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), `cp-real-${tag}-`));
  for (const part of ['content', 'resources', 'public']) {
    await cp(path.join(source, part), path.join(root, part), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await mkdir(path.join(root, 'users'), { recursive: true });
  await writeFile(path.join(root, 'users', `${ADMIN.email}.yaml`), `id: ${ADMIN.id}\nname: Admin\nsuper: true\npassword_hash: ${await hashPassword(PASSWORD)}\n`);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'fixture');
  return root;
}

/** Every file under the root but git's, with its bytes. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!rel.isFile()) continue;
    const abs = path.join(rel.parentPath, rel.name);
    const relPath = path.relative(root, abs).split(path.sep).join('/');
    if (relPath.startsWith('.git/')) continue;
    out.set(relPath, await readFile(abs, 'utf8'));
  }
  return out;
}

/** What changed between two snapshots: files written, added or removed. */
function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, bytes] of after) if (before.get(file) !== bytes) out.push(before.has(file) ? `written ${file}` : `added ${file}`);
  for (const file of before.keys()) if (!after.has(file)) out.push(`removed ${file}`);
  return out;
}

/** The tree as the editor sends it back (cp/components/tree-editor/tree-editor.tsx `toInput`, for loaded nodes). */
function toInput(nodes: TreeNode[], kind: TreeDocument['kind']): TreeNodeInput[] {
  return nodes.map((n) =>
    kind === 'collection'
      ? { entry: n.entry!, children: toInput(n.children, kind) }
      : { id: n.id, ...(n.entry !== undefined ? { entry: n.entry } : {}), ...(n.url !== undefined ? { url: n.url } : {}), ...(n.title ? { title: n.title } : {}), children: toInput(n.children, kind) },
  );
}

interface Panel {
  root: string;
  client: Client;
}

async function openPanel(source: string, tag: string): Promise<Panel> {
  const root = await copyOf(source, tag);
  const writer = createContentWriter({ root, logger: silentLogger, containers: ['public/assets', 'public/images', 'public/files', 'public/favicons', 'public/social_images', 'public/uploads'] });
  const { app } = mountPanel(root, { writer, routes: [collectionRoutes, globalRoutes, treeRoutes, taxonomyRoutes] });
  const client = new Client(app);
  const signIn = await client.signIn(ADMIN.email);
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${signIn.status} ${await signIn.text()}`);
  return { root, client };
}

async function body<T>(response: Response): Promise<{ status: number; json: T | null; text: string }> {
  const text = await response.text();
  let json: T | null = null;
  try {
    json = JSON.parse(text) as T;
  } catch {
    // not JSON: the text says what happened
  }
  return { status: response.status, json, text };
}

/** A refusal as the report shows it: the message and each field's messages. */
function refusal(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: string; errors?: Record<string, unknown> };
    return `${status} ${parsed.message ?? ''}${parsed.errors ? ` ${JSON.stringify(parsed.errors)}` : ''}`;
  } catch {
    return `${status} ${text.slice(0, 300)}`;
  }
}

async function getJson<T>(client: Client, url: string): Promise<T> {
  const got = await body<T>(await client.fetch(url));
  if (got.status !== 200 || !got.json) throw new Error(`GET ${url} → ${refusal(got.status, got.text)}`);
  return got.json;
}

/** An item of the site: where its form is, and where its file is. */
interface Item {
  kind: 'entry' | 'global' | 'term' | 'navigation' | 'collection tree';
  /** `collection/site`, `set/site`… as in `Holds`. */
  key: string;
  label: string;
  url: string;
}

/** Every item the panel lists, found as its screens find them. */
async function listItems(client: Client): Promise<Item[]> {
  const items: Item[] = [];
  const collections = await getJson<CollectionsResponse>(client, '/cp/api/collections');
  for (const collection of collections.data) {
    for (const site of collection.sites) {
      const list = await getJson<EntryListResponse>(client, `/cp/api/collections/${enc(collection.handle)}/entries?site=${enc(site)}&perPage=200`);
      if (list.meta.total > list.data.length) throw new Error(`${collection.handle}/${site}: more than one page of entries`);
      for (const row of list.data) items.push({ kind: 'entry', key: `${collection.handle}/${site}`, label: `${row.id} (${row.title})`, url: `/cp/api/collections/${enc(collection.handle)}/entries/${enc(row.id)}` });
      if (collection.structured) items.push({ kind: 'collection tree', key: `${collection.handle}/${site}`, label: collection.handle, url: `/cp/api/collections/${enc(collection.handle)}/tree?site=${enc(site)}` });
    }
  }
  const globals = await getJson<GlobalsResponse>(client, '/cp/api/globals');
  for (const set of globals.data) for (const site of set.sites) items.push({ kind: 'global', key: `${set.handle}/${site}`, label: set.handle, url: `/cp/api/globals/${enc(set.handle)}?site=${enc(site)}` });
  const taxonomies = await getJson<TaxonomiesResponse>(client, '/cp/api/taxonomies');
  for (const taxonomy of taxonomies.data) {
    for (const site of taxonomy.sites) {
      const terms = await getJson<TermsResponse>(client, `/cp/api/taxonomies/${enc(taxonomy.handle)}/terms?site=${enc(site)}`);
      for (const term of terms.data) items.push({ kind: 'term', key: `${taxonomy.handle}/${site}`, label: term.slug, url: `/cp/api/taxonomies/${enc(taxonomy.handle)}/terms/${enc(term.slug)}?site=${enc(site)}` });
    }
  }
  const navigations = await getJson<NavigationsResponse>(client, '/cp/api/navigation');
  for (const nav of navigations.data) for (const site of nav.sites) items.push({ kind: 'navigation', key: `${nav.handle}/${site}`, label: nav.handle, url: `/cp/api/navigation/${enc(nav.handle)}/tree?site=${enc(site)}` });
  return items;
}

function counted(items: Item[]): Holds {
  const tally = (kind: Item['kind']) => {
    const out: Record<string, number> = {};
    for (const item of items) if (item.kind === kind) out[item.key] = (out[item.key] ?? 0) + 1;
    return out;
  };
  const keys = (kind: Item['kind']) => items.filter((i) => i.kind === kind).map((i) => i.key).sort();
  return { entries: tally('entry'), globals: keys('global'), terms: tally('term'), navigation: keys('navigation'), collectionTrees: keys('collection tree') };
}

/** The unchanged save of an item's form: the request the panel's screen sends, built from the document it loaded. */
async function unchangedRequest(client: Client, item: Item, dated: Map<string, boolean>): Promise<{ body: unknown; file?: string }> {
  if (item.kind === 'entry') {
    const doc = await getJson<EntryDocument>(client, item.url);
    const isDated = dated.get(doc.collection) ?? doc.meta.date !== null;
    return { body: entrySaveRequest({ values: doc.values, localized: doc.localized, meta: { slug: doc.meta.slug, date: doc.meta.date, published: doc.meta.published }, version: doc.version }, isDated) };
  }
  if (item.kind === 'global' || item.kind === 'term') {
    const doc = await getJson<GlobalDocument | TermDocument>(client, item.url);
    return { body: { version: doc.version, values: ownValues(doc.values, doc.localized), ...(doc.localized ? { localized: doc.localized } : {}) } satisfies GlobalSaveRequest | TermSaveRequest };
  }
  const doc = await getJson<TreeDocument>(client, item.url);
  return { body: { version: doc.version, tree: toInput(doc.tree, doc.kind) } satisfies TreeSaveRequest };
}

const edited = (title: unknown) => `${typeof title === 'string' ? title : 'Untitled'} — retitled`;

/** The file's data without what a title edit changes: `title` and the stamps, or a term localization's `localizations.{site}.title`. */
function withoutTitleAndStamps(data: Record<string, unknown>, site: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    // A term's localization is saved without stamps (Statamic stamps the file's own values only).
    if ((key === 'title' || STAMPS.includes(key)) && site === null) continue;
    if (key === 'localizations' && site !== null && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const locs: Record<string, unknown> = {};
      for (const [s, v] of Object.entries(value as Record<string, unknown>)) {
        if (s !== site || typeof v !== 'object' || v === null) locs[s] = v;
        else {
          const { title: _title, ...rest } = v as Record<string, unknown>;
          if (Object.keys(rest).length > 0) locs[s] = rest;
        }
      }
      if (Object.keys(locs).length > 0) out[key] = locs;
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** A title edit that was written: the file before and after (the one save's bytes), and where the new title is. */
interface Retitled {
  item: Item;
  from: string;
  to: string;
  before: string;
  after: string;
  title: string;
  /** Terms in another site than the taxonomy's first: the title is under `localizations.{site}`. */
  localizationSite: string | null;
}

/**
 * Where Statamic 5 saves an entry loaded from `file` (Entry::buildPath, CollectionEntriesStore::
 * writeItemToDisk): a dated entry whose date field has time, in a file named by its day only, is
 * written to `{day}-0000.{slug}` — it moves on any save. Every other entry stays in its file.
 */
const statamicMove = (file: string) => file.replace(/\/(\d{4}-\d{2}-\d{2})\.([^/]+)$/, '/$1-0000.$2');

const titleAt = (data: Record<string, unknown>, localizationSite: string | null) =>
  localizationSite === null ? data.title : (data.localizations as Record<string, Record<string, unknown>> | undefined)?.[localizationSite]?.title;

describe.each(FIXTURES)('the panel over $name', ({ name, source, holds }) => {
  let unchanged: Panel;
  let retitle: Panel;
  let items: Item[];
  const dated = new Map<string, boolean>();

  beforeAll(async () => {
    [unchanged, retitle] = await Promise.all([openPanel(source, `${name}-same`), openPanel(source, `${name}-title`)]);
    items = await listItems(unchanged.client);
    for (const c of (await getJson<CollectionsResponse>(unchanged.client, '/cp/api/collections')).data) dated.set(c.handle, c.dated);
  });
  afterAll(async () => {
    for (const panel of [unchanged, retitle]) if (panel) await rm(panel.root, { recursive: true, force: true });
  });

  it('lists every item the fixture holds, in every site', () => {
    expect(counted(items)).toEqual(holds);
  });

  it.each(['entry', 'global', 'term', 'navigation', 'collection tree'] as const)('saves each %s back unchanged: 200, no file written, no commit', async (kind) => {
    const failures: string[] = [];
    let saved = 0;
    for (const item of items.filter((i) => i.kind === kind)) {
      const before = await snapshot(unchanged.root);
      const head = git(unchanged.root, 'rev-parse', 'HEAD');
      const { body: request } = await unchangedRequest(unchanged.client, item, dated);
      const response = await unchanged.client.send(item.url, 'PUT', request);
      const text = await response.text();
      const where = `${item.key} ${item.label}: PUT ${item.url}`;
      if (response.status !== 200) {
        failures.push(`${where} → ${refusal(response.status, text)}`);
        continue;
      }
      const changes = changedFiles(before, await snapshot(unchanged.root));
      const commits = git(unchanged.root, 'rev-list', `${head}..HEAD`).split('\n').filter(Boolean);
      if (changes.length > 0 || commits.length > 0) {
        const diff = git(unchanged.root, 'diff', head, 'HEAD', '--', '.').split('\n').filter((l) => /^[-+](?![-+])/.test(l)).slice(0, 12).join(' | ');
        failures.push(`${where} → 200 but ${changes.join(', ')}; ${commits.length} commit(s)${diff ? `; ${diff}` : ''}`);
        continue;
      }
      saved++;
    }
    expect(failures).toEqual([]);
    expect(saved).toBe(items.filter((i) => i.kind === kind).length);
  });

  it.each(['entry', 'term'] as const)('saves each %s with a new title: 200, only the title and the stamps change', async (kind) => {
    const failures: string[] = [];
    const written: Retitled[] = [];
    /** Localizations whose title field is not localizable: the form shows the origin's, read-only. */
    const readOnly: string[] = [];
    const client = retitle.client;
    for (const item of items.filter((i) => i.kind === kind)) {
      const where = `${item.key} ${item.label}: PUT ${item.url}`;
      let request: unknown;
      let title: string;
      let file: string;
      let localizationSite: string | null = null;
      if (kind === 'entry') {
        const doc = await getJson<EntryDocument>(client, item.url);
        const field = findField(doc.blueprint, 'title');
        if (!field) {
          failures.push(`${where}: the form has no title field`);
          continue;
        }
        const inherits = doc.localized !== null && !doc.localized.includes('title');
        if (inherits && !field.localizable) {
          readOnly.push(where);
          continue;
        }
        title = edited(inherits ? doc.originValues?.title : doc.values.title);
        const localized = inherits ? [...doc.localized!, 'title'] : doc.localized;
        const values: Values = { ...doc.values, title };
        const isDated = dated.get(doc.collection) ?? doc.meta.date !== null;
        request = entrySaveRequest({ values, localized, meta: { slug: doc.meta.slug, date: doc.meta.date, published: doc.meta.published }, version: doc.version }, isDated);
        file = '';
      } else {
        const doc = await getJson<TermDocument>(client, item.url);
        const field = findField(doc.blueprint, 'title');
        if (!field) {
          failures.push(`${where}: the form has no title field`);
          continue;
        }
        const inherits = doc.localized !== null && !doc.localized.includes('title');
        if (inherits && !field.localizable) {
          readOnly.push(where);
          continue;
        }
        title = edited(inherits ? doc.originValues?.title : doc.values.title);
        const localized = inherits ? [...doc.localized!, 'title'] : doc.localized;
        request = { version: doc.version, values: ownValues({ ...doc.values, title }, localized), ...(localized ? { localized } : {}) } satisfies TermSaveRequest;
        file = `content/taxonomies/${doc.taxonomy}/${doc.slug}.yaml`;
        localizationSite = doc.originSite === null ? null : doc.site;
      }
      const before = await snapshot(retitle.root);
      const response = await client.send(item.url, 'PUT', request);
      const text = await response.text();
      if (response.status !== 200) {
        failures.push(`${where} (title “${title}”) → ${refusal(response.status, text)}`);
        continue;
      }
      const after = await snapshot(retitle.root);
      const changes = changedFiles(before, after);
      if (kind === 'entry') file = [...before.keys()].find((f) => changes.includes(`written ${f}`) || changes.includes(`removed ${f}`)) ?? '';
      const to = changes.includes(`written ${file}`) ? file : statamicMove(file);
      const expected = to === file ? [`written ${file}`] : [`added ${to}`, `removed ${file}`];
      if (file === '' || !isDeepStrictEqual(changes, expected)) {
        failures.push(`${where} → 200 but the files changed are: ${changes.join(', ') || 'none'}`);
        continue;
      }
      written.push({ item, from: file, to, before: before.get(file)!, after: after.get(to)!, title, localizationSite });
    }

    // As we read them: the title at its place, the stamps, and nothing else.
    for (const { item, from, to, before, after, title, localizationSite } of written) {
      const now = parseContentFile(to, after);
      const was = parseContentFile(from, before);
      const where = `${item.key} ${item.label}: ${to}`;
      if (titleAt(now.data, localizationSite) !== title) failures.push(`${where} holds the title ${JSON.stringify(titleAt(now.data, localizationSite))}, not ${JSON.stringify(title)}`);
      if (now.body !== was.body) failures.push(`${where}: the body changed`);
      const rest = [withoutTitleAndStamps(now.data, localizationSite), withoutTitleAndStamps(was.data, localizationSite)];
      if (!isDeepStrictEqual(rest[0], rest[1])) failures.push(`${where} changed beyond the title: ${JSON.stringify(rest[0])} was ${JSON.stringify(rest[1])}`);
    }

    // As Statamic reads them (each save's bytes, copied aside: a later save may write the same file).
    if (written.length > 0 && statamicAvailable()) {
      const aside = await mkdtemp(path.join(os.tmpdir(), 'cp-real-statamic-'));
      try {
        const pairs = await Promise.all(
          written.map(async (w, n) => {
            const [was, now] = [path.join(aside, String(n), 'before', path.basename(w.from)), path.join(aside, String(n), 'after', path.basename(w.to))];
            await mkdir(path.dirname(was), { recursive: true });
            await mkdir(path.dirname(now), { recursive: true });
            await writeFile(was, w.before);
            await writeFile(now, w.after);
            return { w, was, now };
          }),
        );
        const theirs = readWithStatamic(pairs.flatMap(({ was, now }) => [was, now]));
        for (const { w, was: wasPath, now: nowPath } of pairs) {
          const now = theirs.get(nowPath)!;
          const was = theirs.get(wasPath)!;
          const where = `${w.item.key} ${w.item.label}: ${w.to} as Statamic reads it`;
          if (was.error) throw new Error(`${where}: the file before the save does not parse: ${was.error}`);
          if (now.error) {
            failures.push(`${where}: ${now.error}`);
            continue;
          }
          const nowData = now.data as Record<string, unknown>;
          const wasData = was.data as Record<string, unknown>;
          if (!isDeepStrictEqual(titleAt(nowData, w.localizationSite), asStatamicSees(w.title))) failures.push(`${where}: title ${JSON.stringify(titleAt(nowData, w.localizationSite))}`);
          if (now.content !== was.content) failures.push(`${where}: the body changed`);
          const rest = [withoutTitleAndStamps(nowData, w.localizationSite), withoutTitleAndStamps(wasData, w.localizationSite)];
          if (!isDeepStrictEqual(rest[0], rest[1])) failures.push(`${where}: changed beyond the title: ${JSON.stringify(rest[0])} was ${JSON.stringify(rest[1])}`);
          if (w.localizationSite === null && nowData.updated_by !== ADMIN.id) failures.push(`${where}: updated_by ${JSON.stringify(nowData.updated_by)}`);
        }
      } finally {
        await rm(aside, { recursive: true, force: true });
      }
    }

    expect(failures).toEqual([]);
    expect(written.length + readOnly.length).toBe(items.filter((i) => i.kind === kind).length);
  });
});
