/**
 * /cp/api/navigation and /cp/api/collections/{c}/tree over HTTP on a copy of the demo content in
 * a git work tree: permissions, the checks that refuse a tree (nothing written), the 409, and a
 * save that Statamic's YAML parser and the public content API read back.
 */
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContentApi } from '../../../api/app';
import { ContentStore } from '../../../api/store/store';
import type { ConflictError, NavigationsResponse, TreeDocument, TreeNode, TreeNodeInput } from '../../../cp/shared/api';
import { asStatamicSees, readWithStatamic, statamicAvailable } from '../../../tests/support/statamic-yaml';
import { PROJECT_ROOT } from '../../env';
import { silentLogger } from '../../log';
import { Client, contentRoot, mountPanel, ORIGIN } from '../test/fixture';
import { createContentWriter } from '../write/writer';
import { collectionRoutes } from './collections';
import { treeRoutes } from './trees';

const MAIN_EN = 'content/trees/navigation/en/main.yaml';
const PAGES_EN = 'content/trees/collections/en/pages.yaml';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let root: string;
let changed: string[][];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const fileText = (rel: string) => readFile(path.join(root, rel), 'utf8');

beforeEach(async () => {
  root = await contentRoot();
  await cp(path.join(PROJECT_ROOT, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(PROJECT_ROOT, 'resources', 'blueprints'), path.join(root, 'resources', 'blueprints'), { recursive: true });
  // An editor who may edit the main menu and reorder pages, in English only.
  await writeFile(
    path.join(root, 'resources', 'users', 'roles.yaml'),
    ['editor:', '  title: Editor', '  permissions:', ...['access cp', 'access en site', 'edit main nav', 'view pages entries', 'reorder pages entries'].map((p) => `    - '${p}'`), 'visitor:', '  title: Visitor', '  permissions:', "    - 'view pages entries'", ''].join('\n'),
  );
  // Keys the editor never sees stay: a node's `data`, a file's own key.
  const main = await fileText(MAIN_EN);
  await writeFile(path.join(root, MAIN_EN), `custom: kept\n${main.replace('    title: News\n', '    title: News\n    data:\n      icon: star\n')}`);
  git('init', '-q');
  git('config', 'user.name', 'Setup');
  git('config', 'user.email', 'setup@example.com');
  git('add', '-A');
  git('commit', '-qm', 'Demo content');
  changed = [];
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function panel() {
  const writer = createContentWriter({ root, logger: silentLogger });
  return mountPanel(root, { writer, routes: [treeRoutes], changed: (files) => changed.push(files) }).app;
}

async function signedIn(email: string) {
  const client = new Client(panel());
  expect((await client.signIn(email)).status).toBe(200);
  return client;
}

async function doc(client: Client, url: string): Promise<TreeDocument> {
  const response = await client.fetch(url);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TreeDocument;
}

/** A document's tree as a save sends it back. */
const input = (nodes: TreeNode[], withIds = true): TreeNodeInput[] =>
  nodes.map((n) => ({ ...(withIds ? { id: n.id } : {}), ...(n.entry ? { entry: n.entry } : {}), ...(n.url ? { url: n.url } : {}), ...(n.title ? { title: n.title } : {}), children: input(n.children, withIds) }));

const publicApi = () => createContentApi({ store: new ContentStore(root), siteUrl: ORIGIN });

describe('navigations', () => {
  it('lists those the user may see, with their depth and collections', async () => {
    const admin = await signedIn('admin@example.com');
    const all = (await (await admin.fetch('/cp/api/navigation')).json()) as NavigationsResponse;
    expect(all.data.map((n) => [n.handle, n.maxDepth, n.collections, n.canEdit])).toEqual(
      expect.arrayContaining([
        ['main', 3, ['pages', 'products'], true],
        ['meta', 1, ['pages'], true],
        ['footer', 2, ['pages', 'products', 'downloads'], true],
      ]),
    );
    const editor = await signedIn('editor@example.com');
    const mine = (await (await editor.fetch('/cp/api/navigation')).json()) as NavigationsResponse;
    expect(mine.data.map((n) => [n.handle, n.sites])).toEqual([['main', ['en']]]);
  });

  it('answers 401 without a session, 403 without the permission or the site, 404 for what does not exist', async () => {
    const anonymous = new Client(panel());
    await anonymous.session();
    expect((await anonymous.fetch('/cp/api/navigation')).status).toBe(401);
    expect((await anonymous.fetch('/cp/api/navigation/main/tree?site=en')).status).toBe(401);
    expect((await anonymous.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: '', tree: [] })).status).toBe(401);

    const editor = await signedIn('editor@example.com');
    const { version } = await doc(editor, '/cp/api/navigation/main/tree?site=en');
    for (const [url, status] of [
      ['/cp/api/navigation/footer/tree?site=en', 403],
      ['/cp/api/navigation/main/tree?site=de', 403],
      ['/cp/api/navigation/nope/tree?site=en', 404],
      ['/cp/api/navigation/main/tree?site=xx', 404],
      ['/cp/api/navigation/..%2f..%2fusers/tree?site=en', 404],
    ] as const) {
      expect((await editor.fetch(url)).status, url).toBe(status);
      const response = await editor.send(url, 'PUT', { version, tree: [] });
      expect(response.status, url).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await fileText(MAIN_EN)).toContain('entry: page-products');
  });

  it('saves a reordered tree with a new link: UUIDs, kept keys, one commit by the editor, read back by Statamic and the public API', async () => {
    const editor = await signedIn('editor@example.com');
    const before = await doc(editor, '/cp/api/navigation/main/tree?site=en');
    expect(before.tree.map((n) => n.entry ?? n.title)).toEqual(['page-products', 'News', 'page-support', 'page-about']);
    expect(before.tree[0]!.entryTitle).toBe('Products');
    const [products, news, support, about] = input(before.tree);
    const tree = [news!, products!, { ...support!, children: [...support!.children!, { url: 'https://example.org/partners', title: 'Partners' }] }, about!];
    const commits = Number(git('rev-list', '--count', 'HEAD'));
    const response = await editor.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: before.version, tree });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = (await response.json()) as TreeDocument;
    expect(after.tree.map((n) => n.entry ?? n.title)).toEqual(['News', 'page-products', 'page-support', 'page-about']);
    expect(after.version).not.toBe(before.version);
    expect(changed).toEqual([[MAIN_EN]]);

    const file = parse(await fileText(MAIN_EN)) as { custom: string; tree: Record<string, unknown>[] };
    expect(Object.keys(file)).toEqual(['custom', 'tree']);
    expect(file.tree[0]).toEqual({ id: news!.id, url: '/news', title: 'News', data: { icon: 'star' } });
    const partners = (file.tree[2]!.children as Record<string, unknown>[]).at(-1)!;
    expect(partners).toEqual({ id: expect.stringMatching(UUID), url: 'https://example.org/partners', title: 'Partners' });

    expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits + 1);
    expect(git('log', '-1', '--format=%an|%s')).toBe('Eddie|Navigation saved: Main navigation (en)\n');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(MAIN_EN);

    if (statamicAvailable()) {
      const theirs = readWithStatamic([path.join(root, MAIN_EN)]).get(path.join(root, MAIN_EN))!;
      expect(theirs.error).toBeUndefined();
      expect(theirs.data).toEqual(asStatamicSees(file));
    }

    const api = await publicApi().request(`/navs/main/tree?site=en`);
    expect(api.status).toBe(200);
    const titles = ((await api.json()) as { data: { page: { title: string } }[] }).data.map((n) => n.page.title);
    expect(titles).toEqual(['News', 'Products', 'Support', 'About us']);

    // The same tree again: nothing written, no commit, nothing to republish.
    const again = await editor.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: after.version, tree: input(after.tree) });
    expect(again.status).toBe(200);
    expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits + 1);
    expect(changed).toHaveLength(1);
  });

  it('answers 409 with who saved when the version is stale, and writes nothing', async () => {
    const admin = await signedIn('admin@example.com');
    const editor = await signedIn('editor@example.com');
    const loaded = await doc(admin, '/cp/api/navigation/main/tree?site=en');
    const first = await editor.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree: input(loaded.tree).reverse() });
    expect(first.status).toBe(200);
    const saved = await fileText(MAIN_EN);
    const stale = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree: input(loaded.tree).slice(1) });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ConflictError;
    expect(body.conflict.updatedBy?.name).toBe('Eddie');
    expect(body.conflict.version).toBe(((await first.json()) as TreeDocument).version);
    expect(await fileText(MAIN_EN)).toBe(saved);
    // Overwriting on purpose, with the version the conflict named.
    const forced = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: body.conflict.version, tree: input(loaded.tree).slice(1), force: true });
    expect(forced.status).toBe(200);
  });

  it('refuses trees that are malformed or break the rules with a 4xx that says why, and writes nothing', async () => {
    const admin = await signedIn('admin@example.com');
    const loaded = await doc(admin, '/cp/api/navigation/main/tree?site=en');
    const [products, news] = input(loaded.tree);
    const huge = Array.from({ length: 1500 }, (_, i) => ({ title: `Item ${i}`, children: [{ title: `Child ${i}` }] }));
    const cases: [string, unknown, number, RegExp][] = [
      ['duplicate id', [news, { ...news, title: 'Again' }], 422, /appears twice/],
      ['a node inside itself (a cycle)', [{ ...products, children: [{ ...products, entry: undefined, title: 'Loop' }] }], 422, /inside itself/],
      ['javascript: URL', [{ url: 'javascript:alert(1)', title: 'x' }], 422, /not allowed/],
      ['protocol-relative URL', [{ url: '//evil.example', title: 'x' }], 422, /not allowed/],
      ['backslash URL', [{ url: '/\\evil.example', title: 'x' }], 422, /not allowed/],
      ['entry and URL', [{ entry: 'page-about', url: '/about' }], 422, /not both/],
      ['empty node', [{}], 422, /needs an entry, a URL or a title/],
      ['bad id', [{ id: '../x', title: 'x' }], 422, /“\.\.\/x” is not a valid item ID/],
      ['unknown key', [{ title: 'x', data: { a: 1 } }], 422, /not valid/],
      ['title not a string', [{ title: 7 }], 422, /not valid/],
      ['tree not a list', { a: 1 }, 422, /not valid/],
      ['huge tree', huge, 422, /more than 2,000 items/],
    ];
    const before = await fileText(MAIN_EN);
    for (const [name, tree, status, message] of cases) {
      const response = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree });
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { message: string }).message, name).toMatch(message);
    }
    const proto = await admin.fetch('/cp/api/navigation/main/tree?site=en', {
      method: 'PUT',
      body: `{"version":"${loaded.version}","tree":[{"title":"x","__proto__":{"polluted":true}}]}`,
      headers: { Origin: ORIGIN, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'application/json' },
    });
    expect(proto.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await fileText(MAIN_EN)).toBe(before);
    expect(changed).toEqual([]);
  });

  it('says why a tree is refused in the editor’s language (Accept-Language), naming the item and counting in that language', async () => {
    const admin = await signedIn('admin@example.com');
    const loaded = await doc(admin, '/cp/api/navigation/main/tree?site=en');
    const [products] = input(loaded.tree);
    const before = await fileText(MAIN_EN);
    const cycle = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree: [{ ...products, children: [{ ...products, entry: undefined, title: 'Loop' }] }] }, { 'Accept-Language': 'de' });
    expect(cycle.status).toBe(422);
    expect(((await cycle.json()) as { message: string }).message).toBe(`Dieser Baum kann nicht gespeichert werden: Das Element „${products!.id}“ steckt in sich selbst.`);
    const huge = Array.from({ length: 1500 }, (_, i) => ({ title: `Item ${i}`, children: [{ title: `Child ${i}` }] }));
    const tooMany = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree: huge }, { 'Accept-Language': 'de-CH, en;q=0.5' });
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/mehr als 2\.000 Elemente/);
    expect(await fileText(MAIN_EN)).toBe(before);
    expect(changed).toEqual([]);
  });

  // Issue 36: Statamic's navigation saves a menu linking an entry twice, a missing entry, one of
  // another site or collection, and one deeper than max_depth (Structure::validateTree checks
  // only the root). The panel saves them too, and says what is worth checking.
  it('saves what Statamic saves, with a warning in the editor’s language for each thing worth checking', async () => {
    const admin = await signedIn('admin@example.com');
    const loaded = await doc(admin, '/cp/api/navigation/main/tree?site=en');
    expect(loaded.warnings).toEqual([]);
    const deep = { title: 'A', children: [{ title: 'B', children: [{ title: 'C', children: [{ title: 'D' }] }] }] };
    const tree = [...input(loaded.tree), { entry: 'page-about' }, { entry: 'page-about' }, { entry: 'no-such-entry' }, { entry: 'page-about-de' }, { entry: 'news-year-in-review-2025' }, deep];
    const response = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as TreeDocument;
    expect(saved.warnings).toEqual([
      'The entry “page-about” appears more than once in this tree.',
      'The entry “no-such-entry” does not exist, so its item links nowhere.',
      'The entry “page-about-de” belongs to the site “de”, not “en”.',
      'The entry “news-year-in-review-2025” is from the collection “news”, which Main navigation does not offer.',
      'This tree is 4 levels deep; Main navigation is set to 3 levels.',
    ]);
    const written = parse(await fileText(MAIN_EN)) as { tree: { entry?: string }[] };
    const already = loaded.tree.filter((n) => n.entry === 'page-about').length;
    expect(written.tree.filter((n) => n.entry === 'page-about')).toHaveLength(already + 2);
    expect(written.tree.map((n) => n.entry)).toEqual(expect.arrayContaining(['no-such-entry', 'page-about-de', 'news-year-in-review-2025']));
    expect(changed).toEqual([[MAIN_EN]]);
    // The stored tree says the same when it is opened again, in Japanese here.
    const reopened = await admin.fetch('/cp/api/navigation/main/tree?site=en', { headers: { 'Accept-Language': 'ja' } });
    const again = (await reopened.json()) as TreeDocument;
    expect(again.warnings[0]).toBe('エントリー「page-about」がこのツリーに複数回含まれています。');
    expect(again.warnings).toHaveLength(5);
  });

  // Issue 36: an unchanged save writes nothing and commits nothing, even where the file is not
  // what the editor was shown (items without ids, which are shown with ids made up on reading).
  it('writes and commits nothing for an unchanged save, also of a menu whose items have no ids in the file', async () => {
    await writeFile(path.join(root, MAIN_EN), 'tree:\n  - entry: page-about\n  - url: /news\n    title: News\n    children:\n      - title: Press\n');
    git('commit', '-qam', 'A hand-written menu without ids');
    const admin = await signedIn('admin@example.com');
    const before = await fileText(MAIN_EN);
    const commits = git('rev-list', '--count', 'HEAD');
    for (let i = 0; i < 2; i++) {
      const loaded = await doc(admin, '/cp/api/navigation/main/tree?site=en');
      const response = await admin.send('/cp/api/navigation/main/tree?site=en', 'PUT', { version: loaded.version, tree: input(loaded.tree) });
      expect(response.status).toBe(200);
    }
    expect(await fileText(MAIN_EN)).toBe(before);
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
    expect(changed).toEqual([]);
  });
});

describe('a structured collection’s tree', () => {
  it('moves a page under a parent: its URL follows the tree in the public API', async () => {
    const editor = await signedIn('editor@example.com');
    const loaded = await doc(editor, '/cp/api/collections/pages/tree?site=en');
    expect(loaded.expectsRoot).toBe(true);
    expect(loaded.maxDepth).toBe(3);
    expect(loaded.tree[0]!.entry).toBe('page-home');
    const nodes = input(loaded.tree);
    const about = nodes.find((n) => n.entry === 'page-about')!;
    const tree = nodes.filter((n) => n !== about).map((n) => (n.entry === 'page-support' ? { ...n, children: [...n.children!, about] } : n));
    const response = await editor.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: loaded.version, tree });
    expect(response.status, await response.clone().text()).toBe(200);
    const file = parse(await fileText(PAGES_EN)) as { tree: { entry: string; children?: { entry: string }[] }[] };
    expect(file.tree.find((n) => n.entry === 'page-support')!.children!.map((c) => c.entry)).toContain('page-about');
    expect(Object.keys(file.tree[0]!)).toEqual(['entry']);
    expect(git('log', '-1', '--format=%an|%s')).toBe('Eddie|Tree saved: Pages (en)\n');
    const api = await publicApi().request('/collections/pages/entries/page-about');
    expect(((await api.json()) as { data: { uri: string } }).data.uri).toBe('/support/about');
  });

  it('a deleted page leaves its tree with it, its children moving up into its place', async () => {
    const page = (id: string, slug: string) => writeFile(path.join(root, 'content/collections/pages/en', `${slug}.md`), `---\nid: ${id}\ntitle: ${slug}\n---\n`);
    await page('page-team', 'team');
    await page('page-jobs', 'jobs');
    await writeFile(path.join(root, PAGES_EN), `${await fileText(PAGES_EN)}  - entry: page-team\n    children:\n      - entry: page-jobs\n`);
    git('add', '-A');
    git('commit', '-qm', 'A page with a child');
    const admin = new Client(mountPanel(root, { writer: createContentWriter({ root, logger: silentLogger }), routes: [treeRoutes, collectionRoutes], changed: (files) => changed.push(files) }).app);
    expect((await admin.signIn('admin@example.com')).status).toBe(200);
    expect((await admin.send('/cp/api/collections/pages/entries/page-team', 'DELETE')).status).toBe(204);
    const file = parse(await fileText(PAGES_EN)) as { tree: { entry: string; children?: unknown[] }[] };
    expect(file.tree.map((n) => n.entry).slice(-2)).toEqual(['page-privacy', 'page-jobs']);
    expect(JSON.stringify(file.tree)).not.toContain('page-team');
    expect(changed.at(-1)).toEqual(['content/collections/pages/en/team.md', PAGES_EN]);
    const api = await publicApi().request('/collections/pages/entries/page-jobs');
    expect(((await api.json()) as { data: { uri: string } }).data.uri).toBe('/jobs');
  });

  it('refuses what Statamic refuses (a root page with children, an entry twice) and what is not an entry; 403 without reorder, 404 for a collection without a tree', async () => {
    const admin = await signedIn('admin@example.com');
    const loaded = await doc(admin, '/cp/api/collections/pages/tree?site=en');
    const [home, ...rest] = input(loaded.tree, false);
    const before = await fileText(PAGES_EN);
    const cases: [string, unknown, RegExp][] = [
      ['root with children', [{ ...home, children: [rest[0]] }, ...rest.slice(1)], /home page and cannot have children/],
      ['a URL', [home, { url: '/x', title: 'x' }], /must be an entry/],
      ['an entry with a title of its own', [home, { entry: 'page-about', title: 'x' }], /no URL or title of its own/],
      ['an entry twice', [home, ...rest, { entry: 'page-about' }], /appears twice/],
    ];
    for (const [name, tree, message] of cases) {
      const response = await admin.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: loaded.version, tree });
      expect(response.status, name).toBe(422);
      expect(((await response.json()) as { message: string }).message, name).toMatch(message);
    }
    expect(await fileText(PAGES_EN)).toBe(before);
    expect((await admin.fetch('/cp/api/collections/products/tree?site=en')).status).toBe(404);

    await writeFile(path.join(root, 'resources', 'users', 'roles.yaml'), ['editor:', '  title: Editor', '  permissions:', "    - 'access cp'", "    - 'access en site'", "    - 'view pages entries'", ''].join('\n'));
    const editor = await signedIn('editor@example.com');
    const read = await doc(editor, '/cp/api/collections/pages/tree?site=en');
    expect(read.can.edit).toBe(false);
    expect((await editor.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: read.version, tree: input(read.tree) })).status).toBe(403);
  });

  // Issue 36: CollectionStructure::validateTree takes another collection's, another site's and
  // missing entries out of the tree with their branch, and puts the collection's entries the tree
  // leaves out at its end. So does the panel, saying what it left out; deeper than max_depth is
  // saved with a warning (Statamic's save does not look at it).
  it('saves a collection’s tree as Statamic does: foreign entries left out with a warning, the missing ones at the end', async () => {
    const admin = await signedIn('admin@example.com');
    const loaded = await doc(admin, '/cp/api/collections/pages/tree?site=en');
    const [home, first, ...rest] = input(loaded.tree, false);
    const nest = (entries: string[]): TreeNodeInput => ({ entry: entries[0]!, ...(entries.length > 1 ? { children: [nest(entries.slice(1))] } : {}) });
    const deep = nest(['page-support', 'page-faq', 'page-contact']);
    const tree = [home, { entry: 'product-beacon', children: [first] }, { entry: 'page-about-de' }, deep];
    const response = await admin.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: loaded.version, tree });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as TreeDocument;
    expect(saved.warnings).toEqual(['The entry “product-beacon” was left out: it is not an entry of Pages in this site.', 'The entry “page-about-de” was left out: it is not an entry of Pages in this site.']);
    const written = (parse(await fileText(PAGES_EN)) as { tree: { entry: string }[] }).tree.map((n) => n.entry);
    expect(written.slice(0, 2)).toEqual([home!.entry, 'page-support']);
    expect(written).not.toContain('product-beacon');
    expect(written).not.toContain('page-about-de');
    // Every page of the site is still in the tree: those left out (and the foreign entry's child) at the end.
    const all = [home, first, ...rest].map((n) => n!.entry);
    expect([...written].sort()).toEqual(expect.arrayContaining(all.filter((e) => !['page-faq', 'page-contact'].includes(e!))));
    expect(written).toContain(first!.entry);
    const deeper = await admin.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: saved.version, tree: [home, nest(['page-support', 'page-faq', 'page-contact', 'page-about'])] });
    expect(((await deeper.json()) as TreeDocument).warnings).toEqual(['This tree is 4 levels deep; Pages is set to 3 levels.']);
  });

  it('writes and commits nothing for an unchanged save of a tree the file holds otherwise (foreign and missing entries)', async () => {
    const stored = parse(await fileText(PAGES_EN)) as { tree: unknown[] };
    // A page of another site and one that does not exist in the file, and the file's last page left out.
    await writeFile(path.join(root, PAGES_EN), `tree:\n${[...stored.tree.slice(0, -1), { entry: 'page-about-de' }, { entry: 'gone' }].map((n) => `  - ${JSON.stringify(n)}`).join('\n')}\n`);
    git('commit', '-qam', 'A tree Statamic cleans up when it reads it');
    const admin = await signedIn('admin@example.com');
    const before = await fileText(PAGES_EN);
    const commits = git('rev-list', '--count', 'HEAD');
    const loaded = await doc(admin, '/cp/api/collections/pages/tree?site=en');
    const response = await admin.send('/cp/api/collections/pages/tree?site=en', 'PUT', { version: loaded.version, tree: input(loaded.tree, false) });
    expect(response.status).toBe(200);
    expect(await fileText(PAGES_EN)).toBe(before);
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
    expect(changed).toEqual([]);
  });
});
